import { catalogHandlers, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { DisplayProfileService } from './display-profiles.service.ts';

type DisplayProfileOperations = Pick<
  Operations,
  | 'createDisplayProfile'
  | 'searchDisplayProfiles'
  | 'getDisplayProfile'
  | 'correctDisplayProfile'
  | 'retireDisplayProfile'
>;

export function displayProfileRoutes(service: DisplayProfileService): HandlerMap<DisplayProfileOperations> {
  const catalog = catalogHandlers(
    service,
    '/siv/v1/display-profiles',
    (query: { kind?: string; status?: string }) => ({
      filters: { kind: query.kind },
      status: query.status ?? 'ACTIVE',
    }),
  );
  return {
    createDisplayProfile: catalog.create,
    searchDisplayProfiles: catalog.search,
    getDisplayProfile: catalog.get,
    correctDisplayProfile: catalog.correct,
    retireDisplayProfile: catalog.retire,
  };
}
