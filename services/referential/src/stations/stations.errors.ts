/** Stations' refusals. */
import { defineConstraints, refusals } from '@transport/platform';

export const STATION_PROBLEM_CODES = ['station-not-found', 'station-code-taken', 'station-retired'] as const;
export type StationProblemCode = (typeof STATION_PROBLEM_CODES)[number];

const refuse = refusals<StationProblemCode>();

export const stationErrors = {
  stationNotFound: (id: string) => refuse.notFound('station-not-found', `No station has the id ${id}.`),
  stationCodeTaken: (code: string) =>
    refuse.conflict('station-code-taken', `A station with the code ${code} exists already.`),
  stationRetired: (code: string) => refuse.conflict('station-retired', `The station ${code} is retired.`),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const stationConstraints = defineConstraints({
  stations_code_key: { kind: 'unique', refuse: (v) => stationErrors.stationCodeTaken(v.key.code ?? '') },
  stations_position_check: {
    kind: 'check',
    fields: ['body.latitude', 'body.longitude'],
    message: 'are given together or not at all',
  },
});
