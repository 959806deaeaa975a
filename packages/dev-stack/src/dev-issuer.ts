/**
 * The development identity provider: one RSA key, its JWKS, an OpenID discovery document and a
 * client-credentials token endpoint for service-to-service calls. Production points the
 * services at a real provider instead (OAUTH_ISSUER, OAUTH_AUDIENCE, OAUTH_JWKS_URI).
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import jwt from 'jsonwebtoken';

export const DEV_AUDIENCE = 'transport-platform';

export interface DevClient {
  secret: string;
  permissions: string[];
}

export interface TokenRequest {
  subject: string;
  permissions: string[];
  /** Lifetime in seconds (default one hour). */
  expiresIn?: number;
  /** Extra claims or header fields, for tests that forge bad tokens. */
  claims?: Record<string, unknown>;
}

export class DevIssuer {
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  readonly kid: string;
  issuer: string;
  readonly audience: string;
  private readonly clients = new Map<string, DevClient>();

  constructor(privateKey: KeyObject, issuer: string, audience = DEV_AUDIENCE) {
    this.privateKey = privateKey;
    this.publicKey = createPublicKey(privateKey);
    const der = this.publicKey.export({ type: 'spki', format: 'der' });
    this.kid = createHash('sha256').update(der).digest('base64url').slice(0, 16);
    this.issuer = issuer;
    this.audience = audience;
  }

  /** A fresh key held in memory only (tests). */
  static ephemeral(issuer = 'http://127.0.0.1'): DevIssuer {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return new DevIssuer(privateKey, issuer);
  }

  /** The key kept under `dir` (created on first use), so tokens survive restarts. */
  static persistent(dir: string, issuer: string): DevIssuer {
    const file = path.join(dir, 'private.pem');
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true });
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    }
    return new DevIssuer(createPrivateKey(readFileSync(file)), issuer);
  }

  get jwksUri(): string {
    return `${this.issuer}/.well-known/jwks.json`;
  }

  get tokenUrl(): string {
    return `${this.issuer}/oauth/token`;
  }

  registerClient(id: string, client: DevClient): void {
    this.clients.set(id, client);
  }

  sign(request: TokenRequest): string {
    const { header, ...claims } = (request.claims ?? {}) as { header?: Record<string, unknown> };
    return jwt.sign({ scope: request.permissions.join(' '), ...claims }, this.privateKey, {
      algorithm: 'RS256',
      keyid: this.kid,
      issuer: this.issuer,
      audience: this.audience,
      subject: request.subject,
      ...('exp' in claims ? {} : { expiresIn: request.expiresIn ?? 3600 }),
      ...(header ? { header: { alg: 'RS256', kid: this.kid, ...header } as jwt.JwtHeader } : {}),
    });
  }

  jwks(): { keys: Record<string, unknown>[] } {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return { keys: [{ ...jwk, kid: this.kid, alg: 'RS256', use: 'sig' }] };
  }

  /** Serves the JWKS, discovery and token endpoint; sets `issuer` to the bound address. */
  async listen(port: number, host = '127.0.0.1'): Promise<http.Server> {
    const server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    const address = server.address();
    if (address && typeof address === 'object')
      this.issuer = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
    return server;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', this.issuer);
    if (req.method === 'GET' && url.pathname === '/.well-known/jwks.json') return send(200, this.jwks());
    if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return send(200, {
        issuer: this.issuer,
        jwks_uri: this.jwksUri,
        token_endpoint: this.tokenUrl,
        grant_types_supported: ['client_credentials'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      let clientId = form.get('client_id');
      let secret = form.get('client_secret');
      const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
      if (basic?.[1])
        [clientId, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':') as [string, string];
      if (form.get('grant_type') !== 'client_credentials')
        return send(400, { error: 'unsupported_grant_type' });
      const client = clientId ? this.clients.get(clientId) : undefined;
      if (!client || client.secret !== secret) return send(401, { error: 'invalid_client' });
      const expiresIn = 300;
      return send(200, {
        access_token: this.sign({
          subject: `client:${clientId}`,
          permissions: client.permissions,
          expiresIn,
        }),
        token_type: 'Bearer',
        expires_in: expiresIn,
      });
    }
    send(404, { error: 'not_found' });
  }
}
