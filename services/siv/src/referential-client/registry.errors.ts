/** Refusals from what the registry (referential) answered, or that it could not be asked. */
import { refusals } from '@transport/platform';

export const REGISTRY_PROBLEM_CODES = [
  'station-area-unknown',
  'station-area-retired',
  'bay-not-in-station-area',
  'referential-unavailable',
] as const;
export type RegistryProblemCode = (typeof REGISTRY_PROBLEM_CODES)[number];

const refuse = refusals<RegistryProblemCode>();

export const registryErrors = {
  stationAreaUnknown: (code: string) =>
    refuse.unprocessable('station-area-unknown', `The registry has no station area with the code ${code}.`),
  stationAreaRetired: (code: string) =>
    refuse.unprocessable('station-area-retired', `The station area ${code} is retired in the registry.`),
  bayNotInStationArea: (bayCode: string, stationAreaCode: string) =>
    refuse.unprocessable(
      'bay-not-in-station-area',
      `The station area ${stationAreaCode} has no active bay with the code ${bayCode}.`,
    ),
  /** A replay of a point whose station area the registry did not know at that instant. */
  stationAreaUnknownThen: (code: string, asKnownAt: string) =>
    refuse.unprocessable(
      'station-area-unknown',
      `The registry knew no station area with the code ${code} at ${asKnownAt}: nothing can be shown as known then.`,
    ),
  referentialUnavailable: (reason: string, cause?: unknown) =>
    refuse.unavailable(
      'referential-unavailable',
      `The registry (referential) could not be asked: ${reason}. Nothing was stored; try again shortly.`,
      cause,
    ),
};
