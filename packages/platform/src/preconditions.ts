/**
 * Optimistic concurrency for corrections (ADRs 0008, 0047). A record's entity tag is its
 * `version` in double quotes (`"7"`): a number the database gives the record's row, 1 when it is
 * inserted and one more with every update of it, whatever the statement writes (a trigger,
 * `recordVersionSql`), so that two versions of a record never share a tag. The reads and
 * corrections of a record send it as `ETag`, and anyone holding the record's JSON can write it.
 * A correction (`PATCH`) carrying `If-Match` changes the record only if one of the tags is the
 * record's current one; otherwise it answers 409 `stale-representation` and changes nothing.
 * The comparison is made with the record as the correction's own transaction locked it.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { BadRequestError, ConflictError, type PlatformProblemCode } from './errors.ts';
import type { Reply } from './http/replies.ts';

/** What an `If-Match` header asks: any current record (`*`), or one of these tags. */
export type Precondition = { anyRecord: true } | { tags: string[] } | undefined;

/** A record that answers an entity tag: its row's version, kept by the database. */
export interface Versioned {
  version: number;
}

/**
 * The version of a row as read: 0 when the row is an image the audit trail recorded before the
 * table kept versions (a read as known at an instant before the upgrade, ADR 0047), a version
 * no record has, so that its tag never matches.
 */
export function versionOf(row: { version: number | null }): number {
  return row.version ?? 0;
}

/** The entity tag of a record: its version, quoted. */
export function entityTag(record: Versioned): string {
  return `"${record.version}"`;
}

/** 200 with a record and its entity tag as `ETag`. */
export function okTagged(record: Versioned): Reply {
  return { status: 200, body: record, headers: { ETag: entityTag(record) } };
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
    if (!match[1]) tags.push(`"${match[2] as string}"`);
    rest = rest.slice(match[0].length);
  }
  return { tags };
}

/**
 * Refuses a correction whose precondition the record no longer meets: 409
 * `stale-representation`, naming the record's current tag. `current` is the record as the
 * correction's transaction locked it (`SELECT … FOR UPDATE`), so that no other change can land
 * between the comparison and the write; the tags are compared character for character.
 */
export function assertPrecondition(wanted: Precondition, current: Versioned, what: string): void {
  if (!wanted || 'anyRecord' in wanted || wanted.tags.includes(entityTag(current))) return;
  throw new ConflictError<PlatformProblemCode>(
    'stale-representation',
    `The ${what} changed after the version If-Match names; it is now ${entityTag(current)}. ` +
      'Read it again and apply the change to what it is now.',
  );
}

/**
 * SQL (for a migration) giving each of `tables` its `version`: 1 for the rows there are and for
 * every row inserted, one more than the row's previous version with every update, whatever the
 * statement sets (a `BEFORE` row trigger sets it), so that no write, from the services,
 * an import or a hand-written statement, keeps or reuses a version. `version_of_record()` is
 * made in the schema once and shared by its tables, its search_path pinned (a `CREATE OR
 * REPLACE` without it would drop the pin a migration gave it).
 */
export function recordVersionSql(tables: readonly string[]): string {
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  return `
    CREATE OR REPLACE FUNCTION version_of_record() RETURNS trigger LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        NEW.version := 1;
      ELSE
        NEW.version := OLD.version + 1;
      END IF;
      RETURN NEW;
    END;
    $$;
    ${tables
      .map(
        (table) => `
    ALTER TABLE ${q(table)} ADD COLUMN version integer NOT NULL DEFAULT 1
      CONSTRAINT ${q(`${table}_version_positive`)} CHECK (version > 0);
    CREATE TRIGGER version_of_record BEFORE INSERT OR UPDATE ON ${q(table)}
      FOR EACH ROW EXECUTE FUNCTION version_of_record();`,
      )
      .join('')}
  `;
}
