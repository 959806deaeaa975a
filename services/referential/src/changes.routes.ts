/**
 * The changes of every family of the referential with a read by id (`GET …/{id}/changes`), from
 * the audit trail (ADR 0021): each family's own table and the tables of its parts, with the
 * column naming the record. A family added with a read by id adds its line here.
 */
import { changesRoutes, type ChangeFamily, type Database } from '@transport/platform';
import { authorizationErrors } from './authorizations/authorizations.errors.ts';
import { bayErrors } from './bays/bays.errors.ts';
import { calendarErrors } from './calendars/calendars.errors.ts';
import { carrierErrors } from './carriers/carriers.errors.ts';
import { checkpointErrors } from './checkpoints/checkpoints.errors.ts';
import { coordinationErrors } from './coordinations/coordinations.errors.ts';
import { destinationErrors } from './destinations/destinations.errors.ts';
import { importStagingErrors } from './import-staging/import-staging.errors.ts';
import { lineErrors } from './lines/lines.errors.ts';
import { scheduleErrors } from './schedules/schedules.errors.ts';
import { stationAreaErrors } from './station-areas/station-areas.errors.ts';
import { stationErrors } from './stations/stations.errors.ts';
import { vehicleCategoryErrors } from './vehicle-categories/vehicle-categories.errors.ts';
import { vehicleErrors } from './vehicles/vehicles.errors.ts';
import { vehicleIdentifierErrors } from './vehicle-identifiers/vehicle-identifiers.errors.ts';
import { vehiclePermitErrors } from './vehicle-permits/vehicle-permits.errors.ts';

/** Each family's tables, by its changes operation: also what the change feed's events belong to (ADR 0065). */
export const referentialChangeFamilies = {
  listCarrierChanges: {
    table: 'carriers',
    parts: {
      carrier_states: 'carrier_id',
      // Dropped: the moves logged before the history recorded reasons (ADR 0075).
      carrier_status_changes: 'carrier_id',
      carrier_beneficiaries: 'carrier_id',
      beneficiary_changes: 'carrier_id',
      payout_erasures: 'carrier_id',
      carrier_contact_erasures: 'carrier_id',
    },
    // Payout details are stored sealed (ADR 0073): their values are read through their own
    // operations (masked, or revealed on record), never here; their changes show who changed
    // them and when.
    masked: {
      tables: ['carrier_beneficiaries', 'beneficiary_changes', 'payout_erasures'],
      columns: ['holder_name', 'account_identifier', 'bank_name', 'bic', 'reference', 'reason'],
      permission: 'referential.beneficiaries:read',
      always: ['holder_name', 'account_identifier', 'bank_name', 'bic', 'reference'],
    },
    notFound: carrierErrors.carrierNotFound,
  },
  listVehicleCategoryChanges: {
    table: 'vehicle_categories',
    notFound: vehicleCategoryErrors.vehicleCategoryNotFound,
  },
  listVehicleChanges: {
    table: 'vehicles',
    // Owner, category, lifecycle and seats by period (valid time, ADR 0022); `vehicle_events`,
    // dropped, for the events it held before the history recorded reasons (ADR 0075).
    parts: { vehicle_states: 'vehicle_id', vehicle_events: 'vehicle_id' },
    notFound: vehicleErrors.vehicleNotFound,
  },
  listVehicleIdentifierChanges: {
    table: 'vehicle_identifiers',
    parts: { vehicle_identifier_states: 'identifier_id' },
    notFound: vehicleIdentifierErrors.vehicleIdentifierNotFound,
  },
  listVehiclePermitChanges: {
    table: 'vehicle_permits',
    // The revocation by period (valid time, ADR 0028).
    parts: { vehicle_permit_states: 'permit_id' },
    notFound: vehiclePermitErrors.vehiclePermitNotFound,
  },
  listStationAreaChanges: {
    table: 'station_areas',
    // Status and capabilities by period (valid time, ADR 0029).
    parts: { station_area_states: 'station_area_id' },
    notFound: stationAreaErrors.stationAreaNotFound,
  },
  listTransportAuthorizationChanges: {
    table: 'transport_authorizations',
    parts: {
      transport_authorization_states: 'authorization_id',
      // Dropped: the moves logged before the history recorded reasons (ADR 0075).
      transport_authorization_status_changes: 'authorization_id',
      authorization_holders: 'authorization_id',
      authorized_vehicles: 'authorization_id',
      authorized_lines: 'authorization_id',
    },
    notFound: authorizationErrors.transportAuthorizationNotFound,
  },
  listDossierChanges: { table: 'authorization_dossiers', notFound: authorizationErrors.dossierNotFound },
  listImportBatchChanges: {
    table: 'import_batches',
    parts: { import_statements: 'batch_id' },
    notFound: importStagingErrors.importBatchNotFound,
  },
  listImportConflictChanges: {
    table: 'import_conflicts',
    notFound: importStagingErrors.importConflictNotFound,
  },
  listBayChanges: {
    table: 'bays',
    // Status and capabilities by period (valid time, ADR 0029).
    parts: { bay_states: 'bay_id' },
    notFound: bayErrors.bayNotFound,
  },
  listCheckpointChanges: {
    table: 'checkpoints',
    parts: { checkpoint_states: 'checkpoint_id' },
    notFound: checkpointErrors.checkpointNotFound,
  },
  listDestinationChanges: {
    table: 'destinations',
    parts: { destination_states: 'destination_id' },
    notFound: destinationErrors.destinationNotFound,
  },
  listStationChanges: {
    table: 'stations',
    parts: { station_states: 'station_id' },
    notFound: stationErrors.stationNotFound,
  },
  listCoordinationChanges: {
    table: 'coordinations',
    parts: { coordination_members: 'coordination_id' },
    notFound: coordinationErrors.coordinationNotFound,
  },
  listLineChanges: {
    table: 'lines',
    // `line_status_changes`, dropped: the moves logged before the history recorded reasons (ADR 0075).
    parts: { line_operators: 'line_id', line_status_changes: 'line_id', line_states: 'line_id' },
    notFound: lineErrors.lineNotFound,
  },
  listItineraryChanges: {
    table: 'itineraries',
    parts: { itinerary_calling_points: 'itinerary_id' },
    notFound: lineErrors.itineraryNotFound,
  },
  listScheduleChanges: {
    table: 'schedules',
    parts: {
      schedule_revisions: 'schedule_id',
      schedule_exceptions: 'schedule_id',
      // A trip's day-of changes: what the boards show of it on a day (ADR 0159).
      day_of_changes: 'schedule_id',
      // A schedule's stop times belong to its revisions.
      stop_times: { column: 'revision_id', through: 'schedule_revisions' },
    },
    notFound: scheduleErrors.scheduleNotFound,
  },
  // The days a schedule runs (ADR 0159): a calendar's exceptions and their dates belong to it.
  listCalendarChanges: {
    table: 'service_calendars',
    parts: { calendar_exceptions: 'calendar_id', calendar_exception_dates: 'calendar_id' },
    notFound: calendarErrors.calendarNotFound,
  },
} satisfies Record<string, ChangeFamily>;

export const referentialChangesRoutes = (db: Database) => changesRoutes(db, referentialChangeFamilies);
