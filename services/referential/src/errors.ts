/**
 * The referential's lists of what its families refuse, for the service definition: every problem code it
 * can answer (the contract's Problem schema enumerates them; `problem-codes.test.ts` holds the
 * two together) and the merged constraint tables. Each family keeps its refusals, its code list
 * and its constraint table in `<family>/<family>.errors.ts` and raises them itself; another
 * family raises them through the owner's port (`<family>Refusals`), never through this module
 * (ADR 0015, ADR 0052; a boundary rule holds it).
 */
import {
  familyCodes,
  IMPORT_PROBLEM_CODES,
  mergeConstraints,
  WEBHOOK_PROBLEM_CODES,
  serviceProblemCodes,
} from '@transport/platform';
import { carrierErrors, CARRIER_PROBLEM_CODES, carrierConstraints } from './carriers/carriers.errors.ts';
import {
  beneficiaryErrors,
  BENEFICIARY_PROBLEM_CODES,
  beneficiaryConstraints,
} from './beneficiaries/beneficiaries.errors.ts';
import {
  vehicleCategoryErrors,
  VEHICLE_CATEGORY_PROBLEM_CODES,
  vehicleCategoryConstraints,
} from './vehicle-categories/vehicle-categories.errors.ts';
import {
  vehicleIdentifierErrors,
  VEHICLE_IDENTIFIER_PROBLEM_CODES,
  vehicleIdentifierConstraints,
} from './vehicle-identifiers/vehicle-identifiers.errors.ts';
import {
  vehiclePermitErrors,
  VEHICLE_PERMIT_PROBLEM_CODES,
  vehiclePermitConstraints,
} from './vehicle-permits/vehicle-permits.errors.ts';
import { vehicleErrors, VEHICLE_PROBLEM_CODES, vehicleConstraints } from './vehicles/vehicles.errors.ts';
import {
  stationAreaErrors,
  STATION_AREA_PROBLEM_CODES,
  stationAreaConstraints,
} from './station-areas/station-areas.errors.ts';
import { bayErrors, BAY_PROBLEM_CODES, bayConstraints } from './bays/bays.errors.ts';
import {
  authorizationErrors,
  AUTHORIZATION_PROBLEM_CODES,
  authorizationConstraints,
} from './authorizations/authorizations.errors.ts';
import { eligibilityErrors, ELIGIBILITY_PROBLEM_CODES } from './eligibility/eligibility.errors.ts';
import {
  importStagingErrors,
  IMPORT_STAGING_PROBLEM_CODES,
  importStagingConstraints,
} from './import-staging/import-staging.errors.ts';
import {
  checkpointErrors,
  CHECKPOINT_PROBLEM_CODES,
  checkpointConstraints,
} from './checkpoints/checkpoints.errors.ts';
import {
  destinationErrors,
  DESTINATION_PROBLEM_CODES,
  destinationConstraints,
} from './destinations/destinations.errors.ts';
import { scheduleErrors, SCHEDULE_PROBLEM_CODES, scheduleConstraints } from './schedules/schedules.errors.ts';
import { calendarErrors, CALENDAR_PROBLEM_CODES, calendarConstraints } from './calendars/calendars.errors.ts';
import { stationErrors, STATION_PROBLEM_CODES, stationConstraints } from './stations/stations.errors.ts';
import {
  coordinationErrors,
  COORDINATION_PROBLEM_CODES,
  coordinationConstraints,
} from './coordinations/coordinations.errors.ts';
import { lineErrors, LINE_PROBLEM_CODES, lineConstraints } from './lines/lines.errors.ts';
import { periodErrors, PERIOD_PROBLEM_CODES } from './period.errors.ts';
import {
  dayOfChangeErrors,
  DAY_OF_CHANGE_PROBLEM_CODES,
  dayOfChangeConstraints,
} from './day-of-changes/day-of-changes.errors.ts';
import { gtfsErrors, GTFS_PROBLEM_CODES } from './gtfs/gtfs.errors.ts';
import { stationCallErrors, STATION_CALL_PROBLEM_CODES } from './station-calls/station-calls.errors.ts';

/** Every problem code the service can answer: the platform's it uses, then its families'. */
export const PROBLEM_CODES = serviceProblemCodes(
  { preconditions: true },
  familyCodes(carrierErrors, CARRIER_PROBLEM_CODES),
  familyCodes(beneficiaryErrors, BENEFICIARY_PROBLEM_CODES),
  familyCodes(vehicleCategoryErrors, VEHICLE_CATEGORY_PROBLEM_CODES),
  familyCodes(vehicleIdentifierErrors, VEHICLE_IDENTIFIER_PROBLEM_CODES),
  familyCodes(vehiclePermitErrors, VEHICLE_PERMIT_PROBLEM_CODES),
  familyCodes(vehicleErrors, VEHICLE_PROBLEM_CODES),
  familyCodes(stationAreaErrors, STATION_AREA_PROBLEM_CODES),
  familyCodes(bayErrors, BAY_PROBLEM_CODES),
  familyCodes(authorizationErrors, AUTHORIZATION_PROBLEM_CODES),
  familyCodes(eligibilityErrors, ELIGIBILITY_PROBLEM_CODES),
  familyCodes(importStagingErrors, IMPORT_STAGING_PROBLEM_CODES),
  familyCodes(checkpointErrors, CHECKPOINT_PROBLEM_CODES),
  familyCodes(destinationErrors, DESTINATION_PROBLEM_CODES),
  familyCodes(scheduleErrors, SCHEDULE_PROBLEM_CODES),
  familyCodes(stationCallErrors, STATION_CALL_PROBLEM_CODES),
  familyCodes(calendarErrors, CALENDAR_PROBLEM_CODES),
  familyCodes(stationErrors, STATION_PROBLEM_CODES),
  familyCodes(coordinationErrors, COORDINATION_PROBLEM_CODES),
  familyCodes(lineErrors, LINE_PROBLEM_CODES),
  familyCodes(periodErrors, PERIOD_PROBLEM_CODES),
  familyCodes(dayOfChangeErrors, DAY_OF_CHANGE_PROBLEM_CODES),
  familyCodes(gtfsErrors, GTFS_PROBLEM_CODES),
  // The import gate's (GTFS and permit imports).
  IMPORT_PROBLEM_CODES,
  // The webhooks' on the change feed (ADR 0072).
  WEBHOOK_PROBLEM_CODES,
);

/** The families' constraint tables, registered by the service definition. */
export const constraints = mergeConstraints(
  carrierConstraints,
  beneficiaryConstraints,
  vehicleCategoryConstraints,
  vehicleIdentifierConstraints,
  vehiclePermitConstraints,
  vehicleConstraints,
  stationAreaConstraints,
  bayConstraints,
  authorizationConstraints,
  importStagingConstraints,
  checkpointConstraints,
  destinationConstraints,
  scheduleConstraints,
  calendarConstraints,
  stationConstraints,
  coordinationConstraints,
  lineConstraints,
  dayOfChangeConstraints,
);
