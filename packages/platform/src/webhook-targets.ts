/**
 * Where webhooks go (ADRs 0072, 0098): which targets are refused, and the HTTP client that POSTs
 * to them.
 *
 * - A target must be https and reach no loopback, private, shared or link-local address, unless
 *   `allowPrivate` (development, or a setting). Checked at a subscription's creation
 *   (`targetRefusal`) and at each delivery: the URL (scheme, credentials, a literal address) at
 *   each round, the addresses a host name resolves to at each connection the client opens, by
 *   the lookup the connection itself uses, so the address checked is the one connected to (a
 *   name that resolves elsewhere a moment later reaches nothing inside).
 * - The client keeps its connections open between deliveries (one keep-alive agent for http, one
 *   for https, pooled per host and port): a round's POSTs reuse one connection instead of each
 *   opening its own and resolving the host again. `node:http` rather than `fetch`: on this
 *   machine a POST and its answer cost about a third of fetch's CPU (docs/performance.md).
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';

/** An IPv4-mapped IPv6 address as IPv4, also as a URL spells it (`::ffff:7f00:1`). */
function mappedV4(address: string): string {
  if (!address.startsWith('::ffff:')) return address;
  const rest = address.slice(7);
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(rest);
  if (!hex) return rest;
  const [high, low] = [parseInt(hex[1] ?? '0', 16), parseInt(hex[2] ?? '0', 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is loopback, private, shared, link-local or unspecified (v4 or v6). */
export function isPrivateAddress(address: string): boolean {
  const v4 = mappedV4(address.toLowerCase());
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    );
  }
  const v6 = address.toLowerCase();
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6);
}

/** Answers a host's addresses (the system's resolver unless a test gives its own). */
export type ResolveHost = (host: string) => Promise<string[]>;

async function resolveHost(host: string): Promise<string[]> {
  return (await lookup(host, { all: true })).map((a) => a.address);
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Why a target is refused before any connection, or undefined: not https (nor http when
 * `allowPrivate`), credentials in it, or a literal loopback or private address. A host name's
 * addresses are checked by `targetRefusal`, or by the client's connections.
 */
export function targetUrlRefusal(url: URL, allowPrivate: boolean): string | undefined {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    return allowPrivate ? 'is not an http or https URL' : 'is not an https URL';
  if (url.username || url.password) return 'carries credentials; put them in no URL';
  if (allowPrivate) return undefined;
  const host = hostOf(url);
  return isIP(host) && isPrivateAddress(host) ? `reaches ${host}, a loopback or private address` : undefined;
}

/**
 * Why a webhook target is refused, or undefined when it is taken: not https, or reaching a
 * loopback or private address, unless `allowPrivate`. `resolve` answers a host's addresses.
 */
export async function targetRefusal(
  address: string,
  allowPrivate: boolean,
  resolve: ResolveHost = resolveHost,
): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'is not a URL';
  }
  const refusal = targetUrlRefusal(url, allowPrivate);
  const host = hostOf(url);
  if (refusal !== undefined || allowPrivate || isIP(host)) return refusal;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return `names the host ${host}, which does not resolve`;
  }
  const inside = addresses.find(isPrivateAddress);
  return inside === undefined ? undefined : `reaches ${inside}, a loopback or private address`;
}

/**
 * The lookup of the client's connections: the host's addresses as `resolve` answers them,
 * refused when one is loopback or private and private targets are not allowed.
 */
function checkedLookup(resolve: ResolveHost, allowPrivate: boolean): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    const refused = (message: string, code: string) =>
      callback(Object.assign(new Error(message), { code }), '', 0);
    resolve(hostname).then(
      (resolved) => {
        const inside = allowPrivate ? undefined : resolved.find(isPrivateAddress);
        if (inside !== undefined)
          return refused(`the target reaches ${inside}, a loopback or private address`, 'ETARGETREFUSED');
        const family = typeof options.family === 'number' ? options.family : 0;
        const addresses: LookupAddress[] = resolved
          .map((address) => ({ address, family: isIP(address) }))
          .filter((one) => family === 0 || one.family === family);
        const [first] = addresses;
        if (first === undefined) return refused(`the target ${hostname} does not resolve`, 'ENOTFOUND');
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: Error) => refused(`the target ${hostname} does not resolve: ${error.message}`, 'ENOTFOUND'),
    );
  };
}

/** The HTTP client of a service's webhook deliveries. */
export interface TargetClient {
  /**
   * POSTs `body` to `url`; the answer's status once its body is read, or a thrown reason (a
   * refused target, a connection that failed, no answer within `timeoutMs`). Redirects are not
   * followed.
   */
  post(url: URL, headers: Record<string, string>, body: string, timeoutMs: number): Promise<number>;
  /** Closes the connections kept open. */
  close(): void;
}

/**
 * The client of a service's webhooks: `allowPrivate` lets it reach loopback and private
 * addresses, `resolve` answers a host's addresses as each connection opens, `ca` replaces the
 * system's certificate authorities for https (a test's own).
 */
export function createTargetClient(
  allowPrivate: boolean,
  resolve: ResolveHost = resolveHost,
  tls: { ca?: string } = {},
): TargetClient {
  const options: http.AgentOptions & { lookup: LookupFunction } = {
    keepAlive: true,
    // A connection idle this long is closed (a target's own keep-alive timeout may be shorter:
    // the agent also follows the `Keep-Alive: timeout=` an answer gives).
    timeout: 30_000,
    lookup: checkedLookup(resolve, allowPrivate),
  };
  const agents = {
    'http:': new http.Agent(options),
    'https:': new https.Agent({ ...options, ...(tls.ca === undefined ? {} : { ca: tls.ca }) }),
  };

  function attempt(
    url: URL,
    headers: Record<string, string>,
    body: string,
    timeoutMs: number,
    deadline: number,
    retried: boolean,
  ): Promise<number> {
    return new Promise((resolve, reject) => {
      const secure = url.protocol === 'https:';
      const request = (secure ? https : http).request(url, {
        method: 'POST',
        agent: agents[secure ? 'https:' : 'http:'],
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      });
      const timer = setTimeout(
        () =>
          request.destroy(
            Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' }),
          ),
        Math.max(0, deadline - performance.now()),
      );
      let answered = false;
      request.on('response', (response) => {
        answered = true;
        response.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve(response.statusCode ?? 0);
        });
        response.resume();
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        // A kept connection the target closed as this request went out: once more, on a new one.
        const stale =
          request.reusedSocket && !answered && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
        if (stale && !retried && performance.now() < deadline)
          attempt(url, headers, body, timeoutMs, deadline, true).then(resolve, reject);
        else reject(error);
      });
      request.end(body);
    });
  }

  return {
    post: (url, headers, body, timeoutMs) =>
      attempt(url, headers, body, timeoutMs, performance.now() + timeoutMs, false),
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
