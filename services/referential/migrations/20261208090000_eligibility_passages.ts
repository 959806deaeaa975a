import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// A passage: one eligibility decision as the check operation answered it, kept so that a
// dispute replays the exact answer (checkpoint, vehicle, instant, outcome and every check).
// Passages are written once and never changed. An eligible decision names its vehicle and
// the authorization it passed under; the checks are the answer's array, whole.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE eligibility_passages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      checkpoint_id uuid NOT NULL REFERENCES checkpoints (id),
      vehicle_id uuid REFERENCES vehicles (id),
      identifier_type_code text,
      identifier_value text,
      line_id uuid REFERENCES lines (id),
      at timestamptz NOT NULL,
      date date NOT NULL,
      eligible boolean NOT NULL,
      transport_authorization_id uuid REFERENCES transport_authorizations (id),
      checks jsonb NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      recorded_by text NOT NULL,
      CONSTRAINT eligibility_passages_checks_check CHECK (jsonb_typeof(checks) = 'array'),
      CONSTRAINT eligibility_passages_eligible_check
        CHECK (NOT eligible OR (vehicle_id IS NOT NULL AND transport_authorization_id IS NOT NULL)),
      CONSTRAINT eligibility_passages_subject_check
        CHECK ((identifier_type_code IS NULL) = (identifier_value IS NULL))
    );
    CREATE INDEX eligibility_passages_checkpoint ON eligibility_passages (checkpoint_id, at DESC, id DESC);
    CREATE INDEX eligibility_passages_vehicle ON eligibility_passages (vehicle_id, at DESC);
  `);
}
