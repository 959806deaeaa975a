import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// A sole trader's contact details erased on request (ADR 0101): each erasure is kept here (who,
// when, why, under which request, which fields), audited as any table, shown in the carrier's
// changes. The values themselves are set to null in the carrier's record and in every image of
// it in the history by the same transaction. The carrier role sees only its carrier's rows, as
// for every carrier-owned table (ADR 0081).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE carrier_contact_erasures (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      carrier_id uuid NOT NULL REFERENCES carriers (id),
      fields text[] NOT NULL,
      reason text NOT NULL,
      erased_by text NOT NULL,
      erased_at timestamptz NOT NULL DEFAULT now(),
      request_id text NOT NULL,
      CONSTRAINT carrier_contact_erasures_fields_check CHECK (
        cardinality(fields) > 0
        AND fields <@ ARRAY['phone_number', 'email', 'address_line1', 'address_line2', 'address_zip', 'address_city']
      ),
      CONSTRAINT carrier_contact_erasures_reason_check CHECK (length(btrim(reason)) > 0)
    );
    CREATE INDEX carrier_contact_erasures_carrier ON carrier_contact_erasures (carrier_id, erased_at DESC);
    ALTER TABLE carrier_contact_erasures ENABLE ROW LEVEL SECURITY;
    CREATE POLICY carrier_contact_erasures_of_the_carrier ON carrier_contact_erasures
      TO transport_carrier_scope
      USING (carrier_id = nullif(current_setting('app.carrier_id', true), '')::uuid)
      WITH CHECK (carrier_id = nullif(current_setting('app.carrier_id', true), '')::uuid);`);
}
