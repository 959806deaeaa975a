/**
 * The validation report: the rules kept by the filters, each run over the registry on the date
 * asked, their findings made notices with a link to each record concerned.
 */
import type { Clock } from '@transport/platform';
import type { Schemas } from '../types.ts';
import type { ValidationReportRepository } from './validation-report.repository.ts';
import { validationRules } from './validation-rules.ts';

export type ValidationReport = Schemas['ValidationReport'];
type RecordType = Schemas['ValidationRecord']['type'];

/** Where each kind of record concerned is read. */
const LINKS: Record<RecordType, string> = {
  station: '/referential/v1/stations/',
  'station-area': '/referential/v1/station-areas/',
  bay: '/referential/v1/bays/',
  checkpoint: '/referential/v1/checkpoints/',
  destination: '/referential/v1/destinations/',
  line: '/referential/v1/lines/',
  schedule: '/referential/v1/schedules/',
  calendar: '/referential/v1/calendars/',
  authorization: '/referential/v1/authorizations/authorizations/',
  carrier: '/referential/v1/carriers/',
  vehicle: '/referential/v1/vehicles/',
  'vehicle-category': '/referential/v1/vehicle-categories/',
};

export interface ValidationReportQuery {
  at?: string;
  family?: Schemas['ValidationRuleFamily'];
  severity?: Schemas['ValidationSeverity'];
  code?: Schemas['ValidationRuleCode'];
}

export function createValidationReportService(repository: ValidationReportRepository, clock: Clock) {
  return {
    async report(query: ValidationReportQuery, knownAt: string): Promise<ValidationReport> {
      const at = query.at ?? clock.today();
      const rules = validationRules.filter(
        (rule) =>
          (query.family === undefined || rule.family === query.family) &&
          (query.severity === undefined || rule.severity === query.severity) &&
          (query.code === undefined || rule.code === query.code),
      );
      const report: ValidationReport = {
        at,
        knownAt,
        counts: { ERROR: 0, WARNING: 0, INFO: 0 },
        rules: [],
        notices: [],
      };
      // One rule after the other: each is a whole-registry statement, and the pool is shared.
      for (const rule of rules) {
        const findings = await repository.findings(rule, at);
        const code = rule.code as Schemas['ValidationRuleCode'];
        report.rules.push({
          code,
          family: rule.family,
          severity: rule.severity,
          description: rule.description,
          notices: findings.length,
        });
        report.counts[rule.severity] += findings.length;
        for (const finding of findings)
          report.notices.push({
            code,
            family: rule.family,
            severity: rule.severity,
            records: finding.records.map(([type, id]) => ({
              type: type as RecordType,
              id,
              link: `${LINKS[type as RecordType]}${id}`,
            })),
            message: finding.message,
          });
      }
      return report;
    },
  };
}

export type ValidationReportService = ReturnType<typeof createValidationReportService>;
