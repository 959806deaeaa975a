import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// What held of a carrier and of a vehicle on each date: effective-dated rows, `effective_to`
// inclusive and null while open, the rows of one record never overlapping (exclusion
// constraints). A carrier's status (with the suspension reason) and a vehicle's owner, category,
// lifecycle and seats move here from the records, whose own columns keep the latest row's values
// (the state after every scheduled change). Existing records get one row each from the day they
// were created (a vehicle: one per ownership period, with its current attributes). A vehicle's
// ownership periods are its rows, seen through the view `vehicle_ownerships`.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE carrier_states (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      carrier_id uuid NOT NULL REFERENCES carriers (id),
      status text NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'SUSPENDED')),
      suspension_reason text,
      effective_from date NOT NULL,
      effective_to date,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT carrier_states_suspension_check CHECK ((status = 'SUSPENDED') = (suspension_reason IS NOT NULL)),
      CONSTRAINT carrier_states_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
      CONSTRAINT carrier_states_no_overlap EXCLUDE USING gist (
        carrier_id WITH =,
        daterange(effective_from, effective_to, '[]') WITH &&
      )
    );
    CREATE INDEX carrier_states_status_idx ON carrier_states (status, effective_from);
    INSERT INTO carrier_states (carrier_id, status, suspension_reason, effective_from, created_at, created_by, updated_at, updated_by)
      SELECT id, status, suspension_reason, created_at::date, created_at, created_by, updated_at, updated_by FROM carriers;

    CREATE TABLE vehicle_states (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      vehicle_id uuid NOT NULL REFERENCES vehicles (id),
      carrier_id uuid NOT NULL REFERENCES carriers (id),
      category_id uuid NOT NULL REFERENCES vehicle_categories (id),
      lifecycle text NOT NULL CHECK (lifecycle IN ('IN_SERVICE', 'OUT_OF_SERVICE', 'WITHDRAWN')),
      lifecycle_reason text,
      seats integer NOT NULL CHECK (seats > 0),
      standing_places integer CHECK (standing_places >= 0),
      effective_from date NOT NULL,
      effective_to date,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT vehicle_states_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
      CONSTRAINT vehicle_states_no_overlap EXCLUDE USING gist (
        vehicle_id WITH =,
        daterange(effective_from, effective_to, '[]') WITH &&
      )
    );
    CREATE INDEX vehicle_states_carrier_idx ON vehicle_states (carrier_id);
    CREATE INDEX vehicle_states_category_idx ON vehicle_states (category_id);
    INSERT INTO vehicle_states (id, vehicle_id, carrier_id, category_id, lifecycle, lifecycle_reason, seats,
        standing_places, effective_from, effective_to, created_at, created_by, updated_at, updated_by)
      SELECT o.id, o.vehicle_id, o.carrier_id, v.category_id, v.lifecycle, v.lifecycle_reason, v.seats,
        v.standing_places, o.effective_from, o.effective_to, o.created_at, o.created_by, o.created_at, o.created_by
      FROM vehicle_ownerships o JOIN vehicles v ON v.id = o.vehicle_id;
    DROP TABLE vehicle_ownerships;
    CREATE VIEW vehicle_ownerships AS
      SELECT id, vehicle_id, carrier_id, effective_from, effective_to, created_at, created_by FROM vehicle_states;
  `);
}
