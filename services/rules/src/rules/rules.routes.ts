import { catalogHandlers, ok, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { RuleService } from './rules.service.ts';

type RuleOperations = Pick<Operations, 'createRule' | 'searchRules' | 'getRule'>;

export function ruleRoutes(service: RuleService): HandlerMap<RuleOperations> {
  const catalog = catalogHandlers(service, '/rules/v1/rules', (query: { domain?: string }) => ({
    filters: { domain: query.domain },
  }));
  return {
    createRule: catalog.create,
    searchRules: catalog.search,
    async getRule({ params }) {
      return ok(await service.get(params.ruleId));
    },
  };
}
