/**
 * The links of an owner to subjects over separate periods (an authorization's vehicles and
 * lines, a line's operators, a coordination's members) as dated rows (ADR 0036): the same
 * history as a record's state, keyed by the link's two ends. A link is added from today or a
 * later date (a past date is a correction: `insert…Period`), read in force on a date or whole,
 * ended from today on, and its timeline read, cancelled and corrected per link.
 */
import {
  createDatedHistory,
  dayAfter,
  pageOf,
  todayIn,
  type Database,
  type DatedStates,
  type LinkKey,
  type Page,
  type PageRequest,
  type Period,
  type PeriodReading,
  type Transaction,
} from '@transport/platform';
import { historyRefusals } from './period.errors.ts';

/** A link without fields of its own: a row is a period during which it holds. */
export type LinkPresence = Record<string, never>;

/** What the links need of their owner's family. */
export interface LinkOwner<R> {
  /** Locks the owner to change its links (share: links are added side by side), refusing an unknown one. */
  lock(trx: Transaction, id: string): Promise<R>;
  /** Reads the owner, refusing an unknown one. */
  get(id: string): Promise<unknown>;
  /** Names a link of the owner in refusals (`the vehicle … under the authorization N-1`). */
  what(owner: R, subjectId: string): string;
}

/** The family's refusals of its periods outside their history. */
export interface LinkRefusals {
  /** No period has the id (of the owner, where the owner is given). */
  notFound(id: string): Error;
  /** The period already has an end. */
  ended(effectiveTo: string): Error;
}

export function createDatedLinks<R, T>(
  db: Database,
  states: DatedStates<LinkPresence>,
  owner: LinkOwner<R>,
  family: LinkRefusals & { show(period: Period): T },
  timeZone: string,
) {
  const today = () => todayIn(timeZone);
  const history = createDatedHistory<LinkPresence, { owner: R; key: LinkKey }, LinkKey>(
    db,
    states,
    {
      lock: async (trx, key) => ({ owner: await owner.lock(trx, key.ownerId), key }),
      get: (key) => owner.get(key.ownerId),
      refusals: ({ owner: record, key }) => historyRefusals(owner.what(record, key.subjectId)),
    },
    today,
  );

  /** The period `id`, of the owner `ownerId` when given (its owner checked first when it is not). */
  async function period(id: string, ownerId?: string, trx?: Transaction): Promise<Period> {
    const found = await states.period(id, trx);
    if (!found || (ownerId !== undefined && found.ownerId !== ownerId)) {
      if (ownerId !== undefined) await owner.get(ownerId);
      throw family.notFound(id);
    }
    return found;
  }

  return {
    /** The timeline of each link, its cancellations and corrections. */
    history,

    /**
     * The link from `effectiveFrom` (today or later) to `effectiveTo` (open when absent). `check`
     * runs on the locked owner and answers the last day the link may run to, if any (the day
     * before a withdrawal recorded ahead), at which the period is then ended.
     */
    add(
      key: LinkKey,
      input: { effectiveFrom: string; effectiveTo?: string | undefined },
      actor: string,
      check?: (trx: Transaction, owner: R) => Promise<string | undefined>,
    ): Promise<string> {
      return history.write(key, async (trx, locked, dated) => {
        const until = await check?.(trx, locked.owner);
        const asked = input.effectiveTo ?? null;
        const to = until !== undefined && (asked === null || asked > until) ? until : asked;
        return dated.add(trx, key, { from: input.effectiveFrom, to, today: today() }, {}, actor);
      });
    },

    /** A page of periods in force on `reading.at` (or all of them), shown by the family. */
    async list(
      filter: { ownerId?: string; subjectId?: string },
      reading: PeriodReading,
      page: PageRequest,
    ): Promise<Page<T>> {
      const { rows, total } = await states.list({ ...reading, ...filter }, page);
      return pageOf(page, rows.map(family.show), total);
    },

    /** The periods in force on `at` of the owner and/or the subject. */
    inForce: (where: { ownerId?: string; subjectId?: string }, at: string) => states.inForce(where, at),

    /**
     * Ends the open period `id` on `effectiveTo`, from today on: an end before yesterday would
     * change past days, which is a correction (`end…Period`).
     */
    async end(id: string, effectiveTo: string, actor: string, ownerId?: string): Promise<T> {
      const { ownerId: of, subjectId } = await period(id, ownerId);
      const key = { ownerId: of, subjectId };
      return history.write(key, async (trx, locked, dated) => {
        // The link's rows locked, so that two ends of one period wait for each other.
        await states.rows(trx, key);
        const current = await period(id, ownerId, trx);
        if (current.effectiveTo !== null) throw family.ended(current.effectiveTo);
        const refuse = historyRefusals(owner.what(locked.owner, subjectId));
        if (effectiveTo < current.effectiveFrom)
          throw refuse.invalid(current.effectiveFrom, effectiveTo, 'body.effectiveTo');
        if (dayAfter(effectiveTo) < today())
          throw refuse.inPast(dayAfter(effectiveTo), today(), 'body.effectiveTo');
        await dated.end(trx, key, id, effectiveTo, actor);
        return family.show(await period(id, ownerId, trx));
      });
    },
  };
}

/** A correction of a link's period changes only its days: there is no state to set. */
export const presence = () => (): Partial<LinkPresence> => ({});
