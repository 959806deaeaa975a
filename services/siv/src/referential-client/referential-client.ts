/**
 * The only door from siv to the registry (docs/architecture.md). Every call carries siv's own client-credentials token
 * and the request's `X-Request-Id`/`traceparent`, has a short timeout, is retried (reads only,
 * and all calls here are reads) after a timeout, a connection failure or a 5xx, and goes
 * through a circuit breaker; the timeout, the retries and the breaker are cockatiel's policies
 * (ADR 0011). Each attempt is measured in `upstream_requests_seconds{upstream="referential"}`.
 * When referential cannot be asked, the caller gets a 503 `referential-unavailable` AppError
 * and must store nothing.
 */
import {
  BrokenCircuitError,
  CircuitState as BreakerState,
  circuitBreaker,
  ConsecutiveBreaker,
  DelegateBackoff,
  handleWhen,
  retry,
  timeout,
  TimeoutStrategy,
  wrap,
  type IBackoff,
  type IBackoffFactory,
  type IHalfOpenAfterBackoffContext,
} from 'cockatiel';
import type { Logger, Metrics, Propagation } from '@transport/platform';
import { registryErrors } from './registry.errors.ts';
import { createTokenSource, TokenError, type TokenSource } from './token-source.ts';

export interface ReferentialClientOptions {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  circuitThreshold: number;
  circuitCooldownMs: number;
  metrics: Metrics;
  logger: Logger;
  /** The clock the circuit's cool-down is counted on (tests drive it); the system clock if absent. */
  now?(): number;
}

/** A station area as the registry describes it (the fields siv reads). */
export interface RegistryStationArea {
  id: string;
  code: string;
  status: 'ACTIVE' | 'RETIRED';
}

/** A call at a station as the registry describes it (the fields siv reads). */
export interface RegistryCall {
  scheduleId: string;
  lineCode: string;
  lineName: string;
  lineStatus: string;
  destinationName: string;
  bayId: string | null;
  bayCode: string | null;
  dayOffset: number;
  arrivalTime: string | null;
  departureTime: string | null;
  /** `HH:MM` (or `HH:MM:SS`) on the service date. */
  announcedTime: string;
  /** Day-of fields, once the registry records day-of changes. */
  announcedDayOffset?: number;
  callStatus?: 'ON_TIME' | 'DELAYED' | 'CANCELLED' | 'BAY_CHANGED';
  dayOfChange?: { reason: string } | null;
}

/** The calls of a station area on a service date, with the tag that names this answer. */
export interface RegistryCalls {
  etag: string | undefined;
  calls: RegistryCall[];
}

/** A bay as the registry describes it (the fields siv reads). */
export interface RegistryBay {
  id: string;
  stationAreaId: string;
  code: string;
  status: 'ACTIVE' | 'DECOMMISSIONED';
}

export interface ReferentialClient {
  /**
   * The station area with this code (case-insensitive), active or retired; undefined when none.
   * `propagation`: the identity of the request this call is made for (`propagationHeaders`).
   */
  findStationAreaByCode(code: string, propagation?: Propagation): Promise<RegistryStationArea | undefined>;
  /** The ACTIVE bay of this station area with exactly this code (case-insensitive), if any. */
  findActiveBay(
    stationAreaId: string,
    code: string,
    propagation?: Propagation,
  ): Promise<RegistryBay | undefined>;
  /**
   * The calls at every station of the station area on the service date; `undefined` when
   * `etag` (of an earlier answer) still names them.
   */
  stationCalls(
    stationAreaId: string,
    serviceDate: string,
    etag?: string,
    propagation?: Propagation,
  ): Promise<RegistryCalls | undefined>;
  /** Resolves when referential answers an authenticated call; for /actuator/health. */
  checkHealth(): Promise<void>;
  readonly circuitState: CircuitState;
}

export type CircuitState = 'closed' | 'half-open' | 'open';

const UPSTREAM = 'referential';
const STATE: Record<BreakerState, CircuitState> = {
  [BreakerState.Closed]: 'closed',
  [BreakerState.HalfOpen]: 'half-open',
  [BreakerState.Open]: 'open',
  [BreakerState.Isolated]: 'open',
};
const CIRCUIT_GAUGE: Record<CircuitState, number> = { closed: 0, 'half-open': 1, open: 2 };
const BAY_PAGE_SIZE = 200;

type Outcome =
  | 'success'
  | 'not_found'
  | 'timeout'
  | 'connection_error'
  | 'server_error'
  | 'unauthorized'
  | 'rejected'
  | 'bad_response'
  | 'token_error'
  | 'circuit_open';

/** Why one attempt failed, and what that says about retrying and about referential's health. */
class UpstreamFailure extends Error {
  readonly outcome: Outcome;
  readonly retryable: boolean;
  /** Counts towards opening the circuit (referential itself misbehaved). */
  readonly countsAgainstUpstream: boolean;

  constructor(
    outcome: Outcome,
    message: string,
    flags: { retryable: boolean; counts: boolean },
    cause?: unknown,
  ) {
    super(message, { cause });
    this.outcome = outcome;
    this.retryable = flags.retryable;
    this.countsAgainstUpstream = flags.counts;
  }
}

type Answer<T> = { found: true; body: T; etag?: string } | { found: false; notModified?: true };

export function createReferentialClient(options: ReferentialClientOptions): ReferentialClient {
  const log = options.logger.child({ component: 'referential-client' });
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const tokens: TokenSource = createTokenSource({
    tokenUrl: options.tokenUrl,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    timeoutMs: options.timeoutMs,
  });
  const gauge = options.metrics.circuitState;
  gauge.set({ upstream: UPSTREAM }, CIRCUIT_GAUGE.closed);
  // One read: through the breaker, which counts the outcome of all its attempts once.
  const breaker = circuitBreaker(handleWhen(countsAgainstUpstream), {
    breaker: new ConsecutiveBreaker(options.circuitThreshold),
    halfOpenAfter: options.now
      ? cooldownOn(options.now, options.circuitCooldownMs)
      : options.circuitCooldownMs,
  });
  breaker.onStateChange((changed) => {
    const state = STATE[changed];
    gauge.set({ upstream: UPSTREAM }, CIRCUIT_GAUGE[state]);
    if (state === 'open') log.warn({ upstream: UPSTREAM }, 'circuit opened');
    else log.info({ upstream: UPSTREAM, state }, 'circuit state changed');
  });
  const retries = retry(handleWhen(retryable), {
    maxAttempts: options.retries,
    backoff: new DelegateBackoff((context) => options.retryDelayMs * context.attempt),
  });
  const resilient = wrap(breaker, retries);
  // Each attempt's request and body; the token endpoint has a timeout of its own. The body is
  // read within it, so its signal need not be aborted once the attempt returns.
  const perAttempt = timeout(options.timeoutMs, {
    strategy: TimeoutStrategy.Cooperative,
    abortOnReturn: false,
  });

  function observe(outcome: Outcome, started: bigint): void {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    options.metrics.upstreamRequests.observe({ upstream: UPSTREAM, method: 'GET', outcome }, seconds);
  }

  /**
   * One GET; a 404 whose problem code is `notFoundCode` is an answer, not a failure, and so is
   * a 304 to a request sent with `ifNoneMatch`.
   */
  async function attempt<T>(
    path: string,
    propagation: Propagation = {},
    notFoundCode?: string,
    ifNoneMatch?: string,
  ): Promise<Answer<T>> {
    const started = process.hrtime.bigint();
    let outcome: Outcome = 'connection_error';
    try {
      const token = await tokens.token();
      const response = await perAttempt.execute(async ({ signal }) => {
        const conditional = ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch };
        const answer = await fetch(baseUrl + path, {
          headers: {
            ...propagation,
            ...conditional,
            authorization: `Bearer ${token}`,
            accept: 'application/json',
          },
          signal,
        });
        const body: unknown =
          answer.status === 200
            ? await answer.json()
            : answer.status === 304
              ? undefined
              : await answer.json().catch(() => undefined);
        return { status: answer.status, body, etag: answer.headers.get('etag') ?? undefined };
      });
      if (response.status === 200) {
        outcome = 'success';
        return { found: true, body: response.body as T, ...(response.etag ? { etag: response.etag } : {}) };
      }
      if (response.status === 304 && ifNoneMatch !== undefined) {
        outcome = 'success';
        return { found: false, notModified: true };
      }
      const problem = response.body as { code?: string } | undefined;
      if (response.status === 404 && notFoundCode && problem?.code === notFoundCode) {
        outcome = 'not_found';
        return { found: false };
      }
      if (response.status === 401) {
        // The token may have been revoked or the keys rotated: the next attempt fetches a new one.
        tokens.invalidate();
        outcome = 'unauthorized';
        throw new UpstreamFailure(outcome, 'referential refused the token of siv', {
          retryable: true,
          counts: false,
        });
      }
      if (response.status >= 500 || response.status === 429) {
        outcome = 'server_error';
        throw new UpstreamFailure(outcome, `referential answered ${response.status}`, {
          retryable: true,
          counts: true,
        });
      }
      outcome = 'rejected';
      throw new UpstreamFailure(
        outcome,
        `referential answered ${response.status}${problem?.code ? ` ${problem.code}` : ''}`,
        { retryable: false, counts: false },
      );
    } catch (error) {
      if (error instanceof UpstreamFailure) throw error;
      if (error instanceof TokenError) {
        outcome = 'token_error';
        throw new UpstreamFailure(outcome, error.message, { retryable: true, counts: false }, error);
      }
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        outcome = 'timeout';
        throw new UpstreamFailure(outcome, `referential did not answer within ${options.timeoutMs} ms`, {
          retryable: true,
          counts: true,
        });
      }
      if (name === 'SyntaxError') {
        outcome = 'bad_response';
        throw new UpstreamFailure(outcome, 'referential answered with a body that is not JSON', {
          retryable: false,
          counts: true,
        });
      }
      const code = ((error as { cause?: { code?: string } }).cause ?? {}).code;
      outcome = 'connection_error';
      throw new UpstreamFailure(
        outcome,
        `referential could not be reached (${code ?? 'connection failed'})`,
        { retryable: true, counts: true },
        error,
      );
    } finally {
      observe(outcome, started);
    }
  }

  /** A read through the circuit breaker, retried on failures worth retrying. */
  async function read<T>(
    path: string,
    propagation: Propagation,
    notFoundCode?: string,
    ifNoneMatch?: string,
  ): Promise<Answer<T>> {
    try {
      // Half-open, the trial call is in flight: the others are refused at once, not queued.
      if (breaker.state === BreakerState.HalfOpen) throw new BrokenCircuitError();
      return await resilient.execute(() => attempt<T>(path, propagation, notFoundCode, ifNoneMatch));
    } catch (error) {
      if (error instanceof BrokenCircuitError) {
        observe('circuit_open', process.hrtime.bigint());
        throw registryErrors.referentialUnavailable(
          'the circuit to referential is open after repeated failures',
        );
      }
      if (!(error instanceof UpstreamFailure)) throw error;
      log.warn({ path, outcome: error.outcome, circuit: STATE[breaker.state] }, 'referential call failed');
      throw registryErrors.referentialUnavailable(error.message, error);
    }
  }

  return {
    get circuitState() {
      return STATE[breaker.state];
    },

    async findStationAreaByCode(code, propagation = {}) {
      const answer = await read<RegistryStationArea>(
        `/referential/v1/station-areas/by-code/${encodeURIComponent(code)}`,
        propagation,
        'station-area-not-found',
      );
      return answer.found ? answer.body : undefined;
    },

    async findActiveBay(stationAreaId, code, propagation = {}) {
      const wanted = code.toUpperCase();
      // `search` matches any part of a code: page through the matches for the exact one.
      for (let page = 0; ; page += 1) {
        const query = new URLSearchParams({
          'stationAreaId.value': stationAreaId,
          search: code,
          status: 'ACTIVE',
          size: String(BAY_PAGE_SIZE),
          page: String(page),
        });
        const answer = await read<{ data: RegistryBay[]; total: number }>(
          `/referential/v1/bays?${query}`,
          propagation,
        );
        if (!answer.found) return undefined;
        const exact = answer.body.data.find((bay) => bay.code.toUpperCase() === wanted);
        if (exact) return exact;
        if ((page + 1) * BAY_PAGE_SIZE >= answer.body.total || answer.body.data.length === 0)
          return undefined;
      }
    },

    async stationCalls(stationAreaId, serviceDate, etag, propagation = {}) {
      const query = new URLSearchParams({ stationAreaId, serviceDate });
      const answer = await read<{ data: RegistryCall[] }>(
        `/referential/v1/schedules/station-calls?${query}`,
        propagation,
        undefined,
        etag,
      );
      if (!answer.found) return undefined;
      return { etag: answer.etag, calls: answer.body.data };
    },

    async checkHealth() {
      try {
        await attempt('/referential/v1/station-areas?size=0');
      } catch (error) {
        throw new Error(error instanceof Error ? error.message : String(error), { cause: error });
      }
    },
  };
}

function retryable(error: unknown): boolean {
  return error instanceof UpstreamFailure && error.retryable;
}

function countsAgainstUpstream(error: unknown): boolean {
  return error instanceof UpstreamFailure && error.countsAgainstUpstream;
}

/**
 * The cool-down as a half-open backoff counted on the given clock. cockatiel compares the
 * system clock's time since the circuit opened with the backoff's duration when a call comes;
 * the duration read then is shifted by how far the two clocks have drifted apart since.
 */
function cooldownOn(now: () => number, cooldownMs: number): IBackoffFactory<IHalfOpenAfterBackoffContext> {
  const factory = {
    next(): IBackoff<IHalfOpenAfterBackoffContext> {
      const openedAt = now();
      const systemOpenedAt = Date.now();
      return {
        get duration() {
          return cooldownMs - (now() - openedAt) + (Date.now() - systemOpenedAt);
        },
        next: factory.next,
      };
    },
  };
  return factory;
}
