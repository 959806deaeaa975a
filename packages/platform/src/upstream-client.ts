/**
 * The door from one service to another (siv and rules to the registry): every call carries the
 * caller's own client-credentials token and the request's `X-Request-Id`/`traceparent`, has a
 * short timeout, is retried (reads only, and all calls here are reads) after a timeout, a
 * connection failure or a 5xx, and goes through a circuit breaker; the timeout, the retries and
 * the breaker are cockatiel's policies (ADR 0011). Each attempt is measured in
 * `upstream_requests_seconds{upstream}`. When the upstream cannot be asked, the caller gets the
 * error `unavailable` makes (a 503 naming the upstream) and must store nothing; when it refuses
 * the instant a replay passed on (`asKnownAt`), a 400 naming `query.asKnownAt`.
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
import { BadRequestError, type PlatformProblemCode } from './errors.ts';
import type { Logger } from './logger.ts';
import type { Metrics } from './metrics.ts';
import type { Propagation } from './propagation.ts';
import { createTokenSource, TokenError, type TokenSource } from './token-source.ts';

export interface UpstreamClientOptions {
  /** The upstream's name, in metrics and messages (`referential`). */
  upstream: string;
  /** The name of the calling service, in messages (`siv`). */
  caller: string;
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
  /** The refusal a caller gets when the upstream cannot be asked (a 503 of its own catalog). */
  unavailable(reason: string, cause?: unknown): Error;
  /** The clock the circuit's cool-down is counted on (tests drive it); the system clock if absent. */
  now?(): number;
  /**
   * Calls in flight at once (absent: no bound). The others wait their turn, in order, each for
   * at most `timeoutMs` before its attempt starts (its own `timeoutMs` counted from then); one
   * that waited longer fails as a timeout, without being sent, retried or counted against the
   * upstream. A burst of calls (a cold start's fills) then reaches the upstream a few at a time
   * and each is answered within its timeout, instead of all at once, all timing out and all
   * sent again.
   */
  maxConcurrent?: number;
}

export type CircuitState = 'closed' | 'half-open' | 'open';

/** A read's answer: the body (and its tag), or nothing for the not-found code or a 304. */
export type UpstreamAnswer<T> =
  { found: true; body: T; etag?: string } | { found: false; notModified?: true };

export interface UpstreamClient {
  /**
   * A GET through the breaker, retried on failures worth retrying; a 404 whose problem code is
   * `notFoundCode` is an answer (`found: false`), and so is a 304 to a request sent with
   * `ifNoneMatch`. Any other failure is the `unavailable` refusal.
   */
  read<T>(
    path: string,
    propagation?: Propagation,
    notFoundCode?: string,
    ifNoneMatch?: string,
  ): Promise<UpstreamAnswer<T>>;
  /**
   * A read whose question is a JSON body (a POST the upstream's contract marks
   * `x-read-only`, as the rules' resolutions): retried and broken like `read`.
   */
  ask<T>(
    path: string,
    body: unknown,
    propagation?: Propagation,
    notFoundCode?: string,
  ): Promise<UpstreamAnswer<T>>;
  /** Resolves when the upstream answers one authenticated GET of `path`; for /actuator/health. */
  probe(path: string): Promise<void>;
  readonly circuitState: CircuitState;
}

const STATE: Record<BreakerState, CircuitState> = {
  [BreakerState.Closed]: 'closed',
  [BreakerState.HalfOpen]: 'half-open',
  [BreakerState.Open]: 'open',
  [BreakerState.Isolated]: 'open',
};
const CIRCUIT_GAUGE: Record<CircuitState, number> = { closed: 0, 'half-open': 1, open: 2 };

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

/** Why one attempt failed, and what that says about retrying and about the upstream's health. */
class UpstreamFailure extends Error {
  readonly outcome: Outcome;
  readonly retryable: boolean;
  /** Counts towards opening the circuit (the upstream itself misbehaved). */
  readonly countsAgainstUpstream: boolean;

  /** The upstream's refusal (a 4xx it answered, other than those read as answers), when that is what failed. */
  readonly rejection: UpstreamRejection | undefined;

  constructor(
    outcome: Outcome,
    message: string,
    flags: { retryable: boolean; counts: boolean; rejection?: UpstreamRejection },
    cause?: unknown,
  ) {
    super(message, { cause });
    this.outcome = outcome;
    this.retryable = flags.retryable;
    this.countsAgainstUpstream = flags.counts;
    this.rejection = flags.rejection;
  }
}

/**
 * The status the upstream refused a request with, read from the error its call threw (whose
 * cause is the failed attempt), when a refusal is what failed it: a caller that reads one
 * refusal as a signal (a feed's cursor gone, 410) asks this, not the failure's shape.
 */
export function upstreamRefusalStatus(error: unknown): number | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof UpstreamFailure ? cause.rejection?.status : undefined;
}

/** A request the upstream refused: its status and its problem (when it answered one). */
interface UpstreamRejection {
  status: number;
  problem: { code?: string; errors?: { field?: string; message?: string }[] } | undefined;
}

/**
 * The instant a replay asked (`asKnownAt`, passed on to the upstream) when the upstream refused
 * it (a 400 or 422 naming `query.asKnownAt`: before it began, or after its now): the request's
 * fault, answered to the caller as a 400 `invalid-request` naming its own `query.asKnownAt`,
 * not as the upstream being unavailable, which would have it try again for nothing.
 */
function refusedInstant(upstream: string, failure: UpstreamFailure): BadRequestError | undefined {
  const { rejection } = failure;
  if (rejection?.status !== 400 && rejection?.status !== 422) return undefined;
  const refused = rejection.problem?.errors?.find((e) => e.field === 'query.asKnownAt');
  if (!refused) return undefined;
  const message = refused.message ?? 'is refused';
  return new BadRequestError<PlatformProblemCode>(
    'invalid-request',
    `The ${upstream} service cannot answer as known at the instant asked: asKnownAt ${message}.`,
    [{ field: 'query.asKnownAt', message: `the ${upstream} service refused it: ${message}` }],
  );
}

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const UPSTREAM = options.upstream;
  const log = options.logger.child({ component: `${UPSTREAM}-client` });
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

  const slots = createSlots(options.maxConcurrent, options.timeoutMs);

  function observe(outcome: Outcome, started: bigint, method = 'GET'): void {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    options.metrics.upstreamRequests.observe({ upstream: UPSTREAM, method, outcome }, seconds);
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
    question?: { body: unknown },
    inTurn = true,
  ): Promise<UpstreamAnswer<T>> {
    const started = process.hrtime.bigint();
    const method = question ? 'POST' : 'GET';
    let outcome: Outcome = 'connection_error';
    let holding = false;
    try {
      holding = inTurn ? await slots.take() : false;
      if (inTurn && !holding) {
        outcome = 'timeout';
        throw new UpstreamFailure(
          outcome,
          `${UPSTREAM} was not asked: the call waited more than ${options.timeoutMs} ms for its turn`,
          { retryable: false, counts: false },
        );
      }
      // The circuit opened while the call waited: it is not sent (counted by `read`).
      if (inTurn && breaker.state === BreakerState.Open) {
        outcome = 'circuit_open';
        throw new BrokenCircuitError();
      }
      const token = await tokens.token();
      const response = await perAttempt.execute(async ({ signal }) => {
        const conditional = ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch };
        const answer = await fetch(baseUrl + path, {
          method,
          headers: {
            ...propagation,
            ...conditional,
            ...(question ? { 'content-type': 'application/json' } : {}),
            authorization: `Bearer ${token}`,
            accept: 'application/json',
          },
          ...(question ? { body: JSON.stringify(question.body) } : {}),
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
        throw new UpstreamFailure(outcome, `${UPSTREAM} refused the token of ${options.caller}`, {
          retryable: true,
          counts: false,
        });
      }
      if (response.status >= 500 || response.status === 429) {
        outcome = 'server_error';
        throw new UpstreamFailure(outcome, `${UPSTREAM} answered ${response.status}`, {
          retryable: true,
          counts: true,
        });
      }
      outcome = 'rejected';
      throw new UpstreamFailure(
        outcome,
        `${UPSTREAM} answered ${response.status}${problem?.code ? ` ${problem.code}` : ''}`,
        {
          retryable: false,
          counts: false,
          rejection: { status: response.status, problem: problem as UpstreamRejection['problem'] },
        },
      );
    } catch (error) {
      if (error instanceof UpstreamFailure || error instanceof BrokenCircuitError) throw error;
      if (error instanceof TokenError) {
        outcome = 'token_error';
        throw new UpstreamFailure(outcome, error.message, { retryable: true, counts: false }, error);
      }
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        outcome = 'timeout';
        throw new UpstreamFailure(outcome, `${UPSTREAM} did not answer within ${options.timeoutMs} ms`, {
          retryable: true,
          counts: true,
        });
      }
      if (name === 'SyntaxError') {
        outcome = 'bad_response';
        throw new UpstreamFailure(outcome, `${UPSTREAM} answered with a body that is not JSON`, {
          retryable: false,
          counts: true,
        });
      }
      const code = ((error as { cause?: { code?: string } }).cause ?? {}).code;
      outcome = 'connection_error';
      throw new UpstreamFailure(
        outcome,
        `${UPSTREAM} could not be reached (${code ?? 'connection failed'})`,
        { retryable: true, counts: true },
        error,
      );
    } finally {
      if (holding) slots.give();
      if (outcome !== 'circuit_open') observe(outcome, started, method);
    }
  }

  /** A read through the circuit breaker, retried on failures worth retrying. */
  async function read<T>(
    path: string,
    propagation: Propagation = {},
    notFoundCode?: string,
    ifNoneMatch?: string,
    question?: { body: unknown },
  ): Promise<UpstreamAnswer<T>> {
    try {
      // Half-open, the trial call is in flight: the others are refused at once, not queued.
      if (breaker.state === BreakerState.HalfOpen) throw new BrokenCircuitError();
      return await resilient.execute(() =>
        attempt<T>(path, propagation, notFoundCode, ifNoneMatch, question),
      );
    } catch (error) {
      if (error instanceof BrokenCircuitError) {
        observe('circuit_open', process.hrtime.bigint());
        throw options.unavailable(`the circuit to ${UPSTREAM} is open after repeated failures`);
      }
      if (!(error instanceof UpstreamFailure)) throw error;
      const refused = refusedInstant(UPSTREAM, error);
      if (refused) throw refused;
      log.warn({ path, outcome: error.outcome, circuit: STATE[breaker.state] }, 'upstream call failed');
      throw options.unavailable(error.message, error);
    }
  }

  return {
    get circuitState() {
      return STATE[breaker.state];
    },

    read: (path, propagation, notFoundCode, ifNoneMatch) =>
      read(path, propagation, notFoundCode, ifNoneMatch),

    ask: (path, body, propagation, notFoundCode) =>
      read(path, propagation, notFoundCode, undefined, { body }),

    async probe(path) {
      try {
        // A health check asks whether the upstream answers: it does not wait behind the calls.
        await attempt(path, {}, undefined, undefined, undefined, false);
      } catch (error) {
        throw new Error(error instanceof Error ? error.message : String(error), { cause: error });
      }
    },
  };
}

/**
 * At most `max` holders at once (none when undefined); the others wait in order, each at most
 * `waitMs`: `take` resolves true once the caller holds a slot, false when it waited too long.
 */
function createSlots(max: number | undefined, waitMs: number) {
  let held = 0;
  const waiting: ((granted: boolean) => void)[] = [];
  return {
    take(): Promise<boolean> {
      if (max === undefined || held < max) {
        held += 1;
        return Promise.resolve(true);
      }
      return new Promise<boolean>((resolve) => {
        const turn = (granted: boolean) => {
          clearTimeout(timer);
          resolve(granted);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(turn), 1);
          resolve(false);
        }, waitMs);
        waiting.push(turn);
      });
    },
    /** Hands the slot to the first waiting, or frees it. */
    give(): void {
      const next = waiting.shift();
      if (next) next(true);
      else held -= 1;
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
