/**
 * One error hierarchy for every service. Domain code throws an AppError subclass with a stable
 * `code`; `problemFrom` turns anything thrown into an RFC 9457 problem document.
 */

/** One field-level complaint inside a 400 problem. */
export interface FieldError {
  /** Where the problem is: `body.code`, `query.size`, `path.id`. */
  field: string;
  message: string;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  code: string;
  errors?: FieldError[];
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function problemType(code: string): string {
  return `urn:transport:problem:${code}`;
}

export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    detail: string,
    options: { errors?: FieldError[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(detail, { cause: options.cause });
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  toProblem(instance?: string): Problem {
    return {
      type: problemType(this.code),
      title: TITLES[this.status] ?? 'Error',
      status: this.status,
      detail: this.message,
      ...(instance ? { instance } : {}),
      code: this.code,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export class BadRequestError extends AppError {
  constructor(code: string, detail: string, errors?: FieldError[]) {
    super(400, code, detail, errors ? { errors } : {});
  }
}
export class UnauthorizedError extends AppError {
  constructor(detail: string, headers?: Record<string, string>) {
    super(401, 'unauthorized', detail, { headers: { 'WWW-Authenticate': 'Bearer', ...headers } });
  }
}
export class ForbiddenError extends AppError {
  constructor(permission: string) {
    super(403, 'forbidden', `This operation requires the permission ${permission}.`);
  }
}
export class NotFoundError extends AppError {
  constructor(code: string, detail: string) {
    super(404, code, detail);
  }
}
export class ConflictError extends AppError {
  constructor(code: string, detail: string) {
    super(409, code, detail);
  }
}
export class UnprocessableError extends AppError {
  constructor(code: string, detail: string, errors?: FieldError[]) {
    super(422, code, detail, errors ? { errors } : {});
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(code: string, detail: string, cause?: unknown) {
    super(503, code, detail, { cause, headers: { 'Retry-After': '5' } });
  }
}

/** Postgres error codes that mean the database itself refused a write. */
export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  exclusionViolation: '23P01',
  notNullViolation: '23502',
  invalidTextRepresentation: '22P02',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

interface PgLikeError {
  code?: string;
  constraint?: string;
}

/** True when `error` is a Postgres error with the given SQLSTATE (and constraint, if named). */
export function isPgError(error: unknown, code: string, constraint?: string): error is PgLikeError {
  if (typeof error !== 'object' || error === null) return false;
  const pg = error as PgLikeError;
  return pg.code === code && (constraint === undefined || pg.constraint === constraint);
}

/** Messages of knex and pg for a database that cannot be reached, which carry no code. */
const CONNECTION_ERROR_MESSAGES = [
  'Unable to acquire a connection',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
];

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

/**
 * Maps whatever was thrown to an AppError. Errors of our own pass through; known
 * infrastructure failures become 503; database constraint refusals that a service did not map
 * itself become 409; anything else is left for the caller to log as a 500.
 */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { code?: string; name?: string; message?: string };
  if (e.code && CONNECTION_ERROR_CODES.has(e.code)) {
    return new ServiceUnavailableError(
      'database-unavailable',
      'The database is not reachable; try again shortly.',
      error,
    );
  }
  if (CONNECTION_ERROR_MESSAGES.some((m) => e.message?.startsWith(m))) {
    return new ServiceUnavailableError(
      'database-unavailable',
      'The database is not reachable; try again shortly.',
      error,
    );
  }
  if (e.name === 'KnexTimeoutError') {
    return new ServiceUnavailableError(
      'database-unavailable',
      'No database connection became free in time; try again shortly.',
      error,
    );
  }
  if (e.code === PG.uniqueViolation || e.code === PG.exclusionViolation) {
    return new ConflictError('conflict', 'The request conflicts with the current state of the record.');
  }
  if (e.code === PG.serializationFailure || e.code === PG.deadlockDetected) {
    return new ConflictError(
      'concurrent-update',
      'A concurrent change won; read the record again and retry.',
    );
  }
  if (e.code === PG.foreignKeyViolation) {
    return new ConflictError(
      'reference-conflict',
      'The request refers to a record that does not exist or is still referenced.',
    );
  }
  return undefined;
}
