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
import { isPrivateAddress } from '@transport/platform';
import type { Schemas } from './types.ts';

type PublishingTarget = Schemas['PublishingTarget'];

export interface PublishingTargetPolicy {
  /** Development: pushes may reach loopback and private addresses, over plain http. */
  allowPrivateTargets: boolean;
  /** The directory every SFTP_DROP target lies in (`/`: anywhere). */
  sftpRoot: string;
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
