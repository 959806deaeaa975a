/** The display service's refusals, each with its stable problem code. */
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  UnprocessableError,
} from '@transport/platform';

export const Errors = {
  displayProfileNotFound: (id: string) =>
    new NotFoundError('display-profile-not-found', `No display profile has the id ${id}.`),
  displayProfileCodeTaken: (code: string) =>
    new ConflictError(
      'display-profile-code-taken',
      `A display profile with the code ${code} exists already.`,
    ),
  displayProfileNotActive: (code: string) =>
    new ConflictError('display-profile-not-active', `The display profile ${code} is retired.`),
  displayProfileInUse: (code: string, count: number) =>
    new ConflictError(
      'display-profile-in-use',
      `The display profile ${code} is assigned to ${count} active display point(s); assign them another profile first.`,
    ),
  fallbackTextRequired: (field: string) =>
    new BadRequestError('invalid-request', `${field} is required when the fallback content type is TEXT.`, [
      { field, message: 'is required when type is TEXT' },
    ]),
  fallbackTextNotAllowed: (field: string, type: string) =>
    new BadRequestError('invalid-request', `${field} is only taken with the fallback content type TEXT.`, [
      { field, message: `must be absent when type is ${type}` },
    ]),

  displayPointNotFound: (id: string) =>
    new NotFoundError('display-point-not-found', `No display point has the id ${id}.`),
  displayPointCodeTaken: (code: string) =>
    new ConflictError('display-point-code-taken', `A display point with the code ${code} exists already.`),
  displayPointNotActive: (code: string) =>
    new ConflictError('display-point-not-active', `The display point ${code} is retired.`),

  profileIncompatible: (profileCode: string, profileKind: string, pointKind: string, accepted: string[]) =>
    new UnprocessableError(
      'profile-incompatible',
      `The display profile ${profileCode} is of kind ${profileKind}; a ${pointKind} display point accepts ${accepted.join(', ')}.`,
    ),
  profileRetired: (profileCode: string) =>
    new UnprocessableError(
      'profile-retired',
      `The display profile ${profileCode} is retired and can no longer be assigned.`,
    ),
  displayPointRetired: (pointCode: string) =>
    new UnprocessableError(
      'display-point-retired',
      `The display point ${pointCode} is retired and takes no profile.`,
    ),

  stationAreaUnknown: (code: string) =>
    new UnprocessableError('station-area-unknown', `The registry has no station area with the code ${code}.`),
  stationAreaRetired: (code: string) =>
    new UnprocessableError('station-area-retired', `The station area ${code} is retired in the registry.`),
  bayNotInStationArea: (bayCode: string, stationAreaCode: string) =>
    new UnprocessableError(
      'bay-not-in-station-area',
      `The station area ${stationAreaCode} has no active bay with the code ${bayCode}.`,
    ),

  referentialUnavailable: (reason: string, cause?: unknown) =>
    new ServiceUnavailableError(
      'referential-unavailable',
      `The registry (referential) could not be asked: ${reason}. Nothing was stored; try again shortly.`,
      cause,
    ),
};
