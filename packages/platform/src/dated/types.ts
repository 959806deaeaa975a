/**
 * The shapes of valid time (ADRs 0022, 0036): a dated table's declaration, its rows, its
 * timeline's entries, a link's periods and the refusals a family gives its dated writes.
 */
import type { Knex } from 'knex';
import type { Database } from '../db.ts';
import { isoTimestamp } from '../time.ts';

export type Executor = Knex.Transaction | Database;

/** A link's period as a listing reads it; families show it under their own names (`periodShape`). */
export interface Period {
  id: string;
  ownerId: string;
  subjectId: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  createdAt: string;
  createdBy: string;
}

/** What a reading asks: every period (`history`), else the periods in force on `at`. */
export interface PeriodReading {
  history: boolean;
  at: string;
}

export interface PeriodFilter extends PeriodReading {
  ownerId?: string | undefined;
  subjectId?: string | undefined;
}

export interface PeriodRow {
  id: string;
  owner_id: string;
  subject_id: string;
  effective_from: string;
  effective_to: string | null;
  created_at: Date;
  created_by: string;
}

export const toPeriod = (row: PeriodRow): Period => ({
  id: row.id,
  ownerId: row.owner_id,
  subjectId: row.subject_id,
  effectiveFrom: row.effective_from,
  effectiveTo: row.effective_to,
  createdAt: isoTimestamp(row.created_at) as string,
  createdBy: row.created_by,
});

/** The record whose history is read and written: its id, or a link's two ends. */
export type DatedKey = string | LinkKey;

/** A link of an owner (an authorization, a line) to a subject (a vehicle, a carrier). */
export interface LinkKey {
  ownerId: string;
  subjectId: string;
}

/**
 * The rows of a table are a link's periods: of its owner (`ownerColumn`) to a subject
 * (`subjectColumn`).
 * - `successive`: one subject at a time (an authorization's holder). The record is the owner and
 *   the subject one of its state's fields; a change from a day with no row in force opens a row
 *   there (up to the day before the next one), a gap being "no subject".
 * - otherwise the record is the pair, each row a separate period of the link (an authorization's
 *   vehicle, a line's operator): a period is added, or inserted as a correction, in a gap and
 *   never splits another; a correction moves a period's first or last day without moving its
 *   neighbours; a cancelled period leaves its gap.
 */
export interface LinkTable {
  subjectColumn: string;
  /** Which of the two a listing is ordered by first (then `effective_from`, the other, `id`). */
  listedBy: 'owner' | 'subject';
  successive?: boolean;
}

/**
 * Dated states: what held of a record on each date, as effective-dated rows of its own table
 * (`carrier_states`, `vehicle_states`), one row per period, never overlapping (the table's
 * exclusion constraint), `effective_to` inclusive and null while open. Each row holds the whole
 * state of the record's changing fields for its period (a carrier's status, a vehicle's owner,
 * category, lifecycle and seats), so that a read on a date is one row.
 *
 * The writes are the modes of a dated history:
 * - `change`: from a date (today or later), closing the row in force the day before; a change
 *   from the first day of a row replaces that row's values; with later rows, refused
 *   (`scheduled`) unless `override` carries the changed fields onto them;
 * - `insert`: a change between two rows, from any date, keeping the later rows;
 * - `correct`: a row's values and its first day, in place (the row before follows);
 * - `end`: a row ended on a date, without a successor;
 * - `cancel`: a row not yet in force removed, the row before resuming its end.
 * Changes dated in the past are refused by `change` (and a link's `add`); `insert`, `correct`
 * and `end` are the corrections, which the family guards with its own permission. A link's
 * table (`link`) changes how `insert`, `correct` and `cancel` treat the rows around (see
 * `LinkTable`).
 */
export interface DatedStateTable<S> {
  table: string;
  ownerColumn: string;
  /** The rows are a link's periods (an authorization's holder or vehicles, a line's operators). */
  link?: LinkTable;
  /** Each field of the state and the column holding it. */
  fields: { readonly [K in keyof S]: string };
  /**
   * The record's own table, whose columns of these fields hold its latest row's values; or,
   * with `inForce`, the values of the row in force today (a projection that today's reads use
   * as they are, without a join).
   */
  mirror?: { table: string; fields: readonly (keyof S)[]; inForce?: InForceProjection<S> };
}

/**
 * A projection of the row in force today on the record's own row. `dueColumn` holds the first
 * day on which it may no longer hold (the day after its row ends, or the next row's first day
 * in a gap; null when nothing is to come); `refreshDue` re-projects the records due, and runs
 * once a day before today's reads, so no daily job is needed.
 */
export interface InForceProjection<S> {
  today: () => string;
  /** The column of the first day the projection may no longer hold. */
  dueColumn: string;
  /** The values projected while no row is in force (a gap). */
  vacant: Partial<S>;
}

export interface DatedState<S> {
  id: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  /** What held; absent on a link without fields of its own (its rows are the periods it holds). */
  state: S;
  updatedAt: string;
  updatedBy: string;
}

/** One entry of a record's timeline: a row, or a gap (`id` and `state` null) between two. */
export interface TimelineEntry<S> {
  id: string | null;
  effectiveFrom: string;
  effectiveTo: string | null;
  gap: boolean;
  /** In force today. */
  current: boolean;
  /** Starting after today. */
  future: boolean;
  /** What held (null in a gap); absent on a link without fields of its own. */
  state?: S | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The family's refusals of dated changes, each naming the field at fault. */
export interface DatedStateRefusals {
  /** A change from a date before today, outside a correction (`field` the date at fault). */
  inPast(effectiveFrom: string, today: string, field?: string): Error;
  /** A change from a date with a later change already recorded. */
  scheduled(effectiveFrom: string, next: string): Error;
  /** No row is in force on the date. */
  noState(date: string, field: string): Error;
  /** No row of the record has the id. */
  rowNotFound(id: string): Error;
  /** A cancellation of a row already in force. */
  notScheduled(effectiveFrom: string, today: string): Error;
  /** A correction whose period would overlap another row's. */
  overlaps(field: string, date: string, other: { effectiveFrom: string; effectiveTo: string | null }): Error;
  /** A period running backwards. */
  invalid(effectiveFrom: string, effectiveTo: string, field: string): Error;
  /** A change from a date on which the record is retired (`status`). */
  retired(date: string, status: string): Error;
}

export const IN_FORCE = `daterange(effective_from, effective_to, '[]') @> ?::date`;

export const inRange = (row: { effectiveFrom: string; effectiveTo: string | null }, date: string) =>
  row.effectiveFrom <= date && (row.effectiveTo === null || row.effectiveTo >= date);
