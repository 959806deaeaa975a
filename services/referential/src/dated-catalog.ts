/**
 * Catalog families whose lifecycle is dated (checkpoints, stations, destinations): a catalog
 * (code, name, retirement) declared as a dated family (`datedFamily`, ADR 0051) with its state
 * projected on the record for today (ADR 0029), read and searched at a date.
 */
import {
  catalogHandlers,
  createCatalogRecords,
  createCatalogRepository,
  datedFamily,
  datedHistoryHandlers,
  moveWithReasonHandler,
  ok,
  okTagged,
  pageRequest,
  recordReason,
  type CatalogCriteria,
  type CatalogSort,
  type DatedHistory,
  type Precondition,
  type CatalogRepository,
  type CatalogTable,
  type Database,
  type DatedFamily,
  type Page,
  type PageRequest,
  type Transaction,
  type Versioned,
  type Clock,
} from '@transport/platform';
import { historyRefusals, periodErrors } from './period.errors.ts';

/** A catalog record's lifecycle as dated state: ACTIVE, or RETIRED with its reason and when recorded. */
export interface RetirableState {
  status: 'ACTIVE' | 'RETIRED';
  retirementReason: string | null;
  retiredAt: string | null;
}

const RETIRABLE_FIELDS = {
  status: 'status',
  retirementReason: 'retirement_reason',
  retiredAt: 'retired_at',
} as const;

/**
 * The repository of a catalog family whose lifecycle (and `fields`, its capabilities) are dated
 * rows of `states` (`checkpoint_states` ...), projected on the record for today (ADR 0029).
 */
export function createDatedCatalogRepository<T, Row, S extends RetirableState>(
  db: Database,
  spec: CatalogTable<T, Row> & {
    states: string;
    ownerColumn: string;
    fields: { readonly [K in Exclude<keyof S, keyof RetirableState>]: string };
    today: () => string;
  },
) {
  const catalog = createCatalogRepository<T, Row>(db, spec);
  const fields = { ...RETIRABLE_FIELDS, ...spec.fields } as unknown as { readonly [K in keyof S]: string };
  const states = datedFamily<S>(db, {
    table: spec.states,
    ownerColumn: spec.ownerColumn,
    fields,
    today: spec.today,
    todayReads: 'projection',
    record: {
      table: spec.table,
      fields: Object.keys(fields) as (keyof S)[],
      dueColumn: 'states_due',
      vacant: { status: null } as unknown as Partial<S>,
    },
  });
  const recordsOn = (on: string) => states.recordsAt(spec.table, spec.columns, on, ['code', 'name']);
  return {
    ...catalog,
    states,
    recordsOn,
    /** The record as it stood on `on`, its status null on a day with no state. */
    async findOn(id: string, on: string): Promise<T | undefined> {
      const row = await states.recordOn<Row>(spec.table, spec.columns, id, on);
      return row ? spec.toRecord(row) : undefined;
    },
  };
}

type DatedCatalogRepository<T, S extends RetirableState> = CatalogRepository<T> & {
  states: DatedFamily<S>;
  recordsOn(on: string): ReturnType<Database['queryBuilder']>;
  findOn(id: string, on: string): Promise<T | undefined>;
};

/**
 * The service side of such a family: reads and searches at a date, creation with its first row,
 * capabilities and retirement from a date (today when absent), and the dated history.
 */
export function createDatedCatalog<
  T extends { code: string; status: string; version: number },
  S extends RetirableState,
>(
  db: Database,
  repository: DatedCatalogRepository<T, S>,
  family: {
    what: string;
    notFound(id: string): Error;
    retired(code: string): Error;
    first: Omit<S, keyof RetirableState>;
  },
  clock: Clock,
) {
  const today = () => clock.today();
  const catalog = createCatalogRecords(db, repository, family.what, family);
  const records = repository.states.records(repository, { ...family, refusals: historyRefusals });

  /** A change from `effectiveFrom` of the state in force that day, refused on a retired record. */
  function change(
    id: string,
    effectiveFrom: string | undefined,
    decide: (record: T, current: S) => Partial<S>,
    actor: string,
    options: {
      override?: boolean;
      check?: (trx: Transaction, record: T) => Promise<void>;
      /** Why, recorded with the change in the audit trail (ADR 0075). */
      reason?: string;
    } = {},
  ): Promise<T> {
    const from = effectiveFrom ?? today();
    return records.history.write(id, async (trx, record, dated) => {
      await recordReason(trx, options.reason);
      await options.check?.(trx, record);
      const { state } = await dated.change(
        trx,
        id,
        { from, today: today(), override: options.override ?? false },
        (current) => {
          if (current.status === 'RETIRED')
            throw effectiveFrom === undefined
              ? family.retired(record.code)
              : records.retired(record, from, current.status);
          return decide(record, current);
        },
        actor,
      );
      return { ...((await repository.findById(id, trx)) as T), ...state };
    });
  }

  return {
    get: records.get,
    dated: records.history,
    correct: catalog.correct,
    named: catalog.named,
    lockActive: catalog.lockActive,

    /** The records as they stood on `at` (today when absent). */
    async search(criteria: CatalogCriteria & { at?: string }, page: PageRequest): Promise<Page<T>> {
      const { at, ...rest } = criteria;
      if (await records.readsRecord(at)) return catalog.search(rest, page);
      return catalog.search(
        { ...rest, from: () => repository.recordsOn(at ?? today()).whereNotNull('status') },
        page,
      );
    },

    /** Creates the record, ACTIVE from today with its `first` state besides. */
    create(
      actor: string,
      valuesOf: (trx: Transaction) => Promise<Record<string, unknown>>,
      first: Omit<S, keyof RetirableState> = family.first,
    ): Promise<string> {
      return db.transaction(async (trx) => {
        const id = await repository.insert(trx, await valuesOf(trx), actor);
        const state = { status: 'ACTIVE', retirementReason: null, retiredAt: null, ...first } as S;
        await repository.states.open(trx, id, today(), state, actor);
        return id;
      });
    },

    /** Fields of the state from `effectiveFrom`, carried onto the changes recorded after it. */
    setFrom: (id: string, effectiveFrom: string | undefined, fields: Partial<S>, actor: string) =>
      change(id, effectiveFrom, () => fields, actor, { override: true }),

    /** RETIRED from `effectiveFrom`, once `check` (on the locked record) lets it. */
    retire: (
      id: string,
      reason: string,
      actor: string,
      effectiveFrom?: string,
      check?: (trx: Transaction, record: T) => Promise<void>,
    ) =>
      change(
        id,
        effectiveFrom,
        () =>
          ({
            status: 'RETIRED',
            retirementReason: reason,
            retiredAt: clock.now().toISOString(),
          }) as Partial<S>,
        actor,
        { check, reason },
      ),
  };
}

/**
 * A correction of a retirable period: the fields given, a retirement with its reason (recorded
 * at `clock`'s now when the correction retires).
 */
export const correctedRetirable =
  (clock: Clock) =>
  <S extends RetirableState>(body: Partial<S> & { effectiveFrom?: string }) => {
    const { effectiveFrom: _from, retiredAt: _at, ...fields } = body;
    return (current: S): Partial<S> => {
      const status = fields.status ?? current.status;
      if (status !== 'RETIRED')
        return { ...fields, status, retirementReason: null, retiredAt: null } as Partial<S>;
      const reason = fields.retirementReason ?? current.retirementReason;
      if (!reason) throw periodErrors.historyRetirementReasonMissing();
      return {
        ...fields,
        retirementReason: reason,
        retiredAt: current.retiredAt ?? clock.now().toISOString(),
      } as Partial<S>;
    };
  };

/** What dated catalog handlers ask of a family's service. */
interface DatedCatalogService<Create, Correct, S extends object> {
  create(input: Create, actor: string): Promise<string>;
  correct(id: string, patch: Correct, actor: string, wanted?: Precondition): Promise<Versioned>;
  search(criteria: CatalogCriteria & { at?: string }, page: PageRequest): Promise<Page<unknown>>;
  get(id: string, at?: string): Promise<Versioned>;
  retire(id: string, reason: string, actor: string, effectiveFrom?: string): Promise<unknown>;
  dated: DatedHistory<S>;
}

/**
 * The handlers of a dated catalog family: those of `catalogHandlers` for creation and
 * correction, the reads and the search at `at`, the retirement from `effectiveFrom`, and the
 * timeline with its cancellation and corrections.
 */
export function datedCatalogHandlers<Create, Correct, S extends RetirableState, Query = object>(
  service: DatedCatalogService<Create, Correct, S>,
  path: string,
  clock: Clock,
  narrow: (query: Query) => Partial<CatalogCriteria> = () => ({}),
) {
  const catalog = catalogHandlers<Create, Correct, Query>(service, path, narrow);
  const history = datedHistoryHandlers<S, Partial<S> & { effectiveFrom?: string }>(service.dated, {
    path: (id) => `${path}/${id}/timeline`,
    change: correctedRetirable(clock),
  });
  return {
    timeline: history.timeline,
    cancel: history.cancel,
    correctPeriod: history.correct,
    insert: history.insert,
    end: history.end,
    create: catalog.create,
    correct: catalog.correct,
    async search({
      query,
    }: {
      query: Query & {
        search?: string;
        status?: string;
        sort?: CatalogSort;
        at?: string;
        page?: number;
        size?: number;
      };
    }) {
      const { search, status, sort = 'codeAsc', at } = query;
      return ok(await service.search({ search, status, sort, at, ...narrow(query) }, pageRequest(query)));
    },
    async get({ params, query }: { params: { id: string }; query: { at?: string } }) {
      return okTagged(await service.get(params.id, query.at));
    },
    retire: moveWithReasonHandler(service.retire),
  };
}
