/**
 * The permit import's write against its floor (ADR 0120): `BENCH_PERMIT_ROWS` permits (default
 * 100,000) written by the import's own statements (`bulkInsert` of this tree: staged by `COPY`,
 * the dated rows then the permits, the audit trail and the change feed by their triggers), and
 * the same rows loaded by bare `COPY` into each table they land in, with its indexes and
 * constraints but no trigger of the project's: the permits (and without their trigram index,
 * and without their foreign keys, to show those shares), their dated rows, their history rows,
 * their events. Each in a transaction rolled back, in rounds taking them in turns. The floor is
 * the sum of the four loads: what writing these rows costs this machine whatever the code.
 * Targets: the import's write within 1.5x of its floor; 100,000 rows a second (the floor says
 * whether this machine allows it).
 */
import os from 'node:os';
import { createDatabase, type Transaction } from '@transport/platform';
import { copyIn, rowsOf, withoutTriggers } from '../copy-floor.ts';
import { createVehiclePermitRepository } from '../../../services/referential/src/vehicle-permits/vehicle-permits.repository.ts';
import { sized, sizedFromEnv } from '../size.ts';
import { startBenchStack } from '../stack.ts';
import { judge } from '../verdict.ts';

const ROWS = sizedFromEnv('BENCH_PERMIT_ROWS', 100_000, 500);
const ROUNDS = sizedFromEnv('BENCH_ROUNDS', 2, 1);
const VEHICLES = 100;

export async function run(): Promise<void> {
  const stack = await startBenchStack();
  // Started once so that it migrates the database and fills the contract's event sources.
  await stack.startProcess('referential', 'services/referential/src/main.ts');
  const db = createDatabase({ url: stack.databaseUrl, schema: 'referential', poolMax: 2 });
  try {
    // The vehicles the permits name (their foreign key's only concern), without their periods.
    const { rows: vehicles } = await db.raw<{ rows: { id: string }[] }>(`
      WITH k AS (INSERT INTO vehicle_categories (code, name, created_by, updated_by)
                 VALUES ('COACH', 'Coach', 'bench', 'bench') RETURNING id)
      INSERT INTO vehicles (registration, category_id, seats, created_by, updated_by)
        SELECT 'BE-' || lpad(i::text, 3, '0') || '-CH', k.id, 50, 'bench', 'bench'
          FROM k, generate_series(1, ${VEHICLES}) i
        RETURNING id`);
    const { rows: imports } = await db.raw<{ rows: { id: string }[] }>(
      `INSERT INTO permit_imports (row_count, created_by) VALUES (?, 'bench') RETURNING id`,
      [ROWS],
    );
    const importId = (imports[0] as { id: string }).id;
    const today = new Date().toISOString().slice(0, 10);
    const permits = (prefix: string) =>
      Array.from({ length: ROWS }, (_, i) => ({
        line: i + 2,
        vehicleId: (vehicles[i % VEHICLES] as { id: string }).id,
        permitNumber: `${prefix}-${i}`,
        kind: 'ROADWORTHINESS',
        validFrom: '2026-01-01',
        validUntil: `2027-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      }));
    const repository = createVehiclePermitRepository(db, () => today);

    /** The import's statements in a transaction rolled back; answers what the rows became, as COPY text. */
    const importWrite = async (prefix: string, keep: boolean) => {
      const trx = await db.transaction();
      try {
        await trx.raw(`SELECT set_config('app.operation', 'importVehiclePermits', true)`);
        const started = process.hrtime.bigint();
        await repository.bulkInsert(trx, importId, permits(prefix), today, 'bench');
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        if (!keep) return { seconds, tables: undefined };
        const tables = {
          permits: await rowsOf(trx, 'vehicle_permits'),
          states: await rowsOf(trx, 'vehicle_permit_states'),
          permitHistory: await rowsOf(trx, 'referential_history.vehicle_permits'),
          stateHistory: await rowsOf(trx, 'referential_history.vehicle_permit_states'),
          events: await rowsOf(trx, 'events', 'WHERE xid = pg_current_xact_id()'),
        };
        return { seconds, tables };
      } finally {
        await trx.rollback();
      }
    };
    const tables = (await importWrite('FLOOR', true)).tables as NonNullable<
      Awaited<ReturnType<typeof importWrite>>['tables']
    >;

    /** `work` timed after `setup`, in a transaction rolled back; seconds. */
    const timed = async (
      setup: (trx: Transaction) => Promise<unknown>,
      work: (trx: Transaction) => Promise<unknown>,
    ) => {
      const trx = await db.transaction();
      try {
        await setup(trx);
        const started = process.hrtime.bigint();
        await work(trx);
        return Number(process.hrtime.bigint() - started) / 1e9;
      } finally {
        await trx.rollback();
      }
    };
    const permitsIn = (trx: Transaction) => copyIn(trx, tables.permits);
    const parts: Record<string, () => Promise<number>> = {
      'COPY permits': () => timed((trx) => withoutTriggers(trx, 'vehicle_permits'), permitsIn),
      'COPY permits, no trigram index': () =>
        timed(async (trx) => {
          await withoutTriggers(trx, 'vehicle_permits');
          await trx.raw('DROP INDEX vehicle_permits_permit_number_folded_trgm_idx');
        }, permitsIn),
      'COPY permits, no foreign keys': () =>
        timed(async (trx) => {
          await withoutTriggers(trx, 'vehicle_permits');
          await trx.raw(
            'ALTER TABLE vehicle_permits DROP CONSTRAINT vehicle_permits_vehicle_id_fkey, DROP CONSTRAINT vehicle_permits_import_id_fkey',
          );
        }, permitsIn),
      'COPY dated rows': () =>
        timed(
          async (trx) => {
            await withoutTriggers(trx, 'vehicle_permits', 'vehicle_permit_states');
            await permitsIn(trx);
          },
          (trx) => copyIn(trx, tables.states),
        ),
      'COPY history rows': () =>
        timed(
          (trx) =>
            withoutTriggers(
              trx,
              'referential_history.vehicle_permits',
              'referential_history.vehicle_permit_states',
            ),
          async (trx) => {
            await copyIn(trx, tables.permitHistory);
            await copyIn(trx, tables.stateHistory);
          },
        ),
      'COPY events': () =>
        timed(
          (trx) => withoutTriggers(trx, 'events'),
          (trx) => copyIn(trx, tables.events),
        ),
      'import write': async () => (await importWrite('IMPORT', false)).seconds,
    };
    const seen: Record<string, number[]> = Object.fromEntries(Object.keys(parts).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round += 1)
      for (const [name, measure] of Object.entries(parts)) {
        const seconds = await measure();
        seen[name]?.push(seconds);
        console.log(
          `round ${round + 1}: ${name.padEnd(32)} ${seconds.toFixed(2)} s (load ${os.loadavg()[0]?.toFixed(1)})`,
        );
      }
    const best = (name: string) => Math.min(...(seen[name] as number[]));
    const floor =
      best('COPY permits') + best('COPY dated rows') + best('COPY history rows') + best('COPY events');
    const write = best('import write');
    console.log(
      `${ROWS} permits, best of ${ROUNDS}: floor ${floor.toFixed(2)} s (${Math.round(ROWS / floor)} rows/s), ` +
        `import write ${write.toFixed(2)} s (${Math.round(ROWS / write)} rows/s), ${(write / floor).toFixed(2)}x the floor; ` +
        `the trigram index ${(best('COPY permits') - best('COPY permits, no trigram index')).toFixed(2)} s, ` +
        `the permits' foreign keys ${(best('COPY permits') - best('COPY permits, no foreign keys')).toFixed(2)} s of the permits' COPY`,
    );
    judge(
      'the import write within 1.5x of its COPY floor',
      `${(write / floor).toFixed(2)}x`,
      write / floor <= 1.5,
    );
    judge(
      'at least 100,000 rows a second (national scale)',
      `${Math.round(ROWS / write)} rows/s written; the floor ${Math.round(ROWS / floor)} rows/s`,
      ROWS >= sized(100_000, 0) && ROWS / write >= 100_000,
    );
  } finally {
    await db.destroy();
    await stack.stop();
  }
}
