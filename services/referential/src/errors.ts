/** The referential's refusals, each with its stable problem code. */
import { ConflictError, NotFoundError } from '@transport/platform';

export const Errors = {
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
};
