/**
 * The validation report of the registry: the rules kept by the filters, each run over the
 * registry on the date asked, their findings made notices with a link to each record concerned
 * (the platform's `buildValidationReport`).
 */
import { buildValidationReport, type Database, type ValidationReportBounds } from '@transport/platform';
import type { Schemas } from '../types.ts';
import type { ValidationReportRepository } from './validation-report.repository.ts';
import { validationRules } from './validation-rules.ts';

export type ValidationReport = Schemas['ValidationReport'];
type RecordType = Schemas['ValidationRecord']['type'];

export type ValidationNotice = Schemas['ValidationNotice'];

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

const link = (type: string, id: string) => `${LINKS[type as RecordType]}${id}`;

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
      return (await repository.inOneReport((find) =>
        buildValidationReport({
          at,
          knownAt,
          rules: validationRules,
          filters: query,
          find: (rule) => find(rule, at),
          link,
        }),
      )) as ValidationReport;
    },

    /**
     * Every rule's notices on `at`, read on `connection`: a transaction that wrote an import
     * (a dry run's savepoint, ADR 0092) has them read what it wrote.
     */
    async notices(connection: Database, at: string): Promise<ValidationNotice[]> {
      const report = await buildValidationReport({
        at,
        knownAt: at, // not read: only the notices are answered
        rules: validationRules,
        filters: {},
        find: (rule) => repository.findings(rule, at, connection),
        link,
      });
      return report.notices as ValidationNotice[];
    },
  };
}

export type ValidationReportService = ReturnType<typeof createValidationReportService>;
