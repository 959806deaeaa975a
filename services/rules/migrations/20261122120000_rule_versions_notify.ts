import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Every committed change to a rule's versions is announced on a channel, with the rule's id,
// so that each replica's resolution cache drops what it holds for that rule (NOTIFY is
// delivered at commit, and only if the transaction commits).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION notify_rule_versions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('rules_rule_versions_changed', COALESCE(NEW.rule_id, OLD.rule_id)::text);
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER rule_versions_changed
      AFTER INSERT OR UPDATE OR DELETE ON rule_versions
      FOR EACH ROW EXECUTE FUNCTION notify_rule_versions_changed();
  `);
}
