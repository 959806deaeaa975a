/**
 * Scopes: which subjects each type takes, and the scopes a context of subjects makes up, from
 * the most specific to the broadest (the order contextual resolution tries them in).
 */
import type { FieldError } from '@transport/platform';
import { ruleVersionErrors } from './rule-versions.errors.ts';
import type { Schemas } from '../types.ts';

export type Scope = Schemas['Scope'];
export type ScopeType = Schemas['ScopeType'];
export type ScopeSubjects = Schemas['ScopeSubjects'];
export type SubjectName = keyof ScopeSubjects;

/** Scope types by specificity, most specific first, with the subjects each one takes. */
export const SCOPE_TYPES: readonly { type: ScopeType; subjects: readonly SubjectName[] }[] = [
  { type: 'BAY', subjects: ['station', 'stationArea', 'bay'] },
  { type: 'STATION_AREA', subjects: ['station', 'stationArea'] },
  { type: 'STATION', subjects: ['station'] },
  { type: 'LINE', subjects: ['line'] },
  { type: 'NETWORK', subjects: [] },
];

const SUBJECTS_OF = new Map(SCOPE_TYPES.map((t) => [t.type, t.subjects]));

/** Refuses a scope whose subjects are not exactly those of its type (400 naming each one). */
export function checkScope(scope: Scope, field = 'body.scope'): Scope {
  const expected = SUBJECTS_OF.get(scope.type) ?? [];
  const given = Object.keys(scope.subjects) as SubjectName[];
  const errors: FieldError[] = [];
  for (const name of expected) {
    if (scope.subjects[name] === undefined)
      errors.push({
        field: `${field}.subjects.${name}`,
        message: `is required for scope type ${scope.type}`,
      });
  }
  for (const name of given) {
    if (!expected.includes(name))
      errors.push({
        field: `${field}.subjects.${name}`,
        message: `is not a subject of scope type ${scope.type}`,
      });
  }
  if (errors.length > 0) throw ruleVersionErrors.scopeInvalid(errors);
  const subjects: ScopeSubjects = {};
  for (const name of expected) subjects[name] = scope.subjects[name] as string;
  return { type: scope.type, subjects };
}

/** Every scope the context holds all the subjects of, most specific first. */
export function candidateScopes(context: ScopeSubjects): Scope[] {
  const scopes: Scope[] = [];
  for (const { type, subjects } of SCOPE_TYPES) {
    if (!subjects.every((name) => context[name] !== undefined)) continue;
    const picked: ScopeSubjects = {};
    for (const name of subjects) picked[name] = context[name] as string;
    scopes.push({ type, subjects: picked });
  }
  return scopes;
}

export function describeScope(scope: Scope): string {
  const subjects = Object.entries(scope.subjects)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
  return subjects ? `${scope.type} (${subjects})` : scope.type;
}
