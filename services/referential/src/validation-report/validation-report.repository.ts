/**
 * Runs the report's rules: one statement per rule, each over the whole registry (see
 * `validation-rules.ts`), one after the other on the request's connection settings (a report
 * read `asKnownAt` reads every rule as known then).
 */
import type { Database } from '@transport/platform';
import type { ValidationRule } from './validation-rules.ts';

/** One record at fault, as a rule's statement answers it. */
export interface Finding {
  records: [string, string][];
  message: string;
}

/** The rule's statement with its date bound: `$AT` is the date, at each place it is read. */
function bound(rule: ValidationRule, at: string): { sql: string; bindings: string[] } {
  const parts = rule.sql.split('$AT');
  return { sql: parts.join('?::date'), bindings: parts.slice(1).map(() => at) };
}

export function createValidationReportRepository(db: Database) {
  return {
    /** What `rule` finds on `at`, ordered by its sentence. */
    async findings(rule: ValidationRule, at: string): Promise<Finding[]> {
      const { sql, bindings } = bound(rule, at);
      const result = (await db.raw(`SELECT records, message FROM (${sql}) f ORDER BY message`, bindings)) as {
        rows: Finding[];
      };
      return result.rows;
    },
  };
}

export type ValidationReportRepository = ReturnType<typeof createValidationReportRepository>;
