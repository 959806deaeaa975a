import { created, ok, type HandlerMap, propagationHeaders } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { RuleVersionService } from './rule-versions.service.ts';

type RuleVersionOperations = Pick<
  Operations,
  | 'createRuleVersion'
  | 'listRuleVersions'
  | 'getRuleVersion'
  | 'updateRuleVersion'
  | 'approveRuleVersion'
  | 'activateRuleVersion'
  | 'deactivateRuleVersion'
  | 'listRuleVersionTransitions'
>;

export function ruleVersionRoutes(service: RuleVersionService): HandlerMap<RuleVersionOperations> {
  return {
    async createRuleVersion(request) {
      const { params, body, principal } = request;
      const id = await service.create(params.ruleId, body, principal.subject, propagationHeaders(request));
      return created(id, `/rules/v1/rule-versions/${id}`);
    },
    async listRuleVersions({ params }) {
      return ok(await service.list(params.ruleId));
    },
    async getRuleVersion({ params }) {
      return ok(await service.get(params.versionId));
    },
    async updateRuleVersion(request) {
      const { params, body, principal } = request;
      return ok(await service.update(params.versionId, body, principal.subject, propagationHeaders(request)));
    },
    async approveRuleVersion({ params, principal }) {
      return ok(await service.approve(params.versionId, principal.subject));
    },
    async activateRuleVersion({ params, body, principal }) {
      return ok(await service.activate(params.versionId, principal.subject, body?.retroactive === true));
    },
    async deactivateRuleVersion({ params, principal }) {
      return ok(await service.deactivate(params.versionId, principal.subject));
    },
    async listRuleVersionTransitions({ params, principal }) {
      return ok(await service.transitions(params.versionId, principal));
    },
  };
}
