import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// A bay's step-free boarding (`accessible`, dated, ADR 0029) gains a third value: null, not
// recorded, which GTFS's `wheelchair_boarding` 0 or empty of a platform says (ADR 0091). Until
// now a bay was created `false`, and a `false` set by hand cannot be told from that default: every
// `false` is read as not recorded (a board shows no step-free mark for either); `true` stays.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE bays ALTER COLUMN accessible DROP NOT NULL, ALTER COLUMN accessible DROP DEFAULT;
    ALTER TABLE bay_states ALTER COLUMN accessible DROP NOT NULL;
    UPDATE bay_states SET accessible = NULL WHERE accessible = false;
    UPDATE bays SET accessible = NULL WHERE accessible = false;`);
}
