/**
 * The activated versions of each (rule, scope) lately resolved, held in memory so that a
 * resolution needs no database round trip (ADR 0006): the platform's notified cache, grouped
 * by rule, dropped by this replica when one of its writes to the rule's versions commits and by
 * every replica when Postgres announces it on `rules_rule_versions_changed`.
 */
import { createNotifiedCache, type Logger, type Metrics, type NotifiedCache } from '@transport/platform';

export const RULE_VERSIONS_CHANNEL = 'rules_rule_versions_changed';

export function createResolutionCache<T>(options: {
  databaseUrl: string;
  logger: Logger;
  /** Counts lookups as `cache_lookups_total{cache="rule-resolution"}`. */
  metrics: Metrics;
}): NotifiedCache<T> {
  return createNotifiedCache<T>({ ...options, channel: RULE_VERSIONS_CHANNEL, cache: 'rule-resolution' });
}
