import type { Database } from '@transport/platform';
import {
  toRuleVersion,
  VERSION_COLUMNS,
  type RuleVersion,
  type RuleVersionRow,
} from '../rule-versions/rule-versions.repository.ts';
import type { Scope } from '../rule-versions/scope.ts';

/** How the activated versions of one scope stand at an instant, for explaining a miss. */
export interface ScopeStanding {
  activated: number;
  effectiveByThen: number;
}

export function createResolutionRepository(db: Database) {
  // The state filter is literal SQL so that the planner matches the partial index to it.
  const activatedOfScope = (ruleId: string, scope: Scope) =>
    db('rule_versions')
      .where({ rule_id: ruleId, scope_type: scope.type })
      .whereRaw('scope_subjects = ?::jsonb', [JSON.stringify(scope.subjects)])
      .whereRaw(`state IN ('ACTIVE', 'INACTIVE')`);

  return {
    /** The version in force for exactly `scope` at `at` (DESIGN 9): one walk of the resolution index. */
    async resolve(ruleId: string, scope: Scope, at: Date): Promise<RuleVersion | undefined> {
      const row = await activatedOfScope(ruleId, scope)
        .select(VERSION_COLUMNS)
        .where('effective_at', '<=', at)
        .andWhere((q) => q.whereNull('inactivated_at').orWhere('inactivated_at', '>', at))
        .orderBy([
          { column: 'effective_at', order: 'desc' },
          { column: 'version_number', order: 'desc' },
        ])
        .first();
      return row ? toRuleVersion(row as RuleVersionRow) : undefined;
    },

    async standing(ruleId: string, scope: Scope, at: Date): Promise<ScopeStanding> {
      const [row] = (await activatedOfScope(ruleId, scope).select(
        db.raw('count(*)::int AS activated'),
        db.raw('count(*) FILTER (WHERE effective_at <= ?)::int AS effective_by_then', [at]),
      )) as { activated: number; effective_by_then: number }[];
      return { activated: row?.activated ?? 0, effectiveByThen: row?.effective_by_then ?? 0 };
    },
  };
}

export type ResolutionRepository = ReturnType<typeof createResolutionRepository>;
