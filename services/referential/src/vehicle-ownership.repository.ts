/**
 * A vehicle's owner on a date: the one read of it outside the vehicles family's own record
 * (vehicle identifiers, permits). The owner is the `carrier_id` of the vehicle's dated state
 * row (`vehicle_states`) whose period contains the date; before its first period or in a gap,
 * none. The vehicles family reads the same row as part of the vehicle's state on that date.
 */
import type { Knex } from 'knex';

const OWNER_ROW = `FROM vehicle_states o WHERE o.vehicle_id = %s
       AND daterange(o.effective_from, o.effective_to, '[]') @> ?::date`;

/** The column `carrier_id`: the carrier owning the vehicle `vehicleId` (a column) on `on`, null when none. */
export function ownerOnDate(knex: Knex | Knex.Transaction, on: string, vehicleId = 'v.id'): Knex.Raw {
  return knex.raw(`(SELECT o.carrier_id ${OWNER_ROW.replace('%s', vehicleId)}) AS carrier_id`, [on]);
}

/** Restricts `query` to the vehicles (`vehicleId`, a column) that `carrierId` owns on `on`. */
export function ownedOnDate(
  query: Knex.QueryBuilder,
  carrierId: string,
  on: string,
  vehicleId = 'v.id',
): void {
  query.whereRaw(`EXISTS (SELECT 1 ${OWNER_ROW.replace('%s', vehicleId)} AND o.carrier_id = ?)`, [
    on,
    carrierId,
  ]);
}
