/**
 * siv following the registry's change feed (ADR 0159, `BOARD_CALLS_FOLLOW=feed`): every
 * `pollMs` it reads the events after its cursor (`listReferentialEvents`, every page until one
 * comes short) and hands their subjects to the boards (`callsChanged`), which ask again at once
 * the calls of the areas they name. The kept calls' bound is then the slow safety recheck
 * (`BOARD_FEED_RECHECK_MS`): what the feed holds back (an import's long transaction, ADR 0072)
 * or misses reaches the boards within it.
 *
 * `begin` takes the feed's newest cursor (`newest`) before the first boards are read, so the
 * follower reads only what comes after them; a registry that cannot say it then leaves it
 * reading from the oldest event kept (what it names finds nothing kept, or asks again what was
 * just read). A cursor the registry no longer keeps (410) starts it there again.
 */
import { upstreamRefusalStatus, type Logger } from '@transport/platform';
import type { ReferentialClient } from '../referential-client/referential-client.ts';

/** Events per read: the feed's most. */
const PAGE = 1000;

export interface CallsFeedOptions {
  registry: Pick<ReferentialClient, 'events'>;
  /** Told the subjects of the events read in one poll. */
  changed(subjects: readonly string[]): unknown;
  pollMs: number;
  logger: Pick<Logger, 'warn'>;
}

export function followCallsFeed(options: CallsFeedOptions) {
  let cursor: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let failing = false;

  /** Reads every event after the cursor and hands their subjects over; the cursor moves on. */
  async function poll(): Promise<void> {
    const subjects = new Set<string>();
    for (;;) {
      const page = await options.registry.events(cursor, PAGE);
      for (const { subject } of page.data) if (subject) subjects.add(subject);
      cursor = page.next ?? cursor;
      if (page.data.length < PAGE) break;
    }
    options.changed([...subjects]);
  }

  function next(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = poll()
        .then(() => {
          failing = false;
        })
        .catch((error: unknown) => {
          // A cursor the registry no longer keeps (410).
          if (upstreamRefusalStatus(error) === 410) cursor = undefined;
          // Logged once per run of failures: the safety recheck keeps the boards meanwhile.
          if (!failing) options.logger.warn({ err: error }, 'the registry feed could not be read');
          failing = true;
        })
        .finally(next);
    }, options.pollMs);
    timer.unref();
  }

  return {
    /**
     * Takes the feed's newest cursor as where to read on from: before the boards first read the
     * calls, so that nothing committed after them is behind it. Answers whether it could.
     */
    async begin(): Promise<boolean> {
      try {
        cursor = (await options.registry.events(undefined, 1)).newest ?? undefined;
        return true;
      } catch (error: unknown) {
        options.logger.warn(
          { err: error },
          'the registry feed could not be read: followed from its oldest event',
        );
        return false;
      }
    },
    start(): void {
      if (!stopped) return;
      stopped = false;
      next();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    /** Reads the feed now (a test's step). */
    poll,
  };
}
