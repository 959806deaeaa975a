/**
 * What the other families may use of rule versions: resolution reads versions with the same
 * columns and mapping, and makes up and describes scopes by the same rules.
 */
export {
  toRuleVersion,
  VERSION_COLUMNS,
  type RuleVersion,
  type RuleVersionRow,
} from './rule-version-record.ts';
export { candidateScopes, checkScope, describeScope, type Scope, type ScopeSubjects } from './scope.ts';
