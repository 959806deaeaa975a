import { expect } from 'chai';
import { daysFromToday } from '@transport/platform/testing';
import { reportedRecords, type Match, type Planned } from '../../src/gtfs/gtfs-import-plan.ts';

const created = (ext: string): Planned<object> => {
  const match: Match = {
    id: `id-${ext}`,
    code: ext,
    state: 'created',
    reason: null,
    origin: 'created',
    sharedWith: null,
    changes: [],
  };
  return { ext, print: ext, match };
};

describe('the GTFS import report', () => {
  it('lists every record of a national feed, kind by kind, then those it ends the day before the feed is published', () => {
    // 300,000 stations: a national feed's stops, more than a call can take as spread arguments.
    const stations = Array.from({ length: 300_000 }, (_, i) => created(`S${i}`));
    const schedules = [created('T1'), created('T2')];
    const published = daysFromToday(3);
    const records = reportedRecords(
      [
        ['station', stations],
        ['schedule', schedules],
      ],
      { schedules: [{ ext: 'OLD', id: 'id-OLD' }], calendars: [], itineraries: [{ ext: 'I9', id: 'id-I9' }] },
      published,
    );
    expect(records).to.have.length(300_004);
    expect(records[0]).to.deep.equal({
      kind: 'station',
      externalId: 'S0',
      recordId: 'id-S0',
      code: 'S0',
      state: 'created',
      match: null,
    });
    expect(records.slice(299_999, 300_002).map((r) => [r.kind, r.externalId])).to.deep.equal([
      ['station', 'S299999'],
      ['schedule', 'T1'],
      ['schedule', 'T2'],
    ]);
    expect(records.slice(-2)).to.deep.equal([
      {
        kind: 'schedule',
        externalId: 'OLD',
        recordId: 'id-OLD',
        state: 'ended',
        match: 'feed-id',
        changes: [{ field: 'validTo', from: null, to: daysFromToday(2) }],
      },
      {
        kind: 'itinerary',
        externalId: 'I9',
        recordId: 'id-I9',
        state: 'ended',
        match: 'feed-id',
        changes: [{ field: 'lastDayServed', from: null, to: daysFromToday(2) }],
      },
    ]);
  });
});
