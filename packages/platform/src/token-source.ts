/**
 * A service's own access token for calling another: an OAuth 2.0 client-credentials grant
 * (`client_secret_post`), sent and checked by oauth4webapi, cached here until shortly before it
 * expires. Concurrent callers share one token request.
 */
import * as oauth from 'oauth4webapi';

export interface TokenSourceOptions {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  now?(): number;
}

/** The token endpoint did not give a token. */
export class TokenError extends Error {}

/** Seconds before expiry at which a cached token is no longer handed out. */
const EXPIRY_MARGIN_S = 30;
/** Lifetime assumed when the token endpoint gives none. */
const DEFAULT_LIFETIME_S = 300;

export interface TokenSource {
  token(): Promise<string>;
  /** Forgets the cached token (the upstream refused it). */
  invalidate(): void;
}

export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const now = options.now ?? Date.now;
  const tokenUrl = new URL(options.tokenUrl);
  // Only the token endpoint is used: no discovery, and no ID token whose issuer would be checked.
  const server: oauth.AuthorizationServer = { issuer: tokenUrl.origin, token_endpoint: tokenUrl.href };
  const client: oauth.Client = { client_id: options.clientId };
  const authentication = oauth.ClientSecretPost(options.clientSecret);
  let cached: { value: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    let response: Response;
    try {
      response = await oauth.clientCredentialsGrantRequest(
        server,
        client,
        authentication,
        {},
        {
          signal: AbortSignal.timeout(options.timeoutMs),
          // Inside the cluster and in development the identity provider is reached over http.
          [oauth.allowInsecureRequests]: tokenUrl.protocol === 'http:',
        },
      );
    } catch (error) {
      throw new TokenError(`the token endpoint did not answer (${describe(error)})`, { cause: error });
    }
    let answer: oauth.TokenEndpointResponse;
    try {
      answer = await oauth.processClientCredentialsResponse(server, client, response);
    } catch (error) {
      if (!response.bodyUsed) await response.body?.cancel();
      throw new TokenError(
        response.status === 200
          ? `the token endpoint gave no usable token (${error instanceof Error ? error.message : String(error)})`
          : `the token endpoint answered ${response.status}`,
        { cause: error },
      );
    }
    const lifetime = answer.expires_in ?? DEFAULT_LIFETIME_S;
    // A token shorter-lived than twice the margin is renewed at half its lifetime.
    const usable = Math.max(lifetime - EXPIRY_MARGIN_S, lifetime / 2);
    cached = { value: answer.access_token, renewAt: now() + usable * 1000 };
    return answer.access_token;
  }

  return {
    async token() {
      if (cached && now() < cached.renewAt) return cached.value;
      pending ??= fetchToken().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error.cause as { code?: string } | undefined)?.code;
    return code ?? error.name;
  }
  return String(error);
}
