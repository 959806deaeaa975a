/**
 * The reads and the dated history of a record whose state is effective-dated and projected on
 * its own row for today (ADR 0029: bays, station areas, lines): a read without `at`, or at
 * today, reads the record's own columns once the projection is up to date; a read at another
 * date reads the row in force; a day with no row is `history-no-state` naming `query.at`.
 */
import { createDatedHistory, type Database, type DatedStates, type Transaction } from '@transport/platform';
import { Errors } from './errors.ts';
import { historyRefusals } from './period.errors.ts';

export interface DatedRecordFamily<R> {
  /** How a record is named in refusals (`bay`, `line`, `station area`). */
  what: string;
  find(id: string): Promise<R | undefined>;
  findOn(id: string, at: string): Promise<R | undefined>;
  lock(trx: Transaction, id: string): Promise<R | undefined>;
  notFound(id: string): Error;
}

export function createDatedRecords<R extends { code: string; status: unknown }, S extends object>(
  db: Database,
  states: DatedStates<S>,
  family: DatedRecordFamily<R>,
  today: () => string,
) {
  const named = (record: R) => `the ${family.what} ${record.code}`;

  /** Whether `at` reads today's projection, which is then brought up to date. */
  async function onToday(at: string | undefined): Promise<boolean> {
    const yes = at === undefined || at === today();
    if (yes) await states.current();
    return yes;
  }

  /** The record as it stood on `at` (today when absent). */
  async function get(id: string, at?: string): Promise<R> {
    const record = (await onToday(at)) ? await family.find(id) : await family.findOn(id, at as string);
    if (!record) throw family.notFound(id);
    if (record.status === null) throw Errors.historyNoState(named(record), at ?? today(), 'query.at');
    return record;
  }

  /** The record's state over time: timeline, cancellations and corrections. */
  const history = createDatedHistory(
    db,
    states,
    {
      async lock(trx, id) {
        const record = await family.lock(trx, id);
        if (!record) throw family.notFound(id);
        return record;
      },
      get: (id) => get(id),
      refusals: (record) => historyRefusals(named(record)),
    },
    today,
  );

  return {
    get,
    history,
    onToday,
    /** A change from a date on which the record is retired, naming the date. */
    retired: (record: R, date: string, status: string) =>
      Errors.historyRecordRetired(named(record), date, status),
  };
}
