import {
  CATALOG_COLUMNS,
  columnGroup,
  createCatalogRepository,
  datedFamily,
  toCatalogRecord,
  type CatalogRow,
  type Database,
} from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';

export type StationArea = Schemas['StationArea'];
type StationAreaStatus = Schemas['StationAreaStatus'];
export type StationAreaCapabilities = Schemas['StationAreaCapabilities'];
/** What of a station area changes over time, one row per period (`station_area_states`). */
export type StationAreaState = Schemas['StationAreaState'];

interface StationAreaRow extends CatalogRow<StationAreaStatus> {
  accessible: boolean;
  max_vehicle_length_m: number | null;
  max_vehicle_height_m: number | null;
  vehicle_categories: string[];
}

const CAPABILITIES = columnGroup<StationAreaCapabilities>({
  accessible: 'accessible',
  maxVehicleLengthM: 'max_vehicle_length_m',
  maxVehicleHeightM: 'max_vehicle_height_m',
  vehicleCategories: 'vehicle_categories',
});

const COLUMNS = [...CATALOG_COLUMNS, ...CAPABILITIES.columns];

function toStationArea(row: StationAreaRow): StationArea {
  const { retirementReason, retiredAt, createdAt, updatedAt, version, ...identity } = toCatalogRecord(row);
  return {
    ...identity,
    capabilities: CAPABILITIES.read(row),
    retirementReason,
    retiredAt,
    createdAt,
    updatedAt,
    version,
  };
}

/** The columns of an area's state, the area's own projection of them read as they are. */
const STATE_FIELDS = {
  status: 'status',
  retirementReason: 'retirement_reason',
  retiredAt: 'retired_at',
  accessible: 'accessible',
  maxVehicleLengthM: 'max_vehicle_length_m',
  maxVehicleHeightM: 'max_vehicle_height_m',
  vehicleCategories: 'vehicle_categories',
} as const;

/** `today` names the day whose state the area's own columns project (ADR 0029). */
export function createStationAreaRepository(db: Database, today: () => string) {
  const catalog = createCatalogRepository(db, {
    table: 'station_areas',
    columns: COLUMNS,
    toRecord: toStationArea,
  });
  const states = datedFamily<StationAreaState>(db, {
    table: 'station_area_states',
    ownerColumn: 'station_area_id',
    fields: STATE_FIELDS,
    today,
    todayReads: 'projection',
    record: {
      table: 'station_areas',
      fields: Object.keys(STATE_FIELDS) as (keyof StationAreaState)[],
      dueColumn: 'states_due',
      vacant: { status: null as unknown as StationAreaStatus },
    },
  });
  /** The areas with their state on `on` (null status in a gap). */
  const areasOn = (on: string) => states.recordsAt('station_areas', COLUMNS, on, ['code', 'name']);
  return {
    ...catalog,
    /** The area's status and capabilities over time. */
    states,
    areasOn,

    /** Creates the area, ACTIVE from `from` with the default capabilities. */
    async create(trx: Knex.Transaction, values: Record<string, unknown>, from: string, actor: string) {
      const id = await catalog.insert(trx, values, actor);
      await states.open(
        trx,
        id,
        from,
        {
          status: 'ACTIVE',
          retirementReason: null,
          retiredAt: null,
          accessible: false,
          maxVehicleLengthM: null,
          maxVehicleHeightM: null,
          vehicleCategories: [],
        },
        actor,
      );
      return id;
    },

    /** The area as it stood on `on`, its status null on a day with no state. */
    async findOn(id: string, on: string): Promise<StationArea | undefined> {
      const row = await states.recordOn<StationAreaRow>('station_areas', COLUMNS, id, on);
      return row ? toStationArea(row) : undefined;
    },
  };
}

export type StationAreaRepository = ReturnType<typeof createStationAreaRepository>;
