import type { Knex } from 'knex';
import { notAuditedSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// Payout details sealed per carrier (ADR 0073). The personal fields of a carrier's payout
// details and change requests (holder, account, bank, BIC, reference) are stored sealed under a
// data key of the carrier (`pd1:<key id>:…`, AES-256-GCM); the audit trail copies rows as they
// are, so it holds only sealed values too. The data key is kept wrapped by the process's
// key-encryption key in `payout_keys`, which the audit trail leaves alone: deleting a carrier's
// key there erases every copy of its payout details at once, the history's included, while
// their rows keep their shape. Each erasure (on request, or at the end of the retention period
// after the carrier's suspension) is kept in `payout_erasures`: who, when, why.
//
// The checks hold that a value written from now on is sealed; rows written before this
// migration are sealed by the service when it starts (`sealPlaintextPayoutDetails`).
export async function up(knex: Knex): Promise<void> {
  const sealed = (column: string, nullable: boolean) =>
    nullable ? `(${column} IS NULL OR ${column} LIKE 'pd1:%')` : `${column} LIKE 'pd1:%'`;
  const sealedChecks = [
    sealed('holder_name', false),
    sealed('account_identifier', false),
    sealed('bank_name', true),
    sealed('bic', true),
    sealed('reference', true),
  ].join(' AND ');
  await knex.raw(`
    CREATE TABLE payout_keys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      carrier_id uuid NOT NULL REFERENCES carriers (id),
      wrapped_key bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX payout_keys_one_per_carrier ON payout_keys (carrier_id);
    ${notAuditedSql('payout_keys', 'the data keys sealing payout details: a key copied into the history could never be destroyed (ADR 0073)')};

    CREATE TABLE payout_erasures (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      carrier_id uuid NOT NULL REFERENCES carriers (id),
      key_id uuid NOT NULL,
      cause text NOT NULL,
      reason text,
      erased_by text NOT NULL,
      erased_at timestamptz NOT NULL DEFAULT now(),
      request_id text,
      CONSTRAINT payout_erasures_cause_check CHECK (cause IN ('REQUEST', 'RETENTION')),
      CONSTRAINT payout_erasures_reason_check CHECK (cause <> 'REQUEST' OR length(btrim(reason)) > 0)
    );
    CREATE UNIQUE INDEX payout_erasures_key ON payout_erasures (key_id);
    CREATE INDEX payout_erasures_carrier ON payout_erasures (carrier_id, erased_at DESC, id DESC);

    ALTER TABLE carrier_beneficiaries
      ADD CONSTRAINT carrier_beneficiaries_sealed_check CHECK (${sealedChecks}) NOT VALID;
    ALTER TABLE beneficiary_changes
      ADD CONSTRAINT beneficiary_changes_sealed_check CHECK (${sealedChecks}) NOT VALID;
  `);
}
