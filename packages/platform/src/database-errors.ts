/**
 * What the database refused or could not do, as problems: an unreachable database or a pool
 * without a free connection is 503 `database-unavailable`, a lost serialization 409
 * `concurrent-update`, and a constraint violation the problem its family declared for the
 * constraint's name (ADR 0015).
 *
 * Each family declares, beside its refusals, what a violation of each of its constraints means
 * (`defineConstraints`); the service definition registers the families' tables
 * (`ServiceDefinition.constraints`), and the problem rendering consults them
 * (`toAppError`). A violation nobody declared still answers sensibly: a unique or exclusion
 * violation 409 `conflict`, a foreign key 409 `reference-conflict`, a check or not-null
 * violation 422 `constraint-violated` naming the field; never a 500.
 */
import {
  AppError,
  ConflictError,
  PG,
  ServiceUnavailableError,
  UnprocessableError,
  type PlatformProblemCode,
} from './errors.ts';
import { dayBefore } from './time.ts';
import { currentRequestContext } from './audit.ts';

export type ConstraintKind = 'unique' | 'foreign-key' | 'check' | 'exclusion';

const KIND_OF_SQLSTATE: Record<string, ConstraintKind | 'not-null'> = {
  [PG.uniqueViolation]: 'unique',
  [PG.foreignKeyViolation]: 'foreign-key',
  [PG.checkViolation]: 'check',
  [PG.exclusionViolation]: 'exclusion',
  [PG.notNullViolation]: 'not-null',
};

/** What Postgres told about a refused write. */
export interface ConstraintViolation {
  kind: ConstraintKind | 'not-null';
  /** The constraint's (or unique index's) name; absent for a not-null violation. */
  constraint: string | undefined;
  table: string | undefined;
  /** The column, for a not-null violation. */
  column: string | undefined;
  /**
   * The key's values from the error's detail, by column name: `Key (station_area_id,
   * upper(code::text))=(…, A1) already exists.` gives `{ station_area_id: '…', code: 'A1' }`.
   * Values read through an expression are as the expression gave them (`upper` above).
   */
  key: Record<string, string>;
  /**
   * For an exclusion violation, the key of the row already there that the new one conflicts
   * with, read as `key` is (a daterange as Postgres writes it: `[2026-12-01,2027-01-01)`).
   */
  existing: Record<string, string>;
  /** The operation of the request that made the write, when the violation is read during it. */
  operation: string | undefined;
}

/** What a violation of one constraint means to the family that declares it. */
export type ConstraintRule =
  | {
      kind: ConstraintKind;
      /** The family's problem for a violation. */
      refuse: (violation: ConstraintViolation) => AppError;
    }
  | {
      kind: 'check';
      /** The request fields the check is about, named in the 422 (`body.latitude`). */
      fields: readonly string[];
      /** What the fields must satisfy, as a field message: `is given together with longitude`. */
      message: string;
    };

/** Constraint name -> rule, for one family or (merged) a whole service. */
export type ConstraintTable = Readonly<Record<string, ConstraintRule>>;

/** A family's table, checked by the compiler as one. */
export function defineConstraints<T extends ConstraintTable>(table: T): T {
  return table;
}

/** One service's table from its families'; a constraint declared twice is a mistake. */
export function mergeConstraints(...tables: ConstraintTable[]): ConstraintTable {
  const merged: Record<string, ConstraintRule> = {};
  for (const table of tables) {
    for (const [name, rule] of Object.entries(table)) {
      if (name in merged) throw new Error(`The constraint ${name} is declared by two families.`);
      merged[name] = rule;
    }
  }
  return merged;
}

/**
 * What a switchover (or a restart) of the primary looks like from a connection: the server
 * closed it (`57P01 admin_shutdown`, `57P02`, an `08` connection exception, a reset socket, or
 * pg's message for a connection that ended), it cannot take connections yet (`57P03`, refused),
 * or the instance it reached no longer takes writes (`25006 read_only_sql_transaction`, an old
 * primary being demoted). A read that failed so may be sent once more (`retryingRead`).
 */
const SWITCHOVER_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  '25006',
]);
const SWITCHOVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
];

/** Whether `error` is a connection lost or refused in a switchover (see SWITCHOVER_CODES). */
export function isSwitchoverError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: string; message?: string };
  return (
    (e.code !== undefined && SWITCHOVER_CODES.has(e.code)) ||
    // knex puts the statement before pg's message.
    SWITCHOVER_MESSAGES.some((m) => e.message?.includes(m) ?? false)
  );
}

const CONNECTION_ERROR_CODES = new Set([...SWITCHOVER_CODES, 'ETIMEDOUT', 'ENOTFOUND']);
/** Messages of knex and pg for a database that cannot be reached, which carry no code. */
const CONNECTION_ERROR_MESSAGES = [
  ...SWITCHOVER_MESSAGES,
  'Unable to acquire a connection',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
];

/**
 * Maps whatever was thrown to an AppError. Errors of our own pass through; known
 * infrastructure failures become 503; constraint violations become the problem `constraints`
 * declares for them, or the platform's answer for their kind (`constraintProblem`); anything
 * else is left for the caller to log as a 500.
 */
export function toAppError(error: unknown, constraints?: ConstraintTable): AppError | undefined {
  if (error instanceof AppError) return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { code?: string; name?: string; message?: string };
  if (
    isSwitchoverError(error) ||
    (e.code && CONNECTION_ERROR_CODES.has(e.code)) ||
    CONNECTION_ERROR_MESSAGES.some((m) => e.message?.startsWith(m))
  ) {
    return new ServiceUnavailableError<PlatformProblemCode>(
      'database-unavailable',
      'The database is not reachable; try again shortly.',
      error,
    );
  }
  if (e.name === 'KnexTimeoutError') {
    return new ServiceUnavailableError<PlatformProblemCode>(
      'database-unavailable',
      'No database connection became free in time; try again shortly.',
      error,
    );
  }
  if (e.code === PG.serializationFailure || e.code === PG.deadlockDetected) {
    return new ConflictError<PlatformProblemCode>(
      'concurrent-update',
      'A concurrent change won; read the record again and retry.',
    );
  }
  return constraintProblem(error, constraints);
}

interface PgErrorFields {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  detail?: string;
}

/** The violation `error` reports, or undefined when it is not a constraint violation. */
function constraintViolation(error: unknown): ConstraintViolation | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const pg = error as PgErrorFields;
  const kind = pg.code ? KIND_OF_SQLSTATE[pg.code] : undefined;
  if (!kind) return undefined;
  return {
    kind,
    constraint: pg.constraint,
    table: pg.table,
    column: pg.column,
    key: keyOf(pg.detail),
    operation: currentRequestContext()?.operation,
    existing: keyOf(/conflicts with existing (key .*)$/s.exec(pg.detail ?? '')?.[1]?.replace(/^key/, 'Key')),
  };
}

/**
 * The problem for a constraint violation: the declared rule's, else the platform's answer for
 * its kind. Undefined when `error` is not a constraint violation. The pipeline calls it while
 * the request is served, so that a rule can tell which operation wrote (`operation`).
 */
export function constraintProblem(error: unknown, table: ConstraintTable = {}): AppError | undefined {
  const violation = constraintViolation(error);
  if (!violation) return undefined;
  const rule = violation.constraint ? table[violation.constraint] : undefined;
  if (rule && rule.kind === violation.kind) {
    if ('refuse' in rule) return rule.refuse(violation);
    return invalidFields(rule.fields, rule.message);
  }
  switch (violation.kind) {
    case 'unique':
    case 'exclusion':
      return new AppError<PlatformProblemCode>(
        409,
        'conflict',
        'The request conflicts with the current state of the record.',
        {
          cause: error,
        },
      );
    case 'foreign-key':
      return new AppError<PlatformProblemCode>(
        409,
        'reference-conflict',
        'The request refers to a record that does not exist or is still referenced.',
        { cause: error },
      );
    case 'check':
      return invalidFields(
        [fieldOfCheck(violation.constraint ?? '', violation.table)],
        'is outside what the record allows',
      );
    case 'not-null':
      return invalidFields([`body.${camelCase(violation.column ?? 'value')}`], 'is required');
  }
}

function invalidFields(fields: readonly string[], message: string) {
  return new UnprocessableError<PlatformProblemCode>(
    'constraint-violated',
    `The request breaks a rule of the record: ${fields.join(', ')} ${message}.`,
    fields.map((field) => ({ field, message })),
  );
}

/**
 * The field a check constraint without a declared rule is about, by Postgres's naming of a
 * column's check: `<table>_<column>_check` (`stations_latitude_check` -> `body.latitude`).
 */
function fieldOfCheck(constraint: string, table: string | undefined): string {
  let name = constraint.replace(/_check\d*$/, '');
  if (table && name.startsWith(`${table}_`)) name = name.slice(table.length + 1);
  return `body.${camelCase(name)}`;
}

function camelCase(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * The days of a date range as an exclusion violation's key gives it (`[2026-12-01,2027-01-01)`,
 * Postgres's canonical form, the end excluded): first and last day, `to` null when open.
 */
export function daysOfRange(range: string | undefined): { from: string; to: string | null } | undefined {
  const match = range ? /^\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})?\)$/.exec(range) : null;
  if (!match) return undefined;
  return { from: match[1] as string, to: match[2] ? dayBefore(match[2]) : null };
}

/** `Key (a, upper(b::text))=(1, X) …` -> `{ a: '1', b: 'X' }`; `{}` when the detail says no key. */
function keyOf(detail: string | undefined): Record<string, string> {
  const match = detail
    ? /^Key \((.*?)\)=\((.*?)\)(?: already exists| is not present| is still referenced| conflicts|\.?$)/s.exec(
        detail,
      )
    : null;
  if (!match) return {};
  const columns = splitTopLevel(match[1] as string, ',');
  const values = splitTopLevel(match[2] as string, ', ');
  if (columns.length !== values.length) return {};
  const key: Record<string, string> = {};
  columns.forEach((expression, index) => {
    key[columnOf(expression)] = values[index] as string;
  });
  return key;
}

/** The first column an expression reads: `upper(code::text)` -> `code`. */
function columnOf(expression: string): string {
  const column = /\b([A-Za-z_][A-Za-z0-9_]*)\b(?!\s*\()/.exec(expression.replace(/::[a-z ]+/g, ''));
  return column ? (column[1] as string) : expression.trim();
}

/** Splits on `separator` outside brackets (ranges like `[2026-01-01,2026-02-01)` stay whole). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i).trim());
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}
