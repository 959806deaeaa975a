/**
 * The one way to declare a dated family (ADR 0051): a family calls `datedFamily` with its table
 * and the strategy of its reads of today, and gets its storage, its reads at a date, its dated
 * history (`history`), its links over separate periods (`links`) and its records read at a date
 * (`records`). Whatever the strategy, a read never writes: a projection of today is brought up
 * to date by the service's refresher (`refreshProjections`), and until then today's reads join
 * the rows, as any other date's do.
 */
import type { Knex } from 'knex';
import { asKnownRecordSql, currentRequestContext, quoteIdent } from '../audit.ts';
import { schemaOf, type Database } from '../db.ts';
import { queryPrepared } from '../prepared-statements.ts';
import { pageOf, type Page, type PageRequest } from '../paging.ts';
import { dayAfter } from '../time.ts';
import { createDatedHistory, type DatedHistoryOwner } from './history.ts';
import { createDatedStates, type DatedStates } from './states.ts';
import type { DatedKey, DatedStateRefusals, LinkKey, LinkTable, Period, PeriodReading } from './types.ts';

/** How a family's reads of today are answered. */
export type TodayReads =
  /** Today is a date like any other: the row in force is joined. */
  | 'rows'
  /**
   * The record's own columns (`record`) hold the row in force today, with the first day it may
   * stop holding (`record.dueColumn`): today's reads use them as they are, without a join, once
   * no record is due (the hot path of a search); while one is, they join the rows.
   */
  | 'projection';

export interface DatedFamilySpec<S> {
  /** The dated rows (`bay_states`) and the column naming their record (`bay_id`). */
  table: string;
  ownerColumn: string;
  /** Each field of the state and the column holding it (`{}` for a link without fields). */
  fields: { readonly [K in keyof S]: string };
  /** The rows are a link's periods (an authorization's holder or vehicles, a line's operators). */
  link?: LinkTable;
  /** The business day (the service's clock). */
  today: () => string;
  todayReads: TodayReads;
  /**
   * The record's own table and the fields its columns copy: the latest row's (`todayReads:
   * 'rows'`: carriers, vehicles), or today's (`'projection'`, with `dueColumn` and the values
   * projected in a gap, `vacant`).
   */
  record?: {
    table: string;
    fields: readonly (keyof S)[];
    dueColumn?: string;
    vacant?: Partial<S>;
  };
}

/** A link without fields of its own: a row is a period during which it holds. */
export type LinkPresence = Record<string, never>;

/** A correction of a link's period changes only its days: there is no state to set. */
export const presence = () => (): Partial<LinkPresence> => ({});

/** What the links need of their owner's family. */
export interface LinkOwner<R> {
  /** Locks the owner to change its links (share: links are added side by side), refusing an unknown one. */
  lock(trx: Knex.Transaction, id: string): Promise<R>;
  /** Reads the owner, refusing an unknown one. */
  get(id: string): Promise<unknown>;
  /** Names a link of the owner in refusals (`the vehicle … under the authorization N-1`). */
  what(owner: R, subjectId: string): string;
}

/** The family's refusals of its links' periods. */
export interface LinkRefusals<T> {
  /** No period has the id (of the owner, where the owner is given). */
  notFound(id: string): Error;
  /** The period already has an end. */
  ended(effectiveTo: string): Error;
  /** The refusals of a link's history, `what` naming it. */
  history(what: string): DatedStateRefusals;
  /** How a period is shown (`periodShape`). */
  show(period: Period): T;
}

/** What the reads of a record at a date need of its family's repository. */
export interface DatedRecordReads<R> {
  /** The record as its own row holds it (today's projection). */
  findById(id: string): Promise<R | undefined>;
  /** The record as it stood on `at`, its status null on a day with no row. */
  findOn(id: string, at: string): Promise<R | undefined>;
  lock(trx: Knex.Transaction, id: string): Promise<R | undefined>;
}

export function datedFamily<S extends object>(db: Database, spec: DatedFamilySpec<S>) {
  const { record, today } = spec;
  if (spec.todayReads === 'projection' && (!record || !record.dueColumn))
    throw new Error(`${spec.table}: a projection of today needs the record's table and its dueColumn`);
  const states = createDatedStates<S>(db, {
    table: spec.table,
    ownerColumn: spec.ownerColumn,
    fields: spec.fields,
    ...(spec.link ? { link: spec.link } : {}),
    ...(record
      ? {
          mirror: {
            table: record.table,
            fields: record.fields,
            ...(spec.todayReads === 'projection'
              ? {
                  inForce: {
                    today,
                    dueColumn: record.dueColumn as string,
                    vacant: record.vacant ?? {},
                  },
                }
              : {}),
          },
        }
      : {}),
  });

  /**
   * Whether a read at `at` (today when absent) reads the record's own columns: only with a
   * projection, at today, outside an `asKnownAt` read (the projection as known then was that
   * day's), and once no record is due. Never writes.
   */
  async function readsRecord(at?: string): Promise<boolean> {
    if (spec.todayReads !== 'projection') return false;
    if (at !== undefined && at !== today()) return false;
    if (currentRequestContext()?.asKnownAt) return false;
    return states.projectionHolds();
  }

  /** The statement of a record's row as known, if its projection held on the date: per table and columns. */
  const projectedStatements = new Map<string, string>();
  function projectedAsKnown(main: string, columns: readonly string[], dueColumn: string): string {
    const key = `${main}:${columns.join(',')}`;
    let sql = projectedStatements.get(key);
    if (sql === undefined) {
      const due = `r.${quoteIdent(dueColumn)}`;
      sql = `SELECT ${columns.map((column) => `r.${quoteIdent(column)}`).join(', ')}
        FROM (${asKnownRecordSql(schemaOf(db), main, '$1::uuid', '$3::timestamptz')}) r
       WHERE (${due} IS NULL OR ${due} > $2::date) AND r.updated_at <= $3::timestamptz`;
      projectedStatements.set(key, sql);
    }
    return sql;
  }

  /**
   * The row of the record `id` of `main` on `on`, its state's columns as of that day (`columns`
   * as `recordsAt` selects them: null on a day with no row). Read as known at an instant, from the
   * record's own row as known then when its projection held for `on` (ADR 0124). The projection
   * is written with the record's row (`updated_at`, by then) for the writer's day, and holds until
   * its due day: for `on` from the instant's day (`today()` in such a read) up to the day before
   * its due day, it is the row in force on `on`. One statement on the record's view instead of two
   * views joined; a record whose projection did not hold then is read by the join, as any other
   * date's, and so is one whose row's `updated_at` is after the instant (a history dated back).
   * The record's row as known then is one named prepared statement binding the instant
   * (`asKnownRecordSql`), on connections that carry no instant: one round trip, no setting of a
   * connection, no query built per read (ADR 0131).
   */
  async function recordOn<Row>(
    main: string,
    columns: readonly string[],
    id: string,
    on: string,
  ): Promise<Row | undefined> {
    const dueColumn = record?.dueColumn;
    const knownAt = currentRequestContext()?.asKnownAt;
    if (spec.todayReads === 'projection' && dueColumn && knownAt && on >= today()) {
      const sql = projectedAsKnown(main, columns, dueColumn);
      const [projected] = await queryPrepared<Row>(
        db,
        { sql, bindings: [id, on, knownAt] },
        { ownInstant: true },
      );
      if (projected) return projected;
    }
    return (await states.recordsAt(main, columns, on).select(columns).where({ id }).first()) as
      Row | undefined;
  }

  /** The record's history (timeline, cancellations, corrections) under the owner's lock. */
  const history = <R, K extends DatedKey = string>(owner: DatedHistoryOwner<R, K>) =>
    createDatedHistory<S, R, K>(db, states, owner, today);

  /**
   * The family's records read at a date and their history: `get` reads today's from the
   * record's own columns while the projection holds, another day's (or today's while a
   * record is due) from its rows; a day with no row is `noState` naming `query.at`.
   */
  function records<R extends { code: string; status: unknown }>(
    reads: DatedRecordReads<R>,
    family: { what: string; notFound(id: string): Error; refusals(what: string): DatedStateRefusals },
  ) {
    const named = (found: R) => `the ${family.what} ${found.code}`;
    async function get(id: string, at?: string): Promise<R> {
      const found = (await readsRecord(at))
        ? await reads.findById(id)
        : await reads.findOn(id, at ?? today());
      if (!found) throw family.notFound(id);
      if (found.status === null) throw family.refusals(named(found)).noState(at ?? today(), 'query.at');
      return found;
    }
    return {
      get,
      readsRecord,
      history: history<R>({
        async lock(trx, id) {
          const locked = await reads.lock(trx, id);
          if (!locked) throw family.notFound(id);
          return locked;
        },
        get: (id) => get(id),
        refusals: (locked) => family.refusals(named(locked)),
      }),
      /** A change from a date on which the record is retired, naming the date. */
      retired: (found: R, date: string, status: string) =>
        family.refusals(named(found)).retired(date, status),
    };
  }

  /**
   * Links of an owner to subjects over separate periods (ADR 0036): added from today or later
   * (a past date is a correction), read in force on a date or whole, ended from today on, and
   * each link's timeline read, cancelled and corrected.
   */
  const links = <R, T>(owner: LinkOwner<R>, family: LinkRefusals<T>) =>
    datedLinks(db, states, today, owner, family);

  return { ...states, readsRecord, recordOn, history, records, links };
}

/** The links of a family whose rows are a link's periods (`datedFamily`'s `links`). */
function datedLinks<S extends object, R, T>(
  db: Database,
  states: DatedStates<S>,
  today: () => string,
  owner: LinkOwner<R>,
  family: LinkRefusals<T>,
) {
  const linkHistory = createDatedHistory<S, { owner: R; key: LinkKey }, LinkKey>(
    db,
    states,
    {
      lock: async (trx, key) => ({ owner: await owner.lock(trx, key.ownerId), key }),
      get: (key) => owner.get(key.ownerId),
      refusals: ({ owner: locked, key }) => family.history(owner.what(locked, key.subjectId)),
    },
    today,
  );

  /** The period `id`, of the owner `ownerId` when given (its owner checked first when it is not). */
  async function period(id: string, ownerId?: string, trx?: Knex.Transaction): Promise<Period> {
    const found = await states.period(id, trx);
    if (!found || (ownerId !== undefined && found.ownerId !== ownerId)) {
      if (ownerId !== undefined) await owner.get(ownerId);
      throw family.notFound(id);
    }
    return found;
  }

  return {
    history: linkHistory,

    /**
     * The link from `effectiveFrom` (today or later) to `effectiveTo` (open when absent).
     * `check` runs on the locked owner and answers the last day the link may run to, if any
     * (the day before a withdrawal recorded ahead), at which the period is then ended.
     */
    add(
      key: LinkKey,
      input: { effectiveFrom: string; effectiveTo?: string | undefined },
      actor: string,
      check?: (trx: Knex.Transaction, owner: R) => Promise<string | undefined>,
    ): Promise<string> {
      return linkHistory.write(key, async (trx, locked, dated) => {
        const until = await check?.(trx, locked.owner);
        const asked = input.effectiveTo ?? null;
        const to = until !== undefined && (asked === null || asked > until) ? until : asked;
        return dated.add(trx, key, { from: input.effectiveFrom, to, today: today() }, {} as S, actor);
      });
    },

    /** A page of periods in force on `reading.at` (or all of them), shown by the family. */
    async list(
      filter: { ownerId?: string; subjectId?: string },
      reading: PeriodReading,
      page: PageRequest,
    ): Promise<Page<T>> {
      const { rows, total } = await states.list({ ...reading, ...filter }, page);
      return pageOf(page, rows.map(family.show), total);
    },

    /** The periods in force on `at` of the owner and/or the subject. */
    inForce: (where: { ownerId?: string; subjectId?: string }, at: string) => states.inForce(where, at),

    /**
     * Ends the open period `id` on `effectiveTo`, from today on: an end before yesterday would
     * change past days, which is a correction (`end…Period`).
     */
    async end(id: string, effectiveTo: string, actor: string, ownerId?: string): Promise<T> {
      const { ownerId: of, subjectId } = await period(id, ownerId);
      const key = { ownerId: of, subjectId };
      return linkHistory.write(key, async (trx, locked, dated) => {
        // The link's rows locked, so that two ends of one period wait for each other.
        await states.rows(trx, key);
        const current = await period(id, ownerId, trx);
        if (current.effectiveTo !== null) throw family.ended(current.effectiveTo);
        const refuse = family.history(owner.what(locked.owner, subjectId));
        if (effectiveTo < current.effectiveFrom)
          throw refuse.invalid(current.effectiveFrom, effectiveTo, 'body.effectiveTo');
        if (dayAfter(effectiveTo) < today())
          throw refuse.inPast(dayAfter(effectiveTo), today(), 'body.effectiveTo');
        await dated.end(trx, key, id, effectiveTo, actor);
        return family.show(await period(id, ownerId, trx));
      });
    },
  };
}

export type DatedFamily<S extends object> = ReturnType<typeof datedFamily<S>>;

/**
 * The service's refresher of its families' projections of today: every `everyMs` (the first a
 * few seconds after start, off the start's own work), each family in turn re-projects the
 * records whose day has come (the first run of a day does the work, the others pass). Until it
 * has, today's reads join the rows. Stopped with the service (`stop`, awaiting a run under way).
 */
export function refreshProjections(
  families: readonly { refresh(): Promise<number> }[],
  options: { everyMs?: number; onError?: (error: unknown) => void } = {},
) {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = running.then(async () => {
      // One family at a time, on one connection at a time: this is background work.
      for (const family of families) {
        if (stopped) return;
        await family.refresh().catch((error: unknown) => options.onError?.(error));
      }
    });
    return running;
  };
  const first = setTimeout(run, Math.min(options.everyMs ?? 60_000, 5_000));
  const timer = setInterval(run, options.everyMs ?? 60_000);
  first.unref();
  timer.unref();
  return {
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
