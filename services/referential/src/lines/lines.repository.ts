import {
  CATALOG_COLUMNS,
  catalogRecordWith,
  createCatalogRepository,
  datedFamily,
  insertReturningId,
  isoTimestamp,
  periodShape,
  searchPage,
  type CatalogRow,
  type Database,
  type PageRequest,
} from '@transport/platform';
import type { Knex } from 'knex';
import type { LinkPresence } from '@transport/platform';
import type { Schemas } from '../types.ts';

export type Line = Schemas['Line'];
export type LineStatus = Schemas['LineStatus'];
/** What of a line changes over time, one row per period (`line_states`). */
export type LineState = Schemas['LineState'];
type LineOperator = Schemas['LineOperator'];
export type Itinerary = Schemas['Itinerary'];

export const toOperator = periodShape<LineOperator>({
  owner: 'lineId',
  subject: 'carrierId',
  first: 'subject',
});

export interface ItineraryInput {
  lineId: string;
  code: string;
  name: string;
  destinationId: string;
  callingPoints: { stationId: string; bayId?: string }[];
}

interface ItineraryRow {
  id: string;
  line_id: string;
  code: string;
  version: number;
  name: string;
  destination_id: string;
  created_at: Date;
  created_by: string;
}

interface CallingPointRow {
  itinerary_id: string;
  sequence: number;
  station_id: string;
  bay_id: string | null;
}

const ITINERARY_COLUMNS = [
  'id',
  'line_id',
  'code',
  'version',
  'name',
  'destination_id',
  'created_at',
  'created_by',
];

type LineRow = CatalogRow<LineStatus> & { transport_mode: Line['transportMode'] };

const LINE_COLUMNS = [...CATALOG_COLUMNS, 'transport_mode'];

const toLine = (row: LineRow): Line => catalogRecordWith(row, { transportMode: row.transport_mode });

/** `today` names the day whose state the line's own columns project (ADR 0029). */
export function createLineRepository(db: Database, today: () => string) {
  const catalog = createCatalogRepository<Line, LineRow>(db, {
    table: 'lines',
    columns: LINE_COLUMNS,
    toRecord: toLine,
  });
  const states = datedFamily<LineState>(db, {
    table: 'line_states',
    ownerColumn: 'line_id',
    fields: { status: 'status', retirementReason: 'retirement_reason', retiredAt: 'retired_at' },
    today,
    todayReads: 'projection',
    record: {
      table: 'lines',
      fields: ['status', 'retirementReason', 'retiredAt'],
      dueColumn: 'states_due',
      vacant: { status: null as unknown as LineStatus },
    },
  });
  /** The lines with their state on `on` (null status in a gap). */
  const linesOn = (on: string) => states.recordsAt('lines', LINE_COLUMNS, on, ['code', 'name']);

  async function withCallingPoints(
    rows: ItineraryRow[],
    trx: Knex.Transaction | Database = db,
  ): Promise<Itinerary[]> {
    if (rows.length === 0) return [];
    const points = await trx('itinerary_calling_points')
      .select('itinerary_id', 'sequence', 'station_id', 'bay_id')
      .whereIn(
        'itinerary_id',
        rows.map((row) => row.id),
      )
      .orderBy(['itinerary_id', 'sequence']);
    const byItinerary = new Map<string, Itinerary['callingPoints']>();
    for (const point of points as CallingPointRow[]) {
      const list = byItinerary.get(point.itinerary_id) ?? [];
      list.push({ sequence: point.sequence, stationId: point.station_id, bayId: point.bay_id });
      byItinerary.set(point.itinerary_id, list);
    }
    return rows.map((row) => ({
      id: row.id,
      lineId: row.line_id,
      code: row.code,
      version: row.version,
      name: row.name,
      destinationId: row.destination_id,
      callingPoints: byItinerary.get(row.id) ?? [],
      createdAt: isoTimestamp(row.created_at) as string,
      createdBy: row.created_by,
    }));
  }

  return {
    lines: {
      ...catalog,
      /** The line's status over time. */
      states,
      linesOn,

      /** Creates the line, PLANNED from `from`. */
      async create(
        trx: Knex.Transaction,
        values: Record<string, unknown>,
        from: string,
        actor: string,
      ): Promise<string> {
        const id = await catalog.insert(trx, values, actor);
        await states.open(
          trx,
          id,
          from,
          { status: 'PLANNED', retirementReason: null, retiredAt: null },
          actor,
        );
        return id;
      },

      /** The line as it stood on `on`, its status null on a day with no state. */
      async findOn(id: string, on: string): Promise<Line | undefined> {
        const row = await states.recordOn<LineRow>('lines', LINE_COLUMNS, id, on);
        return row ? toLine(row) : undefined;
      },
    },

    /** The line's operating carriers, each a link over separate periods (ADR 0036). */
    operators: datedFamily<LinkPresence>(db, {
      table: 'line_operators',
      ownerColumn: 'line_id',
      fields: {},
      link: { subjectColumn: 'carrier_id', listedBy: 'owner' },
      today,
      todayReads: 'rows',
    }),

    itineraries: {
      /** Writes the next version of the itinerary `code` of the line (the line row is locked). */
      async insert(trx: Knex.Transaction, input: ItineraryInput, actor: string): Promise<string> {
        const [latest] = await trx('itineraries')
          .where({ line_id: input.lineId })
          .whereRaw('upper(code) = upper(?)', [input.code])
          .max<{ max: number | null }[]>({ max: 'version' });
        const id = await insertReturningId(trx, 'itineraries', {
          line_id: input.lineId,
          code: input.code,
          version: (latest?.max ?? 0) + 1,
          name: input.name,
          destination_id: input.destinationId,
          created_by: actor,
        });
        await trx('itinerary_calling_points').insert(
          input.callingPoints.map((point, index) => ({
            itinerary_id: id,
            sequence: index + 1,
            station_id: point.stationId,
            bay_id: point.bayId ?? null,
          })),
        );
        return id;
      },

      async findById(id: string, trx: Knex.Transaction | Database = db): Promise<Itinerary | undefined> {
        const row = await trx('itineraries').select(ITINERARY_COLUMNS).where({ id }).first();
        return row ? (await withCallingPoints([row], trx))[0] : undefined;
      },

      async list(
        lineId: string,
        criteria: { code?: string; latestOnly: boolean },
        page: PageRequest,
      ): Promise<{ rows: Itinerary[]; total: number }> {
        const { rows, total } = await searchPage<ItineraryRow>(db, {
          filtered: () => {
            const query = db('itineraries as i').where('i.line_id', lineId);
            if (criteria.code) query.whereRaw('upper(i.code) = upper(?)', [criteria.code]);
            if (criteria.latestOnly)
              query.whereNotExists(
                db('itineraries as n')
                  .select(db.raw('1'))
                  .whereRaw(
                    'n.line_id = i.line_id AND upper(n.code) = upper(i.code) AND n.version > i.version',
                  ),
              );
            return query;
          },
          columns: ITINERARY_COLUMNS.map((c) => `i.${c}`),
          // Names of the selected columns (i.code, i.version), as the page is ordered again outside.
          order: [
            { column: 'code', order: 'asc' },
            { column: 'version', order: 'asc' },
          ],
          page,
        });
        return { rows: await withCallingPoints(rows), total };
      },
    },
  };
}

export type LineRepository = ReturnType<typeof createLineRepository>;
