/**
 * Valid time, one mechanism (ADRs 0022, 0036): what held of a record on each date, as
 * effective-dated rows of a table of its own, never overlapping (the table's exclusion
 * constraint), `effective_to` inclusive and null while open. A record's changing fields
 * (`carrier_states`), and the links of an owner to a subject (an authorization's holder and
 * vehicles, a line's operators: `link` in the table's declaration), are read, scheduled,
 * cancelled and corrected by the same functions: `createDatedStates` (storage and the modes of
 * a history), `createDatedHistory` (its service side) and `datedHistoryHandlers` (its handlers).
 */
import type { Knex } from 'knex';
import { currentRequestContext, withRequestContext } from './audit.ts';
import type { Principal } from './auth.ts';
import type { Database } from './db.ts';
import { created, noContent, ok } from './http-app.ts';
import { pageOf, pageRequest, searchPage, type Page, type PageRequest } from './paging.ts';
import { foldedColumn } from './text-search.ts';
import { dayAfter, dayBefore, isoTimestamp } from './time.ts';

type Executor = Knex.Transaction | Database;

/** A link's period as a listing reads it; families show it under their own names (`periodShape`). */
export interface Period {
  id: string;
  ownerId: string;
  subjectId: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  createdAt: string;
  createdBy: string;
}

/** What a reading asks: every period (`history`), else the periods in force on `at`. */
export interface PeriodReading {
  history: boolean;
  at: string;
}

/** The reading a request asks for: `history=true`, else what is in force `at` (today by default). */
export function periodReading(query: { at?: string; history?: boolean }, today: string): PeriodReading {
  return { history: query.history === true, at: query.at ?? today };
}

export interface PeriodFilter extends PeriodReading {
  ownerId?: string | undefined;
  subjectId?: string | undefined;
}

interface PeriodRow {
  id: string;
  owner_id: string;
  subject_id: string;
  effective_from: string;
  effective_to: string | null;
  created_at: Date;
  created_by: string;
}

const toPeriod = (row: PeriodRow): Period => ({
  id: row.id,
  ownerId: row.owner_id,
  subjectId: row.subject_id,
  effectiveFrom: row.effective_from,
  effectiveTo: row.effective_to,
  createdAt: isoTimestamp(row.created_at) as string,
  createdBy: row.created_by,
});

/**
 * How a family shows its links' periods: the names it gives the owner and the subject, the first
 * of the two right after the id and the other last (`{ id, carrierId, effectiveFrom, ...,
 * coordinationId }`).
 */
export function periodShape<T>(names: { owner: string; subject: string; first: 'owner' | 'subject' }) {
  return ({ id, ownerId, subjectId, ...dates }: Period): T => {
    const [firstName, firstValue, lastName, lastValue] =
      names.first === 'owner'
        ? [names.owner, ownerId, names.subject, subjectId]
        : [names.subject, subjectId, names.owner, ownerId];
    return { id, [firstName]: firstValue, ...dates, [lastName]: lastValue } as T;
  };
}

type PageQuery = { page?: number; size?: number };

/** What the handlers of links under their owner ask of a family's service. */
interface OwnedLinkService<Input> {
  add(ownerId: string, input: Input, actor: string): Promise<string>;
  list(ownerId: string, reading: PeriodReading, page: PageRequest): Promise<unknown>;
  end(ownerId: string, id: string, effectiveTo: string, actor: string): Promise<unknown>;
}

/**
 * The handlers of links under an owner (`/{id}/members`): adding one (201, `Location` the
 * owner's history under `path`), reading them (history, or in force `at`, today by default) and
 * ending one named by the path parameter `periodParam`.
 */
export function ownedPeriodHandlers<Input, Param extends string>(
  service: OwnedLinkService<Input>,
  options: { path: (ownerId: string) => string; periodParam: Param; today: () => string },
) {
  return {
    async add({ params, body, principal }: { params: { id: string }; body: Input; principal: Principal }) {
      const id = await service.add(params.id, body, principal.subject);
      return created(id, `${options.path(params.id)}?history=true`);
    },
    async list({
      params,
      query,
    }: {
      params: { id: string };
      query: PageQuery & { at?: string; history?: boolean };
    }) {
      return ok(await service.list(params.id, periodReading(query, options.today()), pageRequest(query)));
    },
    async end(request: {
      params: { id: string } & Record<Param, string>;
      body: { effectiveTo: string };
      principal: Principal;
    }) {
      const { params, body, principal } = request;
      return ok(
        await service.end(params.id, params[options.periodParam], body.effectiveTo, principal.subject),
      );
    },
  };
}

/** The record whose history is read and written: its id, or a link's two ends. */
export type DatedKey = string | LinkKey;

/** A link of an owner (an authorization, a line) to a subject (a vehicle, a carrier). */
export interface LinkKey {
  ownerId: string;
  subjectId: string;
}

/**
 * The rows of a table are a link's periods: of its owner (`ownerColumn`) to a subject
 * (`subjectColumn`).
 * - `successive`: one subject at a time (an authorization's holder). The record is the owner and
 *   the subject one of its state's fields; a change from a day with no row in force opens a row
 *   there (up to the day before the next one), a gap being "no subject".
 * - otherwise the record is the pair, each row a separate period of the link (an authorization's
 *   vehicle, a line's operator): a period is added, or inserted as a correction, in a gap and
 *   never splits another; a correction moves a period's first or last day without moving its
 *   neighbours; a cancelled period leaves its gap.
 */
export interface LinkTable {
  subjectColumn: string;
  /** Which of the two a listing is ordered by first (then `effective_from`, the other, `id`). */
  listedBy: 'owner' | 'subject';
  successive?: boolean;
}

/**
 * Dated states: what held of a record on each date, as effective-dated rows of its own table
 * (`carrier_states`, `vehicle_states`), one row per period, never overlapping (the table's
 * exclusion constraint), `effective_to` inclusive and null while open. Each row holds the whole
 * state of the record's changing fields for its period (a carrier's status, a vehicle's owner,
 * category, lifecycle and seats), so that a read on a date is one row.
 *
 * The writes are the modes of a dated history:
 * - `change`: from a date (today or later), closing the row in force the day before; a change
 *   from the first day of a row replaces that row's values; with later rows, refused
 *   (`scheduled`) unless `override` carries the changed fields onto them;
 * - `insert`: a change between two rows, from any date, keeping the later rows;
 * - `correct`: a row's values and its first day, in place (the row before follows);
 * - `end`: a row ended on a date, without a successor;
 * - `cancel`: a row not yet in force removed, the row before resuming its end.
 * Changes dated in the past are refused by `change` (and a link's `add`); `insert`, `correct`
 * and `end` are the corrections, which the family guards with its own permission. A link's
 * table (`link`) changes how `insert`, `correct` and `cancel` treat the rows around (see
 * `LinkTable`).
 */
export interface DatedStateTable<S> {
  table: string;
  ownerColumn: string;
  /** The rows are a link's periods (an authorization's holder or vehicles, a line's operators). */
  link?: LinkTable;
  /** Each field of the state and the column holding it. */
  fields: { readonly [K in keyof S]: string };
  /**
   * The record's own table, whose columns of these fields hold its latest row's values; or,
   * with `inForce`, the values of the row in force today (a projection that today's reads use
   * as they are, without a join).
   */
  mirror?: { table: string; fields: readonly (keyof S)[]; inForce?: InForceProjection<S> };
}

/**
 * A projection of the row in force today on the record's own row. `dueColumn` holds the first
 * day on which it may no longer hold (the day after its row ends, or the next row's first day
 * in a gap; null when nothing is to come); `refreshDue` re-projects the records due, and runs
 * once a day before today's reads, so no daily job is needed.
 */
export interface InForceProjection<S> {
  today: () => string;
  /** The column of the first day the projection may no longer hold. */
  dueColumn: string;
  /** The values projected while no row is in force (a gap). */
  vacant: Partial<S>;
}

export interface DatedState<S> {
  id: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  /** What held; absent on a link without fields of its own (its rows are the periods it holds). */
  state: S;
  updatedAt: string;
  updatedBy: string;
}

/** One entry of a record's timeline: a row, or a gap (`id` and `state` null) between two. */
export interface TimelineEntry<S> {
  id: string | null;
  effectiveFrom: string;
  effectiveTo: string | null;
  gap: boolean;
  /** In force today. */
  current: boolean;
  /** Starting after today. */
  future: boolean;
  /** What held (null in a gap); absent on a link without fields of its own. */
  state?: S | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The family's refusals of dated changes, each naming the field at fault. */
export interface DatedStateRefusals {
  /** A change from a date before today, outside a correction (`field` the date at fault). */
  inPast(effectiveFrom: string, today: string, field?: string): Error;
  /** A change from a date with a later change already recorded. */
  scheduled(effectiveFrom: string, next: string): Error;
  /** No row is in force on the date. */
  noState(date: string, field: string): Error;
  /** No row of the record has the id. */
  rowNotFound(id: string): Error;
  /** A cancellation of a row already in force. */
  notScheduled(effectiveFrom: string, today: string): Error;
  /** A correction whose period would overlap another row's. */
  overlaps(field: string, date: string, other: { effectiveFrom: string; effectiveTo: string | null }): Error;
  /** A period running backwards. */
  invalid(effectiveFrom: string, effectiveTo: string, field: string): Error;
  /** A change from a date on which the record is retired (`status`). */
  retired(date: string, status: string): Error;
}

const IN_FORCE = `daterange(effective_from, effective_to, '[]') @> ?::date`;

const inRange = (row: { effectiveFrom: string; effectiveTo: string | null }, date: string) =>
  row.effectiveFrom <= date && (row.effectiveTo === null || row.effectiveTo >= date);

/**
 * A key of a record that one record at a time may hold on any day, among its dated rows in a
 * given state: a bay's code among the ACTIVE bays of its area, an identifier's value among the
 * identifiers not revoked. A partial unique index on the record's own columns only sees one day
 * (today's projection, or the latest row); this sees every day of every row.
 */
export interface DatedUniqueKey {
  /** The dated rows (`bay_states`), the column naming their record, and the record's table. */
  states: string;
  ownerColumn: string;
  owner: string;
  /** The record's columns the key is made of, copied onto each of its rows, with their types. */
  copied: Readonly<Record<string, string>>;
  /** The key's elements over those columns, as the record's unique index has them: `upper(code)`. */
  key: readonly string[];
  /** The rows in which the key is held: `status = 'ACTIVE'`. */
  where: string;
  /** The exclusion constraint's name, which the family's constraint map declares (ADR 0015). */
  constraint: string;
}

/**
 * SQL (for a migration) holding a `DatedUniqueKey` in the database: the key's columns copied
 * from the record onto its rows, kept so by triggers whatever writes either table (a row takes
 * them when written, a record's change of them reaches all its rows), and an exclusion
 * constraint refusing two rows of different records with the same key whose periods overlap in
 * that state. A row's own record never clashes with itself: its rows never overlap.
 */
export function datedUniqueKeySql(spec: DatedUniqueKey): string {
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const columns = Object.entries(spec.copied);
  const states = q(spec.states);
  const owner = q(spec.owner);
  const copyOnRow = q(`${spec.states}_copy_owner_key`);
  const copyToRows = q(`${spec.owner}_key_to_${spec.states}`);
  const names = columns.map(([c]) => q(c));
  return `
    ALTER TABLE ${states} ${columns.map(([c, type]) => `ADD COLUMN ${q(c)} ${type}`).join(', ')};
    UPDATE ${states} s SET ${names.map((c) => `${c} = o.${c}`).join(', ')}
      FROM ${owner} o WHERE o.id = s.${q(spec.ownerColumn)};
    CREATE FUNCTION ${copyOnRow}() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
    BEGIN
      SELECT ${names.map((c) => `o.${c}`).join(', ')} INTO ${names.map((c) => `NEW.${c}`).join(', ')}
        FROM ${owner} o WHERE o.id = NEW.${q(spec.ownerColumn)};
      RETURN NEW;
    END;
    $$;
    CREATE TRIGGER copy_owner_key BEFORE INSERT OR UPDATE ON ${states}
      FOR EACH ROW EXECUTE FUNCTION ${copyOnRow}();
    CREATE FUNCTION ${copyToRows}() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
    BEGIN
      UPDATE ${states} SET ${names.map((c) => `${c} = NEW.${c}`).join(', ')}
       WHERE ${q(spec.ownerColumn)} = NEW.id;
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER ${q(`key_to_${spec.states}`)} AFTER UPDATE OF ${names.join(', ')} ON ${owner}
      FOR EACH ROW WHEN (${names.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ')})
      EXECUTE FUNCTION ${copyToRows}();
    ALTER TABLE ${states} ADD CONSTRAINT ${q(spec.constraint)} EXCLUDE USING gist (
      ${spec.key.map((k) => `${k} WITH =`).join(', ')},
      daterange(effective_from, effective_to, '[]') WITH &&
    ) WHERE (${spec.where});
  `;
}

export function createDatedStates<S extends object>(db: Database, spec: DatedStateTable<S>) {
  const { table, ownerColumn, link } = spec;
  /** A link whose periods are separate (not one subject at a time): see `LinkTable`. */
  const separate = link !== undefined && link.successive !== true;
  const fields = Object.entries(spec.fields) as [keyof S & string, string][];
  /** The columns naming the record: its owner, and a separate link's subject. */
  const keyColumns = (key: DatedKey): Record<string, string> =>
    typeof key === 'string'
      ? { [ownerColumn]: key }
      : { [ownerColumn]: key.ownerId, [(link as LinkTable).subjectColumn]: key.subjectId };
  const columns = [
    'id',
    'effective_from',
    'effective_to',
    'updated_at',
    'updated_by',
    ...fields.map(([, c]) => c),
  ];
  const toRow = (row: Record<string, unknown>): DatedState<S> => {
    // An instant of the state (a revocation's) is answered as its ISO text, as elsewhere.
    const state = Object.fromEntries(
      fields.map(([field, column]) => {
        const value = row[column];
        return [field, value instanceof Date ? isoTimestamp(value) : value];
      }),
    ) as S;
    return {
      id: row.id as string,
      effectiveFrom: row.effective_from as string,
      effectiveTo: row.effective_to as string | null,
      // A link without fields of its own answers no state (its rows are the periods it holds).
      ...(fields.length === 0 ? {} : { state }),
      updatedAt: isoTimestamp(row.updated_at as Date) as string,
      updatedBy: row.updated_by as string,
    } as DatedState<S>;
  };
  const toColumns = (state: Partial<S>) =>
    Object.fromEntries(
      fields.filter(([field]) => field in state).map(([field, column]) => [column, state[field]]),
    );
  const touched = (trx: Knex.Transaction, actor: string) => ({ updated_at: trx.fn.now(), updated_by: actor });

  /** Every row of the record, earliest first (locked in a transaction). */
  async function rows(trx: Executor, key: DatedKey): Promise<DatedState<S>[]> {
    const query = trx(table).select(columns).where(keyColumns(key)).orderBy('effective_from', 'asc');
    return (
      (await ((trx as Knex.Transaction).isTransaction ? query.forUpdate() : query)) as Record<
        string,
        unknown
      >[]
    ).map(toRow);
  }

  /** Copies the latest row's values onto the record's own row, marking the record updated. */
  async function mirror(trx: Knex.Transaction, key: DatedKey, actor: string): Promise<void> {
    if (!spec.mirror || typeof key !== 'string') return;
    const ownerId = key;
    if (spec.mirror.inForce) return project(trx, ownerId, spec.mirror.inForce, actor);
    const mirrored = spec.mirror.fields.map((field) => spec.fields[field]);
    const latest = await trx(table)
      .select(mirrored)
      .where(ownerColumn, ownerId)
      .orderBy('effective_from', 'desc')
      .first();
    await trx(spec.mirror.table)
      .where({ id: ownerId })
      .update({ ...(latest ?? {}), ...touched(trx, actor) });
  }

  /** Copies the values of the row in force today onto the record's own row, with when they end. */
  async function project(
    trx: Knex.Transaction,
    ownerId: string,
    projection: InForceProjection<S>,
    actor: string | undefined,
  ): Promise<void> {
    const mirror = spec.mirror as NonNullable<DatedStateTable<S>['mirror']>;
    const today = projection.today();
    const all = await rows(trx, ownerId);
    const current = all.find((row) => inRange(row, today));
    const next = all.find((row) => row.effectiveFrom > today);
    const values: Partial<S> = current
      ? (Object.fromEntries(mirror.fields.map((field) => [field, current.state[field]])) as Partial<S>)
      : projection.vacant;
    const due = current
      ? current.effectiveTo === null
        ? null
        : dayAfter(current.effectiveTo)
      : (next?.effectiveFrom ?? null);
    await trx(mirror.table)
      .where({ id: ownerId })
      .update({
        ...toColumns(values),
        [projection.dueColumn]: due,
        ...touched(trx, actor ?? current?.updatedBy ?? next?.updatedBy ?? 'registry'),
      });
  }

  /** Re-projects the records whose projection is due on `today` (see `InForceProjection`). */
  async function refreshDue(today: string): Promise<number> {
    const projection = spec.mirror?.inForce;
    if (!projection || !spec.mirror) return 0;
    const { table: main } = spec.mirror;
    const due = (await db(main).select('id').where(projection.dueColumn, '<=', today)) as { id: string }[];
    // Each record in its own transaction. One may fail where another still projects a state
    // that ends today (a bay active from today with the code of a bay decommissioned from today,
    // re-projected first): it is tried again once the others are done. A record that still
    // fails keeps its projection and stays due (the next write of it, or tomorrow's first
    // read, tries again): a read is never refused for it, and reads at a date join its rows.
    let pending = due.map(({ id }) => id);
    for (let pass = 0; pass < 2 && pending.length > 0; pass += 1) {
      const failed: string[] = [];
      for (const id of pending) {
        try {
          await db.transaction(async (trx) => {
            await trx(main).select('id').where({ id }).forUpdate();
            await project(trx, id, projection, undefined);
          });
        } catch {
          failed.push(id);
        }
      }
      pending = failed;
    }
    return due.length - pending.length;
  }
  let refreshed: { day: string; done: Promise<number> } | undefined;
  let heldOn: string | undefined;

  async function insertRow(
    trx: Knex.Transaction,
    key: DatedKey,
    from: string,
    to: string | null,
    state: Partial<S>,
    actor: string,
  ): Promise<string> {
    const [row] = await trx(table)
      .insert({
        ...keyColumns(key),
        effective_from: from,
        effective_to: to,
        ...toColumns(state),
        created_by: actor,
        updated_by: actor,
      })
      .returning('id');
    return (row as { id: string }).id;
  }

  /** How a link's periods are read under the names `owner_id` and `subject_id`. */
  function linkReads() {
    if (!link) throw new Error(`${table} is not declared a link`);
    const { subjectColumn } = link;
    const columns = [
      'id',
      `${ownerColumn} as owner_id`,
      `${subjectColumn} as subject_id`,
      'effective_from',
      'effective_to',
      'created_at',
      'created_by',
    ];
    const [first, second] =
      link.listedBy === 'owner' ? ['owner_id', 'subject_id'] : ['subject_id', 'owner_id'];
    const order = [first as string, 'effective_from', second as string, 'id'].map((column) => ({
      column,
      order: 'asc' as const,
    }));
    const narrowed = (
      query: Knex.QueryBuilder,
      where: { ownerId?: string | undefined; subjectId?: string | undefined },
    ) => {
      if (where.ownerId) query.where(ownerColumn, where.ownerId);
      if (where.subjectId) query.where(subjectColumn, where.subjectId);
      return query;
    };
    return { columns, order, narrowed };
  }

  const update = (trx: Knex.Transaction, id: string, changes: Record<string, unknown>, actor: string) =>
    trx(table)
      .where({ id })
      .update({ ...changes, ...touched(trx, actor) });

  return {
    /**
     * Brings the in-force projection up to today: the first call of each day re-projects the
     * records whose scheduled change has come due (a handful), the others wait for it or pass.
     * A write, run by the service's refresher (`refreshProjections`), never by a read.
     */
    refresh(): Promise<number> {
      const today = spec.mirror?.inForce?.today();
      if (today === undefined) return Promise.resolve(0);
      if (refreshed?.day !== today) {
        // Written as the registry's own work, outside an `asKnownAt` read's views.
        const context = currentRequestContext();
        const done = withRequestContext(
          {
            subject: 'registry',
            requestId: context?.requestId ?? 'refresh',
            operation: 'refreshDueStates',
            writes: true,
          },
          () => refreshDue(today),
        );
        refreshed = { day: today, done };
        done.catch(() => {
          if (refreshed?.done === done) refreshed = undefined;
        });
      }
      return refreshed.done;
    },

    /**
     * Whether the projection holds today for every record (none is due): read only, and
     * remembered for the rest of the day once true (a write projects its record for today).
     */
    async projectionHolds(): Promise<boolean> {
      const projection = spec.mirror?.inForce;
      if (!projection || !spec.mirror) return false;
      const today = projection.today();
      if (heldOn === today) return true;
      const due = await db(spec.mirror.table).first('id').where(projection.dueColumn, '<=', today);
      if (due) return false;
      heldOn = today;
      return true;
    },

    /** The row in force on `date`, if any. */
    async at(ownerId: string, date: string, trx: Executor = db): Promise<DatedState<S> | undefined> {
      const row = await trx(table)
        .select(columns)
        .where(ownerColumn, ownerId)
        .whereRaw(`daterange(effective_from, effective_to, '[]') @> ?::date`, [date])
        .first();
      return row ? toRow(row) : undefined;
    },

    /** Joins to `query` the row in force on `date` of the record `ownerRef` (a column), as `alias`. */
    joinAt(query: Knex.QueryBuilder, ownerRef: string, date: string, alias: string): Knex.QueryBuilder {
      return query.joinRaw(
        `LEFT JOIN ${table} AS ${alias} ON ${alias}.${ownerColumn} = ${ownerRef}
           AND daterange(${alias}.effective_from, ${alias}.effective_to, '[]') @> ?::date`,
        [date],
      );
    },

    /**
     * The records of `main` with their state on `date` from the row in force (null in a gap), as
     * a table `<main>_on` of the plain `columns` (those of the state read from the row), and the
     * folded copies of the `searched` ones.
     */
    recordsAt(
      main: string,
      columns: readonly string[],
      date: string,
      searched: readonly string[] = [],
    ): Knex.QueryBuilder {
      const stateColumns = new Set(fields.map(([, column]) => column));
      // The folded copies of the columns a search matches on (`whereTextMatches`) come along.
      const selected = [
        ...columns.map((c) => (stateColumns.has(c) ? `s.${c}` : `r.${c}`)),
        ...searched.map((c) => `r.${foldedColumn(c)}`),
      ];
      return db.from(this.joinAt(db({ r: main }).select(selected), 'r.id', date, 's').as(`${main}_on`));
    },

    rows,

    /** The first row of a new record. */
    open: (trx: Knex.Transaction, ownerId: string, from: string, state: S, actor: string) =>
      insertRow(trx, ownerId, from, null, state, actor),

    /** A link's periods in force on `at` (or all of them), of an owner and/or a subject, paged. */
    async list(filter: PeriodFilter, page: PageRequest): Promise<{ rows: Period[]; total: number }> {
      const { columns: selected, order, narrowed } = linkReads();
      const { rows: found, total } = await searchPage<PeriodRow>(db, {
        filtered: () => {
          const query = narrowed(db(table), filter);
          return filter.history ? query : query.whereRaw(IN_FORCE, [filter.at]);
        },
        columns: selected,
        order,
        page,
      });
      return { rows: found.map(toPeriod), total };
    },

    /** A link's periods in force on `at`, of the owner and/or the subject, earliest first. */
    async inForce(where: { ownerId?: string; subjectId?: string }, at: string): Promise<Period[]> {
      const { columns: selected, narrowed } = linkReads();
      const query = narrowed(db(table).select(selected), where).whereRaw(IN_FORCE, [at]);
      return ((await query.orderBy('effective_from', 'asc')) as PeriodRow[]).map(toPeriod);
    },

    /** A link's period by its id. */
    async period(id: string, trx: Executor = db): Promise<Period | undefined> {
      const row = (await trx(table).select(linkReads().columns).where({ id }).first()) as
        PeriodRow | undefined;
      return row ? toPeriod(row) : undefined;
    },

    /** The writes of the history, refused with the record's own refusals. */
    writes(refuse: DatedStateRefusals) {
      /**
       * Splits the row in force on `from` there, the new row taking `decide`'s changes; on a day
       * with no row in force, a successive link opens one there up to the day before the next.
       */
      async function split(
        trx: Knex.Transaction,
        all: DatedState<S>[],
        key: DatedKey,
        from: string,
        decide: (current: S) => Partial<S>,
        actor: string,
      ): Promise<{ id: string; state: S; replaced: boolean }> {
        const current = all.find((row) => inRange(row, from));
        if (!current) {
          if (link?.successive !== true) throw refuse.noState(from, 'body.effectiveFrom');
          const next = all.find((row) => row.effectiveFrom > from);
          // In a gap, nothing holds: the state is the change's fields alone.
          const state = decide({} as S) as S;
          const to = next ? dayBefore(next.effectiveFrom) : null;
          return { id: await insertRow(trx, key, from, to, state, actor), state, replaced: false };
        }
        const patch = decide(current.state);
        const state = { ...current.state, ...patch };
        if (current.effectiveFrom === from) {
          await update(trx, current.id, toColumns(patch), actor);
          return { id: current.id, state, replaced: true };
        }
        await update(trx, current.id, { effective_to: dayBefore(from) }, actor);
        return {
          id: await insertRow(trx, key, from, current.effectiveTo, state, actor),
          state,
          replaced: false,
        };
      }

      const find = (all: DatedState<S>[], id: string) => {
        const row = all.find((r) => r.id === id);
        if (!row) throw refuse.rowNotFound(id);
        return row;
      };

      /** The other row of `all` that the period from `from` to `to` would overlap, if any. */
      const overlapping = (all: DatedState<S>[], from: string, to: string | null, except?: string) =>
        all.find(
          (r) =>
            r.id !== except &&
            r.effectiveFrom <= (to ?? '9999-12-31') &&
            (r.effectiveTo ?? '9999-12-31') >= from,
        );

      return {
        /**
         * A change from `from` (today or later): `decide` reads the state in force that day and
         * answers the fields that change (or throws the family's refusal).
         */
        async change(
          trx: Knex.Transaction,
          key: DatedKey,
          input: { from: string; today: string; override?: boolean },
          decide: (current: S) => Partial<S>,
          actor: string,
        ): Promise<{ id: string; state: S }> {
          if (input.from < input.today) throw refuse.inPast(input.from, input.today);
          const all = await rows(trx, key);
          const later = all.filter((row) => row.effectiveFrom > input.from);
          if (later.length > 0 && !input.override)
            throw refuse.scheduled(input.from, (later[0] as DatedState<S>).effectiveFrom);
          let changed: Partial<S> = {};
          const result = await split(
            trx,
            all,
            key,
            input.from,
            (current) => (changed = decide(current)),
            actor,
          );
          const carried = toColumns(changed);
          if (later.length > 0 && Object.keys(carried).length > 0)
            await trx(table)
              .whereIn(
                'id',
                later.map((row) => row.id),
              )
              .update({ ...carried, ...touched(trx, actor) });
          await mirror(trx, key, actor);
          return result;
        },

        /**
         * A separate link's new period from `from` (today or later) to `to` (open when null). An
         * overlap with another period of the link is left to the table's exclusion constraint,
         * which the family maps to its refusal.
         */
        async add(
          trx: Knex.Transaction,
          key: LinkKey,
          input: { from: string; to: string | null; today: string },
          state: S,
          actor: string,
        ): Promise<string> {
          if (input.from < input.today) throw refuse.inPast(input.from, input.today);
          if (input.to !== null && input.to < input.from)
            throw refuse.invalid(input.from, input.to, 'body.effectiveTo');
          return insertRow(trx, key, input.from, input.to, state, actor);
        },

        /**
         * A period inserted from any date, the later rows kept: a state's row in force splits; a
         * separate link's period goes in a gap, up to `to` or the day before the next period.
         */
        async insert(
          trx: Knex.Transaction,
          key: DatedKey,
          from: string,
          decide: (current: S) => Partial<S>,
          actor: string,
          to?: string,
        ): Promise<{ id: string; state: S }> {
          const all = await rows(trx, key);
          if (separate) {
            if (to !== undefined && to < from) throw refuse.invalid(from, to, 'body.effectiveTo');
            const covering = all.find((row) => inRange(row, from));
            if (covering) throw refuse.overlaps('body.effectiveFrom', from, covering);
            const next = all.find((row) => row.effectiveFrom > from);
            if (next && to !== undefined && to >= next.effectiveFrom)
              throw refuse.overlaps('body.effectiveTo', to, next);
            const state = decide({} as S) as S;
            const end = to ?? (next ? dayBefore(next.effectiveFrom) : null);
            return { id: await insertRow(trx, key, from, end, state, actor), state };
          }
          const starting = all.find((row) => row.effectiveFrom === from);
          if (starting) throw refuse.overlaps('body.effectiveFrom', from, starting);
          const result = await split(trx, all, key, from, decide, actor);
          await mirror(trx, key, actor);
          return result;
        },

        /**
         * Corrects the row `id` in place: its values, and its first day (the row before follows).
         * A separate link's period takes a first and a last day of its own, its neighbours kept.
         */
        async correct(
          trx: Knex.Transaction,
          key: DatedKey,
          id: string,
          input: {
            effectiveFrom?: string | undefined;
            effectiveTo?: string | undefined;
            state: (current: S) => Partial<S>;
          },
          actor: string,
        ): Promise<DatedState<S>> {
          const all = await rows(trx, key);
          const row = find(all, id);
          const changes: Record<string, unknown> = toColumns(input.state(row.state));
          const from = input.effectiveFrom;
          if (separate) {
            const first = from ?? row.effectiveFrom;
            const last = input.effectiveTo ?? row.effectiveTo;
            if (last !== null && last < first)
              throw refuse.invalid(
                first,
                last,
                input.effectiveTo === undefined ? 'body.effectiveFrom' : 'body.effectiveTo',
              );
            const clash = overlapping(all, first, last, id);
            if (clash) {
              const field =
                clash.effectiveFrom > row.effectiveFrom && input.effectiveTo !== undefined
                  ? 'body.effectiveTo'
                  : 'body.effectiveFrom';
              throw refuse.overlaps(field, field === 'body.effectiveTo' ? (last as string) : first, clash);
            }
            await update(trx, id, { ...changes, effective_from: first, effective_to: last }, actor);
          } else if (from !== undefined && from !== row.effectiveFrom) {
            if (row.effectiveTo !== null && from > row.effectiveTo)
              throw refuse.invalid(from, row.effectiveTo, 'body.effectiveFrom');
            const before = all.find((r) => r.effectiveTo === dayBefore(row.effectiveFrom));
            const others = all.filter((r) => r.id !== before?.id);
            const clash =
              overlapping(others, from, row.effectiveTo, id) ??
              (before && from <= before.effectiveFrom ? before : undefined);
            if (clash) throw refuse.overlaps('body.effectiveFrom', from, clash);
            // The row before ends the day before the new first day, before the row moves onto it.
            if (before && from < row.effectiveFrom)
              await update(trx, before.id, { effective_to: dayBefore(from) }, actor);
            await update(trx, id, { ...changes, effective_from: from }, actor);
            if (before && from > row.effectiveFrom)
              await update(trx, before.id, { effective_to: dayBefore(from) }, actor);
          } else {
            await update(trx, id, changes, actor);
          }
          await mirror(trx, key, actor);
          return (await rows(trx, key)).find((r) => r.id === id) as DatedState<S>;
        },

        /** Ends the row `id` on `effectiveTo`, without a successor. */
        async end(
          trx: Knex.Transaction,
          key: DatedKey,
          id: string,
          effectiveTo: string,
          actor: string,
        ): Promise<DatedState<S>> {
          const all = await rows(trx, key);
          const row = find(all, id);
          if (effectiveTo < row.effectiveFrom)
            throw refuse.invalid(row.effectiveFrom, effectiveTo, 'body.effectiveTo');
          const next = all.find((r) => r.effectiveFrom > row.effectiveFrom);
          if (next && next.effectiveFrom <= effectiveTo)
            throw refuse.overlaps('body.effectiveTo', effectiveTo, next);
          await update(trx, id, { effective_to: effectiveTo }, actor);
          await mirror(trx, key, actor);
          return (await rows(trx, key)).find((r) => r.id === id) as DatedState<S>;
        },

        /**
         * Cancels the row `id`, not yet in force: the row before resumes its end (a separate
         * link's period leaves its gap).
         */
        async cancel(
          trx: Knex.Transaction,
          key: DatedKey,
          id: string,
          today: string,
          actor: string,
        ): Promise<void> {
          const all = await rows(trx, key);
          const row = find(all, id);
          if (row.effectiveFrom <= today) throw refuse.notScheduled(row.effectiveFrom, today);
          const before = separate
            ? undefined
            : all.find((r) => r.effectiveTo === dayBefore(row.effectiveFrom));
          await trx(table).where({ id }).delete();
          if (before) await update(trx, before.id, { effective_to: row.effectiveTo }, actor);
          await mirror(trx, key, actor);
        },
      };
    },

    /**
     * The record's rows in order with the gaps between them, the row in force today flagged (a
     * link without fields of its own answers no `state`).
     */
    async timeline(key: DatedKey, today: string, page: PageRequest): Promise<Page<TimelineEntry<S>>> {
      const entries: TimelineEntry<S>[] = [];
      let expected: string | undefined;
      const stated = fields.length > 0;
      const gap = (from: string, to: string | null): TimelineEntry<S> => ({
        id: null,
        effectiveFrom: from,
        effectiveTo: to,
        gap: true,
        current: inRange({ effectiveFrom: from, effectiveTo: to }, today),
        future: from > today,
        ...(stated ? { state: null } : {}),
        updatedAt: null,
        updatedBy: null,
      });
      for (const row of await rows(db, key)) {
        if (expected !== undefined && row.effectiveFrom > expected)
          entries.push(gap(expected, dayBefore(row.effectiveFrom)));
        entries.push({
          id: row.id,
          effectiveFrom: row.effectiveFrom,
          effectiveTo: row.effectiveTo,
          gap: false,
          current: inRange(row, today),
          future: row.effectiveFrom > today,
          ...(stated ? { state: row.state } : {}),
          updatedAt: row.updatedAt,
          updatedBy: row.updatedBy,
        });
        expected = row.effectiveTo === null ? undefined : dayAfter(row.effectiveTo);
      }
      if (expected !== undefined) entries.push(gap(expected, null));
      const start = page.page * page.size;
      return pageOf(page, entries.slice(start, start + page.size), entries.length);
    },
  };
}

export type DatedStates<S> = ReturnType<typeof createDatedStates<S & object>>;

/** What a record's dated history needs of the record's family (`K` the key of its records). */
export interface DatedHistoryOwner<R, K extends DatedKey = string> {
  /** Locks the record to change its history, refusing an unknown one. */
  lock(trx: Knex.Transaction, key: K): Promise<R>;
  /** Reads the record, refusing an unknown one. */
  get(key: K): Promise<unknown>;
  /** The refusals of the record's history, naming the record. */
  refusals(record: R): DatedStateRefusals;
}

/**
 * The service side of a record's dated history, the same for every family: its timeline, the
 * cancellation of a change still to come, and the three corrections (in place, inserted between
 * two periods, a period ended without a successor), each under the record's lock.
 */
export function createDatedHistory<S extends object, R, K extends DatedKey = string>(
  db: Database,
  states: DatedStates<S>,
  owner: DatedHistoryOwner<R, K>,
  today: () => string,
) {
  type Writes = ReturnType<DatedStates<S>['writes']>;
  const write = <T>(key: K, run: (trx: Knex.Transaction, record: R, history: Writes) => Promise<T>) =>
    db.transaction(async (trx) => {
      const record = await owner.lock(trx, key);
      return run(trx, record, states.writes(owner.refusals(record)));
    });
  return {
    /** Runs `run` on the locked record with its history's writes. */
    write,

    async timeline(key: K, page: PageRequest): Promise<Page<TimelineEntry<S>>> {
      await owner.get(key);
      return states.timeline(key, today(), page);
    },

    cancel: (key: K, periodId: string, actor: string) =>
      write(key, (trx, _record, history) => history.cancel(trx, key, periodId, today(), actor)),

    correct: (
      key: K,
      periodId: string,
      input: {
        effectiveFrom?: string | undefined;
        effectiveTo?: string | undefined;
        state: (current: S) => Partial<S>;
      },
      actor: string,
    ) => write(key, (trx, _record, history) => history.correct(trx, key, periodId, input, actor)),

    insert: (key: K, from: string, decide: (current: S) => Partial<S>, actor: string, to?: string) =>
      write(key, (trx, _record, history) => history.insert(trx, key, from, decide, actor, to)),

    end: (key: K, periodId: string, effectiveTo: string, actor: string) =>
      write(key, (trx, _record, history) => history.end(trx, key, periodId, effectiveTo, actor)),
  };
}

export type DatedHistory<S extends object, K extends DatedKey = string> = ReturnType<
  typeof createDatedHistory<S, unknown, K>
>;

/**
 * The handlers of a record's timeline (`/{id}/timeline`): reading it, cancelling a change to
 * come, and the corrections, `change` reading a correction's body as the fields it sets. A
 * link's timeline (`/{id}/operators/{carrierId}/timeline`) reads its key from the path (`key`).
 */
export function datedHistoryHandlers<
  S extends object,
  Body extends { effectiveFrom?: string; effectiveTo?: string },
  K extends DatedKey = string,
  P extends { id: string } = { id: string },
>(
  history: DatedHistory<S, K>,
  options: {
    path: (id: string, params: P) => string;
    change: (body: Body) => (current: S) => Partial<S>;
    key?: (params: P) => K;
  },
) {
  const keyOf = options.key ?? ((params: P) => params.id as K);
  type PeriodParams = P & { periodId: string };
  return {
    async timeline({ params, query }: { params: P; query: PageQuery }) {
      return ok(await history.timeline(keyOf(params), pageRequest(query)));
    },
    async cancel({ params, principal }: { params: PeriodParams; principal: Principal }) {
      await history.cancel(keyOf(params), params.periodId, principal.subject);
      return noContent();
    },
    async correct({ params, body, principal }: { params: PeriodParams; body: Body; principal: Principal }) {
      const { effectiveFrom, effectiveTo } = body;
      const state = options.change(body);
      return ok(
        await history.correct(
          keyOf(params),
          params.periodId,
          { effectiveFrom, effectiveTo, state },
          principal.subject,
        ),
      );
    },
    async insert({
      params,
      body,
      principal,
    }: {
      params: P;
      body: Body & { effectiveFrom: string };
      principal: Principal;
    }) {
      const period = await history.insert(
        keyOf(params),
        body.effectiveFrom,
        options.change(body),
        principal.subject,
        body.effectiveTo,
      );
      return created(period.id, options.path(params.id, params));
    },
    async end({
      params,
      body,
      principal,
    }: {
      params: PeriodParams;
      body: { effectiveTo: string };
      principal: Principal;
    }) {
      return ok(await history.end(keyOf(params), params.periodId, body.effectiveTo, principal.subject));
    },
  };
}
