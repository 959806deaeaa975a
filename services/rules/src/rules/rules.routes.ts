import { created, ok, pageRequest, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { RuleService } from './rules.service.ts';

type RuleOperations = Pick<Operations, 'createRule' | 'searchRules' | 'getRule'>;

export function ruleRoutes(service: RuleService): HandlerMap<RuleOperations> {
  return {
    async createRule({ body, principal }) {
      const id = await service.create(body, principal.subject);
      return created(id, `/rules/v1/rules/${id}`);
    },
    async searchRules({ query }) {
      const criteria = {
        search: query.search,
        filters: { domain: query.domain },
        sort: query.sort ?? 'codeAsc',
      };
      return ok(await service.search(criteria, pageRequest(query)));
    },
    async getRule({ params }) {
      return ok(await service.get(params.ruleId));
    },
  };
}
