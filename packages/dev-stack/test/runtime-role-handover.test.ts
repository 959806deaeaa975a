import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import pg from 'pg';
import { testEnvironment } from '../src/index.ts';
import { bootstrapDatabase, handToRuntimeRole } from '../src/embedded-postgres.ts';

/** The role a carrier's requests take (ADR 0081). */
const CARRIER_ROLE = 'transport_carrier_scope';

async function run<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What the carrier role may do on `table` when the runtime role takes it, as a carrier's request does. */
async function carrierRoleMay(url: string, table: string): Promise<Record<string, string>> {
  return run(url, async (client) => {
    const outcome: Record<string, string> = {};
    for (const [name, sql] of [
      ['read', `SELECT count(*) FROM ${table}`],
      ['write', `INSERT INTO ${table} DEFAULT VALUES`],
    ] as const) {
      await client.query(`BEGIN; SET LOCAL ROLE ${CARRIER_ROLE}`);
      try {
        await client.query(sql);
        outcome[name] = 'allowed';
      } catch (error) {
        outcome[name] = (error as Error).message;
      } finally {
        await client.query('ROLLBACK');
      }
    }
    return outcome;
  });
}

describe('pnpm start handing an existing data directory to the runtime role', function () {
  this.timeout(60_000);
  const database = `handover_${randomBytes(4).toString('hex')}`;
  let adminUrl: string;

  before(async () => {
    adminUrl = await bootstrapDatabase(testEnvironment().serverUrl, database);
  });
  after(async () => {
    await run(testEnvironment().serverUrl, (admin) =>
      admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
    );
  });

  it('gives the carrier role its rights on the tables later migrations add, as a database made by the runtime role does', async () => {
    // A database the previous launcher made: the superuser ran the migrations, so the carrier
    // role's rights on tables to come (the carrier scope's migration) are the superuser's defaults.
    await run(adminUrl, (admin) =>
      admin.query(`
        CREATE SCHEMA fleet;
        CREATE SCHEMA fleet_history;
        CREATE TABLE fleet.carriers (id bigserial PRIMARY KEY);
        GRANT USAGE ON SCHEMA fleet TO ${CARRIER_ROLE};
        GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA fleet TO ${CARRIER_ROLE};
        GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA fleet TO ${CARRIER_ROLE};
        ALTER DEFAULT PRIVILEGES IN SCHEMA fleet GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${CARRIER_ROLE};
        ALTER DEFAULT PRIVILEGES IN SCHEMA fleet GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${CARRIER_ROLE};
        GRANT USAGE ON SCHEMA fleet_history TO ${CARRIER_ROLE};
        ALTER DEFAULT PRIVILEGES IN SCHEMA fleet_history GRANT INSERT ON TABLES TO ${CARRIER_ROLE};
      `),
    );

    const runtimeUrl = await handToRuntimeRole(testEnvironment().serverUrl, database);
    // Later migrations, now run by the runtime role: a new family and a new history partition.
    await run(runtimeUrl, (service) =>
      service.query(`
        CREATE TABLE fleet.permits (id bigserial PRIMARY KEY);
        CREATE TABLE fleet_history.p_later (id bigint);
      `),
    );

    expect(await carrierRoleMay(runtimeUrl, 'fleet.carriers')).to.deep.equal({
      read: 'allowed',
      write: 'allowed',
    });
    expect(await carrierRoleMay(runtimeUrl, 'fleet.permits')).to.deep.equal({
      read: 'allowed',
      write: 'allowed',
    });
    // The history's partitions: written by the audit trail's triggers as the writer, never read.
    expect(await carrierRoleMay(runtimeUrl, 'fleet_history.p_later')).to.deep.equal({
      read: 'permission denied for table p_later',
      write: 'allowed',
    });
    // Handing over again (each start does) changes nothing.
    await handToRuntimeRole(testEnvironment().serverUrl, database);
    expect(await carrierRoleMay(runtimeUrl, 'fleet.permits')).to.deep.equal({
      read: 'allowed',
      write: 'allowed',
    });
  });
});
