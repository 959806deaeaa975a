/** Rules: created in a domain of the catalog with a code unique across all rules. */
import { createCatalogRecords, type Database } from '@transport/platform';
import { ruleErrors } from './rules.errors.ts';
import type { RuleInput, RuleRepository } from './rules.repository.ts';

export function createRuleService(db: Database, rules: RuleRepository) {
  const catalog = createCatalogRecords(db, rules, 'rule', {
    notFound: ruleErrors.ruleNotFound,
  });

  return {
    ...catalog.reads,
    create: (input: RuleInput, actor: string) =>
      catalog.create(actor, () => ({
        domain: input.domain,
        code: input.code,
        name: input.name,
        description: input.description ?? null,
      })),
  };
}

export type RuleService = ReturnType<typeof createRuleService>;
