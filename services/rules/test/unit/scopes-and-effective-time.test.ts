import { expect } from 'chai';
import { AppError } from '@transport/platform';
import { daysFromToday, nextYear } from '@transport/platform/testing';
import { normaliseEffectiveInput } from '../../src/rule-versions/effective-time.ts';
import { candidateScopes, checkScope, describeScope } from '../../src/rule-versions/scope.ts';

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the scope of a rule version', () => {
  it('takes exactly the subjects of its type, in the order of the type', () => {
    const scope = checkScope({ type: 'BAY', subjects: { bay: 'K', station: 'ST1', stationArea: 'NORTH' } });
    expect(scope).to.deep.equal({
      type: 'BAY',
      subjects: { station: 'ST1', stationArea: 'NORTH', bay: 'K' },
    });
    expect(Object.keys(scope.subjects)).to.deep.equal(['station', 'stationArea', 'bay']);
    expect(checkScope({ type: 'NETWORK', subjects: {} })).to.deep.equal({ type: 'NETWORK', subjects: {} });
  });

  it('names each subject missing and each one the type does not take', () => {
    const refused = refusal(() =>
      checkScope({ type: 'STATION_AREA', subjects: { station: 'ST1', line: 'L1' } }),
    );
    expect(refused.status).to.equal(400);
    expect(refused.errors).to.deep.equal([
      { field: 'body.scope.subjects.stationArea', message: 'is required for scope type STATION_AREA' },
      { field: 'body.scope.subjects.line', message: 'is not a subject of scope type STATION_AREA' },
    ]);
    const query = refusal(() => checkScope({ type: 'NETWORK', subjects: { line: 'L1' } }, 'query.scope'));
    expect(query.errors?.[0]?.field).to.equal('query.scope.subjects.line');
  });

  it('makes of a context every scope it holds, the most specific first', () => {
    const context = { station: 'ST1', stationArea: 'NORTH', bay: 'K', line: 'L1' };
    expect(candidateScopes(context).map(describeScope)).to.deep.equal([
      'BAY (station=ST1, stationArea=NORTH, bay=K)',
      'STATION_AREA (station=ST1, stationArea=NORTH)',
      'STATION (station=ST1)',
      'LINE (line=L1)',
      'NETWORK',
    ]);
    expect(candidateScopes({ bay: 'K', line: 'L1' }).map((s) => s.type)).to.deep.equal(['LINE', 'NETWORK']);
    expect(candidateScopes({}).map((s) => s.type)).to.deep.equal(['NETWORK']);
  });
});

describe('the effective time of a rule version', () => {
  it('takes an instant as given', () => {
    const instant = `${daysFromToday(3)}T06:30:00.000Z`;
    const { input, effectiveAt } = normaliseEffectiveInput({ instant });
    expect(input).to.deep.equal({ instant });
    expect(effectiveAt.toISOString()).to.equal(instant);
  });

  it("converts a local date and time with the zone's offset of that day", () => {
    const year = nextYear();
    const winter = normaliseEffectiveInput({
      localDateTime: `${year}-01-15T08:00`,
      timeZone: 'Europe/Paris',
    });
    const summer = normaliseEffectiveInput({
      localDateTime: `${year}-07-15T08:00:30`,
      timeZone: 'Europe/Paris',
    });
    expect(winter.effectiveAt.toISOString()).to.equal(`${year}-01-15T07:00:00.000Z`);
    expect(summer.effectiveAt.toISOString()).to.equal(`${year}-07-15T06:00:30.000Z`);
    const india = normaliseEffectiveInput({ localDateTime: `${year}-07-15T08:00`, timeZone: 'Asia/Kolkata' });
    expect(india.effectiveAt.toISOString()).to.equal(`${year}-07-15T02:30:00.000Z`);
    expect(winter.input).to.deep.equal({ localDateTime: `${year}-01-15T08:00`, timeZone: 'Europe/Paris' });
  });

  it('refuses a wall time the clocks skip, and takes the first of a wall time shown twice', () => {
    // In 2026 Paris skipped 02:00-03:00 on 29 March and showed 02:00-03:00 twice on 25 October.
    const skipped = refusal(() =>
      normaliseEffectiveInput({ localDateTime: '2026-03-29T02:30', timeZone: 'Europe/Paris' }),
    );
    expect(skipped.code).to.equal('effective-time-nonexistent');
    expect(skipped.message).to.contain('2026-03-29T02:30 does not exist in Europe/Paris');
    const twice = normaliseEffectiveInput({ localDateTime: '2026-10-25T02:30', timeZone: 'Europe/Paris' });
    expect(twice.effectiveAt.toISOString()).to.equal('2026-10-25T00:30:00.000Z');
  });

  it('refuses an instant with a local time, a local time without its zone, and neither', () => {
    const both = refusal(() =>
      normaliseEffectiveInput({
        instant: '2030-01-01T00:00:00Z',
        localDateTime: '2030-01-01T01:00',
        timeZone: 'UTC',
      }),
    );
    expect(both.errors?.map((e) => e.field)).to.deep.equal([
      'body.effectiveInput.localDateTime',
      'body.effectiveInput.timeZone',
    ]);
    expect(
      refusal(() => normaliseEffectiveInput({ localDateTime: '2030-01-01T01:00' })).errors,
    ).to.deep.equal([{ field: 'body.effectiveInput.timeZone', message: 'is required' }]);
    expect(refusal(() => normaliseEffectiveInput({})).errors).to.deep.equal([
      { field: 'body.effectiveInput.instant', message: 'or localDateTime with timeZone is required' },
    ]);
  });

  it('refuses an unknown zone and a date or time that does not exist', () => {
    const zone = refusal(() =>
      normaliseEffectiveInput({ localDateTime: '2030-01-01T01:00', timeZone: 'Mars/Olympus' }),
    );
    expect([zone.code, zone.errors?.[0]?.field]).to.deep.equal([
      'effective-input-invalid',
      'body.effectiveInput.timeZone',
    ]);
    for (const localDateTime of [
      '2030-02-30T08:00',
      '2030-01-01T24:00',
      '2030-01-01T08:60',
      '2030-01-01 08:00',
    ]) {
      const refused = refusal(() => normaliseEffectiveInput({ localDateTime, timeZone: 'UTC' }));
      expect(refused.errors, localDateTime).to.deep.equal([
        { field: 'body.effectiveInput.localDateTime', message: 'is not a real date and time' },
      ]);
    }
  });
});
