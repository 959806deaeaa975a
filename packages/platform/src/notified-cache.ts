/**
 * Records read again and again and written rarely, held in memory per replica and dropped when
 * Postgres announces a write to them (ADR 0006), so that a read needs no database round trip.
 * What a group (a record, a rule) holds is dropped:
 * - by this replica, as soon as one of its own writes to the group commits (`invalidate`), so a
 *   caller reads its own writes;
 * - on every replica, when Postgres announces the commit on the cache's channel (raised by a
 *   trigger, with the group's id as payload), a few milliseconds later.
 * The cache is used only while that channel is listened to: when it is lost the cache is
 * emptied and bypassed (every read goes to the database) until it is back. A load that raced
 * with a change (one was announced while it ran) is answered but not kept. A load reads the
 * primary even for a request that tolerates replica lag (ADR 0035): the announcement comes from
 * the primary's commit, and a replica behind it would have the cache keep the record as it was.
 */
import { LRUCache } from 'lru-cache';
import { currentRequestContext, withRequestContext } from './audit.ts';
import type { Metrics } from './metrics.ts';
import type { NotificationListener, NotificationSubscription } from './notifications.ts';

export interface NotifiedCacheOptions {
  /** The service's notification listener (`ServiceDeps.notifications`). */
  listener: NotificationListener;
  /** The channel the trigger announces a write on, the group's id as payload (empty: every group). */
  channel: string;
  /** Counts lookups as `cache_lookups_total{cache}` under this name (`hit`, `miss`, `bypass`). */
  cache: string;
  metrics: Metrics;
  /**
   * Most (group, key) entries held. Eviction rule: beyond it, the group read least recently is
   * dropped whole (a group is what one announcement drops, so it is kept or dropped together).
   */
  maxEntries?: number;
}

export interface NotifiedCache<T> {
  /**
   * The cached value of (group, key), or what `load` reads (kept when nothing raced it, and
   * when it is not `undefined`: a record not found is looked for again at the next read).
   */
  get(group: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Drops what is held for `group` (after a write to it commits). */
  invalidate(group: string): void;
  /** Listens to the channel; the cache is bypassed until then. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createNotifiedCache<T>(options: NotifiedCacheOptions): NotifiedCache<T> {
  // Each group's entries, weighed by their count: lru-cache drops the least recently read groups
  // once the count passes maxEntries.
  const byGroup = new LRUCache<string, Map<string, T>>({
    maxSize: options.maxEntries ?? 50_000,
    sizeCalculation: (held) => Math.max(held.size, 1),
  });
  // Bumped by every invalidation: a load that saw it move is not kept.
  let generation = 0;
  let active = false;
  let subscription: NotificationSubscription | undefined;
  const lookups = options.metrics.cacheLookups;
  const cache = options.cache;

  const clear = () => {
    byGroup.clear();
    generation += 1;
  };

  const invalidate = (group: string) => {
    byGroup.delete(group);
    generation += 1;
  };

  const keep = (group: string, key: string, value: T) => {
    const held = byGroup.get(group) ?? new Map<string, T>();
    held.set(key, value);
    // lru-cache weighs an entry when it is added, not when the same value is set again.
    byGroup.delete(group);
    byGroup.set(group, held);
  };

  return {
    async get(group, key, load) {
      if (!active) {
        lookups.inc({ cache, outcome: 'bypass' });
        return load();
      }
      const held = byGroup.get(group)?.get(key);
      lookups.inc({ cache, outcome: held === undefined ? 'miss' : 'hit' });
      if (held !== undefined) return held;
      const seen = generation;
      const context = currentRequestContext();
      const value = await (context?.replica
        ? withRequestContext({ ...context, replica: false }, load)
        : load());
      if (active && seen === generation && value !== undefined) keep(group, key, value);
      return value;
    },
    invalidate,
    async start() {
      subscription = await options.listener.listen(options.channel, {
        onNotification: (group) => (group === '' ? clear() : invalidate(group)),
        onUp: () => {
          clear();
          active = true;
        },
        onDown: () => {
          active = false;
          clear();
        },
      });
    },
    async stop() {
      await subscription?.stop();
    },
  };
}
