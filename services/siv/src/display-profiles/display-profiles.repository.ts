import {
  CATALOG_COLUMNS,
  catalogRecordWith,
  createCatalogRepository,
  type CatalogRow,
  type Database,
} from '@transport/platform';
import type { DisplayKind, DisplayStatus, Schemas } from '../types.ts';

export type DisplayProfile = Schemas['DisplayProfile'];
export type FallbackContent = Schemas['FallbackContent'];
export type DisplayProfilePatch = Schemas['DisplayProfileCorrection'];

interface DisplayProfileRow extends CatalogRow<DisplayStatus> {
  kind: DisplayKind;
  horizon_minutes: number;
  line_count: number;
  languages: string[];
  sort: DisplayProfile['sort'];
  cancellation_grace_minutes: number;
  page_seconds: number;
  fallback_type: FallbackContent['type'];
  fallback_text: string | null;
}

const COLUMNS = [
  ...CATALOG_COLUMNS,
  'kind',
  'horizon_minutes',
  'line_count',
  'languages',
  'sort',
  'cancellation_grace_minutes',
  'page_seconds',
  'fallback_type',
  'fallback_text',
];

function toProfile(row: DisplayProfileRow): DisplayProfile {
  const fallback = row.fallback_text === null ? {} : { text: row.fallback_text };
  return catalogRecordWith(row, {
    kind: row.kind,
    horizonMinutes: row.horizon_minutes,
    lineCount: row.line_count,
    languages: row.languages,
    sort: row.sort,
    cancellationGraceMinutes: row.cancellation_grace_minutes,
    pageSeconds: row.page_seconds,
    fallbackContent: { type: row.fallback_type, ...fallback },
  });
}

/** The settings given, as columns. */
export function settingColumns(settings: DisplayProfilePatch): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (settings.name !== undefined) columns.name = settings.name;
  if (settings.horizonMinutes !== undefined) columns.horizon_minutes = settings.horizonMinutes;
  if (settings.lineCount !== undefined) columns.line_count = settings.lineCount;
  if (settings.languages !== undefined) columns.languages = settings.languages;
  if (settings.sort !== undefined) columns.sort = settings.sort;
  if (settings.cancellationGraceMinutes !== undefined)
    columns.cancellation_grace_minutes = settings.cancellationGraceMinutes;
  if (settings.pageSeconds !== undefined) columns.page_seconds = settings.pageSeconds;
  if (settings.fallbackContent !== undefined) {
    columns.fallback_type = settings.fallbackContent.type;
    columns.fallback_text = settings.fallbackContent.text ?? null;
  }
  return columns;
}

export function createDisplayProfileRepository(db: Database) {
  return createCatalogRepository(db, { table: 'display_profiles', columns: COLUMNS, toRecord: toProfile });
}

export type DisplayProfileRepository = ReturnType<typeof createDisplayProfileRepository>;
