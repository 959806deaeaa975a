/** What other families use of the GTFS family: the trip names its feeds publish. */
export { gtfsTripId } from './gtfs-ids.ts';
