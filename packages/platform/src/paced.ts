/**
 * Work asked for often that need not run as often: each ask runs `act` at once when it last ran
 * at least `gapMs` ago, otherwise once when the gap has passed, for every ask made meanwhile. No
 * ask waits longer than the gap; a burst of asks runs it at most once a gap (ADR 0129).
 */
export interface Paced {
  /** Runs `act` now, or once at the end of the gap since it last ran. */
  ask(): void;
  /** Drops a run still waiting for its gap to pass. */
  stop(): void;
}

export function paced(gapMs: number, act: () => void, now: () => number = () => performance.now()): Paced {
  let last = -Infinity;
  let waiting: NodeJS.Timeout | undefined;
  const run = () => {
    waiting = undefined;
    last = now();
    act();
  };
  return {
    ask() {
      if (waiting) return;
      const left = last + gapMs - now();
      if (left <= 0) run();
      else {
        waiting = setTimeout(run, left);
        waiting.unref();
      }
    },
    stop() {
      clearTimeout(waiting);
      waiting = undefined;
    },
  };
}
