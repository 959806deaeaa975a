import { expect } from 'chai';
import type { Knex } from 'knex';
import type { ChangeFamily } from '@transport/platform';
import type { TestService } from '@transport/platform/testing';
import { referentialChangeFamilies } from '../src/changes.routes.ts';
import { startReferential } from './fixtures.ts';

/**
 * The references the history indexes by value are those a record's changes gather parts by
 * (ADR 0158): a reference marked as read by no change (`unreadReferenceSql`) has no such index,
 * and no change family may name it, or its changes would scan its table's whole history.
 */
describe('the history indexes the references a change family reads by value (ADR 0158)', function () {
  let service: TestService;
  let db: Knex;

  before(async () => {
    service = await startReferential();
    db = service.built.deps.db;
  });
  after(() => service?.close());

  const marked = async () =>
    (
      (await db.raw(
        `SELECT c.relname || '.' || a.attname AS name
           FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
          WHERE c.relnamespace = current_schema()::regnamespace
            AND col_description(c.oid, a.attnum) LIKE 'Not read by value from the history: %'
          ORDER BY 1`,
      )) as { rows: { name: string }[] }
    ).rows.map((row) => row.name);

  it("marks the import's revisions' calendar and schedules' line and itinerary, which no family gathers by", async () => {
    expect(await marked()).to.deep.equal([
      'schedule_revisions.calendar_id',
      'schedules.itinerary_id',
      'schedules.line_id',
    ]);
    const named = new Set<string>();
    const families: ChangeFamily[] = Object.values(referentialChangeFamilies);
    for (const family of families)
      for (const [table, part] of Object.entries(family.parts ?? {})) {
        if (typeof part === 'string') named.add(`${table}.${part}`);
        else {
          named.add(`${table}.${part.column}`);
          const owner = family.parts?.[part.through];
          if (typeof owner === 'string') named.add(`${part.through}.${owner}`);
        }
      }
    expect([...named]).to.include('schedule_revisions.schedule_id');
    expect((await marked()).filter((column) => named.has(column))).to.deep.equal([]);
  });

  it("keeps each partition's index on a reference's value only where a change reads it", async () => {
    const { rows } = (await db.raw(
      `SELECT c.relname::text AS partition,
              substring(pg_get_indexdef(i.indexrelid) FROM '->> ''([a-z_]+)''') AS reference
         FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
        WHERE c.relnamespace = 'referential_history'::regnamespace
          AND c.relname IN ('schedules', 'schedule_revisions')
          AND pg_get_indexdef(i.indexrelid) LIKE '%COALESCE(row_after, row_before)%'
        ORDER BY 1, 2`,
    )) as { rows: { partition: string; reference: string }[] };
    expect(rows).to.deep.equal([{ partition: 'schedule_revisions', reference: 'schedule_id' }]);
  });
});
