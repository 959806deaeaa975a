import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// What a token scoped to a carrier may do beyond ADR 0081 (ADR 0087), held by the carrier
// role's row-level security as the rest is.
//
// Registering its own vehicle. A vehicle is the carrier's through its periods
// (`vehicle_states`), and the vehicle's row is inserted before its first period: the policy
// refused the insert (the new row must meet it, and `RETURNING` must see it). The row a
// transaction of the carrier role inserts is now its own for the rest of that transaction: a
// trigger notes its id in a setting local to the transaction, which the policy reads. Its
// periods' own policy lets the carrier open one under its own id only, and once the transaction
// commits the vehicle is the carrier's through them. A condition on the vehicle's periods seen
// past their policy (none at all: not yet owned) would say the same, at the price of a function
// call on each other carrier's vehicle of a carrier's search; a comparison with a setting costs
// nothing.
//
// Reading the authorizations it holds and those of its vehicles: the holdings of the carrier,
// and the periods of its own vehicles under authorizations.
const ROLE = 'transport_carrier_scope';
const CARRIER = `nullif(current_setting('app.carrier_id', true), '')::uuid`;
const REGISTERED = `nullif(current_setting('app.registered_vehicle', true), '')::uuid`;
const OWN_OR_REGISTERED = `EXISTS (SELECT 1 FROM vehicle_states s WHERE s.vehicle_id = vehicles.id) OR vehicles.id = ${REGISTERED}`;

/** Table, and the condition a row of it must meet for the carrier role. */
const POLICIES: [string, string][] = [
  ['authorization_holders', `carrier_id = ${CARRIER}`],
  ['authorized_vehicles', `EXISTS (SELECT 1 FROM vehicles v WHERE v.id = authorized_vehicles.vehicle_id)`],
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION vehicle_registered_here() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM set_config('app.registered_vehicle', NEW.id::text, true);
      RETURN NEW;
    END $$;
    CREATE TRIGGER vehicle_registered_by_the_carrier BEFORE INSERT ON vehicles FOR EACH ROW
      WHEN (current_user = '${ROLE}') EXECUTE FUNCTION vehicle_registered_here();
    ALTER POLICY vehicles_of_the_carrier ON vehicles
      USING (${OWN_OR_REGISTERED}) WITH CHECK (${OWN_OR_REGISTERED});
  `);
  for (const [table, condition] of POLICIES)
    await knex.raw(`
      ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
      CREATE POLICY ${table}_of_the_carrier ON ${table} TO ${ROLE}
        USING (${condition}) WITH CHECK (${condition});
    `);
}
