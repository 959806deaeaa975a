import type { Knex } from 'knex';
import { unreadReferenceSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// Three references of the GTFS import's record tables are found by value in no record's changes
// (ADR 0158): their history partitions lose the index on the reference's value in any image,
// which the history made for every uuid reference (`installHistory`, after the migrations, drops
// them once the columns are marked). A schedule's changes gather its revisions by `schedule_id`
// (that index is kept); no family gathers anything by a revision's calendar nor by a schedule's
// line or itinerary. Reads as known filtering by them keep their index on the image before a
// write (an import's inserts put no entry in it).
const WHY = 'no change family gathers a part by it (ADR 0158)';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    [
      unreadReferenceSql('schedule_revisions', 'calendar_id', WHY),
      unreadReferenceSql('schedules', 'line_id', WHY),
      unreadReferenceSql('schedules', 'itinerary_id', WHY),
    ].join(';\n'),
  );
}
