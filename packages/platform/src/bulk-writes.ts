/**
 * Writes that are not one statement of a repository: a row inserted for its id, rows loaded by
 * `COPY` on a transaction's connection, and a query's rows read back as CSV by `COPY … TO`.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Database, Transaction } from './db.ts';

/** Inserts one row into `table` and answers the `id` Postgres gave it. */
export async function insertReturningId(
  db: Database | Transaction,
  table: string,
  values: Record<string, unknown>,
): Promise<string> {
  const [row] = await db(table).insert(values).returning('id');
  return (row as { id: string }).id;
}

/** A value of a row as `COPY … FROM STDIN` reads it in its text format. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] as string) : text;
}
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** The batches of rows as the text `COPY` reads, one chunk per batch. */
async function* copyText(batches: AsyncIterable<readonly (readonly unknown[])[]>): AsyncGenerator<string> {
  for await (const rows of batches) {
    let text = '';
    for (const row of rows) text += `${row.map(copyField).join('\t')}\n`;
    if (text !== '') yield text;
  }
}

/**
 * Loads rows into `table` (its `columns`, in order) through one `COPY … FROM STDIN` on the
 * transaction's connection, as they come: a batch is sent while the next is being made, under
 * the connection's back-pressure, so memory holds a batch or two however many rows there are,
 * and Postgres parses no statement and plans no array per batch. Values are null, numbers,
 * booleans or text (without NUL); answers the rows loaded. For the temporary tables a large
 * import is staged in; a failure aborts the transaction as a failed statement does.
 */
export function copyRows(
  trx: Transaction,
  table: string,
  columns: readonly string[],
  batches: AsyncIterable<readonly (readonly unknown[])[]>,
): Promise<number> {
  return copyTextIn(trx, table, columns, copyText(batches));
}

/**
 * Loads `text`, rows in `COPY`'s text format (as `copyTextOut` reads them), into `table` (its
 * `columns`, in order) through one `COPY … FROM STDIN` on the transaction's connection, chunk by
 * chunk under its back-pressure; answers the rows loaded.
 */
export async function copyTextIn(
  trx: Transaction,
  table: string,
  columns: readonly string[],
  text: AsyncIterable<string | Buffer> | Iterable<string | Buffer>,
): Promise<number> {
  const copy = (await connectionOf(trx)).query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(text), copy);
  return copy.rowCount;
}

/**
 * The rows of `query` in `COPY`'s text format (what `copyTextIn` loads), streamed by one `COPY
 * (…) TO STDOUT` on the transaction's connection, as `copyCsvOut` streams CSV.
 */
export function copyTextOut(trx: Transaction, query: string): Promise<Readable> {
  return copyOut(trx, `COPY (${query}) TO STDOUT`);
}

/**
 * The rows of `query` as CSV text (RFC 4180: a field quoted when it holds a comma, a quote or a
 * line end; null as an empty field; no header), streamed by one `COPY (…) TO STDOUT` on the
 * transaction's connection as Postgres writes them: no row is parsed into an object and memory
 * holds the stream's buffers whatever the number of rows. The connection serves nothing else
 * until the stream ends. `query` takes no parameters (COPY does not): values must be literals.
 */
export function copyCsvOut(trx: Transaction, query: string): Promise<Readable> {
  return copyOut(trx, `COPY (${query}) TO STDOUT WITH (FORMAT csv)`);
}

/** The `COPY … TO STDOUT` statement `copy` on the transaction's connection, as a stream. */
async function copyOut(trx: Transaction, copy: string): Promise<Readable> {
  return (await connectionOf(trx)).query(copyTo(copy));
}

/** The transaction's own connection, for the statements knex cannot send (`COPY`). */
function connectionOf(trx: Transaction): Promise<pg.Client> {
  return (trx.client as { acquireConnection(): Promise<pg.Client> }).acquireConnection();
}
