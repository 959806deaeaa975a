/** Refusals from what the registry (referential) answered about a scope, or that it could not be asked. */
import { refusals } from '@transport/platform';

export const REGISTRY_PROBLEM_CODES = ['scope-subject-unknown', 'referential-unavailable'] as const;
export type RegistryProblemCode = (typeof REGISTRY_PROBLEM_CODES)[number];

const refuse = refusals<RegistryProblemCode>();

/** A subject of a scope the registry does not know: its name (`station` ...) and code. */
export interface UnknownSubject {
  name: 'station' | 'stationArea' | 'bay' | 'line';
  code: string;
}

const WHAT: Record<UnknownSubject['name'], string> = {
  station: 'station',
  stationArea: 'station area',
  bay: 'bay',
  line: 'line',
};

export const registryErrors = {
  scopeSubjectUnknown: (unknown: UnknownSubject[], field = 'body.scope') =>
    refuse.unprocessable(
      'scope-subject-unknown',
      `The registry has no ${unknown.map((u) => `${WHAT[u.name]} with the code ${u.code}`).join(', and no ')}.`,
      unknown.map((u) => ({
        field: `${field}.subjects.${u.name}`,
        message: `no ${WHAT[u.name]} has the code ${u.code} in the registry`,
      })),
    ),
  referentialUnavailable: (reason: string, cause?: unknown) =>
    refuse.unavailable(
      'referential-unavailable',
      `The registry (referential) could not be asked: ${reason}. Nothing was stored; try again shortly.`,
      cause,
    ),
};
