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
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Loopback, private (RFC 1918), shared (RFC 6598), link-local and "this network" IPv4. */
const PRIVATE_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE_V4.addSubnet(network, prefix, 'ipv4');

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail as two). */
function groupsOf(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const [before, after] = [groups(head), groups(tail ?? '')];
  return tail === undefined
    ? before
    : [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

const v4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * The IPv4 address an IPv6 address carries and reaches: IPv4-mapped (`::ffff:a.b.c.d`, also as a
 * URL spells it, `::ffff:7f00:1`) and IPv4-compatible (`::a.b.c.d`), NAT64's well-known prefix
 * (`64:ff9b::/96`, RFC 6052), 6to4 (`2002:aabb:ccdd::/48`, RFC 3056) and Teredo's client
 * (`2001::/32`, its last 32 bits inverted, RFC 4380); undefined for another.
 */
function embeddedV4(groups: number[]): string | undefined {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroesTo = (end: number) => groups.slice(0, end).every((g) => g === 0);
  if (zeroesTo(5) && g5 === 0xffff) return v4Of(g6, g7);
  if (zeroesTo(6) && g6 !== 0) return v4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return v4Of(g6, g7);
  if (g0 === 0x2002) return v4Of(g1, g2);
  if (g0 === 0x2001 && g1 === 0) return v4Of(g6 ^ 0xffff, g7 ^ 0xffff);
  return undefined;
}

/**
 * Whether an IP address is loopback, private, shared, link-local or unspecified (v4 or v6), an
 * IPv6 address carrying such an IPv4 one (`embeddedV4`) included, and NAT64's local-use prefix
 * (`64:ff9b:1::/48`, RFC 8215, whose addresses translate inside a network).
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address.split('%')[0] ?? '');
  if (family === 4) return PRIVATE_V4.check(address, 'ipv4');
  if (family !== 6) return false;
  const groups = groupsOf(address.toLowerCase());
  const v4 = embeddedV4(groups);
  if (v4 !== undefined) return PRIVATE_V4.check(v4, 'ipv4');
  const [g0 = 0, g1 = 0, g2 = 0] = groups;
  const unspecifiedOrLoopback = groups.slice(0, 7).every((g) => g === 0) && (groups[7] ?? 0) <= 1;
  return (
    unspecifiedOrLoopback ||
    (g0 & 0xfe00) === 0xfc00 ||
    (g0 & 0xffc0) === 0xfe80 ||
    (g0 === 0x64 && g1 === 0xff9b && g2 === 1)
  );
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
