/** The reads of siv's validation report: one statement per rule, and the locations points name. */
import { reportReads, type Database, type Finding, type ReportReads } from '@transport/platform';

/** An active point's location, as the registry rules check it. */
export interface PointLocation {
  id: string;
  code: string;
  stationAreaCode: string;
  bayCode: string | null;
}

export function createSivValidationReportRepository(db: Database) {
  return {
    /**
     * Runs `work`, a report's rules, with the reads they share: for a report read as known at an
     * instant, in one snapshot, a read naming no table written since reading the tables
     * themselves (`reportReads`, ADR 0111).
     */
    inOneReport: <T>(work: (reads: ReportReads) => Promise<T>) => reportReads(db, 'siv', work),
    /** What a rule's statement finds. */
    findings: (reads: ReportReads, sql: string, at: string): Promise<Finding[]> =>
      reads.findings(sql, { at }),
    /** The location of every active point, by code. */
    async activeLocations(reads: ReportReads): Promise<PointLocation[]> {
      const rows = await reads.rows<{
        id: string;
        code: string;
        station_area_code: string;
        bay_code: string | null;
      }>(
        db('display_points')
          .where({ status: 'ACTIVE' })
          .orderBy('code')
          .select('id', 'code', 'station_area_code', 'bay_code'),
      );
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
