import { expect } from 'chai';
import { mergeApiDocs, MODULES } from '../../src/merged-api-docs.ts';

const operation = (operationId: string) => ({
  operationId,
  responses: { '200': { description: 'OK' } },
});

describe('the merged contract', () => {
  const merged = mergeApiDocs(
    [
      {
        module: 'Referential',
        document: { paths: { '/referential/v1/bays': { get: operation('searchBays') } } },
      },
      {
        module: 'Rules',
        document: {
          paths: { '/rules/v1/rules': { get: operation('searchRules'), post: operation('createRule') } },
        },
      },
      {
        module: MODULES.gateway,
        document: { paths: { '/v1/validation-report': { get: operation('getPlatformValidationReport') } } },
      },
    ],
    { title: 'Transport platform', version: '1', description: 'test' },
  );

  it('declares 429 on every operation, and 502, 503 and 504 on those it forwards, not on its own', () => {
    const declared = Object.entries(
      merged.paths as Record<string, Record<string, { responses: object }>>,
    ).flatMap(([path, item]) =>
      Object.entries(item).map(
        ([method, op]) => `${method} ${path}: ${Object.keys(op.responses).sort().join(' ')}`,
      ),
    );
    expect(declared).to.deep.equal([
      'get /referential/v1/bays: 200 429 502 503 504',
      'get /rules/v1/rules: 200 429 502 503 504',
      'post /rules/v1/rules: 200 429 502 503 504',
      'get /v1/validation-report: 200 429',
    ]);
    for (const name of ['RateLimited', 'BadGateway', 'UpstreamUnavailable', 'UpstreamTimeout'])
      expect(merged.components.responses[name].content, name).to.have.key('application/problem+json');
  });

  it('names the problem code of each of those answers', () => {
    const { responses } = merged.components;
    expect(responses.BadGateway.description).to.include('`bad-gateway`');
    expect(responses.UpstreamTimeout.description).to.include('`upstream-timeout`');
    expect(responses.UpstreamUnavailable.description).to.include('`upstream-unavailable`');
  });
});
