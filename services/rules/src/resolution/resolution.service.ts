/**
 * Resolution: the version of a rule in force for exactly one scope at an instant,
 * and contextual resolution, which tries the scopes a context makes up from the most specific
 * to the broadest and explains each one it passed over.
 */
import { resolutionErrors } from './resolution.errors.ts';
import type { RuleDomainPort } from '../rule-domains/rule-domains.port.ts';
import { ruleRefusals, type RulePort } from '../rules/rules.port.ts';
import {
  candidateScopes,
  checkScope,
  describeScope,
  type Scope,
  type ScopeSubjects,
} from '../rule-versions/rule-versions.port.ts';
import type { Schemas } from '../types.ts';
import type { ResolutionRepository } from './resolution.repository.ts';

export type RuleResolution = Schemas['RuleResolution'];
export type ContextualRuleResolution = Schemas['ContextualRuleResolution'];
type PassedOver = Schemas['PassedOverCandidate'];

export function createResolutionService(
  resolution: ResolutionRepository,
  rules: RulePort,
  domains: RuleDomainPort,
) {
  return {
    async resolve(ruleId: string, requested: Scope, atText: string): Promise<RuleResolution> {
      const scope = checkScope(requested);
      const at = new Date(atText);
      const version = await resolution.resolve(ruleId, scope, at);
      if (!version) {
        if (!(await rules.exists(ruleId))) throw ruleRefusals.ruleNotFound(ruleId);
        throw resolutionErrors.notResolved(ruleId, at.toISOString(), `the scope ${describeScope(scope)}`);
      }
      return { ruleId, resolvedAt: at.toISOString(), scope, version };
    },

    async resolveInContext(
      ruleId: string,
      context: ScopeSubjects,
      atText: string,
    ): Promise<ContextualRuleResolution> {
      const at = new Date(atText);
      const rule = await rules.find(ruleId);
      if (!rule) throw ruleRefusals.ruleNotFound(ruleId);
      const passedOver: PassedOver[] = [];
      for (const scope of candidateScopes(context)) {
        if (!domains.allowsScopeType(rule.domain, scope.type)) {
          passedOver.push({ scope, reason: 'SCOPE_TYPE_NOT_ALLOWED' });
          continue;
        }
        const version = await resolution.resolve(ruleId, scope, at);
        if (version) return { ruleId, resolvedAt: at.toISOString(), scope, version, passedOver };
        const standing = await resolution.standing(ruleId, scope, at);
        const reason =
          standing.activated === 0
            ? 'NO_ACTIVATED_VERSION'
            : standing.effectiveByThen === 0
              ? 'NOT_YET_EFFECTIVE'
              : 'DEACTIVATED';
        passedOver.push({ scope, reason });
      }
      const tried = passedOver.map((p) => `${describeScope(p.scope)}: ${p.reason}`).join('; ');
      throw resolutionErrors.notResolved(ruleId, at.toISOString(), `any scope of the context (${tried})`);
    },
  };
}

export type ResolutionService = ReturnType<typeof createResolutionService>;
