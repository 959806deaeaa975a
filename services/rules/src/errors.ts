/**
 * The rules service's lists of what its families refuse, for the service definition: every problem code it
 * can answer (the contract's Problem schema enumerates them; `problem-codes.test.ts` holds the
 * two together) and the merged constraint tables. Each family keeps its refusals, its code list
 * and its constraint table in `<family>/<family>.errors.ts` and raises them itself; another
 * family raises them through the owner's port (`<family>Refusals`), never through this module
 * (ADR 0015, ADR 0052; a boundary rule holds it).
 */
import {
  familyCodes,
  mergeConstraints,
  serviceProblemCodes,
  WEBHOOK_PROBLEM_CODES,
} from '@transport/platform';
import { ruleDomainErrors, RULE_DOMAIN_PROBLEM_CODES } from './rule-domains/rule-domains.errors.ts';
import { ruleVersionErrors, RULE_VERSION_PROBLEM_CODES } from './rule-versions/rule-versions.errors.ts';
import { resolutionErrors, RESOLUTION_PROBLEM_CODES } from './resolution/resolution.errors.ts';
import { ruleErrors, RULE_PROBLEM_CODES, ruleConstraints } from './rules/rules.errors.ts';
import { registryErrors, REGISTRY_PROBLEM_CODES } from './registry-client/registry.errors.ts';

/** Every problem code the service can answer: the platform's it uses, then its families'. */
export const PROBLEM_CODES = serviceProblemCodes(
  { preconditions: false },
  familyCodes(ruleDomainErrors, RULE_DOMAIN_PROBLEM_CODES),
  familyCodes(ruleVersionErrors, RULE_VERSION_PROBLEM_CODES),
  familyCodes(resolutionErrors, RESOLUTION_PROBLEM_CODES),
  familyCodes(ruleErrors, RULE_PROBLEM_CODES),
  familyCodes(registryErrors, REGISTRY_PROBLEM_CODES),
  // The webhooks' on the change feed (ADR 0072, 0080).
  WEBHOOK_PROBLEM_CODES,
);

/** The families' constraint tables, registered by the service definition. */
export const constraints = mergeConstraints(ruleConstraints);
