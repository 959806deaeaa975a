/**
 * The GTFS import's reads and writes: the references kept for a feed, records found by code,
 * and inserts of many rows in one statement each (`unnest` of one array per column), so that a
 * feed of 400,000 stop times is written in a few dozen statements.
 */
import type { Database, Transaction } from '@transport/platform';

export type ReferenceKind =
  'station' | 'area' | 'bay' | 'line' | 'destination' | 'itinerary' | 'calendar' | 'schedule';

export interface Reference {
  recordId: string;
  fingerprint: string;
}

/** The dated families an import creates records of: table, state table, owner, state columns. */
const DATED_FAMILIES = [
  [
    'station_areas',
    'station_area_states',
    'station_area_id',
    'status, accessible, max_vehicle_length_m, max_vehicle_height_m, vehicle_categories',
  ],
  ['stations', 'station_states', 'station_id', 'status'],
  ['bays', 'bay_states', 'bay_id', 'status, length_m, height_m, accessible, vehicle_categories'],
  ['lines', 'line_states', 'line_id', 'status'],
  ['destinations', 'destination_states', 'destination_id', 'status'],
] as const;

/** Rows per insert statement. */
const CHUNK = 20_000;

export function createGtfsImportRepository(db: Database) {
  return {
    transaction: <T>(work: (trx: Transaction) => Promise<T>) => db.transaction(work),

    /** Serialises imports of one feed. */
    async lockFeed(trx: Transaction, feedId: string): Promise<void> {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`gtfs:${feedId}`]);
    },

    async references(trx: Transaction | Database, feedId: string): Promise<Map<string, Reference>> {
      const rows = (await trx('gtfs_references')
        .where({ feed_id: feedId })
        .select('kind', 'external_id', 'record_id', 'fingerprint')) as {
        kind: string;
        external_id: string;
        record_id: string;
        fingerprint: string;
      }[];
      return new Map(
        rows.map((r) => [
          `${r.kind}|${r.external_id}`,
          { recordId: r.record_id, fingerprint: r.fingerprint },
        ]),
      );
    },

    /** Ids of the records of `table` with these codes (case-insensitive), by upper-case code. */
    async idsByCode(
      trx: Transaction | Database,
      table: 'stations' | 'station_areas' | 'lines' | 'destinations' | 'service_calendars' | 'schedules',
      codes: string[],
    ): Promise<Map<string, string>> {
      const found = new Map<string, string>();
      for (let i = 0; i < codes.length; i += CHUNK) {
        const { rows } = (await trx.raw(
          `SELECT id, upper(code) AS code FROM ${table} WHERE upper(code) = ANY(?::text[])`,
          [codes.slice(i, i + CHUNK).map((c) => c.toUpperCase())],
        )) as { rows: { id: string; code: string }[] };
        for (const row of rows) found.set(row.code, row.id);
      }
      return found;
    },

    /** ACTIVE bays of these areas, by `<area id>|<upper-case code>`. */
    async activeBays(trx: Transaction | Database, areaIds: string[]): Promise<Map<string, string>> {
      const rows = (await trx('bays')
        .whereIn('station_area_id', areaIds)
        .where({ status: 'ACTIVE' })
        .select('id', 'station_area_id', trx.raw('upper(code) AS code'))) as {
        id: string;
        station_area_id: string;
        code: string;
      }[];
      return new Map(rows.map((r) => [`${r.station_area_id}|${r.code}`, r.id]));
    },

    /** The highest revision number of each schedule. */
    async lastRevisions(trx: Transaction, scheduleIds: string[]): Promise<Map<string, number>> {
      const rows = (await trx('schedule_revisions')
        .whereIn('schedule_id', scheduleIds)
        .groupBy('schedule_id')
        .select('schedule_id', trx.raw('max(revision) AS revision'))) as {
        schedule_id: string;
        revision: number;
      }[];
      return new Map(rows.map((r) => [r.schedule_id, Number(r.revision)]));
    },

    /**
     * Gives the records this transaction inserted their first dated row (ADR 0029), from the
     * day they were created, holding what their own columns hold: the imported station areas,
     * stations, bays, lines and destinations.
     */
    async openDatedStates(trx: Transaction): Promise<void> {
      for (const [table, states, owner, columns] of DATED_FAMILIES)
        await trx.raw(
          `INSERT INTO ${states} (${owner}, ${columns}, effective_from, created_by, updated_by)
           SELECT r.id, ${columns}, r.created_at::date, r.created_by, r.updated_by FROM ${table} r
           WHERE r.created_at = now() AND NOT EXISTS (SELECT 1 FROM ${states} s WHERE s.${owner} = r.id)`,
        );
    },

    /**
     * Inserts `rows` (values in the order of `columns`, each `name:type`, or `name:type:cast`
     * for a column sent as one type and stored as another) in few statements.
     */
    async insertMany(trx: Transaction, table: string, columns: string[], rows: unknown[][]): Promise<void> {
      if (rows.length === 0) return;
      const specs = columns.map((c) => c.split(':') as [string, string, string?]);
      const selected = specs.map(([, , cast], i) => (cast ? `c${i}::${cast}` : `c${i}`)).join(', ');
      const aliases = specs.map((_, i) => `c${i}`).join(', ');
      for (let i = 0; i < rows.length; i += CHUNK) {
        const chunk = rows.slice(i, i + CHUNK);
        const arrays = specs.map((_, index) => chunk.map((row) => row[index] ?? null)) as never[];
        await trx.raw(
          `INSERT INTO ${table} (${specs.map(([name]) => name).join(', ')})
           SELECT ${selected} FROM unnest(${specs.map(([, type]) => `?::${type}[]`).join(', ')}) AS u(${aliases})`,
          arrays,
        );
      }
    },

    async updateStation(
      trx: Transaction,
      id: string,
      values: { name: string; latitude: number | null; longitude: number | null; areaId: string | null },
      actor: string,
    ): Promise<void> {
      await trx('stations')
        .where({ id })
        .update({
          name: values.name,
          latitude: values.latitude,
          longitude: values.longitude,
          ...(values.areaId ? { station_area_id: values.areaId } : {}),
          updated_at: trx.fn.now(),
          updated_by: actor,
        });
    },

    async updateLineName(trx: Transaction, id: string, name: string, actor: string): Promise<void> {
      await trx('lines').where({ id }).update({ name, updated_at: trx.fn.now(), updated_by: actor });
    },

    /** Puts the schedules' ACTIVE revisions out of service and withdraws their exceptions. */
    async retireServices(trx: Transaction, scheduleIds: string[], actor: string): Promise<void> {
      if (scheduleIds.length === 0) return;
      await trx('schedule_revisions').whereIn('schedule_id', scheduleIds).where({ status: 'ACTIVE' }).update({
        status: 'SUPERSEDED',
        superseded_at: trx.fn.now(),
        updated_at: trx.fn.now(),
        updated_by: actor,
      });
      await trx('schedule_exceptions')
        .whereIn('schedule_id', scheduleIds)
        .whereNull('removed_at')
        .update({ removed_at: trx.fn.now(), removed_by: actor });
    },

    async updateCalendar(
      trx: Transaction,
      id: string,
      values: { validFrom: string; validTo: string; days: number[] },
      actor: string,
    ): Promise<void> {
      await trx('service_calendars')
        .where({ id })
        .update({
          valid_from: values.validFrom,
          valid_to: values.validTo,
          days_of_week: trx.raw('?::smallint[]', [`{${values.days.join(',')}}`]),
          updated_at: trx.fn.now(),
          updated_by: actor,
        });
    },

    /** Withdraws the exceptions in force of these calendars (their dates free again). */
    async withdrawCalendarExceptions(trx: Transaction, calendarIds: string[], actor: string): Promise<void> {
      if (calendarIds.length === 0) return;
      await trx('calendar_exception_dates').whereIn('calendar_id', calendarIds).delete();
      await trx('calendar_exceptions')
        .whereIn('calendar_id', calendarIds)
        .whereNull('removed_at')
        .update({ removed_at: trx.fn.now(), removed_by: actor });
    },

    async moveSchedule(
      trx: Transaction,
      id: string,
      values: { lineId: string; itineraryId: string },
      actor: string,
    ): Promise<void> {
      await trx('schedules').where({ id }).update({
        line_id: values.lineId,
        itinerary_id: values.itineraryId,
        updated_at: trx.fn.now(),
        updated_by: actor,
      });
    },

    async saveReferences(
      trx: Transaction,
      feedId: string,
      rows: { kind: ReferenceKind; externalId: string; recordId: string; fingerprint: string }[],
      actor: string,
    ): Promise<void> {
      for (let i = 0; i < rows.length; i += CHUNK) {
        const chunk = rows.slice(i, i + CHUNK);
        await trx.raw(
          `INSERT INTO gtfs_references (feed_id, kind, external_id, record_id, fingerprint, imported_by)
           SELECT ?, * , ? FROM unnest(?::text[], ?::text[], ?::uuid[], ?::text[])
           ON CONFLICT (feed_id, kind, external_id) DO UPDATE
             SET record_id = excluded.record_id, fingerprint = excluded.fingerprint,
                 imported_at = now(), imported_by = excluded.imported_by`,
          [
            feedId,
            actor,
            chunk.map((r) => r.kind),
            chunk.map((r) => r.externalId),
            chunk.map((r) => r.recordId),
            chunk.map((r) => r.fingerprint),
          ],
        );
      }
    },
  };
}

export type GtfsImportRepository = ReturnType<typeof createGtfsImportRepository>;
