/**
 * The changes of the rules and rule versions (`GET …/{id}/changes`), from the audit trail
 * (ADR 0021). A family added with a read by id adds its line here.
 */
import { changesRoutes, type Database } from '@transport/platform';
import { Errors } from './errors.ts';

export const rulesChangesRoutes = (db: Database) =>
  changesRoutes(db, {
    listRuleChanges: { table: 'rules', notFound: Errors.ruleNotFound },
    listRuleVersionChanges: { table: 'rule_versions', notFound: Errors.ruleVersionNotFound },
  });
