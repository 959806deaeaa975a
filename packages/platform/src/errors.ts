/**
 * One error hierarchy for every service. Domain code throws an AppError subclass with a stable
 * `code`; the HTTP app turns anything thrown into an RFC 9457 problem document (`toProblem`,
 * with `toAppError` of `database-errors.ts` for what the database refused).
 *
 * Codes are typed: the platform's own are `PlatformProblemCode`, a family's are its
 * `<Family>ProblemCode` union, and a family builds its refusals with `refusals<Code>()` so
 * that a code outside its union fails the compiler. Every code a service answers is an `enum`
 * of `code` in its contract's Problem schema (ADR 0015).
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
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Codes the HTTP pipeline answers for any operation of any service. */
export const HTTP_PROBLEM_CODES = [
  'unauthorized',
  'forbidden',
  'invalid-request',
  'malformed-body',
  'body-too-large',
  'unsupported-media-type',
  'not-found',
  'method-not-allowed',
  'internal-error',
  'response-invalid',
  'service-stopping',
] as const;

/** Codes of `toAppError` for what the database refused or could not do (`database-errors.ts`). */
export const DATABASE_PROBLEM_CODES = [
  'database-unavailable',
  'conflict',
  'reference-conflict',
  'concurrent-update',
  'constraint-violated',
] as const;

/** Codes of corrections under If-Match (`preconditions.ts`), for services that take it. */
export const PRECONDITION_PROBLEM_CODES = ['invalid-precondition', 'stale-representation'] as const;

/**
 * Codes the gateway answers itself, in front of any operation: a spent rate budget (429), an
 * upstream that broke off (502), is unreachable or behind an open circuit (503), or too slow (504).
 */
export const GATEWAY_PROBLEM_CODES = [
  'rate-limited',
  'bad-gateway',
  'upstream-unavailable',
  'upstream-timeout',
] as const;

/** Codes of the change feed every service serves at `GET …/events` (`events.ts`, ADR 0065). */
export const EVENT_PROBLEM_CODES = ['event-cursor-gone'] as const;

/** Codes of the MCP endpoint every process serves at `/mcp` (`mcp-endpoint.ts`). */
export const MCP_PROBLEM_CODES = ['origin-not-allowed'] as const;

/**
 * Every problem code a client of a service can be answered: the HTTP pipeline's and the
 * database's, the gateway's and the MCP endpoint's (a client reaches every operation through
 * them), the preconditions' for a service that takes If-Match, then its families' (each from
 * `familyCodes`).
 */
export function serviceProblemCodes(
  uses: { preconditions: boolean },
  ...families: readonly (readonly string[])[]
): readonly string[] {
  return [
    ...HTTP_PROBLEM_CODES,
    ...DATABASE_PROBLEM_CODES,
    ...GATEWAY_PROBLEM_CODES,
    ...MCP_PROBLEM_CODES,
    ...EVENT_PROBLEM_CODES,
    ...(uses.preconditions ? PRECONDITION_PROBLEM_CODES : []),
    ...families.flat(),
  ];
}

export type PlatformProblemCode =
  | (typeof HTTP_PROBLEM_CODES)[number]
  | (typeof DATABASE_PROBLEM_CODES)[number]
  | (typeof MCP_PROBLEM_CODES)[number]
  | (typeof EVENT_PROBLEM_CODES)[number]
  | (typeof PRECONDITION_PROBLEM_CODES)[number];

export type GatewayProblemCode = (typeof GATEWAY_PROBLEM_CODES)[number];

export function problemType(code: string): string {
  return `urn:transport:problem:${code}`;
}

export class AppError<C extends string = string> extends Error {
  readonly status: number;
  readonly code: C;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: C,
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

export class BadRequestError<C extends string = string> extends AppError<C> {
  constructor(code: C, detail: string, errors?: FieldError[]) {
    super(400, code, detail, errors ? { errors } : {});
  }
}
export class UnauthorizedError extends AppError<'unauthorized'> {
  constructor(detail: string, headers?: Record<string, string>) {
    super(401, 'unauthorized', detail, { headers: { 'WWW-Authenticate': 'Bearer', ...headers } });
  }
}
export class ForbiddenError extends AppError<'forbidden'> {
  constructor(permission: string) {
    super(403, 'forbidden', `This operation requires the permission ${permission}.`);
  }
}
/**
 * A token scoped to a carrier (claim `carrier_id`, ADR 0081) asked for what lies outside its
 * carrier: an operation not offered to carriers, a read as known at an instant, or another
 * carrier named in a body. 403 `forbidden`, as any refusal of the token's rights.
 */
export class CarrierScopeError extends AppError<'forbidden'> {
  static operation(operationId: string): CarrierScopeError {
    return new CarrierScopeError(
      `A token scoped to a carrier (claim carrier_id) may not call ${operationId}: it acts on records of several carriers, or on none of a carrier's own.`,
    );
  }
  static asKnownAt(): CarrierScopeError {
    return new CarrierScopeError(
      "A token scoped to a carrier (claim carrier_id) may not read as known at an instant: the audit trail holds every carrier's records.",
      [{ field: 'query.asKnownAt', message: 'is not offered to a token scoped to a carrier' }],
    );
  }
  /** `field` of the body names a carrier other than the token's. */
  static otherCarrier(field: string): CarrierScopeError {
    return new CarrierScopeError(
      'A token scoped to a carrier (claim carrier_id) may only name its own carrier.',
      [{ field, message: "names a carrier other than the token's" }],
    );
  }
  private constructor(detail: string, errors?: FieldError[]) {
    super(403, 'forbidden', detail, errors ? { errors } : {});
  }
}
export class NotFoundError<C extends string = string> extends AppError<C> {
  constructor(code: C, detail: string) {
    super(404, code, detail);
  }
}
export class ConflictError<C extends string = string> extends AppError<C> {
  constructor(code: C, detail: string, errors?: FieldError[]) {
    super(409, code, detail, errors ? { errors } : {});
  }
}
export class UnprocessableError<C extends string = string> extends AppError<C> {
  constructor(code: C, detail: string, errors?: FieldError[]) {
    super(422, code, detail, errors ? { errors } : {});
  }
}
export class ServiceUnavailableError<C extends string = string> extends AppError<C> {
  constructor(code: C, detail: string, cause?: unknown) {
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

/**
 * A family's refusal builders, typed by its code union: `refusals<BayProblemCode>().notFound(
 * 'bay-not-found', ...)` compiles, a misspelt code does not. Platform codes (a family's own
 * `invalid-request`, say) are taken too. Each refusal keeps its literal code in its type, so
 * that `familyCodes` can hold the union and the refusals equal.
 */
export function refusals<Code extends string>() {
  type Any = Code | PlatformProblemCode;
  return {
    badRequest: <C extends Any>(code: C, detail: string, errors?: FieldError[]) =>
      new BadRequestError(code, detail, errors),
    forbidden: <C extends Any>(code: C, detail: string) => new AppError(403, code, detail),
    notFound: <C extends Any>(code: C, detail: string) => new NotFoundError(code, detail),
    conflict: <C extends Any>(code: C, detail: string, errors?: FieldError[]) =>
      new ConflictError(code, detail, errors),
    unprocessable: <C extends Any>(code: C, detail: string, errors?: FieldError[]) =>
      new UnprocessableError(code, detail, errors),
    unavailable: <C extends Any>(code: C, detail: string, cause?: unknown) =>
      new ServiceUnavailableError(code, detail, cause),
  };
}

type Refusals = Record<string, (...args: never[]) => AppError>;

/** The codes a family's refusals produce. */
export type CodeOf<R extends Refusals> = { [K in keyof R]: ReturnType<R[K]>['code'] }[keyof R];

/**
 * A family's code list, which the compiler holds to what its refusals produce: a code of the
 * list no refusal produces fails to compile (a misspelt refusal code fails in `refusals`).
 * Returns the family's own codes (the platform codes its refusals reuse are the platform's).
 */
export function familyCodes<R extends Refusals, const L extends readonly string[]>(
  _refusals: R,
  codes: L &
    ([Exclude<L[number], CodeOf<R>>] extends [never]
      ? unknown
      : { unproduced: Exclude<L[number], CodeOf<R>> }),
): L {
  return codes;
}
