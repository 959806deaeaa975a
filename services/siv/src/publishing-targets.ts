/**
 * What a publishing target's address may be, checked once by the display points when a target
 * is given (creation, correction: a 422 naming the address) and again by the deliveries at each
 * attempt (the settings may have changed since, and a host name may resolve elsewhere by then).
 * One module, so that the two never disagree. Its rules:
 * - HTTP_PUSH: an http(s) URL; outside development (`allowPrivateTargets` off) https only, and
 *   no loopback, private, link-local or unspecified address as its host (`localhost` included);
 *   a host name is resolved only at delivery;
 * - MQTT_TOPIC: one topic, without the wildcards `+` and `#` and not a broker's `$` topic;
 * - SFTP_DROP: an absolute directory without `.` or `..` segments, inside `sftpRoot`.
 */
import { isIP } from 'node:net';
import path from 'node:path/posix';
import type { Schemas } from './types.ts';

type PublishingTarget = Schemas['PublishingTarget'];

export interface PublishingTargetPolicy {
  /** Development: pushes may reach loopback and private addresses, over plain http. */
  allowPrivateTargets: boolean;
  /** The directory every SFTP_DROP target lies in (`/`: anywhere). */
  sftpRoot: string;
}

/**
 * The IPv4 address an IPv4-mapped IPv6 address carries, in either spelling (`::ffff:127.0.0.1`,
 * or `::ffff:7f00:1` as a URL writes it); the address itself otherwise.
 */
function mappedV4(address: string): string {
  if (!address.startsWith('::ffff:')) return address;
  const rest = address.slice(7);
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(rest);
  if (!hex) return rest;
  const [high, low] = [parseInt(hex[1] ?? '0', 16), parseInt(hex[2] ?? '0', 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is loopback, private, link-local or unspecified (v4 or v6). */
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

/** The host of a URL as an address or name, without the brackets of an IPv6 literal. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');

function pushProblem(address: string, policy: PublishingTargetPolicy): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return `${address} is not a URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${address} is not an http or https URL`;
  if (policy.allowPrivateTargets) return undefined;
  if (url.protocol !== 'https:') return `${address} is not an https URL (plain http only in development)`;
  const host = hostOf(url).toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isPrivateAddress(host)))
    return `${address} names a loopback or private address (only in development)`;
  return undefined;
}

function topicProblem(topic: string): string | undefined {
  if (/[#+]/.test(topic))
    return `the topic ${topic} holds a wildcard (+ or #): boards are published to one topic`;
  if (topic.startsWith('$')) return `the topic ${topic} starts with $, which brokers keep for themselves`;
  if (topic.includes('\0')) return 'the topic holds a NUL character';
  return undefined;
}

function directoryProblem(directory: string, policy: PublishingTargetPolicy): string | undefined {
  if (!path.isAbsolute(directory)) return `the directory ${directory} is not an absolute path`;
  if (directory.split('/').some((segment) => segment === '..' || segment === '.'))
    return `the directory ${directory} holds a . or .. segment`;
  const root = path.normalize(`${policy.sftpRoot}/`);
  if (!path.normalize(`${directory}/`).startsWith(root))
    return `the directory ${directory} is outside the SFTP root ${policy.sftpRoot}`;
  return undefined;
}

/** Why a target's address cannot be delivered to, as a field message; undefined when it can. */
export function publishingTargetProblem(
  target: PublishingTarget,
  policy: PublishingTargetPolicy,
): string | undefined {
  switch (target.type) {
    case 'HTTP_PUSH':
      return pushProblem(target.address, policy);
    case 'MQTT_TOPIC':
      return topicProblem(target.address);
    case 'SFTP_DROP':
      return directoryProblem(target.address, policy);
    case 'WEB_PAGE':
      return undefined;
  }
}
