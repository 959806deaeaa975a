/**
 * The webhooks' pure parts (ADR 0072): the Standard Webhooks signature, checked against the
 * specification's own example, and which targets are refused.
 */
import { expect } from 'chai';
import { isPrivateAddress, newWebhookSecret, targetRefusal, webhookSignature } from '../../src/webhooks.ts';

describe('webhooks', () => {
  it('signs as the Standard Webhooks specification’s example does', () => {
    // The example of the specification's reference libraries: secret, id, timestamp, body.
    expect(
      webhookSignature(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).to.equal('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('makes a new secret each time, whsec_ and 24 bytes in base64', () => {
    const [a, b] = [newWebhookSecret(), newWebhookSecret()];
    expect(a).to.match(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(a).not.to.equal(b);
    expect(Buffer.from(a.slice(6), 'base64')).to.have.length(24);
  });

  it('takes an https target on a public address', async () => {
    expect(await targetRefusal('https://203.0.113.9/hooks', false)).to.equal(undefined);
    expect(await targetRefusal('https://hooks.example.org/x', false, async () => ['198.51.100.7'])).to.equal(
      undefined,
    );
  });

  it('refuses http, other schemes, credentials and loopback or private addresses unless allowed', async () => {
    const publicHost = async () => ['198.51.100.7'];
    expect(await targetRefusal('http://hooks.example.org/x', false, publicHost)).to.equal(
      'is not an https URL',
    );
    expect(await targetRefusal('ftp://hooks.example.org/x', false, publicHost)).to.equal(
      'is not an https URL',
    );
    expect(await targetRefusal('not a url', false)).to.equal('is not a URL');
    expect(await targetRefusal('https://user:pw@hooks.example.org/x', false, publicHost)).to.match(
      /credentials/,
    );
    // An IPv4-mapped IPv6 host too, which a URL spells in hex (`[::ffff:7f00:1]`).
    for (const address of [
      '[::ffff:127.0.0.1]',
      '[::ffff:10.0.0.1]',
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '[::1]',
    ]) {
      expect(await targetRefusal(`https://${address}/x`, false), address).to.match(/loopback or private/);
    }
    // A host name is refused for what it resolves to.
    expect(await targetRefusal('https://inside.example.org/x', false, async () => ['10.0.0.5'])).to.equal(
      'reaches 10.0.0.5, a loopback or private address',
    );
    expect(
      await targetRefusal('https://nowhere.example.org/x', false, async () => {
        throw new Error('ENOTFOUND');
      }),
    ).to.match(/does not resolve/);
    // Allowed (development, or the setting): http and loopback are taken, other schemes still not.
    expect(await targetRefusal('http://127.0.0.1:7600/hooks', true)).to.equal(undefined);
    expect(await targetRefusal('ftp://127.0.0.1/x', true)).to.equal('is not an http or https URL');
  });

  it('knows private addresses in v4, v4-mapped v6 and v6', () => {
    expect(['100.64.0.1', '::ffff:10.0.0.1', 'fd00::1', 'fe80::1', '::'].every(isPrivateAddress)).to.equal(
      true,
    );
    expect(['8.8.8.8', '172.32.0.1', '2001:db8::1'].some(isPrivateAddress)).to.equal(false);
  });
});
