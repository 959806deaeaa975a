/** A vehicle's owner on a date, as vehicles and vehicle identifiers both read it. */
import type { Knex } from 'knex';

/** The column `carrier_id`: the carrier owning the vehicle aliased `v` on `on`, null when none. */
export function ownerOnDate(knex: Knex | Knex.Transaction, on: string): Knex.Raw {
  return knex.raw(
    `(SELECT o.carrier_id FROM vehicle_ownerships o WHERE o.vehicle_id = v.id
       AND daterange(o.effective_from, o.effective_to, '[]') @> ?::date) AS carrier_id`,
    [on],
  );
}
