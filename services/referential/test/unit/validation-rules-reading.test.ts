import { expect } from 'chai';
import { rulesReading, validationRules } from '../../src/validation-report/validation-rules.ts';

describe('the rules an import runs for its notices (rulesReading)', () => {
  const codes = (tables?: string[]) => rulesReading(tables).map((rule) => rule.code);

  it('runs, for the tables a permit import writes, the one rule reading permits', () => {
    expect(codes(['vehicle_permits', 'vehicle_permit_states', 'permit_imports'])).to.deep.equal([
      'VEHICLE_PERMIT_LAPSED',
    ]);
  });

  it('runs every rule when no table is named, and a rule by a table it names as a word only', () => {
    expect(codes()).to.deep.equal(validationRules.map((rule) => rule.code));
    // `stations` is in `station_states` and `stop_times.station_id` only as a part of a word.
    const readingStations = codes(['stations']);
    expect(readingStations).to.include('GTFS_STATION_WITHOUT_COORDINATES');
    expect(readingStations).to.not.include('VEHICLE_PERMIT_LAPSED');
    expect(codes(['vehicle_permit'])).to.deep.equal([]);
  });
});
