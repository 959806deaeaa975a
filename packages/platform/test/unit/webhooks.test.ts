/**
 * The webhooks' parts that need no database (ADRs 0072, 0098): the Standard Webhooks signature,
 * checked against the specification's own example, which targets are refused, and the client
 * that POSTs deliveries (its kept connections, its timeout, its check of the addresses it
 * connects to), against a local HTTP server, and over TLS against a local HTTPS server holding
 * a certificate the test makes.
 */
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { expect } from 'chai';
import forge from 'node-forge';
import nock from 'nock';
import { createTargetClient, isPrivateAddress, targetRefusal } from '../../src/webhook-targets.ts';
import { newWebhookSecret, webhookSignature } from '../../src/webhooks.ts';

describe('webhooks', () => {
  // Once imported, nock intercepts node:http in the whole process: it is on for this file only,
  // so that the files a mocha worker runs after it reach real sockets (with it left on, their
  // requests went through its interceptor: a keep-alive answered close, a write failed EPIPE).
  before(() => {
    if (!nock.isActive()) nock.activate();
  });
  after(() => {
    nock.cleanAll();
    nock.restore();
  });

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
      // The cloud's metadata address through NAT64 and through 6to4.
      '[64:ff9b::169.254.169.254]',
      '[2002:a9fe:a9fe::1]',
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

  it('judges an IPv6 address carrying an IPv4 one by the IPv4 address it reaches', () => {
    const inside = [
      '64:ff9b::10.0.0.1', // NAT64's well-known prefix (RFC 6052)
      '64:ff9b::7f00:1',
      '2002:a00:1::1', // 6to4: 10.0.0.1 (RFC 3056)
      '2002:c0a8:101:1::5', // 6to4: 192.168.1.1
      '2001:0:4136:e378:8000:63bf:f5ff:fffe', // Teredo, its client 10.0.0.1 inverted (RFC 4380)
      '::10.0.0.1', // IPv4-compatible
      '64:ff9b:1::8.8.8.8', // NAT64's local-use prefix (RFC 8215): translated inside a network
      'fe80::1%eth0',
    ];
    const outside = [
      '64:ff9b::8.8.8.8',
      '2002:808:808::1',
      '2001:0:4136:e378:8000:63bf:f7f7:f7f7', // Teredo, its client 8.8.8.8
      '::ffff:8.8.8.8',
      '2606:4700::1111',
    ];
    expect(inside.filter((address) => !isPrivateAddress(address))).to.deep.equal([]);
    expect(outside.filter(isPrivateAddress)).to.deep.equal([]);
  });

  describe('the delivery client', () => {
    let server: http.Server;
    let connections: number;
    let answerAfterMs: number;
    let port: number;
    const received: string[] = [];
    // Another file of the same run may have nock intercepting node:http (it is, once imported):
    // these tests need the real sockets, to count connections.
    let nockWasActive = false;
    before(async () => {
      nockWasActive = nock.isActive();
      if (nockWasActive) nock.restore();
      server = http.createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        req.on('end', () => {
          received.push(body);
          setTimeout(() => res.writeHead(204).end(), answerAfterMs);
        });
      });
      server.on('connection', () => (connections += 1));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    beforeEach(() => {
      connections = 0;
      answerAfterMs = 0;
      received.length = 0;
    });
    after(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (nockWasActive) nock.activate();
    });

    it('sends one POST after another on one kept connection', async () => {
      const client = createTargetClient(true);
      try {
        const url = new URL(`http://127.0.0.1:${port}/hooks`);
        const statuses: number[] = [];
        for (let n = 0; n < 20; n += 1)
          statuses.push(await client.post(url, { 'content-type': 'application/json' }, `{"n":${n}}`, 5_000));
        expect(statuses).to.deep.equal(Array(20).fill(204));
        expect(received).to.deep.equal(Array.from({ length: 20 }, (_, n) => `{"n":${n}}`));
        expect(connections).to.equal(1);
      } finally {
        client.close();
      }
    });

    it('gives up on a target that does not answer in time', async () => {
      const client = createTargetClient(true);
      try {
        answerAfterMs = 1_000;
        const url = new URL(`http://127.0.0.1:${port}/hooks`);
        const failed = await rejection(client.post(url, {}, '{}', 100));
        expect(failed?.message).to.equal('no answer within 100 ms');
        expect(failed?.code).to.equal('ETIMEDOUT');
      } finally {
        client.close();
      }
    });

    it('sends a POST once more on a new connection when the kept one is reset before any answer', async () => {
      // Each connection's second request is dropped unanswered, as a target closing an idle
      // connection just as a POST goes out on it.
      let opened = 0;
      const bodies: string[] = [];
      const closing = http.createServer((req, res) => {
        const socket = req.socket as typeof req.socket & { served?: number };
        socket.served = (socket.served ?? 0) + 1;
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        req.on('end', () => {
          bodies.push(body);
          if (socket.served === 2) socket.destroy();
          else res.writeHead(204).end();
        });
      });
      closing.on('connection', () => (opened += 1));
      await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', resolve));
      const client = createTargetClient(true);
      try {
        const url = new URL(`http://127.0.0.1:${(closing.address() as AddressInfo).port}/hooks`);
        expect(await client.post(url, {}, '{"n":1}', 5_000)).to.equal(204);
        expect(await client.post(url, {}, '{"n":2}', 5_000)).to.equal(204);
        expect(bodies).to.deep.equal(['{"n":1}', '{"n":2}', '{"n":2}']);
        expect(opened).to.equal(2);
      } finally {
        client.close();
        closing.closeAllConnections();
        await new Promise((resolve) => closing.close(resolve));
      }
    });

    describe('over https', () => {
      // A certificate for hooks.test, made here, and a server holding it on a loopback port:
      // the client resolves hooks.test itself (its own lookup, as in production) to reach it.
      const certificate = selfSigned('hooks.test');
      const resolve = async (host: string) => (host === 'hooks.test' ? ['127.0.0.1'] : []);
      let tlsServer: https.Server;
      let url: URL;
      let handshakes: string[];
      const bodies: string[] = [];
      before(async () => {
        tlsServer = https.createServer({ key: certificate.key, cert: certificate.cert }, (req, res) => {
          let body = '';
          req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          req.on('end', () => {
            bodies.push(body);
            res.writeHead(204).end();
          });
        });
        tlsServer.on('secureConnection', (socket: TLSSocket) =>
          handshakes.push(String((socket as TLSSocket & { servername?: string }).servername)),
        );
        await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve));
        url = new URL(`https://hooks.test:${(tlsServer.address() as AddressInfo).port}/hooks`);
      });
      beforeEach(() => {
        handshakes = [];
        bodies.length = 0;
      });
      after(async () => {
        tlsServer.closeAllConnections();
        await new Promise((resolve) => tlsServer.close(resolve));
      });

      it('delivers to a host it resolves itself, checking its certificate, on one kept connection', async () => {
        const client = createTargetClient(true, resolve, { ca: certificate.cert });
        try {
          for (let n = 0; n < 3; n += 1)
            expect(
              await client.post(url, { 'content-type': 'application/json' }, `{"n":${n}}`, 5_000),
            ).to.equal(204);
          expect(bodies).to.deep.equal(['{"n":0}', '{"n":1}', '{"n":2}']);
          // One TLS session, opened for the name in the URL (its certificate's).
          expect(handshakes).to.deep.equal(['hooks.test']);
        } finally {
          client.close();
        }
      });

      it('refuses a certificate no authority it trusts signed', async () => {
        const client = createTargetClient(true, resolve);
        try {
          const refused = await rejection(client.post(url, {}, '{}', 5_000));
          expect(refused?.code).to.equal('DEPTH_ZERO_SELF_SIGNED_CERT');
          expect(bodies).to.deep.equal([]);
        } finally {
          client.close();
        }
      });

      it('refuses, before any TLS handshake, a host that resolves to a private address', async () => {
        const client = createTargetClient(false, resolve, { ca: certificate.cert });
        try {
          const refused = await rejection(client.post(url, {}, '{}', 5_000));
          expect(refused?.message).to.equal('the target reaches 127.0.0.1, a loopback or private address');
          expect(refused?.code).to.equal('ETARGETREFUSED');
          expect(handshakes).to.deep.equal([]);
          expect(bodies).to.deep.equal([]);
        } finally {
          client.close();
        }
      });
    });

    it('refuses to connect to a host that resolves to a private address', async () => {
      const resolve = async (host: string) => (host === 'hooks.example.org' ? ['127.0.0.1'] : []);
      const url = new URL(`http://hooks.example.org:${port}/hooks`);
      const refusing = createTargetClient(false, resolve);
      try {
        const refused = await rejection(refusing.post(url, {}, '{}', 5_000));
        expect(refused?.message).to.equal('the target reaches 127.0.0.1, a loopback or private address');
        expect(connections).to.equal(0);
      } finally {
        refusing.close();
      }
    });
  });
});

/** Why `promise` was rejected; undefined when it was not. */
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: NodeJS.ErrnoException) => error,
  );

/** A self-signed certificate for `host` (its subject and its one DNS name), valid for a day. */
function selfSigned(host: string): { key: string; cert: string } {
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicKey);
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 86_400_000);
  const name = [{ name: 'commonName', value: host }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([{ name: 'subjectAltName', altNames: [{ type: 2, value: host }] }]);
  cert.sign(
    forge.pki.privateKeyFromPem(keys.privateKey) as forge.pki.rsa.PrivateKey,
    forge.md.sha256.create(),
  );
  return { key: keys.privateKey, cert: forge.pki.certificateToPem(cert) };
}
