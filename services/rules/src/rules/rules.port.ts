/** What the other families may ask of rules. */
import type { Transaction } from '@transport/platform';
import { ruleErrors } from './rules.errors.ts';
import type { Schemas } from '../types.ts';
import type { RuleRepository } from './rules.repository.ts';

type Rule = Schemas['Rule'];

/** The refusals another family raises about a rule it was asked for. */
export const ruleRefusals = {
  ruleNotFound: ruleErrors.ruleNotFound,
};

export interface RulePort {
  exists(id: string): Promise<boolean>;
  find(id: string, trx?: Transaction): Promise<Rule | undefined>;
  /** The rule, locked so that its versions are numbered one at a time, or a refusal when unknown. */
  lockForVersioning(trx: Transaction, id: string): Promise<Rule>;
}

export function createRulePort(rules: RuleRepository): RulePort {
  return {
    exists: (id) => rules.exists(id),

    find: (id, trx) => rules.findById(id, trx),

    async lockForVersioning(trx, id) {
      const rule = await rules.lock(trx, id);
      if (!rule) throw ruleErrors.ruleNotFound(id);
      return rule;
    },
  };
}
