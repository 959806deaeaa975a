import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// A publishing target's address holds what siv can deliver to, whatever writes it: an MQTT topic
// without wildcards and not a broker's `$` topic, an SFTP directory absolute and without `.` or
// `..` segments. The rules that depend on the settings (a push URL's scheme and host, the SFTP
// root) are the service's (`publishing-targets.ts`). NOT VALID: a point stored before keeps its
// address (its deliveries fail, saying why) instead of stopping the migration.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE display_points ADD CONSTRAINT display_points_publishing_target_address_check CHECK (
      CASE publishing_target_type
        WHEN 'MQTT_TOPIC' THEN publishing_target_address !~ '[+#]' AND publishing_target_address !~ '^[$]'
        WHEN 'SFTP_DROP' THEN publishing_target_address ~ '^/'
                          AND publishing_target_address || '/' NOT LIKE '%/../%'
                          AND publishing_target_address || '/' NOT LIKE '%/./%'
        ELSE true
      END
    ) NOT VALID;
  `);
}
