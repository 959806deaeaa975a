/** The reads of the rules service's validation report. */
import { reportReads, type Database, type Finding, type ReportReads } from '@transport/platform';
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
    /**
     * Runs `work`, a report's rules, with the reads they share: for a report read as known at an
     * instant, in one snapshot, a read naming no table written since reading the tables
     * themselves (`reportReads`, ADR 0111).
     */
    inOneReport: <T>(work: (reads: ReportReads) => Promise<T>) => reportReads(db, 'rules', work),
    /** What a rule's statement finds at `now`. */
    findings: (reads: ReportReads, sql: string, at: string, now: string): Promise<Finding[]> =>
      reads.findings(sql, { at, now }),
    /** The approved and active versions, with their scopes. */
    async versionsInUse(reads: ReportReads): Promise<ScopedVersion[]> {
      const rows = await reads.rows<{
        id: string;
        code: string;
        version_number: number;
        scope_type: Schemas['Scope']['type'];
        scope_subjects: Schemas['Scope']['subjects'];
        effective_at: Date;
      }>(
        db('rule_versions as v')
          .join('rules as r', 'r.id', 'v.rule_id')
          .whereIn('v.state', ['APPROVED', 'ACTIVE'])
          .orderBy([{ column: 'r.code' }, { column: 'v.version_number' }])
          .select('v.id', 'r.code', 'v.version_number', 'v.scope_type', 'v.scope_subjects', 'v.effective_at'),
      );
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
