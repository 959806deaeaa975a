/**
 * What tracing costs: the gateway's read of a bay by id (gateway, referential, Postgres) with
 * tracing off and with tracing on, exporting to a local OTLP sink, measured interleaved at a
 * fixed rate. With BENCH_BASELINE_DIR naming a checkout of the platform before tracing (its
 * dependencies installed), that tree's gateway and referential are measured in the same turns:
 * tracing off against before.
 *
 * With BENCH_BASELINE_TRACING=on as well, that tree's pair traces too: tracing on in this tree
 * against tracing on in that one (another version of the tracing, measured in the same turns).
 *
 * The measured time is cut into BENCH_TRACING_ROUNDS rounds (5) of BENCH_SECONDS each, every
 * round taking one-second slices of each pair in turn (off, on, off, on, ...): each round's
 * ratios are printed with the load average at its end, then their range, since the machine
 * may be shared and one round's figures can be another's double.
 *
 *   BENCH_BASELINE_DIR=/tmp/before pnpm bench tracing
 */
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { bootstrapDatabase } from '@transport/dev-stack';
import { readFileSync } from 'node:fs';
import { fixedRateInterleaved, formatResult, type LoadResult, type LoadTarget } from '../load.ts';
import { BENCH_RATE_LIMITS, benchPort, startBenchStack } from '../stack.ts';
import { benchSeconds, sized, sizedFromEnv } from '../size.ts';
import { judge } from '../verdict.ts';

const AREAS = 100;
const BAYS_PER_AREA = 10;
const RATE = sizedFromEnv('BENCH_RATE', 200, 50);
const ROUNDS = sizedFromEnv('BENCH_TRACING_ROUNDS', 5, 1);

/** An OTLP/HTTP receiver that accepts and drops every export (the collector's cost is not ours). */
export async function startSink(): Promise<{ url: string; exports: () => number; close(): void }> {
  let count = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      count += 1;
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  const port = await benchPort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, exports: () => count, close: () => server.close() };
}

export async function run(): Promise<void> {
  const seconds = benchSeconds();
  const stack = await startBenchStack();
  const sink = await startSink();
  try {
    const on = { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url };
    const upstreams = (referential: string) => ({
      RATE_LIMITS: BENCH_RATE_LIMITS,
      REFERENTIAL_URL: referential,
      RULES_URL: 'http://127.0.0.1:9',
      SIV_URL: 'http://127.0.0.1:9',
    });
    const referentialOff = await stack.startProcess('referential-off', 'services/referential/src/main.ts');
    const referentialOn = await stack.startProcess('referential-on', 'services/referential/src/main.ts', on);
    const gateways: { label: string; url: string; processes: string[] }[] = [
      {
        label: 'tracing off',
        processes: ['gateway-off', 'referential-off'],
        url: await stack.startProcess('gateway-off', 'gateway/src/main.ts', upstreams(referentialOff)),
      },
      {
        label: 'tracing on',
        processes: ['gateway-on', 'referential-on'],
        url: await stack.startProcess('gateway-on', 'gateway/src/main.ts', {
          ...upstreams(referentialOn),
          ...on,
        }),
      },
    ];
    // BENCH_TRACING_SAMPLED=0.1 (the default; empty for none): a pair tracing that share of the
    // requests (parent-based, decided at the gateway and followed by the referential).
    const share = process.env.BENCH_TRACING_SAMPLED ?? '0.1';
    if (share) {
      const sampled = {
        ...on,
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: share,
      };
      const referentialSampled = await stack.startProcess(
        'referential-sampled',
        'services/referential/src/main.ts',
        sampled,
      );
      gateways.push({
        label: `tracing on, ${share} sampled`,
        processes: ['gateway-sampled', 'referential-sampled'],
        url: await stack.startProcess('gateway-sampled', 'gateway/src/main.ts', {
          ...upstreams(referentialSampled),
          ...sampled,
        }),
      });
    }
    const baseline = process.env.BENCH_BASELINE_DIR;
    const baselineTraced = process.env.BENCH_BASELINE_TRACING === 'on';
    // What the baseline pair is compared with: tracing off (before tracing), or on.
    const [baselineLabel, comparedLabel, ratioName] = baselineTraced
      ? ['baseline, tracing on', 'tracing on', 'on/baseline on']
      : ['before tracing', 'tracing off', 'off/before'];
    // The tree before tracing migrates a database of its own (this tree's has migrations it
    // does not know); the same bays, with the same ids, are copied into it below.
    let beforeUrl: string | undefined;
    if (baseline) {
      const server = new URL(stack.databaseUrl);
      server.pathname = '/postgres';
      beforeUrl = await bootstrapDatabase(server.toString(), 'bench_before');
      const referentialBefore = await stack.startProcess(
        'referential-before',
        path.join(baseline, 'services/referential/src/main.ts'),
        { DATABASE_URL: beforeUrl, ...(baselineTraced ? on : {}) },
      );
      gateways.unshift({
        label: baselineLabel,
        processes: ['gateway-before', 'referential-before'],
        url: await stack.startProcess('gateway-before', path.join(baseline, 'gateway/src/main.ts'), {
          ...upstreams(referentialBefore),
          ...(baselineTraced ? on : {}),
        }),
      });
    }
    await stack.sql.query(
      `INSERT INTO referential.station_areas (code, name, created_by, updated_by)
       SELECT 'SA' || lpad(i::text, 4, '0'), 'Area ' || i, 'bench', 'bench' FROM generate_series(0, $1 - 1) i`,
      [AREAS],
    );
    await stack.sql.query(
      `INSERT INTO referential.bays (station_area_id, code, position, length_m, created_by, updated_by)
       SELECT a.id, 'BAY-' || j, j, 12, 'bench', 'bench'
       FROM referential.station_areas a CROSS JOIN generate_series(1, $1) j`,
      [BAYS_PER_AREA],
    );
    const bayIds = (await stack.sql.query('SELECT id FROM referential.bays')).rows.map((r) => r.id as string);
    if (beforeUrl) {
      const before = new pg.Client({ connectionString: beforeUrl });
      await before.connect();
      try {
        for (const table of ['station_areas', 'bays']) {
          const columns =
            table === 'bays'
              ? 'id, station_area_id, code, position, length_m, created_by, updated_by'
              : 'id, code, name, created_by, updated_by';
          const { rows } = await stack.sql.query(
            `SELECT json_agg(t) AS rows FROM (SELECT ${columns} FROM referential.${table}) t`,
          );
          await before.query(
            `INSERT INTO referential.${table} (${columns})
             SELECT ${columns} FROM json_populate_recordset(NULL::referential.${table}, $1::json)`,
            [JSON.stringify(rows[0]?.rows ?? [])],
          );
        }
      } finally {
        await before.end();
      }
    }
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: ['referential.bays:read'],
      expiresIn: 3600,
    });
    const target = (base: string): LoadTarget => {
      const urls = bayIds.map((id) => `${base}/referential/v1/bays/${id}`);
      return { url: urls[0] as string, urls, headers: { authorization: `Bearer ${token}` } };
    };
    // BENCH_TRACING_ORDER=reverse takes the slices in the other order (a bias of the order shows).
    if (process.env.BENCH_TRACING_ORDER === 'reverse') gateways.reverse();
    // Warm-up (compilation, connections, the token's keys), unmeasured.
    await fixedRateInterleaved(
      gateways.map((g) => target(g.url)),
      RATE,
      sized(2, 0.5),
    );

    console.log(
      `\ngateway read of a bay by id at ${RATE} requests/s (open loop, interleaved ${sized(1, 0.5)} s slices; ${ROUNDS} rounds of ${seconds} s each)`,
    );
    // CPU per request of each pair of processes: on a shared machine, steadier than latency.
    const cpu = (g: (typeof gateways)[number]) =>
      g.processes.reduce((sum, name) => sum + stack.cpuSeconds(name), 0);
    const at = (label: string) => gateways.findIndex((g) => g.label === label);
    const rounds: {
      onOff: number;
      offBefore: number;
      sampledOff: number;
      cpuSampledOff: number;
      cpuOnOff: number;
      cpuOffBefore: number;
      load: string;
    }[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const cpuBefore = gateways.map(cpu);
      const results = (await fixedRateInterleaved(
        gateways.map((g) => target(g.url)),
        RATE,
        seconds,
      )) as LoadResult[];
      const cpuPerRequestMs = gateways.map(
        (g, i) => ((cpu(g) - (cpuBefore[i] ?? 0)) * 1000) / (results[i]?.requests ?? NaN),
      );
      const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
      console.log(`\nround ${round} (load average ${load})`);
      for (const [i, g] of gateways.entries()) {
        console.log(formatResult(g.label, results[i] as LoadResult));
        console.log(
          `         CPU of gateway and referential per request ${cpuPerRequestMs[i]?.toFixed(3)} ms`,
        );
      }
      const p50 = (label: string) => results[at(label)]?.sentP50Ms ?? NaN;
      const cpuOf = (label: string) => cpuPerRequestMs[at(label)] ?? NaN;
      rounds.push({
        onOff: p50('tracing on') / p50('tracing off'),
        sampledOff: p50(`tracing on, ${share} sampled`) / p50('tracing off'),
        cpuSampledOff: cpuOf(`tracing on, ${share} sampled`) / cpuOf('tracing off'),
        offBefore: p50(comparedLabel) / p50(baselineLabel),
        cpuOnOff: cpuOf('tracing on') / cpuOf('tracing off'),
        cpuOffBefore: cpuOf(comparedLabel) / cpuOf(baselineLabel),
        load,
      });
      console.log(
        `         p50 (from send) on/off ${rounds.at(-1)?.onOff.toFixed(2)}, CPU per request on/off ${rounds.at(-1)?.cpuOnOff.toFixed(2)}` +
          (share
            ? `; sampled/off ${rounds.at(-1)?.sampledOff.toFixed(2)}, CPU sampled/off ${rounds.at(-1)?.cpuSampledOff.toFixed(2)}`
            : '') +
          (baseline
            ? `; ${ratioName} ${rounds.at(-1)?.offBefore.toFixed(2)}, CPU ${ratioName} ${rounds.at(-1)?.cpuOffBefore.toFixed(2)}`
            : ''),
      );
    }
    const range = (values: number[]) =>
      `${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)} (median ${[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]?.toFixed(2)})`;
    console.log(`\nover ${ROUNDS} rounds:`);
    console.log(`         p50 (from send) on/off ${range(rounds.map((r) => r.onOff))}`);
    console.log(`         CPU per request on/off ${range(rounds.map((r) => r.cpuOnOff))}`);
    const onOff = [...rounds.map((r) => r.onOff)].sort((a, b) => a - b);
    const medianOnOff = onOff[Math.floor(onOff.length / 2)] as number;
    judge(
      'every request traced: p50 within 1.1x of tracing off',
      `median on/off ${medianOnOff.toFixed(2)} over ${rounds.length} rounds`,
      medianOnOff <= 1.1,
    );
    if (share) {
      console.log(`         p50 (from send) ${share} sampled/off ${range(rounds.map((r) => r.sampledOff))}`);
      console.log(
        `         CPU per request ${share} sampled/off ${range(rounds.map((r) => r.cpuSampledOff))}`,
      );
    }
    if (baseline) {
      console.log(`         p50 (from send) ${ratioName} ${range(rounds.map((r) => r.offBefore))}`);
      console.log(`         CPU per request ${ratioName} ${range(rounds.map((r) => r.cpuOffBefore))}`);
    }
    console.log(`         OTLP exports received by the sink: ${sink.exports()}`);
  } finally {
    sink.close();
    await stack.stop();
  }
}
