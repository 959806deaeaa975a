/** What the other families may ask of lines and their itineraries. */
import type { Transaction } from '@transport/platform';
import { lineErrors } from './lines.errors.ts';
import { periodErrors } from '../period.errors.ts';
import type { Schemas } from '../types.ts';
import type { LineRepository } from './lines.repository.ts';

type Line = Schemas['Line'];

/** The refusals another family raises about a line it was given. */
export const lineRefusals = {
  itineraryNotOfLine: lineErrors.itineraryNotOfLine,
};

export interface LinePort {
  /**
   * The line, share-locked to attach something to it (attachments proceed side by side, a
   * status change waits), or a refusal when it is unknown or retired; with `from`, a later day
   * on which it is retired is refused too, naming the day.
   */
  lockForUse(trx: Transaction, id: string, from?: string): Promise<Line>;
  /** Share-locks the line and refuses it when it is not ACTIVE (callers hold its id by foreign key). */
  lockActive(trx: Transaction, id: string): Promise<void>;
  itinerary(trx: Transaction, id: string): Promise<Schemas['Itinerary'] | undefined>;
}

export function createLinePort({ lines, itineraries }: LineRepository): LinePort {
  return {
    async lockForUse(trx, id, from) {
      const line = await lines.lock(trx, id, 'share');
      if (!line) throw lineErrors.lineNotFound(id);
      if (line.status === 'RETIRED') throw lineErrors.lineRetired(line.code);
      if (from !== undefined && (await lines.states.at(id, from, trx))?.state.status === 'RETIRED')
        throw periodErrors.historyRecordRetired(`the line ${line.code}`, from, 'RETIRED');
      return line;
    },

    async lockActive(trx, id) {
      const line = await lines.lock(trx, id, 'share');
      if (line && line.status !== 'ACTIVE') throw lineErrors.lineNotActive(line.code, line.status);
    },

    itinerary: (trx, id) => itineraries.findById(id, trx),
  };
}
