import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Every committed write to a display point or profile is announced on a channel, with the
// record's id, so that each replica's cache of the points and profiles its boards read drops
// that record (NOTIFY is delivered at commit, and only if the transaction commits). A TRUNCATE
// has no rows to name: it announces an empty id, which empties the caches.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION notify_displays_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        PERFORM pg_notify('siv_displays_changed', '');
      ELSE
        PERFORM pg_notify('siv_displays_changed', COALESCE(NEW.id, OLD.id)::text);
      END IF;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER display_points_changed
      AFTER INSERT OR UPDATE OR DELETE ON display_points
      FOR EACH ROW EXECUTE FUNCTION notify_displays_changed();
    CREATE TRIGGER display_points_truncated
      AFTER TRUNCATE ON display_points
      FOR EACH STATEMENT EXECUTE FUNCTION notify_displays_changed();
    CREATE TRIGGER display_profiles_changed
      AFTER INSERT OR UPDATE OR DELETE ON display_profiles
      FOR EACH ROW EXECUTE FUNCTION notify_displays_changed();
    CREATE TRIGGER display_profiles_truncated
      AFTER TRUNCATE ON display_profiles
      FOR EACH STATEMENT EXECUTE FUNCTION notify_displays_changed();
  `);
}
