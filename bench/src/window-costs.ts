/**
 * What a service and its neighbours spend during the windows of an alternating run
 * (`fixedRateAlternating`), per condition: the service's CPU seconds, its garbage collection
 * (prom-client's `nodejs_gc_duration_seconds`, by kind, and the count of full collections), its event-loop delay (prom-client's
 * `monitorEventLoopDelay`, whose histogram each scrape resets: scraped as a window opens, its p99
 * and max at the window's end are that window's), Postgres's CPU seconds and this bench process's
 * own (its reader and any sender thread); the service's main thread's CPU seconds (its reading
 * threads', V8's threads' and libuv's pool's apart) and its event loop's utilization (`process-stats.ts`). CPU seconds are shares of the machine's cores that
 * other processes' load changes little; they say what the reads compete with.
 */
import type { WindowStats } from './process-stats.ts';
import type { BenchStack } from './stack.ts';

interface Snapshot {
  cpu: number;
  postgres: number;
  bench: number;
  gc: Map<string, number>;
  /** Full (mark-compact) collections so far. */
  majors: number;
  delayP99: number;
  delayMax: number;
}

interface Totals {
  windows: number;
  seconds: number;
  cpu: number;
  postgres: number;
  bench: number;
  gc: Map<string, number>;
  majors: number;
  delayP99: number[];
  delayMax: number;
  /** The main thread's CPU seconds, and the event loop's busy seconds (utilization × length). */
  mainCpu: number;
  /** The reading threads' CPU seconds (those at a niceness above the process's). */
  readingCpu: number;
  /** V8's threads' and libuv's pool's CPU seconds, and the main thread's seconds in the kernel. */
  v8Cpu: number;
  libuvCpu: number;
  mainSystem: number;
  loopBusy: number;
}

/** The value of a Prometheus sample line `name{...labels...} value` (0 when absent). */
function sample(text: string, name: string, label?: string): number {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(name) && (label === undefined || l.includes(label)) && !l.startsWith('#'));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

const GC_KINDS = ['major', 'minor', 'incremental'] as const;

export function windowCosts(stack: BenchStack, service: string, conditions: number) {
  const snapshot = async (): Promise<Snapshot> => {
    const response = await fetch(`${stack.managementUrl(service)}/actuator/prometheus`);
    const text = await response.text();
    const usage = process.cpuUsage();
    return {
      cpu: stack.cpuSeconds(service),
      postgres: stack.postgresCpuSeconds(),
      bench: (usage.user + usage.system) / 1e6,
      gc: new Map(
        GC_KINDS.map((kind) => [kind, sample(text, 'nodejs_gc_duration_seconds_sum', `kind="${kind}"`)]),
      ),
      majors: sample(text, 'nodejs_gc_duration_seconds_count', 'kind="major"'),
      delayP99: sample(text, 'nodejs_eventloop_lag_p99_seconds'),
      delayMax: sample(text, 'nodejs_eventloop_lag_max_seconds'),
    };
  };
  const totals: Totals[] = Array.from({ length: conditions }, () => ({
    windows: 0,
    seconds: 0,
    cpu: 0,
    postgres: 0,
    bench: 0,
    gc: new Map(),
    majors: 0,
    delayP99: [],
    delayMax: 0,
    mainCpu: 0,
    readingCpu: 0,
    v8Cpu: 0,
    libuvCpu: 0,
    mainSystem: 0,
    loopBusy: 0,
  }));
  let opened: { at: number; snapshot: Snapshot; stats: () => Promise<WindowStats> } | undefined;
  return {
    /** Called as a window opens (its scrape resets the service's event-loop histogram). */
    async open(): Promise<void> {
      const stats = await stack.statsWindow(service);
      opened = { at: performance.now(), snapshot: await snapshot(), stats };
    },
    /** Called as a window of `condition` (its index in the run's conditions) closes. */
    async close(condition: number): Promise<void> {
      if (!opened) return;
      const [now, stats] = await Promise.all([snapshot(), opened.stats()]);
      const start = opened.snapshot;
      const into = totals[condition] as Totals;
      into.windows += 1;
      into.seconds += (performance.now() - opened.at) / 1000;
      into.cpu += now.cpu - start.cpu;
      into.postgres += now.postgres - start.postgres;
      into.bench += now.bench - start.bench;
      for (const kind of GC_KINDS)
        into.gc.set(kind, (into.gc.get(kind) ?? 0) + (now.gc.get(kind) ?? 0) - (start.gc.get(kind) ?? 0));
      into.majors += now.majors - start.majors;
      into.delayP99.push(now.delayP99 * 1000);
      into.delayMax = Math.max(into.delayMax, now.delayMax * 1000);
      into.mainCpu += stats.mainThreadCpuMs / 1000;
      into.readingCpu += stats.readingThreadsCpuMs / 1000;
      into.v8Cpu += stats.v8ThreadsCpuMs / 1000;
      into.libuvCpu += stats.libuvThreadsCpuMs / 1000;
      into.mainSystem += stats.mainThreadSystemMs / 1000;
      into.loopBusy += (stats.loopUtilization * stats.ms) / 1000;
      opened = undefined;
    },
    /** One line per condition: each figure per second of its windows. */
    lines(labels: string[]): string[] {
      return totals.map((t, i) => {
        const per = (value: number) => (t.seconds > 0 ? value / t.seconds : 0).toFixed(2);
        const gc = GC_KINDS.map((kind) => `${kind} ${per(t.gc.get(kind) ?? 0)}`).join(', ');
        return (
          `${(labels[i] ?? String(i)).padEnd(30)} per second of its ${t.windows} windows: ${service} CPU ${per(t.cpu)} s ` +
          `(GC ${gc}; ${t.majors} full collections in all), Postgres CPU ${per(t.postgres)} s, bench CPU ${per(t.bench)} s; ` +
          `${service} event-loop delay p99 ${t.delayP99.map((ms) => ms.toFixed(0)).join('/')} ms by window, max ${t.delayMax.toFixed(0)} ms; ` +
          `${service} main thread CPU ${per(t.mainCpu)} s (in the kernel ${per(t.mainSystem)}), reading threads CPU ${per(t.readingCpu)} s, ` +
          `V8's threads ${per(t.v8Cpu)} s, libuv's pool ${per(t.libuvCpu)} s, event loop busy ${per(t.loopBusy)} s`
        );
      });
    },
  };
}
