/**
 * The only door from siv to the registry (docs/architecture.md). Every call carries siv's
 * own client-credentials token and the request's `X-Request-Id`/`traceparent`, has a short
 * timeout, is retried (reads only, and all calls here are reads) after a timeout, a connection
 * failure or a 5xx, and goes through a circuit breaker. Each attempt is measured in
 * `upstream_requests_seconds{upstream="referential"}`. When referential cannot be asked, the
 * caller gets a 503 `referential-unavailable` AppError and must store nothing.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger, Metrics, Propagation } from '@transport/platform';
import { Errors } from '../errors.ts';
import { CircuitBreaker, type CircuitState } from './circuit-breaker.ts';
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
  /** The clock of the circuit breaker (tests drive it through the cool-down). */
  now?(): number;
}

/** A station area as the registry describes it (the fields siv reads). */
export interface RegistryStationArea {
  id: string;
  code: string;
  status: 'ACTIVE' | 'RETIRED';
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
  /** Resolves when referential answers an authenticated call; for /actuator/health. */
  checkHealth(): Promise<void>;
  readonly circuitState: CircuitState;
}

const UPSTREAM = 'referential';
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

type Answer<T> = { found: true; body: T } | { found: false };

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
  const breaker = new CircuitBreaker({
    failureThreshold: options.circuitThreshold,
    cooldownMs: options.circuitCooldownMs,
    ...(options.now ? { now: options.now } : {}),
    onStateChange(state) {
      gauge.set({ upstream: UPSTREAM }, CIRCUIT_GAUGE[state]);
      if (state === 'open') log.warn({ upstream: UPSTREAM }, 'circuit opened');
      else log.info({ upstream: UPSTREAM, state }, 'circuit state changed');
    },
  });

  function observe(outcome: Outcome, started: bigint): void {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    options.metrics.upstreamRequests.observe({ upstream: UPSTREAM, method: 'GET', outcome }, seconds);
  }

  /** One GET; a 404 whose problem code is `notFoundCode` is an answer, not a failure. */
  async function attempt<T>(
    path: string,
    propagation: Propagation = {},
    notFoundCode?: string,
  ): Promise<Answer<T>> {
    const started = process.hrtime.bigint();
    let outcome: Outcome = 'connection_error';
    try {
      const token = await tokens.token();
      const response = await fetch(baseUrl + path, {
        headers: { ...propagation, authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (response.status === 200) {
        const body = (await response.json()) as T;
        outcome = 'success';
        return { found: true, body };
      }
      const problem = (await response.json().catch(() => undefined)) as { code?: string } | undefined;
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
  async function read<T>(path: string, propagation: Propagation, notFoundCode?: string): Promise<Answer<T>> {
    if (!breaker.tryAcquire()) {
      observe('circuit_open', process.hrtime.bigint());
      throw Errors.referentialUnavailable('the circuit to referential is open after repeated failures');
    }
    let failure: UpstreamFailure | undefined;
    for (let attemptNo = 0; attemptNo <= options.retries; attemptNo += 1) {
      if (attemptNo > 0) await sleep(options.retryDelayMs * attemptNo);
      try {
        const answer = await attempt<T>(path, propagation, notFoundCode);
        breaker.recordSuccess();
        return answer;
      } catch (error) {
        if (!(error instanceof UpstreamFailure)) {
          breaker.release();
          throw error;
        }
        failure = error;
        if (!error.retryable) break;
      }
    }
    const last = failure as UpstreamFailure;
    if (last.countsAgainstUpstream) breaker.recordFailure();
    else breaker.release();
    log.warn({ path, outcome: last.outcome, circuit: breaker.state }, 'referential call failed');
    throw Errors.referentialUnavailable(last.message, last);
  }

  return {
    get circuitState() {
      return breaker.state;
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

    async checkHealth() {
      try {
        await attempt('/referential/v1/station-areas?size=0');
      } catch (error) {
        throw new Error(error instanceof Error ? error.message : String(error), { cause: error });
      }
    },
  };
}
