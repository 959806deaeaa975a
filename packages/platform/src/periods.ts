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
import type { Principal } from './auth.ts';
import type { Database } from './db.ts';
import { created, ok } from './http-app.ts';
import { pageOf, pageRequest, searchPage, type Page, type PageRequest } from './paging.ts';
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
