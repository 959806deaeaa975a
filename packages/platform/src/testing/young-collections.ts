/**
 * What requests leave behind once answered, as V8's young collections (scavenges) see it (ADR
 * 0149, 0153, 0162): a test sends requests that each hold a block of known size on the heap, and
 * reads from V8's own figures (`GCProfiler`) how much the scavenges found alive meanwhile. A
 * request's objects must die young: the share of the blocks found alive stays below
 * `FREED_SHARE_BELOW`.
 */
import { GCProfiler } from 'node:v8';
import { expect } from 'chai';
import { tuneHeapForServing } from '../heap.ts';

// The test's process keeps its objects as a service's does (ADR 0186): without it a test file
// that held many requests at once (the gateway's forward that waits for one of 256 connections)
// left V8 making every later request's objects old, and the measure found them all alive.
tuneHeapForServing();

/**
 * The share of the requests' blocks the scavenges may find alive when each request is freed.
 * Kept, a block is copied by a scavenge, then promoted by the next: about twice its size (1.9-2.4
 * measured with a request kept). Freed, only the requests in flight at a scavenge (four at a time,
 * 0.02-0.05 alone), and what the rest of a test worker keeps meanwhile (its previous files'
 * services winding down: up to 0.6 seen in whole runs). ADR 0172.
 */
const FREED_SHARE_BELOW = 1;

type HeapStats = { heapSpaceStatistics: { spaceName: string; spaceUsedSize: number }[] };
const used = (stats: HeapStats, space?: string) =>
  stats.heapSpaceStatistics
    .filter((s) => space === undefined || s.spaceName === space)
    .reduce((sum, s) => sum + s.spaceUsedSize, 0);

/**
 * Counts the scavenges from now until `stop`, and the bytes they found alive: what a scavenge
 * copied, the young generation before it less what the whole heap lost.
 */
function countScavenges(): { stop(): { scavenges: number; survivedBytes: number } } {
  const profiler = new GCProfiler();
  profiler.start();
  return {
    stop() {
      const scavenges = profiler.stop().statistics.filter((s) => s.gcType === 'Scavenge');
      const survivedBytes = scavenges.reduce(
        (sum, s) => sum + used(s.beforeGC, 'new_space') - (used(s.beforeGC) - used(s.afterGC)),
        0,
      );
      return { scavenges: scavenges.length, survivedBytes };
    },
  };
}

/**
 * Makes what is alive now old, as a long-lived process's first collections do: allocates objects
 * it keeps until three scavenges have run (what lives through two is promoted).
 */
export function promoteWhatLives(): void {
  for (let round = 0, scavenges = 0; scavenges < 3 && round < 100; round += 1) {
    const counted = countScavenges();
    const kept: { round: number; i: number }[] = [];
    for (let i = 0; i < 300_000; i += 1) kept.push({ round, i });
    scavenges += counted.stop().scavenges;
  }
}

/**
 * Sends requests through `ask`, four at a time, until two scavenges have run, then `requests`
 * more, and answers the scavenges those made and the share of their blocks (`blockBytes` each)
 * the scavenges found alive (`countScavenges`).
 */
async function scavengeSurvivors(
  ask: () => unknown,
  requests: number,
  blockBytes: number,
): Promise<{ scavenges: number; survivedKiB: number; share: number }> {
  const send = async (count: number) => {
    const scavenges = countScavenges();
    for (let i = 0; i < count; i += 4) await Promise.all([ask(), ask(), ask(), ask()]);
    return scavenges.stop();
  };
  // What was young and alive before the measure (a previous test file's objects, in a worker
  // that ran one) would count as survivors: two scavenges first move it out of the young
  // generation (the first copies it, the second promotes it).
  for (let warm = 0, sent = 0; warm < 2 && sent < requests; sent += 100) warm += (await send(100)).scavenges;
  const { scavenges, survivedBytes } = await send(requests);
  return { scavenges, survivedKiB: survivedBytes / 1024, share: survivedBytes / (requests * blockBytes) };
}

/**
 * Asserts that the scavenges free each request `ask` sends (each holding a block of `blockBytes`):
 * one request first, alone (it compiles what every one runs), then `requests` more measured by
 * `scavengeSurvivors`, the share of their blocks found alive below `freedShareBelow`
 * (`FREED_SHARE_BELOW` by default: a whole server's). `ask` may answer at once: a loop of work on
 * a set is measured the same way.
 */
export async function expectRequestsFreed(
  ask: () => unknown,
  requests: number,
  blockBytes: number,
  freedShareBelow = FREED_SHARE_BELOW,
): Promise<void> {
  await ask();
  const { scavenges, survivedKiB, share } = await scavengeSurvivors(ask, requests, blockBytes);
  expect(scavenges, 'the requests made the scavenges run').to.be.greaterThan(1);
  expect(share, `${survivedKiB.toFixed(0)} KiB survived ${scavenges} scavenges`).to.be.below(freedShareBelow);
}
