import { catalogHandlers, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { DestinationService } from './destinations.service.ts';

type DestinationOperations = Pick<
  Operations,
  'createDestination' | 'searchDestinations' | 'getDestination' | 'correctDestination' | 'retireDestination'
>;

export function destinationRoutes(service: DestinationService): HandlerMap<DestinationOperations> {
  const catalog = catalogHandlers(service, '/referential/v1/destinations');
  return {
    createDestination: catalog.create,
    searchDestinations: catalog.search,
    getDestination: catalog.get,
    correctDestination: catalog.correct,
    retireDestination: catalog.retire,
  };
}
