/**
 * The lifecycle of a rule version (`RuleVersionState` in the contract): DRAFT (editable) ->
 * APPROVED -> ACTIVE -> INACTIVE. One table of moves serves both the commands and the transitions read, so that
 * what the read offers is exactly what the commands accept.
 */
import { stateMachine } from '@transport/platform';
import type { Schemas } from '../types.ts';
import type { RuleVersion, RuleVersionState } from './rule-versions.repository.ts';

export type RuleVersionAction = Schemas['RuleVersionAction'];
export type RuleVersionTransitions = Schemas['RuleVersionTransitions'];

/** The lifecycle, each move named by its action. */
export const LIFECYCLE = stateMachine<RuleVersionState, RuleVersionAction>({
  EDIT: { from: ['DRAFT'], to: 'DRAFT' },
  APPROVE: { from: ['DRAFT'], to: 'APPROVED' },
  ACTIVATE: { from: ['APPROVED'], to: 'ACTIVE' },
  DEACTIVATE: { from: ['ACTIVE'], to: 'INACTIVE' },
});

/** How each move is asked for over HTTP, and the permission it takes. */
const REQUESTS: Record<RuleVersionAction, { method: 'PUT' | 'POST'; suffix: string; permission: string }> = {
  EDIT: { method: 'PUT', suffix: '', permission: 'rules.rule-versions:write' },
  APPROVE: { method: 'POST', suffix: '/approval', permission: 'rules.rule-versions:approve' },
  ACTIVATE: { method: 'POST', suffix: '/activate', permission: 'rules.rule-versions:activate' },
  DEACTIVATE: { method: 'POST', suffix: '/deactivate', permission: 'rules.rule-versions:activate' },
};

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
  for (const action of LIFECYCLE.movesFrom(version.state)) {
    const { method, suffix, permission } = REQUESTS[action];
    if (!caller.permissions.has(permission)) {
      result.unavailable.push({ action, reason: 'MISSING_PERMISSION' });
    } else if (action === 'APPROVE' && wroteVersion(version, caller.subject)) {
      result.unavailable.push({ action, reason: 'AUTHOR_CANNOT_APPROVE' });
    } else {
      result.transitions.push({
        action,
        targetState: LIFECYCLE.moves[action].to,
        method,
        path: `/rules/v1/rule-versions/${version.id}${suffix}`,
        permission,
      });
    }
  }
  return result;
}
