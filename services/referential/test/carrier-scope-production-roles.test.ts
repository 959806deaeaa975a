/**
 * Row-level security under production's own roles. The production database is a CloudNativePG
 * cluster (`k8s/overlays/prod/postgres/cluster.yaml`): the referential logs in as its managed
 * role `referential`, which owns its schema and therefore every table its migrations create, and
 * an owner is not subject to its tables' row-level security (enabled, not forced: ADR 0081). A
 * request scoped to a carrier takes, within its transaction, the managed role
 * `transport_carrier_scope`, which owns nothing. This file makes the roles, the database's owner
 * and the schemas exactly as that manifest says (read from it, so that a change of the manifest
 * changes what is tried here), runs the referential's migrations as `referential`, and shows the
 * database itself refusing another carrier's rows to a carrier-scoped transaction, whatever the
 * query asks.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { CORE_SCHEMA, loadAll } from 'js-yaml';
import { CARRIER_SCOPE_ROLE, createDatabase, type Database } from '@transport/platform';
import {
  ApiClient,
  createTestDatabase,
  expectProblem,
  mintToken,
  startTestService,
  type TestService,
} from '@transport/platform/testing';
import { REPO_ROOT, RUNTIME_ROLE } from '@transport/dev-stack';
import { referentialService } from '../src/referential-service.ts';
import {
  FLEET_STAFF,
  asCarrierRole,
  declareCategory,
  registerCarrier,
  registerVehicle,
} from './carriers-fixtures.ts';

const MANIFEST = path.join(REPO_ROOT, 'k8s/overlays/prod/postgres/cluster.yaml');

/** A managed role of the Cluster (CloudNativePG's `RoleConfiguration`, the fields it uses). */
interface ManagedRole {
  name: string;
  login?: boolean;
  inherit?: boolean;
  superuser?: boolean;
  createdb?: boolean;
  createrole?: boolean;
  replication?: boolean;
  bypassrls?: boolean;
  connectionLimit?: number;
  passwordSecret?: { name: string };
  inRoles?: string[];
}

interface ProductionDatabase {
  database: string;
  owner: string;
  postInitApplicationSQL: string[];
  roles: ManagedRole[];
  schemas: { name: string; owner: string }[];
}

function productionDatabase(): ProductionDatabase {
  const objects = loadAll(readFileSync(MANIFEST, 'utf8'), null, { schema: CORE_SCHEMA }) as {
    kind: string;
    spec: Record<string, any>;
  }[];
  const cluster = objects.find((o) => o.kind === 'Cluster')?.spec;
  const database = objects.find((o) => o.kind === 'Database')?.spec;
  if (!cluster || !database) throw new Error(`${MANIFEST}: no Cluster or no Database`);
  return {
    database: cluster.bootstrap.initdb.database,
    owner: cluster.bootstrap.initdb.owner,
    postInitApplicationSQL: cluster.bootstrap.initdb.postInitApplicationSQL ?? [],
    roles: cluster.managed?.roles ?? [],
    schemas: database.schemas ?? [],
  };
}

/**
 * The statements the operator's reconciliation amounts to for a managed role, with
 * CloudNativePG's defaults for what the manifest leaves out (inherit on, the rest off). A role
 * with a password Secret is given its own name as password here.
 */
function managedRoleSql(role: ManagedRole): string[] {
  const attributes = [
    role.login ? 'LOGIN' : 'NOLOGIN',
    role.inherit === false ? 'NOINHERIT' : 'INHERIT',
    role.superuser ? 'SUPERUSER' : 'NOSUPERUSER',
    role.createdb ? 'CREATEDB' : 'NOCREATEDB',
    role.createrole ? 'CREATEROLE' : 'NOCREATEROLE',
    role.replication ? 'REPLICATION' : 'NOREPLICATION',
    role.bypassrls ? 'BYPASSRLS' : 'NOBYPASSRLS',
    `CONNECTION LIMIT ${role.connectionLimit ?? -1}`,
    ...(role.passwordSecret ? [`PASSWORD '${role.name}'`] : []),
  ];
  return [
    `CREATE ROLE "${role.name}"`,
    `ALTER ROLE "${role.name}" ${attributes.join(' ')}`,
    ...(role.inRoles ?? []).map((parent) => `GRANT "${parent}" TO "${role.name}"`),
  ];
}

describe('row-level security under the roles of the production manifest', () => {
  const production = productionDatabase();
  let admin: Database;
  /** The referential's own login, as in production (`DATABASE_URL` of its Deployment). */
  let asService: Database;
  let service: TestService;
  let regulator: ApiClient;
  let carrierA: { id: string; vehicle: string };
  let carrierB: { id: string; vehicle: string };

  before(async function () {
    this.timeout(90_000); // its own database, migrated from the first migration as `referential`
    const url = await createTestDatabase();
    const name = new URL(url).pathname.slice(1);
    admin = createDatabase({ url, schema: 'public', poolMax: 1, applicationName: 'test-admin' });
    const statements = [
      `CREATE ROLE "${production.owner}"`,
      `ALTER DATABASE "${name}" OWNER TO "${production.owner}"`,
      ...production.postInitApplicationSQL.map((sql) =>
        sql.replace(new RegExp(`\\bDATABASE ${production.database}\\b`), `DATABASE "${name}"`),
      ),
      ...production.roles.flatMap(managedRoleSql),
      ...production.schemas.map((s) => `CREATE SCHEMA "${s.name}" AUTHORIZATION "${s.owner}"`),
    ];
    // Roles belong to the whole server, which the run's other processes change too (the tests'
    // own role): one at a time, and a role or schema already there is kept.
    await admin.transaction(async (trx) => {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [RUNTIME_ROLE]);
      for (const sql of statements)
        await trx
          .transaction((step) => step.raw(sql))
          .catch((error: { code?: string }) => {
            if (error.code !== '42710' && error.code !== '42P06') throw error;
          });
    });
    const serviceUrl = new URL(url);
    serviceUrl.username = 'referential';
    serviceUrl.password = 'referential';
    service = await startTestService(referentialService, { DATABASE_URL: serviceUrl.toString() });
    asService = createDatabase({
      url: serviceUrl.toString(),
      schema: 'referential',
      poolMax: 1,
      applicationName: 'test-as-service',
    });
    regulator = service.as(FLEET_STAFF, 'regulator');
    const categoryId = await declareCategory(regulator);
    const fleet = async () => {
      const { id } = await registerCarrier(regulator);
      expect((await regulator.post(`/referential/v1/carriers/${id}/activation`)).status).to.equal(200);
      return { id, vehicle: (await registerVehicle(regulator, id, categoryId)).id };
    };
    carrierA = await fleet();
    carrierB = await fleet();
  });
  after(async () => {
    await service?.close();
    await asService?.destroy();
    await admin?.destroy();
  });

  it('runs the referential as its managed role: it owns the tables, is no superuser, and no role it may take is exempt', async () => {
    const [who] = (
      await asService.raw(
        `SELECT current_user AS name, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user`,
      )
    ).rows;
    expect(who).to.deep.equal({ name: 'referential', rolsuper: false, rolbypassrls: false });
    const tables = (
      await asService.raw(
        `SELECT c.relname, pg_get_userbyid(c.relowner) AS owner, c.relrowsecurity, c.relforcerowsecurity
           FROM pg_class c WHERE c.relnamespace = 'referential'::regnamespace
            AND c.relname IN ('carriers', 'vehicles', 'vehicle_states', 'carrier_beneficiaries', 'beneficiary_changes')
          ORDER BY c.relname`,
      )
    ).rows;
    // The owner's own reads are every carrier's (the registry's staff), as ADR 0081 decides.
    expect(tables).to.have.length(5);
    for (const table of tables)
      expect(table, table.relname).to.include({
        owner: 'referential',
        relrowsecurity: true,
        relforcerowsecurity: false,
      });
    // The carrier role owns nothing and skips no policy.
    const [carrierRole] = (
      await asService.raw(
        `SELECT rolsuper, rolbypassrls, pg_has_role('referential', rolname, 'SET') AS taken,
                (SELECT count(*)::int FROM pg_class WHERE relowner = r.oid) AS owns
           FROM pg_roles r WHERE rolname = ?`,
        [CARRIER_SCOPE_ROLE],
      )
    ).rows;
    expect(carrierRole).to.deep.equal({ rolsuper: false, rolbypassrls: false, taken: true, owns: 0 });
  });

  it('serves a carrier’s token only its own records through the service', async () => {
    const scoped = new ApiClient(
      service.url,
      mintToken(FLEET_STAFF, 'carrier-a-staff', { carrier_id: carrierA.id }),
    );
    const vehicles = await scoped.get('/referential/v1/vehicles');
    expect(vehicles.status, vehicles.text).to.equal(200);
    expect(vehicles.body.data.map((v: { id: string }) => v.id)).to.deep.equal([carrierA.vehicle]);
    expect(vehicles.body.total).to.equal(1);
    expectProblem(await scoped.get(`/referential/v1/vehicles/${carrierB.vehicle}`), 404, 'vehicle-not-found');
  });

  it('has the database refuse another carrier’s rows to a transaction of the carrier role, with no predicate in the query', async () => {
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    // The service's role alone reads every carrier's rows.
    expect(ids(await asService('vehicles').select('id'))).to.include.members([
      carrierA.vehicle,
      carrierB.vehicle,
    ]);
    await asCarrierRole(asService, carrierA.id, async (trx) => {
      expect(ids(await trx('vehicles').select('id'))).to.deep.equal([carrierA.vehicle]);
      expect(ids(await trx('carriers').select('id'))).to.deep.equal([carrierA.id]);
      expect((await trx('vehicle_states').countDistinct({ n: 'carrier_id' }))[0]).to.deep.equal({ n: 1 });
      expect(await trx('vehicles').where({ id: carrierB.vehicle }).update({ fleet_number: 'SQL' })).to.equal(
        0,
      );
      expect(await trx('carriers').where({ id: carrierB.id }).delete()).to.equal(0);
      /** The refusal of `statement`, run in a savepoint: its code and message. */
      const refused = async (statement: (savepoint: typeof trx) => Promise<unknown>) => {
        let error: { code?: string; message?: string } | undefined;
        await trx.transaction(statement).catch((e: { code?: string }) => (error = e));
        return `${error?.code} ${error?.message?.replace(/^.* - /, '')}`;
      };
      // Its vehicle given to another carrier: the policy's check refuses the row.
      expect(
        await refused((savepoint) =>
          savepoint('vehicle_states')
            .where({ vehicle_id: carrierA.vehicle })
            .update({ carrier_id: carrierB.id }),
        ),
      ).to.equal('42501 new row violates row-level security policy for table "vehicle_states"');
      // The audit trail holds every carrier's rows: not readable at all.
      expect(await refused((savepoint) => savepoint.raw('SELECT count(*) FROM history'))).to.equal(
        '42501 permission denied for table history',
      );
    });
    // Nothing was written: carrier B's vehicle is as it was.
    const [theirs] = await asService('vehicle_states')
      .where({ vehicle_id: carrierB.vehicle })
      .select('carrier_id');
    expect(theirs).to.deep.equal({ carrier_id: carrierB.id });
  });
});
