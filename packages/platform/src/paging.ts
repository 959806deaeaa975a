/** Search paging shared by every collection: zero-based `page`, `size` 0..200 (default 20). */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;

export interface PageRequest {
  page: number;
  size: number;
}

export interface Page<T> {
  data: T[];
  page: number;
  size: number;
  total: number;
}

/** Fills the defaults; the contract has already checked the ranges. */
export function pageRequest(query: { page?: number | null; size?: number | null }): PageRequest {
  return { page: query.page ?? 0, size: query.size ?? DEFAULT_PAGE_SIZE };
}

export function pageOf<T>(request: PageRequest, data: T[], total: number): Page<T> {
  return { data, page: request.page, size: request.size, total };
}

/** Escapes `%`, `_` and `\` so that a search term matches literally inside ILIKE. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
