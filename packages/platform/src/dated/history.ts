/**
 * A record's dated history as a family's service sees it (ADR 0022): its timeline with the
 * gaps between its rows, and the cancellation and corrections, each under the record's lock.
 */
import type { Knex } from 'knex';
import type { Database } from '../db.ts';
import type { Page, PageRequest } from '../paging.ts';
import type { DatedStates } from './states.ts';
import type { CorrectionInput } from './writes.ts';
import type { DatedKey, DatedStateRefusals, TimelineEntry } from './types.ts';

/** What a record's dated history needs of the record's family (`K` the key of its records). */
export interface DatedHistoryOwner<R, K extends DatedKey = string> {
  /** Locks the record to change its history, refusing an unknown one. */
  lock(trx: Knex.Transaction, key: K): Promise<R>;
  /** Reads the record, refusing an unknown one. */
  get(key: K): Promise<unknown>;
  /** The refusals of the record's history, naming the record. */
  refusals(record: R): DatedStateRefusals;
}

/**
 * The service side of a record's dated history, the same for every family: its timeline, the
 * cancellation of a change still to come, and the three corrections (in place, inserted between
 * two periods, a period ended without a successor), each under the record's lock.
 */
export function createDatedHistory<S extends object, R, K extends DatedKey = string>(
  db: Database,
  states: DatedStates<S>,
  owner: DatedHistoryOwner<R, K>,
  today: () => string,
) {
  type Writes = ReturnType<DatedStates<S>['writes']>;
  const write = <T>(key: K, run: (trx: Knex.Transaction, record: R, history: Writes) => Promise<T>) =>
    db.transaction(async (trx) => {
      const record = await owner.lock(trx, key);
      return run(trx, record, states.writes(owner.refusals(record)));
    });
  return {
    /** Runs `run` on the locked record with its history's writes. */
    write,

    async timeline(key: K, page: PageRequest): Promise<Page<TimelineEntry<S>>> {
      await owner.get(key);
      return states.timeline(key, today(), page);
    },

    cancel: (key: K, periodId: string, actor: string) =>
      write(key, (trx, _record, history) => history.cancel(trx, key, periodId, today(), actor)),

    correct: (key: K, periodId: string, input: CorrectionInput<S>, actor: string) =>
      write(key, (trx, _record, history) => history.correct(trx, key, periodId, input, actor)),

    insert: (key: K, from: string, decide: (current: S) => Partial<S>, actor: string, to?: string) =>
      write(key, (trx, _record, history) => history.insert(trx, key, from, decide, actor, to)),

    end: (key: K, periodId: string, effectiveTo: string, actor: string) =>
      write(key, (trx, _record, history) => history.end(trx, key, periodId, effectiveTo, actor)),
  };
}

export type DatedHistory<S extends object, K extends DatedKey = string> = ReturnType<
  typeof createDatedHistory<S, unknown, K>
>;
