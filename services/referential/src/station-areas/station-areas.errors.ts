/** Station areas' refusals. */
import { defineConstraints, refusals } from '@transport/platform';

export const STATION_AREA_PROBLEM_CODES = [
  'station-area-not-found',
  'station-area-code-taken',
  'station-area-retired',
  'station-area-has-active-bays',
] as const;
export type StationAreaProblemCode = (typeof STATION_AREA_PROBLEM_CODES)[number];

const refuse = refusals<StationAreaProblemCode>();

export const stationAreaErrors = {
  stationAreaNotFound: (id: string) =>
    refuse.notFound('station-area-not-found', `No station area has the id ${id}.`),
  stationAreaCodeNotFound: (code: string) =>
    refuse.notFound('station-area-not-found', `No station area has the code ${code}.`),
  stationAreaCodeTaken: (code: string) =>
    refuse.conflict('station-area-code-taken', `A station area with the code ${code} exists already.`),
  stationAreaRetired: (code: string) =>
    refuse.conflict('station-area-retired', `The station area ${code} is retired.`),
  stationAreaHasActiveBays: (code: string, count: number) =>
    refuse.conflict(
      'station-area-has-active-bays',
      `The station area ${code} still has ${count} active bay(s); decommission them before retiring it.`,
    ),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const stationAreaConstraints = defineConstraints({
  station_areas_code_key: {
    kind: 'unique',
    refuse: (v) => stationAreaErrors.stationAreaCodeTaken(v.key.code ?? ''),
  },
});
