import type { Knex } from 'knex';
import { foldedColumnsSql, searchFoldSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// Search that matches as people type (ADR 0034): every column a free-text term searches gets a
// folded copy (case, accents, Unicode forms), generated and trigram-indexed.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(searchFoldSql('referential'));
  for (const [table, columns] of Object.entries({
    station_areas: ['code', 'name'],
    bays: ['code'],
    carriers: ['code', 'name'],
    vehicle_categories: ['code', 'name'],
    vehicles: ['registration', 'fleet_number'],
    vehicle_permits: ['permit_number'],
    stations: ['code', 'name'],
    checkpoints: ['code', 'name'],
    destinations: ['code', 'name'],
    coordinations: ['code', 'name'],
    lines: ['code', 'name'],
    schedules: ['code'],
    service_calendars: ['code', 'name'],
    transport_authorizations: ['number', 'serie'],
    authorization_dossiers: ['reference'],
  })) {
    await knex.raw(foldedColumnsSql(table, columns));
  }
}
