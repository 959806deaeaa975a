/**
 * The display service's refusals, each with its stable problem code. Each family keeps
 * its refusals, its code list and its constraint table in `<family>/<family>.errors.ts`; this
 * aggregate lets call sites write `Errors.<refusal>(...)`, lists every code the service can
 * answer (the contract's Problem schema enumerates them; `problem-codes.test.ts` holds the two
 * together) and merges the constraint tables the service definition registers (ADR 0015).
 */
import { familyCodes, mergeConstraints, serviceProblemCodes } from '@transport/platform';
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

export const Errors = {
  ...displayProfileErrors,
  ...displayPointErrors,
  ...displayMessageErrors,
  ...registryErrors,
};

/** Every problem code the service can answer: the platform's it uses, then its families'. */
export const PROBLEM_CODES = serviceProblemCodes(
  { preconditions: true },
  familyCodes(displayProfileErrors, DISPLAY_PROFILE_PROBLEM_CODES),
  familyCodes(displayPointErrors, DISPLAY_POINT_PROBLEM_CODES),
  familyCodes(displayMessageErrors, DISPLAY_MESSAGE_PROBLEM_CODES),
  familyCodes(registryErrors, REGISTRY_PROBLEM_CODES),
);

/** The families' constraint tables, registered by the service definition. */
export const constraints = mergeConstraints(
  displayProfileConstraints,
  displayPointConstraints,
  displayMessageConstraints,
);
