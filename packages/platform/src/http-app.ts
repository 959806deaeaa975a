/**
 * The express app of a service, built without listening (tests start it on port 0). Pipeline:
 * request id and logging -> metrics -> public documentation -> routes mounted before the API
 * (MCP) -> operation lookup -> bearer token -> permission (`x-permission`) -> body parsing ->
 * OpenAPI request validation -> the operation's handler -> one problem+json error handler.
 * Authentication and permission come before parsing and validation, so a caller without a
 * token or without the permission learns nothing about what a valid body looks like.
 */
import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import swaggerUi from 'swagger-ui-express';
import { withRequestContext, type RequestContext } from './audit.ts';
import { bearerToken, type Principal, type TokenVerifier } from './auth.ts';
import { withWriteGate, writeGateOf } from './commit-gate.ts';
import { constraintProblem, toAppError, type ConstraintTable } from './database-errors.ts';
import { retryingRead, type Database } from './db.ts';
import { rollingBack } from './dry-runs.ts';
import {
  AppError,
  ForbiddenError,
  type FieldError,
  type PlatformProblemCode,
  type Problem,
} from './errors.ts';
import type { Logger } from './logger.ts';
import type { Metrics } from './metrics.ts';
import type { ApiSpec, Operation } from './openapi.ts';
import { DATE_PATTERN, DATE_TIME_PATTERN } from './time.ts';
import { recordRoute, tracingEnabled } from './tracing.ts';

/** What a handler answers; the app turns it into the HTTP response. */
export interface Reply {
  status: number;
  body?: unknown;
  /**
   * A JSON document already serialised (by Postgres, say), sent as is instead of `body`; as
   * UTF-8 bytes when the same document is sent many times (no encoding per answer).
   */
  jsonText?: string | Buffer;
  /** A body written as it is produced (a file export), with its media type. */
  stream?: { mediaType: string; body: Readable };
  headers?: Record<string, string>;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
/**
 * 200 with a JSON document built elsewhere, sent without parsing and re-serialising it: for
 * large answers that Postgres assembles itself. Responses are still checked against the
 * contract when response validation is on (tests).
 */
export const okJsonText = (jsonText: string | Buffer): Reply => ({ status: 200, jsonText });
/**
 * 200 with a body streamed as it is produced (an archive of many megabytes is never held
 * whole). Headers leave with the first bytes: refuse before streaming; a failure afterwards
 * can only break the connection off, which the client sees as a truncated answer.
 */
export const okStream = (mediaType: string, body: Readable, headers: Record<string, string> = {}): Reply => ({
  status: 200,
  stream: { mediaType, body },
  headers,
});
export const noContent = (): Reply => ({ status: 204 });
/** 201 with `{id}` and a Location header naming the new record. */
export const created = (id: string, location: string): Reply => ({
  status: 201,
  body: { id },
  headers: { Location: location },
});
/** 201 with no body (where the contract declares an empty answer) and a Location header. */
export const createdEmpty = (location: string): Reply => ({ status: 201, headers: { Location: location } });

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Text<T> = T extends { content: { 'text/csv': infer B } } ? B : never;
type Binary<T> = T extends { content: { 'application/zip': unknown } } ? Buffer : never;
type BodyOf<O> = O extends { requestBody?: infer R }
  ? Json<NonNullable<R>> | Text<NonNullable<R>> | Binary<NonNullable<R>>
  : never;
type ParamsOf<O, K extends string> = O extends { parameters: { [P in K]?: infer Q } }
  ? NonNullable<Q> extends never
    ? Record<string, never>
    : NonNullable<Q>
  : Record<string, never>;

/** The size a text or binary body may reach as it is read, and the refusal past it. */
export interface FileBodyLimit {
  bytes: number;
  refusal(): Error;
}

/** A request as a handler sees it: typed from the generated `operations` interface. */
export interface ApiRequest<O = unknown> {
  params: ParamsOf<O, 'path'>;
  query: ParamsOf<O, 'query'>;
  body: BodyOf<O>;
  principal: Principal;
  operation: Operation;
  headers: IncomingHttpHeaders;
  requestId: string;
  /** Aborted when the client closes the connection before its answer is sent (an import stops). */
  signal: AbortSignal;
}

export type OperationHandler<O = unknown> = (request: ApiRequest<O>) => Promise<Reply> | Reply;

/** One handler per operation of the service's contract; the compiler checks none is missing. */
export type HandlerMap<Ops> = { [K in keyof Ops]: OperationHandler<Ops[K]> };

export interface HttpAppOptions {
  service: string;
  spec: ApiSpec;
  handlers: Record<string, OperationHandler<never>>;
  verifier: TokenVerifier;
  logger: Logger;
  metrics: Metrics;
  /** Validate every JSON response against the contract (on in tests). */
  validateResponses?: boolean;
  /** Routes served before the API pipeline, which authenticate themselves (MCP). */
  mountBeforeApi?: (app: Express) => void;
  /** Largest JSON body accepted (1 MB). */
  jsonLimit?: string;
  /** Largest text body accepted, by the operations that take one (the permit CSV: 64 MB). */
  textLimit?: string;
  /**
   * The limit of text and binary bodies (the imports' files) and its refusal: applied as the
   * body is read, so that no more than `bytes` of it is ever held (in place of `textLimit`).
   */
  fileBodies?: FileBodyLimit;
  /** The service's constraint names -> domain problems (`mergeConstraints` of its families'). */
  constraints?: ConstraintTable;
  /** The service's database, whose transaction a dry run (`Prefer: dry-run`) rolls back. */
  database?: Database;
}

/** The preference (RFC 7240) asking a changing operation to run in full and change nothing. */
export const DRY_RUN_PREFERENCE = 'dry-run';

/** Whether the request asks a changing operation for a dry run. */
function isDryRun(req: Request): boolean {
  return req.operation !== undefined && !req.operation.readOnly && prefersDryRun(req.headers);
}

/** Whether the request's `Prefer` header(s) ask for a dry run. */
export function prefersDryRun(headers: IncomingHttpHeaders): boolean {
  const prefer = headers.prefer;
  if (prefer === undefined) return false;
  return (Array.isArray(prefer) ? prefer : [prefer])
    .flatMap((value) => value.split(','))
    .some((preference) => preference.split(/[=;]/)[0]?.trim().toLowerCase() === DRY_RUN_PREFERENCE);
}

declare module 'node:http' {
  interface IncomingMessage {
    /** Set by `requestIdentity`. */
    requestId: string;
    /** Set once the bearer token is verified. */
    principal?: Principal;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      operation?: Operation;
      /** Path parameters of the matched operation, by name. */
      operationParams?: Record<string, string>;
    }
  }
}

export function createHttpApp(options: HttpAppOptions): Express {
  const { spec, logger, metrics } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  app.use(
    requestIdentity(
      logger,
      metrics,
      (req: Request, path) => req.operation?.path ?? spec.match(req.method, path)?.operation.path,
    ),
  );
  mountDocumentation(app, spec.document, options.service);
  options.mountBeforeApi?.(app);

  app.use(async (req, res, next) => {
    // OPTIONS names the methods of a path of the contract, which its public document says too:
    // answered before the token check, as a browser's preflight sends none.
    if (req.method === 'OPTIONS') {
      const allowed = allowOf(spec, req.path);
      if (allowed) {
        res.setHeader('Allow', allowed);
        res.status(204).end();
        return;
      }
    }
    // HEAD is GET without the content (RFC 9110 §9.3.2): matched, authorised, validated and
    // served as the path's GET; Node leaves the body out of an answer to a HEAD request.
    if (req.method === 'HEAD' && spec.methodsOf(req.path).includes('GET')) req.method = 'GET';
    const found = spec.match(req.method, req.path);
    if (found) {
      req.operation = found.operation;
      req.operationParams = found.params;
      // Every answer of a dry run says so, a refusal by validation or permission included.
      if (isDryRun(req)) res.setHeader('Preference-Applied', DRY_RUN_PREFERENCE);
    }
    try {
      req.principal = await options.verifier.verify(bearerToken(req.headers.authorization));
    } catch (error) {
      next(error);
      return;
    }
    if (found && !req.principal.permissions.has(found.operation.permission)) {
      next(new ForbiddenError(found.operation.permission));
      return;
    }
    next();
  });

  app.use(refuseUnknownMethod(spec));
  app.use(
    bodyParsing(
      options.jsonLimit ?? '1mb',
      options.fileBodies?.bytes ?? options.textLimit ?? '64mb',
      options.fileBodies,
    ),
  );
  app.use(refuseUnsafeText);
  app.use(contractValidator(spec, options.validateResponses ?? false));

  // Dispatch by the operation the contract matcher found: one map lookup, instead of testing
  // each of the service's routes in turn as express's router would.
  const handlers = new Map<string, OperationHandler<never>>();
  for (const operation of spec.operations) {
    const handler = options.handlers[operation.operationId];
    if (!handler) throw new Error(`${options.service}: no handler for operation ${operation.operationId}`);
    handlers.set(operation.operationId, handler);
  }
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    const operation = req.operation;
    const handler = operation && handlers.get(operation.operationId);
    if (!operation || !handler) {
      next();
      return;
    }
    const principal = req.principal as Principal;
    const asKnownAt = (req.query as { asKnownAt?: unknown }).asKnownAt;
    const context: RequestContext = {
      subject: principal.subject,
      requestId: req.requestId,
      operation: operation.operationId,
      writes: !operation.readOnly,
      // An instant not yet past is answered as now: the registry knows nothing later than now.
      ...(typeof asKnownAt === 'string' && Date.parse(asKnownAt) <= Date.now() ? { asKnownAt } : {}),
      ...(operation.toleratesReplicaLag ? { replica: true } : {}),
    };
    // A write commits only while its client waits for the answer and the process is not past
    // its drain (`commit-gate.ts`).
    const gate = operation.readOnly ? undefined : writeGateOf(req);
    if (gate) {
      res.once('close', () => {
        if (!res.writableFinished) gate.close('The client left before its answer');
      });
    }
    let clientLeft: AbortSignal | undefined;
    const handle = async () => {
      try {
        return await handler({
          params: (req.operationParams ?? {}) as never,
          query: req.query as never,
          body: req.body as never,
          principal,
          operation,
          headers: req.headers,
          requestId: req.requestId,
          // Made when a handler asks for it: most never do.
          get signal() {
            return (clientLeft ??= whenClientLeaves(res));
          },
        });
      } catch (error) {
        // A write stopped by its gate (its statement cancelled, its commit refused) rolled back.
        if (gate?.closed && !gate.committed) throw gate.refusal(error);
        // A constraint's refusal is worked out while the request's operation is still known.
        throw constraintProblem(error, options.constraints) ?? error;
      }
    };
    // A dry run of a changing operation: the handler runs in full in a transaction rolled back
    // afterwards, and the answer (or refusal) says so. Its connection carries the request's
    // identity, as every connection the request takes.
    const dryRun = isDryRun(req);
    if (dryRun && !options.database) throw new Error(`${options.service}: a dry run needs the database`);
    // A read is answered across a switchover of the primary: sent once more when its
    // connection was lost (`retryingRead`). A write never is.
    const serve = () =>
      withRequestContext(context, () =>
        dryRun
          ? rollingBack(options.database as Database, handle)
          : operation.readOnly
            ? retryingRead(handle, (error) =>
                logger.warn(
                  { err: error, operation: operation.operationId },
                  'read retried after a lost connection',
                ),
              )
            : handle(),
      );
    const reply = gate ? await withWriteGate(gate, serve) : await serve();
    sendReply(res, reply, options.validateResponses ?? false);
  });
  for (const operationId of Object.keys(options.handlers)) {
    if (!spec.byOperationId.has(operationId)) {
      throw new Error(`${options.service}: handler ${operationId} has no operation in the contract`);
    }
  }

  app.use((req: Request, _res: Response, next: NextFunction) => {
    next(
      new AppError<PlatformProblemCode>(404, 'not-found', `No operation answers ${req.method} ${req.path}.`),
    );
  });
  app.use(problemHandler(logger, options.constraints));
  return app;
}

/** A signal aborted when the client closes the connection before the answer is sent. */
function whenClientLeaves(res: Response): AbortSignal {
  const controller = new AbortController();
  const left = () => {
    if (!res.writableFinished) controller.abort();
  };
  if (res.closed) left();
  else res.once('close', left);
  return controller.signal;
}

function sendReply(res: Response, reply: Reply, validating: boolean): void {
  if (reply.headers) res.set(reply.headers);
  res.status(reply.status);
  if (reply.stream) {
    res.type(reply.stream.mediaType);
    // A failure once bytes are out breaks the connection off (pipeline destroys the response).
    pipeline(reply.stream.body, res, () => undefined);
  } else if (reply.jsonText !== undefined) {
    // The validator checks what goes through res.json: parse only when it is watching.
    if (validating) res.json(JSON.parse(reply.jsonText.toString()));
    else res.type('application/json').send(reply.jsonText);
  } else if (reply.body === undefined) res.end();
  else res.json(reply.body);
}

/**
 * Request id (the caller's `X-Request-Id` when well-formed, else a new one), the request
 * context, one log line and one `http_server_requests_seconds` observation per request.
 * `templateOf` names the templated route (the contract's path) of a request, when it has one.
 */
export function requestIdentity<Req extends IncomingMessage>(
  logger: Logger,
  metrics: Metrics,
  templateOf: (req: Req, path: string) => string | undefined,
) {
  return (req: Req, res: ServerResponse, next: () => void) => {
    const incoming = req.headers['x-request-id'];
    const requestId =
      typeof incoming === 'string' && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    req.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    // As asked: a HEAD is served as its GET (`req.method` rewritten), and logged as a HEAD.
    const method = req.method ?? 'GET';
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // express rewrites `url` inside mounted routers (the documentation's assets): the path
      // the caller asked for is its `originalUrl`.
      const path = pathOf((req as { originalUrl?: string }).originalUrl ?? req.url);
      const route = templateOf(req, path) ?? routeOf(path);
      if (route !== 'unmatched') recordRoute(route);
      metrics.httpServerRequests.observe({ method, route, status: String(res.statusCode) }, seconds);
      logger.info(
        {
          requestId,
          method,
          route,
          status: res.statusCode,
          durationMs: Math.round(seconds * 1e4) / 10,
          subject: req.principal?.subject,
          // Tracing off: the caller's trace id, from its `traceparent` (on: the logger's mixin
          // adds the trace and span ids of this request's span).
          ...(tracingEnabled ? {} : traceIdOf(req.headers.traceparent)),
        },
        'request served',
      );
    });
    next();
  };
}

/** The trace id of a W3C `traceparent` (`00-<32 hex>-<16 hex>-<2 hex>`), when it is one. */
function traceIdOf(traceparent: string | string[] | undefined): { traceId?: string } {
  return typeof traceparent === 'string' && traceparent.length === 55 && traceparent[2] === '-'
    ? { traceId: traceparent.slice(3, 35) }
    : {};
}

/** The path of a request target, without its query. */
export function pathOf(url: string | undefined): string {
  if (url === undefined) return '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function routeOf(path: string): string {
  if (path === '/mcp') return '/mcp';
  if (path.startsWith('/swagger-ui') || path === '/v3/api-docs') return path.split('/').slice(0, 2).join('/');
  return 'unmatched';
}

/** `/v3/api-docs` (the contract as JSON) and `/swagger-ui.html` with its assets under `/swagger-ui/`. */
export function mountDocumentation(app: Express, document: Record<string, unknown>, title: string): void {
  app.get('/v3/api-docs', (_req, res) => {
    res.json(document);
  });
  const uiOptions = {
    swaggerOptions: { url: '/v3/api-docs', persistAuthorization: true },
    customSiteTitle: title,
  };
  app.use('/swagger-ui', swaggerUi.serveFiles(undefined, uiOptions));
  const html = swaggerUi
    .generateHTML(undefined, uiOptions)
    .replace('<head>', '<head>\n  <base href="/swagger-ui/">');
  app.get('/swagger-ui.html', (_req, res) => {
    res.type('html').send(html);
  });
}

interface ValidatorError {
  status: number;
  errors?: { path?: string; message?: string; errorCode?: string }[];
  message: string;
}

function isValidatorError(error: unknown): error is ValidatorError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    Array.isArray((error as ValidatorError).errors)
  );
}

interface BodyParserError {
  type?: string;
  status?: number;
  message: string;
}

/** Converts anything thrown into a problem document; only what a client cannot cause is a 500. */
export function toProblem(
  error: unknown,
  logger: Logger,
  constraints?: ConstraintTable,
): { problem: Problem; headers: Record<string, string> } {
  const known = toAppError(error, constraints);
  if (known) {
    if (known.status >= 500)
      logger.warn({ err: known.cause ?? known, code: known.code }, 'dependency unavailable');
    return { problem: known.toProblem(), headers: known.headers };
  }
  const parser = error as BodyParserError;
  if (parser?.type === 'entity.parse.failed') {
    return plain(
      new AppError<PlatformProblemCode>(400, 'malformed-body', 'The request body is not valid JSON.', {
        errors: [{ field: 'body', message: 'is not valid JSON' }],
      }),
    );
  }
  if (parser?.type === 'entity.too.large')
    return plain(new AppError<PlatformProblemCode>(413, 'body-too-large', 'The request body is too large.'));
  if (parser?.type === 'encoding.unsupported' || parser?.type === 'charset.unsupported') {
    return plain(new AppError<PlatformProblemCode>(415, 'unsupported-media-type', parser.message));
  }
  if (isValidatorError(error)) {
    // A rule written `if`/`then` reports the field it is about and, beside it, that the `then`
    // failed: the field is what the caller needs.
    const errors = error.errors ?? [];
    const named = errors.filter((e) => e.errorCode !== 'if.openapi.validation');
    const reported: FieldError[] = (named.length > 0 ? named : errors).map((e) => ({
      field: fieldName(e.path ?? ''),
      // A field a rule forbids in that case (`false` in the `then` of an `if`) says so in words,
      // and so does a date or an instant out of the range the contracts take.
      message:
        e.errorCode === 'false schema.openapi.validation'
          ? 'is not allowed with the other fields given (see the schema)'
          : (inWords(e.message) ?? e.message ?? 'is invalid'),
    }));
    // A date or an instant that fails its range fails its format too: the range, in words, says
    // both, once for the field.
    const inRangeWords = new Set(reported.filter((f) => RANGE_WORDS.has(f.message)).map((f) => f.field));
    const fields = reported.filter(
      (f) => !(inRangeWords.has(f.field) && /^must match format "date(-time)?"$/.test(f.message)),
    );
    if (error.status === 400) {
      const summary = fields.map((f) => `${f.field} ${f.message}`).join('; ');
      return plain(
        new AppError<PlatformProblemCode>(
          400,
          'invalid-request',
          `The request does not match the contract: ${summary}.`,
          {
            errors: fields,
          },
        ),
      );
    }
    if (error.status === 404)
      return plain(new AppError<PlatformProblemCode>(404, 'not-found', 'No operation answers this path.'));
    if (error.status === 405)
      return plain(
        new AppError<PlatformProblemCode>(405, 'method-not-allowed', 'This path does not take that method.'),
      );
    if (error.status === 415) {
      return plain(
        new AppError<PlatformProblemCode>(
          415,
          'unsupported-media-type',
          'The request body has a media type this operation does not take.',
        ),
      );
    }
    if (error.status === 500 && fields.some((f) => f.field.startsWith('response'))) {
      logger.error({ errors: fields }, 'response does not match the contract');
      return plain(
        new AppError<PlatformProblemCode>(
          500,
          'response-invalid',
          `The response does not match the contract: ${fields.map((f) => `${f.field} ${f.message}`).join('; ')}`,
        ),
      );
    }
  }
  logger.error({ err: error }, 'unexpected error');
  return plain(
    new AppError<PlatformProblemCode>(
      500,
      'internal-error',
      'An unexpected error occurred; it has been logged.',
    ),
  );
}

const PATTERNS_IN_WORDS = new Map([
  [`must match pattern "${DATE_PATTERN}"`, 'must be a date YYYY-MM-DD from 0001-01-01 to 9999-12-31'],
  [
    `must match pattern "${DATE_TIME_PATTERN}"`,
    'must be an RFC 3339 instant (2026-11-20T08:00:00Z) of a year from 0001 to 9999, seconds 00 to 59 (no leap second) and an offset within ±15:59',
  ],
]);

const RANGE_WORDS = new Set(PATTERNS_IN_WORDS.values());

/** The validator's message for a date or an instant out of range, in words. */
function inWords(message: string | undefined): string | undefined {
  return message === undefined ? undefined : PATTERNS_IN_WORDS.get(message);
}

function plain(error: AppError) {
  return { problem: error.toProblem(), headers: error.headers };
}

/** `/body/stationAreaId`, `.query.size`, `/params/id` -> `body.stationAreaId`, `query.size`, `path.id`. */
function fieldName(path: string): string {
  return path
    .replace(/^[./]+/, '')
    .replace(/\//g, '.')
    .replace(/^params\./, 'path.');
}

export function problemHandler(logger: Logger, constraints?: ConstraintTable) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    sendProblem(res, error, req.originalUrl, logger, constraints);
  };
}

/** Answers `error` as an RFC 9457 problem+json (see `toProblem`), `instance` naming the request. */
export function sendProblem(
  res: ServerResponse,
  error: unknown,
  instance: string | undefined,
  logger: Logger,
  constraints?: ConstraintTable,
): void {
  const { problem, headers } = toProblem(error, logger, constraints);
  writeProblem(res, problem, headers, instance);
}

/**
 * The one place a problem+json answer is written, by the services, their MCP endpoint and the
 * gateway alike: `problem` with `instance`, its status, `headers` and the media type.
 */
export function writeProblem(
  res: ServerResponse,
  problem: Problem,
  headers: Record<string, string>,
  instance: string | undefined,
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const body = JSON.stringify({ ...problem, instance });
  res.writeHead(problem.status, {
    ...headers,
    'Content-Type': 'application/problem+json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

/**
 * The `Allow` of a path of the contract: its operations' methods, HEAD beside a GET, and
 * OPTIONS; undefined for a path the contract does not have.
 */
export function allowOf(spec: ApiSpec, path: string): string | undefined {
  const methods = spec.methodsOf(path);
  if (methods.length === 0) return undefined;
  return [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
}

/**
 * 405 with `Allow` for a path of the contract asked with a method it does not take (after the
 * token check, like every other answer of the API).
 */
function refuseUnknownMethod(spec: ApiSpec) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.operation) return next();
    const allowed = allowOf(spec, req.path);
    if (!allowed) return next();
    next(
      new AppError(405, 'method-not-allowed', `${req.path} takes ${allowed}, not ${req.method}.`, {
        headers: { Allow: allowed },
      }),
    );
  };
}

/**
 * JSON nested deeper than this is refused before anything walks it recursively (validation,
 * the text checks): a 10 KB body of 5,000 brackets would otherwise overflow the stack. The same
 * limit holds for every JSON body, of an operation or of an MCP message.
 */
export const MAX_JSON_DEPTH = 64;

/** How deeply `value` nests, counted without recursion, stopping once past `limit`. */
export function depthOf(value: unknown, limit = MAX_JSON_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > deepest) deepest = depth + 1;
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The 400 problem for a JSON body nested deeper than `MAX_JSON_DEPTH`, or undefined. */
export function nestingRefusal(body: unknown): AppError | undefined {
  if (depthOf(body) <= MAX_JSON_DEPTH) return undefined;
  return new AppError<PlatformProblemCode>(
    400,
    'invalid-request',
    `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
    { errors: [{ field: 'body', message: `nests deeper than ${MAX_JSON_DEPTH} levels` }] },
  );
}

/** Whether the request announces a body (a length above zero, or a chunked one). */
function announcesBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return length !== '0';
  return req.headers['transfer-encoding'] !== undefined;
}

/** Refuses a body that is not UTF-8, before it is decoded (decoding would replace the bad bytes). */
function requireUtf8(_req: IncomingMessage, _res: ServerResponse, buffer: Buffer): void {
  if (!isUtf8(buffer)) {
    throw new AppError(400, 'malformed-body', 'The request body is not valid UTF-8.', {
      errors: [{ field: 'body', message: 'is not valid UTF-8' }],
    });
  }
}

/**
 * The body is read only by an operation that takes one, and only as much as it takes: JSON up
 * to `jsonLimit`, text (the permit CSV) up to `textLimit`. A body sent to an operation that
 * takes none is refused before any of it is read, and the connection is closed rather than
 * drained, so that no caller can make the service hold a large body it will never use.
 */
/** Request bodies taken as bytes (a `Buffer`): archives. Over MCP they travel as base64. */
export const BINARY_MEDIA_TYPES: ReadonlySet<string> = new Set(['application/zip']);

function bodyParsing(jsonLimit: string, textLimit: string | number, fileBodies?: FileBodyLimit) {
  const json = express.json({
    limit: jsonLimit,
    type: ['application/json', 'application/*+json'],
    verify: requireUtf8,
  });
  const text = express.text({ limit: textLimit, type: ['text/csv', 'text/plain'], verify: requireUtf8 });
  const binary = express.raw({ limit: textLimit, type: [...BINARY_MEDIA_TYPES] });
  return (req: Request, res: Response, next: NextFunction) => {
    const operation = req.operation;
    if (!operation) return next();
    if (!operation.requestBody) {
      if (!announcesBody(req)) return next();
      res.setHeader('Connection', 'close');
      next(
        new AppError(400, 'invalid-request', `${operation.operationId} takes no request body.`, {
          errors: [{ field: 'body', message: 'is not taken by this operation' }],
        }),
      );
      return;
    }
    const { mediaType, required } = operation.requestBody;
    // A body the operation requires and the request lacks (no media type, no bytes) is a field
    // missing, not a media type refused: 400 naming `body`, as the contract's 400 answer says.
    if (required && req.headers['content-type'] === undefined && !announcesBody(req)) {
      next(
        new AppError(400, 'invalid-request', `${operation.operationId} takes a request body.`, {
          errors: [{ field: 'body', message: `is required (${mediaType})` }],
        }),
      );
      return;
    }
    // A file past its limit is refused as soon as the limit is passed (its announced length, or
    // the bytes read so far): the rest is not read, and the connection closes after the answer.
    // The parser answers only once the whole body has come (it reads the rest off, unheld):
    // the bytes are counted here too, and the refusal sent as soon as the limit is passed.
    let refused = false;
    const refuse = (error: unknown) => {
      if (refused) return;
      refused = true;
      res.setHeader('Connection', 'close');
      next(error);
    };
    const fileRead = (error?: unknown) => {
      if (refused) return;
      if ((error as BodyParserError | undefined)?.type !== 'entity.too.large') return next(error);
      refuse(fileBodies ? fileBodies.refusal() : error);
    };
    if (fileBodies && (mediaType.startsWith('text/') || BINARY_MEDIA_TYPES.has(mediaType))) {
      let read = 0;
      const count = (chunk: Buffer) => {
        read += chunk.length;
        if (read <= fileBodies.bytes) return;
        req.off('data', count);
        refuse(fileBodies.refusal());
      };
      req.on('data', count);
      req.once('end', () => req.off('data', count));
    }
    if (mediaType.startsWith('text/')) text(req, res, fileRead);
    else if (BINARY_MEDIA_TYPES.has(mediaType)) binary(req, res, fileRead);
    else json(req, res, (error?: unknown) => next(error ?? nestingRefusal(req.body)));
  };
}

/** What is wrong with a text value that no column may hold, or undefined when nothing is. */
function unsafeText(value: string): string | undefined {
  if (value.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (!value.isWellFormed()) return 'is not well-formed Unicode (it holds a lone surrogate)';
  return undefined;
}

function collectUnsafe(value: unknown, field: string, into: FieldError[]): void {
  if (typeof value === 'string') {
    const message = unsafeText(value);
    if (message) into.push({ field, message });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collectUnsafe(item, `${field}.${i}`, into));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      collectUnsafe(key, `${field}.${key}`, into);
      collectUnsafe(item, `${field}.${key}`, into);
    }
  }
}

/** The line (1-based) of a text where `index` falls. */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/**
 * Text no column can store is refused as a 400 naming the field, instead of failing in the
 * database: the NUL character (Postgres text cannot hold it), a lone surrogate (it would be
 * stored as U+FFFD), and a query value whose percent-escapes are not UTF-8.
 */
function refuseUnsafeText(req: Request, _res: Response, next: NextFunction): void {
  if (!req.operation) return next();
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(req.operationParams ?? {})) {
    collectUnsafe(value, `path.${name}`, errors);
  }
  const search = req.originalUrl.indexOf('?');
  if (search !== -1) {
    for (const pair of req.originalUrl.slice(search + 1).split('&')) {
      const [rawName = '', rawValue = ''] = pair.split('=');
      try {
        collectUnsafe(decodeURIComponent(rawValue.replace(/\+/g, ' ')), `query.${rawName}`, errors);
      } catch {
        errors.push({ field: `query.${rawName}`, message: 'is not percent-encoded UTF-8' });
      }
    }
  }
  if (typeof req.body === 'string') {
    const at = req.body.indexOf('\u0000');
    if (at !== -1) {
      errors.push({
        field: 'body',
        message: `holds the NUL character (U+0000) on line ${lineAt(req.body, at)}`,
      });
    } else if (!req.body.isWellFormed()) {
      errors.push({ field: 'body', message: 'is not well-formed Unicode' });
    }
  } else if (req.body !== undefined && !Buffer.isBuffer(req.body)) {
    // A binary body (an archive) holds bytes, not text: walked as an object it would make an
    // entry per byte (a 3 MB feed cost seconds and hundreds of MB), and the operation reads it.
    collectUnsafe(req.body, 'body', errors);
  }
  if (errors.length === 0) return next();
  const summary = errors.map((e) => `${e.field} ${e.message}`).join('; ');
  next(
    new AppError(400, 'invalid-request', `The request holds text no record can store: ${summary}.`, {
      errors,
    }),
  );
}

type ContractValidator = ReturnType<typeof OpenApiValidator.middleware>;

/** The validators made so far, by contract and by whether they check responses too. */
const contractValidators = new WeakMap<ApiSpec, Map<boolean, ContractValidator>>();

/**
 * The contract's request (and, in tests, response) validator. The validator compiles each
 * route's schemas on the route's first request, a tenth of a second each with our contracts:
 * one made per contract is shared by every app this process builds on it (tests and benchmarks
 * build many), so that each route is compiled once per process. It keeps no state of an app's.
 */
function contractValidator(spec: ApiSpec, validateResponses: boolean): ContractValidator {
  let made = contractValidators.get(spec);
  if (!made) contractValidators.set(spec, (made = new Map()));
  let validator = made.get(validateResponses);
  if (!validator) {
    validator = OpenApiValidator.middleware({
      apiSpec: lenientQueryEncoding(spec.document) as never,
      validateRequests: { allowUnknownQueryParameters: false, allErrors: true },
      validateResponses: validateResponses ? { removeAdditional: false } : false,
      validateSecurity: false,
      validateFormats: true,
      // Full format checks: `2026-02-30` is not a date, and must be a 400 naming the field
      // rather than a database error.
      ajvFormats: { mode: 'full' },
      // A UUID as Postgres reads one: the formats library also takes RFC 4122's URN form
      // (`urn:uuid:...`), which the database refuses, a 500 instead of a 400 naming the field.
      formats: { uuid: /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i },
      ignoreUndocumented: false,
      // The contract is linted against OpenAPI 3.1 by `pnpm run check` (redocly) and every
      // operation is read by loadApiSpec; checking it again here cost a seventh of a second
      // of every start (a CPU profile of a referential start).
      validateApiSpec: false,
    });
    made.set(validateResponses, validator);
  }
  return validator;
}

/**
 * The contract as the request validator reads it: query values may carry reserved characters
 * unencoded (`'`, `(`, `*`, `!`, and `+` for a space, as forms and `URLSearchParams` write
 * them); they are decoded before validation, as every other value is.
 */
function lenientQueryEncoding(document: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(document) as {
    paths?: Record<string, Record<string, { parameters?: { in?: string; allowReserved?: boolean }[] }>>;
    components?: { parameters?: Record<string, { in?: string; allowReserved?: boolean }> };
  };
  const mark = (parameter: { in?: string; allowReserved?: boolean }) => {
    if (parameter.in === 'query') parameter.allowReserved = true;
  };
  for (const parameter of Object.values(copy.components?.parameters ?? {})) mark(parameter);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const value of Object.values(item)) {
      if (Array.isArray(value)) value.forEach(mark);
      else for (const parameter of value?.parameters ?? []) mark(parameter);
    }
  }
  return copy;
}
