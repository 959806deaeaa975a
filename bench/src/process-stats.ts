/**
 * What a process of the bench's stack does to its heap and event loop over a window, loaded
 * into it with `--import` (`startProcess`, `BENCH_STATS=on`): the bytes it allocated, its
 * garbage collections (count, total and longest pause, from V8's own accounting), the delay
 * of its event loop (`monitorEventLoopDelay`), its main thread's CPU time (its worker threads'
 * apart: `process.threadCpuUsage`, its time in the kernel apart), its reading threads' (those at a
 * niceness above its own), V8's threads' and libuv's pool's, and its event
 * loop's utilization. It answers on a port of its own
 * (`BENCH_STATS_PORT`): `POST /start` opens a window, `POST /stop` closes it and answers the
 * window's figures (`WindowStats`). Figures the load of the machine changes little, beside the
 * latencies that it changes a lot.
 *
 * `BENCH_ALLOCATION_PROFILE_DIR=dir`: what the process allocated in its windows, sampled, objects
 * already collected included (`--heap-prof` keeps only those still alive as the process stops,
 * its start's), written there as `<pid>.heapprofile` as each window closes; with
 * `BENCH_ALLOCATION_SURVIVORS=on`, only what survived a young collection.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Session } from 'node:inspector';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { GCProfiler, getHeapStatistics } from 'node:v8';
import { isMainThread } from 'node:worker_threads';

export interface WindowStats {
  /** The window's length. */
  ms: number;
  /** Bytes allocated on the V8 heap in the window (what each collection found plus the growth). */
  allocatedBytes: number;
  /** Collections, young (scavenges) and the rest (mark-compact and incremental marking steps). */
  gcCount: number;
  scavenges: number;
  /**
   * Bytes the scavenges found alive, summed (copied within the young generation or promoted to
   * the old): what a scavenge's pause costs, where the bytes allocated set only how often one runs.
   */
  scavengeSurvivedBytes: number;
  /** The event loop's pauses for collections: summed, and the longest, in milliseconds. */
  gcTotalMs: number;
  gcMaxMs: number;
  /** The event loop's delay (its histogram at 1 ms resolution), in milliseconds. */
  loopDelayP50Ms: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** CPU time of the process's main thread alone (its worker threads' not counted), in milliseconds. */
  mainThreadCpuMs: number;
  /** The share of the window the event loop spent running (not waiting for I/O), 0 to 1. */
  loopUtilization: number;
  /**
   * CPU time of the process's threads running at a niceness above its own (an import's reading
   * threads, `IMPORT_READING_THREAD_NICENESS`, ADR 0160), in milliseconds: 0 where there is no `/proc`.
   */
  readingThreadsCpuMs: number;
  /**
   * CPU time of V8's own threads (`V8Worker`: concurrent and parallel garbage collection,
   * background compilation) and of libuv's pool (`libuv-worker`: zlib's inflation, file system,
   * DNS), in milliseconds: 0 where there is no `/proc`.
   */
  v8ThreadsCpuMs: number;
  libuvThreadsCpuMs: number;
  /** The main thread's CPU time in the kernel (its system calls: sockets read and written), in milliseconds. */
  mainThreadSystemMs: number;
}

/** Which of the process's threads a thread is, for its CPU: the main thread's is read apart. */
type ThreadKind = 'reading' | 'v8' | 'libuv' | 'other';

/**
 * CPU time (ms) of each of this process's threads but its main one, by thread id, with its kind
 * (a reading thread: at a niceness above the process's), from `/proc/self/task/<id>/stat`
 * (utime and stime, fields 14 and 15, in clock ticks of 10 ms; the name from `comm`).
 */
function threadsCpu(): Map<string, { kind: ThreadKind; ms: number }> {
  const cpu = new Map<string, { kind: ThreadKind; ms: number }>();
  try {
    for (const task of readdirSync('/proc/self/task')) {
      if (task === String(process.pid)) continue;
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      // Fields after the command's `)`, from the state (field 3): utime 14, stime 15, niceness 19.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const kind: ThreadKind =
        Number(fields[16]) > 0
          ? 'reading'
          : name.startsWith('V8')
            ? 'v8'
            : name.startsWith('libuv')
              ? 'libuv'
              : 'other';
      cpu.set(task, { kind, ms: (Number(fields[11]) + Number(fields[12])) * 10 });
    }
  } catch {
    // No /proc, or a thread gone between the listing and its read: counted as none.
  }
  return cpu;
}

/** The CPU (ms) the threads of `now` of `kind` spent since `before` (a thread started since from 0). */
function cpuSince(
  kind: ThreadKind,
  before: Map<string, { ms: number }>,
  now: Map<string, { kind: ThreadKind; ms: number }>,
): number {
  let sum = 0;
  for (const [task, thread] of now) if (thread.kind === kind) sum += thread.ms - (before.get(task)?.ms ?? 0);
  return sum;
}

const port = Number(process.env.BENCH_STATS_PORT);
// The process's own thread only: its worker threads (an import's reading threads) load the same
// `--import` and would each try to listen on the process's port.
if (port > 0 && isMainThread) {
  let profiler: GCProfiler | undefined;
  let began = 0;
  let usedAtStart = 0;
  let cpuAtStart = process.threadCpuUsage();
  let threadsAtStart = threadsCpu();
  let loopAtStart = performance.eventLoopUtilization();
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const allocations = allocationSampler(process.env.BENCH_ALLOCATION_PROFILE_DIR);
  const stop = (): WindowStats => {
    const result = profiler?.stop();
    profiler = undefined;
    delay.disable();
    const used = getHeapStatistics().used_heap_size;
    let allocated = 0;
    let before = usedAtStart;
    let gcTotalMs = 0;
    let gcMaxMs = 0;
    let scavenges = 0;
    let scavengeSurvived = 0;
    const collections = result?.statistics ?? [];
    for (const gc of collections) {
      allocated += Math.max(0, gc.beforeGC.heapStatistics.usedHeapSize - before);
      before = gc.afterGC.heapStatistics.usedHeapSize;
      // `cost` is in microseconds.
      gcTotalMs += gc.cost / 1000;
      gcMaxMs = Math.max(gcMaxMs, gc.cost / 1000);
      if (gc.gcType === 'Scavenge') {
        scavenges += 1;
        // The young generation before, less what the heap lost in it: what it kept or promoted.
        const young = gc.beforeGC.heapSpaceStatistics
          .filter((space) => space.spaceName === 'new_space' || space.spaceName === 'new_large_object_space')
          .reduce((sum, space) => sum + space.spaceUsedSize, 0);
        scavengeSurvived += Math.max(
          0,
          gc.afterGC.heapStatistics.usedHeapSize - gc.beforeGC.heapStatistics.usedHeapSize + young,
        );
      }
    }
    allocated += Math.max(0, used - before);
    const ms = (n: number) => (Number.isFinite(n) ? n / 1e6 : 0);
    const cpu = process.threadCpuUsage(cpuAtStart);
    const threads = threadsCpu();
    return {
      ms: performance.now() - began,
      allocatedBytes: allocated,
      gcCount: collections.length,
      scavenges,
      scavengeSurvivedBytes: scavengeSurvived,
      gcTotalMs,
      gcMaxMs,
      loopDelayP50Ms: ms(delay.percentile(50)),
      loopDelayP99Ms: ms(delay.percentile(99)),
      loopDelayMaxMs: ms(delay.max),
      mainThreadCpuMs: (cpu.user + cpu.system) / 1000,
      loopUtilization: performance.eventLoopUtilization(loopAtStart).utilization,
      readingThreadsCpuMs: cpuSince('reading', threadsAtStart, threads),
      v8ThreadsCpuMs: cpuSince('v8', threadsAtStart, threads),
      libuvThreadsCpuMs: cpuSince('libuv', threadsAtStart, threads),
      mainThreadSystemMs: cpu.system / 1000,
    };
  };
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/start') {
      if (profiler) stop();
      allocations.start();
      profiler = new GCProfiler();
      profiler.start();
      delay.reset();
      delay.enable();
      usedAtStart = getHeapStatistics().used_heap_size;
      cpuAtStart = process.threadCpuUsage();
      threadsAtStart = threadsCpu();
      loopAtStart = performance.eventLoopUtilization();
      began = performance.now();
      res.writeHead(204).end();
    } else if (req.method === 'POST' && req.url === '/stop') {
      const stats = stop();
      allocations.write();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats));
    } else res.writeHead(404).end();
  });
  server.listen(port, '127.0.0.1');
  // Not what keeps the process alive: it stops as it would without this.
  server.unref();
}

/** The sampling heap profiler, from the first window on, when `dir` is given. */
function allocationSampler(dir: string | undefined): { start(): void; write(): void } {
  if (!dir) return { start() {}, write() {} };
  const session = new Session();
  let started = false;
  return {
    start() {
      if (started) return;
      started = true;
      session.connect();
      session.post('HeapProfiler.enable');
      session.post('HeapProfiler.startSampling', {
        samplingInterval: 4096,
        includeObjectsCollectedByMajorGC: true,
        // BENCH_ALLOCATION_SURVIVORS=on: only what survived a young collection (what the
        // scavenges copy and promote), objects a full collection freed later included.
        includeObjectsCollectedByMinorGC: process.env.BENCH_ALLOCATION_SURVIVORS !== 'on',
      });
    },
    write() {
      session.post('HeapProfiler.getSamplingProfile', (error, result) => {
        if (!error)
          writeFileSync(path.join(dir, `${process.pid}.heapprofile`), JSON.stringify(result.profile));
      });
    },
  };
}
