/**
 * The rules service's validation report (ADR 0078): the rules of `validation-rules.ts` kept by
 * the filters, run with the platform's `buildValidationReport`. The registry rule asks the
 * registry once per distinct scope of the approved and active versions, through rules' registry
 * client (its breaker and retries; a registry that cannot be asked refuses the report with 503
 * `referential-unavailable`); without a registry (REFERENTIAL_URL unset) it is not run, and the
 * answer's `rules` does not list it.
 */
import {
  buildValidationReport,
  type Finding,
  type Propagation,
  type ValidationReportBounds,
} from '@transport/platform';
import type { RegistryClient } from '../registry-client/registry-client.ts';
import type { Schemas } from '../types.ts';
import type { RulesValidationReportRepository } from './validation-report.repository.ts';
import { rulesValidationRules } from './validation-rules.ts';

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
) {
  /** The versions whose scope names codes the registry does not know: one question per scope. */
  async function unknownScopeCodes(propagation: Propagation): Promise<Finding[]> {
    const client = registry as RegistryClient;
    const asked = new Map<string, Promise<{ name: string; code: string }[]>>();
    const findings: Finding[] = [];
    for (const version of await repository.versionsInUse()) {
      const key = JSON.stringify([version.scope.type, version.scope.subjects]);
      if (!asked.has(key)) asked.set(key, client.unknownSubjects(version.scope, propagation));
      const unknown = await (asked.get(key) as Promise<{ name: string; code: string }[]>);
      if (unknown.length > 0)
        findings.push({
          records: [['rule-version', version.id]],
          message: `Rule ${version.ruleCode}, version ${version.versionNumber}, names ${unknown
            .map((u) => `${u.name} ${u.code}`)
            .join(' and ')}, which the registry does not know.`,
        });
    }
    return findings.sort((a, b) => a.message.localeCompare(b.message));
  }

  return {
    async report(
      query: RulesValidationReportQuery,
      { at, knownAt, propagation }: ValidationReportBounds,
    ): Promise<RulesValidationReport> {
      return (await buildValidationReport({
        at,
        knownAt,
        rules: rulesValidationRules.filter((rule) => rule.sql !== undefined || registry !== undefined),
        filters: query,
        find: (rule) =>
          rule.sql === undefined
            ? unknownScopeCodes(propagation)
            : repository.findings(rule.sql, at, knownAt),
        link: (type, id) => `${LINKS[type as RecordType]}${id}`,
      })) as RulesValidationReport;
    },
  };
}

export type RulesValidationReportService = ReturnType<typeof createRulesValidationReportService>;
