import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// The trigger function marking the vehicle a carrier registers pins its search path, as every
// function of the schemas does (it runs under the caller's otherwise).
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER FUNCTION vehicle_registered_here() SET search_path FROM CURRENT');
}
