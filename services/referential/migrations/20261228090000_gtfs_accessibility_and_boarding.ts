import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// What GTFS says of a trip's accessibility and of boarding at each call (ADR 0076), kept rather
// than reported as fields not kept: a schedule's `wheelchair_accessible` and `bikes_allowed`
// (the contract's enums; UNKNOWN is GTFS's 0 or empty, what every schedule was until now), and
// a stop time's `pickup_type` and `drop_off_type` as GTFS numbers them (0 regular, 1 none,
// 2 phone the agency, 3 ask the driver): two small integers on a table of millions of rows.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE schedules
      ADD COLUMN wheelchair_accessible text NOT NULL DEFAULT 'UNKNOWN'
        CONSTRAINT schedules_wheelchair_accessible_known
        CHECK (wheelchair_accessible IN ('UNKNOWN', 'ACCESSIBLE', 'NOT_ACCESSIBLE')),
      ADD COLUMN bikes_allowed text NOT NULL DEFAULT 'UNKNOWN'
        CONSTRAINT schedules_bikes_allowed_known CHECK (bikes_allowed IN ('UNKNOWN', 'ALLOWED', 'NOT_ALLOWED'));
    ALTER TABLE stop_times
      ADD COLUMN pickup_type smallint NOT NULL DEFAULT 0
        CONSTRAINT stop_times_pickup_type_known CHECK (pickup_type BETWEEN 0 AND 3),
      ADD COLUMN drop_off_type smallint NOT NULL DEFAULT 0
        CONSTRAINT stop_times_drop_off_type_known CHECK (drop_off_type BETWEEN 0 AND 3);`);
}
