/** The delivery state of each pushed board (`board_deliveries`, migration 20261215000100). */
import type { Database, Transaction } from '@transport/platform';

export type DeliveryState = 'PENDING' | 'DELIVERED' | 'FAILING';

export interface Delivery {
  pointId: string;
  targetType: 'HTTP_PUSH' | 'MQTT_TOPIC' | 'SFTP_DROP';
  targetAddress: string;
  state: DeliveryState;
  digest: string | null;
  deliveries: number;
  consecutiveFailures: number;
  lastAttemptAt: Date | null;
  lastDeliveredAt: Date | null;
  nextAttemptAt: Date;
  lastError: string | null;
}

interface DeliveryRow {
  point_id: string;
  target_type: Delivery['targetType'];
  target_address: string;
  state: DeliveryState;
  digest: string | null;
  deliveries: number;
  consecutive_failures: number;
  last_attempt_at: Date | null;
  last_delivered_at: Date | null;
  next_attempt_at: Date;
  last_error: string | null;
}

const toDelivery = (row: DeliveryRow): Delivery => ({
  pointId: row.point_id,
  targetType: row.target_type,
  targetAddress: row.target_address,
  state: row.state,
  digest: row.digest,
  deliveries: row.deliveries,
  consecutiveFailures: row.consecutive_failures,
  lastAttemptAt: row.last_attempt_at,
  lastDeliveredAt: row.last_delivered_at,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
});

/** What one attempt left: delivered (with the board's digest), or failed (with why, and when to try again). */
export type Outcome =
  { delivered: true; digest: string } | { delivered: false; error: string; retryAt: Date };

export function createBoardDeliveryRepository(db: Database) {
  return {
    /**
     * One row per active point pushed somewhere, its target as the point says now (a changed
     * target starts again: pending, nothing delivered to it yet); rows of points retired or
     * published as a web page go.
     */
    async sync(): Promise<void> {
      await db.raw(`
        WITH pushed AS (
          SELECT id, publishing_target_type, publishing_target_address FROM display_points
           WHERE status = 'ACTIVE' AND publishing_target_type <> 'WEB_PAGE'
        ), gone AS (
          DELETE FROM board_deliveries d WHERE NOT EXISTS (SELECT 1 FROM pushed p WHERE p.id = d.point_id)
        )
        INSERT INTO board_deliveries (point_id, target_type, target_address)
        SELECT id, publishing_target_type, publishing_target_address FROM pushed
        ON CONFLICT (point_id) DO UPDATE
          SET target_type = EXCLUDED.target_type, target_address = EXCLUDED.target_address,
              state = 'PENDING', digest = NULL, consecutive_failures = 0, last_error = NULL,
              next_attempt_at = now()
          WHERE (board_deliveries.target_type, board_deliveries.target_address)
                IS DISTINCT FROM (EXCLUDED.target_type, EXCLUDED.target_address)`);
    },

    /** The deliveries due (not waiting for a retry), locked for this transaction; another replica skips them. */
    async lockDue(trx: Transaction, limit: number): Promise<Delivery[]> {
      const { rows } = await trx.raw<{ rows: DeliveryRow[] }>(
        `SELECT * FROM board_deliveries WHERE next_attempt_at <= now()
          ORDER BY next_attempt_at LIMIT ? FOR UPDATE SKIP LOCKED`,
        [limit],
      );
      return rows.map(toDelivery);
    },

    async record(trx: Transaction, pointId: string, outcome: Outcome): Promise<void> {
      if (outcome.delivered)
        await trx.raw(
          `UPDATE board_deliveries SET state = 'DELIVERED', digest = ?, deliveries = deliveries + 1,
                  consecutive_failures = 0, last_error = NULL, last_attempt_at = now(),
                  last_delivered_at = now(), next_attempt_at = now()
            WHERE point_id = ?`,
          [outcome.digest, pointId],
        );
      else
        await trx.raw(
          `UPDATE board_deliveries
              SET state = 'FAILING', consecutive_failures = consecutive_failures + 1,
                  last_error = ?, last_attempt_at = now(), next_attempt_at = ?
            WHERE point_id = ?`,
          [outcome.error, outcome.retryAt, pointId],
        );
    },

    async find(pointId: string): Promise<Delivery | undefined> {
      const row = await db<DeliveryRow>('board_deliveries').where({ point_id: pointId }).first();
      return row ? toDelivery(row) : undefined;
    },
  };
}

export type BoardDeliveryRepository = ReturnType<typeof createBoardDeliveryRepository>;
