import { expectProblemCodesEnumerated } from '@transport/platform/testing';
import { PROBLEM_CODES } from '../../src/errors.ts';
import { referentialService } from '../../src/referential-service.ts';

describe('the problem codes of the referential', () => {
  it('are exactly the codes the contract enumerates for a problem, each listed once', () => {
    expectProblemCodesEnumerated(referentialService.specPath, PROBLEM_CODES);
  });
});
