/**
 * Problem rendering: anything thrown, turned into an RFC 9457 problem+json (`toProblem`), and
 * the one writer of such an answer (`writeProblem`), used by the services' app, their MCP
 * endpoint and the gateway.
 */
import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { toAppError, type ConstraintTable } from '../database-errors.ts';
import { AppError, type FieldError, type PlatformProblemCode, type Problem } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { DATE_PATTERN, DATE_TIME_PATTERN } from '../time.ts';

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

/** An error of express's body parsers (`entity.too.large`, `entity.parse.failed` ...). */
export interface BodyParserError {
  type?: string;
  status?: number;
  message: string;
  /** The body as received, when it could not be parsed. */
  body?: unknown;
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
    // The JSON parser takes an object or an array: `null`, `"x"` or `3` is JSON, but no body.
    const [detail, message] =
      typeof parser.body === 'string' && isJson(parser.body)
        ? ['The request body is a bare JSON value, not an object.', 'must be a JSON object, not a bare value']
        : ['The request body is not valid JSON.', 'is not valid JSON'];
    return plain(
      new AppError<PlatformProblemCode>(400, 'malformed-body', detail, {
        errors: [{ field: 'body', message }],
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
      (f, i) =>
        !(inRangeWords.has(f.field) && /^must match format "date(-time)?"$/.test(f.message)) &&
        reported.findIndex((g) => g.field === f.field && g.message === f.message) === i,
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

const INSTANT_WORDS =
  'must be an RFC 3339 instant (2026-11-20T08:00:00Z) from 0001-01-02T00:00:00Z to 9999-12-30T23:59:59Z in UTC, seconds 00 to 59 (no leap second) and an offset within ±15:59';

const DATE_WORDS = 'must be a date YYYY-MM-DD from 0001-01-01 to 9999-12-31';

const PATTERNS_IN_WORDS = new Map([
  [`must match pattern "${DATE_PATTERN}"`, DATE_WORDS],
  // Written as the pattern takes it, a day the calendar does not have (2026-02-30).
  ['must match format "date"', DATE_WORDS],
  [`must match pattern "${DATE_TIME_PATTERN}"`, INSTANT_WORDS],
  // The format holds the instant within the range (ADR 0180) where the pattern took its writing.
  ['must match format "date-time"', INSTANT_WORDS],
]);

const RANGE_WORDS = new Set(PATTERNS_IN_WORDS.values());

/** The validator's words for a query parameter given as `name=` with nothing after it. */
const EMPTY_QUERY_VALUE = /^Empty value found for query parameter '[^']*'$/;
/** The validator's words for a query parameter the operation does not take. */
const UNKNOWN_QUERY_PARAMETER = /^Unknown query parameter '[^']*'$/;

/**
 * The validator's message in words where its own are a library's: a date or an instant out of
 * range, a query parameter given empty or one the operation does not take.
 */
function inWords(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  if (EMPTY_QUERY_VALUE.test(message)) return 'must not be empty: give a value, or leave the parameter out';
  if (UNKNOWN_QUERY_PARAMETER.test(message)) return 'is not a parameter of this operation';
  return PATTERNS_IN_WORDS.get(message);
}

function plain(error: AppError) {
  return { problem: error.toProblem(), headers: error.headers };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
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
    sendProblem(res, unsupportedMediaType(error, req) ?? error, req.originalUrl, logger, constraints);
  };
}

/** How much of a refused `Content-Type` a 415's detail quotes. */
const QUOTED_MEDIA_TYPE = 100;

/**
 * The contract validator's refusal of a body whose media type the operation does not take, as a
 * problem that names the one it takes (in `detail`, in `errors` under `headers.content-type`,
 * and, for a `PATCH`, in `Accept-Patch`, as RFC 5789 §2.2 asks); undefined for anything else.
 */
function unsupportedMediaType(error: unknown, req: Request): AppError | undefined {
  const operation = req.operation;
  const taken = operation?.requestBody?.mediaType;
  if (!operation || !taken || !isValidatorError(error) || error.status !== 415) return undefined;
  const given = req.headers['content-type'];
  return new AppError<PlatformProblemCode>(
    415,
    'unsupported-media-type',
    `${operation.operationId} takes a body of ${taken}, not ` +
      (given ? `${given.slice(0, QUOTED_MEDIA_TYPE)}.` : 'one without a Content-Type.'),
    {
      errors: [{ field: 'headers.content-type', message: `must be ${taken}` }],
      headers: req.method === 'PATCH' ? { 'Accept-Patch': taken } : {},
    },
  );
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
