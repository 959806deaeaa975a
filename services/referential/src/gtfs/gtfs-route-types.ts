/**
 * A GTFS route's `route_type` and a line's transport mode, both ways. The basic types (0-7,
 * 11, 12) name a mode each; an extended type (100-1700, the Hierarchical Vehicle Type list of
 * the GTFS reference's extension) is read as its family's mode (100-199 railway as RAIL, 401
 * metro as SUBWAY, 700-799 bus as BUS, 800 trolleybus ...). A type the registry holds no mode
 * for (air, taxi, self drive, miscellaneous, a number of no list) becomes OTHER, with a
 * warning naming the value: never a bus in silence. The export writes each mode's basic type
 * (COACH 200 and OTHER 1700, which have none).
 */
import type { Schemas } from '../types.ts';

export type TransportMode = Schemas['TransportMode'];

/** The `route_type` the export writes for each mode. */
export const ROUTE_TYPE_OF_MODE: Record<TransportMode, number> = {
  TRAM: 0,
  SUBWAY: 1,
  RAIL: 2,
  BUS: 3,
  FERRY: 4,
  CABLE_TRAM: 5,
  AERIAL_LIFT: 6,
  FUNICULAR: 7,
  TROLLEYBUS: 11,
  MONORAIL: 12,
  COACH: 200,
  OTHER: 1700,
};

const BASIC: Record<number, TransportMode> = {
  0: 'TRAM',
  1: 'SUBWAY',
  2: 'RAIL',
  3: 'BUS',
  4: 'FERRY',
  5: 'CABLE_TRAM',
  6: 'AERIAL_LIFT',
  7: 'FUNICULAR',
  11: 'TROLLEYBUS',
  12: 'MONORAIL',
};

/** Extended types read apart from their family: the first match of [from, to] wins. */
const EXTENDED: [number, number, TransportMode][] = [
  [405, 405, 'MONORAIL'],
  [400, 402, 'SUBWAY'],
  [403, 404, 'RAIL'],
  [100, 199, 'RAIL'],
  [200, 299, 'COACH'],
  [700, 799, 'BUS'],
  [800, 899, 'TROLLEYBUS'],
  [900, 999, 'TRAM'],
  [1000, 1099, 'FERRY'],
  [1200, 1299, 'FERRY'],
  [1300, 1399, 'AERIAL_LIFT'],
  [1400, 1499, 'FUNICULAR'],
];

/** The mode of a `route_type`, or undefined when the registry holds none for it (then OTHER). */
export function modeOfRouteType(routeType: number): TransportMode | undefined {
  return BASIC[routeType] ?? EXTENDED.find(([from, to]) => routeType >= from && routeType <= to)?.[2];
}

/** The SQL of the `route_type` of `mode` (a column of lines). */
export function routeTypeSql(mode: string): string {
  return `CASE ${mode} ${Object.entries(ROUTE_TYPE_OF_MODE)
    .map(([m, type]) => `WHEN '${m}' THEN ${type}`)
    .join(' ')} END`;
}
