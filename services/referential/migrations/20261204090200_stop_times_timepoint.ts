import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Whether a call's times are the timetable's (a timepoint) or estimated between two that are
// (ADR 0053): a GTFS feed leaves intermediate times blank or marks them `timepoint=0`; the
// import interpolates the blank ones and keeps the mark, and the export writes it back.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE stop_times ADD COLUMN timepoint boolean NOT NULL DEFAULT true`);
}
