import type { HandlerMap, Clock } from '@transport/platform';
import { datedCatalogHandlers } from '../dated-catalog.ts';
import type { Operations } from '../types.ts';
import type { DestinationService } from './destinations.service.ts';

type DestinationOperations = Pick<
  Operations,
  | 'createDestination'
  | 'searchDestinations'
  | 'getDestination'
  | 'correctDestination'
  | 'retireDestination'
  | 'getDestinationTimeline'
  | 'cancelDestinationChange'
  | 'correctDestinationPeriod'
  | 'insertDestinationPeriod'
  | 'endDestinationPeriod'
>;

export function destinationRoutes(
  service: DestinationService,
  clock: Clock,
): HandlerMap<DestinationOperations> {
  const catalog = datedCatalogHandlers(service, '/referential/v1/destinations', clock);
  return {
    createDestination: catalog.create,
    searchDestinations: catalog.search,
    getDestination: catalog.get,
    correctDestination: catalog.correct,
    retireDestination: catalog.retire,
    getDestinationTimeline: catalog.timeline,
    cancelDestinationChange: catalog.cancel,
    correctDestinationPeriod: catalog.correctPeriod,
    insertDestinationPeriod: catalog.insert,
    endDestinationPeriod: catalog.end,
  };
}
