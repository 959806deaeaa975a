/**
 * The lifecycle of a rule version (`RuleVersionState` in the contract): DRAFT (editable) ->
 * APPROVED -> ACTIVE -> INACTIVE. One table of moves serves both the commands and the transitions read, so that
 * what the read offers is exactly what the commands accept.
 */
import type { Schemas } from '../types.ts';
import type { RuleVersion, RuleVersionState } from './rule-versions.repository.ts';

export type RuleVersionAction = Schemas['RuleVersionAction'];
export type RuleVersionTransitions = Schemas['RuleVersionTransitions'];

interface Move {
  action: RuleVersionAction;
  from: RuleVersionState;
  targetState: RuleVersionState;
  method: 'PUT' | 'POST';
  suffix: string;
  permission: string;
}

export const MOVES: readonly Move[] = [
  {
    action: 'EDIT',
    from: 'DRAFT',
    targetState: 'DRAFT',
    method: 'PUT',
    suffix: '',
    permission: 'rules.rule-versions:write',
  },
  {
    action: 'APPROVE',
    from: 'DRAFT',
    targetState: 'APPROVED',
    method: 'POST',
    suffix: '/approval',
    permission: 'rules.rule-versions:approve',
  },
  {
    action: 'ACTIVATE',
    from: 'APPROVED',
    targetState: 'ACTIVE',
    method: 'POST',
    suffix: '/activate',
    permission: 'rules.rule-versions:activate',
  },
  {
    action: 'DEACTIVATE',
    from: 'ACTIVE',
    targetState: 'INACTIVE',
    method: 'POST',
    suffix: '/deactivate',
    permission: 'rules.rule-versions:activate',
  },
];

export function isLegal(action: RuleVersionAction, state: RuleVersionState): boolean {
  return MOVES.some((m) => m.action === action && m.from === state);
}

/** True when `subject` wrote the version's current text: its author or its last editor. */
export function wroteVersion(version: RuleVersion, subject: string): boolean {
  return version.createdBy === subject || version.editedBy === subject;
}

/** The moves legal from the version's state, split by whether this caller may make them. */
export function transitionsFor(
  version: RuleVersion,
  caller: { subject: string; permissions: ReadonlySet<string> },
): RuleVersionTransitions {
  const result: RuleVersionTransitions = {
    versionId: version.id,
    state: version.state,
    transitions: [],
    unavailable: [],
  };
  for (const move of MOVES.filter((m) => m.from === version.state)) {
    if (!caller.permissions.has(move.permission)) {
      result.unavailable.push({ action: move.action, reason: 'MISSING_PERMISSION' });
    } else if (move.action === 'APPROVE' && wroteVersion(version, caller.subject)) {
      result.unavailable.push({ action: move.action, reason: 'AUTHOR_CANNOT_APPROVE' });
    } else {
      result.transitions.push({
        action: move.action,
        targetState: move.targetState,
        method: move.method,
        path: `/rules/v1/rule-versions/${version.id}${move.suffix}`,
        permission: move.permission,
      });
    }
  }
  return result;
}
