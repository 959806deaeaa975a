import {
  CATALOG_COLUMNS,
  catalogRecordWith,
  createCatalogRepository,
  type CatalogRow,
  type Database,
} from '@transport/platform';
import type { DisplayStatus, Schemas } from '../types.ts';

export type DisplayMessage = Schemas['DisplayMessage'];
type Scope = Schemas['DisplayMessageScope'];

interface DisplayMessageRow extends CatalogRow<DisplayStatus> {
  scope_type: Scope['type'];
  station_area_code: string | null;
  bay_code: string | null;
  line_code: string | null;
  valid_from: Date;
  valid_to: Date | null;
  priority: DisplayMessage['priority'];
  texts: DisplayMessage['texts'];
}

const COLUMNS = [
  ...CATALOG_COLUMNS,
  'scope_type',
  'station_area_code',
  'bay_code',
  'line_code',
  'valid_from',
  'valid_to',
  'priority',
  'texts',
];

function toMessage(row: DisplayMessageRow): DisplayMessage {
  const subjects: Scope['subjects'] = {};
  if (row.station_area_code !== null) subjects.stationArea = row.station_area_code;
  if (row.bay_code !== null) subjects.bay = row.bay_code;
  if (row.line_code !== null) subjects.line = row.line_code;
  return catalogRecordWith(row, {
    scope: { type: row.scope_type, subjects },
    validFrom: row.valid_from.toISOString(),
    validTo: row.valid_to === null ? null : row.valid_to.toISOString(),
    priority: row.priority,
    texts: row.texts,
  });
}

/** A message's fields as columns. */
export function messageColumns(input: Schemas['DisplayMessageCreate']): Record<string, unknown> {
  return {
    code: input.code,
    name: input.name,
    scope_type: input.scope.type,
    station_area_code: input.scope.subjects.stationArea ?? null,
    bay_code: input.scope.subjects.bay ?? null,
    line_code: input.scope.subjects.line ?? null,
    valid_from: input.validFrom,
    valid_to: input.validTo ?? null,
    priority: input.priority,
    texts: JSON.stringify(input.texts),
  };
}

export function createDisplayMessageRepository(db: Database) {
  const catalog = createCatalogRepository(db, {
    table: 'display_messages',
    columns: COLUMNS,
    toRecord: toMessage,
  });
  return {
    ...catalog,
    /** The active messages that have not ended `keptFor` ms before `since`: what boards may show. */
    async activeSince(since: Date): Promise<DisplayMessage[]> {
      const rows = (await db('display_messages')
        .select(COLUMNS)
        .where('status', 'ACTIVE')
        .andWhere((q) => q.whereNull('valid_to').orWhere('valid_to', '>', since))) as DisplayMessageRow[];
      return rows.map(toMessage);
    },
  };
}

export type DisplayMessageRepository = ReturnType<typeof createDisplayMessageRepository>;
