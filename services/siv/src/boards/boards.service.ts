/**
 * The board of a display point at an instant (ADR 0025, 0031, 0038). The point and its profile
 * are kept in memory until a write to them commits (`displays`). The calls of a station area on
 * a service day are asked of the registry at most once per `recheckMs` (a conditional read,
 * concurrent readers sharing one: an unchanged answer costs a 304, and the answer's tag moves
 * only with a change at that area's stations) and kept, with the answer's tag, as the last
 * known calls; a board is computed once per station area (and bay), profile version, calls
 * answers and minute, and shared by every point asking for it. When the registry cannot be
 * asked, the last known calls serve, marked stale with their age; with none, the fallback
 * content. Which of the area's bays are step-free on a day (their dated `accessible` capability)
 * is asked of the registry at most once per `STEP_FREE_RECHECK_MS` per area and day, and kept
 * the same way; when it cannot be asked, the last answer serves, or no bay is marked. A board
 * read as known at an instant (`asKnownAt`, a replay) is built from the point,
 * its profile, the messages and the registry's calls as recorded then, none of them kept.
 */
import {
  addDays,
  AppError,
  currentRequestContext,
  localDateTime,
  LRUCache,
  type Metrics,
  type NotifiedCache,
} from '@transport/platform';
import { registryErrors } from '../referential-client/registry.errors.ts';
import { displayPointRefusals, type DisplayPointPort } from '../display-points/display-points.port.ts';
import {
  displayProfileRefusals,
  type DisplayProfilePort,
} from '../display-profiles/display-profiles.port.ts';
import type { BoardMessages } from '../display-messages/display-messages.port.ts';
import type { ReferentialClient } from '../referential-client/referential-client.ts';
import type { Schemas } from '../types.ts';
import type { BoardingClosures } from './boarding-closures.ts';
import { keptFresh, type KeptRead } from './kept-fresh.ts';
import { deadline, LATE, NO_DEADLINE, type Deadline } from '../deadline.ts';
import {
  boardRows,
  headingsOf,
  messageText,
  pageAt,
  readoutText,
  staleText,
  timedCalls,
  withBoardingClosures,
  type BoardRow,
  type TimedCall,
} from './board.ts';

export type DisplayBoard = Schemas['DisplayBoard'];
type DisplayPoint = Schemas['DisplayPoint'];
type DisplayProfile = Schemas['DisplayProfile'];

/** The channel a write to a display point or profile is announced on, with its id (migration 20261127120000). */
export const DISPLAYS_CHANNEL = 'siv_displays_changed';

/** A point or a profile as the boards keep it (undefined: not found, never kept). */
export type KnownDisplay = DisplayPoint | DisplayProfile | Schemas['DisplayMessage'][] | undefined;

export interface BoardServiceOptions {
  points: DisplayPointPort;
  profiles: DisplayProfilePort;
  /** The points and profiles read, kept until a write to them commits (`DISPLAYS_CHANNEL`). */
  displays: NotifiedCache<KnownDisplay>;
  registry: ReferentialClient;
  messages: BoardMessages;
  /** The boarding closures the rules service resolves for the departures shown. */
  closures: BoardingClosures;
  metrics: Metrics;
  timeZone: string;
  /** How long calls read from the registry are used before it is asked again. */
  recheckMs: number;
  /**
   * How long after a board last read an area's calls (and step-free bays) they are rechecked
   * ahead of their bound (`BOARD_KEEP_FRESH_MS`); 0: never rechecked ahead.
   */
  keepFreshMs: number;
  /** Boards kept (each a station area's rows at one minute). */
  maxBoards?: number;
  /**
   * How long a board waits, in all, for what it asks of the registry and the rules service (a
   * replay aside): past it, the board answers with what is known (marked stale) while the
   * questions go on and fill what is kept for the next boards.
   */
  waitMs?: number;
  /** The instant now (ms since the epoch): the service's clock. */
  now(): number;
}

/** The last calls the registry answered for a station area and day. */
interface CallsAnswer {
  etag: string | undefined;
  calls: TimedCall[];
  /**
   * The subjects of the registry's events that may change them (ADR 0159): the area, and the
   * schedules, stations and bays its calls name (`schedule/<id>` ...).
   */
  names: ReadonlySet<string>;
}

/** The subjects of the registry's events an area's calls are made of (`callsChanged`). */
function namesOf(areaId: string, calls: readonly TimedCall[]): Set<string> {
  const names = new Set([`station-area/${areaId}`]);
  for (const call of calls) {
    names.add(`schedule/${call.scheduleId}`);
    names.add(`station/${call.stationId}`);
    if (call.bayId !== null) names.add(`bay/${call.bayId}`);
  }
  return names;
}

/**
 * The records of the registry whose change may change an area's calls though no call names them
 * (a schedule or station starting to serve it, a line's name, a calendar's days): an event of
 * one that no kept calls name has every kept area's tag asked (ADR 0159).
 */
const PLACED_BY_THE_REGISTRY = new Set([
  'schedule',
  'station',
  'line',
  'itinerary',
  'destination',
  'calendar',
]);
/**
 * What a board uses of a kept answer (`kept-fresh.ts`): the one within its bound, else its
 * recheck waited for within the board's deadline; when the registry cannot be asked (or not in
 * time), the last one kept, marked stale, or the refusal when none was.
 */
async function keptOrLast<T>(
  read: KeptRead<T>,
  until: Deadline,
): Promise<{ value: T; confirmedAt: number; stale: boolean }> {
  if (read.fresh) return { ...read.fresh, stale: false };
  const { last } = read;
  try {
    const answer = await until.wait(read.asking);
    if (answer === LATE) throw registryErrors.referentialUnavailable(until.reason);
    return { ...answer, stale: false };
  } catch (error) {
    if (last && error instanceof AppError && error.code === 'referential-unavailable')
      return { ...last, stale: true };
    throw error;
  }
}

/** Calls as a board reads them: with when the registry last confirmed them. */
interface KnownCalls extends CallsAnswer {
  confirmedAt: number;
}

const MINUTE = 60_000;
/** How long a board waits for its upstreams by default: well within the gateway's 10 s. */
export const BOARD_WAIT_MS = 4_000;
/**
 * How long the step-free bays of an area on a day are used before the registry is asked again:
 * a capability changes from a date, rarely on the day itself (ADR 0079).
 */
const STEP_FREE_RECHECK_MS = 60_000;
/**
 * How long an area's id by its code, and a bay's by its code, serve boards before the registry
 * is asked again: a bay closed, or one opened under a code a point names, shows within it.
 */
const LOOKUP_RECHECK_MS = 60_000;

/** The step-free bays of an area on a day, and a number that moves only when they change. */
interface KnownStepFree {
  ids: ReadonlySet<string>;
  version: number;
}
const NO_STEP_FREE: KnownStepFree = { ids: new Set(), version: 0 };
/** Boards computed at once while warming up: the upstreams' own bound (8) keeps their pace. */
const WARM_UP_CONCURRENCY = 8;

/** An arrival board, or a screen given an arrival board's profile, shows arrivals. */
const arrivalsOn = (point: DisplayPoint, profile: DisplayProfile) =>
  point.kind === 'ARRIVAL_BOARD' || profile.kind === 'ARRIVAL_BOARD';

export function createBoardService(options: BoardServiceOptions) {
  const { registry, timeZone, metrics } = options;
  const { now } = options;
  // Eviction rule of each: the entries read least recently, beyond their count.
  // An area's id by its code, and a bay's by its area and code, kept as the step-free bays are:
  // a minute, rechecked ahead while boards read them; an area the registry does not know is not
  // kept (its boards ask again), a bay it no longer has active is kept as ''.
  const lookups = (ask: (key: string) => Promise<string>) =>
    keptFresh<string>({
      maxAgeMs: LOOKUP_RECHECK_MS,
      keepFreshMs: options.keepFreshMs,
      max: 10_000,
      now,
      ask,
    });
  const areaIds = lookups(async (code) => {
    const area = await registry.findStationAreaByCode(code);
    if (!area) throw registryErrors.stationAreaUnknown(code);
    return area.id;
  });
  const bayIds = lookups(async (key) => {
    const [areaId, code] = key.split('|') as [string, string];
    return (await registry.findActiveBay(areaId, code))?.id ?? '';
  });
  // Both kept fresh ahead of the boards reading them (`refreshAhead`), keyed `area|day`.
  const known = keptFresh<CallsAnswer>({
    maxAgeMs: options.recheckMs,
    keepFreshMs: options.keepFreshMs,
    max: 5_000,
    now,
    async ask(key, last) {
      const [areaId, serviceDate] = key.split('|') as [string, string];
      const answer = await registry.stationCalls(areaId, serviceDate, last?.etag);
      if (answer === undefined && last) return last;
      const calls = timedCalls(serviceDate, answer?.calls ?? [], timeZone);
      return { etag: answer?.etag, calls, names: namesOf(areaId, calls) };
    },
    // The kept calls rechecked ahead, one question per day for every area (ADR 0110): the areas
    // whose tag moved are then read again one by one.
    async confirm(entries) {
      const byDay = new Map<string, string[]>();
      for (const { key } of entries) {
        const [areaId, serviceDate] = key.split('|') as [string, string];
        const areaIds = byDay.get(serviceDate) ?? [];
        areaIds.push(areaId);
        byDay.set(serviceDate, areaIds);
      }
      const tags = new Map<string, string | null>();
      await Promise.all(
        [...byDay].map(async ([serviceDate, areaIds]) => {
          for (const [areaId, tag] of await registry.stationCallVersions(areaIds, serviceDate))
            tags.set(`${areaId}|${serviceDate}`, tag);
        }),
      );
      return new Set(
        entries
          .filter(({ key, value }) => value.etag !== undefined && tags.get(key) === value.etag)
          .map(({ key }) => key),
      );
    },
  });
  const boards = new LRUCache<string, BoardRow[]>({ max: options.maxBoards ?? 5_000 });
  let stepFreeVersion = 0;
  const stepFree = keptFresh<KnownStepFree>({
    maxAgeMs: STEP_FREE_RECHECK_MS,
    keepFreshMs: options.keepFreshMs,
    max: 5_000,
    now,
    async ask(key, last) {
      const [areaId, serviceDate] = key.split('|') as [string, string];
      const ids = new Set(await registry.stepFreeBays(areaId, serviceDate));
      const same = last && last.ids.size === ids.size && [...ids].every((id) => last.ids.has(id));
      return { ids, version: same ? last.version : ++stepFreeVersion };
    },
  });
  async function areaIdOf(code: string, until: Deadline): Promise<string> {
    const asKnownAt = currentRequestContext()?.asKnownAt;
    if (asKnownAt) {
      // A replay finds the area as the registry knew it then: one it did not know yet is said
      // so, rather than its calls refused as if the registry could not be asked.
      const area = await registry.findStationAreaByCode(code, {}, asKnownAt);
      if (!area) throw registryErrors.stationAreaUnknownThen(code, asKnownAt);
      return area.id;
    }
    return (await keptOrLast(areaIds.read(code), until)).value;
  }

  /** The point's bay's id, or null when the registry no longer has it active. */
  async function bayIdOf(areaId: string, code: string, until: Deadline): Promise<string | null> {
    return (await keptOrLast(bayIds.read(`${areaId}|${code}`), until)).value || null;
  }

  /**
   * The calls of the area on the day: the kept ones while younger than `recheckMs`, even while
   * their recheck runs; else the recheck, waited for within the board's deadline.
   */
  async function callsOf(
    areaId: string,
    serviceDate: string,
    until: Deadline,
  ): Promise<KnownCalls & { stale: boolean }> {
    const asKnownAt = currentRequestContext()?.asKnownAt;
    if (asKnownAt) {
      // A replay asks the registry for the calls as known then, and keeps nothing.
      const answer = await registry.stationCalls(areaId, serviceDate, undefined, {}, asKnownAt);
      const calls = timedCalls(serviceDate, answer?.calls ?? [], timeZone);
      return { etag: answer?.etag, calls, names: new Set(), confirmedAt: now(), stale: false };
    }
    const { value, confirmedAt, stale } = await keptOrLast(known.read(`${areaId}|${serviceDate}`), until);
    return { ...value, confirmedAt, stale };
  }

  /** The area's step-free bays on the day: the kept ones while younger than `STEP_FREE_RECHECK_MS`. */
  async function stepFreeOf(areaId: string, serviceDate: string, until: Deadline): Promise<KnownStepFree> {
    const asKnownAt = currentRequestContext()?.asKnownAt;
    if (asKnownAt) {
      // A replay asks for the bays as known then, and keeps nothing.
      const ids = await registry.stepFreeBays(areaId, serviceDate, {}, asKnownAt);
      return { ids: new Set(ids), version: -1 };
    }
    const read = stepFree.read(`${areaId}|${serviceDate}`);
    if (read.fresh) return read.fresh.value;
    const last = read.last?.value ?? NO_STEP_FREE;
    try {
      const answer = await until.wait(read.asking);
      return answer === LATE ? last : answer.value;
    } catch (error) {
      // A mark is not worth a board: without an answer, the last one serves, or none is shown.
      if (error instanceof AppError && error.code === 'referential-unavailable') return last;
      throw error;
    }
  }

  async function pointAndProfile(id: string): Promise<{ point: DisplayPoint; profile: DisplayProfile }> {
    // A replay reads the point and its profile as recorded then, past what is kept.
    const replay = currentRequestContext()?.asKnownAt !== undefined;
    const displays: Pick<NotifiedCache<KnownDisplay>, 'get'> = replay
      ? { get: (_id, _group, load) => load() }
      : options.displays;
    const point = (await displays.get(id, 'point', () => options.points.find(id))) as
      DisplayPoint | undefined;
    if (!point) throw displayPointRefusals.displayPointNotFound(id);
    if (point.status !== 'ACTIVE') throw displayPointRefusals.displayPointNotActive(point.code);
    if (!point.profileId) throw displayPointRefusals.displayPointWithoutProfile(point.code);
    const profileId = point.profileId;
    const profile = (await displays.get(profileId, 'profile', () => options.profiles.find(profileId))) as
      DisplayProfile | undefined;
    if (!profile) throw displayProfileRefusals.displayProfileNotFound(point.profileId);
    if (profile.status !== 'ACTIVE') throw displayProfileRefusals.displayProfileNotActive(profile.code);
    return { point, profile };
  }

  /** The board's rows at `minute`, and how old the calls are when the registry could not be asked. */
  async function rowsAt(point: DisplayPoint, profile: DisplayProfile, minute: number, until: Deadline) {
    const areaId = await areaIdOf(point.location.stationAreaCode, until);
    const bayCode = point.location.bayCode;
    const bayId = bayCode === null ? null : await bayIdOf(areaId, bayCode, until);
    // Every service day the window touches: from the oldest call still shown to the horizon.
    const keep = Math.max(profile.cancellationGraceMinutes * MINUTE, MINUTE);
    const first = localDateTime(minute - keep, timeZone).date;
    const last = localDateTime(minute + profile.horizonMinutes * MINUTE, timeZone).date;
    const days: string[] = [];
    for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
    const [answers, stepFrees] = await Promise.all([
      Promise.all(days.map((day) => callsOf(areaId, day, until))),
      Promise.all(days.map((day) => stepFreeOf(areaId, day, until))),
    ]);
    const staleSince = Math.min(...answers.filter((a) => a.stale).map((a) => a.confirmedAt));

    const key = [
      areaId,
      bayCode ?? '',
      profile.id,
      profile.version,
      point.kind,
      minute,
      ...answers.map((a) => a.etag ?? `@${a.confirmedAt}`),
      ...stepFrees.map((s) => s.version),
    ].join('|');
    // A replay's rows are neither taken from nor kept with the boards of now.
    const replay = currentRequestContext()?.asKnownAt !== undefined;
    let rows = replay ? undefined : boards.get(key);
    if (!replay) metrics.cacheLookups.inc({ cache: 'boards', outcome: rows === undefined ? 'miss' : 'hit' });
    if (rows === undefined) {
      const atBay = (call: TimedCall) =>
        bayCode === null ||
        (bayId !== null
          ? call.bayId === bayId
          : (call.bayCode ?? '').toUpperCase() === bayCode.toUpperCase());
      const calls = answers.flatMap((a) => a.calls).filter(atBay);
      const kind = arrivalsOn(point, profile) ? 'ARRIVAL_BOARD' : 'DEPARTURE_BOARD';
      const stepFreeOn = new Map(days.map((day, i) => [day, (stepFrees[i] as KnownStepFree).ids]));
      const isStepFree = (call: TimedCall) =>
        call.bayId !== null && (stepFreeOn.get(call.serviceDate)?.has(call.bayId) ?? false);
      rows = boardRows(calls, { ...profile, kind, atBay: bayCode !== null }, minute, timeZone, isStepFree);
      if (!replay) boards.set(key, rows);
    }
    return {
      rows,
      staleSeconds: Number.isFinite(staleSince) ? Math.floor((now() - staleSince) / 1000) : null,
    };
  }

  /** The whole board (every page's rows) of a point at `instant`, refusals included. */
  async function boardAt(pointId: string, instant: number) {
    const { point, profile } = await pointAndProfile(pointId);
    const minute = Math.floor(instant / MINUTE) * MINUTE;
    // A replay keeps nothing for later boards: it waits for its answers.
    const until =
      currentRequestContext()?.asKnownAt === undefined
        ? deadline(options.waitMs ?? BOARD_WAIT_MS)
        : NO_DEADLINE;
    let result: { rows: BoardRow[]; staleSeconds: number | null; stale: boolean };
    try {
      const { rows, staleSeconds } = await rowsAt(point, profile, minute, until);
      result = { rows, staleSeconds, stale: staleSeconds !== null };
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'referential-unavailable')) throw error;
      result = { rows: [], staleSeconds: null, stale: true };
    }
    const arrivals = arrivalsOn(point, profile);
    // Departures only: boarding closes before a bus leaves, not before it arrives.
    const contextOf = (row: BoardRow) => ({
      stationId: row.stationId as string,
      stationArea: point.location.stationAreaCode,
      bay: row.bayCode,
      line: row.lineCode,
    });
    const closures = await options.closures.at(arrivals ? [] : result.rows.map(contextOf), instant, until);
    if (!arrivals)
      result.rows = withBoardingClosures(result.rows, minute, (row) => closures.of(contextOf(row)));
    const messages = (
      await options.messages.inForce(instant, {
        stationAreaCode: point.location.stationAreaCode,
        bayCode: point.location.bayCode,
        lineCodes: new Set(result.rows.map((row) => row.lineCode)),
      })
    ).map(({ id, code, priority, texts }) => ({ id, code, priority, texts }));
    const { page, pageCount } = pageAt(result.rows.length, profile.lineCount, profile.pageSeconds, instant);
    const headings = headingsOf(profile.languages, arrivals);
    const localTime = localDateTime(instant, timeZone).time;
    const board: DisplayBoard = {
      pointId: point.id,
      pointCode: point.code,
      at: new Date(instant).toISOString(),
      timeZone,
      localTime,
      stationAreaCode: point.location.stationAreaCode,
      bayCode: point.location.bayCode,
      profileId: profile.id,
      content: result.rows.length > 0 ? 'BOARD' : 'FALLBACK',
      page,
      pageCount,
      pageSeconds: profile.pageSeconds,
      rows: page === 0 ? [] : result.rows.slice((page - 1) * profile.lineCount, page * profile.lineCount),
      callCount: result.rows.length,
      languages: profile.languages,
      texts: headings,
      fallbackContent: profile.fallbackContent,
      stale: result.stale,
      staleSeconds: result.staleSeconds,
      boardingClosureStale: closures.stale,
      readout: headings.map(({ language, heading }) => ({
        language,
        text: readoutText(language, {
          heading,
          title: point.name,
          localTime,
          rows: result.rows,
          notices: [
            ...messages.map((m) => messageText(m.texts, language)),
            ...(result.stale ? [staleText(language, result.staleSeconds)] : []),
          ],
        }),
      })),
      messages,
    };
    return { board, allRows: result.rows, profile, point };
  }

  /**
   * Rechecks in the background the calls and step-free bays boards read lately, before they
   * pass their bound (`kept-fresh.ts`); answers how many questions it started. With
   * `recheckMs` 0 every board asks, and nothing is rechecked ahead; with `keepFreshMs` 0 nothing
   * is rechecked ahead, and a board past the bound waits for its recheck.
   */
  function refreshAhead(): number {
    if (options.keepFreshMs === 0) return 0;
    return (
      (options.recheckMs > 0 ? known.refreshAhead() : 0) +
      stepFree.refreshAhead() +
      areaIds.refreshAhead() +
      bayIds.refreshAhead()
    );
  }
  let ticker: NodeJS.Timeout | undefined;

  /**
   * The registry announced changes of these records (its feed's subjects, ADR 0159): the calls
   * (and step-free bays) of every kept area and day whose calls name one are asked again now, in
   * the background; a board-relevant record no kept calls name has every kept area's tag asked
   * at once (`checkStationCallVersions`), and the areas whose tag moved read again. Answers how
   * many areas and days were asked again, and whether every tag was asked.
   */
  function callsChanged(subjects: Iterable<string>): { areas: number; everyArea: boolean } {
    const changed = new Set(subjects);
    if (changed.size === 0) return { areas: 0, everyArea: false };
    const named = new Set<string>();
    const keys: string[] = [];
    for (const [key, entry] of known.kept()) {
      const names = [...changed].filter((subject) => entry.value.names.has(subject));
      if (names.length === 0) continue;
      keys.push(key);
      for (const name of names) named.add(name);
    }
    known.recheckNow(keys);
    // A bay's step-free capability is its own record's: its area's bays are asked again too.
    if ([...named].some((subject) => subject.startsWith('bay/') || subject.startsWith('station-area/')))
      stepFree.recheckNow(keys);
    const unplaced = [...changed].some(
      (subject) => !named.has(subject) && PLACED_BY_THE_REGISTRY.has(subject.split('/')[0] as string),
    );
    if (unplaced) known.refreshAhead(true);
    lookupsChanged(changed);
    return { areas: keys.length, everyArea: unplaced };
  }

  /**
   * The points' areas and bays found by their codes, kept a minute, found again now when the feed
   * names them: a bay or area announced whose id a kept code has (closed, or its code changed),
   * and, on a bay announced, every code no active bay had (it may be the one opened under it).
   */
  function lookupsChanged(subjects: ReadonlySet<string>): void {
    const named = (family: string) =>
      new Set([...subjects].filter((s) => s.startsWith(`${family}/`)).map((s) => s.slice(family.length + 1)));
    const keysOf = (lookup: typeof areaIds, ids: ReadonlySet<string>, unknownToo: boolean) =>
      [...lookup.kept()]
        .filter(([, { value }]) => ids.has(value) || (unknownToo && value === ''))
        .map(([key]) => key);
    const [bays, areas] = [named('bay'), named('station-area')];
    if (bays.size > 0) bayIds.recheckNow(keysOf(bayIds, bays, true));
    if (areas.size > 0) areaIds.recheckNow(keysOf(areaIds, areas, false));
  }

  /**
   * Computes the boards of `pointIds` now, `WARM_UP_CONCURRENCY` at a time, starting none once
   * `budgetMs` have passed: what a board asks (its area, bay, calls, step-free bays, closures,
   * point and profile) is then kept, and kept fresh, for the first screens. A board refused or
   * answered stale warms what it could; answers how many were computed and how many stale.
   */
  async function warmUp(pointIds: readonly string[], budgetMs: number) {
    const until = performance.now() + budgetMs;
    const queue = [...pointIds];
    let computed = 0;
    let stale = 0;
    const worker = async () => {
      while (queue.length > 0 && performance.now() < until) {
        const id = queue.shift() as string;
        try {
          const { board } = await boardAt(id, now());
          computed += 1;
          if (board.stale || board.boardingClosureStale) stale += 1;
        } catch {
          // A point refused (retired since, its area unknown) warms nothing more than it asked.
        }
      }
    };
    await Promise.all(Array.from({ length: WARM_UP_CONCURRENCY }, worker));
    return { computed, stale, left: queue.length };
  }

  return {
    /**
     * The board of the point at `at` (an ISO instant); when absent, the instant it is known at
     * (`asKnownAt`: a board replayed as it showed then), else now.
     */
    async board(pointId: string, at?: string): Promise<DisplayBoard> {
      const asKnownAt = currentRequestContext()?.asKnownAt;
      const instant =
        at !== undefined ? Date.parse(at) : asKnownAt !== undefined ? Date.parse(asKnownAt) : now();
      return (await boardAt(pointId, instant)).board;
    },
    boardAt,
    callsChanged,
    refreshAhead,
    warmUp,
    /** Ticks `refreshAhead` a tenth of the recheck period apart (50 ms at least), unless keeping fresh is off. */
    start(): void {
      if (options.keepFreshMs === 0) return;
      const tickMs = Math.max(50, (options.recheckMs > 0 ? options.recheckMs : STEP_FREE_RECHECK_MS) / 10);
      ticker ??= setInterval(refreshAhead, tickMs);
      ticker.unref();
    },
    stop(): void {
      clearInterval(ticker);
      ticker = undefined;
    },
  };
}

export type BoardService = ReturnType<typeof createBoardService>;
