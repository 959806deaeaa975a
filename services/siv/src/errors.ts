/**
 * The display service's lists of what its families refuse, for the service definition: every problem code it
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
import {
  displayProfileErrors,
  DISPLAY_PROFILE_PROBLEM_CODES,
  displayProfileConstraints,
} from './display-profiles/display-profiles.errors.ts';
import {
  displayPointErrors,
  DISPLAY_POINT_PROBLEM_CODES,
  displayPointConstraints,
} from './display-points/display-points.errors.ts';
import {
  displayMessageErrors,
  DISPLAY_MESSAGE_PROBLEM_CODES,
  displayMessageConstraints,
} from './display-messages/display-messages.errors.ts';
import { registryErrors, REGISTRY_PROBLEM_CODES } from './referential-client/registry.errors.ts';

/** Every problem code the service can answer: the platform's it uses, then its families'. */
export const PROBLEM_CODES = serviceProblemCodes(
  { preconditions: true },
  familyCodes(displayProfileErrors, DISPLAY_PROFILE_PROBLEM_CODES),
  familyCodes(displayPointErrors, DISPLAY_POINT_PROBLEM_CODES),
  familyCodes(displayMessageErrors, DISPLAY_MESSAGE_PROBLEM_CODES),
  familyCodes(registryErrors, REGISTRY_PROBLEM_CODES),
  // The webhooks' on the change feed (ADR 0072, 0080).
  WEBHOOK_PROBLEM_CODES,
);

/** The families' constraint tables, registered by the service definition. */
export const constraints = mergeConstraints(
  displayProfileConstraints,
  displayPointConstraints,
  displayMessageConstraints,
);
