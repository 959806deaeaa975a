/**
 * The activated versions of each (rule, scope) lately resolved, held in memory so that a
 * resolution needs no database round trip (ADR 0006). What a rule's entries hold is dropped:
 * - by this replica, as soon as one of its own writes to the rule's versions commits, so a
 *   caller reads its own writes;
 * - on every replica, when Postgres announces the commit on `rules_rule_versions_changed`
 *   (raised by a trigger), a few milliseconds later.
 * The cache is used only while that channel is listened to: when it is lost the cache is
 * emptied and bypassed (every resolution reads the database) until it is back. A load that
 * raced with a change (one was announced while it ran) is answered but not kept.
 */
import {
  subscribeToNotifications,
  type Logger,
  type Metrics,
  type NotificationSubscription,
} from '@transport/platform';

export const RULE_VERSIONS_CHANNEL = 'rules_rule_versions_changed';

export interface ResolutionCacheOptions {
  databaseUrl: string;
  logger: Logger;
  /** Counts lookups as `cache_lookups_total{cache="rule-resolution"}`. */
  metrics: Metrics;
  /** Most (rule, scope) entries held; the rules cached first are dropped first. */
  maxEntries?: number;
}

export interface ResolutionCache<T> {
  /** The cached value of (rule, scope), or what `load` reads (kept when nothing raced it). */
  get(ruleId: string, scopeKey: string, load: () => Promise<T>): Promise<T>;
  /** Drops what is held for `ruleId` (after a write to its versions commits). */
  invalidate(ruleId: string): void;
  /** Listens to the channel; the cache is bypassed until then. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createResolutionCache<T>(options: ResolutionCacheOptions): ResolutionCache<T> {
  const maxEntries = options.maxEntries ?? 50_000;
  const byRule = new Map<string, Map<string, T>>();
  let entries = 0;
  // Bumped by every invalidation: a load that saw it move is not kept.
  let generation = 0;
  let active = false;
  let subscription: NotificationSubscription | undefined;
  const lookups = options.metrics.cacheLookups;

  const clear = () => {
    byRule.clear();
    entries = 0;
    generation += 1;
  };

  const invalidate = (ruleId: string) => {
    const held = byRule.get(ruleId);
    if (held) {
      entries -= held.size;
      byRule.delete(ruleId);
    }
    generation += 1;
  };

  const keep = (ruleId: string, scopeKey: string, value: T) => {
    for (const [oldest, held] of byRule) {
      if (entries < maxEntries) break;
      entries -= held.size;
      byRule.delete(oldest);
    }
    let held = byRule.get(ruleId);
    if (!held) byRule.set(ruleId, (held = new Map()));
    if (!held.has(scopeKey)) entries += 1;
    held.set(scopeKey, value);
  };

  return {
    async get(ruleId, scopeKey, load) {
      if (!active) {
        lookups.inc({ cache: 'rule-resolution', outcome: 'bypass' });
        return load();
      }
      const held = byRule.get(ruleId)?.get(scopeKey);
      lookups.inc({ cache: 'rule-resolution', outcome: held === undefined ? 'miss' : 'hit' });
      if (held !== undefined) return held;
      const seen = generation;
      const value = await load();
      if (active && seen === generation) keep(ruleId, scopeKey, value);
      return value;
    },
    invalidate,
    async start() {
      subscription = await subscribeToNotifications({
        databaseUrl: options.databaseUrl,
        channel: RULE_VERSIONS_CHANNEL,
        logger: options.logger,
        onNotification: invalidate,
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
