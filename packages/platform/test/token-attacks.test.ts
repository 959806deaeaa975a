import { expect } from 'chai';
import { testEnvironment } from '@transport/dev-stack';
import { createTokenVerifier, type TokenVerifier } from '../src/index.ts';
import { forgedTokens } from '../src/testing/index.ts';

const PERMISSION = 'referential.bays:read';

describe('bearer token verification', () => {
  let verifier: TokenVerifier;

  before(() => {
    const issuer = testEnvironment().issuer;
    verifier = createTokenVerifier({
      issuer: issuer.issuer,
      audience: issuer.audience,
      jwksUri: issuer.jwksUri,
    });
  });

  it('accepts a token of the issuer and reads permissions from scope and permissions claims', async () => {
    const token = testEnvironment().issuer.sign({
      subject: 'alice',
      permissions: [PERMISSION],
      claims: { permissions: ['rules.rules:read'] },
    });
    const principal = await verifier.verify(token);
    expect(principal.subject).to.equal('alice');
    expect([...principal.permissions].sort()).to.deep.equal([PERMISSION, 'rules.rules:read']);
  });

  it('tolerates a token whose nbf is up to 30 s ahead of this clock', async () => {
    const now = Math.floor(Date.now() / 1000);
    const issuer = testEnvironment().issuer;
    const skewed = issuer.sign({ subject: 'a', permissions: [], claims: { nbf: now + 20 } });
    expect((await verifier.verify(skewed)).subject).to.equal('a');
  });

  it('refuses a well-signed token whose crit header names an extension it does not understand (RFC 7515 §4.1.11)', async () => {
    const token = forgedTokens(PERMISSION)['crit naming an unknown extension'] as string;
    let refusal: { status?: number; message?: string } | undefined;
    try {
      await verifier.verify(token);
    } catch (error) {
      refusal = error as { status: number; message: string };
    }
    expect(refusal?.status).to.equal(401);
    expect(refusal?.message).to.contain('crit').and.to.contain('urn:example:must-understand');
  });

  it('refuses every forged token with a 401 naming the reason', async () => {
    for (const [name, token] of Object.entries(forgedTokens(PERMISSION))) {
      let refusal: { status?: number; message?: string } | undefined;
      try {
        await verifier.verify(token);
      } catch (error) {
        refusal = error as { status: number; message: string };
      }
      expect(refusal?.status, name).to.equal(401);
      expect(refusal?.message, name).to.be.a('string').that.does.not.equal('');
    }
  });
});
