import { expectProblemCodesEnumerated } from '@transport/platform/testing';
import { PROBLEM_CODES } from '../../src/errors.ts';
import { sivService } from '../../src/siv-service.ts';

describe('the problem codes of the siv', () => {
  it('are exactly the codes the contract enumerates for a problem, each listed once', () => {
    expectProblemCodesEnumerated(sivService.specPath, PROBLEM_CODES);
  });
});
