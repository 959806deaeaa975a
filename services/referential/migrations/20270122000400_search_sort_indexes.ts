import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// The default orders of the vehicle and permit searches, walkable (ADR 0117): a one-letter term
// above the count's bound walks the sort's index and stops after the page, and without one
// Postgres sorted every match (1,900,000 vehicles for `b`). The permits' expiry index holds only
// unrevoked permits, which a search of every permit cannot walk.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE INDEX vehicles_registration_order_idx ON vehicles (registration, id);
    CREATE INDEX vehicle_permits_valid_until_order_idx ON vehicle_permits (valid_until, id);
  `);
}
