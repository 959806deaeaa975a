import { currentRequestContext, type Database, type NotifiedCache } from '@transport/platform';
import {
  type RuleVersion,
  type RuleVersionRow,
  type Scope,
  toRuleVersion,
  VERSION_COLUMNS,
} from '../rule-versions/rule-versions.port.ts';

/** How the activated versions of one scope stand at an instant, for explaining a miss. */
export interface ScopeStanding {
  activated: number;
  effectiveByThen: number;
}

/**
 * An activated (ACTIVE or INACTIVE) version of one scope, with its instants in microseconds
 * since the epoch: Postgres keeps microseconds, and comparing at a coarser grain would
 * disagree with it about a version deactivated within the same millisecond as `at`.
 */
export interface Candidate {
  version: RuleVersion;
  effectiveUs: number;
  inactivatedUs: number | null;
}

export function createResolutionRepository(db: Database, cache: NotifiedCache<Candidate[]>) {
  /**
   * The activated versions of exactly `scope`, latest effective first (ties: the higher
   * version number first): one walk of the resolution index, cached per (rule, scope). The
   * state filter is literal SQL so that the planner matches the partial index to it.
   */
  const candidates = (ruleId: string, scope: Scope): Promise<Candidate[]> => {
    const load = async () => {
      const rows = (await db('rule_versions')
        .select(VERSION_COLUMNS)
        .select(
          db.raw('(extract(epoch FROM effective_at) * 1000000)::int8 AS effective_us'),
          db.raw('(extract(epoch FROM inactivated_at) * 1000000)::int8 AS inactivated_us'),
        )
        .where({ rule_id: ruleId, scope_type: scope.type })
        .whereRaw('scope_subjects = ?::jsonb', [JSON.stringify(scope.subjects)])
        .whereRaw(`state IN ('ACTIVE', 'INACTIVE')`)
        .orderBy([
          { column: 'effective_at', order: 'desc' },
          { column: 'version_number', order: 'desc' },
        ])) as (RuleVersionRow & { effective_us: number; inactivated_us: number | null })[];
      return rows.map((row) => ({
        version: toRuleVersion(row),
        effectiveUs: row.effective_us,
        inactivatedUs: row.inactivated_us,
      }));
    };
    // The cache holds what is known now; as known at an instant, the versions are read from
    // the audit trail (the request's connection reads the history's views).
    if (currentRequestContext()?.asKnownAt) return load();
    return cache.get(ruleId, `${scope.type}:${JSON.stringify(scope.subjects)}`, load);
  };

  return {
    /**
     * The version in force for exactly `scope` at `at` (the resolution rule of the contract): the
     * latest effective by then among those not deactivated by then.
     */
    async resolve(ruleId: string, scope: Scope, at: Date): Promise<RuleVersion | undefined> {
      const atUs = at.getTime() * 1000;
      const found = (await candidates(ruleId, scope)).find(
        (c) => c.effectiveUs <= atUs && (c.inactivatedUs === null || c.inactivatedUs > atUs),
      );
      return found?.version;
    },

    async standing(ruleId: string, scope: Scope, at: Date): Promise<ScopeStanding> {
      const atUs = at.getTime() * 1000;
      const all = await candidates(ruleId, scope);
      return { activated: all.length, effectiveByThen: all.filter((c) => c.effectiveUs <= atUs).length };
    },
  };
}

export type ResolutionRepository = ReturnType<typeof createResolutionRepository>;
