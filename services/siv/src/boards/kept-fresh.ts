/**
 * Answers kept fresh ahead of the boards that read them (ADR 0104): what siv asks the registry
 * for an area and day (its calls, its step-free bays) is kept with the instant it was confirmed,
 * and serves a board without any question while it is younger than `maxAgeMs` (the documented
 * staleness bound), even while a recheck of it runs. One recheck at a time per key (concurrent
 * boards share it). So that a board rarely finds an answer past its bound, `refreshAhead`
 * (ticked by the service) rechecks in the background every answer read by a board within the
 * last `keepFreshMs` once it is `REFRESH_AT` of its bound old (all of them in one question when
 * the upstream can confirm many at once, ADR 0110): the boards of a busy area then never wait
 * on the registry, and an area no screen reads any more is left alone. A board waits for a
 * recheck only when what is kept is past its bound, or when nothing is.
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
  keepFreshMs: number;
  /** Answers kept: the least recently read go first. */
  max: number;
  now(): number;
  /** Asks the upstream for the key's answer, given the last one (a conditional read). */
  ask(key: string, last: T | undefined): Promise<T>;
  /**
   * Asks the upstream, in one question, which of these kept answers still hold; answers their
   * keys. The others are then asked one by one (`ask`). Absent: every recheck ahead is an `ask`.
   */
  confirm?(entries: readonly { key: string; value: T }[]): Promise<ReadonlySet<string>>;
}

/** What `read` found: an answer within its bound, or the recheck to wait for (and the last answer). */
export type KeptRead<T> =
  { fresh: Kept<T> } | { fresh?: undefined; last: Kept<T> | undefined; asking: Promise<Kept<T>> };

export function keptFresh<T>(options: KeptFreshOptions<T>) {
  const { now } = options;
  const kept = new LRUCache<string, Kept<T>>({ max: options.max });
  const pending = new Map<string, Promise<Kept<T>>>();

  /**
   * Keeps the key's answer as confirmed when it was asked, not when the answer came: a change
   * made while the question was on its way may be missing from it, so its age counts from then.
   */
  function keep(key: string, value: T, askedAt: number): Kept<T> {
    const fresh = { value, confirmedAt: askedAt, readAt: kept.peek(key)?.readAt ?? now() };
    kept.set(key, fresh);
    return fresh;
  }

  /** The key's own question (a conditional read), its answer kept. */
  async function askOne(key: string): Promise<Kept<T>> {
    const askedAt = now();
    return keep(key, await options.ask(key, kept.peek(key)?.value), askedAt);
  }

  /** Makes `asking` the key's recheck until it settles: the boards past the bound share it. */
  function pend(key: string, asking: Promise<Kept<T>>): Promise<Kept<T>> {
    // Only its own: a recheck asked again after it (`recheckNow`) took its place.
    const shared: Promise<Kept<T>> = asking.finally(() => {
      if (pending.get(key) === shared) pending.delete(key);
    });
    pending.set(key, shared);
    return shared;
  }

  /** The key's recheck: the one running, or a new one. */
  function recheck(key: string): Promise<Kept<T>> {
    return pending.get(key) ?? pend(key, askOne(key));
  }

  /**
   * Rechecks these keys with one question (`confirm`): those whose answer holds are kept as
   * confirmed when it was asked, the others asked one by one.
   */
  function confirmAll(
    entries: { key: string; value: T }[],
    confirm: NonNullable<KeptFreshOptions<T>['confirm']>,
  ) {
    const askedAt = now();
    const held = confirm(entries);
    for (const { key, value } of entries)
      pend(
        key,
        held.then((holding) => (holding.has(key) ? keep(key, value, askedAt) : askOne(key))),
      ).catch(() => undefined);
  }

  return {
    /** Every answer kept, with its key (the least recently read last). */
    kept: () => kept.entries(),
    /**
     * Asks again now, in the background, each of these keys' answers (a change announced there,
     * ADR 0159); the boards meanwhile read what is kept. A recheck already on its way may have
     * been asked before the change: the key is asked once more after it.
     */
    recheckNow(keys: Iterable<string>): number {
      let started = 0;
      for (const key of keys) {
        if (!kept.has(key)) continue;
        const running = pending.get(key);
        const asking = running
          ? running.then(
              () => askOne(key),
              () => askOne(key),
            )
          : askOne(key);
        pend(key, asking).catch(() => undefined);
        started += 1;
      }
      return started;
    },
    /** The key's answer for a board now: kept within its bound, else the recheck to wait for. */
    read(key: string): KeptRead<T> {
      const last = kept.get(key);
      if (last) last.readAt = now();
      if (last && now() - last.confirmedAt < options.maxAgeMs) return { fresh: last };
      return { last, asking: recheck(key) };
    },
    /**
     * Starts, in the background, the recheck of every answer a board read within `keepFreshMs`
     * and now `REFRESH_AT` of its bound old; answers how many it started. With `confirm`, once
     * one is due, every answer read within `keepFreshMs` is rechecked with it in one question
     * (ADR 0110): the keys then keep one pace, and the upstream is asked about once per bound
     * for all of them instead of once per key. A failed recheck changes nothing: the boards
     * past the bound ask again, and are answered as when the upstream cannot be asked.
     * `everyone`: every answer read within `keepFreshMs` is due now, whatever its age (a change
     * announced that siv cannot place, ADR 0159).
     */
    refreshAhead(everyone = false): number {
      const at = now();
      const read: { key: string; value: T }[] = [];
      const due: string[] = [];
      for (const [key, entry] of kept.entries()) {
        if (at - entry.readAt >= options.keepFreshMs || (!everyone && pending.has(key))) continue;
        if (everyone || at - entry.confirmedAt >= options.maxAgeMs * REFRESH_AT) due.push(key);
        read.push({ key, value: entry.value });
      }
      if (due.length === 0) return 0;
      if (!options.confirm) {
        for (const key of due) recheck(key).catch(() => undefined);
        return due.length;
      }
      confirmAll(read, options.confirm);
      return read.length;
    },
  };
}
