/**
 * The validation report of the registry: the rules kept by the filters, each run over the
 * registry on the date asked, their findings made notices with a link to each record concerned
 * (the platform's `buildValidationReport`).
 */
import { buildValidationReport, type ValidationReportBounds } from '@transport/platform';
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

interface ValidationReportQuery {
  family?: Schemas['ValidationRuleFamily'];
  severity?: Schemas['ValidationSeverity'];
  code?: Schemas['ValidationRuleCode'];
}

export function createValidationReportService(repository: ValidationReportRepository) {
  return {
    async report(
      query: ValidationReportQuery,
      { at, knownAt }: ValidationReportBounds,
    ): Promise<ValidationReport> {
      // The rules' codes, families and record types are the contract's enums (its tests check
      // every answer against it).
      return (await buildValidationReport({
        at,
        knownAt,
        rules: validationRules,
        filters: query,
        find: (rule) => repository.findings(rule, at),
        link: (type, id) => `${LINKS[type as RecordType]}${id}`,
      })) as ValidationReport;
    },
  };
}

export type ValidationReportService = ReturnType<typeof createValidationReportService>;
