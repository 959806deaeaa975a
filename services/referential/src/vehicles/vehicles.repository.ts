import type { CountedRows, Database, PageRequest } from '@transport/platform';
import {
  auditFields,
  versionOf,
  datedFamily,
  insertReturningId,
  orderBy,
  searchPage,
  SORT_ORDERS,
  type OrderTerm,
  whereTextMatches,
} from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';

export type Vehicle = Schemas['Vehicle'];
export type VehicleLifecycle = Schemas['VehicleLifecycle'];
export type VehicleRegistration = Schemas['VehicleRegistration'];
export type VehicleCorrection = Schemas['VehicleCorrection'];
export type VehicleSort = 'registrationAsc' | 'registrationDesc' | 'newest' | 'oldest';
/** What of a vehicle changes over time, one row per period (`vehicle_states`). */
export type VehicleState = Schemas['VehicleState'];

interface VehicleRow {
  id: string;
  registration: string;
  carrier_id: string | null;
  category_id: string;
  seats: number;
  standing_places: number | null;
  fleet_number: string | null;
  make: string | null;
  model: string | null;
  energy: Vehicle['energy'];
  first_registration_date: string | null;
  lifecycle: VehicleLifecycle;
  lifecycle_reason: string | null;
  created_at: Date;
  updated_at: Date;
  version: number | null;
}

const CORRECTABLE = {
  registration: 'registration',
  fleetNumber: 'fleet_number',
  make: 'make',
  model: 'model',
  energy: 'energy',
  firstRegistrationDate: 'first_registration_date',
} as const;

/**
 * The vehicle's columns with its state on a date from the period in force (`s`); before its
 * first period or in a gap, no owner and the attributes of its latest period.
 */
function columns(knex: Knex | Knex.Transaction) {
  const dated = (column: string) => knex.raw(`COALESCE(s.${column}, v.${column}) AS ${column}`);
  return [
    'v.id',
    'v.registration',
    's.carrier_id',
    dated('category_id'),
    dated('seats'),
    knex.raw('CASE WHEN s.id IS NULL THEN v.standing_places ELSE s.standing_places END AS standing_places'),
    'v.fleet_number',
    'v.make',
    'v.model',
    'v.energy',
    'v.first_registration_date',
    dated('lifecycle'),
    knex.raw(
      'CASE WHEN s.id IS NULL THEN v.lifecycle_reason ELSE s.lifecycle_reason END AS lifecycle_reason',
    ),
    'v.created_at',
    'v.updated_at',
    'v.version',
  ];
}

function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    registration: row.registration,
    carrierId: row.carrier_id,
    categoryId: row.category_id,
    seats: row.seats,
    standingPlaces: row.standing_places,
    fleetNumber: row.fleet_number,
    make: row.make,
    model: row.model,
    energy: row.energy,
    firstRegistrationDate: row.first_registration_date,
    lifecycle: row.lifecycle,
    lifecycleReason: row.lifecycle_reason,
    ...auditFields(row),
    version: versionOf(row),
  };
}

const ORDER: Record<VehicleSort, readonly OrderTerm[]> = {
  newest: SORT_ORDERS.newest,
  oldest: SORT_ORDERS.oldest,
  registrationAsc: orderBy('asc', 'registration'),
  registrationDesc: orderBy('desc', 'registration'),
};

/** Columns of a vehicle row, as `columns` names them. */
const VEHICLE_COLUMNS = [
  'id',
  'registration',
  'carrier_id',
  'category_id',
  'seats',
  'standing_places',
  'fleet_number',
  'make',
  'model',
  'energy',
  'first_registration_date',
  'lifecycle',
  'lifecycle_reason',
  'created_at',
  'updated_at',
  'version',
];

export interface VehicleCriteria {
  search?: string;
  carrierId?: string;
  categoryId?: string;
  lifecycle?: VehicleLifecycle;
  sort: VehicleSort;
}

export function createVehicleRepository(db: Database, today: () => string) {
  const states = datedFamily<VehicleState>(db, {
    table: 'vehicle_states',
    ownerColumn: 'vehicle_id',
    fields: {
      carrierId: 'carrier_id',
      categoryId: 'category_id',
      lifecycle: 'lifecycle',
      lifecycleReason: 'lifecycle_reason',
      seats: 'seats',
      standingPlaces: 'standing_places',
    },
    today,
    todayReads: 'rows',
    record: {
      table: 'vehicles',
      fields: ['categoryId', 'lifecycle', 'lifecycleReason', 'seats', 'standingPlaces'],
    },
  });
  /** The vehicles with their state on `on`. */
  const vehiclesOn = (knex: Knex | Knex.Transaction, on: string) =>
    states.joinAt(knex({ v: 'vehicles' }).select(columns(knex)), 'v.id', on, 's');

  return {
    /** Who owns the vehicle, in what category, lifecycle and seats, when. */
    states,

    async insert(
      trx: Knex.Transaction,
      input: VehicleRegistration & { ownedFrom: string },
      actor: string,
    ): Promise<string> {
      return insertReturningId(trx, 'vehicles', {
        registration: input.registration,
        category_id: input.categoryId,
        seats: input.seats,
        standing_places: input.standingPlaces ?? null,
        fleet_number: input.fleetNumber ?? null,
        make: input.make ?? null,
        model: input.model ?? null,
        energy: input.energy ?? null,
        first_registration_date: input.firstRegistrationDate ?? null,
        created_by: actor,
        updated_by: actor,
      });
    },

    async findById(
      id: string,
      on: string,
      trx: Knex.Transaction | Database = db,
    ): Promise<Vehicle | undefined> {
      const row = await vehiclesOn(trx, on).where('v.id', id).first();
      return row ? toVehicle(row) : undefined;
    },

    /** `share` to attach something to the vehicle, `update` to change the vehicle itself. */
    async lock(
      trx: Knex.Transaction,
      id: string,
      on: string,
      mode: 'share' | 'update',
    ): Promise<Vehicle | undefined> {
      const query = vehiclesOn(trx, on).where('v.id', id);
      const row = await (mode === 'share' ? query.forShare('v') : query.forUpdate('v')).first();
      return row ? toVehicle(row) : undefined;
    },

    async update(
      trx: Knex.Transaction,
      id: string,
      changes: Record<string, unknown>,
      actor: string,
    ): Promise<void> {
      await trx('vehicles')
        .where({ id })
        .update({ ...changes, updated_at: trx.fn.now(), updated_by: actor });
    },

    /** Column changes of a correction: only the fields given. */
    correctionChanges(patch: VehicleCorrection): Record<string, unknown> {
      const changes: Record<string, unknown> = {};
      for (const [field, column] of Object.entries(CORRECTABLE)) {
        const value = patch[field as keyof VehicleCorrection];
        if (value !== undefined) changes[column] = value;
      }
      return changes;
    },

    async search(criteria: VehicleCriteria, on: string, page: PageRequest): Promise<CountedRows<Vehicle>> {
      // The state on `on` is joined: the filtered vehicles are read as a derived table `v` with
      // it, so that the page selects and orders by plain column names.
      const filtered = () => {
        const query = vehiclesOn(db, on);
        if (criteria.lifecycle)
          query.whereRaw('COALESCE(s.lifecycle, v.lifecycle) = ?', [criteria.lifecycle]);
        if (criteria.categoryId)
          query.whereRaw('COALESCE(s.category_id, v.category_id) = ?', [criteria.categoryId]);
        if (criteria.carrierId) query.where('s.carrier_id', criteria.carrierId);
        if (criteria.search) whereTextMatches(query, criteria.search, 'v.registration', 'v.fleet_number');
        return db.from(query.as('v'));
      };
      // A text term alone is decided by the vehicles' own columns: its matches are counted and
      // sorted, and the sort's order walked, without the state (ADRs 0117, 0125).
      const { search } = criteria;
      const textScope =
        search && !criteria.lifecycle && !criteria.categoryId && !criteria.carrierId
          ? {
              rows: () => db('vehicles'),
              columns: ['registration', 'fleet_number'],
              // The registration order's trigram walk (ADR 0134; migration 20270124000600); every
              // vehicle is in scope, so a three-character term is counted from the side table.
              trigrams: { table: 'vehicles', order: ORDER.registrationAsc, whole: true },
            }
          : undefined;
      const found = await searchPage<VehicleRow>(db, {
        filtered,
        columns: VEHICLE_COLUMNS,
        order: ORDER[criteria.sort],
        page,
        textTerm: search,
        textScope,
      });
      return { ...found, rows: found.rows.map(toVehicle) };
    },
  };
}

export type VehicleRepository = ReturnType<typeof createVehicleRepository>;
