import { ok, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { BoardDeliveryService } from './board-deliveries.service.ts';

type BoardDeliveryOperations = Pick<Operations, 'getDisplayPointDelivery' | 'getDisplayPointHealth'>;

export function boardDeliveryRoutes(service: BoardDeliveryService): HandlerMap<BoardDeliveryOperations> {
  return {
    async getDisplayPointDelivery({ params }) {
      return ok(await service.status(params.id));
    },
    async getDisplayPointHealth({ params }) {
      return ok(await service.health(params.id));
    },
  };
}
