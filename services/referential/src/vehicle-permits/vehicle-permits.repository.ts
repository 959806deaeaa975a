import type { CountedRows, Database, PageRequest } from '@transport/platform';
import {
  addDays,
  auditFields,
  copyRows,
  dateIn,
  datedFamily,
  insertReturningId,
  isoTimestamp,
  orderBy,
  searchPage,
  startOfDay,
  SORT_ORDERS,
  type OrderTerm,
  type SearchPageOptions,
  whereTextMatches,
} from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';
import { ownedOnDate, ownerOnDate } from '../vehicle-ownership.repository.ts';

export type VehiclePermit = Schemas['VehiclePermit'];
export type VehiclePermitKind = Schemas['VehiclePermitKind'];
export type VehiclePermitStatus = Schemas['VehiclePermitStatus'];
export type VehiclePermitRecord = Schemas['VehiclePermitRecord'];
export type PermitExpiryMatch = Schemas['PermitExpiryMatch'];
/** What of a permit changes over time, one row per period (`vehicle_permit_states`). */
export type VehiclePermitState = Schemas['VehiclePermitState'];
export type VehiclePermitSort = 'validUntilAsc' | 'validUntilDesc' | 'permitNumberAsc' | 'newest';

export interface PermitExpiryWatch {
  id: string;
  thresholdDays: number;
  carrierId: string | null;
  categoryId: string | null;
}

interface PermitRow {
  id: string;
  vehicle_id: string;
  registration: string;
  carrier_id: string | null;
  category_id: string;
  permit_number: string;
  kind: VehiclePermitKind;
  valid_from: string;
  valid_until: string;
  days_left: number;
  revoked_at: Date | null;
  revoke_reason: string | null;
  period_id: string | null;
  import_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Permit columns with its vehicle, the vehicle's owner and the permit's revocation on `on`. */
function permitQuery(states: PermitStates, knex: Knex | Knex.Transaction, on: string) {
  const query = knex({ p: 'vehicle_permits' }).join({ v: 'vehicles' }, 'v.id', 'p.vehicle_id');
  return states
    .joinAt(query, 'p.id', on, 's')
    .select(
      'p.id',
      'p.vehicle_id',
      'v.registration',
      'v.category_id',
      'p.permit_number',
      'p.kind',
      'p.valid_from',
      'p.valid_until',
      's.revoked_at',
      's.revoke_reason',
      's.id as period_id',
      'p.import_id',
      'p.created_at',
      'p.updated_at',
      knex.raw('(p.valid_until - ?::date) AS days_left', [on]),
      ownerOnDate(knex, on),
    );
}

function statusOf(row: PermitRow, on: string): VehiclePermitStatus {
  if (row.revoked_at) return 'REVOKED';
  if (row.valid_from > on) return 'UPCOMING';
  if (row.valid_until < on) return 'EXPIRED';
  return 'ACTIVE';
}

function toPermit(row: PermitRow, on: string): VehiclePermit {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    registration: row.registration,
    carrierId: row.carrier_id,
    categoryId: row.category_id,
    permitNumber: row.permit_number,
    kind: row.kind,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    daysLeft: row.days_left,
    status: statusOf(row, on),
    revokedAt: isoTimestamp(row.revoked_at),
    revokeReason: row.revoke_reason,
    importId: row.import_id,
    ...auditFields(row),
  };
}

/** By the names of the columns `permitQuery` selects (those of `p` for these). */
const ORDER: Record<VehiclePermitSort, readonly OrderTerm[]> = {
  newest: SORT_ORDERS.newest,
  validUntilAsc: orderBy('asc', 'valid_until'),
  validUntilDesc: orderBy('desc', 'valid_until'),
  permitNumberAsc: orderBy('asc', 'permit_number'),
};

/** Names of the columns `permitQuery` selects. */
const PERMIT_COLUMNS = [
  'id',
  'vehicle_id',
  'registration',
  'category_id',
  'permit_number',
  'kind',
  'valid_from',
  'valid_until',
  'revoked_at',
  'revoke_reason',
  'period_id',
  'import_id',
  'created_at',
  'updated_at',
  'days_left',
  'carrier_id',
];

export interface VehiclePermitCriteria {
  search?: string;
  vehicleId?: string;
  carrierId?: string;
  kind?: VehiclePermitKind;
  status?: VehiclePermitStatus;
  sort: VehiclePermitSort;
}

/** A permit of an import, checked, as it is staged: its line in the file and its columns. */
export interface StagedPermit {
  line: number;
  vehicleId: string;
  permitNumber: string;
  kind: string;
  validFrom: string;
  validUntil: string;
}

/**
 * The positions (from 1) of the (kind, upper-cased number) pairs of two JSON arrays of texts that
 * a permit holds already, each looked up on its own through the numbers' unique index
 * (`vehicle_permits_number_key`). A lateral probe, not a join: a join of a slice's 5,000 pairs to
 * the table was planned as a hash of every permit of the registry, read again for each slice, so
 * that a file's check grew with the registry (ADR 0128). The pairs come as one text a column, cut
 * by Postgres, and only those recorded are answered (ADR 0170).
 */
export const EXISTING_NUMBERS_SQL = `SELECT n.at FROM ROWS FROM (json_array_elements_text(?::json), json_array_elements_text(?::json))
    WITH ORDINALITY AS n(kind, number, at)
  CROSS JOIN LATERAL (SELECT 1 FROM vehicle_permits v
                       WHERE v.kind = n.kind AND upper(v.permit_number) = n.number LIMIT 1) p`;

/**
 * The vehicles not withdrawn of the upper-cased registrations of a JSON array of texts, by their
 * positions (from 1), each looked up on its own through the registrations' unique index.
 */
const VEHICLES_SQL = `SELECT r.at, v.id FROM json_array_elements_text(?::json) WITH ORDINALITY AS r(key, at)
  CROSS JOIN LATERAL (SELECT id FROM vehicles WHERE lifecycle <> 'WITHDRAWN' AND upper(registration) = r.key`;

/** Permits staged per `COPY` batch. */
const STAGING_BATCH = 5_000;

type PermitStates = ReturnType<typeof permitStates>;

/** A permit's revocation over time; the permit's own columns keep the latest row's values. */
const permitStates = (db: Database, today: () => string) =>
  datedFamily<VehiclePermitState>(db, {
    table: 'vehicle_permit_states',
    ownerColumn: 'permit_id',
    fields: { revokedAt: 'revoked_at', revokeReason: 'revoke_reason' },
    today,
    todayReads: 'rows',
    record: { table: 'vehicle_permits', fields: ['revokedAt', 'revokeReason'] },
  });

export function createVehiclePermitRepository(db: Database, today: () => string) {
  const states = permitStates(db, today);
  /** `query` selects computed columns: its permits are read as a derived table `p`. */
  async function page(
    query: () => Knex.QueryBuilder,
    on: string,
    order: readonly OrderTerm[],
    request: PageRequest,
    text?: Pick<SearchPageOptions, 'textScope'> & { term: string | undefined },
  ): Promise<CountedRows<VehiclePermit>> {
    const found = await searchPage<PermitRow>(db, {
      filtered: () => db.from(query().as('p')),
      columns: PERMIT_COLUMNS,
      order,
      page: request,
      textTerm: text?.term,
      textScope: text?.textScope,
    });
    return { ...found, rows: found.rows.map((row) => toPermit(row, on)) };
  }

  /** Unrevoked permits with `validUntil` from `on` to `on + withinDays`, of a category and a carrier if given. */
  function expiringQuery(
    on: string,
    withinDays: number,
    filter: { carrierId?: string | null | undefined; categoryId?: string | null | undefined },
  ) {
    const q = permitQuery(states, db, on)
      .whereNull('s.revoked_at')
      .where('p.valid_until', '>=', on)
      .andWhereRaw('p.valid_until <= ?::date + ?::int', [on, withinDays]);
    if (filter.categoryId) q.where('v.category_id', filter.categoryId);
    if (filter.carrierId) ownedOnDate(q, filter.carrierId, on, 'p.vehicle_id');
    return q;
  }

  return {
    /** The permit's revocation over time. */
    states,

    /** Records the permit, not revoked from its first day (or from `today`, when earlier). */
    async insert(
      trx: Knex.Transaction,
      input: VehiclePermitRecord,
      today: string,
      actor: string,
    ): Promise<string> {
      const id = await insertReturningId(trx, 'vehicle_permits', {
        vehicle_id: input.vehicleId,
        permit_number: input.permitNumber,
        kind: input.kind,
        valid_from: input.validFrom,
        valid_until: input.validUntil,
        created_by: actor,
        updated_by: actor,
      });
      const from = input.validFrom < today ? input.validFrom : today;
      await states.open(trx, id, from, { revokedAt: null, revokeReason: null }, actor);
      return id;
    },

    async findById(
      id: string,
      on: string,
      trx: Knex.Transaction | Database = db,
    ): Promise<VehiclePermit | undefined> {
      const row = await permitQuery(states, trx, on).where('p.id', id).first();
      return row ? toPermit(row, on) : undefined;
    },

    /** Locks the permit to change its revocation (written by `states`). */
    async lock(trx: Knex.Transaction, id: string): Promise<{ permitNumber: string } | undefined> {
      const row = await trx('vehicle_permits').select('permit_number').where({ id }).forUpdate().first();
      return row ? { permitNumber: row.permit_number } : undefined;
    },

    search(criteria: VehiclePermitCriteria, on: string, request: PageRequest) {
      const query = () => {
        const q = permitQuery(states, db, on);
        if (criteria.vehicleId) q.where('p.vehicle_id', criteria.vehicleId);
        if (criteria.kind) q.where('p.kind', criteria.kind);
        if (criteria.search) whereTextMatches(q, criteria.search, 'p.permit_number');
        if (criteria.carrierId) ownedOnDate(q, criteria.carrierId, on, 'p.vehicle_id');
        if (criteria.status === 'REVOKED') q.whereNotNull('s.revoked_at');
        else if (criteria.status) {
          q.whereNull('s.revoked_at');
          if (criteria.status === 'UPCOMING') q.where('p.valid_from', '>', on);
          if (criteria.status === 'EXPIRED') q.where('p.valid_until', '<', on);
          if (criteria.status === 'ACTIVE')
            q.where('p.valid_from', '<=', on).andWhere('p.valid_until', '>=', on);
        }
        return q;
      };
      // Without a carrier or a status, the permits' own columns decide the matches: a text
      // term's are counted and sorted, and the sort's order walked, without the vehicle, the
      // state and the owner (ADRs 0117, 0125).
      const { search } = criteria;
      const textScope =
        search && !criteria.carrierId && !criteria.status
          ? {
              rows: () => {
                const q = db('vehicle_permits');
                if (criteria.vehicleId) q.where('vehicle_id', criteria.vehicleId);
                if (criteria.kind) q.where('kind', criteria.kind);
                return q;
              },
              columns: ['permit_number'],
            }
          : undefined;
      return page(query, on, ORDER[criteria.sort], request, { term: search, textScope });
    },

    /** Unrevoked permits with `validUntil` from `on` to `on + withinDays`, soonest first. */
    expiring(
      filter: { withinDays: number; carrierId?: string | null; categoryId?: string | null },
      on: string,
      request: PageRequest,
    ) {
      return page(() => expiringQuery(on, filter.withinDays, filter), on, ORDER.validUntilAsc, request);
    },

    /**
     * The watch's matches on `on`, each with the instant it entered the window: the later of
     * its recording and the start, in `timeZone`, of the day `validUntil - thresholdDays`. The
     * start of that day is the platform's (`startOfDay`, the one time-zone implementation), not
     * the database's: a match is new since `since` when it was recorded after it, or when that
     * day begins after it, which is when `validUntil - thresholdDays` is after the day of `since`.
     */
    async watchMatches(
      watch: PermitExpiryWatch,
      on: string,
      timeZone: string,
      since: string | null,
      request: PageRequest,
    ): Promise<{ rows: PermitExpiryMatch[]; total: number; newCount: number }> {
      const sinceDay = since === null ? null : dateIn(new Date(since), timeZone);
      const query = () => expiringQuery(on, watch.thresholdDays, watch);
      const [rows, [counts]] = await Promise.all([
        request.size === 0
          ? Promise.resolve([])
          : query()
              .orderBy([...ORDER.validUntilAsc])
              .limit(request.size)
              .offset(request.page * request.size),
        query()
          .clearSelect()
          .select(
            db.raw('count(*) AS total'),
            db.raw(
              `count(*) FILTER (WHERE ?::timestamptz IS NULL OR p.created_at > ?::timestamptz
                                OR p.valid_until - ?::int > ?::date) AS new_count`,
              [since, since, watch.thresholdDays, sinceDay],
            ),
          ),
      ]);
      return {
        rows: (rows as PermitRow[]).map((row) => {
          const windowOpens = startOfDay(addDays(row.valid_until, -watch.thresholdDays), timeZone);
          const entered = Math.max(new Date(row.created_at).getTime(), windowOpens);
          return {
            permitId: row.id,
            permitNumber: row.permit_number,
            kind: row.kind,
            vehicleId: row.vehicle_id,
            registration: row.registration,
            carrierId: row.carrier_id,
            validUntil: row.valid_until,
            daysLeft: row.days_left,
            enteredAt: new Date(entered).toISOString(),
            isNew: since === null || entered > new Date(since).getTime(),
          };
        }),
        total: Number(counts?.total ?? 0),
        newCount: Number(counts?.new_count ?? 0),
      };
    },

    async insertWatch(
      input: { thresholdDays: number; carrierId?: string; categoryId?: string },
      actor: string,
    ): Promise<string> {
      return insertReturningId(db, 'permit_expiry_watches', {
        threshold_days: input.thresholdDays,
        carrier_id: input.carrierId ?? null,
        category_id: input.categoryId ?? null,
        created_by: actor,
      });
    },

    async findWatch(id: string): Promise<PermitExpiryWatch | undefined> {
      const row = await db('permit_expiry_watches').where({ id }).first();
      return row
        ? {
            id: row.id,
            thresholdDays: row.threshold_days,
            carrierId: row.carrier_id,
            categoryId: row.category_id,
          }
        : undefined;
    },

    /**
     * Vehicle ids of upper-cased registrations (a JSON array of texts), by their positions in it
     * (from 1), among vehicles not withdrawn. With `lock`, they stay locked (shared) until the
     * transaction ends: a withdrawal under way is waited for, and a vehicle it withdrew is not
     * returned.
     */
    async vehiclesByRegistration(
      trx: Knex.Transaction,
      registrations: string,
      lock: boolean,
    ): Promise<{ at: number; id: string }[]> {
      const { rows } = await trx.raw<{ rows: { at: string; id: string }[] }>(
        `${VEHICLES_SQL}${lock ? ' FOR SHARE' : ''}) v`,
        [registrations],
      );
      return rows.map((row) => ({ at: Number(row.at), id: row.id }));
    },

    /**
     * The positions (from 1) of the (kind, upper-cased number) pairs (two JSON arrays of texts)
     * recorded already: one probe of the numbers' unique index per pair (`EXISTING_NUMBERS_SQL`),
     * never a read of the whole registry (ADR 0128).
     */
    async existingNumbers(trx: Knex.Transaction, kinds: string, numbers: string): Promise<number[]> {
      const { rows } = await trx.raw<{ rows: { at: string }[] }>(EXISTING_NUMBERS_SQL, [kinds, numbers]);
      return rows.map((row) => Number(row.at));
    },

    async insertImport(trx: Knex.Transaction, rowCount: number, actor: string): Promise<string> {
      return insertReturningId(trx, 'permit_imports', { row_count: rowCount, created_by: actor });
    },

    /**
     * Writes the permits of an import and the first dated row of each (as `insert` records
     * them), staged by `COPY` into a table of the transaction and written from it by two
     * set-based statements, in the file's order (ADR 0120). The dated rows go first, their
     * foreign key to the permits checked once the permits are written (deferred to the end of
     * the second statement, not of the transaction): the change feed's event of each permit is
     * then written once, with its first day, by the dated rows' statement, and the permits'
     * statement finds it written instead of updating 100,000 events. Answers the permits written.
     */
    async bulkInsert(
      trx: Knex.Transaction,
      importId: string,
      permits: readonly StagedPermit[],
      today: string,
      actor: string,
    ): Promise<number> {
      await trx.raw(`CREATE TEMP TABLE permit_import_rows (
                       line integer NOT NULL, id uuid NOT NULL DEFAULT gen_random_uuid(), vehicle_id uuid NOT NULL,
                       permit_number text NOT NULL, kind text NOT NULL, valid_from date NOT NULL, valid_until date NOT NULL
                     ) ON COMMIT DROP`);
      await copyRows(
        trx,
        'permit_import_rows',
        ['line', 'vehicle_id', 'permit_number', 'kind', 'valid_from', 'valid_until'],
        stagingBatches(permits),
      );
      await trx.raw('SET CONSTRAINTS vehicle_permit_states_permit_id_fkey DEFERRED');
      await trx.raw(
        `INSERT INTO vehicle_permit_states (permit_id, effective_from, created_by, updated_by)
           SELECT id, LEAST(valid_from, ?::date), ?, ? FROM permit_import_rows ORDER BY line`,
        [today, actor, actor],
      );
      const result = await trx.raw<{ rowCount: number }>(
        `INSERT INTO vehicle_permits
           (id, vehicle_id, permit_number, kind, valid_from, valid_until, import_id, created_by, updated_by)
         SELECT id, vehicle_id, permit_number, kind, valid_from, valid_until, ?, ?, ?
           FROM permit_import_rows ORDER BY line`,
        [importId, actor, actor],
      );
      // The dated rows' permits are checked here, by their constraint, before anything else runs.
      await trx.raw('SET CONSTRAINTS vehicle_permit_states_permit_id_fkey IMMEDIATE');
      return result.rowCount;
    },
  };
}

/** The staged permits as `COPY` rows, a batch at a time. */
async function* stagingBatches(permits: readonly StagedPermit[]): AsyncGenerator<unknown[][]> {
  for (let from = 0; from < permits.length; from += STAGING_BATCH)
    yield permits
      .slice(from, from + STAGING_BATCH)
      .map((p) => [p.line, p.vehicleId, p.permitNumber, p.kind, p.validFrom, p.validUntil]);
}

export type VehiclePermitRepository = ReturnType<typeof createVehiclePermitRepository>;
