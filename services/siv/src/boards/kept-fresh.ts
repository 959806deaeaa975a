/**
 * Answers kept fresh ahead of the boards that read them (ADR 0104): what siv asks the registry
 * for an area and day (its calls, its step-free bays) is kept with the instant it was confirmed,
 * and serves a board without any question while it is younger than `maxAgeMs` (the documented
 * staleness bound), even while a recheck of it runs. One recheck at a time per key (concurrent
 * boards share it). So that a board rarely finds an answer past its bound, `refreshAhead`
 * (ticked by the service) rechecks in the background every answer read by a board within the
 * last `keepWarmMs` once it is `REFRESH_AT` of its bound old: the boards of a busy area then
 * never wait on the registry, and an area no screen reads any more is left alone. A board waits
 * for a recheck only when what is kept is past its bound, or when nothing is.
 */
import { LRUCache } from '@transport/platform';

/** A kept answer: when the registry last confirmed it, and when a board last read it. */
export interface Kept<T> {
  value: T;
  confirmedAt: number;
  readAt: number;
}

/** How far into its bound an answer a board still reads is rechecked in the background. */
export const REFRESH_AT = 0.75;

export interface KeptFreshOptions<T> {
  /** How long an answer serves boards before it must be confirmed again. */
  maxAgeMs: number;
  /** How long after a board last read an answer it is still rechecked ahead. */
  keepWarmMs: number;
  /** Answers kept: the least recently read go first. */
  max: number;
  now(): number;
  /** Asks the upstream for the key's answer, given the last one (a conditional read). */
  ask(key: string, last: T | undefined): Promise<T>;
}

/** What `read` found: an answer within its bound, or the recheck to wait for (and the last answer). */
export type KeptRead<T> =
  { fresh: Kept<T> } | { fresh?: undefined; last: Kept<T> | undefined; asking: Promise<Kept<T>> };

export function keptFresh<T>(options: KeptFreshOptions<T>) {
  const { now } = options;
  const kept = new LRUCache<string, Kept<T>>({ max: options.max });
  const pending = new Map<string, Promise<Kept<T>>>();

  /** The key's recheck: the one running, or a new one. */
  function recheck(key: string): Promise<Kept<T>> {
    let asking = pending.get(key);
    if (!asking) {
      asking = (async () => {
        const last = kept.peek(key);
        // Confirmed as of the question, not the answer: a change made while the question was
        // on its way may be missing from it, so its age counts from when it was asked.
        const askedAt = now();
        const value = await options.ask(key, last?.value);
        const fresh = { value, confirmedAt: askedAt, readAt: kept.peek(key)?.readAt ?? now() };
        kept.set(key, fresh);
        return fresh;
      })().finally(() => pending.delete(key));
      pending.set(key, asking);
    }
    return asking;
  }

  return {
    /** The key's answer for a board now: kept within its bound, else the recheck to wait for. */
    read(key: string): KeptRead<T> {
      const last = kept.get(key);
      if (last) last.readAt = now();
      if (last && now() - last.confirmedAt < options.maxAgeMs) return { fresh: last };
      return { last, asking: recheck(key) };
    },
    /**
     * Starts, in the background, the recheck of every answer a board read within `keepWarmMs`
     * and now `REFRESH_AT` of its bound old; answers how many it started. A failed recheck
     * changes nothing: the boards past the bound ask again, and are answered as when the
     * upstream cannot be asked.
     */
    refreshAhead(): number {
      const at = now();
      const due: string[] = [];
      for (const [key, entry] of kept.entries())
        if (
          at - entry.readAt < options.keepWarmMs &&
          at - entry.confirmedAt >= options.maxAgeMs * REFRESH_AT &&
          !pending.has(key)
        )
          due.push(key);
      for (const key of due) recheck(key).catch(() => undefined);
      return due.length;
    },
  };
}
