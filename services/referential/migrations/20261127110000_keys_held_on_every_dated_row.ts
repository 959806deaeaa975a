import type { Knex } from 'knex';
import { datedUniqueKeySql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// Keys held by one record at a time on every day of its dated rows, not only on the day the
// record's own columns show (ADR 0037):
//
// - an identifier's type and value among its periods not revoked: a value revoked ahead stays
//   held until the revocation takes effect, and a revocation cancelled holds it for good (the
//   unique index of the identifier's columns read only its latest row, which freed the value
//   from the day the revocation was recorded);
// - a bay's code among the ACTIVE periods of the bays of its area: a correction making a bay
//   active beside an active bay with the same code is refused when it is made, rather than by
//   the unique index of today's projection on the day it comes due.
//
// Each state table gets a copy of the key's columns (kept by triggers) and an exclusion
// constraint. A clash already recorded stops this migration with Postgres's words naming both
// keys; it is corrected with the timeline's corrections before upgrading.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    datedUniqueKeySql({
      states: 'vehicle_identifier_states',
      ownerColumn: 'identifier_id',
      owner: 'vehicle_identifiers',
      copied: { identifier_type_code: 'text', value: 'text' },
      key: ['identifier_type_code', 'upper(value)'],
      where: 'revoked_at IS NULL',
      constraint: 'vehicle_identifier_states_held_excl',
    }),
  );
  await knex.raw(
    datedUniqueKeySql({
      states: 'bay_states',
      ownerColumn: 'bay_id',
      owner: 'bays',
      copied: { station_area_id: 'uuid', code: 'text' },
      key: ['station_area_id', 'upper(code)'],
      where: `status = 'ACTIVE'`,
      constraint: 'bay_states_active_code_excl',
    }),
  );
}
