/**
 * The audit trail through the gateway: every table of every service records its writes, each
 * record's changes say who changed what and when, and reads as known at an instant answer what
 * the registry said then.
 */
import { expect } from 'chai';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';

describe('the audit trail', () => {
  let platform: Platform;

  before(async function () {
    this.timeout(60_000);
    platform = await startPlatform();
  });
  after(() => platform?.close());

  it('has a history trigger on every table of every service, so a table added without one fails here', async () => {
    const missing: string[] = [];
    for (const [schema, service] of Object.entries({
      referential: platform.referential,
      rules: platform.rules,
      siv: platform.siv,
    })) {
      const { rows } = (await service.built.deps.db.raw(
        `SELECT t.table_name FROM information_schema.tables t
          WHERE t.table_schema = ? AND t.table_type = 'BASE TABLE'
            AND t.table_name NOT IN ('history', 'knex_migrations', 'knex_migrations_lock')
            AND NOT EXISTS (SELECT 1 FROM pg_trigger g
                             WHERE g.tgrelid = format('%I.%I', t.table_schema, t.table_name)::regclass
                               AND g.tgname = 'record_history' AND g.tgenabled <> 'D')`,
        [schema],
      )) as { rows: { table_name: string }[] };
      missing.push(...rows.map((row) => `${schema}.${row.table_name}`));
    }
    expect(missing, 'tables whose writes would not be in the audit trail').to.deep.equal([]);
  });
});
