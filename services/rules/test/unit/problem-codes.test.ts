import { expectProblemCodesEnumerated } from '@transport/platform/testing';
import { PROBLEM_CODES } from '../../src/errors.ts';
import { rulesService } from '../../src/rules-service.ts';

describe('the problem codes of the rules', () => {
  it('are exactly the codes the contract enumerates for a problem, each listed once', () => {
    expectProblemCodesEnumerated(rulesService.specPath, PROBLEM_CODES);
  });
});
