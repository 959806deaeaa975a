import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// A line's transport mode (ADR 0068): a GTFS route's `route_type` kept rather than every
// imported line read as a bus, and written back by the export. A line made by hand is a bus,
// as every line was before; the values are those of the contract's `TransportMode`.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE lines ADD COLUMN transport_mode text NOT NULL DEFAULT 'BUS'
      CONSTRAINT lines_transport_mode_known CHECK (transport_mode IN (
        'TRAM', 'SUBWAY', 'RAIL', 'BUS', 'FERRY', 'CABLE_TRAM', 'AERIAL_LIFT', 'FUNICULAR',
        'TROLLEYBUS', 'MONORAIL', 'COACH', 'OTHER'))`);
}
