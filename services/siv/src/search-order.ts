/** The orders every display search offers, as knex `orderBy` lists (ties broken by id). */
import type { DisplaySortOrder } from './types.ts';

export const SEARCH_ORDER: Record<DisplaySortOrder, { column: string; order: 'asc' | 'desc' }[]> = {
  codeAsc: [
    { column: 'code', order: 'asc' },
    { column: 'id', order: 'asc' },
  ],
  codeDesc: [
    { column: 'code', order: 'desc' },
    { column: 'id', order: 'desc' },
  ],
  newest: [
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ],
  oldest: [
    { column: 'created_at', order: 'asc' },
    { column: 'id', order: 'asc' },
  ],
};
