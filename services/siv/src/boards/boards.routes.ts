import { ok, VALID_AT_HEADER, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { BoardService } from './boards.service.ts';

type BoardOperations = Pick<Operations, 'getDisplayPointBoard'>;

export function boardRoutes(service: BoardService): HandlerMap<BoardOperations> {
  return {
    async getDisplayPointBoard({ params, query }) {
      const board = await service.board(params.id, query.at);
      // The board is valid at the instant it shows (the known instant is stated by the platform).
      return { ...ok(board), headers: { [VALID_AT_HEADER]: board.at } };
    },
  };
}
