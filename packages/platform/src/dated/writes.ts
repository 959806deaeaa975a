/**
 * The writes of a dated history (ADR 0022, 0036), each under the caller's transaction with the
 * record's rows locked, refused with the family's own refusals: a change from a date, a link's
 * period added, and the corrections (a period inserted, a row corrected, a row ended, a row to
 * come cancelled). A link whose periods are separate changes how the rows around are treated
 * (`LinkTable`).
 */
import type { Knex } from 'knex';
import { dayBefore } from '../time.ts';
import type { DatedStore } from './store.ts';
import { inRange, type DatedKey, type DatedState, type DatedStateRefusals, type LinkKey } from './types.ts';

/** A correction of a row: its values, its first day, a separate link's last day. */
export interface CorrectionInput<S> {
  effectiveFrom?: string | undefined;
  effectiveTo?: string | undefined;
  state: (current: S) => Partial<S>;
}

interface WriteContext<S extends object> {
  store: DatedStore<S>;
  mirror: (trx: Knex.Transaction, key: DatedKey, actor: string) => Promise<void>;
  refuse: DatedStateRefusals;
  /** A link whose periods are separate (not one subject at a time): see `LinkTable`. */
  separate: boolean;
  find(all: DatedState<S>[], id: string): DatedState<S>;
  overlapping(
    all: DatedState<S>[],
    from: string,
    to: string | null,
    except?: string,
  ): DatedState<S> | undefined;
}

/**
 * Splits the row in force on `from` there, the new row taking `decide`'s changes; on a day
 * with no row in force, a successive link opens one there up to the day before the next.
 */
async function split<S extends object>(
  w: WriteContext<S>,
  trx: Knex.Transaction,
  all: DatedState<S>[],
  key: DatedKey,
  from: string,
  decide: (current: S) => Partial<S>,
  actor: string,
): Promise<{ id: string; state: S; replaced: boolean }> {
  const current = all.find((row) => inRange(row, from));
  if (!current) {
    if (w.store.spec.link?.successive !== true) throw w.refuse.noState(from, 'body.effectiveFrom');
    const next = all.find((row) => row.effectiveFrom > from);
    // In a gap, nothing holds: the state is the change's fields alone.
    const state = decide({} as S) as S;
    const to = next ? dayBefore(next.effectiveFrom) : null;
    return { id: await w.store.insertRow(trx, key, from, to, state, actor), state, replaced: false };
  }
  const patch = decide(current.state);
  const state = { ...current.state, ...patch };
  if (current.effectiveFrom === from) {
    await w.store.update(trx, current.id, w.store.toColumns(patch), actor);
    return { id: current.id, state, replaced: true };
  }
  await w.store.update(trx, current.id, { effective_to: dayBefore(from) }, actor);
  return {
    id: await w.store.insertRow(trx, key, from, current.effectiveTo, state, actor),
    state,
    replaced: false,
  };
}

/**
 * A period inserted from any date, the later rows kept: a state's row in force splits; a
 * separate link's period goes in a gap, up to `to` or the day before the next period.
 */
async function insertPeriod<S extends object>(
  w: WriteContext<S>,
  trx: Knex.Transaction,
  key: DatedKey,
  from: string,
  decide: (current: S) => Partial<S>,
  actor: string,
  to?: string,
): Promise<{ id: string; state: S }> {
  const all = await w.store.rows(trx, key);
  if (w.separate) {
    if (to !== undefined && to < from) throw w.refuse.invalid(from, to, 'body.effectiveTo');
    const covering = all.find((row) => inRange(row, from));
    if (covering) throw w.refuse.overlaps('body.effectiveFrom', from, covering);
    const next = all.find((row) => row.effectiveFrom > from);
    if (next && to !== undefined && to >= next.effectiveFrom)
      throw w.refuse.overlaps('body.effectiveTo', to, next);
    const state = decide({} as S) as S;
    const end = to ?? (next ? dayBefore(next.effectiveFrom) : null);
    return { id: await w.store.insertRow(trx, key, from, end, state, actor), state };
  }
  const starting = all.find((row) => row.effectiveFrom === from);
  if (starting) throw w.refuse.overlaps('body.effectiveFrom', from, starting);
  const result = await split(w, trx, all, key, from, decide, actor);
  await w.mirror(trx, key, actor);
  return result;
}

/**
 * Corrects the row `id` in place: its values, and its first day (the row before follows).
 * A separate link's period takes a first and a last day of its own, its neighbours kept.
 */
async function correctPeriod<S extends object>(
  w: WriteContext<S>,
  trx: Knex.Transaction,
  key: DatedKey,
  id: string,
  input: CorrectionInput<S>,
  actor: string,
): Promise<DatedState<S>> {
  const all = await w.store.rows(trx, key);
  const row = w.find(all, id);
  const changes: Record<string, unknown> = w.store.toColumns(input.state(row.state));
  const from = input.effectiveFrom;
  if (w.separate) {
    const first = from ?? row.effectiveFrom;
    const last = input.effectiveTo ?? row.effectiveTo;
    if (last !== null && last < first)
      throw w.refuse.invalid(
        first,
        last,
        input.effectiveTo === undefined ? 'body.effectiveFrom' : 'body.effectiveTo',
      );
    const clash = w.overlapping(all, first, last, id);
    if (clash) {
      const field =
        clash.effectiveFrom > row.effectiveFrom && input.effectiveTo !== undefined
          ? 'body.effectiveTo'
          : 'body.effectiveFrom';
      throw w.refuse.overlaps(field, field === 'body.effectiveTo' ? (last as string) : first, clash);
    }
    await w.store.update(trx, id, { ...changes, effective_from: first, effective_to: last }, actor);
  } else if (from !== undefined && from !== row.effectiveFrom) {
    if (row.effectiveTo !== null && from > row.effectiveTo)
      throw w.refuse.invalid(from, row.effectiveTo, 'body.effectiveFrom');
    const before = all.find((r) => r.effectiveTo === dayBefore(row.effectiveFrom));
    const others = all.filter((r) => r.id !== before?.id);
    const clash =
      w.overlapping(others, from, row.effectiveTo, id) ??
      (before && from <= before.effectiveFrom ? before : undefined);
    if (clash) throw w.refuse.overlaps('body.effectiveFrom', from, clash);
    // The row before ends the day before the new first day, before the row moves onto it.
    if (before && from < row.effectiveFrom)
      await w.store.update(trx, before.id, { effective_to: dayBefore(from) }, actor);
    await w.store.update(trx, id, { ...changes, effective_from: from }, actor);
    if (before && from > row.effectiveFrom)
      await w.store.update(trx, before.id, { effective_to: dayBefore(from) }, actor);
  } else {
    await w.store.update(trx, id, changes, actor);
  }
  await w.mirror(trx, key, actor);
  return (await w.store.rows(trx, key)).find((r) => r.id === id) as DatedState<S>;
}

/** The writes of the history, refused with the record's own refusals. */
export function datedWrites<S extends object>(
  store: DatedStore<S>,
  mirror: WriteContext<S>['mirror'],
  refuse: DatedStateRefusals,
) {
  const link = store.spec.link;
  const find = (all: DatedState<S>[], id: string) => {
    const row = all.find((r) => r.id === id);
    if (!row) throw refuse.rowNotFound(id);
    return row;
  };

  /** The other row of `all` that the period from `from` to `to` would overlap, if any. */
  const overlapping = (all: DatedState<S>[], from: string, to: string | null, except?: string) =>
    all.find(
      (r) =>
        r.id !== except && r.effectiveFrom <= (to ?? '9999-12-31') && (r.effectiveTo ?? '9999-12-31') >= from,
    );

  const w: WriteContext<S> = {
    store,
    mirror,
    refuse,
    separate: link !== undefined && link.successive !== true,
    find,
    overlapping,
  };
  return {
    /**
     * A change from `from` (today or later): `decide` reads the state in force that day and
     * answers the fields that change (or throws the family's refusal).
     */
    async change(
      trx: Knex.Transaction,
      key: DatedKey,
      input: { from: string; today: string; override?: boolean },
      decide: (current: S) => Partial<S>,
      actor: string,
    ): Promise<{ id: string; state: S }> {
      if (input.from < input.today) throw refuse.inPast(input.from, input.today);
      const all = await store.rows(trx, key);
      const later = all.filter((row) => row.effectiveFrom > input.from);
      if (later.length > 0 && !input.override)
        throw refuse.scheduled(input.from, (later[0] as DatedState<S>).effectiveFrom);
      let changed: Partial<S> = {};
      const result = await split(
        w,
        trx,
        all,
        key,
        input.from,
        (current) => (changed = decide(current)),
        actor,
      );
      const carried = store.toColumns(changed);
      if (later.length > 0 && Object.keys(carried).length > 0)
        await trx(store.table)
          .whereIn(
            'id',
            later.map((row) => row.id),
          )
          .update({ ...carried, ...store.touched(trx, actor) });
      await mirror(trx, key, actor);
      return result;
    },

    /**
     * A separate link's new period from `from` (today or later) to `to` (open when null). An
     * overlap with another period of the link is left to the table's exclusion constraint,
     * which the family maps to its refusal.
     */
    async add(
      trx: Knex.Transaction,
      key: LinkKey,
      input: { from: string; to: string | null; today: string },
      state: S,
      actor: string,
    ): Promise<string> {
      if (input.from < input.today) throw refuse.inPast(input.from, input.today);
      if (input.to !== null && input.to < input.from)
        throw refuse.invalid(input.from, input.to, 'body.effectiveTo');
      return store.insertRow(trx, key, input.from, input.to, state, actor);
    },

    insert: (
      trx: Knex.Transaction,
      key: DatedKey,
      from: string,
      decide: (current: S) => Partial<S>,
      actor: string,
      to?: string,
    ) => insertPeriod(w, trx, key, from, decide, actor, to),

    correct: (trx: Knex.Transaction, key: DatedKey, id: string, input: CorrectionInput<S>, actor: string) =>
      correctPeriod(w, trx, key, id, input, actor),

    /** Ends the row `id` on `effectiveTo`, without a successor. */
    async end(
      trx: Knex.Transaction,
      key: DatedKey,
      id: string,
      effectiveTo: string,
      actor: string,
    ): Promise<DatedState<S>> {
      const all = await store.rows(trx, key);
      const row = w.find(all, id);
      if (effectiveTo < row.effectiveFrom)
        throw refuse.invalid(row.effectiveFrom, effectiveTo, 'body.effectiveTo');
      const next = all.find((r) => r.effectiveFrom > row.effectiveFrom);
      if (next && next.effectiveFrom <= effectiveTo)
        throw refuse.overlaps('body.effectiveTo', effectiveTo, next);
      await store.update(trx, id, { effective_to: effectiveTo }, actor);
      await mirror(trx, key, actor);
      return (await store.rows(trx, key)).find((r) => r.id === id) as DatedState<S>;
    },

    /**
     * Cancels the row `id`, not yet in force: the row before resumes its end (a separate
     * link's period leaves its gap).
     */
    async cancel(
      trx: Knex.Transaction,
      key: DatedKey,
      id: string,
      today: string,
      actor: string,
    ): Promise<void> {
      const all = await store.rows(trx, key);
      const row = w.find(all, id);
      if (row.effectiveFrom <= today) throw refuse.notScheduled(row.effectiveFrom, today);
      const before = w.separate ? undefined : all.find((r) => r.effectiveTo === dayBefore(row.effectiveFrom));
      await trx(store.table).where({ id }).delete();
      if (before) await store.update(trx, before.id, { effective_to: row.effectiveTo }, actor);
      await mirror(trx, key, actor);
    },
  };
}
