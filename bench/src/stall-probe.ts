/**
 * Processes that do nothing but wake every few milliseconds, one held to each processor
 * (`taskset`), and note when they woke late: a stall of the machine (a processor not given to
 * a process that asked for it: on a virtual machine, its host running something else; on a
 * saturated machine, every process wanting it), which falls on whichever path a bench is
 * measuring at that moment. A p99 of a thousand requests a second holds the slowest ten of each second: one such
 * stall of 100 ms sets it for the path measured then (ADR 0175). One probe free to move between
 * the processors saw a stall of 40 ms where the stack's processes, running on the other, stopped
 * for 100 ms.
 *
 * `startStallProbe()` starts them (this file run as a program) and answers the stalls they saw;
 * they are read at the end, so the probes add only their own wakeups (about 0.5% of a core each)
 * to what is measured.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

/** How often the probe wakes, milliseconds. */
const PERIOD_MS = 5;
/** A wakeup this much later than asked (milliseconds) is a stall. */
export const STALL_MS = 10;

/** One late wakeup: from when the probe should have woken to when it did, epoch milliseconds. */
export interface Stall {
  from: number;
  to: number;
}

export interface StallProbe {
  /** The stalls seen so far. */
  read(): Promise<Stall[]>;
  stop(): void;
}

/** The stalls of `stalls` that overlap `[from, to]` (epoch milliseconds). */
export function overlapping(stalls: Stall[], from: number, to: number): Stall[] {
  return stalls.filter((stall) => stall.to > from && stall.from < to);
}

/** Epoch milliseconds, to the microsecond (the clock both processes read). */
export function epochMs(): number {
  return performance.timeOrigin + performance.now();
}

export async function startStallProbe(): Promise<StallProbe> {
  const file = fileURLToPath(import.meta.url);
  // One probe a processor this process may run on, where `taskset` is there to hold it; else
  // one, free to move.
  const allowed = allowedCpus();
  const cpus: (number | undefined)[] =
    allowed.length > 0 && hasTaskset(allowed[0] as number) ? allowed : [undefined];
  const probes = await Promise.all(
    cpus.map(async (cpu) => {
      const command =
        cpu === undefined ? [process.execPath, file] : ['taskset', '-c', String(cpu), process.execPath, file];
      const child: ChildProcess = spawn(command[0] as string, command.slice(1), {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      await new Promise<void>((resolve, reject) => {
        child.once('message', () => resolve());
        child.once('error', reject);
        child.once('exit', (code) => reject(new Error(`the stall probe exited (${code}) before it began`)));
      });
      return child;
    }),
  );
  return {
    read: async () =>
      (
        await Promise.all(
          probes.map(
            (child) =>
              new Promise<Stall[]>((resolve) => {
                // A probe that has ended (killed from outside) has seen nothing more.
                if (!child.connected) return resolve([]);
                child.once('message', (stalls) => resolve(stalls as Stall[]));
                child.send('read');
              }),
          ),
        )
      ).flat(),
    stop: () => {
      for (const child of probes) child.kill();
    },
  };
}

/** The processors this process may run on (Linux's `Cpus_allowed_list`, `0-1` or `0,2-3`); none where unknown. */
function allowedCpus(): number[] {
  try {
    const list = /^Cpus_allowed_list:\s*(.+)$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
    return list.split(',').flatMap((range) => {
      const [first, last = first] = range.split('-').map(Number);
      if (!Number.isInteger(first) || !Number.isInteger(last)) return [];
      return Array.from(
        { length: (last as number) - (first as number) + 1 },
        (_, i) => (first as number) + i,
      );
    });
  } catch {
    return [];
  }
}

function hasTaskset(cpu: number): boolean {
  try {
    execFileSync('taskset', ['-c', String(cpu), 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The probe itself, as a program: wakes every `PERIOD_MS` and keeps each wakeup late by `STALL_MS` or more. */
function probe(): void {
  const stalls: Stall[] = [];
  let due = epochMs() + PERIOD_MS;
  const wake = () => {
    const now = epochMs();
    if (now - due >= STALL_MS) stalls.push({ from: due, to: now });
    due = now + PERIOD_MS;
    setTimeout(wake, PERIOD_MS);
  };
  setTimeout(wake, PERIOD_MS);
  process.on('message', () => process.send?.(stalls));
  process.on('disconnect', () => process.exit(0));
  process.send?.('ready');
}

if (import.meta.main) probe();
