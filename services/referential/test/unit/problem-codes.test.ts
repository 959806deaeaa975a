import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { CORE_SCHEMA, load } from 'js-yaml';
import { expectProblemCodesEnumerated } from '@transport/platform/testing';
import { PROBLEM_CODES } from '../../src/errors.ts';
import { GTFS_FEED_ERROR_CODES } from '../../src/gtfs/gtfs.errors.ts';
import { referentialService } from '../../src/referential-service.ts';

describe('the problem codes of the referential', () => {
  it('are exactly the codes the contract enumerates for a problem, each listed once', () => {
    expectProblemCodesEnumerated(referentialService.specPath, PROBLEM_CODES);
  });
});

describe('the codes of a refused GTFS feed', () => {
  it('are exactly the codes the contract enumerates for an error of a problem', () => {
    const contract = load(readFileSync(referentialService.specPath, 'utf8'), { schema: CORE_SCHEMA }) as {
      components: {
        schemas: {
          Problem: { properties: { errors: { items: { properties: { code: { enum: string[] } } } } } };
        };
      };
    };
    expect(
      [...contract.components.schemas.Problem.properties.errors.items.properties.code.enum].sort(),
    ).to.deep.equal([...GTFS_FEED_ERROR_CODES].sort());
  });
});
