import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Every publishing target but the web page is now delivered (MQTT topics and SFTP directories
// too): no delivery is NOT_SUPPORTED any more. Those rows start again, due at once.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    UPDATE board_deliveries
       SET state = 'PENDING', last_error = NULL, consecutive_failures = 0, next_attempt_at = now()
     WHERE state = 'NOT_SUPPORTED';
    ALTER TABLE board_deliveries DROP CONSTRAINT board_deliveries_state_check;
    ALTER TABLE board_deliveries ADD CONSTRAINT board_deliveries_state_check
      CHECK (state IN ('PENDING', 'DELIVERED', 'FAILING'));
  `);
}
