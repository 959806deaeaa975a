/**
 * The validation report of the registry: the rules kept by the filters, each run over the
 * registry on the date asked, their findings made notices with a link to each record concerned
 * (the platform's `buildValidationReport`).
 */
import {
  buildValidationReport,
  type Database,
  type Transaction,
  type ValidationReportBounds,
} from '@transport/platform';
import type { Schemas } from '../types.ts';
import type { ValidationReportRepository } from './validation-report.repository.ts';
import type { NoticedWrite } from './validation-report.port.ts';
import { rulesReading, validationRules, type ValidationRule } from './validation-rules.ts';

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

/** A notice as the reports before and after a write are compared: its rule, records and sentence. */
const noticeKey = (n: ValidationNotice) =>
  JSON.stringify([n.code, n.records.map((r) => [r.type, r.id]), n.message]);

interface ValidationReportQuery {
  family?: Schemas['ValidationRuleFamily'];
  severity?: Schemas['ValidationSeverity'];
  code?: Schemas['ValidationRuleCode'];
}

export function createValidationReportService(repository: ValidationReportRepository) {
  /**
   * The notices of `rules` (every rule by default) on `at`, read on `connection`: a transaction
   * that wrote an import (a dry run's savepoint) has them read what it wrote.
   */
  async function notices(
    connection: Database,
    at: string,
    rules: readonly ValidationRule[] = validationRules,
  ): Promise<ValidationNotice[]> {
    const report = await buildValidationReport({
      at,
      knownAt: at, // not read: only the notices are answered
      rules,
      filters: {},
      find: (rule) => repository.findings(rule, at, connection),
      link,
    });
    return report.notices as ValidationNotice[];
  }

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
     * The notices of `family`'s rules on `at`, read on `connection` (an export's snapshot: what
     * it reads, as known at the request's instant, ADR 0136).
     */
    familyNotices: (connection: Database, at: string, family: Schemas['ValidationRuleFamily']) =>
      notices(
        connection,
        at,
        validationRules.filter((rule) => rule.family === family),
      ),

    /**
     * Runs `write` on `trx` and answers the report's notices found after it and not before, the
     * one way every import answers `report=true` (ADR 0092, 0136). In a dry run the write is
     * made in a savepoint, rolled back once the report is read: the records, their history, the
     * audit trail and the change feed's outbox are all written by the transaction (triggers), so
     * nothing of it is kept nor sent.
     */
    async noticesAdded(
      trx: Transaction,
      at: string,
      write: () => Promise<void>,
      options: NoticedWrite,
    ): Promise<ValidationNotice[]> {
      const rules = rulesReading(options.tables);
      const before = new Set((await notices(trx, at, rules)).map(noticeKey));
      if (options.dryRun) await trx.raw('SAVEPOINT notices_dry_run');
      try {
        await write();
        return (await notices(trx, at, rules)).filter((n) => !before.has(noticeKey(n)));
      } finally {
        if (options.dryRun) await trx.raw('ROLLBACK TO SAVEPOINT notices_dry_run');
      }
    },
  };
}

export type ValidationReportService = ReturnType<typeof createValidationReportService>;
