import type { Knex } from 'knex';
import { notAuditedSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// When each display point's screen last loaded its page (a load, or a reload every 20 s), for
// the screens' health (`getDisplayPointHealth`; a pushed board's last delivery is in
// `board_deliveries`). Written at most every few seconds per point; bookkeeping, not a record.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE screen_page_loads (
      point_id uuid PRIMARY KEY REFERENCES display_points (id) ON DELETE CASCADE,
      first_loaded_at timestamptz NOT NULL,
      last_loaded_at timestamptz NOT NULL,
      CONSTRAINT screen_page_loads_order_check CHECK (first_loaded_at <= last_loaded_at)
    );
    ${notAuditedSql('screen_page_loads', "when each point's screen last loaded its page, written at each load")};
  `);
}
