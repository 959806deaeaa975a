/**
 * Runs the report's rules: one statement per rule, each over the whole registry (see
 * `validation-rules.ts`), on the request's connection settings (a report read `asKnownAt` reads
 * every rule as known then).
 */
import { findingsOf, type Database, type Finding } from '@transport/platform';
import type { ValidationRule } from './validation-rules.ts';

export function createValidationReportRepository(db: Database) {
  return {
    /**
     * What `rule` finds on `at`, ordered by its sentence; read on `connection` when given (a
     * transaction: what it wrote and has not committed is read too).
     */
    findings: (rule: ValidationRule, at: string, connection: Database = db): Promise<Finding[]> =>
      findingsOf(connection, rule.sql, { at }),
  };
}

export type ValidationReportRepository = ReturnType<typeof createValidationReportRepository>;
