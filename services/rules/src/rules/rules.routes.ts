import { catalogHandlers, ok, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { RuleService } from './rules.service.ts';

type RuleOperations = Pick<Operations, 'createRule' | 'searchRules' | 'getRule'>;

export function ruleRoutes(service: RuleService): HandlerMap<RuleOperations> {
  // A rule has no correction and answers no entity tag: its read is its own.
  const { create, search } = service;
  const catalog = catalogHandlers({ create, search }, '/rules/v1/rules', (query: { domain?: string }) => ({
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
