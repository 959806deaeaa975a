import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Payout details under dual control. A new or changed set of payout details is first a change
// request; it becomes the carrier's dated details (`carrier_beneficiaries`) only when someone
// other than its author approves it. The database holds the rules a service bug must not break:
// one pending request per carrier, an approver who is not the author, a rejection with its
// reason, an approval that names what it applied and, for a holder name that differs from the
// carrier's, the approver's acknowledgement.
//
// Every reveal of a full account identifier is kept (who, when, why, under which request); the
// rows are written once and never changed.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE beneficiary_changes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      carrier_id uuid NOT NULL REFERENCES carriers (id),
      status text NOT NULL DEFAULT 'PENDING',
      holder_name text NOT NULL,
      account_identifier text NOT NULL,
      bank_name text,
      bic text,
      reference text,
      effective_from date NOT NULL,
      name_check text NOT NULL,
      requested_by text NOT NULL,
      requested_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      decided_by text,
      decided_at timestamptz,
      decision_reason text,
      name_mismatch_acknowledged boolean NOT NULL DEFAULT false,
      applied_from date,
      beneficiary_id uuid REFERENCES carrier_beneficiaries (id),
      CONSTRAINT beneficiary_changes_status_check
        CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED')),
      CONSTRAINT beneficiary_changes_name_check_check CHECK (name_check IN ('MATCH', 'MISMATCH')),
      CONSTRAINT beneficiary_changes_decided_check
        CHECK ((status IN ('APPROVED', 'REJECTED')) = (decided_by IS NOT NULL AND decided_at IS NOT NULL)),
      CONSTRAINT beneficiary_changes_four_eyes_check
        CHECK (status <> 'APPROVED' OR decided_by IS DISTINCT FROM requested_by),
      CONSTRAINT beneficiary_changes_rejection_reason_check
        CHECK (status <> 'REJECTED' OR decision_reason IS NOT NULL),
      CONSTRAINT beneficiary_changes_applied_check
        CHECK ((status = 'APPROVED') = (applied_from IS NOT NULL AND beneficiary_id IS NOT NULL)),
      CONSTRAINT beneficiary_changes_mismatch_acknowledged_check
        CHECK (status <> 'APPROVED' OR name_check = 'MATCH' OR name_mismatch_acknowledged)
    );
    CREATE UNIQUE INDEX beneficiary_changes_one_pending ON beneficiary_changes (carrier_id)
      WHERE status = 'PENDING';
    CREATE INDEX beneficiary_changes_carrier ON beneficiary_changes (carrier_id, requested_at DESC, id DESC);

    CREATE TABLE payout_reveals (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      carrier_id uuid NOT NULL REFERENCES carriers (id),
      beneficiary_id uuid REFERENCES carrier_beneficiaries (id),
      beneficiary_change_id uuid REFERENCES beneficiary_changes (id),
      reason text NOT NULL,
      revealed_by text NOT NULL,
      revealed_at timestamptz NOT NULL DEFAULT now(),
      request_id text,
      CONSTRAINT payout_reveals_one_subject_check
        CHECK ((beneficiary_id IS NULL) <> (beneficiary_change_id IS NULL)),
      CONSTRAINT payout_reveals_reason_check CHECK (length(btrim(reason)) > 0)
    );
    CREATE INDEX payout_reveals_carrier ON payout_reveals (carrier_id, revealed_at DESC, id DESC);
  `);
}
