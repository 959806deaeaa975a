import { catalogHandlers, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { DisplayMessageService } from './display-messages.service.ts';

type DisplayMessageOperations = Pick<
  Operations,
  'createDisplayMessage' | 'searchDisplayMessages' | 'getDisplayMessage' | 'retireDisplayMessage'
>;

export function displayMessageRoutes(service: DisplayMessageService): HandlerMap<DisplayMessageOperations> {
  const catalog = catalogHandlers(service, '/siv/v1/display-messages', (query: { status?: string }) => ({
    status: query.status ?? 'ACTIVE',
  }));
  return {
    createDisplayMessage: catalog.create,
    searchDisplayMessages: catalog.search,
    getDisplayMessage: catalog.get,
    retireDisplayMessage: catalog.retire,
  };
}
