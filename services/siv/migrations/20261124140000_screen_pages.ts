import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Display points published as a web page: the WEB_PAGE publishing target, and the key of the
// point's screen page, kept as its SHA-256 only (the key is shown once, when it is issued).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE display_points DROP CONSTRAINT display_points_publishing_target_type_check;
    ALTER TABLE display_points ADD CONSTRAINT display_points_publishing_target_type_check
      CHECK (publishing_target_type IN ('HTTP_PUSH', 'MQTT_TOPIC', 'SFTP_DROP', 'WEB_PAGE'));
    ALTER TABLE display_points
      ADD COLUMN screen_key_hash bytea,
      ADD COLUMN screen_key_rotated_at timestamptz,
      ADD CONSTRAINT display_points_screen_key_check
        CHECK ((screen_key_hash IS NULL) = (screen_key_rotated_at IS NULL));
  `);
}
