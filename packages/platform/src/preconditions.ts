/**
 * Optimistic concurrency for corrections (ADR 0008). A record's entity tag is its `updatedAt`,
 * quoted (`"2026-11-22T07:05:00.123Z"`): the reads and corrections of a record send it as
 * `ETag`, and anyone holding the record's JSON can write it. A correction (`PATCH`) carrying
 * `If-Match` changes the record only if one of the tags is the record's current one; otherwise
 * it answers 409 `stale-representation` (ADR 0008) and changes nothing. The comparison
 * is made with the record as the correction's own transaction locked it.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { BadRequestError, ConflictError, type PlatformProblemCode } from './errors.ts';
import type { Reply } from './http-app.ts';

/** What an `If-Match` header asks: any current record (`*`), or one of these tags. */
export type Precondition = { anyRecord: true } | { tags: string[] } | undefined;

/** The entity tag of a record: its `updatedAt`, quoted. */
export function entityTag(updatedAt: string): string {
  return `"${updatedAt}"`;
}

/** 200 with a record and its entity tag as `ETag`. */
export function okTagged(record: { updatedAt: string }): Reply {
  return { status: 200, body: record, headers: { ETag: entityTag(record.updatedAt) } };
}

const TAG = /^\s*(W\/)?"([^"]*)"\s*(?:,|$)/;

/**
 * The precondition of a request's `If-Match` header (RFC 9110 section 13.1.1), undefined when
 * it has none. Weak tags (`W/"..."`) never match: `If-Match` compares strongly.
 */
export function precondition(headers: IncomingHttpHeaders): Precondition {
  const header = headers['if-match'];
  if (header === undefined) return undefined;
  if (header.trim() === '*') return { anyRecord: true };
  const tags: string[] = [];
  let rest = header;
  while (rest.trim() !== '') {
    const match = TAG.exec(rest);
    if (!match)
      throw new BadRequestError<PlatformProblemCode>(
        'invalid-precondition',
        'If-Match must be * or a list of quoted entity tags.',
        [
          {
            field: 'headers.if-match',
            message: 'must be * or a list of quoted entity tags, as ETag gives them',
          },
        ],
      );
    if (!match[1]) tags.push(match[2] as string);
    rest = rest.slice(match[0].length);
  }
  return { tags };
}

/**
 * Refuses a correction whose precondition the record no longer meets: 409
 * `stale-representation`, naming the record's current tag. `current` is the record as the
 * correction's transaction locked it, so that no other change can land between the comparison
 * and the write.
 */
export function assertPrecondition(wanted: Precondition, current: { updatedAt: string }, what: string): void {
  if (!wanted || 'anyRecord' in wanted || wanted.tags.includes(current.updatedAt)) return;
  throw new ConflictError<PlatformProblemCode>(
    'stale-representation',
    `The ${what} changed after the version If-Match names; it is now ${entityTag(current.updatedAt)}. ` +
      'Read it again and apply the change to what it is now.',
  );
}
