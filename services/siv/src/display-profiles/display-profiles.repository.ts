import type { Database, PageRequest } from '@transport/platform';
import { isoTimestamp, likePattern, searchPage, SORT_ORDERS } from '@transport/platform';
import type { Knex } from 'knex';
import type { DisplayKind, DisplaySortOrder, DisplayStatus, Schemas } from '../types.ts';

export type DisplayProfile = Schemas['DisplayProfile'];
export type FallbackContent = Schemas['FallbackContent'];
export type DisplayProfileInput = Required<Omit<Schemas['DisplayProfileCreate'], 'fallbackContent'>> & {
  fallbackContent: FallbackContent;
};
export type DisplayProfilePatch = Schemas['DisplayProfileCorrection'];

interface DisplayProfileRow {
  id: string;
  code: string;
  name: string;
  kind: DisplayKind;
  horizon_minutes: number;
  line_count: number;
  languages: string[];
  sort: DisplayProfile['sort'];
  cancellation_grace_minutes: number;
  page_seconds: number;
  fallback_type: FallbackContent['type'];
  fallback_text: string | null;
  status: DisplayStatus;
  retirement_reason: string | null;
  retired_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = [
  'id',
  'code',
  'name',
  'kind',
  'horizon_minutes',
  'line_count',
  'languages',
  'sort',
  'cancellation_grace_minutes',
  'page_seconds',
  'fallback_type',
  'fallback_text',
  'status',
  'retirement_reason',
  'retired_at',
  'created_at',
  'updated_at',
];

function toProfile(row: DisplayProfileRow): DisplayProfile {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    horizonMinutes: row.horizon_minutes,
    lineCount: row.line_count,
    languages: row.languages,
    sort: row.sort,
    cancellationGraceMinutes: row.cancellation_grace_minutes,
    pageSeconds: row.page_seconds,
    fallbackContent:
      row.fallback_text === null
        ? { type: row.fallback_type }
        : { type: row.fallback_type, text: row.fallback_text },
    status: row.status,
    retirementReason: row.retirement_reason,
    retiredAt: isoTimestamp(row.retired_at),
    createdAt: isoTimestamp(row.created_at) as string,
    updatedAt: isoTimestamp(row.updated_at) as string,
  };
}

export interface DisplayProfileCriteria {
  search?: string;
  kind?: DisplayKind;
  status: DisplayStatus;
  sort: DisplaySortOrder;
}

function settingColumns(settings: DisplayProfilePatch): Record<string, unknown> {
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
  return {
    async insert(input: DisplayProfileInput, actor: string): Promise<string> {
      const [row] = await db('display_profiles')
        .insert({
          code: input.code,
          kind: input.kind,
          ...settingColumns(input),
          created_by: actor,
          updated_by: actor,
        })
        .returning('id');
      return (row as { id: string }).id;
    },

    async findById(id: string, trx: Knex.Transaction | Database = db): Promise<DisplayProfile | undefined> {
      const row = await trx('display_profiles').select(COLUMNS).where({ id }).first();
      return row ? toProfile(row) : undefined;
    },

    /** Reads and locks the profile: `share` for an assignment, `update` for a change of its own. */
    async lock(
      trx: Knex.Transaction,
      id: string,
      mode: 'share' | 'update',
    ): Promise<DisplayProfile | undefined> {
      const query = trx('display_profiles').select(COLUMNS).where({ id });
      const row = await (mode === 'share' ? query.forShare() : query.forUpdate()).first();
      return row ? toProfile(row) : undefined;
    },

    async update(
      trx: Knex.Transaction,
      id: string,
      patch: DisplayProfilePatch,
      actor: string,
    ): Promise<void> {
      await trx('display_profiles')
        .where({ id })
        .update({ ...settingColumns(patch), updated_at: trx.fn.now(), updated_by: actor });
    },

    async retire(trx: Knex.Transaction, id: string, reason: string, actor: string): Promise<void> {
      await trx('display_profiles').where({ id }).update({
        status: 'RETIRED',
        retirement_reason: reason,
        retired_at: trx.fn.now(),
        retired_by: actor,
        updated_at: trx.fn.now(),
        updated_by: actor,
      });
    },

    async search(
      criteria: DisplayProfileCriteria,
      page: PageRequest,
    ): Promise<{ rows: DisplayProfile[]; total: number }> {
      const { rows, total } = await searchPage<DisplayProfileRow>(db, {
        filtered: () => {
          const query = db('display_profiles').where('status', criteria.status);
          if (criteria.kind) query.andWhere('kind', criteria.kind);
          if (criteria.search) {
            const pattern = likePattern(criteria.search);
            query.andWhere((q) => q.whereILike('code', pattern).orWhereILike('name', pattern));
          }
          return query;
        },
        columns: COLUMNS,
        order: SORT_ORDERS[criteria.sort],
        page,
        textTerm: criteria.search,
      });
      return { rows: rows.map(toProfile), total };
    },
  };
}

export type DisplayProfileRepository = ReturnType<typeof createDisplayProfileRepository>;
