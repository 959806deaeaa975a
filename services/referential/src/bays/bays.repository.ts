import type { Database, PageRequest } from '@transport/platform';
import {
  auditFields,
  versionOf,
  datedFamily,
  insertReturningId,
  isoTimestampSql,
  queryPrepared,
  searchPageJson,
  SORT_ORDERS,
  type StandardSort,
  whereTextMatches,
} from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';

export type Bay = Schemas['Bay'];
export type BayStatus = Schemas['BayStatus'];
export type BayCapabilities = Schemas['BayCapabilities'];
/** What of a bay changes over time, one row per period (`bay_states`). */
export type BayState = Schemas['BayState'];
export type BaySort = Extract<StandardSort, 'codeAsc' | 'codeDesc' | 'newest' | 'oldest'>;

interface BayRow {
  id: string;
  station_area_id: string;
  code: string;
  position: number;
  length_m: number | null;
  height_m: number | null;
  accessible: boolean | null;
  vehicle_categories: string[];
  status: BayStatus;
  created_at: Date;
  updated_at: Date;
  version: number | null;
}

const COLUMNS = [
  'id',
  'station_area_id',
  'code',
  'position',
  'length_m',
  'height_m',
  'accessible',
  'vehicle_categories',
  'status',
  'created_at',
  'updated_at',
  'version',
];

/** The read by id, prepared (`findById`). */
const BY_ID = `SELECT ${COLUMNS.join(', ')} FROM bays WHERE id = $1::uuid`;

/** A bay as the contract has it, written by Postgres from a row `p` (see `toBay`). */
const BAY_JSON = `json_build_object(
  'id', p.id, 'stationAreaId', p.station_area_id, 'code', p.code, 'position', p.position,
  'lengthM', p.length_m, 'heightM', p.height_m, 'accessible', p.accessible,
  'vehicleCategories', p.vehicle_categories, 'status', p.status,
  'createdAt', ${isoTimestampSql('p.created_at')}, 'updatedAt', ${isoTimestampSql('p.updated_at')},
  'version', coalesce(p.version, 0))`;

function toBay(row: BayRow): Bay {
  return {
    id: row.id,
    stationAreaId: row.station_area_id,
    code: row.code,
    position: row.position,
    lengthM: row.length_m,
    heightM: row.height_m,
    accessible: row.accessible,
    vehicleCategories: row.vehicle_categories,
    status: row.status,
    ...auditFields(row),
    version: versionOf(row),
  };
}

export interface BayCriteria {
  /** The date whose state is read and filtered on; today's projection when absent. */
  at?: string;
  search?: string;
  stationAreaId?: string;
  status: BayStatus;
  sort: BaySort;
}

export interface BayInput {
  stationAreaId: string;
  code: string;
  position: number;
  lengthM?: number;
  heightM?: number;
}

export interface BayPatch {
  code?: string;
  position?: number;
  lengthM?: number | null;
  heightM?: number | null;
}

/** `today` names the day whose state the bay's own columns project (ADR 0029). */
export function createBayRepository(db: Database, today: () => string) {
  const states = datedFamily<BayState>(db, {
    table: 'bay_states',
    ownerColumn: 'bay_id',
    fields: {
      status: 'status',
      lengthM: 'length_m',
      heightM: 'height_m',
      accessible: 'accessible',
      vehicleCategories: 'vehicle_categories',
    },
    today,
    todayReads: 'projection',
    record: {
      table: 'bays',
      fields: ['status', 'lengthM', 'heightM', 'accessible', 'vehicleCategories'],
      dueColumn: 'states_due',
      vacant: { status: null as unknown as BayStatus },
    },
  });
  /** The bays with their state on `on` (null status in a gap). */
  const baysOn = (on: string) => states.recordsAt('bays', COLUMNS, on, ['code']);

  return {
    /** The bay's status and capabilities over time. */
    states,

    /**
     * Creates the bay, ACTIVE from `from` with no capabilities but its dimensions: its step-free
     * boarding not recorded (null).
     */
    async insert(trx: Knex.Transaction, input: BayInput, from: string, actor: string): Promise<string> {
      const state: BayState = {
        status: 'ACTIVE',
        lengthM: input.lengthM ?? null,
        heightM: input.heightM ?? null,
        accessible: null,
        vehicleCategories: [],
      };
      const id = await insertReturningId(trx, 'bays', {
        station_area_id: input.stationAreaId,
        code: input.code,
        position: input.position,
        length_m: state.lengthM,
        height_m: state.heightM,
        accessible: state.accessible,
        created_by: actor,
        updated_by: actor,
      });
      await states.open(trx, id, from, state, actor);
      return id;
    },

    /** The bay as it stood on `on`, its status null on a day with no state. */
    async findOn(id: string, on: string): Promise<Bay | undefined> {
      const row = await states.recordOn<BayRow>('bays', COLUMNS, id, on);
      return row ? toBay(row) : undefined;
    },

    /**
     * The bay by id; outside a transaction (the read by id) as a named prepared statement:
     * Postgres parses and plans it once per connection, and knex builds no query.
     */
    async findById(id: string, trx?: Knex.Transaction): Promise<Bay | undefined> {
      const [row] = trx
        ? [await trx('bays').select(COLUMNS).where({ id }).first()]
        : await queryPrepared<BayRow>(db, { sql: BY_ID, bindings: [id] });
      return row ? toBay(row) : undefined;
    },

    async lock(trx: Knex.Transaction, id: string): Promise<Bay | undefined> {
      const row = await trx('bays').select(COLUMNS).where({ id }).forUpdate().first();
      return row ? toBay(row) : undefined;
    },

    async update(trx: Knex.Transaction, id: string, patch: BayPatch, actor: string): Promise<void> {
      const changes: Record<string, unknown> = { updated_at: trx.fn.now(), updated_by: actor };
      if (patch.code !== undefined) changes.code = patch.code;
      if (patch.position !== undefined) changes.position = patch.position;
      await trx('bays').where({ id }).update(changes);
    },

    /** Records who decommissioned the bay and when (its status is written by `states`). */
    async logDecommissioning(trx: Knex.Transaction, id: string, actor: string): Promise<void> {
      await trx('bays').where({ id }).update({ decommissioned_at: trx.fn.now(), decommissioned_by: actor });
    },

    async countActiveInArea(trx: Knex.Transaction, stationAreaId: string): Promise<number> {
      const [row] = await trx('bays')
        .where({ station_area_id: stationAreaId, status: 'ACTIVE' })
        .count<{ count: number }[]>({ count: '*' });
      return row?.count ?? 0;
    },

    /** A page of the search, as the JSON text of the answer (`searchPageJson`). */
    search(criteria: BayCriteria, page: PageRequest): Promise<string> {
      // The bays the term narrows: a text term's matches are these bays with it (ADR 0125).
      const scoped = () => {
        const query = (criteria.at === undefined ? db('bays') : baysOn(criteria.at)).where(
          'status',
          criteria.status,
        );
        if (criteria.stationAreaId) query.andWhere('station_area_id', criteria.stationAreaId);
        return query;
      };
      const { search } = criteria;
      return searchPageJson(db, {
        filtered: () => (search ? whereTextMatches(scoped(), search, 'code') : scoped()),
        textScope: search
          ? {
              rows: scoped,
              columns: ['code'],
              // Today's codes in code order (ADR 0134; migration 20270124000600): not a past day's.
              trigrams: criteria.at === undefined ? { table: 'bays', order: SORT_ORDERS.codeAsc } : undefined,
            }
          : undefined,
        columns: COLUMNS,
        order: SORT_ORDERS[criteria.sort],
        page,
        rowJson: BAY_JSON,
        textTerm: criteria.search,
      });
    },
  };
}

export type BayRepository = ReturnType<typeof createBayRepository>;
