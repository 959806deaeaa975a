/** The reads of the rules service's validation report. */
import { findingsOf, type Database, type Finding } from '@transport/platform';
import type { Schemas } from '../types.ts';

/** A version whose scope the registry rule checks. */
export interface ScopedVersion {
  id: string;
  ruleCode: string;
  versionNumber: number;
  scope: Schemas['Scope'];
  effectiveAt: Date;
}

export function createRulesValidationReportRepository(db: Database) {
  return {
    /** What a rule's statement finds at `now` (read as known at the request's instant, if any). */
    findings: (sql: string, at: string, now: string): Promise<Finding[]> => findingsOf(db, sql, { at, now }),
    /** The approved and active versions, with their scopes. */
    async versionsInUse(): Promise<ScopedVersion[]> {
      const rows = (await db('rule_versions as v')
        .join('rules as r', 'r.id', 'v.rule_id')
        .whereIn('v.state', ['APPROVED', 'ACTIVE'])
        .orderBy([{ column: 'r.code' }, { column: 'v.version_number' }])
        .select(
          'v.id',
          'r.code',
          'v.version_number',
          'v.scope_type',
          'v.scope_subjects',
          'v.effective_at',
        )) as {
        id: string;
        code: string;
        version_number: number;
        scope_type: Schemas['Scope']['type'];
        scope_subjects: Schemas['Scope']['subjects'];
        effective_at: Date;
      }[];
      return rows.map((row) => ({
        id: row.id,
        ruleCode: row.code,
        versionNumber: row.version_number,
        scope: { type: row.scope_type, subjects: row.scope_subjects } as Schemas['Scope'],
        effectiveAt: row.effective_at,
      }));
    },
  };
}

export type RulesValidationReportRepository = ReturnType<typeof createRulesValidationReportRepository>;
