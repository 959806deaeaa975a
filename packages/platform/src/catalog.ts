/**
 * Catalog records: the shape shared by every family whose records have a code (unique
 * case-insensitively), a name, usually a status with a retirement (and its reason) and a
 * reactivation, and who changed what when. Storage (`createCatalogRepository`) and the service
 * side (`createCatalogRecords`: reading, searching, creating, correcting, retiring and
 * reactivating) are written once here. A family names its table, its columns, how a row reads,
 * its extra filters and its refusals; what is its own (capabilities, checks against other
 * families, histories) stays in the family.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Knex } from 'knex';
import { recordReason } from './audit.ts';
import type { Principal } from './auth.ts';
import type { Database } from './db.ts';
import { CATALOG_LIFECYCLE } from './lifecycle.ts';
import { created, ok, type Reply } from './http/replies.ts';
import {
  pageOf,
  pageRequest,
  searchPage,
  SORT_ORDERS,
  type CountedRows,
  type Page,
  type PageRequest,
} from './paging.ts';
import { whereTextMatches } from './text-search.ts';
import {
  assertPrecondition,
  okTagged,
  precondition,
  type Precondition,
  type Versioned,
  versionOf,
} from './preconditions.ts';
import { auditFields, isoTimestamp } from './time.ts';

export type CatalogSort = keyof typeof SORT_ORDERS;
type Executor = Knex.Transaction | Database;

export interface CatalogCriteria<Sort extends CatalogSort = CatalogSort> {
  /** Part of the code or the name, folded (`whereTextMatches`). */
  search?: string | undefined;
  status?: string | undefined;
  /** Exact matches on further columns (snake_case), e.g. `{ station_area_id: id }`; empty ones are left out. */
  filters?: Record<string, string | undefined> | undefined;
  /** Case-insensitive equality on text columns, e.g. `{ code: 'QUAI-12' }`; empty ones are left out. */
  sameText?: Record<string, string | undefined> | undefined;
  sort: Sort;
  /** The rows searched instead of the family's table (its records as they stood on a date). */
  from?: (() => Knex.QueryBuilder) | undefined;
}

/** The columns of a catalog table with a status, a retirement and its reason. */
export const CATALOG_COLUMNS = [
  'id',
  'code',
  'name',
  'status',
  'retirement_reason',
  'retired_at',
  'created_at',
  'updated_at',
  'version',
];

export interface CatalogRow<Status extends string = 'ACTIVE' | 'RETIRED'> {
  id: string;
  code: string;
  name: string;
  status: Status;
  retirement_reason: string | null;
  retired_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** Kept by the database, one more with every update (ADR 0047); the entity tag. */
  version: number | null;
}

/** The fields every catalog record with a retirement has, read from its row; families spread it. */
export function toCatalogRecord<Status extends string>(row: CatalogRow<Status>) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status,
    retirementReason: row.retirement_reason,
    retiredAt: isoTimestamp(row.retired_at),
    ...auditFields(row),
    version: versionOf(row),
  };
}

/** A catalog record whose own fields stand between its name and its status. */
export function catalogRecordWith<Status extends string, Fields extends object>(
  row: CatalogRow<Status>,
  fields: Fields,
) {
  const { id, code, name, ...lifecycle } = toCatalogRecord(row);
  return { id, code, name, ...fields, ...lifecycle };
}

/**
 * A group of a record's fields each held in a column of its own (a station area's
 * capabilities), declared once as field to column: the columns to read, the group read from a
 * row (in the declared order), the columns written for it.
 */
export function columnGroup<Fields extends object>(columnOf: { [K in keyof Fields]-?: string }) {
  const pairs = Object.entries(columnOf) as [keyof Fields & string, string][];
  return {
    columns: pairs.map(([, column]) => column),
    read: (row: object): Fields =>
      Object.fromEntries(
        pairs.map(([field, column]) => [field, (row as Record<string, unknown>)[column]]),
      ) as Fields,
    write: (fields: Fields): Record<string, unknown> =>
      Object.fromEntries(pairs.map(([field, column]) => [column, fields[field]])),
  };
}

export interface CatalogTable<T, R> {
  table: string;
  /** The columns a record is read from; `id`, `code` and `name` among them. */
  columns: string[];
  toRecord(row: R): T;
  /** False when the table keeps no retirement reason (the retirement is still dated). */
  retirementReason?: boolean;
}

export function createCatalogRepository<T, R>(db: Database, spec: CatalogTable<T, R>) {
  const { table, columns, toRecord } = spec;
  const read = (row: R | undefined) => (row ? toRecord(row) : undefined);
  const reason = (value: string | null) =>
    spec.retirementReason === false ? {} : { retirement_reason: value };

  async function update(
    trx: Knex.Transaction,
    id: string,
    changes: Record<string, unknown>,
    actor: string,
  ): Promise<void> {
    await trx(table)
      .where({ id })
      .update({ ...changes, updated_at: trx.fn.now(), updated_by: actor });
  }

  return {
    async insert(trx: Executor, values: Record<string, unknown>, actor: string): Promise<string> {
      const [row] = await trx(table)
        .insert({ ...values, created_by: actor, updated_by: actor })
        .returning('id');
      return (row as { id: string }).id;
    },

    async findById(id: string, trx: Executor = db): Promise<T | undefined> {
      return read(await trx(table).select(columns).where({ id }).first());
    },

    async findByCode(code: string): Promise<T | undefined> {
      return read(await db(table).select(columns).whereRaw('upper(code) = upper(?)', [code]).first());
    },

    /** Reads the record and locks it: `share` lets readers that depend on it proceed together. */
    async lock(
      trx: Knex.Transaction,
      id: string,
      mode: 'share' | 'update' = 'update',
    ): Promise<T | undefined> {
      const query = trx(table).select(columns).where({ id });
      return read(await (mode === 'share' ? query.forShare() : query.forUpdate()).first());
    },

    update,

    /** RETIRED, dated, by `actor`, for `reason` (kept where the table has the column). */
    retire(trx: Knex.Transaction, id: string, why: string | null, actor: string): Promise<void> {
      const retirement = { status: 'RETIRED', ...reason(why), retired_at: trx.fn.now(), retired_by: actor };
      return update(trx, id, retirement, actor);
    },

    /** ACTIVE again: the retirement is cleared. */
    reactivate(trx: Knex.Transaction, id: string, actor: string): Promise<void> {
      return update(
        trx,
        id,
        { status: 'ACTIVE', ...reason(null), retired_at: null, retired_by: null },
        actor,
      );
    },

    async search(criteria: CatalogCriteria, page: PageRequest): Promise<CountedRows<T>> {
      const found = await searchPage<R>(db, {
        filtered: () => {
          const query = criteria.from?.() ?? db(table);
          if (criteria.status) query.where('status', criteria.status);
          for (const [column, value] of Object.entries(criteria.filters ?? {}))
            if (value) query.where(column, value);
          for (const [column, value] of Object.entries(criteria.sameText ?? {}))
            if (value) query.whereRaw('upper(??) = upper(?)', [column, value]);
          if (criteria.search) whereTextMatches(query, criteria.search, 'code', 'name');
          return query;
        },
        columns,
        order: SORT_ORDERS[criteria.sort],
        page,
        textTerm: criteria.search,
      });
      return { ...found, rows: found.rows.map(toRecord) };
    },
  };
}

export type CatalogRepository<T> = ReturnType<typeof createCatalogRepository<T, never>>;

/** The family's refusals, each with its own code and words. */
export interface CatalogRefusals {
  notFound(id: string): Error;
  /**
   * A change (correction, retirement) of a record that is retired, named by its code; families
   * without a status have none.
   */
  retired?(code: string): Error;
  /** A reactivation of a record that is active, named by its code. */
  active?(code: string): Error;
}

interface CatalogRecord {
  code: string;
  status?: string;
}

/**
 * Locks a catalog record (update by default) and refuses it, in its family's words, when
 * missing or retired: for a family that depends on a record of another (a station in an area).
 */
export async function lockActiveRecord<T extends CatalogRecord>(
  repository: Pick<CatalogRepository<T>, 'lock'>,
  refuse: Pick<CatalogRefusals, 'notFound' | 'retired'>,
  trx: Knex.Transaction,
  id: string,
  mode: 'share' | 'update' = 'update',
): Promise<T> {
  const record = await repository.lock(trx, id, mode);
  if (!record) throw refuse.notFound(id);
  if (record.status === 'RETIRED' && refuse.retired) throw refuse.retired(record.code);
  return record;
}

type ChangeOf<T> = (trx: Knex.Transaction, record: T) => Promise<Record<string, unknown> | void>;

/**
 * The service side of a catalog family over its repository. `what` names a record in the
 * words of a stale-representation refusal ("station area").
 */
export function createCatalogRecords<T extends CatalogRecord>(
  db: Database,
  repository: CatalogRepository<T>,
  what: string,
  refuse: CatalogRefusals,
) {
  /** Locks the record (update by default); refuses it when missing or retired. */
  const lockActive = (trx: Knex.Transaction, id: string, mode: 'share' | 'update' = 'update') =>
    lockActiveRecord(repository, refuse, trx, id, mode);

  async function get(id: string): Promise<T> {
    const record = await repository.findById(id);
    if (!record) throw refuse.notFound(id);
    return record;
  }

  async function search(criteria: CatalogCriteria, page: PageRequest): Promise<Page<T>> {
    const { rows, total, totalIsExact } = await repository.search(criteria, page);
    return pageOf(page, rows, total, totalIsExact);
  }

  /** Applies the changes `change` answers to the locked, active record; answers it after them. */
  function change(id: string, actor: string, changeOf: ChangeOf<T>, check?: (record: T) => void): Promise<T> {
    return db.transaction(async (trx) => {
      const record = await lockActive(trx, id);
      check?.(record);
      await repository.update(trx, id, (await changeOf(trx, record)) ?? {}, actor);
      return (await repository.findById(id, trx)) as T;
    });
  }

  /** Moves the locked record along the catalog lifecycle, refused with the family's words. */
  function move(
    id: string,
    name: 'retire' | 'reactivate',
    write: (trx: Knex.Transaction, record: T) => Promise<void>,
  ): Promise<T> {
    return db.transaction(async (trx) => {
      const record = await repository.lock(trx, id);
      if (!record) throw refuse.notFound(id);
      const refusal = name === 'retire' ? refuse.retired : (refuse.active ?? refuse.retired);
      CATALOG_LIFECYCLE.next(record.status as 'ACTIVE' | 'RETIRED', name, () =>
        refusal ? refusal(record.code) : new Error(`A ${what} has no lifecycle to ${name}.`),
      );
      await write(trx, record);
      return (await repository.findById(id, trx)) as T;
    });
  }

  /**
   * Inserts the values `valuesOf` answers in one transaction (a taken code is refused by the
   * platform's map of constraints, from the family's constraint table).
   */
  function create(
    actor: string,
    valuesOf: (trx: Knex.Transaction) => Promise<Record<string, unknown>> | Record<string, unknown>,
  ): Promise<string> {
    return db.transaction(async (trx) => repository.insert(trx, await valuesOf(trx), actor));
  }

  /**
   * A correction under `If-Match` of an active record. The families that correct under it keep
   * a `version` (ADR 0047); the others (categories, rule domains) have no correction.
   */
  function correct(id: string, actor: string, wanted: Precondition, changeOf: ChangeOf<T>) {
    return change(id, actor, changeOf, (record) => assertPrecondition(wanted, record as T & Versioned, what));
  }

  return {
    lockActive,
    create,
    correct,
    change,

    /** Creation and correction of a family whose records have only a code and a name of their own. */
    named: {
      create: (input: { code: string; name: string }, actor: string) =>
        create(actor, () => ({ code: input.code, name: input.name })),
      correct: (id: string, patch: { code?: string; name?: string }, actor: string, wanted?: Precondition) =>
        correct(id, actor, wanted, async () => patch),
    },

    get,
    search,
    /** The reads every catalog service answers as they are. */
    reads: { get, search },
    /**
     * The record as the owner of periods (a line's operators): read, or share-locked while a
     * period is added, so that periods may be added side by side and a retirement waits for them.
     */
    owner: {
      get,
      lock: (trx: Knex.Transaction, id: string) => lockActive(trx, id, 'share'),
    },

    /** Retires an active record, once `check` (run on the locked record) lets it. */
    retire(
      id: string,
      reason: string | null,
      actor: string,
      check?: (trx: Knex.Transaction, record: T) => Promise<void>,
    ): Promise<T> {
      return move(id, 'retire', async (trx, record) => {
        await recordReason(trx, reason);
        await check?.(trx, record);
        await repository.retire(trx, id, reason, actor);
      });
    },

    reactivate(id: string, actor: string): Promise<T> {
      return move(id, 'reactivate', (trx) => repository.reactivate(trx, id, actor));
    },
  };
}

/** The query of a catalog search, as the contracts name its parameters. */
interface CatalogQuery {
  search?: string;
  status?: string;
  sort?: CatalogSort;
  page?: number;
  size?: number;
}

/** What catalog handlers ask of a family's service (its own input types, checked per family). */
interface CatalogService<Create, Correct> {
  create?(input: Create, actor: string): Promise<string>;
  search(criteria: CatalogCriteria, page: PageRequest): Promise<Page<unknown>>;
  get?(id: string): Promise<Versioned>;
  correct?(id: string, patch: Correct, actor: string, wanted?: Precondition): Promise<Versioned>;
  retire?(id: string, reason: string, actor: string): Promise<unknown>;
}

/**
 * The handlers every catalog family answers the same way: creation (201 with `Location` under
 * `path`), search (with the family's further criteria, `narrow`), read and correction (with
 * `ETag`, under `If-Match`), retirement with a reason (200 with the record). A family maps its
 * operations onto them.
 */
export function catalogHandlers<Create, Correct, Query = CatalogQuery>(
  service: CatalogService<Create, Correct>,
  path: string,
  narrow: (query: Query) => Partial<CatalogCriteria> = () => ({}),
) {
  return {
    async create({ body, principal }: { body: Create; principal: Principal }): Promise<Reply> {
      const id = (await service.create?.(body, principal.subject)) as string;
      return created(id, `${path}/${id}`);
    },
    async search({ query }: { query: Query & CatalogQuery }): Promise<Reply> {
      const { search, status, sort = 'codeAsc' } = query;
      return ok(await service.search({ search, status, sort, ...narrow(query) }, pageRequest(query)));
    },
    async get({ params }: { params: { id: string } }): Promise<Reply> {
      return okTagged((await service.get?.(params.id)) as Versioned);
    },
    async correct(request: {
      params: { id: string };
      body: Correct;
      principal: Principal;
      headers: IncomingHttpHeaders;
    }): Promise<Reply> {
      const { params, body, principal, headers } = request;
      const corrected = await service.correct?.(params.id, body, principal.subject, precondition(headers));
      return okTagged(corrected as Versioned);
    },
    async retire(request: { params: { id: string }; body: { reason: string }; principal: Principal }) {
      const { params, body, principal } = request;
      return ok(await service.retire?.(params.id, body.reason, principal.subject));
    },
  };
}
