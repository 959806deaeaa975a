import { expect } from 'chai';
import type { Metrics } from '@transport/platform';
import { addDays } from '@transport/platform';
import { daysFromToday, today } from '@transport/platform/testing';
import {
  compareCandidates,
  createDatedStationCalls,
  updatedCandidates,
} from '../../src/station-calls/dated-station-calls.ts';
import type { ScheduleRepository, StationCallCandidate } from '../../src/schedules/schedules.repository.ts';
import { createStationCallsCache } from '../../src/station-calls/station-calls-cache.ts';

function candidate(
  scheduleId: string,
  second: number,
  fields: Partial<StationCallCandidate> = {},
): StationCallCandidate {
  const lineCode = fields.lineCode ?? 'L1';
  const scheduleCode = fields.scheduleCode ?? scheduleId.toUpperCase();
  return {
    key: `rev-${scheduleId}|station-1`,
    scheduleId,
    dayOffset: 0,
    second,
    lineCode,
    scheduleCode,
    head: `{"scheduleId":"${scheduleId}","second":${second},"origin":`,
    tail: '}',
    ...fields,
  };
}

const sorted = (list: StationCallCandidate[]) => [...list].sort(compareCandidates);
const ids = (list: StationCallCandidate[]) => list.map((c) => c.scheduleId);

/** Counts the cache lookups by cache and outcome. */
function createFakeMetrics() {
  const lookups: string[] = [];
  const metrics = {
    cacheLookups: {
      inc: ({ cache, outcome }: { cache: string; outcome: string }) => lookups.push(`${cache}:${outcome}`),
    },
  };
  return { metrics: metrics as unknown as Metrics, lookups };
}

describe("the order of a station's calls", () => {
  it('orders by announced second, then line code, then schedule code', () => {
    const list = sorted([
      candidate('c', 480, { lineCode: 'L2' }),
      candidate('a', 490),
      candidate('b', 480, { lineCode: 'L1', scheduleCode: 'T2' }),
      candidate('d', 480, { lineCode: 'L1', scheduleCode: 'T1' }),
    ]);
    expect(ids(list)).to.deep.equal(['d', 'b', 'c', 'a']);
  });

  it('compares codes by code point as Postgres does with COLLATE "C", not by locale or UTF-16 unit', () => {
    // Upper case before lower case, and a character beyond U+FFFF after U+FFFD.
    const list = sorted([
      candidate('lower', 480, { lineCode: 'a' }),
      candidate('upper', 480, { lineCode: 'B' }),
      candidate('astral', 480, { lineCode: '\u{1F68C}' }),
      candidate('bmp', 480, { lineCode: '\uFFFD' }),
      candidate('accent', 480, { lineCode: 'é' }),
    ]);
    expect(ids(list)).to.deep.equal(['upper', 'lower', 'accent', 'bmp', 'astral']);
  });

  it('breaks ties by schedule id, then by stop time', () => {
    const same = { lineCode: 'L1', scheduleCode: 'T' };
    const list = sorted([
      candidate('s2', 480, { ...same, key: 'r1|x' }),
      candidate('s1', 480, { ...same, key: 'r2|x' }),
      candidate('s1', 480, { ...same, key: 'r1|x' }),
    ]);
    expect(list.map((c) => `${c.scheduleId} ${c.key}`)).to.deep.equal(['s1 r1|x', 's1 r2|x', 's2 r1|x']);
  });
});

describe("a station's kept calls brought up to date", () => {
  const kept = sorted([
    candidate('a', 420),
    candidate('b', 480),
    candidate('c', 540),
    candidate('d', 600, { lineCode: 'Z' }),
  ]);

  it("merged with a changed schedule's calls keep code-point order", () => {
    // Moved to the second of d, whose line code Z sorts after A.
    const fresh = [candidate('b', 600, { lineCode: 'A' })];
    const merged = updatedCandidates(kept, ['b'], fresh);
    expect(ids(merged)).to.deep.equal(['a', 'c', 'b', 'd']);
    expect(merged).to.deep.equal(sorted([...kept.filter((c) => c.scheduleId !== 'b'), ...fresh]));
  });

  it('drop the calls of a changed schedule that no longer calls there', () => {
    expect(ids(updatedCandidates(kept, ['c'], []))).to.deep.equal(['a', 'b', 'd']);
  });

  it('take in a new schedule between, before and after the kept ones', () => {
    const fresh = sorted([candidate('first', 300), candidate('mid', 500), candidate('last', 900)]);
    const merged = updatedCandidates(kept, ['first', 'mid', 'last'], fresh);
    expect(ids(merged)).to.deep.equal(['first', 'a', 'b', 'mid', 'c', 'd', 'last']);
  });

  it('give the same list as sorting everything again, whatever changed', () => {
    const everything = sorted(
      Array.from({ length: 60 }, (_, i) =>
        candidate(`s${i % 20}`, 300 + ((i * 37) % 400), { lineCode: `L${i % 7}`, key: `r${i}|st` }),
      ),
    );
    for (const changed of [['s1'], ['s3', 's7', 's19'], ['s0', 's2', 's4', 's6', 's8']]) {
      const fresh = sorted(
        changed.flatMap((id, n) => [
          candidate(id, 310 + n * 90, { lineCode: 'L0', key: `new-${id}|a` }),
          candidate(id, 650 - n * 40, { lineCode: 'L6', key: `new-${id}|b` }),
        ]),
      );
      const expected = sorted([...everything.filter((c) => !changed.includes(c.scheduleId)), ...fresh]);
      expect(updatedCandidates(everything, changed, fresh), changed.join(',')).to.deep.equal(expected);
    }
  });
});

/**
 * The schedule repository's two reads of station calls, in memory: every candidate of the
 * stations with the calls version, what changed since a version, and the stop times served on a
 * date.
 */
function createFakeScheduleRepository(initial: StationCallCandidate[]) {
  const state = {
    version: 1,
    candidates: sorted(initial),
    changes: [] as { version: number; scheduleIds: string[] }[],
    served: new Map<string, Set<string>>(),
    reads: [] as (number | undefined)[],
  };
  const repository = {
    async stationCallCandidates(_stationIds: string[], since?: number) {
      state.reads.push(since);
      const { version, candidates } = state;
      if (since === undefined) return { version, candidates };
      const changed = [
        ...new Set(state.changes.filter((c) => c.version > since).flatMap((c) => c.scheduleIds)),
      ];
      return { version, changed, candidates: candidates.filter((c) => changed.includes(c.scheduleId)) };
    },
    async servedStationCalls(_stationIds: string[], serviceDate: string) {
      return state.served.get(serviceDate) ?? new Set<string>();
    },
  };
  return {
    repository: repository as unknown as ScheduleRepository,
    state,
    /** A timetable write changing the schedule's calls: the calls version moves. */
    replace(scheduleId: string, calls: StationCallCandidate[]) {
      state.version += 1;
      state.candidates = sorted([...state.candidates.filter((c) => c.scheduleId !== scheduleId), ...calls]);
      state.changes.push({ version: state.version, scheduleIds: [scheduleId] });
    },
    serve(serviceDate: string, ...keys: string[]) {
      state.served.set(serviceDate, new Set(keys));
    },
  };
}

describe('the station calls of a date', () => {
  const stations = ['station-1'];

  it('lists the calls served that day, each with the origin day of its trip', async () => {
    const date = daysFromToday(5);
    const fake = createFakeScheduleRepository([
      candidate('early', 360),
      candidate('night', 30, { dayOffset: 1 }),
      candidate('not-today', 400),
    ]);
    fake.serve(date, 'rev-early|station-1', 'rev-night|station-1');
    const { metrics } = createFakeMetrics();
    const callsOn = createDatedStationCalls(fake.repository, metrics);
    const { serviceDate, calls } = await callsOn({ callsVersion: 1, stationIds: stations }, date);
    expect(serviceDate).to.equal(date);
    expect(calls.map((c) => [c.scheduleId, c.origin])).to.deep.equal([
      ['night', addDays(date, -1)],
      ['early', date],
    ]);
    expect(JSON.parse(calls[1]?.json as string)).to.deep.equal({
      scheduleId: 'early',
      second: 360,
      origin: date,
    });
  });

  it('reads the candidates once for every date, and again only for the schedules changed since', async () => {
    const fake = createFakeScheduleRepository([
      candidate('a', 420),
      candidate('b', 480),
      candidate('c', 540),
    ]);
    fake.serve(today(), 'rev-a|station-1', 'rev-b|station-1', 'rev-c|station-1', 'rev-b2|station-1');
    const { metrics, lookups } = createFakeMetrics();
    const callsOn = createDatedStationCalls(fake.repository, metrics);
    await callsOn({ callsVersion: 1, stationIds: stations }, today());
    await callsOn({ callsVersion: 1, stationIds: stations }, daysFromToday(1));
    fake.replace('b', [candidate('b', 600, { key: 'rev-b2|station-1' })]);
    const { calls } = await callsOn({ callsVersion: 2, stationIds: stations }, today());
    expect(fake.state.reads).to.deep.equal([undefined, 1]);
    expect(lookups).to.deep.equal([
      'station-call-candidates:miss',
      'station-call-candidates:hit',
      'station-call-candidates:updated',
    ]);
    expect(calls.map((c) => `${c.scheduleId}@${c.second}`)).to.deep.equal(['a@420', 'c@540', 'b@600']);
  });
});

describe('the station calls cache', () => {
  it('serves an answer to readers of its version only, and keeps one answer per date and stations', () => {
    const { metrics, lookups } = createFakeMetrics();
    const cache = createStationCallsCache(metrics);
    cache.set(3, today(), ['s2', 's1'], '[v3]');
    expect(cache.get(3, today(), ['s1', 's2']), 'the stations in any order').to.equal('[v3]');
    expect(cache.get(4, today(), ['s1', 's2'])).to.equal(undefined);
    expect(cache.get(3, daysFromToday(1), ['s1', 's2'])).to.equal(undefined);
    cache.set(4, today(), ['s1', 's2'], '[v4]');
    expect(cache.get(3, today(), ['s1', 's2']), 'a newer answer replaces the older').to.equal(undefined);
    expect(cache.latest(today(), ['s1', 's2'])).to.deep.equal({ version: 4, value: '[v4]' });
    expect(lookups).to.deep.equal([
      'station-calls:hit',
      'station-calls:miss',
      'station-calls:miss',
      'station-calls:miss',
    ]);
  });

  it('drops the least recently read answers beyond its size, and never keeps one too large', () => {
    const { metrics } = createFakeMetrics();
    const cache = createStationCallsCache(metrics, 10);
    cache.set(1, daysFromToday(1), ['s'], 'aaaa');
    cache.set(1, daysFromToday(2), ['s'], 'bbbb');
    expect(cache.get(1, daysFromToday(1), ['s'])).to.equal('aaaa');
    cache.set(1, daysFromToday(3), ['s'], 'cccc');
    expect(cache.latest(daysFromToday(2), ['s']), 'the least recently read').to.equal(undefined);
    expect(cache.latest(daysFromToday(1), ['s'])?.value).to.equal('aaaa');
    expect(cache.latest(daysFromToday(3), ['s'])?.value).to.equal('cccc');
    cache.set(1, daysFromToday(4), ['s'], 'x'.repeat(11));
    expect(cache.latest(daysFromToday(4), ['s'])).to.equal(undefined);
    expect(cache.latest(daysFromToday(1), ['s'])?.value).to.equal('aaaa');
  });
});
