/**
 * What a request's body and parameters must be before a handler sees them: the body read only
 * by an operation that takes one and within its limits, UTF-8, nested at most
 * `MAX_JSON_DEPTH`, without text no column may hold, and valid against the contract.
 */
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { FileBody } from '../csv-read.ts';
import { AppError, type FieldError, type PlatformProblemCode } from '../errors.ts';
import type { ApiSpec, Operation } from '../openapi.ts';
import { isCalendarDate, isInstant } from '../time.ts';
import type { BodyParserError } from './problems.ts';
import type { FileBodyLimit } from './replies.ts';

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

/**
 * How long a connection whose body is refused unread stays open after its answer (the client's
 * bytes left unread) before it is closed.
 */
export const REFUSED_BODY_LINGER_MS = 2000;

/**
 * Makes the answer to `req` the last of its connection and closes that connection without
 * reading the rest of the body: once the answer is sent, the service's side is closed (the client
 * reads the answer whole, then its end) and the connection is no longer read, so that none of the
 * client's remaining bytes reaches the service's memory; it is destroyed after
 * `REFUSED_BODY_LINGER_MS`. Destroyed as soon as the answer was sent, a connection whose client
 * was still sending was reset, and the client could lose the answer with it.
 */
function closeUnread(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Connection', 'close');
  const socket = req.socket;
  // Node's server calls `destroySoon` once the last answer of a connection is sent, after having
  // set the request's body to be read off: this one closes the service's side and stops reading.
  socket.destroySoon = function lingerUnread(this: typeof socket) {
    this.end();
    this.pause();
    // The body's read-off is resumed on the next turn of the loop: paused again after it.
    setImmediate(() => this.pause());
    const closing = setTimeout(() => this.destroy(), REFUSED_BODY_LINGER_MS);
    this.once('close', () => clearTimeout(closing));
  };
}

/** The body's length as the request announces it, or undefined (none announced, or chunked). */
function announcedLength(req: IncomingMessage): number | undefined {
  const length = req.headers['content-length'];
  if (length === undefined || !/^\d+$/.test(length)) return undefined;
  return Number(length);
}

/** The refusal of a body that is not UTF-8. */
const notUtf8 = () =>
  new AppError(400, 'malformed-body', 'The request body is not valid UTF-8.', {
    errors: [{ field: 'body', message: 'is not valid UTF-8' }],
  });

/** Refuses a body that is not UTF-8, before it is decoded (decoding would replace the bad bytes). */
function requireUtf8(_req: IncomingMessage, _res: ServerResponse, buffer: Buffer): void {
  if (!isUtf8(buffer)) throw notUtf8();
}

/** Whether a body is sent compressed (`Content-Encoding` other than `identity`). */
function encoded(req: IncomingMessage): boolean {
  const encoding = req.headers['content-encoding'];
  return encoding !== undefined && encoding.toLowerCase() !== 'identity';
}

/**
 * A text body (a file) held by a reading thread (`FileBody`, ADR 0144), let go when the request
 * closes (answered, or its client gone). `receive` hands it the body's bytes; once they are
 * whole, the thread says whether they are UTF-8 (400 `malformed-body` when not).
 */
function onThread(
  req: Request,
  res: Response,
  done: (error?: unknown) => void,
  receive: (body: FileBody, whole: () => void) => void,
  niceness?: number,
): void {
  const body = FileBody.open(niceness);
  res.once('close', () => body.drop());
  receive(body, () => {
    body.end().then(
      ({ utf8 }) => {
        if (!utf8) return done(notUtf8());
        req.body = body;
        done();
      },
      (error: unknown) => done(error),
    );
  });
}

/**
 * Receives a text body into a reading thread as the socket delivers it, no chunk kept here: an
 * upload its client abandons stops being read, and is let go, at once. The limit is counted by
 * `bodyParsing`'s listener, added before this one (it reads a chunk's length before the chunk
 * moves to the thread).
 */
function receiveOnThread(
  req: Request,
  res: Response,
  done: (error?: unknown) => void,
  niceness: number | undefined,
): void {
  onThread(
    req,
    res,
    done,
    (body, whole) => {
      const take = (chunk: Buffer) => body.append(chunk);
      req.on('data', take);
      req.once('end', whole);
      req.once('close', () => {
        req.off('data', take);
        if (!req.complete) body.drop();
      });
    },
    niceness,
  );
}

/** A text body read whole by `parse` (compressed, or of a service without file limits), then held by a thread. */
function onThreadOnceRead(parse: RequestHandler, niceness: number | undefined) {
  return (req: Request, res: Response, done: (error?: unknown) => void) =>
    parse(req, res, (error?: unknown) => {
      if (error || !Buffer.isBuffer(req.body)) return done(error);
      const bytes = req.body;
      onThread(
        req,
        res,
        done,
        (body, whole) => {
          body.append(bytes);
          whole();
        },
        niceness,
      );
    });
}

/** Request bodies taken as bytes (a `Buffer`): archives. Over MCP they travel as base64. */
export const BINARY_MEDIA_TYPES: ReadonlySet<string> = new Set(['application/zip']);

/**
 * The body is read only by an operation that takes one, and only as much as it takes: JSON up
 * to `jsonLimit`, text (the permit CSV) up to `textLimit`. A body sent to an operation that
 * takes none is refused before any of it is read, and the connection is closed rather than
 * drained, so that no caller can make the service hold a large body it will never use.
 *
 * A text body (a file: the permit CSV) is handed over held by a reading thread (`FileBody`,
 * ADR 0144), its bytes moved there as they are received: checked to be UTF-8 there (natively,
 * without decoding it), never decoded whole into one string, and never on the service's heap;
 * its reader decodes it a piece at a time, on that thread.
 */
export function bodyParsing(jsonLimit: string, textLimit: string | number, fileBodies?: FileBodyLimit) {
  const json = express.json({
    limit: jsonLimit,
    type: ['application/json', 'application/*+json'],
    verify: requireUtf8,
  });
  const TEXT_TYPES = ['text/csv', 'text/plain'];
  const niceness = fileBodies?.readingThreadNiceness;
  const parsedText = onThreadOnceRead(express.raw({ limit: textLimit, type: TEXT_TYPES }), niceness);
  // A file's text goes to a reading thread as it is received (ADR 0144); a body of another
  // media type is not read (the contract's check refuses it, 415).
  const text = (req: Request, res: Response, done: (error?: unknown) => void) => {
    if (!fileBodies || encoded(req)) return parsedText(req, res, done);
    if (!announcesBody(req) || !req.is(TEXT_TYPES)) return done();
    receiveOnThread(req, res, done, niceness);
  };
  const binary = express.raw({ limit: textLimit, type: [...BINARY_MEDIA_TYPES] });
  return (req: Request, res: Response, next: NextFunction) => {
    const operation = req.operation;
    if (!operation) return next();
    if (!operation.requestBody) {
      if (!announcesBody(req)) return next();
      closeUnread(req, res);
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
    // A file past its limit is refused as soon as the limit is passed (its announced length,
    // before a byte is read; or the bytes read so far, for a body of no announced length): the
    // rest is not read, and the connection closes after the answer (`closeUnread`). The parser
    // answers only once the whole body has come (it reads the rest off): the bytes are counted
    // here too, and the refusal sent as soon as the limit is passed.
    let refused = false;
    const refuse = (error: unknown) => {
      if (refused) return;
      refused = true;
      closeUnread(req, res);
      next(error);
    };
    const fileRead = (error?: unknown) => {
      if (refused) return;
      if ((error as BodyParserError | undefined)?.type !== 'entity.too.large') return next(error);
      refuse(fileBodies ? fileBodies.refusal() : error);
    };
    if (fileBodies && (mediaType.startsWith('text/') || BINARY_MEDIA_TYPES.has(mediaType))) {
      // Refused before it is read (the imports are all running): the connection closes after
      // the answer, the body unread.
      const early = fileBodies.before?.(operation.operationId);
      if (early) return refuse(early);
      // A file announcing more bytes than its limit is refused before a byte of it is read.
      if ((announcedLength(req) ?? 0) > fileBodies.bytes) return refuse(fileBodies.refusal());
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

/**
 * Text no column can store is refused as a 400 naming the field, instead of failing in the
 * database: the NUL character (Postgres text cannot hold it), a lone surrogate (it would be
 * stored as U+FFFD), and a path or query value whose percent-escapes are not UTF-8. So is a
 * query parameter the operation takes once given twice (the validator, seeing a list, called
 * it unknown or not a string).
 */
export function refuseUnsafeText(req: Request, _res: Response, next: NextFunction): void {
  const operation = req.operation;
  if (!operation) return next();
  const errors: FieldError[] = [];
  for (const name of req.undecodableParams ?? [])
    errors.push({ field: `path.${name}`, message: 'is not percent-encoded UTF-8' });
  for (const [name, value] of Object.entries(req.operationParams ?? {})) {
    if (!req.undecodableParams?.includes(name)) collectUnsafe(value, `path.${name}`, errors);
  }
  const search = req.originalUrl.indexOf('?');
  const repeated: FieldError[] = [];
  if (search !== -1) {
    const seen = new Set<string>();
    for (const pair of req.originalUrl.slice(search + 1).split('&')) {
      const [rawName = '', rawValue = ''] = pair.split('=');
      if (seen.has(rawName) && takesOne(operation, rawName))
        repeated.push({ field: `query.${rawName}`, message: 'must be given once' });
      seen.add(rawName);
      try {
        collectUnsafe(decodeURIComponent(rawValue.replace(/\+/g, ' ')), `query.${rawName}`, errors);
      } catch {
        errors.push({ field: `query.${rawName}`, message: 'is not percent-encoded UTF-8' });
      }
    }
  }
  const body = req.body as unknown;
  if (body instanceof FileBody) {
    // A text body (a file): its NUL named by its line, found by the thread holding it. It is
    // UTF-8 already (checked as it was received), which encodes no lone surrogate.
    if (body.nulLine !== undefined)
      errors.push({ field: 'body', message: `holds the NUL character (U+0000) on line ${body.nulLine}` });
  } else if (Buffer.isBuffer(body)) {
    // An archive's bytes are its own.
  } else if (body !== undefined) {
    // Walked as an object: a JSON body. Bytes never are (a 3 MB feed walked so made an entry
    // per byte, seconds and hundreds of MB).
    collectUnsafe(body, 'body', errors);
  }
  if (repeated.length > 0) {
    const fields = repeated.map((e) => e.field).join(', ');
    return next(
      new AppError(400, 'invalid-request', `The request gives a parameter more than once: ${fields}.`, {
        errors: repeated,
      }),
    );
  }
  if (errors.length === 0) return next();
  const summary = errors.map((e) => `${e.field} ${e.message}`).join('; ');
  next(
    new AppError(400, 'invalid-request', `The request holds text no record can store: ${summary}.`, {
      errors,
    }),
  );
}

/** Whether the query parameter `name` of `operation` takes one value (its schema is no array). */
function takesOne(operation: Operation, name: string): boolean {
  const parameter = operation.parameters.find((p) => p.in === 'query' && p.name === name);
  const type = parameter?.schema?.type;
  return parameter !== undefined && type !== 'array' && !(Array.isArray(type) && type.includes('array'));
}

type ContractValidator = ReturnType<typeof OpenApiValidator.middleware>;

/** A UUID as Postgres reads one (the validator's `uuid` format, and `plainParamsCheck`'s). */
const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

/** The validators made so far, by contract and by whether they check responses too. */
const contractValidators = new WeakMap<ApiSpec, Map<boolean, ContractValidator>>();

/**
 * The contract's request (and, in tests, response) validator. The validator compiles each
 * route's schemas on the route's first request, a tenth of a second each with our contracts:
 * one made per contract is shared by every app this process builds on it (tests and benchmarks
 * build many), so that each route is compiled once per process. It keeps no state of an app's.
 *
 * A request with nothing to validate but its path and query (`plainParamsCheck`: no body, no
 * header the contract declares) whose values hold what the contract asks goes past
 * the validator, which would parse its URL again, find its route again and walk every part of
 * a request that has none (ADR 0126); any other request, a refused one included, is the
 * validator's, so that every refusal is worded by it as before. Not when responses are
 * validated (tests): the validator watches the answer of every request it sees.
 */
export function contractValidator(spec: ApiSpec, validateResponses: boolean): RequestHandler {
  const validator = express.Router().use(libraryValidator(spec, validateResponses));
  if (validateResponses) return validator;
  const checks = new Map<Operation, PlainCheck | undefined>();
  return (req, res, next) => {
    const operation = req.operation;
    if (operation && !ESCAPE.test(req.originalUrl)) {
      let check = checks.get(operation);
      if (check === undefined && !checks.has(operation))
        checks.set(operation, (check = plainParamsCheck(operation)));
      const query = check && plainQuery(req.originalUrl);
      if (query && check?.(req.operationParams ?? {}, query)) return next();
    }
    validator(req, res, next);
  };
}

/** A request target with a percent-escape, in its path or its query (left to the validator). */
const ESCAPE = /%/;

/**
 * The query of a request target as names and values, when each name comes once with a value
 * and nothing needs decoding (no `+`, which a query decodes to a space; `%` is ruled out
 * before); undefined otherwise, for the validator to read. No query is an empty one.
 */
export function plainQuery(target: string): Record<string, string> | undefined {
  const start = target.indexOf('?');
  const query: Record<string, string> = {};
  if (start === -1 || start === target.length - 1) return query;
  for (const pair of target.slice(start + 1).split('&')) {
    const equals = pair.indexOf('=');
    if (equals <= 0 || pair.includes('+')) return undefined;
    const name = pair.slice(0, equals);
    if (Object.hasOwn(query, name)) return undefined;
    query[name] = pair.slice(equals + 1);
  }
  return query;
}

/** Whether a request's path and query values hold what its operation's contract asks. */
type PlainCheck = (params: Record<string, string>, query?: Record<string, string>) => boolean;

/** What `plainParamsCheck` reads of a path parameter's schema; any other keyword leaves it to the validator. */
const PLAIN_KEYWORDS = new Set([
  'type',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'enum',
  'description',
  'example',
  'examples',
]);

/** Whether `value` is of `format` as `plainParamsCheck` reads formats (a real calendar date for the two dates). */
function ofFormat(format: unknown, value: string): boolean {
  if (format === undefined) return true;
  if (format === 'uuid') return UUID.test(value);
  if (format === 'date') return isCalendarDate(value);
  return isInstant(value);
}

/** The formats `plainParamsCheck` reads; a parameter of any other is left to the validator. */
const PLAIN_FORMATS = new Set([undefined, 'uuid', 'date', 'date-time']);

/**
 * For an operation whose request is its path and query alone (no body, no header or cookie
 * parameter), whether the values of a request hold what the contract asks: each a string, of
 * its length, matching its pattern, one of its values, of its format (a UUID, a date, an
 * instant); every required query parameter given, and none the contract does not declare. Only
 * ever used to let a request past the validator: a value it does not accept is the validator's
 * to refuse. Undefined for any other operation: a path or required query parameter whose
 * schema says more than this reads (an integer, a list, another format), or any parameter with
 * a default (the validator fills it in); an optional query parameter of that kind leaves to the
 * validator only the requests that give it.
 */
export function plainParamsCheck(operation: Operation): PlainCheck | undefined {
  if (operation.requestBody) return undefined;
  const paths: { name: string; accepts: (value: string) => boolean }[] = [];
  const queries = new Map<string, (value: string) => boolean>();
  const required: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') return undefined;
    const schema = parameter.schema ?? {};
    // A default the validator would fill in for a parameter not given.
    if ('default' in schema) return undefined;
    const plain =
      schema.type === 'string' &&
      Object.keys(schema).every((key) => PLAIN_KEYWORDS.has(key)) &&
      PLAIN_FORMATS.has(schema.format as string | undefined);
    if (!plain) {
      // An optional query parameter of another kind leaves to the validator a request giving it.
      if (parameter.in === 'query' && !parameter.required) queries.set(parameter.name, () => false);
      else return undefined;
      continue;
    }
    const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
    const values = Array.isArray(schema.enum) ? new Set(schema.enum) : undefined;
    const { minLength, maxLength } = schema as { minLength?: number; maxLength?: number };
    const accepts = (value: string) => {
      // JSON Schema counts characters (code points), as the validator does.
      const length = value.length === Buffer.byteLength(value) ? value.length : [...value].length;
      return (
        (minLength === undefined || length >= minLength) &&
        (maxLength === undefined || length <= maxLength) &&
        ofFormat(schema.format, value) &&
        (pattern === undefined || pattern.test(value)) &&
        (values === undefined || values.has(value))
      );
    };
    if (parameter.in === 'path') paths.push({ name: parameter.name, accepts });
    else {
      queries.set(parameter.name, accepts);
      if (parameter.required) required.push(parameter.name);
    }
  }
  return (params, query = {}) =>
    paths.every(({ name, accepts }) => typeof params[name] === 'string' && accepts(params[name])) &&
    required.every((name) => Object.hasOwn(query, name)) &&
    Object.entries(query).every(([name, value]) => queries.get(name)?.(value) === true);
}

function libraryValidator(spec: ApiSpec, validateResponses: boolean): ContractValidator {
  let made = contractValidators.get(spec);
  if (!made) contractValidators.set(spec, (made = new Map()));
  let validator = made.get(validateResponses);
  if (!validator) {
    validator = OpenApiValidator.middleware({
      apiSpec: textBodiesAsBytes(lenientQueryEncoding(spec.document)) as never,
      validateRequests: { allowUnknownQueryParameters: false, allErrors: true },
      validateResponses: validateResponses ? { removeAdditional: false } : false,
      validateSecurity: false,
      validateFormats: true,
      // Full format checks: `2026-02-30` is not a date, and must be a 400 naming the field
      // rather than a database error.
      ajvFormats: { mode: 'full' },
      // A UUID as Postgres reads one: the formats library also takes RFC 4122's URN form
      // (`urn:uuid:...`), which the database refuses, a 500 instead of a 400 naming the field.
      // An instant whose business day or UTC writing would fall outside the years the dates take
      // (ADR 0180): held by the format, the pattern saying only how an instant is written.
      formats: { uuid: UUID, 'date-time': isInstant },
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

/**
 * The contract as the request validator reads it: a text body (a file, `text/csv`) arrives held
 * by a reading thread (`bodyParsing`), checked there (UTF-8, and the NUL by `refuseUnsafeText`), so the
 * validator takes it as it takes an archive (`format: binary`), rather than as a string. The
 * contract's text bodies say no more than `type: string`.
 */
function textBodiesAsBytes(document: Record<string, unknown>): Record<string, unknown> {
  type Content = Record<string, { schema?: Record<string, unknown> }>;
  const paths = (document.paths ?? {}) as Record<
    string,
    Record<string, { requestBody?: { content?: Content } }>
  >;
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      for (const [mediaType, media] of Object.entries(operation?.requestBody?.content ?? {})) {
        if (mediaType.startsWith('text/')) media.schema = { ...media.schema, format: 'binary' };
      }
    }
  }
  return document;
}
