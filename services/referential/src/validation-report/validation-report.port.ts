/** What the other families may ask of the validation report: the notices of a write, of a family. */
import type { Database, Transaction } from '@transport/platform';
import type { Schemas } from '../types.ts';

type ValidationNotice = Schemas['ValidationNotice'];

/** A write whose notices are asked for: how an import's are found (`noticesAdded`). */
export interface NoticedWrite {
  /** Written in a savepoint rolled back once the notices are read: nothing kept, nor sent. */
  dryRun: boolean;
  /**
   * The tables the write adds rows to: only the rules naming one of them (as a word of their
   * statement) are run, the others finding the same before and after. Every rule when absent.
   */
  tables?: readonly string[];
}

/** The validation report's notices on `at` that `write`, run on `trx`, adds (ADR 0092, 0136). */
export type NoticesAdded = (
  trx: Transaction,
  at: string,
  write: () => Promise<void>,
  options: NoticedWrite,
) => Promise<ValidationNotice[]>;

export interface ValidationNoticesPort {
  noticesAdded: NoticesAdded;
  /** The notices of a family's rules on `at`, read on `connection` (an export's snapshot). */
  familyNotices(
    connection: Database,
    at: string,
    family: Schemas['ValidationRuleFamily'],
  ): Promise<ValidationNotice[]>;
}
