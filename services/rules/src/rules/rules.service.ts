/** Rules: created in a domain of the catalog with a code unique across all rules. */
import { pageOf, type Page, type PageRequest } from '@transport/platform';
import { Errors } from '../errors.ts';
import type { Rule, RuleCriteria, RuleInput, RuleRepository } from './rules.repository.ts';

export function createRuleService(rules: RuleRepository) {
  return {
    async create(input: RuleInput, actor: string): Promise<string> {
      return rules.insert(input, actor);
    },

    async get(id: string): Promise<Rule> {
      const rule = await rules.findById(id);
      if (!rule) throw Errors.ruleNotFound(id);
      return rule;
    },

    async search(criteria: RuleCriteria, page: PageRequest): Promise<Page<Rule>> {
      const { rows, total } = await rules.search(criteria, page);
      return pageOf(page, rows, total);
    },
  };
}

export type RuleService = ReturnType<typeof createRuleService>;
