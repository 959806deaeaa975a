import type { Knex } from 'knex';
import { notAuditedSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// Where each display point's board is pushed, and how the last attempts went (ADR 0063): one
// row per active point whose publishing target is not a web page, kept by the delivery loop
// (rows locked `FOR UPDATE SKIP LOCKED`, so one replica delivers a point at a time).
// Bookkeeping, not a record: the point's own history says what its target is.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE board_deliveries (
      point_id uuid PRIMARY KEY REFERENCES display_points (id) ON DELETE CASCADE,
      target_type text NOT NULL CHECK (target_type IN ('HTTP_PUSH', 'MQTT_TOPIC', 'SFTP_DROP')),
      target_address text NOT NULL,
      state text NOT NULL DEFAULT 'PENDING'
        CHECK (state IN ('PENDING', 'DELIVERED', 'FAILING', 'NOT_SUPPORTED')),
      digest text,
      deliveries integer NOT NULL DEFAULT 0 CHECK (deliveries >= 0),
      consecutive_failures integer NOT NULL DEFAULT 0 CHECK (consecutive_failures >= 0),
      last_attempt_at timestamptz,
      last_delivered_at timestamptz,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_error text,
      CONSTRAINT board_deliveries_failing_check CHECK ((state = 'FAILING') = (consecutive_failures > 0))
    );
    ${notAuditedSql('board_deliveries', 'the delivery state of each pushed board, kept by the delivery loop')};
  `);
}
