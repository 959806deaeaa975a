/**
 * The rules service's validation report (ADR 0078, 0084): the rules of `validation-rules.ts`
 * kept by the filters, run with the platform's `buildValidationReport`. The registry rules ask
 * the registry once per distinct scope of the approved and active versions (a code unknown),
 * and once per distinct scope and day (a subject not in service on the day the version is in
 * force from), through rules' registry client (its breaker and retries; a registry that cannot
 * be asked refuses the report with 503 `referential-unavailable`), as the registry knew it at
 * the report's `asKnownAt` when one is asked; without a registry (REFERENTIAL_URL unset) they
 * are not run, and the answer's `rules` does not list them.
 */
import {
  buildValidationReport,
  type Clock,
  type Finding,
  type Propagation,
  type ReportReads,
  type ValidationReportBounds,
} from '@transport/platform';
import type { DatedSubject, RegistryClient } from '../registry-client/registry-client.ts';
import type { UnknownSubject } from '../registry-client/registry.errors.ts';
import type { Schemas } from '../types.ts';
import type { RulesValidationReportRepository, ScopedVersion } from './validation-report.repository.ts';
import { rulesValidationRules, type RulesValidationRule } from './validation-rules.ts';

export type RulesValidationReport = Schemas['RulesValidationReport'];
type RecordType = Schemas['RulesValidationRecord']['type'];

const LINKS: Record<RecordType, string> = {
  rule: '/rules/v1/rules/',
  'rule-version': '/rules/v1/rule-versions/',
};

interface RulesValidationReportQuery {
  family?: Schemas['RulesValidationRuleFamily'];
  severity?: Schemas['ValidationSeverity'];
  code?: Schemas['RulesValidationRuleCode'];
}

export function createRulesValidationReportService(
  repository: RulesValidationReportRepository,
  registry: RegistryClient | undefined,
  clock: Pick<Clock, 'dayOf'>,
) {
  /** One question per distinct key, asked once for the whole report. */
  function once<T>(asked: Map<string, Promise<T>>, key: string, ask: () => Promise<T>): Promise<T> {
    if (!asked.has(key)) asked.set(key, ask());
    return asked.get(key) as Promise<T>;
  }

  /**
   * The registry rules of one report, as the registry knew it at `asKnownAt` (now when absent):
   * each distinct scope asked once for its unknown codes, and once per day for its subjects out
   * of service.
   */
  function registryRules(
    reads: ReportReads,
    at: string,
    asKnownAt: string | undefined,
    propagation: Propagation,
  ) {
    const client = registry as RegistryClient;
    const unknownOf = new Map<string, Promise<UnknownSubject[]>>();
    const outOfServiceOf = new Map<string, Promise<DatedSubject[]>>();
    let versions: ReturnType<RulesValidationReportRepository['versionsInUse']> | undefined;
    const scopeKey = (version: ScopedVersion) => JSON.stringify([version.scope.type, version.scope.subjects]);
    const unknown = (version: ScopedVersion) =>
      once(unknownOf, scopeKey(version), () =>
        client.unknownSubjects(version.scope, propagation, asKnownAt === undefined ? {} : { asKnownAt }),
      );
    const name = (version: ScopedVersion) => `Rule ${version.ruleCode}, version ${version.versionNumber}`;

    return async (code: RulesValidationRule['code']): Promise<Finding[]> => {
      const findings: Finding[] = [];
      for (const version of await (versions ??= repository.versionsInUse(reads))) {
        const unknownSubjects = await unknown(version);
        if (code === 'RULE_SCOPE_CODE_UNKNOWN' && unknownSubjects.length > 0)
          findings.push({
            records: [['rule-version', version.id]],
            message: `${name(version)}, names ${unknownSubjects
              .map((u) => `${u.name} ${u.code}`)
              .join(' and ')}, which the registry does not know.`,
          });
        if (code !== 'RULE_SCOPE_NOT_IN_SERVICE') continue;
        // The day the version is in force from, as the report sees it: its effective date, or
        // the report's date when it is already in force.
        const effectiveDate = clock.dayOf(version.effectiveAt);
        const day = effectiveDate > at ? effectiveDate : at;
        const outOfService = await once(outOfServiceOf, `${scopeKey(version)} ${day}`, () =>
          client.subjectsOutOfService(
            version.scope,
            { at: day, ...(asKnownAt === undefined ? {} : { asKnownAt }) },
            propagation,
          ),
        );
        if (outOfService.length > 0)
          findings.push({
            records: [['rule-version', version.id]],
            message: `${name(version)}, in force from ${day}, names ${outOfService
              .map((s) => `${s.name} ${s.code} (${s.status ?? 'not yet created'} on ${day})`)
              .join(' and ')}: it applies to nothing there.`,
          });
      }
      return findings.sort((a, b) => a.message.localeCompare(b.message));
    };
  }

  return {
    async report(
      query: RulesValidationReportQuery,
      { at, knownAt, asKnownAt, propagation }: ValidationReportBounds,
    ): Promise<RulesValidationReport> {
      // The versions and every rule's statement read in one snapshot when replayed.
      return (await repository.inOneReport((reads) => {
        const registryFindings = registryRules(reads, at, asKnownAt, propagation);
        return buildValidationReport({
          at,
          knownAt,
          rules: rulesValidationRules.filter((rule) => rule.sql !== undefined || registry !== undefined),
          filters: query,
          find: (rule) =>
            rule.sql === undefined
              ? registryFindings(rule.code)
              : repository.findings(reads, rule.sql, at, knownAt),
          link: (type, id) => `${LINKS[type as RecordType]}${id}`,
        });
      })) as RulesValidationReport;
    },
  };
}

export type RulesValidationReportService = ReturnType<typeof createRulesValidationReportService>;
