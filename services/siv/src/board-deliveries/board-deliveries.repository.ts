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

    /**
     * A load of the point's screen page at `at`; a load within `coalesceMs` of the last one
     * recorded writes nothing (a screen reloads every 20 s, and every replica may serve it).
     */
    async recordPageLoad(pointId: string, at: Date, coalesceMs: number): Promise<void> {
      await db.raw(
        `INSERT INTO screen_page_loads AS l (point_id, first_loaded_at, last_loaded_at)
         SELECT ?::uuid, ?::timestamptz, ?::timestamptz
          WHERE EXISTS (SELECT 1 FROM display_points WHERE id = ?::uuid)
         ON CONFLICT (point_id) DO UPDATE SET last_loaded_at = EXCLUDED.last_loaded_at
          WHERE l.last_loaded_at < EXCLUDED.last_loaded_at - make_interval(secs => ?::double precision / 1000)`,
        [pointId, at, at, pointId, coalesceMs],
      );
    },

    /** When the point's screen was last seen: its last page load and its last delivery. */
    async sighting(pointId: string): Promise<{ lastPageLoadAt: Date | null; lastDeliveredAt: Date | null }> {
      const { rows } = await db.raw<{
        rows: { last_loaded_at: Date | null; last_delivered_at: Date | null }[];
      }>(
        `SELECT (SELECT last_loaded_at FROM screen_page_loads WHERE point_id = ?) AS last_loaded_at,
                (SELECT last_delivered_at FROM board_deliveries WHERE point_id = ?) AS last_delivered_at`,
        [pointId, pointId],
      );
      const row = rows[0];
      return { lastPageLoadAt: row?.last_loaded_at ?? null, lastDeliveredAt: row?.last_delivered_at ?? null };
    },

    /**
     * The active points whose screen was not seen (its page loaded, or its board delivered)
     * since `since`, by publishing target type: `unseen` were seen before, `neverSeen` never.
     */
    async countUnseen(since: Date): Promise<{ target: string; unseen: number; neverSeen: number }[]> {
      const { rows } = await db.raw<{ rows: { target: string; unseen: string; never_seen: string }[] }>(
        `SELECT p.publishing_target_type AS target,
                count(*) FILTER (WHERE s.last_seen_at < ?) AS unseen,
                count(*) FILTER (WHERE s.last_seen_at IS NULL) AS never_seen
           FROM display_points p
           LEFT JOIN screen_page_loads l ON l.point_id = p.id
           LEFT JOIN board_deliveries d ON d.point_id = p.id
          CROSS JOIN LATERAL (SELECT GREATEST(l.last_loaded_at, d.last_delivered_at) AS last_seen_at) s
          WHERE p.status = 'ACTIVE'
          GROUP BY p.publishing_target_type`,
        [since],
      );
      return rows.map((r) => ({
        target: r.target,
        unseen: Number(r.unseen),
        neverSeen: Number(r.never_seen),
      }));
    },

    async find(pointId: string): Promise<Delivery | undefined> {
      const row = await db<DeliveryRow>('board_deliveries').where({ point_id: pointId }).first();
      return row ? toDelivery(row) : undefined;
    },
  };
}

export type BoardDeliveryRepository = ReturnType<typeof createBoardDeliveryRepository>;
