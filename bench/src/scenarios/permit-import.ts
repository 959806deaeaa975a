/**
 * CSV import of vehicle permits (`importVehiclePermits`): POSTs a file of BENCH_PERMIT_ROWS rows (default
 * 100,000) over 100 vehicles to the referential running as its own process, three rounds of
 * a dry run then the applied import, and one file whose single bad line rejects it whole.
 * The target: an applied import of 100,000 rows in under 10 seconds.
 */
import { sized, sizedFromEnv } from '../size.ts';
import { startBenchStack } from '../stack.ts';
import { judge } from '../verdict.ts';

const ROWS = sizedFromEnv('BENCH_PERMIT_ROWS', 100_000, 500);
const VEHICLES = 100;
const ROUNDS = sized(3, 1);

function permitsCsv(registrations: string[], prefix: string, badLine?: number): string {
  const lines = ['registration,permitNumber,kind,validFrom,validUntil'];
  for (let i = 0; i < ROWS; i += 1) {
    const until = `2027-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    lines.push(
      `${registrations[i % registrations.length]},${prefix}-${i},ROADWORTHINESS,2026-01-01,${
        i + 2 === badLine ? '2027-02-30' : until
      }`,
    );
  }
  return lines.join('\r\n') + '\r\n';
}

export async function run(): Promise<void> {
  const stack = await startBenchStack();
  try {
    const base = await stack.startProcess('referential', 'services/referential/src/main.ts');
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: [
        'referential.carriers:write',
        'referential.vehicle-categories:write',
        'referential.vehicles:write',
        'referential.vehicle-permits:write',
        'referential.vehicle-permits:read',
      ],
    });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const post = async (path: string, body: unknown) => {
      const response = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
      if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response;
    };
    const carrierId = (
      (await (
        await post('/referential/v1/carriers', { code: 'BENCH', name: 'Bench', ticketingModel: 'OWN' })
      ).json()) as { id: string }
    ).id;
    const categoryId = (
      (await post('/referential/v1/vehicle-categories', { code: 'COACH', name: 'Coach' })).headers.get(
        'location',
      ) as string
    )
      .split('/')
      .pop() as string;
    const registrations: string[] = [];
    for (let i = 0; i < VEHICLES; i += 1) {
      const registration = `BE-${String(i).padStart(3, '0')}-CH`;
      await post('/referential/v1/vehicles', { carrierId, categoryId, registration, seats: 50 });
      registrations.push(registration);
    }

    const importCsv = async (csv: string, dryRun: boolean) => {
      const started = process.hrtime.bigint();
      const response = await fetch(
        `${base}/referential/v1/vehicle-permits/imports${dryRun ? '?dryRun=true' : ''}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
          body: csv,
        },
      );
      const body = (await response.json()) as { writtenCount?: number; report?: { errors: unknown[] } };
      return { seconds: Number(process.hrtime.bigint() - started) / 1e9, status: response.status, body };
    };

    const applied: number[] = [];
    const dry: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const csv = permitsCsv(registrations, `R${round}`);
      const megabytes = (Buffer.byteLength(csv) / 1e6).toFixed(1);
      const check = await importCsv(csv, true);
      const apply = await importCsv(csv, false);
      if (check.status !== 200 || apply.status !== 200 || apply.body.writtenCount !== ROWS)
        throw new Error(
          `round ${round}: dry run ${check.status}, import ${apply.status} ${JSON.stringify(apply.body).slice(0, 300)}`,
        );
      dry.push(check.seconds);
      applied.push(apply.seconds);
      console.log(
        `round ${round + 1}: ${ROWS} rows (${megabytes} MB), dry run ${check.seconds.toFixed(2)} s, ` +
          `applied ${apply.seconds.toFixed(2)} s (${Math.round(ROWS / apply.seconds)} rows/s)`,
      );
    }
    const rejected = await importCsv(permitsCsv(registrations, 'BAD', Math.floor(ROWS * 0.77)), false);
    const listed = await fetch(`${base}/referential/v1/vehicle-permits?search=BAD-&size=0`, { headers });
    const written = ((await listed.json()) as { total: number }).total;
    console.log(
      `one bad line: ${rejected.status} in ${rejected.seconds.toFixed(2)} s, errors ${JSON.stringify(rejected.body.report?.errors)}, ` +
        `rows written ${written}`,
    );
    const range = (values: number[]) =>
      `${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)} s`;
    console.log(
      `applied import of ${ROWS} rows: ${range(applied)} over ${ROUNDS} rounds; dry run ${range(dry)}`,
    );
    const slowest = Math.max(...applied);
    judge(
      '100,000 rows applied in under 10 s',
      `slowest round ${slowest.toFixed(2)} s for ${ROWS} rows`,
      ROWS >= 100_000 && slowest < 10,
    );
    judge(
      'at least 100,000 rows a second (national scale)',
      `${Math.round(ROWS / slowest)} rows/s in the slowest round`,
      ROWS / slowest >= 100_000,
    );
    if (written !== 0) judge('a file with one bad line writes nothing', `${written} rows written`, false);
  } finally {
    await stack.stop();
  }
}
