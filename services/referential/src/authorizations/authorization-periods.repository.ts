/**
 * The effective-dated links of an authorization: its holders (carriers), its vehicles and its
 * lines, each a platform period owned by the authorization.
 */
import { createPeriodRepository, type Database, type PeriodRepository } from '@transport/platform';

type PeriodTable = 'authorization_holders' | 'authorized_vehicles' | 'authorized_lines';

const SUBJECT: Record<PeriodTable, string> = {
  authorization_holders: 'carrier_id',
  authorized_vehicles: 'vehicle_id',
  authorized_lines: 'line_id',
};

export function createAuthorizationPeriodRepository(db: Database, table: PeriodTable): PeriodRepository {
  return createPeriodRepository(db, {
    table,
    ownerColumn: 'authorization_id',
    subjectColumn: SUBJECT[table],
    // Lines are listed line by line, holders and vehicles authorization by authorization.
    listedBy: table === 'authorized_lines' ? 'subject' : 'owner',
  });
}
