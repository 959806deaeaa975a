/**
 * A write's floor (ADR 0120): the rows it wrote, read back as text, loaded by bare `COPY` into
 * the tables they land in, with their indexes and constraints but no trigger of the project's.
 * What writing these rows costs the machine, whatever the code that wrote them.
 */
import { copyRows, type Transaction } from '@transport/platform';

/** Rows of a table as text, its stored columns in order (a generated one left out): what COPY takes. */
export interface TableRows {
  table: string;
  columns: string[];
  values: string[][];
}

/** The rows of `table` (`where` narrowing them) as `TableRows`. */
export async function rowsOf(trx: Transaction, table: string, where = ''): Promise<TableRows> {
  const { rows: named } = await trx.raw<{ rows: { attname: string }[] }>(
    `SELECT attname FROM pg_attribute
      WHERE attrelid = ?::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [table],
  );
  const columns = named.map((c) => c.attname);
  const { rows } = await trx.raw<{ rows: Record<string, string>[] }>(
    `SELECT ${columns.map((c) => `${c}::text`).join(', ')} FROM ${table} ${where}`,
  );
  return { table, columns, values: rows.map((row) => columns.map((c) => row[c] as string)) };
}

/** Loads `rows` into their table by one `COPY`, 5,000 rows a chunk. */
export function copyIn(trx: Transaction, { table, columns, values }: TableRows): Promise<number> {
  return copyRows(
    trx,
    table,
    columns,
    (async function* () {
      for (let from = 0; from < values.length; from += 5_000) yield values.slice(from, from + 5_000);
    })(),
  );
}

/** Turns off the project's triggers on `tables` (not the foreign keys'), for the transaction's COPYs. */
export async function withoutTriggers(trx: Transaction, ...tables: string[]): Promise<void> {
  for (const table of tables) await trx.raw(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
}
