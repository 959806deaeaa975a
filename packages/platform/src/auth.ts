/**
 * Bearer JWT checking (docs/architecture.md, request pipeline). Only asymmetric algorithms are accepted; keys come
 * from the identity provider's JWKS, fetched by jwks-rsa (cached, rate-limited refresh on an
 * unknown `kid`) and kept as KeyObjects so that a verification costs tens of microseconds.
 */
import { createPublicKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import jwksRsa from 'jwks-rsa';
import { LRUCache } from 'lru-cache';
import { UnauthorizedError } from './errors.ts';

export const ACCEPTED_ALGORITHMS: jwt.Algorithm[] = ['RS256', 'ES256'];
const CLOCK_TOLERANCE_SECONDS = 30;
/** Verified tokens are remembered this long at most (and never past their expiry). */
const VERIFIED_TTL_MS = 5 * 60_000;
const VERIFIED_MAX_ENTRIES = 10_000;

/** Who is calling and what they may do. */
export interface Principal {
  subject: string;
  permissions: ReadonlySet<string>;
  /** The raw bearer token, forwarded by the gateway and by in-process MCP dispatch. */
  token: string;
  /**
   * The carrier the token is scoped to (claim `carrier_id`, ADR 0081): the caller acts for that
   * carrier alone, on the operations marked `x-carrier-scoped`, and sees and changes only its
   * records. Absent: the token acts across carriers, as its permissions allow.
   */
  carrierId?: string;
}

/** The claim naming the carrier a token is scoped to. */
export const CARRIER_CLAIM = 'carrier_id';
/**
 * The database role a request scoped to a carrier runs as, local to its transaction: the
 * carrier-owned tables' row-level security policies are this role's (ADR 0081).
 */
export const CARRIER_SCOPE_ROLE = 'transport_carrier_scope';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `principal` may call `operation`: it holds the operation's permission and, scoped to a
 * carrier, the operation is offered to carriers (`x-carrier-scoped`). What MCP lists; the HTTP
 * pipeline refuses the rest (`authorise`).
 */
export function mayCall(
  principal: Principal,
  operation: { permission: string; carrierScoped: boolean },
): boolean {
  return principal.permissions.has(operation.permission) && (!principal.carrierId || operation.carrierScoped);
}

/** The carrier a token's payload scopes it to; throws 401 when the claim is there but not a carrier id. */
export function carrierOf(payload: jwt.JwtPayload): string | undefined {
  const claim: unknown = payload[CARRIER_CLAIM];
  if (claim === undefined) return undefined;
  if (typeof claim !== 'string' || !UUID.test(claim))
    throw new UnauthorizedError(`The token's ${CARRIER_CLAIM} claim is not a carrier's id (a UUID).`);
  return claim.toLowerCase();
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  jwksUri: string;
}

export interface TokenVerifier {
  verify(token: string): Promise<Principal>;
  /** The principal of a token this verifier has already verified and that is still valid. */
  known(token: string): Principal | undefined;
}

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const jwks = jwksRsa({
    jwksUri: options.jwksUri,
    cache: true,
    cacheMaxAge: 10 * 60_000,
    rateLimit: true,
    jwksRequestsPerMinute: 10,
    timeout: 5_000,
  });
  // The identity provider's keys by kid; eviction rule: the least recently used beyond 100.
  const keys = new LRUCache<string, KeyObject>({ max: 100 });
  // A client sends the same token with every request: its signature is checked once, then the
  // principal is remembered until the token expires (or for VERIFIED_TTL_MS, whichever is first).
  // Eviction rule: the tokens used least recently, beyond VERIFIED_MAX_ENTRIES.
  const verified = new LRUCache<string, { principal: Principal; until: number }>({
    max: VERIFIED_MAX_ENTRIES,
  });

  function remember(token: string, principal: Principal, exp: number) {
    verified.set(token, {
      principal,
      until: Math.min((exp + CLOCK_TOLERANCE_SECONDS) * 1000, Date.now() + VERIFIED_TTL_MS),
    });
  }

  async function keyFor(kid: string | undefined): Promise<KeyObject> {
    const cacheKey = kid ?? '';
    const cached = keys.get(cacheKey);
    if (cached) return cached;
    let signingKey: jwksRsa.SigningKey;
    try {
      signingKey = await jwks.getSigningKey(kid);
    } catch {
      throw new UnauthorizedError('The token is signed with a key the identity provider does not publish.');
    }
    const key = createPublicKey(signingKey.getPublicKey());
    keys.set(cacheKey, key);
    return key;
  }

  const known = (token: string): Principal | undefined => {
    const entry = verified.get(token);
    if (!entry) return undefined;
    if (Date.now() < entry.until) return entry.principal;
    verified.delete(token);
    return undefined;
  };

  return {
    known,
    async verify(token) {
      const cached = known(token);
      if (cached) return cached;
      const decoded = jwt.decode(token, { complete: true });
      if (!decoded || typeof decoded.payload === 'string') {
        throw new UnauthorizedError('The bearer token is not a well-formed JWT.');
      }
      if (!ACCEPTED_ALGORITHMS.includes(decoded.header.alg as jwt.Algorithm)) {
        throw new UnauthorizedError(`Tokens signed with ${decoded.header.alg} are not accepted.`);
      }
      // RFC 7515 §4.1.11: a token whose `crit` names an extension the recipient does not
      // understand must be refused. This verifier understands none, so any `crit` is refused.
      const crit = (decoded.header as { crit?: unknown }).crit;
      if (crit !== undefined) {
        throw new UnauthorizedError(
          `The token names critical header extensions this service does not understand (crit: ${JSON.stringify(crit)}).`,
        );
      }
      const key = await keyFor(decoded.header.kid);
      let payload: jwt.JwtPayload;
      try {
        payload = jwt.verify(token, key, {
          algorithms: ACCEPTED_ALGORITHMS,
          issuer: options.issuer,
          audience: options.audience,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        }) as jwt.JwtPayload;
      } catch (error) {
        throw new UnauthorizedError(describeJwtError(error));
      }
      if (typeof payload.sub !== 'string' || payload.sub === '') {
        throw new UnauthorizedError('The token names no subject (sub).');
      }
      if (typeof payload.exp !== 'number') {
        throw new UnauthorizedError('The token has no expiry (exp).');
      }
      const carrierId = carrierOf(payload);
      const principal: Principal = {
        subject: payload.sub,
        permissions: permissionsOf(payload),
        token,
        ...(carrierId ? { carrierId } : {}),
      };
      remember(token, principal, payload.exp);
      return principal;
    },
  };
}

function describeJwtError(error: unknown): string {
  if (error instanceof jwt.TokenExpiredError) return 'The token has expired.';
  if (error instanceof jwt.NotBeforeError) return 'The token is not valid yet (nbf).';
  if (error instanceof jwt.JsonWebTokenError) {
    if (error.message.startsWith('jwt issuer invalid'))
      return 'The token was issued by an issuer this service does not trust.';
    if (error.message.startsWith('jwt audience invalid')) return 'The token is meant for another audience.';
    if (error.message === 'invalid signature') return 'The token signature does not verify.';
    return `The token is invalid: ${error.message}.`;
  }
  return 'The token could not be verified.';
}

/** Permissions are the union of the space-separated `scope` claim and the `permissions` array. */
export function permissionsOf(payload: jwt.JwtPayload): Set<string> {
  const result = new Set<string>();
  if (typeof payload.scope === 'string') {
    for (const s of payload.scope.split(' ')) if (s) result.add(s);
  }
  if (Array.isArray(payload.permissions)) {
    for (const p of payload.permissions) if (typeof p === 'string') result.add(p);
  }
  return result;
}

/** Extracts the token from an `Authorization: Bearer ...` header, or throws 401. */
export function bearerToken(header: string | undefined): string {
  if (!header)
    throw new UnauthorizedError('This operation needs a bearer token in the Authorization header.');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new UnauthorizedError('The Authorization header must read "Bearer <token>".');
  return match[1];
}
