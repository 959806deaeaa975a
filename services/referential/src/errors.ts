/** The referential's refusals, each with its stable problem code. */
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  UnprocessableError,
  type FieldError,
} from '@transport/platform';

export const Errors = {
  carrierNotFound: (id: string) => new NotFoundError('carrier-not-found', `No carrier has the id ${id}.`),
  carrierCodeNotFound: (code: string) =>
    new NotFoundError('carrier-not-found', `No carrier has the code ${code}.`),
  carrierCodeTaken: (code: string) =>
    new ConflictError('carrier-code-taken', `A carrier with the code ${code} exists already.`),
  carrierTransitionRefused: (code: string, status: string, move: string, needed: string) =>
    new ConflictError(
      'carrier-transition-refused',
      `The carrier ${code} is ${status}; ${move} applies only to a ${needed} carrier.`,
    ),
  accountIdentifierInvalid: () =>
    new BadRequestError('account-identifier-invalid', 'The account identifier is not a valid IBAN.', [
      { field: 'body.accountIdentifier', message: 'is not a valid IBAN (format or mod-97 checksum)' },
    ]),
  beneficiaryPeriodConflict: (carrierCode: string, currentFrom: string) =>
    new ConflictError(
      'beneficiary-period-conflict',
      `The payout details of carrier ${carrierCode} in force since ${currentFrom} cannot be replaced on or before that date; history is not rewritten.`,
    ),
  beneficiaryOverlap: () =>
    new ConflictError(
      'beneficiary-period-conflict',
      'A concurrent recording covers the same dates; read the history and retry.',
    ),
  beneficiaryNotFound: (at: string) =>
    new NotFoundError('beneficiary-not-found', `The carrier has no payout details in force on ${at}.`),
  vehicleCategoryNotFound: (id: string) =>
    new NotFoundError('vehicle-category-not-found', `No vehicle category has the id ${id}.`),
  vehicleCategoryCodeTaken: (code: string) =>
    new ConflictError(
      'vehicle-category-code-taken',
      `A vehicle category with the code ${code} exists already.`,
    ),
  vehicleCategoryRetired: (code: string) =>
    new ConflictError('vehicle-category-retired', `The vehicle category ${code} is retired.`),
  vehicleCategoryActive: (code: string) =>
    new ConflictError(
      'vehicle-category-active',
      `The vehicle category ${code} is ACTIVE; only a RETIRED one is reactivated.`,
    ),
  vehicleCategoryNotAssignable: (code: string) =>
    new UnprocessableError(
      'vehicle-category-not-assignable',
      `The vehicle category ${code} is retired and cannot be given to a vehicle.`,
    ),
  vehicleNotFound: (id: string) => new NotFoundError('vehicle-not-found', `No vehicle has the id ${id}.`),
  vehicleRegistrationTaken: (registration: string) =>
    new ConflictError(
      'vehicle-registration-taken',
      `A vehicle in service or out of service has the registration ${registration} already.`,
    ),
  vehicleWithdrawn: (registration: string) =>
    new ConflictError('vehicle-withdrawn', `The vehicle ${registration} is WITHDRAWN; it no longer changes.`),
  vehicleLifecycleRefused: (registration: string, state: string, target: string) =>
    new ConflictError(
      'vehicle-lifecycle-refused',
      `The vehicle ${registration} is ${state}; it cannot move to ${target}.`,
    ),
  vehicleTransferDate: (registration: string, since: string) =>
    new ConflictError(
      'vehicle-transfer-conflict',
      `The vehicle ${registration} has been owned by its current carrier since ${since}; a transfer must start after that date.`,
    ),
  vehicleTransferSameCarrier: (registration: string) =>
    new UnprocessableError(
      'vehicle-transfer-same-carrier',
      `The vehicle ${registration} already belongs to that carrier.`,
    ),
  vehicleIdentifierNotFound: (id: string) =>
    new NotFoundError('vehicle-identifier-not-found', `No vehicle identifier has the id ${id}.`),
  vehicleIdentifierUnresolved: (type: string) =>
    new NotFoundError('vehicle-identifier-not-found', `No vehicle holds this ${type} identifier now.`),
  vehicleIdentifierTaken: (type: string) =>
    new ConflictError('vehicle-identifier-taken', `This ${type} value is held by a vehicle already.`),
  vehicleIdentifierRevoked: (id: string) =>
    new ConflictError('vehicle-identifier-revoked', `The vehicle identifier ${id} is revoked already.`),
  vehiclePermitNotFound: (id: string) =>
    new NotFoundError('vehicle-permit-not-found', `No vehicle permit has the id ${id}.`),
  vehiclePermitNumberTaken: (kind: string, number: string) =>
    new ConflictError(
      'vehicle-permit-number-taken',
      `A ${kind} permit numbered ${number} is recorded already.`,
    ),
  permitImportRaced: () =>
    new ConflictError(
      'vehicle-permit-number-taken',
      'A concurrent request recorded a permit number of this file while it was imported; nothing was written. Import it again to see which lines.',
    ),
  vehiclePermitRevoked: (number: string) =>
    new ConflictError('vehicle-permit-revoked', `The permit ${number} is revoked already.`),
  vehiclePermitPeriodInvalid: () =>
    new UnprocessableError('vehicle-permit-period-invalid', 'validUntil comes before validFrom.', [
      { field: 'body.validUntil', message: 'is before validFrom' },
    ]),
  permitExpiryWatchNotFound: (id: string) =>
    new NotFoundError('permit-expiry-watch-not-found', `No permit expiry watch has the id ${id}.`),
  permitExpiryCursorInvalid: () =>
    new BadRequestError('invalid-request', 'The cursor is not one this service issued.', [
      { field: 'query.since', message: 'is not a cursor returned by a previous read' },
    ]),
  stationAreaNotFound: (id: string) =>
    new NotFoundError('station-area-not-found', `No station area has the id ${id}.`),
  stationAreaCodeNotFound: (code: string) =>
    new NotFoundError('station-area-not-found', `No station area has the code ${code}.`),
  stationAreaCodeTaken: (code: string) =>
    new ConflictError('station-area-code-taken', `A station area with the code ${code} exists already.`),
  stationAreaRetired: (code: string) =>
    new ConflictError('station-area-retired', `The station area ${code} is retired.`),
  stationAreaHasActiveBays: (code: string, count: number) =>
    new ConflictError(
      'station-area-has-active-bays',
      `The station area ${code} still has ${count} active bay(s); decommission them before retiring it.`,
    ),
  bayNotFound: (id: string) => new NotFoundError('bay-not-found', `No bay has the id ${id}.`),
  bayCodeTaken: (code: string) =>
    new ConflictError('bay-code-taken', `An active bay of this station area has the code ${code} already.`),
  bayDecommissioned: (code: string) =>
    new ConflictError('bay-decommissioned', `The bay ${code} is decommissioned.`),
  transportAuthorizationNotFound: (id: string) =>
    new NotFoundError('transport-authorization-not-found', `No transport authorization has the id ${id}.`),
  authorizationNumberTaken: (serie: string, number: string) =>
    new ConflictError(
      'authorization-number-taken',
      `An authorization numbered ${number} in the serie ${serie} is declared already.`,
    ),
  authorizationCategoryUnknown: (codes: string[]) =>
    new UnprocessableError(
      'authorization-category-unknown',
      `No vehicle category has the code ${codes.join(', ')}.`,
      codes.map(() => ({
        field: 'body.categories',
        message: 'names a code not in the vehicle-category catalog',
      })),
    ),
  authorizationTransitionRefused: (number: string, status: string, move: string) =>
    new ConflictError(
      'authorization-transition-refused',
      `The authorization ${number} is ${status}; ${move} does not apply.`,
    ),
  authorizationWithdrawn: (number: string) =>
    new ConflictError('authorization-withdrawn', `The authorization ${number} is withdrawn.`),
  authorizationHolderConflict: (number: string, currentFrom: string) =>
    new ConflictError(
      'authorization-holder-conflict',
      `The authorization ${number} has been held since ${currentFrom}; a new holder must start after that date (history is not rewritten).`,
    ),
  authorizationHolderOverlap: () =>
    new ConflictError(
      'authorization-holder-conflict',
      'A concurrent assignment covers the same dates; read the holders and retry.',
    ),
  authorizationHolderOutsideValidity: (number: string, validUntil: string) =>
    new UnprocessableError(
      'authorization-holder-outside-validity',
      `The authorization ${number} is valid until ${validUntil}; it cannot be held from a later date.`,
      [{ field: 'body.effectiveFrom', message: `is after the authorization's validUntil ${validUntil}` }],
    ),
  dossierNotFound: (id: string) =>
    new NotFoundError('dossier-not-found', `No authorization dossier has the id ${id}.`),
  authorizedVehicleOverlaps: () =>
    new ConflictError(
      'authorized-vehicle-overlaps',
      'The vehicle is already under this authorization during part of that period.',
    ),
  authorizedLineOverlaps: () =>
    new ConflictError(
      'authorized-line-overlaps',
      'The authorization already covers this line during part of that period.',
    ),
  authorizedPeriodNotFound: (id: string) =>
    new NotFoundError(
      'authorized-period-not-found',
      `No authorized vehicle or line period has the id ${id}.`,
    ),
  authorizedPeriodEnded: (effectiveTo: string) =>
    new ConflictError('authorized-period-ended', `The period has ended already, on ${effectiveTo}.`),
  eligibilitySubjectInvalid: () =>
    new BadRequestError(
      'invalid-request',
      'Name the vehicle either by vehicleId or by identifierTypeCode and identifierValue.',
      [{ field: 'query.vehicleId', message: 'give vehicleId, or identifierTypeCode with identifierValue' }],
    ),
  importBatchNotFound: (id: string) =>
    new NotFoundError('import-batch-not-found', `No import batch has the id ${id}.`),
  importBatchApplied: () =>
    new ConflictError('import-batch-applied', 'The batch is applied already; open a new batch.'),
  importConflictNotFound: (id: string) =>
    new NotFoundError('import-conflict-not-found', `No import conflict has the id ${id}.`),
  importConflictResolved: () =>
    new ConflictError('import-conflict-resolved', 'The conflict is resolved already.'),
  importStatementsRefused: (code: string, detail: string, errors: FieldError[]) =>
    new UnprocessableError(code, detail, errors),
  importStatementDuplicated: (index?: number) =>
    new ConflictError(
      'import-statement-duplicated',
      `${index === undefined ? 'A statement' : `Statement ${index}`} observes a record field that the batch observes already.`,
    ),
  importValueInvalid: (field: string, message: string) =>
    new UnprocessableError('import-value-invalid', `The winning value ${message}.`, [
      { field: 'body.winningValue', message: `${message} (field ${field})` },
    ]),
  checkpointNotFound: (id: string) =>
    new NotFoundError('checkpoint-not-found', `No checkpoint has the id ${id}.`),
  checkpointCodeTaken: (code: string) =>
    new ConflictError('checkpoint-code-taken', `A checkpoint with the code ${code} exists already.`),
  checkpointRetired: (code: string) =>
    new ConflictError('checkpoint-retired', `The checkpoint ${code} is retired.`),
  destinationNotFound: (id: string) =>
    new NotFoundError('destination-not-found', `No destination has the id ${id}.`),
  destinationCodeTaken: (code: string) =>
    new ConflictError('destination-code-taken', `A destination with the code ${code} exists already.`),
  destinationRetired: (code: string) =>
    new ConflictError('destination-retired', `The destination ${code} is retired.`),
  stationNotFound: (id: string) => new NotFoundError('station-not-found', `No station has the id ${id}.`),
  stationCodeTaken: (code: string) =>
    new ConflictError('station-code-taken', `A station with the code ${code} exists already.`),
  stationRetired: (code: string) => new ConflictError('station-retired', `The station ${code} is retired.`),
  coordinationNotFound: (id: string) =>
    new NotFoundError('coordination-not-found', `No coordination has the id ${id}.`),
  coordinationCodeTaken: (code: string) =>
    new ConflictError('coordination-code-taken', `A coordination with the code ${code} exists already.`),
  coordinationRetired: (code: string) =>
    new ConflictError('coordination-retired', `The coordination ${code} is retired.`),
  coordinationMembershipNotFound: (id: string) =>
    new NotFoundError(
      'coordination-membership-not-found',
      `The coordination has no membership with the id ${id}.`,
    ),
  coordinationMembershipOverlaps: (carrierId: string) =>
    new ConflictError(
      'coordination-membership-overlaps',
      `The carrier ${carrierId} is already a member of this coordination during part of that period.`,
    ),
  coordinationMembershipEnded: (effectiveTo: string) =>
    new ConflictError(
      'coordination-membership-ended',
      `The membership has ended already, on ${effectiveTo}.`,
    ),
  periodInvalid: (from: string, to: string, field = 'body.effectiveTo') =>
    new UnprocessableError('period-invalid', `The period ends on ${to}, before it starts on ${from}.`, [
      { field, message: `is before the start ${from}` },
    ]),
  lineNotFound: (id: string) => new NotFoundError('line-not-found', `No line has the id ${id}.`),
  lineCodeTaken: (code: string) =>
    new ConflictError('line-code-taken', `A line with the code ${code} exists already.`),
  lineRetired: (code: string) => new ConflictError('line-retired', `The line ${code} is retired.`),
  lineTransitionInvalid: (code: string, status: string, move: string) =>
    new ConflictError('line-transition-invalid', `The line ${code} is ${status}; ${move} does not apply.`),
  lineNotActive: (code: string, status: string) =>
    new ConflictError(
      'line-not-active',
      `The line ${code} is ${status}; a schedule is activated only on an ACTIVE line.`,
    ),
  lineOperatorNotFound: (id: string) =>
    new NotFoundError('line-operator-not-found', `The line has no operating period with the id ${id}.`),
  lineOperatorOverlaps: (carrierId: string) =>
    new ConflictError(
      'line-operator-overlaps',
      `The carrier ${carrierId} already operates this line during part of that period.`,
    ),
  lineOperatorEnded: (effectiveTo: string) =>
    new ConflictError('line-operator-ended', `The operating period has ended already, on ${effectiveTo}.`),
  itineraryNotFound: (id: string) =>
    new NotFoundError('itinerary-not-found', `The line has no itinerary with the id ${id}.`),
  itineraryInvalid: (detail: string, errors: FieldError[]) =>
    new UnprocessableError('itinerary-invalid', detail, errors),
  itineraryNotOfLine: (itineraryId: string) =>
    new UnprocessableError(
      'itinerary-not-of-line',
      `The itinerary ${itineraryId} is not one of the line's.`,
      [{ field: 'body.itineraryId', message: 'is not an itinerary of the line' }],
    ),
  scheduleNotFound: (id: string) => new NotFoundError('schedule-not-found', `No schedule has the id ${id}.`),
  scheduleCodeTaken: (code: string) =>
    new ConflictError('schedule-code-taken', `A schedule with the code ${code} exists already.`),
  scheduleDraftExists: (revision: number) =>
    new ConflictError(
      'schedule-draft-exists',
      `Revision ${revision} of the schedule is a draft already; edit or activate it.`,
    ),
  scheduleNoDraft: () =>
    new ConflictError(
      'schedule-no-draft',
      'The schedule has no draft revision; start one with the revisions operation.',
    ),
  scheduleRevisionNotFound: (revision: number) =>
    new NotFoundError('schedule-revision-not-found', `The schedule has no revision ${revision}.`),
  scheduleRevisionEmpty: (revision: number) =>
    new UnprocessableError(
      'schedule-revision-empty',
      `Revision ${revision} has no stop times; it cannot be activated.`,
    ),
  scheduleExceptionExists: (date: string) =>
    new ConflictError('schedule-exception-exists', `The schedule has an exception on ${date} already.`),
  scheduleExceptionNotFound: (id: string) =>
    new NotFoundError('schedule-exception-not-found', `The schedule has no exception with the id ${id}.`),
  stopTimesInvalid: (errors: FieldError[]) =>
    new UnprocessableError('stop-times-invalid', (errors[0] as FieldError).message, errors),
  stationCallsTargetInvalid: () =>
    new BadRequestError('station-calls-target-invalid', 'Name exactly one of stationId and stationAreaId.', [
      { field: 'query.stationId', message: 'exactly one of stationId and stationAreaId is required' },
    ]),
};
