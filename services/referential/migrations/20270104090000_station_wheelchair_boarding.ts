import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Whether a wheelchair can board at a station (GTFS `wheelchair_boarding` of a station's stop,
// ADR 0083): three values, UNKNOWN being what every station was until now and what GTFS's 0 or
// empty says. A station's own, not dated: the bays keep their dated `accessible` capability.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE stations
      ADD COLUMN wheelchair_boarding text NOT NULL DEFAULT 'UNKNOWN'
        CONSTRAINT stations_wheelchair_boarding_known
        CHECK (wheelchair_boarding IN ('UNKNOWN', 'ACCESSIBLE', 'NOT_ACCESSIBLE'));`);
}
