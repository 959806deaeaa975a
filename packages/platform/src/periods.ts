/**
 * Effective-dated periods: a link of an owner (a coordination, a line, an authorization) to a
 * subject (a carrier, a vehicle, a line) from `effective_from` to an inclusive `effective_to`
 * (null while open). The table's exclusion constraint keeps periods of the same pair from
 * overlapping. Storage (`createPeriodRepository`) and the service side (`createPeriods`:
 * opening, closing the day before, ending, reading the history or what is in force on a date)
 * are written once here; a family names its table, its two columns, the names its records give
 * them and its refusals.
 */
import type { Knex } from 'knex';
import { currentRequestContext, withRequestContext } from './audit.ts';
import type { Principal } from './auth.ts';
import type { Database } from './db.ts';
import { created, noContent, ok } from './http-app.ts';
import { pageOf, pageRequest, searchPage, type Page, type PageRequest } from './paging.ts';
import { foldedColumn } from './text-search.ts';
import { dayBefore, isoTimestamp } from './time.ts';

type Executor = Knex.Transaction | Database;

/** A period as the platform reads it; families show it under their own names (`toRecord`). */
export interface Period {
  id: string;
  ownerId: string;
  subjectId: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  createdAt: string;
  createdBy: string;
}

export interface PeriodTable {
  table: string;
  /** The column of the owner (`coordination_id`) and of the subject (`carrier_id`). */
  ownerColumn: string;
  subjectColumn: string;
  /** Which of the two a listing is ordered by first (then `effective_from`, the other, `id`). */
  listedBy: 'owner' | 'subject';
  /** False when the table keeps no `updated_at` and `updated_by` (its periods are only ended). */
  tracksUpdates?: boolean;
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

export function createPeriodRepository(db: Database, spec: PeriodTable) {
  const { table, ownerColumn, subjectColumn } = spec;
  const columns = [
    'id',
    `${ownerColumn} as owner_id`,
    `${subjectColumn} as subject_id`,
    'effective_from',
    'effective_to',
    'created_at',
    'created_by',
  ];
  const inForce = (query: Knex.QueryBuilder, at: string) =>
    query.whereRaw(`daterange(effective_from, effective_to, '[]') @> ?::date`, [at]);
  const narrowed = (query: Knex.QueryBuilder, where: { ownerId?: string; subjectId?: string }) => {
    if (where.ownerId) query.where(ownerColumn, where.ownerId);
    if (where.subjectId) query.where(subjectColumn, where.subjectId);
    return query;
  };
  // The two columns are selected (and so ordered) as `owner_id` and `subject_id`.
  const order = (spec.listedBy === 'owner' ? ['owner_id', 'subject_id'] : ['subject_id', 'owner_id']).map(
    (column) => ({ column, order: 'asc' as const }),
  );
  const [first, second] = order as [(typeof order)[number], (typeof order)[number]];
  const read = (row: PeriodRow | undefined) => (row ? toPeriod(row) : undefined);
  const updated = (trx: Knex.Transaction, actor: string) =>
    spec.tracksUpdates === false ? {} : { updated_at: trx.fn.now(), updated_by: actor };

  return {
    async insert(
      trx: Knex.Transaction,
      input: { ownerId: string; subjectId: string; effectiveFrom: string; effectiveTo?: string | undefined },
      actor: string,
    ): Promise<string> {
      const [row] = await trx(table)
        .insert({
          [ownerColumn]: input.ownerId,
          [subjectColumn]: input.subjectId,
          effective_from: input.effectiveFrom,
          effective_to: input.effectiveTo ?? null,
          created_by: actor,
          ...(spec.tracksUpdates === false ? {} : { updated_by: actor }),
        })
        .returning('id');
      return (row as { id: string }).id;
    },

    async findById(id: string, trx: Executor = db): Promise<Period | undefined> {
      return read(await trx(table).select(columns).where({ id }).first());
    },

    /** Locks the period `id`, of the owner `ownerId` when given. */
    async lock(trx: Knex.Transaction, id: string, ownerId?: string): Promise<Period | undefined> {
      const query = trx(table).select(columns).where({ id });
      if (ownerId !== undefined) query.where(ownerColumn, ownerId);
      return read(await query.forUpdate().first());
    },

    /** The period of the owner starting last: the only one that can still be open. */
    async latestOf(trx: Knex.Transaction, ownerId: string): Promise<Period | undefined> {
      const query = trx(table).select(columns).where(ownerColumn, ownerId);
      return read(await query.orderBy('effective_from', 'desc').first());
    },

    async end(trx: Knex.Transaction, id: string, effectiveTo: string, actor: string): Promise<void> {
      await trx(table)
        .where({ id })
        .update({ effective_to: effectiveTo, ...updated(trx, actor) });
    },

    /** The periods in force on `at` of the owner, or of the subject, earliest first. */
    async inForce(where: { ownerId?: string; subjectId?: string }, at: string): Promise<Period[]> {
      const query = inForce(narrowed(db(table).select(columns), where), at);
      return ((await query.orderBy('effective_from', 'asc')) as PeriodRow[]).map(toPeriod);
    },

    async list(filter: PeriodFilter, page: PageRequest): Promise<{ rows: Period[]; total: number }> {
      const { rows, total } = await searchPage<PeriodRow>(db, {
        filtered: () => {
          const query = narrowed(db(table), filter);
          return filter.history ? query : inForce(query, filter.at);
        },
        columns,
        order: [first, { column: 'effective_from', order: 'asc' }, second, { column: 'id', order: 'asc' }],
        page,
      });
      return { rows: rows.map(toPeriod), total };
    },
  };
}

export type PeriodRepository = ReturnType<typeof createPeriodRepository>;

/** Refusals of a period that would follow the owner's latest one. */
export interface FollowRefusals {
  /** A start on or before the latest period's start. */
  conflict(latest: Period): Error;
  /** Any other refusal of the latest period, checked first (undefined lets the period follow). */
  check?(latest: Period): Error | undefined;
}

/**
 * Opens a period from `effectiveFrom` after the owner's latest one (the owner's row locked by
 * the caller, so that followers of one owner wait for each other), closing the latest the day
 * before when it would still be in force then. Answers the new period's id and the latest.
 */
export async function followPeriod(
  repository: PeriodRepository,
  trx: Knex.Transaction,
  input: { ownerId: string; subjectId: string; effectiveFrom: string },
  actor: string,
  refuse: FollowRefusals,
): Promise<{ id: string; previous: Period | undefined }> {
  const previous = await repository.latestOf(trx, input.ownerId);
  if (previous) {
    const refused = refuse.check?.(previous);
    if (refused) throw refused;
    if (input.effectiveFrom <= previous.effectiveFrom) throw refuse.conflict(previous);
    if (previous.effectiveTo === null || previous.effectiveTo >= input.effectiveFrom)
      await repository.end(trx, previous.id, dayBefore(input.effectiveFrom), actor);
  }
  return { id: await repository.insert(trx, input, actor), previous };
}

/** The family's refusals about its periods. */
export interface PeriodRefusals {
  /** No period has the id (of the owner, where the owner is given). */
  notFound(id: string): Error;
  /** The period already has an end. */
  ended(effectiveTo: string): Error;
  /** An end before the start. */
  invalid(effectiveFrom: string, effectiveTo: string): Error;
}

/** The service side of a family's periods over their repository. */
export function createPeriods(db: Database, repository: PeriodRepository, refuse: PeriodRefusals) {
  return {
    /** Refuses a period ending before it starts. */
    checkDates(effectiveFrom: string, effectiveTo: string | undefined): void {
      if (effectiveTo !== undefined && effectiveTo < effectiveFrom)
        throw refuse.invalid(effectiveFrom, effectiveTo);
    },

    follow: (
      trx: Knex.Transaction,
      input: { ownerId: string; subjectId: string; effectiveFrom: string },
      actor: string,
      refuse: FollowRefusals,
    ) => followPeriod(repository, trx, input, actor, refuse),

    /**
     * Ends the open period `id` on `effectiveTo`. With `owner`, the period must be the owner's;
     * `owner.check` runs when it is not, to refuse an unknown owner before the period.
     */
    end(
      id: string,
      effectiveTo: string,
      actor: string,
      owner?: { id: string; check(): Promise<unknown> },
    ): Promise<Period> {
      return db.transaction(async (trx) => {
        const period = await repository.lock(trx, id, owner?.id);
        if (!period) {
          await owner?.check();
          throw refuse.notFound(id);
        }
        if (period.effectiveTo !== null) throw refuse.ended(period.effectiveTo);
        if (effectiveTo < period.effectiveFrom) throw refuse.invalid(period.effectiveFrom, effectiveTo);
        await repository.end(trx, id, effectiveTo, actor);
        return (await repository.findById(id, trx)) as Period;
      });
    },

    /** A page of periods, shown under the family's names by `show`. */
    async list<T>(filter: PeriodFilter, page: PageRequest, show: (period: Period) => T): Promise<Page<T>> {
      const { rows, total } = await repository.list(filter, page);
      return pageOf(page, rows.map(show), total);
    },
  };
}

/**
 * How a family shows its periods: the names it gives the owner and the subject, the first of
 * the two right after the id and the other last (`{ id, carrierId, effectiveFrom, ...,
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

/** What periods read and written under their owner need to know of the owner's family. */
export interface PeriodOwner {
  /** Reads the owner, refusing an unknown one. */
  get(id: string): Promise<unknown>;
  /** Locks the owner while a period is added, refusing one that cannot take it. */
  lock(trx: Knex.Transaction, id: string): Promise<unknown>;
}

/** Periods read and written under their owner: a coordination's members, a line's operators. */
export function createOwnedPeriods(
  db: Database,
  repository: PeriodRepository,
  owner: PeriodOwner,
  refuse: PeriodRefusals,
) {
  const periods = createPeriods(db, repository, refuse);
  return {
    async add(
      ownerId: string,
      input: { subjectId: string; effectiveFrom: string; effectiveTo?: string | undefined },
      actor: string,
    ): Promise<string> {
      periods.checkDates(input.effectiveFrom, input.effectiveTo);
      // An overlap or an unknown subject is refused by the platform's map of constraints.
      return db.transaction(async (trx) => {
        await owner.lock(trx, ownerId);
        return repository.insert(trx, { ownerId, ...input }, actor);
      });
    },

    async list<T>(ownerId: string, reading: PeriodReading, page: PageRequest, show: (period: Period) => T) {
      await owner.get(ownerId);
      return periods.list({ ...reading, ownerId }, page, show);
    },

    end: (ownerId: string, id: string, effectiveTo: string, actor: string) =>
      periods.end(id, effectiveTo, actor, { id: ownerId, check: () => owner.get(ownerId) }),
  };
}

/** What owned-period handlers ask of a family's service. */
interface OwnedPeriodService<Input> {
  add(ownerId: string, input: Input, actor: string): Promise<string>;
  list(ownerId: string, reading: PeriodReading, page: PageRequest): Promise<unknown>;
  end(ownerId: string, id: string, effectiveTo: string, actor: string): Promise<unknown>;
}

/**
 * The handlers of periods under an owner (`/{id}/members`): adding one (201, `Location` the
 * owner's history under `path`), reading them (history, or in force `at`, today by default) and
 * ending one named by the path parameter `periodParam`.
 */
export function ownedPeriodHandlers<Input, Param extends string>(
  service: OwnedPeriodService<Input>,
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

type PageQuery = { page?: number; size?: number };

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
 * Changes dated in the past are refused by `change`; `insert`, `correct` and `end` are the
 * corrections, which the family guards with its own permission.
 */
export interface DatedStateTable<S> {
  table: string;
  ownerColumn: string;
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
  state: S | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The family's refusals of dated changes, each naming the field at fault. */
export interface DatedStateRefusals {
  /** A change from a date before today, outside a correction. */
  inPast(effectiveFrom: string, today: string): Error;
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
}

const inRange = (row: { effectiveFrom: string; effectiveTo: string | null }, date: string) =>
  row.effectiveFrom <= date && (row.effectiveTo === null || row.effectiveTo >= date);

/** The calendar day after `date`. */
function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

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
    CREATE FUNCTION ${copyOnRow}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      SELECT ${names.map((c) => `o.${c}`).join(', ')} INTO ${names.map((c) => `NEW.${c}`).join(', ')}
        FROM ${owner} o WHERE o.id = NEW.${q(spec.ownerColumn)};
      RETURN NEW;
    END;
    $$;
    CREATE TRIGGER copy_owner_key BEFORE INSERT OR UPDATE ON ${states}
      FOR EACH ROW EXECUTE FUNCTION ${copyOnRow}();
    CREATE FUNCTION ${copyToRows}() RETURNS trigger LANGUAGE plpgsql AS $$
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
  const { table, ownerColumn } = spec;
  const fields = Object.entries(spec.fields) as [keyof S & string, string][];
  const columns = [
    'id',
    'effective_from',
    'effective_to',
    'updated_at',
    'updated_by',
    ...fields.map(([, c]) => c),
  ];
  const toRow = (row: Record<string, unknown>): DatedState<S> => ({
    id: row.id as string,
    effectiveFrom: row.effective_from as string,
    effectiveTo: row.effective_to as string | null,
    // An instant of the state (a revocation's) is answered as its ISO text, as elsewhere.
    state: Object.fromEntries(
      fields.map(([field, column]) => {
        const value = row[column];
        return [field, value instanceof Date ? isoTimestamp(value) : value];
      }),
    ) as S,
    updatedAt: isoTimestamp(row.updated_at as Date) as string,
    updatedBy: row.updated_by as string,
  });
  const toColumns = (state: Partial<S>) =>
    Object.fromEntries(
      fields.filter(([field]) => field in state).map(([field, column]) => [column, state[field]]),
    );
  const touched = (trx: Knex.Transaction, actor: string) => ({ updated_at: trx.fn.now(), updated_by: actor });

  /** Every row of the record, earliest first (locked in a transaction). */
  async function rows(trx: Executor, ownerId: string): Promise<DatedState<S>[]> {
    const query = trx(table).select(columns).where(ownerColumn, ownerId).orderBy('effective_from', 'asc');
    return (
      (await ((trx as Knex.Transaction).isTransaction ? query.forUpdate() : query)) as Record<
        string,
        unknown
      >[]
    ).map(toRow);
  }

  /** Copies the latest row's values onto the record's own row, marking the record updated. */
  async function mirror(trx: Knex.Transaction, ownerId: string, actor: string): Promise<void> {
    if (!spec.mirror) return;
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

  async function insertRow(
    trx: Knex.Transaction,
    ownerId: string,
    from: string,
    to: string | null,
    state: Partial<S>,
    actor: string,
  ): Promise<string> {
    const [row] = await trx(table)
      .insert({
        [ownerColumn]: ownerId,
        effective_from: from,
        effective_to: to,
        ...toColumns(state),
        created_by: actor,
        updated_by: actor,
      })
      .returning('id');
    return (row as { id: string }).id;
  }

  const update = (trx: Knex.Transaction, id: string, changes: Record<string, unknown>, actor: string) =>
    trx(table)
      .where({ id })
      .update({ ...changes, ...touched(trx, actor) });

  return {
    /**
     * Brings the in-force projection up to today: the first call of each day re-projects the
     * records whose scheduled change has come due (a handful), the others wait for it or pass.
     */
    current(): Promise<number> {
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

    /** The writes of the history, refused with the record's own refusals. */
    writes(refuse: DatedStateRefusals) {
      /** Splits the row in force on `from` there, the new row taking `decide`'s changes. */
      async function split(
        trx: Knex.Transaction,
        all: DatedState<S>[],
        ownerId: string,
        from: string,
        decide: (current: S) => Partial<S>,
        actor: string,
      ): Promise<{ id: string; state: S; replaced: boolean }> {
        const current = all.find((row) => inRange(row, from));
        if (!current) throw refuse.noState(from, 'body.effectiveFrom');
        const patch = decide(current.state);
        const state = { ...current.state, ...patch };
        if (current.effectiveFrom === from) {
          await update(trx, current.id, toColumns(patch), actor);
          return { id: current.id, state, replaced: true };
        }
        await update(trx, current.id, { effective_to: dayBefore(from) }, actor);
        return {
          id: await insertRow(trx, ownerId, from, current.effectiveTo, state, actor),
          state,
          replaced: false,
        };
      }

      const find = (all: DatedState<S>[], id: string) => {
        const row = all.find((r) => r.id === id);
        if (!row) throw refuse.rowNotFound(id);
        return row;
      };

      return {
        /**
         * A change from `from` (today or later): `decide` reads the state in force that day and
         * answers the fields that change (or throws the family's refusal).
         */
        async change(
          trx: Knex.Transaction,
          ownerId: string,
          input: { from: string; today: string; override?: boolean },
          decide: (current: S) => Partial<S>,
          actor: string,
        ): Promise<{ id: string; state: S }> {
          if (input.from < input.today) throw refuse.inPast(input.from, input.today);
          const all = await rows(trx, ownerId);
          const later = all.filter((row) => row.effectiveFrom > input.from);
          if (later.length > 0 && !input.override)
            throw refuse.scheduled(input.from, (later[0] as DatedState<S>).effectiveFrom);
          let changed: Partial<S> = {};
          const result = await split(
            trx,
            all,
            ownerId,
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
          await mirror(trx, ownerId, actor);
          return result;
        },

        /** A change between two rows from any date: the row in force splits, later rows are kept. */
        async insert(
          trx: Knex.Transaction,
          ownerId: string,
          from: string,
          decide: (current: S) => Partial<S>,
          actor: string,
        ): Promise<{ id: string; state: S }> {
          const all = await rows(trx, ownerId);
          const starting = all.find((row) => row.effectiveFrom === from);
          if (starting) throw refuse.overlaps('body.effectiveFrom', from, starting);
          const result = await split(trx, all, ownerId, from, decide, actor);
          await mirror(trx, ownerId, actor);
          return result;
        },

        /** Corrects the row `id` in place: its values, and its first day (the row before follows). */
        async correct(
          trx: Knex.Transaction,
          ownerId: string,
          id: string,
          input: { effectiveFrom?: string | undefined; state: (current: S) => Partial<S> },
          actor: string,
        ): Promise<DatedState<S>> {
          const all = await rows(trx, ownerId);
          const row = find(all, id);
          const changes: Record<string, unknown> = toColumns(input.state(row.state));
          const from = input.effectiveFrom;
          if (from !== undefined && from !== row.effectiveFrom) {
            if (row.effectiveTo !== null && from > row.effectiveTo)
              throw refuse.invalid(from, row.effectiveTo, 'body.effectiveFrom');
            const before = all.find((r) => r.effectiveTo === dayBefore(row.effectiveFrom));
            const others = all.filter((r) => r.id !== row.id && r.id !== before?.id);
            const last = row.effectiveTo ?? '9999-12-31';
            const clash =
              others.find((r) => r.effectiveFrom <= last && (r.effectiveTo ?? '9999-12-31') >= from) ??
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
          await mirror(trx, ownerId, actor);
          return (await rows(trx, ownerId)).find((r) => r.id === id) as DatedState<S>;
        },

        /** Ends the row `id` on `effectiveTo`, without a successor. */
        async end(
          trx: Knex.Transaction,
          ownerId: string,
          id: string,
          effectiveTo: string,
          actor: string,
        ): Promise<DatedState<S>> {
          const all = await rows(trx, ownerId);
          const row = find(all, id);
          if (effectiveTo < row.effectiveFrom)
            throw refuse.invalid(row.effectiveFrom, effectiveTo, 'body.effectiveTo');
          const next = all.find((r) => r.effectiveFrom > row.effectiveFrom);
          if (next && next.effectiveFrom <= effectiveTo)
            throw refuse.overlaps('body.effectiveTo', effectiveTo, next);
          await update(trx, id, { effective_to: effectiveTo }, actor);
          await mirror(trx, ownerId, actor);
          return (await rows(trx, ownerId)).find((r) => r.id === id) as DatedState<S>;
        },

        /** Cancels the row `id`, not yet in force: the row before resumes its end. */
        async cancel(
          trx: Knex.Transaction,
          ownerId: string,
          id: string,
          today: string,
          actor: string,
        ): Promise<void> {
          const all = await rows(trx, ownerId);
          const row = find(all, id);
          if (row.effectiveFrom <= today) throw refuse.notScheduled(row.effectiveFrom, today);
          const before = all.find((r) => r.effectiveTo === dayBefore(row.effectiveFrom));
          await trx(table).where({ id }).delete();
          if (before) await update(trx, before.id, { effective_to: row.effectiveTo }, actor);
          await mirror(trx, ownerId, actor);
        },
      };
    },

    /** The record's rows in order with the gaps between them, the row in force today flagged. */
    async timeline(ownerId: string, today: string, page: PageRequest): Promise<Page<TimelineEntry<S>>> {
      const entries: TimelineEntry<S>[] = [];
      let expected: string | undefined;
      const gap = (from: string, to: string | null): TimelineEntry<S> => ({
        id: null,
        effectiveFrom: from,
        effectiveTo: to,
        gap: true,
        current: inRange({ effectiveFrom: from, effectiveTo: to }, today),
        future: from > today,
        state: null,
        updatedAt: null,
        updatedBy: null,
      });
      for (const row of await rows(db, ownerId)) {
        if (expected !== undefined && row.effectiveFrom > expected)
          entries.push(gap(expected, dayBefore(row.effectiveFrom)));
        entries.push({
          id: row.id,
          effectiveFrom: row.effectiveFrom,
          effectiveTo: row.effectiveTo,
          gap: false,
          current: inRange(row, today),
          future: row.effectiveFrom > today,
          state: row.state,
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

/** What a record's dated history needs of the record's family. */
export interface DatedHistoryOwner<R> {
  /** Locks the record to change its history, refusing an unknown one. */
  lock(trx: Knex.Transaction, id: string): Promise<R>;
  /** Reads the record, refusing an unknown one. */
  get(id: string): Promise<unknown>;
  /** The refusals of the record's history, naming the record. */
  refusals(record: R): DatedStateRefusals;
}

/**
 * The service side of a record's dated history, the same for every family: its timeline, the
 * cancellation of a change still to come, and the three corrections (in place, inserted between
 * two periods, a period ended without a successor), each under the record's lock.
 */
export function createDatedHistory<S extends object, R>(
  db: Database,
  states: DatedStates<S>,
  owner: DatedHistoryOwner<R>,
  today: () => string,
) {
  type Writes = ReturnType<DatedStates<S>['writes']>;
  const write = <T>(id: string, run: (trx: Knex.Transaction, record: R, history: Writes) => Promise<T>) =>
    db.transaction(async (trx) => {
      const record = await owner.lock(trx, id);
      return run(trx, record, states.writes(owner.refusals(record)));
    });
  return {
    /** Runs `run` on the locked record with its history's writes. */
    write,

    async timeline(id: string, page: PageRequest): Promise<Page<TimelineEntry<S>>> {
      await owner.get(id);
      return states.timeline(id, today(), page);
    },

    cancel: (id: string, periodId: string, actor: string) =>
      write(id, (trx, _record, history) => history.cancel(trx, id, periodId, today(), actor)),

    correct: (
      id: string,
      periodId: string,
      input: { effectiveFrom?: string | undefined; state: (current: S) => Partial<S> },
      actor: string,
    ) => write(id, (trx, _record, history) => history.correct(trx, id, periodId, input, actor)),

    insert: (id: string, from: string, decide: (current: S) => Partial<S>, actor: string) =>
      write(id, (trx, _record, history) => history.insert(trx, id, from, decide, actor)),

    end: (id: string, periodId: string, effectiveTo: string, actor: string) =>
      write(id, (trx, _record, history) => history.end(trx, id, periodId, effectiveTo, actor)),
  };
}

export type DatedHistory<S extends object> = ReturnType<typeof createDatedHistory<S, unknown>>;

/**
 * The handlers of a record's timeline (`/{id}/timeline`): reading it, cancelling a change to
 * come, and the corrections, `change` reading a correction's body as the fields it sets.
 */
export function datedHistoryHandlers<S extends object, Body extends { effectiveFrom?: string }>(
  history: DatedHistory<S>,
  options: { path: (id: string) => string; change: (body: Body) => (current: S) => Partial<S> },
) {
  type PeriodParams = { id: string; periodId: string };
  return {
    async timeline({ params, query }: { params: { id: string }; query: PageQuery }) {
      return ok(await history.timeline(params.id, pageRequest(query)));
    },
    async cancel({ params, principal }: { params: PeriodParams; principal: Principal }) {
      await history.cancel(params.id, params.periodId, principal.subject);
      return noContent();
    },
    async correct({ params, body, principal }: { params: PeriodParams; body: Body; principal: Principal }) {
      const { effectiveFrom } = body;
      const state = options.change(body);
      return ok(
        await history.correct(params.id, params.periodId, { effectiveFrom, state }, principal.subject),
      );
    },
    async insert({
      params,
      body,
      principal,
    }: {
      params: { id: string };
      body: Body & { effectiveFrom: string };
      principal: Principal;
    }) {
      const period = await history.insert(
        params.id,
        body.effectiveFrom,
        options.change(body),
        principal.subject,
      );
      return created(period.id, options.path(params.id));
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
      return ok(await history.end(params.id, params.periodId, body.effectiveTo, principal.subject));
    },
  };
}
