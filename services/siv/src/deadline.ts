/**
 * A deadline for work that goes on after it: how long a board waits, in all, for its upstreams
 * (`BoardServiceOptions.waitMs`), and how long a board delivery waits for its SFTP server. A
 * question the board stops waiting for goes on: coalesced with the boards asking the same, its
 * answer is kept for the next boards. So a cold start's boards answer within their wait, stale
 * where the answers are not in yet, rather than past the gateway's timeout.
 */

/** What `wait` answers when the deadline passes first. */
export const LATE = Symbol('late');

export interface Deadline {
  /** `work`'s outcome, or LATE once the deadline has passed (`work` goes on). */
  wait<T>(work: Promise<T>): Promise<T | typeof LATE>;
  /** Why a board answers without waiting longer, for the errors it makes. */
  readonly reason: string;
}

/** A deadline `ms` from now, counted on the process's own clock (not the service's). */
export function deadline(ms: number): Deadline {
  const at = performance.now() + ms;
  return {
    reason: `no answer within the board's ${ms} ms`,
    async wait<T>(work: Promise<T>): Promise<T | typeof LATE> {
      const left = at - performance.now();
      if (left <= 0) {
        // Already answered (kept, or coalesced and settled) costs no wait.
        const settled = await Promise.race([work, Promise.resolve(LATE)]);
        return settled;
      }
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<typeof LATE>((resolve) => {
        timer = setTimeout(() => resolve(LATE), left);
      });
      try {
        return await Promise.race([work, late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** No deadline: a replay waits for its answers. */
export const NO_DEADLINE: Deadline = {
  reason: 'no deadline',
  wait: (work) => work,
};
