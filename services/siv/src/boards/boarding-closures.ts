/**
 * The boarding closures a board shows, as the rules service resolves them (ADR 0063). For each
 * departure's context (its station, the point's station area, its bay, its line), every rule of
 * the `BOARDING_CLOSURE` domain is resolved in context at the board's minute, and the version of
 * the most specific scope wins (ties: the earliest closure). One eviction rule for everything
 * asked: an answer is kept for the minute it was asked for (the minute is in its key), at most
 * `maxEntries` of them, the least recently read going first; so a rule activated, deactivated or
 * coming into effect reaches the boards at the next minute. When the rules service (or the
 * registry, for a station's code) cannot be asked, each context keeps its last resolution, and
 * the answer says the closures are stale; with none known, no closure is shown. A board never
 * waits on a failure twice in a minute's answers: the circuit of the upstream client opens.
 * A board replayed (`asKnownAt`, ADR 0062, 0084, 0092) asks the rules, and the registry for its
 * stations' codes, as known at that instant, and neither reads nor fills what is kept for the
 * boards of now.
 *
 * Ahead of each minute: a board asked in the last `PREFETCH_LEAD_MS` of a minute starts, once,
 * in the background, the resolution at the next minute of every context asked during this one
 * (`PREFETCH_CONCURRENCY` at a time), so that the boards of the next minute's first seconds find
 * their closures kept instead of all waiting on the rules service at once (one question per rule
 * and context: a burst of hundreds each minute). What the rules service records in those last
 * seconds reaches the boards a minute later.
 */
import { AppError, currentRequestContext, LRUCache, type Metrics } from '@transport/platform';
import type { ReferentialClient } from '../referential-client/referential-client.ts';
import { LATE, NO_DEADLINE, type Deadline } from '../deadline.ts';
import {
  RulesUnavailableError,
  SCOPE_SPECIFICITY,
  type BoardingClosure,
  type ClosureContext,
  type RulesClient,
} from '../rules-client/rules-client.ts';

/** A departure's place and line, as a board row knows them (the station by its registry id). */
export interface DepartureContext {
  stationId: string;
  stationArea: string;
  bay: string | null;
  line: string;
}

/** The closure in force for each context asked (undefined: none), and whether some are last known. */
export interface Closures {
  of(context: DepartureContext): BoardingClosure | undefined;
  stale: boolean;
}

export interface BoardingClosureOptions {
  /** Absent when siv is given no RULES_URL: boards then show no closure and are never stale for it. */
  rules: RulesClient | undefined;
  registry: ReferentialClient;
  metrics: Metrics;
  maxEntries?: number;
}

const MINUTE = 60_000;
/** How long before a minute ends its contexts are resolved for the next. */
export const PREFETCH_LEAD_MS = 5_000;
/** Questions to the rules service at once while resolving ahead. */
const PREFETCH_CONCURRENCY = 8;
const NONE = Symbol('no closure');
type Answer = BoardingClosure | typeof NONE;

const keyOf = (c: DepartureContext) => `${c.stationId}|${c.stationArea}|${c.bay ?? ''}|${c.line}`;

/** The stronger of two closures: the most specific scope, then the earliest closure. */
function stronger(a: BoardingClosure | undefined, b: BoardingClosure | undefined) {
  if (!a || !b) return a ?? b;
  const bySpecificity = (SCOPE_SPECIFICITY[b.scopeType] ?? 0) - (SCOPE_SPECIFICITY[a.scopeType] ?? 0);
  if (bySpecificity !== 0) return bySpecificity > 0 ? b : a;
  return b.minutesBeforeDeparture > a.minutesBeforeDeparture ? b : a;
}

function unavailable(error: unknown): boolean {
  return (
    error instanceof RulesUnavailableError ||
    (error instanceof AppError && error.code === 'referential-unavailable')
  );
}

export function createBoardingClosures(options: BoardingClosureOptions) {
  const { rules, registry, metrics } = options;
  const asked = new LRUCache<string, Answer | string[]>({ max: options.maxEntries ?? 20_000 });
  // The last answer of each context, whatever its minute: what a board shows while rules are down.
  const lastKnown = new LRUCache<string, Answer>({ max: options.maxEntries ?? 20_000 });
  // A station's code, kept as the boards keep an area's id (codes are the registry's keys).
  const stationCodes = new LRUCache<string, string>({ max: 10_000 });
  const pending = new Map<string, Promise<unknown>>();
  // The contexts asked during the current minute (its start), resolved ahead for the next.
  let asking = { minute: 0, contexts: new Map<string, DepartureContext>() };
  let resolvedAhead = 0;

  /** Resolves `contexts` at `minute` in the background, a few at a time; a failure is left to the boards. */
  function resolveAhead(contexts: DepartureContext[], minute: number, client: RulesClient) {
    let next = 0;
    const worker = async () => {
      while (next < contexts.length) {
        const context = contexts[next++] as DepartureContext;
        await resolve(context, minute, client).catch(() => undefined);
      }
    };
    void Promise.all(Array.from({ length: PREFETCH_CONCURRENCY }, worker));
  }

  /** One question, asked once however many boards want it at the same time. */
  function shared<T>(key: string, ask: () => Promise<T>): Promise<T> {
    let asking = pending.get(key) as Promise<T> | undefined;
    if (!asking) {
      asking = ask().finally(() => pending.delete(key));
      pending.set(key, asking);
    }
    return asking;
  }

  async function ruleIdsAt(minute: number, client: RulesClient): Promise<string[]> {
    const key = `rules@${minute}`;
    const cached = asked.get(key);
    if (Array.isArray(cached)) return cached;
    const ids = await shared(key, () => client.boardingClosureRules());
    asked.set(key, ids);
    return ids;
  }

  async function stationCodeOf(stationId: string): Promise<string> {
    const cached = stationCodes.get(stationId);
    if (cached !== undefined) return cached;
    const code = await shared(`station|${stationId}`, () => registry.stationCode(stationId));
    stationCodes.set(stationId, code);
    return code;
  }

  async function resolve(context: DepartureContext, minute: number, client: RulesClient): Promise<Answer> {
    const key = `${keyOf(context)}@${minute}`;
    const cached = asked.get(key);
    metrics.cacheLookups.inc({ cache: 'boarding-closures', outcome: cached === undefined ? 'miss' : 'hit' });
    if (cached !== undefined && !Array.isArray(cached)) return cached;
    const answer = await shared(key, async (): Promise<Answer> => {
      const [ruleIds, station] = await Promise.all([
        ruleIdsAt(minute, client),
        stationCodeOf(context.stationId),
      ]);
      const subjects: ClosureContext = {
        station,
        stationArea: context.stationArea,
        ...(context.bay === null ? {} : { bay: context.bay }),
        line: context.line,
      };
      const found = await Promise.all(ruleIds.map((id) => client.boardingClosure(id, subjects, minute)));
      return found.reduce(stronger, undefined) ?? NONE;
    });
    asked.set(key, answer);
    lastKnown.set(keyOf(context), answer);
    return answer;
  }

  /**
   * The resolution of a board replayed as known at `asKnownAt`: the rules and their versions as
   * recorded then, asked afresh (`ruleIds`: the rule ids as known then, asked once per board).
   */
  async function replayed(
    context: DepartureContext,
    minute: number,
    client: RulesClient,
    asKnownAt: string,
    ruleIds: () => Promise<string[]>,
    stationCodeThen: (stationId: string) => Promise<string>,
  ): Promise<Answer> {
    const [ids, station] = await Promise.all([ruleIds(), stationCodeThen(context.stationId)]);
    const subjects: ClosureContext = {
      station,
      stationArea: context.stationArea,
      ...(context.bay === null ? {} : { bay: context.bay }),
      line: context.line,
    };
    const found = await Promise.all(ids.map((id) => client.boardingClosure(id, subjects, minute, asKnownAt)));
    return found.reduce(stronger, undefined) ?? NONE;
  }

  return {
    /** The closures in force at `instant`'s minute for each of `contexts` (as known at the request's `asKnownAt`, if any). */
    async at(
      contexts: DepartureContext[],
      instant: number,
      until: Deadline = NO_DEADLINE,
    ): Promise<Closures> {
      const known = new Map<string, BoardingClosure | undefined>();
      if (!rules || contexts.length === 0) return { of: () => undefined, stale: false };
      const at = Math.floor(instant / MINUTE) * MINUTE;
      const asKnownAt = currentRequestContext()?.asKnownAt;
      if (asKnownAt === undefined) {
        if (asking.minute !== at) asking = { minute: at, contexts: new Map() };
        for (const context of contexts) asking.contexts.set(keyOf(context), context);
        if (instant - at >= MINUTE - PREFETCH_LEAD_MS && resolvedAhead < at + MINUTE) {
          resolvedAhead = at + MINUTE;
          resolveAhead([...asking.contexts.values()], at + MINUTE, rules);
        }
      }
      let ruleIds: Promise<string[]> | undefined;
      const ruleIdsThen = () => (ruleIds ??= rules.boardingClosureRules(asKnownAt));
      // A replay asks each station's code as the registry knew it then (a code corrected since
      // is not the one the rules named), once per board, keeping nothing.
      const codesThen = new Map<string, Promise<string>>();
      const stationCodeThen = (stationId: string) => {
        let code = codesThen.get(stationId);
        if (!code) codesThen.set(stationId, (code = registry.stationCode(stationId, {}, asKnownAt)));
        return code;
      };
      let stale = false;
      const distinct = new Map(contexts.map((c) => [keyOf(c), c]));
      await Promise.all(
        [...distinct].map(async ([key, context]) => {
          let answer: Answer | undefined;
          try {
            const found =
              asKnownAt === undefined
                ? await until.wait(resolve(context, at, rules))
                : await replayed(context, at, rules, asKnownAt, ruleIdsThen, stationCodeThen);
            if (found === LATE) throw new RulesUnavailableError(until.reason);
            answer = found;
          } catch (error) {
            if (!unavailable(error)) throw error;
            stale = true;
            // A replay has no last answer of its own: what was kept is the boards of now.
            answer = asKnownAt === undefined ? lastKnown.get(key) : undefined;
          }
          known.set(key, answer === NONE ? undefined : answer);
        }),
      );
      return { of: (context) => known.get(keyOf(context)), stale };
    },
  };
}

export type BoardingClosures = ReturnType<typeof createBoardingClosures>;
