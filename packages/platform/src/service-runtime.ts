/**
 * Assembles a service process from its definition: config, logger, metrics, database with
 * migrations, token verifier, HTTP app (with MCP under the `mcp` profile) and management
 * server. `buildService` builds without listening (tests); `runService` is a service's main.
 */
import {
  createServer,
  STATUS_CODES,
  ServerResponse,
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  type RequestListener,
  type Server,
} from 'node:http';
import { flushCompileCache } from 'node:module';
import { Server as NetServer, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Express } from 'express';
import { createTokenVerifier, type TokenVerifier } from './auth.ts';
import { createClock, type Clock } from './clock.ts';
import { loadConfig, serviceEnvSchema, type ServiceConfig } from './config.ts';
import type { ConstraintTable } from './database-errors.ts';
import { createDatabase, databaseHealthCheck, watchPool, type Database } from './db.ts';
import { knowledgeSince, migrateDatabase } from './migrations.ts';
import { createHttpApp } from './http-app.ts';
import type { FileBodyLimit, HandlerMap } from './http/replies.ts';
import { createLogger, flushLogger, type Logger } from './logger.ts';
import { AppError, type PlatformProblemCode } from './errors.ts';
import { writeProblem } from './http/problems.ts';
import { cancelRunning, existingWriteGate } from './commit-gate.ts';
import { stopTracing, tracedRequests } from './tracing.ts';
import { createManagementApp, type HealthCheck } from './management.ts';
import { mountMcp } from './mcp/mcp-server.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { countTextMatchesUpTo } from './paging.ts';
import { createNotificationListener, type NotificationListener } from './notifications.ts';
import { loadApiSpec, type ApiSpec } from './openapi.ts';
import { ShortLivedSet } from './short-lived-set.ts';

export interface ServiceDeps {
  config: ServiceConfig;
  /** The raw environment, for settings of the service's own (read with `loadConfig`). */
  env: NodeJS.ProcessEnv;
  db: Database;
  logger: Logger;
  metrics: Metrics;
  spec: ApiSpec;
  /** The process's one clock: "now" and the business day (`clock.ts`), passed down from the composition root. */
  clock: Clock;
  /**
   * The service's Postgres notification channels, on one connection to `DATABASE_LISTEN_URL`
   * (`DATABASE_URL` when unset), opened by the first channel listened to (ADR 0109).
   */
  notifications: NotificationListener;
}

/**
 * Where a service's files stand, from the URL of its definition's module in `services/<svc>/src`:
 * its contract `openapi/<name>.yaml` and its `services/<svc>/migrations`.
 */
export function serviceFiles(
  name: string,
  moduleUrl: string,
): Pick<ServiceDefinition<unknown>, 'name' | 'specPath' | 'migrationsDir'> {
  const here = path.dirname(fileURLToPath(moduleUrl));
  return {
    name,
    specPath: path.resolve(here, `../../../openapi/${name}.yaml`),
    migrationsDir: path.resolve(here, '../migrations'),
  };
}

export interface ServiceDefinition<Ops> {
  /** Also the database schema the service owns. */
  name: string;
  specPath: string;
  migrationsDir: string;
  /**
   * What a violation of each of the service's database constraints means (its families'
   * tables, merged with `mergeConstraints`); an undeclared one gets the platform's answer.
   */
  constraints?: ConstraintTable;
  /** Builds what the service serves, once per process (or per test service). */
  setup(deps: ServiceDeps): ServiceParts<Ops> | Promise<ServiceParts<Ops>>;
}

export interface ServiceParts<Ops> {
  /** One handler per operation of the contract. */
  handlers: HandlerMap<Ops>;
  /** Components reported by /actuator/health beside the database (upstream services). */
  healthChecks?: HealthCheck[];
  /** Releases what `setup` opened (run at shutdown, before the database pool closes). */
  close?: () => Promise<void>;
  /**
   * Routes outside the contract that authenticate themselves (not with a bearer token), served
   * before the API pipeline: pages a device loads by a key of its own.
   */
  mountPublic?: (app: PublicRoutes) => void;
  /** The limit of the text and binary bodies its operations take (its imports' files), applied while reading. */
  fileBodies?: FileBodyLimit;
}

/** Where a service mounts its routes outside the contract (`ServiceParts.mountPublic`). */
export type PublicRoutes = Pick<Express, 'get'>;

export interface BuiltService {
  app: Express;
  management: Express;
  deps: ServiceDeps;
  verifier: TokenVerifier;
  setReady(ready: boolean): void;
  close(): Promise<void>;
}

export interface BuildOptions {
  validateResponses?: boolean;
  /** The clock of the service (a test's, which it can move); the system time in the business time zone by default. */
  clock?: Clock;
}

export async function buildService<Ops>(
  definition: ServiceDefinition<Ops>,
  env: NodeJS.ProcessEnv = process.env,
  options: BuildOptions = {},
): Promise<BuiltService> {
  const config = loadConfig(serviceEnvSchema, env);
  const logger = createLogger(definition.name, config.LOG_LEVEL);
  countTextMatchesUpTo(config.SEARCH_TOTAL_EXACT_UP_TO);
  const metrics = createMetrics(definition.name);
  const spec = await loadApiSpec(definition.specPath);
  const db = createDatabase({
    url: config.DATABASE_URL,
    ...(config.DATABASE_READ_URL ? { readUrl: config.DATABASE_READ_URL } : {}),
    schema: definition.name,
    poolMax: config.DATABASE_POOL_MAX,
    poolIdleMs: config.DATABASE_POOL_IDLE_MS,
    applicationName: definition.name,
  });
  watchPool(db, metrics);
  const applied = await migrateDatabase(db, definition.name, definition.migrationsDir);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
  const knewAt = await knowledgeSince(db, definition.name);

  const clock = options.clock ?? createClock(config.BUSINESS_TIME_ZONE);
  const notifications = createNotificationListener({
    databaseUrl: config.DATABASE_LISTEN_URL ?? config.DATABASE_URL,
    name: `${definition.name}_notifications`,
    logger,
  });
  const deps: ServiceDeps = { config, env, db, logger, metrics, spec, clock, notifications };
  const verifier = createTokenVerifier({
    issuer: config.OAUTH_ISSUER,
    audience: config.OAUTH_AUDIENCE,
    jwksUri: config.OAUTH_JWKS_URI,
  });
  const {
    handlers,
    healthChecks = [],
    close: closeParts,
    mountPublic,
    fileBodies,
  } = await definition.setup(deps);
  const mcp = config.PROFILES.includes('mcp')
    ? (target: Express) =>
        mountMcp(target, {
          service: definition.name,
          version: config.APP_VERSION,
          spec,
          verifier,
          metrics,
          logger,
          issuer: config.OAUTH_ISSUER,
          trustedProxies: config.TRUSTED_PROXIES,
          allowedOrigins: config.MCP_ALLOWED_ORIGINS,
        })
    : undefined;
  const app = createHttpApp({
    service: definition.name,
    spec,
    handlers: handlers as never,
    verifier,
    logger,
    metrics,
    validateResponses: options.validateResponses ?? false,
    database: db,
    clock,
    knewAt,
    ...(definition.constraints ? { constraints: definition.constraints } : {}),
    ...(fileBodies ? { fileBodies } : {}),
    ...(mcp || mountPublic
      ? {
          mountBeforeApi: (target: Express) => {
            mountPublic?.(target);
            mcp?.(target);
          },
        }
      : {}),
  });

  let ready = false;
  const management = createManagementApp({
    service: definition.name,
    version: config.APP_VERSION,
    commit: config.APP_COMMIT,
    metrics,
    checks: [databaseHealthCheck(db), ...healthChecks],
    isReady: () => ready,
  });
  return {
    app,
    management,
    deps,
    verifier,
    setReady: (value) => {
      ready = value;
    },
    close: async () => {
      await closeParts?.();
      await db.destroy();
    },
  };
}

/** A server that can be closed gracefully (see `closeGracefully`). */
export interface DrainableServer {
  server: Server;
  /**
   * Stops accepting connections and answers what it has: every request already received, or
   * arriving on a connection already open, is answered with `Connection: close` so that its
   * client sends nothing more on that connection; a request on a connection opened after the
   * drain began is answered 503 `service-stopping` at once; an idle keep-alive connection is closed by
   * its client or after its next answer, or when the grace is spent. When `graceMs` is spent, no write of a request still running commits any more
   * (its gate closes, its statements are cancelled: it rolls back and answers 503), and the
   * requests still running get `settleMs` more to answer; then the connections of those whose
   * write is not in are cut, and a request whose write committed is never cut: its answer is
   * awaited. Resolves once every connection is closed. `idleCloseMs` (tests): how long idle
   * connections are left to their clients (`IDLE_CLOSE_DELAY_MS`). `onStoppedListening` is told
   * the instant the listener closes (the service logs it).
   */
  closeGracefully(
    graceMs: number,
    settleMs?: number,
    idleCloseMs?: number,
    onStoppedListening?: () => void,
  ): Promise<void>;
}
/**
 * Makes `res` the last answer of its connection, whatever its handler sets: a proxy (the
 * gateway) copies its upstream's `Connection: keep-alive` onto the answer after the drain
 * began, and that header would keep the client sending on a connection about to close.
 */
function lastOnItsConnection(res: ServerResponse): void {
  if (res.headersSent) return;
  res.setHeader('Connection', 'close');
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg, i) => i > 0 && typeof arg === 'object' && arg !== null);
    if (headers && !Array.isArray(headers)) {
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === 'connection') delete (headers as Record<string, unknown>)[name];
      }
    }
    this.setHeader('Connection', 'close');
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/**
 * The answer of a draining server to a request it does not start (one on a connection opened
 * after the drain began, or one the gateway no longer has the time to forward): nothing of it is
 * done, and the client is told to send it again (elsewhere, or later).
 */
export function serviceStopping(): AppError<PlatformProblemCode> {
  return new AppError<PlatformProblemCode>(
    503,
    'service-stopping',
    'The service is stopping: this request was not started; send it again.',
    { headers: { 'Retry-After': '1' } },
  );
}

/** A drain's deadline for the requests still running: `deadline` on `performance.now()`'s clock. */
interface DrainDeadline {
  deadline: number;
  /** How long the requests were given from the signal (`closeGracefully`'s `graceMs`). */
  windowMs: number;
}

/** What `onDrain` tells: the time left until the requests still running are cut or rolled back. */
interface DrainTime {
  leftMs: number;
  /** The whole of that time, from the signal. */
  windowMs: number;
}

// A request's drain and its watcher are kept on the request, not in WeakMaps keyed by it: V8's
// young collections keep a WeakMap's value alive while its key is young, and a watcher (a closure
// over its request and answer) kept every forwarded request's whole graph alive through them
// (ADR 0149).
const DRAIN = Symbol('drain');
const DRAIN_WATCHER = Symbol('drainWatcher');
type Drained = IncomingMessage & {
  [DRAIN]?: DrainDeadline;
  [DRAIN_WATCHER]?: (time: DrainTime) => void;
};

function timeLeft(drain: DrainDeadline): DrainTime {
  return { leftMs: Math.max(0, drain.deadline - performance.now()), windowMs: drain.windowMs };
}

/**
 * The drain time of the server `req` came on, if it is draining: how long its requests still
 * running have before the grace is spent and they are cut (`drainable`), else undefined.
 */
export function drainTimeOf(req: IncomingMessage): DrainTime | undefined {
  const drain = (req as Drained)[DRAIN];
  return drain && timeLeft(drain);
}

/**
 * Calls `watcher` with the drain time of `req`'s server (see `drainTimeOf`): at once when it is
 * draining, else as its drain begins (never if it does not). A request whose answer depends on
 * another process (the gateway's forwards) uses it to answer before it would be cut.
 */
export function onDrain(req: IncomingMessage, watcher: (time: DrainTime) => void): void {
  const drain = (req as Drained)[DRAIN];
  if (drain) watcher(timeLeft(drain));
  else (req as Drained)[DRAIN_WATCHER] = watcher;
}

/** Tells `req`'s watcher, if any, that its server drains with `drain`. */
function draining(req: IncomingMessage, drain: DrainDeadline): void {
  const drained = req as Drained;
  drained[DRAIN] = drain;
  const watcher = drained[DRAIN_WATCHER];
  drained[DRAIN_WATCHER] = undefined;
  watcher?.(timeLeft(drain));
}

export function drainable(server: Server): DrainableServer {
  // Not `Set`s: their members come and go with every request (ADR 0185).
  const answering = new ShortLivedSet<ServerResponse>();
  const connections = new ShortLivedSet<Socket>();
  /** The connections open when the drain began: each is served one more request. */
  let openAtSignal: ReadonlySet<Socket> | undefined;
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  /**
   * The connections no request is being answered on, each closed once the sockets have been
   * read and only if nothing came on it (`closeIfSilent`): Node's `closeIdleConnections`
   * destroys them with a request their client sent unread when the event loop was held past
   * this moment, and the client gets ECONNRESET (a proxy answers 502). A connection opened after
   * the drain began that has sent nothing yet is left too: its client connected to send a
   * request, which is answered 503 with `Connection: close`; closing it raced that request, and
   * its client got ECONNRESET on a new connection (`pnpm bench drain`, a request sent just
   * before the idle connections were closed). One that never sends is cut when the grace ends.
   */
  const closeIdle = () => {
    const busy = new Set([...answering].map((res) => res.socket));
    for (const socket of connections) {
      const unused = socket.bytesRead === 0 && !openAtSignal?.has(socket);
      if (!busy.has(socket) && !unused) closeIfSilent(socket);
    }
  };
  let closing: DrainDeadline | undefined;
  /**
   * While the listener closes at the end of the grace: the refusals of new connections' requests,
   * held until it is closed (see `closeGracefully`).
   */
  let held: ServerResponse[] | undefined;
  const refuse = (res: ServerResponse) => {
    const refusal = serviceStopping();
    writeProblem(res, refusal.toProblem(), refusal.headers, res.req.url);
  };
  // In place of the app's own listeners, which it calls: an answer written at once must carry
  // the close too, and a request on a connection opened after the drain began is not served.
  const serve = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req, res: ServerResponse) => {
    if (closing) {
      lastOnItsConnection(res);
      (req as Drained)[DRAIN] = closing;
    }
    answering.add(res);
    res.once('close', () => answering.delete(res));
    if (openAtSignal && !openAtSignal.has(req.socket)) {
      if (held) held.push(res);
      else refuse(res);
      return;
    }
    for (const listener of serve) listener.call(server, req, res);
  });
  /** The grace is spent: what still runs rolls back and answers, or is cut unless its write is in. */
  const spent = async (settleMs: number) => {
    const open = [...answering];
    const gates = open.map((res) => existingWriteGate(res.req));
    for (const gate of gates) gate?.close('The service is stopping');
    for (const gate of gates) if (gate && !gate.committed) cancelRunning(gate);
    let settleTimer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(open.map(answered)),
      new Promise((resolve) => (settleTimer = setTimeout(resolve, settleMs))),
    ]);
    clearTimeout(settleTimer);
    await Promise.all(
      [...answering].map(async (res) => {
        const gate = existingWriteGate(res.req);
        // A statement caught committing: its outcome decides.
        await gate?.settled();
        if (gate?.committed) await answered(res);
        else res.socket?.destroy();
      }),
    );
    server.closeAllConnections();
  };
  return {
    server,
    async closeGracefully(graceMs, settleMs = 0, idleCloseMs = IDLE_CLOSE_DELAY_MS, onStoppedListening) {
      closing = { deadline: performance.now() + graceMs, windowMs: graceMs };
      openAtSignal = new Set(connections);
      for (const res of answering) lastOnItsConnection(res);
      for (const res of [...answering]) draining(res.req, closing);
      // Stop listening once no connection came for a moment (readiness is down: a load balancer
      // stops sending): closing the listener while clients still connect resets every
      // connection the kernel has queued and the process not yet taken (18 to 36 resets at
      // 50 requests a second in `pnpm bench drain`). Until then a request on a new connection
      // is answered at once, 503 `service-stopping` with `Connection: close`, nothing of it
      // done: serving them kept a process that clients kept connecting to (a loaded one behind
      // on its work, or a client with a backlog) taking work until its grace was spent, and the
      // grace's end then reset the connections queued and cut the requests running (ADR 0108).
      // Not http's close, which would also close the idle keep-alive connections at once: a
      // server closing an idle connection races its client, who may be sending on it that
      // instant and gets a reset (a proxy answers it 502). An idle connection is left to its
      // client, who closes it or sends one more request, for longer than the platform's own
      // clients keep one idle (`IDLE_CLOSE_DELAY_MS`); those still idle then are closed.
      const quietMs = Math.min(LISTEN_QUIET_MS, graceMs);
      let lastConnection = performance.now();
      let connectionsTaken = 0;
      const connected = () => {
        lastConnection = performance.now();
        connectionsTaken += 1;
      };
      server.on('connection', connected);
      let quietTimer: NodeJS.Timeout | undefined;
      let stopListening!: () => void;
      const closed = new Promise<void>((resolve) => {
        stopListening = () => {
          clearTimeout(quietTimer);
          if (!server.listening) return;
          server.off('connection', connected);
          NetServer.prototype.close.call(server, () => resolve());
          onStoppedListening?.();
          for (const res of held?.splice(0) ?? []) refuse(res);
          held = undefined;
        };
      });
      // Judged after the sockets are read: a connection the kernel completed while the event
      // loop was held (a busy or starved process) is taken, and counted, in the loop's next
      // poll, after the timers; closing the listener from the timer alone reset it (ADR 0108).
      const watch = () => {
        const quiet = performance.now() - lastConnection;
        if (quiet < quietMs) quietTimer = setTimeout(watch, quietMs - quiet);
        else
          setImmediate(() => {
            const still = performance.now() - lastConnection;
            if (still >= quietMs) stopListening();
            else quietTimer = setTimeout(watch, quietMs - still);
          });
      };
      quietTimer = setTimeout(watch, quietMs);
      const idle = setTimeout(closeIdle, Math.min(idleCloseMs, graceMs));
      // The grace spent with clients still connecting: closing the listener resets every
      // connection the kernel has completed and the process not yet taken (a loaded gateway whose
      // clients never stopped connecting closed it there, ADR 0145). It closes after a turn of the
      // event loop whose reading of the sockets took no new connection, within half of
      // `settleMs`; the requests of the connections taken meanwhile are answered 503 once it is
      // closed, not before: a client answered `Connection: close` connects again at once, and
      // its new connection, queued by the kernel, was reset by the close.
      const grace = setTimeout(() => {
        void spent(settleMs);
        if (server.listening) held = [];
        const until = performance.now() + settleMs / 2;
        let taken = connectionsTaken;
        const turn = () => {
          if (connectionsTaken === taken || performance.now() >= until) stopListening();
          else {
            taken = connectionsTaken;
            setImmediate(turn);
          }
        };
        setImmediate(turn);
      }, graceMs);
      await closed;
      clearTimeout(idle);
      clearTimeout(grace);
    },
  };
}

/**
 * How long a draining server leaves its idle connections to their clients: longer than the
 * gateway's and siv's upstream agents and `fetch` keep one idle (4 s), so that they close
 * theirs first, and short enough that a stop does not wait for a client keeping one for a
 * minute (an ingress controller, which sends nothing more once the pod's endpoint is gone).
 */
const IDLE_CLOSE_DELAY_MS = 5_000;

/**
 * How long a draining server waits without a new connection before it stops listening (see
 * `closeGracefully`): longer than the gap between two connections of a client still sending.
 */
const LISTEN_QUIET_MS = 1_000;

/** Resolves once `res` is answered in full or its connection is gone. */
function answered(res: ServerResponse): Promise<void> {
  if (res.writableFinished || res.closed) return Promise.resolve();
  return new Promise((resolve) => res.once('close', () => resolve()));
}

/**
 * How long an idle keep-alive connection is kept open for its next request. Longer than the
 * idle timeout of every client in front (the gateway's and siv's upstream agents and `fetch`:
 * 4 s; an ingress controller's upstream keep-alive: 60 s by default), so that it is always the
 * client that closes an idle connection. With Node's default (5 s) a client could send on a
 * connection in the instant the server closed it (a 1 s margin that a busy event loop eats),
 * and get ECONNRESET, which a proxy answers 502.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * An HTTP server for `app`, keeping idle connections open `KEEP_ALIVE_TIMEOUT_MS`, with a
 * server span per request when tracing is on (`tracedRequests`), unless `traced` is false (the
 * management port).
 */
export function createHttpServer(
  app: RequestListener,
  {
    traced = true,
    keepAliveTimeoutMs = KEEP_ALIVE_TIMEOUT_MS,
  }: {
    traced?: boolean;
    /** `KEEP_ALIVE_TIMEOUT_MS` unless a test needs a shorter wait. */
    keepAliveTimeoutMs?: number;
  } = {},
): Server {
  const served = traced ? tracedRequests(app) : app;
  const handle: RequestListener = (req, res) => {
    if (hostCount(req.rawHeaders) > 1) return refuseTwoHosts(res);
    if (req.url === '*') return answerAsteriskForm(req, res);
    takeAbsoluteForm(req);
    served(req, res);
  };
  const server = createServer({ ServerResponse: ClosingOnUnreadBody }, handle);
  // Served as any request (by the 'request' listeners, `drainable`'s included), its 100 sent later.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    continuingOnRead(req, res);
    server.emit('request', req, res);
  });
  server.on('checkExpectation', refuseExpectation);
  server.keepAliveTimeout = keepAliveTimeoutMs;
  // A request's headers must be given time beyond the keep-alive wait (Node's own rule).
  server.headersTimeout = keepAliveTimeoutMs + 1_000;
  server.on('timeout', closeIfSilent);
  server.on('clientError', refuseUnreadableRequest);
  server.on('connect', refuseConnect);
  return server;
}

/**
 * `Expect: 100-continue` (RFC 9110 §10.1.1) answered with `100 Continue` only once the request's
 * body is read, not on arrival as Node does by itself: a request refused before its body is read
 * (no token, a `Content-Length` beyond the import's limit, an unknown path) gets its final
 * answer at once, and the client never sends the body.
 */
function continuingOnRead(req: IncomingMessage, res: ServerResponse): void {
  const read = req._read.bind(req);
  req._read = (size: number) => {
    req._read = read;
    if (!res.headersSent) res.writeContinue();
    read(size);
  };
}

/**
 * An answer whose head is written before the request's body has all come (a refusal before the
 * body is read, a 413 part way through it, a `100 Continue` never sent) says `Connection: close`
 * and closes the connection: its next bytes would be the rest of that body, which the server
 * would otherwise read to the end and throw away before it could take another request.
 *
 * The server's class of answers, not a `writeHead` of each answer's own: a function made for a
 * request and stored on one of its objects after they were made kept, in V8's young collections,
 * every request's objects alive (ADR 0184).
 */
class ClosingOnUnreadBody<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  override writeHead(
    statusCode: number,
    reason?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    const req = this.req;
    if (!req.complete && !this.headersSent && hasBody(req)) this.setHeader('Connection', 'close');
    return super.writeHead(statusCode, reason as string, headers);
  }
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * A request target in absolute form (`GET http://registry.example/referential/v1/bays`), which
 * RFC 9112 §3.2.2 says a server must accept: served as the path and query it names, its
 * authority taken in place of `Host` as the RFC says. The path is kept as sent, not normalised.
 * The asterisk form is `answerAsteriskForm`'s.
 */
function takeAbsoluteForm(req: IncomingMessage): void {
  const absolute = req.url?.startsWith('/') ? null : /^https?:\/\/([^/?#]*)([^#]*)$/i.exec(req.url ?? '');
  if (!absolute) return;
  const [, authority = '', rest = ''] = absolute;
  req.url = rest.startsWith('/') ? rest : `/${rest}`;
  if (authority) req.headers.host = authority;
}

/** Every method some path of the platform takes: what `OPTIONS *` answers in `Allow`. */
const SERVER_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * A request target in asterisk form (`OPTIONS * HTTP/1.1`), which asks about the server rather
 * than a resource (RFC 9110 §9.3.7): `204` with the methods the server takes in `Allow`. The form
 * is for `OPTIONS` only (RFC 9112 §3.2.4): with any other method it is a `400` problem.
 */
function answerAsteriskForm(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { allow: SERVER_METHODS });
    res.end();
    return;
  }
  writeProblem(
    res,
    new AppError(400, 'invalid-request', `The request target * is for OPTIONS only, not ${req.method}.`, {
      errors: [{ field: 'target', message: 'must be a path unless the method is OPTIONS' }],
    }).toProblem(),
    {},
    undefined,
  );
}

/** How many `Host` fields a request carries (RFC 9112 §3.2: more than one is a 400). */
function hostCount(rawHeaders: string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]?.toLowerCase() === 'host') count += 1;
  return count;
}

function refuseTwoHosts(res: ServerResponse): void {
  res.shouldKeepAlive = false;
  writeProblem(
    res,
    new AppError(400, 'invalid-request', 'The request carries more than one Host header.', {
      errors: [{ field: 'headers.host', message: 'must be given once' }],
    }).toProblem(),
    {},
    undefined,
  );
}

/**
 * A request expecting what no process does (an `Expect` other than `100-continue`, RFC 9110
 * §10.1.1): `417` as a problem naming `headers.expect`, and closed, its body unread; Node's own
 * 417 had no body.
 */
function refuseExpectation(req: IncomingMessage, res: ServerResponse): void {
  res.shouldKeepAlive = false;
  const given = JSON.stringify(req.headers.expect ?? '');
  writeProblem(
    res,
    new AppError(417, 'invalid-request', `The request expects ${given}; only 100-continue is taken.`, {
      errors: [{ field: 'headers.expect', message: 'must be 100-continue, or left out' }],
    }).toProblem(),
    {},
    req.url,
  );
}

/**
 * A `CONNECT` (a tunnel, which no path of the platform is): answered `405` as a problem, as any
 * method a path does not take, and closed; Node otherwise closed it without a word.
 */
function refuseConnect(_req: IncomingMessage, socket: Socket): void {
  socket.end(
    rawProblem(new AppError(405, 'method-not-allowed', 'CONNECT is not served: the platform is no proxy.')),
  );
}

/** `refusal` as a whole HTTP/1.1 answer closing its connection, for a socket no response owns. */
function rawProblem(refusal: AppError): string {
  const body = JSON.stringify(refusal.toProblem());
  return (
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n` +
    'Content-Type: application/problem+json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/**
 * A request Node's HTTP parser refuses before any handler sees it, answered as every refusal is
 * (a problem saying what is wrong) instead of Node's bare status line: a request line and
 * headers over Node's 16 KB (`431`, naming `headers`), headers that took longer than
 * `headersTimeout` to arrive (`408`), a chunk extension over Node's limit (`413`), or bytes that
 * are not an HTTP request (`400`). As Node does, only where no answer has begun on the
 * connection; it then closes.
 */
function refuseUnreadableRequest(error: NodeJS.ErrnoException, socket: Socket): void {
  const answering = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !answering?.headersSent && error.code !== 'ECONNRESET')
    socket.write(rawProblem(unreadableRequest(error.code)));
  socket.destroy(error);
}

/** The refusal of a request Node's parser stopped at `code`. */
function unreadableRequest(code: string | undefined): AppError<PlatformProblemCode> {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new AppError(431, 'invalid-request', 'The request line and headers are larger than 16 KB.', {
        errors: [{ field: 'headers', message: 'must be at most 16 KB with the request line' }],
      });
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new AppError(408, 'invalid-request', 'The request did not arrive in time.');
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new AppError(413, 'body-too-large', 'A chunk extension of the body is too large.');
    default:
      return new AppError(400, 'invalid-request', 'The request is not a well-formed HTTP/1.1 request.');
  }
}

/**
 * An idle connection whose keep-alive wait is over, closed once the sockets have been read, and
 * only if nothing came on it meanwhile. Node checks its timers before it reads its sockets: after
 * its event loop was held (a busy or starved process) past the deadline, a request the client
 * sent in time would be destroyed unread, and the client get ECONNRESET. The server's `timeout`
 * listener replaces Node's own destroy; only idle keep-alive connections time out here (no
 * server-wide socket timeout is set).
 */
function closeIfSilent(socket: Socket): void {
  const read = socket.bytesRead;
  setImmediate(() => {
    if (socket.bytesRead === read) socket.destroy();
  });
}

function listen(app: RequestListener, host: string, port: number, traced: boolean): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createHttpServer(app, { traced });
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} on ${host} is taken by another process`
            : `cannot listen on ${host}:${port}: ${error.message}`,
        ),
      ),
    );
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * A service's main: build, listen on PORT and MANAGEMENT_PORT, then serve until signalled.
 */
export async function runService<Ops>(definition: ServiceDefinition<Ops>): Promise<void> {
  let service: BuiltService;
  try {
    service = await buildService(definition);
  } catch (error) {
    process.stderr.write(
      `${definition.name} could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
  const { config, logger } = service.deps;
  await serveUntilSignalled({
    name: definition.name,
    app: service.app,
    management: service.management,
    host: config.HOST,
    port: config.PORT,
    managementPort: config.MANAGEMENT_PORT,
    graceMs: config.SHUTDOWN_GRACE_MS,
    logger,
    setReady: service.setReady,
    close: service.close,
  });
  logger.info(
    { port: config.PORT, managementPort: config.MANAGEMENT_PORT, profiles: config.PROFILES },
    'service started',
  );
}

export interface ServeOptions {
  /** Names the process in a start error. */
  name: string;
  app: RequestListener;
  management: RequestListener;
  /** The address both ports listen on. */
  host: string;
  port: number;
  managementPort: number;
  /**
   * The drain time: the process is gone this long after SIGTERM at the latest, whatever its
   * requests and its database do.
   */
  graceMs: number;
  logger: Logger;
  setReady(ready: boolean): void;
  /** Releases what the process holds (the database pool). */
  close(): Promise<void>;
}

/**
 * Time kept out of the drain time for releasing the process's resources once its requests
 * are answered (its database pool, its notification listeners).
 */
function closeAllowanceMs(graceMs: number): number {
  return Math.min(1_000, Math.floor(graceMs / 4));
}

/**
 * Listens, then on SIGTERM or SIGINT, or when the process that started it is gone (`pnpm
 * start` holds an IPC channel to each process: it closes even when the launcher is killed):
 * readiness goes down, no new connections are accepted, the requests received are answered
 * with `Connection: close` (see `drainable`: when the grace is spent, the writes still running
 * roll back and answer 503, and a connection is cut only when its request's write is not in),
 * resources are released, and the process exits 0. It exits within `graceMs` in
 * any case: a release that hangs (a database already gone) ends with exit 1.
 *
 * A port it cannot listen on stops the process with one sentence naming the port, exit 1.
 */
export async function serveUntilSignalled(options: ServeOptions): Promise<void> {
  let api: DrainableServer;
  let management: Server;
  try {
    api = drainable(await listen(options.app, options.host, options.port, true));
    // Probes and scrapes are not requests anyone traces.
    management = await listen(options.management, options.host, options.managementPort, false);
  } catch (error) {
    process.stderr.write(`${options.name} could not start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  // The code compiled while starting is written to the compile cache now, when one is enabled
  // (ADR 0173), not at exit, where a cold cache's writing took seconds of the drain.
  flushCompileCache();
  options.setReady(true);
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    const deadline = setTimeout(() => {
      options.logger.error({ graceMs: options.graceMs }, 'drain time spent before resources were released');
      void flushLogger(options.logger, 100).then(() => process.exit(1));
    }, options.graceMs);
    deadline.unref();
    options.setReady(false);
    options.logger.info({ reason }, 'shutting down');
    // Half the allowance goes to the requests rolled back at the end of the grace, to answer.
    const allowance = closeAllowanceMs(options.graceMs);
    await api.closeGracefully(
      Math.max(0, options.graceMs - allowance),
      Math.floor(allowance / 2),
      undefined,
      () => options.logger.info('stopped listening'),
    );
    await options.close();
    management.close();
    management.closeAllConnections();
    options.logger.info('stopped');
    await stopTracing();
    await flushLogger(options.logger);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  if (process.channel) {
    process.on('disconnect', () => void stop('launcher gone'));
    process.channel.unref();
  }
}
