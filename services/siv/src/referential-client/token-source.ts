/**
 * Siv's own access token for calling referential: an OAuth 2.0
 * client-credentials grant, cached until shortly before it expires. Concurrent callers share one
 * token request.
 */

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

export interface TokenSource {
  token(): Promise<string>;
  /** Forgets the cached token (referential refused it). */
  invalidate(): void;
}

export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const now = options.now ?? Date.now;
  let cached: { value: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    let response: Response;
    try {
      response = await fetch(options.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: options.clientId,
          client_secret: options.clientSecret,
        }).toString(),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new TokenError(`the token endpoint did not answer (${describe(error)})`, { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new TokenError(`the token endpoint answered ${response.status}`);
    }
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string')
      throw new TokenError('the token endpoint gave no access_token');
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 300;
    // A token shorter-lived than twice the margin is renewed at half its lifetime.
    const usable = Math.max(lifetime - EXPIRY_MARGIN_S, lifetime / 2);
    cached = { value: body.access_token, renewAt: now() + usable * 1000 };
    return body.access_token;
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
