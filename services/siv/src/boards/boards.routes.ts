import { ok, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { BoardService } from './boards.service.ts';

type BoardOperations = Pick<Operations, 'getDisplayPointBoard'>;

export function boardRoutes(service: BoardService): HandlerMap<BoardOperations> {
  return {
    async getDisplayPointBoard({ params, query }) {
      return ok(await service.board(params.id, query.at));
    },
  };
}
