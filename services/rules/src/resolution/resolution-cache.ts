/**
 * The activated versions of each (rule, scope) lately resolved, held in memory so that a
 * resolution needs no database round trip (ADR 0006): the platform's notified cache, grouped
 * by rule, dropped by this replica when one of its writes to the rule's versions commits and by
 * every replica when Postgres announces it on `rules_rule_versions_changed`.
 */
import {
  createNotifiedCache,
  type Metrics,
  type NotificationListener,
  type NotifiedCache,
} from '@transport/platform';

const RULE_VERSIONS_CHANNEL = 'rules_rule_versions_changed';

export function createResolutionCache<T>(options: {
  /** The service's notification listener. */
  listener: NotificationListener;
  /** Counts lookups as `cache_lookups_total{cache="rule-resolution"}`. */
  metrics: Metrics;
}): NotifiedCache<T> {
  return createNotifiedCache<T>({ ...options, channel: RULE_VERSIONS_CHANNEL, cache: 'rule-resolution' });
}
