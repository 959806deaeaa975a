/**
 * The changes of the rules and rule versions (`GET …/{id}/changes`), from the audit trail
 * (ADR 0021). A family added with a read by id adds its line here.
 */
import { changesRoutes, type ChangeFamily, type Database } from '@transport/platform';
import { ruleErrors } from './rules/rules.errors.ts';
import { ruleVersionErrors } from './rule-versions/rule-versions.errors.ts';

/** Each family's tables, by its changes operation: also what the change feed's events belong to (ADR 0065). */
export const rulesChangeFamilies = {
  listRuleChanges: { table: 'rules', notFound: ruleErrors.ruleNotFound },
  listRuleVersionChanges: { table: 'rule_versions', notFound: ruleVersionErrors.ruleVersionNotFound },
} satisfies Record<string, ChangeFamily>;

export const rulesChangesRoutes = (db: Database) => changesRoutes(db, rulesChangeFamilies);
