/**
 * The SQL that writes a write's events into the outbox (ADR 0065) from the history rows recording
 * it: the history's functions run it in the statement that records them (ADR 0146), and
 * `record_events()`, which ran it from the history's trigger until then, was made from it.
 */
import { EVENT_NOTICES_SETTING, EVENTS_WRITTEN_NOTICE } from './commit-gate.ts';

/** Up to this many history rows, a statement's events are written by the plan kept for the connection. */
export const SMALL_STATEMENT_ROWS = 1000;

/**
 * A table's row of the outbox's sources (`event_sources`) with the actions of its family's
 * operations (`event_operations`): what a history function writes into its statement as
 * constants (ADR 0146).
 */
export interface TableSource {
  family: string;
  aggregate: string;
  record_column: string;
  permission: string;
  link: string | null;
  /** Each operation of the family and what it did (`suspendCarrier` → `suspended`). */
  actions: Record<string, string>;
}

/**
 * The event of each history row `n` of `rows`, from the row's image `i.image`; the rows that name
 * no record, and baselines, give none. The table's source `src` is its `event_sources` row,
 * found by the row's table name, or the constants of `source`, the one table a history function
 * writes (no table read for it, nor for the operation's action).
 */
export function eventsOfRows(schema: string, rows = 'new_rows', source?: TableSource): string {
  const s = quoteIdent(schema);
  const actions = source ? Object.entries(source.actions) : [];
  const action = !source
    ? `CASE WHEN o.family = src.family THEN o.action ELSE 'changed' END`
    : actions.length === 0
      ? `'changed'`
      : `coalesce(CASE n.operation ${actions
          .map(([operation, done]) => `WHEN ${quoteLiteral(operation)} THEN ${quoteLiteral(done)}`)
          .join(' ')} END, 'changed')`;
  const sourceOf = source
    ? `CROSS JOIN (SELECT ${quoteLiteral(source.aggregate)}::text AS aggregate,
                                      ${quoteLiteral(source.permission)}::text AS permission,
                                      ${source.link === null ? 'NULL' : quoteLiteral(source.link)}::text AS link,
                                      ${quoteLiteral(source.record_column)}::text AS record_column) src`
    : `JOIN ${s}.event_sources src ON src.table_name = n.table_name`;
  return `SELECT n.id AS row_id, src.aggregate, r.id, src.permission, src.link, n.recorded_at,
                             n.subject, n.request_id, n.operation,
                             ${quoteLiteral(schema)} || '.' || src.aggregate || '.' || ${action} AS type,
                             CASE WHEN n.action = 'update' AND n.row_after ->> 'effective_to' IS NOT NULL
                                       AND n.row_after ->> 'effective_to' IS DISTINCT FROM n.row_before ->> 'effective_to'
                                  THEN (n.row_after ->> 'effective_to')::date + 1
                                  ELSE (i.image ->> 'effective_from')::date END AS valid,
                             CASE WHEN src.record_column = '' THEN (i.image ->> 'version')::bigint END AS version
                        FROM ${rows} n
                        ${sourceOf}
                        CROSS JOIN LATERAL (SELECT coalesce(n.row_after, n.row_before) AS image) i
                        CROSS JOIN LATERAL (SELECT CASE WHEN src.record_column = '' THEN n.record_id
                                                        ELSE i.image ->> src.record_column END AS id) r${
                                                          source
                                                            ? ''
                                                            : `\n                        LEFT JOIN ${s}.event_operations o ON o.operation = n.operation`
                                                        }
                       WHERE n.action <> 'baseline' AND r.id IS NOT NULL`;
}

/** The outbox's columns a write's events fill, in the order of their values. */
export const EVENT_COLUMNS = `(aggregatetype, aggregateid, type, permission, link, valid_from, record_version,
              recorded_at, subject, request_id, operation, payload)`;

/**
 * An event of this transaction for the same record and type already written (by an earlier
 * statement) is kept, its first day and version raised to the new row's when later.
 */
export const ONE_PER_WRITE = `ON CONFLICT (xid, aggregatetype, aggregateid, type) WHERE cause_id IS NULL DO UPDATE
         SET valid_from = greatest(e.valid_from, EXCLUDED.valid_from),
             record_version = greatest(e.record_version, EXCLUDED.record_version)
       WHERE EXCLUDED.valid_from > e.valid_from OR (e.valid_from IS NULL AND EXCLUDED.valid_from IS NOT NULL)
          OR EXCLUDED.record_version > e.record_version
          OR (e.record_version IS NULL AND EXCLUDED.record_version IS NOT NULL)`;

/**
 * The events of history rows `rows` taken one each, with no grouping and no search for an
 * earlier event of the transaction (the conflict finds it): rows of distinct records and types,
 * a write of the API's one row (ADR 0122).
 */
export function oneRowEventsSelect(schema: string, rows: string, source?: TableSource): string {
  return `SELECT w.aggregate, w.id, w.type, w.permission, replace(w.link, '{}', w.id), w.valid, w.version,
             w.recorded_at, w.subject, w.request_id, w.operation,
             jsonb_build_object('id', w.id, 'operation', w.operation)
        FROM (${eventsOfRows(schema, rows, source)}) w`;
}

/**
 * The events of history rows `rows` grouped per record, type and permission (ADR 0089): one per
 * record and type however many rows name it, in the order of their first row, less those an
 * earlier statement of the transaction already wrote as they would be.
 *
 * A row whose event this transaction already wrote with a first day and version at least its own
 * is left out before the grouping (ADR 0161), not its group after it: an import's second table
 * names the records its first one did (a schedule's revisions, its schedule), and its rows are
 * then neither sorted nor grouped to write nothing. The same events are written: a group is left
 * out whole exactly when each of its rows is (the earlier event's day and version at least the
 * group's greatest); a group of which some rows are left out meets that event in the conflict,
 * which keeps the greatest day and version of the event and of the rows kept, the same as of all
 * (a row left out is below the event's); and a group none of whose rows is left out is as before.
 */
export function groupedEventsSelect(schema: string, rows: string, source?: TableSource): string {
  const s = quoteIdent(schema);
  return `SELECT g.aggregate, g.id, g.type, g.permission, replace(g.link, '{}', g.id), g.valid, g.version,
             g.recorded_at, g.subject, g.request_id, g.operation,
             jsonb_build_object('id', g.id, 'operation', g.operation)
        FROM (SELECT w.aggregate, w.id, w.type, w.permission, w.link, max(w.valid) AS valid,
                     max(w.version) AS version, min(w.recorded_at) AS recorded_at,
                     (array_agg(w.subject ORDER BY w.row_id))[1] AS subject,
                     (array_agg(w.request_id ORDER BY w.row_id))[1] AS request_id,
                     (array_agg(w.operation ORDER BY w.row_id))[1] AS operation, min(w.row_id) AS first
                -- Each row's event made apart (\`OFFSET 0\`), so that what is matched with the
                -- transaction's events holds the event's columns, not the row's images.
                FROM (SELECT * FROM (${eventsOfRows(schema, rows, source)}) e OFFSET 0) w
               -- A row whose event this transaction already wrote as the row would leave it.
               WHERE NOT EXISTS (SELECT FROM ${s}.events x
                                  WHERE x.xid = pg_current_xact_id() AND x.cause_id IS NULL
                                    AND x.aggregatetype = w.aggregate AND x.aggregateid = w.id AND x.type = w.type
                                    AND (w.valid IS NULL OR x.valid_from >= w.valid)
                                    AND (w.version IS NULL OR x.record_version >= w.version))
               GROUP BY w.aggregate, w.id, w.type, w.permission, w.link) g
       ORDER BY g.first`;
}

/** The columns a history function writes, in the order of its statements' values. */
export const HISTORY_COLUMNS =
  'table_name, record_id, action, row_before, row_after, subject, request_id, operation, reason';

/** How a history function's statement writes its history rows, for `recordedWithEventsSql`. */
export type HistoryRows =
  /** At most one row (an update or a deletion of one row). */
  | { one: true }
  /**
   * A set of rows of a statement whose transition table `sizedBy` holds its rows: one such row
   * writes one history row when `oneEach` (a table recorded row by row).
   */
  | { sizedBy: 'new_rows' | 'old_rows'; oneEach: boolean }
  /** A set of rows of unknown size (a truncation). */
  | { sizedBy: null };

/**
 * The PL/pgSQL of a history function writing the rows `rowsSelect` gives (`HISTORY_COLUMNS`, in
 * their order) to its partition `history`, and their events, as one statement (ADR 0146): the
 * history's insert is a data-modifying CTE beside the outbox's, which reads the same rows, in the
 * writer's statement and transaction. No trigger on the history, no transition table of its
 * rows: a write of the API pays one statement for its history row and its event. The rows give
 * the events `record_events()` gave (ADRs 0089, 0122, 0138): one per record, type and
 * transaction, baselines and tables of no family none.
 *
 * One history row takes its event straight from the row, with no grouping and no search for an
 * earlier one (the conflict finds it). A set is grouped, by the plan PL/pgSQL keeps for the
 * connection up to `SMALL_STATEMENT_ROWS` rows of the statement, and planned at its run
 * (`EXECUTE`), with the memory to group them, beyond (an import). When the statement wrote or
 * raised an event, the writer's connection is told (`EVENTS_WRITTEN_NOTICE`, ADR 0114), unless
 * its session said it does not listen (`EVENT_NOTICES_SETTING` off: no webhook subscription is
 * active, ADR 0156). The function declares `written bigint` and `kept_work_mem text`.
 */
export function recordedWithEventsSql(
  schema: string,
  source: TableSource,
  history: string,
  rowsSelect: string,
  rows: HistoryRows,
): string {
  const s = quoteIdent(schema);
  // The rows are made first, then written to the history and read for their events: the writer
  // may hold INSERT alone on the history (a carrier's role, ADR 0121), which \`RETURNING\` would
  // need SELECT for. Each row's number stands for its history id (the order it is written in).
  const statement = (select: string, numbered: boolean) => `WITH recorded AS MATERIALIZED (
        SELECT ${numbered ? 'row_number() OVER ()' : '1::bigint'} AS id, r.*, now() AS recorded_at
          FROM (${rowsSelect}) r (${HISTORY_COLUMNS})),
           kept AS (INSERT INTO ${history} (${HISTORY_COLUMNS}) SELECT ${HISTORY_COLUMNS} FROM recorded)
      INSERT INTO ${s}.events AS e
             ${EVENT_COLUMNS}
      ${select}
      ${ONE_PER_WRITE}`;
  const one = `${statement(oneRowEventsSelect(schema, 'recorded', source), false)};
        GET DIAGNOSTICS written = ROW_COUNT;`;
  const grouped = statement(groupedEventsSelect(schema, 'recorded', source), true);
  const planned = `kept_work_mem := current_setting('work_mem');
        PERFORM set_config('work_mem', '64MB', true);
        EXECUTE $q$${grouped}$q$;
        GET DIAGNOSTICS written = ROW_COUNT;
        PERFORM set_config('work_mem', kept_work_mem, true);`;
  const body =
    'one' in rows
      ? one
      : rows.sizedBy === null
        ? planned
        : `IF ${
            rows.oneEach
              ? `NOT EXISTS (SELECT FROM ${rows.sizedBy} OFFSET 1) THEN
        ${one}
      ELSIF `
              : ''
          }NOT EXISTS (SELECT FROM ${rows.sizedBy} OFFSET ${SMALL_STATEMENT_ROWS}) THEN
        ${grouped};
        GET DIAGNOSTICS written = ROW_COUNT;
      ELSE
        ${planned}
      END IF;`;
  // The notice is a message of its own, flushed to the client at once (a send, a packet, a read
  // in the service): only for a connection that listens (ADR 0156).
  return `${body}
      IF written > 0 AND current_setting(${quoteLiteral(EVENT_NOTICES_SETTING)}, true) IS DISTINCT FROM 'off' THEN
        RAISE NOTICE ${quoteLiteral(EVENTS_WRITTEN_NOTICE)};
      END IF;`;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
