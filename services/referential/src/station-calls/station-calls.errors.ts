/** Station calls' refusals (the target of a read). */
import { refusals } from '@transport/platform';

export const STATION_CALL_PROBLEM_CODES = ['station-calls-target-invalid'] as const;
export type StationCallProblemCode = (typeof STATION_CALL_PROBLEM_CODES)[number];

const refuse = refusals<StationCallProblemCode>();

export const stationCallErrors = {
  stationCallsTargetInvalid: () =>
    refuse.unprocessable('station-calls-target-invalid', 'Name exactly one of stationId and stationAreaId.', [
      { field: 'query.stationId', message: 'exactly one of stationId and stationAreaId is required' },
    ]),
};
