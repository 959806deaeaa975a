import { expect } from 'chai';
import { expectProblem, mintToken, type TestService } from '@transport/platform/testing';
import { startReferential } from './fixtures.ts';

/** Every operation of the referential's contract, refused without a token and without its permission. */
describe('referential access control', () => {
  let service: TestService;

  before(async () => {
    service = await startReferential();
  });
  after(() => service?.close());

  it('answers 401 without a token and 403 without the permission, for every operation', async () => {
    const { operations } = service.built.deps.spec;
    const everyOtherPermission = [...new Set(operations.map((o) => o.permission))];
    for (const operation of operations) {
      const path = operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const url = `${service.url}${path}`;
      const init = (token?: string): RequestInit => ({
        method: operation.method.toUpperCase(),
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(operation.method === 'get' ? {} : { body: '{}' }),
      });
      const anonymous = await fetch(url, init());
      expect(anonymous.status, `${operation.operationId} without a token`).to.equal(401);
      expect(anonymous.headers.get('www-authenticate')).to.match(/^Bearer/);

      const others = everyOtherPermission.filter((p) => p !== operation.permission);
      const forbidden = await fetch(url, init(mintToken(others)));
      const body: any = await forbidden.json();
      expectProblem(
        { status: forbidden.status, headers: forbidden.headers, body, text: JSON.stringify(body) },
        403,
        'forbidden',
      );
      expect(body.detail).to.contain(operation.permission);

      const allowed = await fetch(url, init(mintToken([operation.permission])));
      expect([401, 403, 500], `${operation.operationId} with its permission`).to.not.include(allowed.status);
    }
  }).timeout(240_000); // three exchanges per operation of the contract (about 180), one after the other
});
