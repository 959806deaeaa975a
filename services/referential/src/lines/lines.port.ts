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
  lineNotFound: lineErrors.lineNotFound,
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
  /**
   * The line as it stood on `date` (its status null on a day with no state), the period of its
   * timeline that state came from, and the carriers operating it that day.
   */
  findOn(
    id: string,
    date: string,
  ): Promise<{ line: Line; periodId: string | null; operatorIds: string[] } | undefined>;
}

export function createLinePort({ lines, itineraries, operators }: LineRepository): LinePort {
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

    async findOn(id, date) {
      const [line, period, operating] = await Promise.all([
        lines.findOn(id, date),
        lines.states.at(id, date),
        operators.inForce({ ownerId: id }, date),
      ]);
      if (!line) return undefined;
      return { line, periodId: period?.id ?? null, operatorIds: operating.map((p) => p.subjectId) };
    },
  };
}
