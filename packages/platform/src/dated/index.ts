/**
 * Valid time (ADRs 0022, 0036, 0051): what held of a record on each date, as effective-dated
 * rows of a table of its own. A family declares itself with `datedFamily` (`family.ts`); the
 * engine behind it is split along its seams: the shapes (`types.ts`), the store (`store.ts`),
 * the projection on the record (`projection.ts`), the writes (`writes.ts`), the history and its
 * timeline (`history.ts`), the handlers (`handlers.ts`) and the SQL of migrations
 * (`table-sql.ts`).
 */
export * from './family.ts';
export { datedHistoryHandlers, ownedPeriodHandlers, periodReading, periodShape } from './handlers.ts';
export type { DatedHistory } from './history.ts';
export { datedTableSql, datedUniqueKeySql } from './table-sql.ts';
export type { DatedStateRefusals, Period, PeriodReading } from './types.ts';
