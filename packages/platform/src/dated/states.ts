/**
 * Dated states (ADR 0022): what held of a record on each date, as effective-dated rows of its
 * own table (`carrier_states`, `vehicle_states`), one row per period, never overlapping (the
 * table's exclusion constraint), `effective_to` inclusive and null while open. Each row holds
 * the whole state of the record's changing fields for its period, so that a read on a date is
 * one row. The engine behind `datedFamily`, assembled from its store, its projection, its
 * writes and its timeline; families declare themselves with `datedFamily`, not with this.
 */
import type { Database } from '../db.ts';
import type { PageRequest } from '../paging.ts';
import { timeline } from './timeline.ts';
import { datedProjection } from './projection.ts';
import { datedReads, datedStore } from './store.ts';
import type { DatedKey, DatedStateRefusals, DatedStateTable } from './types.ts';
import { datedWrites } from './writes.ts';

export function createDatedStates<S extends object>(db: Database, spec: DatedStateTable<S>) {
  const store = datedStore<S>(db, spec);
  const projection = datedProjection(store);
  return {
    ...datedReads(store),
    refresh: projection.refresh,
    projectionHolds: projection.projectionHolds,
    /** The writes of the history, refused with the record's own refusals. */
    writes: (refuse: DatedStateRefusals) => datedWrites(store, projection.mirror, refuse),
    /** The record's rows in order with the gaps between them, the row in force today flagged. */
    timeline: (key: DatedKey, today: string, page: PageRequest) => timeline(store, key, today, page),
  };
}

export type DatedStates<S> = ReturnType<typeof createDatedStates<S & object>>;
