/**
 * siv's validation report (ADR 0078): the rules of `validation-rules.ts` kept by the filters,
 * run with the platform's `buildValidationReport`. The registry rules look each station area the
 * active points name up once (the registry client: its breaker, retries and refusal when the
 * registry cannot be asked, a 503 `referential-unavailable`), and the bays named in each area
 * once; the registry is read as it is now, or as it was known at the report's `asKnownAt` (ADR
 * 0084).
 */
import {
  buildValidationReport,
  type Finding,
  type Propagation,
  type ValidationReportBounds,
} from '@transport/platform';
import type { ReferentialClient, RegistryStationArea } from '../referential-client/referential-client.ts';
import type { Schemas } from '../types.ts';
import type { PointLocation, SivValidationReportRepository } from './validation-report.repository.ts';
import { sivValidationRules, type SivValidationRule } from './validation-rules.ts';

export type SivValidationReport = Schemas['SivValidationReport'];
type RecordType = Schemas['SivValidationRecord']['type'];

const LINKS: Record<RecordType, string> = {
  'display-point': '/siv/v1/display-points/',
  'display-profile': '/siv/v1/display-profiles/',
  'station-area': '/referential/v1/station-areas/',
};

interface SivValidationReportQuery {
  family?: Schemas['SivValidationRuleFamily'];
  severity?: Schemas['ValidationSeverity'];
  code?: Schemas['SivValidationRuleCode'];
}

/** What the registry says of each location the active points name, asked once per area and bay. */
function registryLocations(
  registry: ReferentialClient,
  propagation: Propagation,
  asKnownAt: string | undefined,
) {
  const areas = new Map<string, Promise<RegistryStationArea | undefined>>();
  const bays = new Map<string, Promise<boolean>>();
  const areaOf = (code: string) => {
    const key = code.toUpperCase();
    if (!areas.has(key)) areas.set(key, registry.findStationAreaByCode(code, propagation, asKnownAt));
    return areas.get(key) as Promise<RegistryStationArea | undefined>;
  };
  const bayActive = (area: RegistryStationArea, code: string) => {
    const key = `${area.id} ${code.toUpperCase()}`;
    if (!bays.has(key))
      bays.set(
        key,
        registry.findActiveBay(area.id, code, propagation, asKnownAt).then((bay) => bay !== undefined),
      );
    return bays.get(key) as Promise<boolean>;
  };
  return async (check: NonNullable<SivValidationRule['location']>, points: PointLocation[]) => {
    const findings: Finding[] = [];
    for (const point of points) {
      const area = await areaOf(point.stationAreaCode);
      if (check === 'area-unknown' && !area)
        findings.push({
          records: [['display-point', point.id]],
          message: `Display point ${point.code} names station area ${point.stationAreaCode}, which the registry does not know.`,
        });
      if (check === 'area-retired' && area?.status === 'RETIRED')
        findings.push({
          records: [
            ['display-point', point.id],
            ['station-area', area.id],
          ],
          message: `Display point ${point.code} is at station area ${area.code}, retired in the registry.`,
        });
      if (
        check === 'bay-not-active' &&
        area?.status === 'ACTIVE' &&
        point.bayCode !== null &&
        !(await bayActive(area, point.bayCode))
      )
        findings.push({
          records: [
            ['display-point', point.id],
            ['station-area', area.id],
          ],
          message: `Display point ${point.code} names bay ${point.bayCode}, which is no active bay of station area ${area.code}.`,
        });
    }
    return findings.sort((a, b) => a.message.localeCompare(b.message));
  };
}

export function createSivValidationReportService(
  repository: SivValidationReportRepository,
  registry: ReferentialClient,
) {
  return {
    async report(
      query: SivValidationReportQuery,
      { at, knownAt, asKnownAt, propagation }: ValidationReportBounds,
    ): Promise<SivValidationReport> {
      const located = registryLocations(registry, propagation, asKnownAt);
      // The points and every rule's statement read in one snapshot when replayed.
      return (await repository.inOneReport((reads) => {
        let points: Promise<PointLocation[]> | undefined;
        return buildValidationReport({
          at,
          knownAt,
          rules: sivValidationRules,
          filters: query,
          find: async (rule) =>
            rule.location
              ? located(rule.location, await (points ??= repository.activeLocations(reads)))
              : repository.findings(reads, rule.sql as string, at),
          link: (type, id) => `${LINKS[type as RecordType]}${id}`,
        });
      })) as SivValidationReport;
    },
  };
}

export type SivValidationReportService = ReturnType<typeof createSivValidationReportService>;
