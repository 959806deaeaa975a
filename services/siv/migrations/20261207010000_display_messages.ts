import type { Knex } from 'knex';
import { foldedColumnsSql, recordVersionSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// Messages station staff put on the boards (ADR 0056). The database holds what the contract
// checks: a scope with exactly the subjects of its type, a validity that ends after it starts,
// one to eight texts of 1 to 200 characters. Every committed write is announced on the boards'
// channel under the group `messages`, so that each replica drops the messages it keeps.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION display_message_texts_fit(texts jsonb) RETURNS boolean
      LANGUAGE sql IMMUTABLE SET search_path = pg_catalog AS $$
      SELECT jsonb_typeof(texts) = 'array'
        AND jsonb_array_length(texts) BETWEEN 1 AND 8
        AND (SELECT bool_and(char_length(t ->> 'text') BETWEEN 1 AND 200 AND t ->> 'language' IS NOT NULL)
               FROM jsonb_array_elements(texts) t)
        AND (SELECT count(DISTINCT t ->> 'language') FROM jsonb_array_elements(texts) t) = jsonb_array_length(texts)
    $$;

    CREATE TABLE display_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL,
      name text NOT NULL,
      scope_type text NOT NULL CHECK (scope_type IN ('NETWORK', 'STATION_AREA', 'BAY', 'LINE')),
      station_area_code text,
      bay_code text,
      line_code text,
      valid_from timestamptz NOT NULL,
      valid_to timestamptz,
      priority text NOT NULL CHECK (priority IN ('INFO', 'WARNING', 'EMERGENCY')),
      texts jsonb NOT NULL,
      status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'RETIRED')),
      retirement_reason text,
      retired_at timestamptz,
      retired_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT display_messages_scope_check CHECK (
        CASE scope_type
          WHEN 'NETWORK' THEN station_area_code IS NULL AND bay_code IS NULL AND line_code IS NULL
          WHEN 'STATION_AREA' THEN station_area_code IS NOT NULL AND bay_code IS NULL AND line_code IS NULL
          WHEN 'BAY' THEN station_area_code IS NOT NULL AND bay_code IS NOT NULL AND line_code IS NULL
          ELSE station_area_code IS NULL AND bay_code IS NULL AND line_code IS NOT NULL
        END),
      CONSTRAINT display_messages_validity_check CHECK (valid_to IS NULL OR valid_to > valid_from),
      CONSTRAINT display_messages_texts_check CHECK (display_message_texts_fit(texts)),
      CONSTRAINT display_messages_retirement_check
        CHECK ((status = 'RETIRED') = (retired_at IS NOT NULL AND retirement_reason IS NOT NULL))
    );
    CREATE UNIQUE INDEX display_messages_code_key ON display_messages (upper(code));
    CREATE INDEX display_messages_status_code_idx ON display_messages (status, code, id);

    CREATE FUNCTION notify_display_messages_changed() RETURNS trigger
      LANGUAGE plpgsql SET search_path = pg_catalog AS $$
    BEGIN
      PERFORM pg_notify('siv_displays_changed', 'messages');
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER display_messages_changed
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON display_messages
      FOR EACH STATEMENT EXECUTE FUNCTION notify_display_messages_changed();
  `);
  await knex.raw(foldedColumnsSql('display_messages', ['code', 'name']));
  await knex.raw(recordVersionSql(['display_messages']));
}
