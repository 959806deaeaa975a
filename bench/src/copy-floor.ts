/**
 * A write's floor (ADR 0120): the rows it wrote, read back as text, loaded by bare `COPY` into
 * the tables they land in, with their indexes and constraints but no trigger of the project's.
 * What writing these rows costs the machine, whatever the code that wrote them.
 */
import { copyTextIn, copyTextOut, type Transaction } from '@transport/platform';

/**
 * Rows of a table as `COPY`'s text, its stored columns in order (a generated one left out): what
 * COPY takes. Held as the chunks Postgres sent, outside the JavaScript heap, so that a national
 * feed's ten million stop times fit.
 */
export interface TableRows {
  table: string;
  columns: string[];
  text: Buffer[];
}

/** The rows of `table` (`where` narrowing them) as `TableRows`. */
export async function rowsOf(trx: Transaction, table: string, where = ''): Promise<TableRows> {
  const { rows: named } = await trx.raw<{ rows: { attname: string }[] }>(
    `SELECT attname FROM pg_attribute
      WHERE attrelid = ?::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [table],
  );
  const columns = named.map((c) => c.attname);
  const text: Buffer[] = [];
  for await (const chunk of await copyTextOut(trx, `SELECT ${columns.join(', ')} FROM ${table} ${where}`))
    text.push(chunk as Buffer);
  return { table, columns, text };
}

/** Loads `rows` into their table by one `COPY`; answers the rows loaded. */
export function copyIn(trx: Transaction, { table, columns, text }: TableRows): Promise<number> {
  return copyTextIn(trx, table, columns, text);
}

/** Turns off the project's triggers on `tables` (not the foreign keys'), for the transaction's COPYs. */
export async function withoutTriggers(trx: Transaction, ...tables: string[]): Promise<void> {
  for (const table of tables) await trx.raw(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
}
