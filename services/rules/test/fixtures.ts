/** Shared setup of the rules tests: the service on a throwaway database, clients and builders. */
import {
  nextYear,
  uniqueCode,
  weekdayOnOrAfter,
  startTestService,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { rulesService } from '../src/index.ts';

export const DOMAIN_READ = 'rules.rule-domains:read';
export const RULE_READ = 'rules.rules:read';
export const RULE_WRITE = 'rules.rules:write';
export const RESOLVE = 'rules.rules:resolve';
export const VERSION_READ = 'rules.rule-versions:read';
export const VERSION_WRITE = 'rules.rule-versions:write';
export const VERSION_APPROVE = 'rules.rule-versions:approve';
export const VERSION_ACTIVATE = 'rules.rule-versions:activate';

export const ALL = [
  DOMAIN_READ,
  RULE_READ,
  RULE_WRITE,
  RESOLVE,
  VERSION_READ,
  VERSION_WRITE,
  VERSION_APPROVE,
  VERSION_ACTIVATE,
];

export async function startRules(): Promise<TestService> {
  return startTestService(rulesService);
}

/** The people of the tests: an author, a second author, and a supervisor who approves. */
export function team(service: TestService) {
  return {
    author: service.as(ALL, 'alice'),
    editor: service.as(ALL, 'carol'),
    supervisor: service.as(ALL, 'bob'),
  };
}

export { uniqueCode };

export async function createRule(
  client: ApiClient,
  domain = 'BAY_DWELL_TIME',
  code = uniqueCode('R'),
): Promise<string> {
  const response = await client.post('/rules/v1/rules', { domain, code, name: `Rule ${code}` });
  if (response.status !== 201) throw new Error(`rule not created: ${response.status} ${response.text}`);
  return response.body.id;
}

export const STATION_PAR = { type: 'STATION', subjects: { station: 'PAR' } };

export function dwell(minutes: number) {
  return { minutes, overstayAction: 'NOTIFY_CONTROL_ROOM' };
}

/**
 * The year the tests' versions take effect in: last year of the business day, so that every
 * instant of it has passed, whatever today is.
 */
export const YEAR = nextYear() - 2;

/** An instant or date of `YEAR` (`inYear('03-01T00:00:00Z')`), or of the year `years` after it. */
export const inYear = (rest: string, years = 0): string => `${YEAR + years}-${rest}`;

/** The day of `YEAR` Paris's clocks go forward (02:00 to 03:00): the last Sunday of March. */
export const SPRING_FORWARD = weekdayOnOrAfter(inYear('03-25'), 'SUN');

/** The day of `YEAR` Paris's clocks go back (03:00 to 02:00, shown twice): the last Sunday of October. */
export const FALL_BACK = weekdayOnOrAfter(inYear('10-25'), 'SUN');

export interface VersionSpec {
  scope?: unknown;
  effectiveInput?: unknown;
  at?: string;
  content?: unknown;
}

export function versionBody(spec: VersionSpec = {}) {
  return {
    scope: spec.scope ?? STATION_PAR,
    effectiveInput: spec.effectiveInput ?? { instant: spec.at ?? inYear('01-01T00:00:00Z') },
    content: spec.content ?? dwell(10),
  };
}

export async function createVersion(
  client: ApiClient,
  ruleId: string,
  spec: VersionSpec = {},
): Promise<string> {
  const response = await client.post(`/rules/v1/rules/${ruleId}/versions`, versionBody(spec));
  if (response.status !== 201) throw new Error(`version not created: ${response.status} ${response.text}`);
  return response.body.id;
}

/** Approves (as `approver`) and activates a draft; answers the active version. */
export async function approveAndActivate(approver: ApiClient, versionId: string) {
  const approved = await approver.post(`/rules/v1/rule-versions/${versionId}/approval`);
  if (approved.status !== 200) throw new Error(`not approved: ${approved.status} ${approved.text}`);
  const active = await approver.post(`/rules/v1/rule-versions/${versionId}/activate`, { retroactive: true });
  if (active.status !== 200) throw new Error(`not activated: ${active.status} ${active.text}`);
  return active.body;
}

/** A version created by `author` and made ACTIVE by `approver`; answers its id. */
export async function activeVersion(
  author: ApiClient,
  approver: ApiClient,
  ruleId: string,
  spec: VersionSpec = {},
): Promise<string> {
  const id = await createVersion(author, ruleId, spec);
  await approveAndActivate(approver, id);
  return id;
}
