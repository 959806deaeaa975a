/**
 * Runs the report's rules: one statement per rule, each over the whole registry (see
 * `validation-rules.ts`), on the request's connection settings (a report read `asKnownAt` reads
 * every rule as known then).
 */
import { findingsOf, reportReads, type Database, type Finding } from '@transport/platform';
import type { ValidationRule } from './validation-rules.ts';

export function createValidationReportRepository(db: Database) {
  return {
    /**
     * What `rule` finds on `at`, ordered by its sentence; read on `connection` when given (a
     * transaction: what it wrote and has not committed is read too).
     */
    findings: (rule: ValidationRule, at: string, connection: Database = db): Promise<Finding[]> =>
      findingsOf(connection, rule.sql, { at }),

    /**
     * Runs `work`, a report's rules, each found by `find` on `at`: for a report read as known at
     * an instant, in one snapshot, a rule naming no table written since reading the tables
     * themselves (`reportReads`, ADR 0111).
     */
    inOneReport: <T>(work: (find: (rule: ValidationRule, at: string) => Promise<Finding[]>) => Promise<T>) =>
      reportReads(db, 'referential', (reads) => work((rule, at) => reads.findings(rule.sql, { at }))),
  };
}

export type ValidationReportRepository = ReturnType<typeof createValidationReportRepository>;
