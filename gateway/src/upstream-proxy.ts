/**
 * Routing of `/referential/v1`, `/rules/v1` and `/siv/v1` to their services: bodies streamed
 * untouched, paths kept, `X-Request-Id` and `traceparent` passed on, and an upstream that is
 * down, failing at the socket or slower than UPSTREAM_TIMEOUT_MS answered with a problem
 * (503, 502, 504) instead of a hang. Every forwarded call is measured per upstream.
 *
 * Each upstream has a circuit breaker (cockatiel): after CIRCUIT_FAILURE_THRESHOLD consecutive
 * failures (no connection, broken off, too slow, or a 5xx answer) its circuit opens and its
 * requests are answered 503 `upstream-unavailable` at once, without contacting it; after
 * CIRCUIT_HALF_OPEN_AFTER_MS one trial request goes through, and its success closes the circuit
 * again (its failure opens it for another cool-down). The state is exported per upstream as
 * `upstream_circuit_state` (0 closed, 1 half-open, 2 open). The MCP endpoint's tool calls to the
 * upstream go through the same breaker (`upstreamCircuit`).
 */
import http, {
  Agent,
  type ClientRequest,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { randomFillSync } from 'node:crypto';
import type { Socket } from 'node:net';
import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, circuitBreaker, handleAll } from 'cockatiel';
import {
  AppError,
  type GatewayProblemCode,
  drainTimeOf,
  injectTraceContext,
  pathOf,
  onDrain,
  serviceStopping,
  upstreamOutcomeOfStatus,
  writeProblem,
  type Logger,
  type ApiSpec,
  type Metrics,
  type UpstreamOutcome,
} from '@transport/platform';

export interface Upstream {
  /** `referential`, `rules` or `siv`. */
  name: string;
  /** Path prefix it owns, e.g. `/referential/v1`. */
  prefix: string;
  /** Further prefixes it serves without a token (siv's screen pages). */
  publicPrefix?: string;
  url: string;
  /**
   * The operations it answers more slowly than the gateway's timeout allows (`x-timeout-seconds`
   * in its contract), matched only for their methods.
   */
  spec?: Pick<ApiSpec, 'match' | 'operations'>;
}

/**
 * How long to wait for `upstream`'s answer to a request: the operation's own `x-timeout-seconds`
 * when it has one, else `timeoutMs`. Only the methods of such operations are matched at all,
 * so a read pays nothing for them.
 */
export function operationTimeouts(
  upstream: Upstream,
  timeoutMs: number,
): (method: string, path: string) => number {
  const long = (upstream.spec?.operations ?? []).filter((o) => (o.timeoutSeconds ?? 0) * 1000 > timeoutMs);
  const methods = new Set(long.map((o) => o.method.toUpperCase()));
  if (methods.size === 0) return () => timeoutMs;
  return (method, path) => {
    if (!methods.has(method)) return timeoutMs;
    const seconds = upstream.spec?.match(method, path)?.operation.timeoutSeconds;
    return seconds && seconds * 1000 > timeoutMs ? seconds * 1000 : timeoutMs;
  };
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

// Trace and span ids are cut from a pool of random bytes, refilled when spent: one call into
// the random generator per 170 requests instead of two per request.
const pool = Buffer.alloc(24 * 170);
let poolOffset = pool.length;

/** A new W3C `traceparent` (random 16-byte trace id and 8-byte parent id, sampled). */
export function newTraceparent(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const hex = pool.toString('hex', poolOffset, (poolOffset += 24));
  return `00-${hex.slice(0, 32)}-${hex.slice(32)}-01`;
}

/**
 * The refusal for a failed forward: too slow 504, unreachable 503, anything else 502. A forward
 * that ran out of time says so by its error's code (`ETIMEDOUT`): the proxy aborts a timed-out
 * request, whose error then reads as a connection broken off, so the proxy marks it (see
 * `timedOut` in `upstreamProxy`) rather than judging by the time elapsed.
 */
export function upstreamFailure(
  upstream: Upstream,
  error: NodeJS.ErrnoException,
  timeoutMs: number,
  method = 'GET',
): AppError {
  // The service may have committed a write just before the gateway left it, or while its
  // event loop was too busy to see it leave (ADR 0099): its client is told to read it back.
  const write = READS.has(method.toUpperCase())
    ? ''
    : ' Whether the write was made is not known (its commit may have been under way when the gateway left): read it back before sending it again.';
  if (error.code === 'ETIMEDOUT' || error.code === 'ESOCKETTIMEDOUT') {
    return new AppError<GatewayProblemCode>(
      504,
      'upstream-timeout',
      `The ${upstream.name} service did not answer within ${timeoutMs} ms.${write}`,
    );
  }
  if (error.code && UNREACHABLE.has(error.code)) {
    return new AppError<GatewayProblemCode>(
      503,
      'upstream-unavailable',
      `The ${upstream.name} service is not reachable; try again shortly.`,
      {
        headers: { 'Retry-After': '5' },
      },
    );
  }
  return new AppError<GatewayProblemCode>(
    502,
    'bad-gateway',
    `The ${upstream.name} service broke off the exchange.${write}`,
  );
}

/** Methods that write nothing. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The error a forward that ran out of time fails with. */
export function upstreamTimeout(): NodeJS.ErrnoException {
  return Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' });
}

export interface CircuitOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** Cool-down before a trial call, in milliseconds. */
  halfOpenAfterMs: number;
}

/** `upstream_circuit_state` values, as the dashboards map them. */
const GAUGE_OF_STATE: Record<CircuitState, number> = {
  [CircuitState.Closed]: 0,
  [CircuitState.HalfOpen]: 1,
  [CircuitState.Open]: 2,
  [CircuitState.Isolated]: 2,
};

/** A forwarded call that counts as a failure for the circuit. */
class UpstreamFailed extends Error {}

/**
 * An upstream's circuit breaker, shared by everything the gateway forwards to it: the proxied
 * HTTP requests and the MCP tool calls. Its state is exported as `upstream_circuit_state`.
 */
export interface UpstreamCircuit {
  /**
   * Runs `call` unless the circuit is open. `call` resolves `true` when the call failed (no
   * answer, or a 5xx one); `false` counts as a success. Resolves `undefined` once `call` has
   * settled, or the 503 `upstream-unavailable` refusal (with `Retry-After`) when the circuit did
   * not let the call through, counted as `outcome="circuit_open"` for `method`.
   */
  run(method: string, call: () => Promise<boolean>): Promise<AppError | undefined>;
}

export function upstreamCircuit(
  upstream: Upstream,
  metrics: Metrics,
  logger: Logger,
  circuit: CircuitOptions,
): UpstreamCircuit {
  const breaker = circuitBreaker(handleAll, {
    halfOpenAfter: circuit.halfOpenAfterMs,
    breaker: new ConsecutiveBreaker(circuit.failureThreshold),
  });
  let openedAt = 0;
  metrics.circuitState.set({ upstream: upstream.name }, 0);
  breaker.onStateChange((state) => {
    if (state === CircuitState.Open) openedAt = Date.now();
    metrics.circuitState.set({ upstream: upstream.name }, GAUGE_OF_STATE[state]);
    logger.warn({ upstream: upstream.name, circuit: CircuitState[state] }, 'upstream circuit changed');
  });
  return {
    run: (method, call) =>
      breaker
        .execute(() =>
          call().then((failed) => {
            if (failed) throw new UpstreamFailed();
          }),
        )
        .then(
          () => undefined,
          (error: unknown) => {
            if (!(error instanceof BrokenCircuitError)) return undefined; // answered already
            metrics.upstreamRequests.observe({ upstream: upstream.name, method, outcome: 'circuit_open' }, 0);
            const wait = Math.max(1, Math.ceil((openedAt + circuit.halfOpenAfterMs - Date.now()) / 1000));
            return new AppError<GatewayProblemCode>(
              503,
              'upstream-unavailable',
              `The ${upstream.name} service is failing; calls to it are suspended for ${wait} s.`,
              { headers: { 'Retry-After': String(wait) } },
            );
          },
        ),
  };
}

/** How long a connection to an upstream is kept idle for the next request. */
export const UPSTREAM_IDLE_MS = 4_000;

/**
 * Connections to one upstream, kept open and reused (a new TCP connection per forwarded request
 * would cost more than the request itself). An idle connection is closed by the gateway after
 * `UPSTREAM_IDLE_MS`, before the service's own keep-alive timeout (`KEEP_ALIVE_TIMEOUT_MS`, or
 * Node's 5 s for a service that keeps the default): otherwise the gateway could reuse a
 * connection at the instant the service closes it, and answer 502 for a healthy service.
 *
 * The idle time is set on a connection only as the agent pools it (`keepSocketAlive`), not as the
 * agent's `timeout` option: that one is also the timeout every new connection starts with, until
 * its request sets its own (the gateway's `UPSTREAM_TIMEOUT_MS`) once connected; a connection
 * opened through a wrapper of the socket (an interceptor of `http`, as nock in the gateway's
 * tests) kept the 4 s, and a write the service took longer than that to commit was answered 504
 * "did not answer within 10000 ms" after ~4 s. Nor is it set on every connection freed (the
 * agent's `free` event, as it was): a connection freed while a forward waits for one is handed
 * to that forward at once, its timeout set as it is handed over, and the idle time set after it
 * replaced it; that forward was answered 504 after 4 s of the service's silence (ADR 0162).
 */
export function upstreamAgent(): Agent {
  // Every connection a burst needed is kept (idle ones closed after `UPSTREAM_IDLE_MS`): with
  // fewer kept than it may open, each burst (as after a stall of the event loop) closed the
  // connections beyond them as it was answered and opened them again at the next one.
  return new UpstreamAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 256 });
}

/** An agent whose pooled connections are closed after `UPSTREAM_IDLE_MS` idle (`upstreamAgent`). */
class UpstreamAgent extends Agent {
  /**
   * Called by the agent only for a connection it pools, none waiting for it. Node's own returns
   * whether the connection may be kept (`@types/node` types it `void`), and sets the agent's
   * timeout, none, on it.
   */
  override keepSocketAlive(socket: Socket): boolean {
    const kept: unknown = super.keepSocketAlive(socket);
    if (kept === false) return false;
    socket.setTimeout(UPSTREAM_IDLE_MS);
    return true;
  }
}

/**
 * How long before its drain's deadline the gateway gives up a forward still unanswered and answers
 * it itself (504 `upstream-timeout`): the answer is written before the drain cuts what still runs.
 */
const DRAIN_RELAY_MARGIN_MS = 200;

/**
 * Whether a draining gateway still forwards a request: only while what is left of its drain time
 * covers the upstream's timeout (`timeoutMs`), or half that time when it is shorter. Later ones
 * are answered 503 `service-stopping`, not started: a forward needs the time to be answered.
 */
function forwardsWhileDraining(leftMs: number, windowMs: number, timeoutMs: number): boolean {
  return leftMs >= Math.min(timeoutMs, windowMs / 2);
}

export function upstreamProxy(
  upstream: Upstream,
  timeoutMs: number,
  metrics: Metrics,
  logger: Logger,
  circuit: UpstreamCircuit,
): ForwardTo {
  // Each forward's state is kept on its request (`forwardOf`), not in WeakMaps keyed by it: V8's
  // young collections keep a WeakMap's value alive while its key is young, and a value that
  // leads back to its request (the breaker's settler, the upstream's request) kept every
  // request's whole graph alive through them, copied and promoted to be freed only by a full
  // collection (ADR 0149).
  const settle = (req: IncomingMessage, failed: boolean) => {
    const forward = forwardOf(req);
    const settler = forward.settler;
    if (!settler) return;
    forward.settler = undefined;
    settler(failed);
  };
  const timeoutOf = operationTimeouts(upstream, timeoutMs);
  const observe = (req: IncomingMessage, outcome: UpstreamOutcome) => {
    const start = forwardOf(req).started;
    if (start === undefined) return;
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    metrics.upstreamRequests.observe(
      { upstream: upstream.name, method: req.method ?? 'GET', outcome },
      seconds,
    );
  };
  const agent = upstreamAgent();
  const url = new URL(upstream.url);
  const base = url.pathname === '/' ? '' : url.pathname;

  // The forward is the gateway's own `http.request`, as the bare hop's: http-proxy (ADR 0143)
  // parsed each request's URL again (`url.parse`), copied its options and headers twice, made
  // seven closures and emitted four events per request through an emitter of its own (ADR 0162).
  function send(req: IncomingMessage, res: ServerResponse): void {
    const forward = forwardOf(req);
    const wait = timeoutOf(req.method ?? 'GET', pathOf(req.url));
    if (wait !== timeoutMs) forward.extended = wait;
    // Looked up on the module at each call, so that a test's interceptor (nock) sees it.
    const outgoing = http.request({
      agent,
      hostname: url.hostname,
      port: url.port,
      method: req.method,
      path: `${base}${req.url ?? '/'}`,
      headers: forwardedHeaders(req, url.host),
      timeout: wait,
    });
    forward.outgoing = outgoing;
    outgoing.once('socket', () => {
      forward.started = process.hrtime.bigint();
      // Whether it went out on a kept connection is known once it has its socket.
      forward.reusedConnection = outgoing.reusedSocket;
    });
    outgoing.once('timeout', () => {
      forward.timedOut = true;
      outgoing.destroy(upstreamTimeout());
    });
    outgoing.once('response', (proxyRes) => answer(req, res, proxyRes));
    outgoing.on('error', (error) => failed(req, res, error as NodeJS.ErrnoException));
    // `Expect: 100-continue` (RFC 9110 §10.1.1) carried through: the client's body is read (and
    // its own 100 sent, `createHttpServer`) once the service asks for it, so that a request the
    // service refuses on its head (a 413 on its Content-Length) is answered before any of its
    // body is sent; the service closes that connection after such an answer.
    if (/100-continue/i.test(req.headers.expect ?? '')) outgoing.once('continue', () => req.pipe(outgoing));
    else req.pipe(outgoing);
  }

  function answer(req: IncomingMessage, res: ServerResponse, proxyRes: IncomingMessage): void {
    const status = proxyRes.statusCode ?? 502;
    observe(req, upstreamOutcomeOfStatus(status));
    settle(req, status >= 500);
    if (res.destroyed) {
      proxyRes.destroy();
      return;
    }
    res.statusMessage = proxyRes.statusMessage ?? '';
    res.writeHead(status, answerHeaders(proxyRes.headers));
    proxyRes.pipe(res);
  }

  function failed(req: IncomingMessage, res: ServerResponse, error: NodeJS.ErrnoException): void {
    const forward = forwardOf(req);
    // The caller left first: its leaving ended the upstream's request; nobody to answer.
    if (res.destroyed && !forward.timedOut) return;
    if (forward.timedOut) {
      answerFailure(upstreamTimeout(), req, res);
      return;
    }
    if (mayRetry(req, res, error)) {
      forward.retried = true;
      send(req, res);
      return;
    }
    answerFailure(error, req, res);
  }

  function answerFailure(error: NodeJS.ErrnoException, req: IncomingMessage, res: ServerResponse) {
    const forward = forwardOf(req);
    const failure = upstreamFailure(
      upstream,
      error,
      forward.drainCut ?? forward.extended ?? timeoutMs,
      req.method,
    );
    observe(req, failure.status === 504 ? 'timeout' : 'connection_error');
    settle(req, true);
    logger.warn(
      {
        upstream: upstream.name,
        code: error.code,
        status: failure.status,
        method: req.method,
        reusedConnection: forward.reusedConnection,
      },
      'upstream failed',
    );
    if (res.headersSent || typeof res.writeHead !== 'function') {
      res.destroy?.();
      return;
    }
    writeProblem(res, failure.toProblem(), failure.headers, req.url);
  }

  /**
   * A request without a body whose connection the service closed before answering (a service
   * draining on shutdown closes its idle keep-alive connections, and one may be closed just as
   * the request leaves on it) is sent once more, on another connection: the method is
   * idempotent, so sending it twice is safe. Anything else is answered as the failure it is.
   */
  function mayRetry(req: IncomingMessage, res: ServerResponse, error: NodeJS.ErrnoException): boolean {
    return (
      RETRIED_METHODS.has(req.method ?? '') &&
      RETRIED_CODES.has(error.code ?? '') &&
      !forwardOf(req).retried &&
      !res.headersSent
    );
  }
  /**
   * The gateway's drain is about to be spent with this forward unanswered: the upstream's request
   * is aborted (a service rolls back a write whose client left, unless its commit was under way)
   * and the client answered 504, rather than cut a moment later with its connection.
   */
  function giveUp(req: IncomingMessage, res: ServerResponse, givenMs: number) {
    const forward = forwardOf(req);
    const proxyReq = forward.outgoing;
    if (res.headersSent || res.writableEnded || !proxyReq) return;
    forward.timedOut = true;
    forward.drainCut = givenMs;
    proxyReq.destroy(upstreamTimeout());
  }

  /**
   * While the gateway drains, a forward leaves only with the time to be answered
   * (`forwardsWhileDraining`); one under way when the drain began, or leaving during it, is
   * answered before the drain's deadline (`giveUp`), whatever its upstream's timeout.
   */
  function withinDrain(req: IncomingMessage, res: ServerResponse): boolean {
    const drain = drainTimeOf(req);
    if (drain && !forwardsWhileDraining(drain.leftMs, drain.windowMs, timeoutMs)) {
      const refusal = serviceStopping();
      writeProblem(res, refusal.toProblem(), refusal.headers, req.url);
      return false;
    }
    const since = performance.now();
    onDrain(req, ({ leftMs }) => {
      const timer = setTimeout(
        () => giveUp(req, res, Math.round(performance.now() - since)),
        Math.max(0, leftMs - DRAIN_RELAY_MARGIN_MS),
      );
      res.once('close', () => clearTimeout(timer));
    });
    return true;
  }

  const guarded: ForwardTo = (req, res, refuse) => {
    if (!withinDrain(req, res)) return;
    void circuit
      .run(
        req.method ?? 'GET',
        () =>
          new Promise<boolean>((resolve) => {
            forwardOf(req).settler = resolve;
            // A caller that goes away before the answer says nothing about the upstream.
            res.once('close', () => settle(req, false));
            req.headers['x-request-id'] = req.requestId;
            // Tracing on: the service's span is a child of this request's (the proxied call
            // has no span of its own). Off: the caller's traceparent, or a new one.
            injectTraceContext(req.headers);
            req.headers.traceparent ??= newTraceparent();
            // An error of the response is not the process's end.
            res.on('error', ignore);
            // A caller gone before the whole answer (a stream, events) stops the service's too.
            res.once('close', () => {
              if (!res.writableEnded) forwardOf(req).outgoing?.destroy();
            });
            try {
              send(req, res);
            } catch (error) {
              settle(req, false);
              refuse(error);
            }
          }),
      )
      .then((refusal) => {
        if (!refusal) return;
        if (res.headersSent) {
          res.destroy();
          return;
        }
        writeProblem(res, refusal.toProblem(), refusal.headers, req.url);
      });
  };
  return guarded;
}

/**
 * Forwards a request to its upstream (the caller has routed it by its path) and answers it, or
 * answers the refusal of a failed forward; `refuse` is given what the proxy threw, if it threw.
 */
export type ForwardTo = (req: IncomingMessage, res: ServerResponse, refuse: (error: unknown) => void) => void;

const ignore = () => {};

/** What the gateway knows of one forwarded request, kept on the request itself (`forwardOf`). */
interface Forward {
  /** How the forward ends, for the breaker: `true` when it failed. Called once. */
  settler?: (failed: boolean) => void;
  /** When the upstream's request left. */
  started?: bigint;
  /** The upstream's request, to be aborted when the gateway's drain is spent. */
  outgoing?: ClientRequest;
  /** Whether it went out on a connection kept from an earlier exchange (the failure's log says). */
  reusedConnection?: boolean;
  /**
   * Whether the forward ran out of time. The proxy ends a timed-out request by aborting it, which
   * then fails like a connection the service broke off (`ECONNRESET`): without this mark a read
   * was sent once more (twice the wait, the service asked twice), and the refusal was told from a
   * 502 only by comparing the time elapsed with the timeout.
   */
  timedOut?: boolean;
  /** The time given when longer than the gateway's timeout (`x-timeout-seconds`). */
  extended?: number;
  /** The time it was given when it was given up at the end of a drain. */
  drainCut?: number;
  /** Whether it was sent once more (`mayRetry`). */
  retried?: boolean;
}

const FORWARD = Symbol('forward');

/** The forward of `req`, made at its first ask. */
function forwardOf(req: IncomingMessage): Forward {
  const holder = req as IncomingMessage & { [FORWARD]?: Forward };
  return (holder[FORWARD] ??= {});
}

/** Methods sent again once when the service closed the connection before answering. */
const RETRIED_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const RETRIED_CODES = new Set(['ECONNRESET', 'EPIPE']);
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/**
 * The headers a request is forwarded with: the caller's, the service's host, and the
 * `X-Forwarded-For`, `-Port` and `-Proto` of this hop added to those of earlier ones (a proxy
 * before the gateway), `X-Forwarded-Host` kept or the caller's host. A `DELETE` or `OPTIONS`
 * without a length says it has no body.
 */
function forwardedHeaders(req: IncomingMessage, host: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...req.headers, host };
  const port = /:(\d+)/.exec(req.headers.host ?? '')?.[1] ?? '80';
  appendForwarded(headers, 'x-forwarded-for', req.socket.remoteAddress ?? '');
  appendForwarded(headers, 'x-forwarded-port', port);
  appendForwarded(headers, 'x-forwarded-proto', 'http');
  headers['x-forwarded-host'] = req.headers['x-forwarded-host'] || req.headers.host || '';
  if ((req.method === 'DELETE' || req.method === 'OPTIONS') && !req.headers['content-length']) {
    headers['content-length'] = '0';
    delete headers['transfer-encoding'];
  }
  return headers;
}

function appendForwarded(headers: OutgoingHttpHeaders, name: string, value: string): void {
  const earlier = headers[name];
  headers[name] = earlier ? `${String(earlier)},${value}` : value;
}

/** The service's answer's headers, without those of its own connection. */
function answerHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const answer: OutgoingHttpHeaders = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined && !HOP_BY_HOP.has(name)) answer[name] = value;
  }
  return answer;
}
