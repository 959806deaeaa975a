/** The reads of siv's validation report: one statement per rule, and the locations points name. */
import { findingsOf, type Database, type Finding } from '@transport/platform';

/** An active point's location, as the registry rules check it. */
export interface PointLocation {
  id: string;
  code: string;
  stationAreaCode: string;
  bayCode: string | null;
}

export function createSivValidationReportRepository(db: Database) {
  return {
    /** What a rule's statement finds (read as known at the request's instant, if any). */
    findings: (sql: string, at: string): Promise<Finding[]> => findingsOf(db, sql, { at }),
    /** The location of every active point, by code. */
    async activeLocations(): Promise<PointLocation[]> {
      const rows = (await db('display_points')
        .where({ status: 'ACTIVE' })
        .orderBy('code')
        .select('id', 'code', 'station_area_code', 'bay_code')) as {
        id: string;
        code: string;
        station_area_code: string;
        bay_code: string | null;
      }[];
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        stationAreaCode: r.station_area_code,
        bayCode: r.bay_code,
      }));
    },
  };
}

export type SivValidationReportRepository = ReturnType<typeof createSivValidationReportRepository>;
