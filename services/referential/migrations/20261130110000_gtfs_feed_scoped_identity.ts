import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// GTFS ids are scoped to their feed (ADR 0050). A reference says how the feed's id came to its
// record (`origin`): the import created the record, a mapping named it, or the record had the
// id's code and no feed had created it. A record another feed created is never matched by
// code: only a mapping (`gtfs_mappings`, set by a person) joins a feed's id to it.
// References kept before this change are taken as created by their feed, the cautious reading.
// The record a mapping names exists in the table of its kind (a foreign key per kind, held by
// one trigger); a record of these families is never deleted, only retired or ended.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE gtfs_references
      ADD COLUMN origin text NOT NULL DEFAULT 'created' CHECK (origin IN ('created', 'mapping', 'code'));
    CREATE INDEX gtfs_references_created_idx ON gtfs_references (kind, record_id) WHERE origin = 'created';

    CREATE TABLE gtfs_mappings (
      feed_id text NOT NULL CHECK (feed_id ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$'),
      kind text NOT NULL CHECK (kind IN ('station', 'line', 'calendar')),
      external_id text NOT NULL CHECK (length(external_id) BETWEEN 1 AND 255),
      record_id uuid NOT NULL,
      set_at timestamptz NOT NULL DEFAULT now(),
      set_by text NOT NULL,
      PRIMARY KEY (feed_id, kind, external_id)
    );
    CREATE INDEX gtfs_mappings_record_idx ON gtfs_mappings (record_id);

    CREATE FUNCTION gtfs_mappings_record_exists() RETURNS trigger LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
    DECLARE
      present boolean;
    BEGIN
      present := CASE NEW.kind
        WHEN 'station' THEN EXISTS (SELECT 1 FROM stations WHERE id = NEW.record_id)
        WHEN 'line' THEN EXISTS (SELECT 1 FROM lines WHERE id = NEW.record_id)
        WHEN 'calendar' THEN EXISTS (SELECT 1 FROM service_calendars WHERE id = NEW.record_id)
        ELSE false END;
      IF NOT present THEN
        RAISE EXCEPTION 'gtfs mapping names a % that does not exist: %', NEW.kind, NEW.record_id
          USING ERRCODE = '23503', CONSTRAINT = 'gtfs_mappings_record_fkey';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER gtfs_mappings_record_exists BEFORE INSERT OR UPDATE ON gtfs_mappings
      FOR EACH ROW EXECUTE FUNCTION gtfs_mappings_record_exists();
  `);
}
