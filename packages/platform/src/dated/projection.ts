/**
 * What a dated table copies onto its record's own row (ADR 0029, 0051): the latest row's values
 * (`mirror`), or the row in force today with the first day it may stop holding
 * (`mirror.inForce`), re-projected by the service's refresher once that day has come, never by
 * a read.
 */
import type { Knex } from 'knex';
import { currentRequestContext, withRequestContext } from '../audit.ts';
import { dayAfter } from '../time.ts';
import type { DatedStore } from './store.ts';
import { inRange, type DatedKey, type DatedStateTable, type InForceProjection } from './types.ts';

export function datedProjection<S extends object>(store: DatedStore<S>) {
  const { db, spec, table, rows, toColumns, touched } = store;
  const { ownerColumn } = spec;

  /** Copies the values of the row in force today onto the record's own row, with when they end. */
  async function project(
    trx: Knex.Transaction,
    ownerId: string,
    projection: InForceProjection<S>,
    actor: string | undefined,
  ): Promise<void> {
    const mirror = spec.mirror as NonNullable<DatedStateTable<S>['mirror']>;
    const today = projection.today();
    const all = await rows(trx, ownerId);
    const current = all.find((row) => inRange(row, today));
    const next = all.find((row) => row.effectiveFrom > today);
    const values: Partial<S> = current
      ? (Object.fromEntries(mirror.fields.map((field) => [field, current.state[field]])) as Partial<S>)
      : projection.vacant;
    const due = current
      ? current.effectiveTo === null
        ? null
        : dayAfter(current.effectiveTo)
      : (next?.effectiveFrom ?? null);
    await trx(mirror.table)
      .where({ id: ownerId })
      .update({
        ...toColumns(values),
        [projection.dueColumn]: due,
        ...touched(trx, actor ?? current?.updatedBy ?? next?.updatedBy ?? 'registry'),
      });
  }

  /** Copies the latest row's values (or today's) onto the record's own row, marking it updated. */
  async function mirror(trx: Knex.Transaction, key: DatedKey, actor: string): Promise<void> {
    if (!spec.mirror || typeof key !== 'string') return;
    const ownerId = key;
    if (spec.mirror.inForce) return project(trx, ownerId, spec.mirror.inForce, actor);
    const mirrored = spec.mirror.fields.map((field) => spec.fields[field]);
    const latest = await trx(table)
      .select(mirrored)
      .where(ownerColumn, ownerId)
      .orderBy('effective_from', 'desc')
      .first();
    await trx(spec.mirror.table)
      .where({ id: ownerId })
      .update({ ...(latest ?? {}), ...touched(trx, actor) });
  }

  /** Re-projects the records whose projection is due on `today` (see `InForceProjection`). */
  async function refreshDue(today: string): Promise<number> {
    const projection = spec.mirror?.inForce;
    if (!projection || !spec.mirror) return 0;
    const { table: main } = spec.mirror;
    const due = (await db(main).select('id').where(projection.dueColumn, '<=', today)) as { id: string }[];
    // Each record in its own transaction. One may fail where another still projects a state
    // that ends today (a bay active from today with the code of a bay decommissioned from today,
    // re-projected first): it is tried again once the others are done. A record that still
    // fails keeps its projection and stays due (the next write of it, or the next refresh,
    // tries again): today's reads join its rows meanwhile.
    let pending = due.map(({ id }) => id);
    for (let pass = 0; pass < 2 && pending.length > 0; pass += 1) {
      const failed: string[] = [];
      for (const id of pending) {
        try {
          await db.transaction(async (trx) => {
            await trx(main).select('id').where({ id }).forUpdate();
            await project(trx, id, projection, undefined);
          });
        } catch {
          failed.push(id);
        }
      }
      pending = failed;
    }
    return due.length - pending.length;
  }
  let refreshed: { day: string; done: Promise<number> } | undefined;
  let heldOn: string | undefined;

  return {
    mirror,

    /**
     * Brings the in-force projection up to today: the first call of each day re-projects the
     * records whose scheduled change has come due (a handful), the others wait for it or pass.
     * A write, run by the service's refresher (`refreshProjections`), never by a read.
     */
    refresh(): Promise<number> {
      const today = spec.mirror?.inForce?.today();
      if (today === undefined) return Promise.resolve(0);
      if (refreshed?.day !== today) {
        // Written as the registry's own work, outside an `asKnownAt` read's views.
        const context = currentRequestContext();
        const done = withRequestContext(
          {
            subject: 'registry',
            requestId: context?.requestId ?? 'refresh',
            operation: 'refreshDueStates',
            writes: true,
          },
          () => refreshDue(today),
        );
        refreshed = { day: today, done };
        done.catch(() => {
          if (refreshed?.done === done) refreshed = undefined;
        });
      }
      return refreshed.done;
    },

    /**
     * Whether the projection holds today for every record (none is due): read only, and
     * remembered for the rest of the day once true (a write projects its record for today).
     */
    async projectionHolds(): Promise<boolean> {
      const projection = spec.mirror?.inForce;
      if (!projection || !spec.mirror) return false;
      const today = projection.today();
      if (heldOn === today) return true;
      const due = await db(spec.mirror.table).first('id').where(projection.dueColumn, '<=', today);
      if (due) return false;
      heldOn = today;
      return true;
    },
  };
}
