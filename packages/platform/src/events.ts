/**
 * The change feed (ADR 0065): each service's transactional outbox, its `GET …/events` feed and
 * the events a change recorded ahead emits on the day it comes into force.
 *
 * - The outbox is `<schema>.events`, written by the functions of the schema's `history` (the
 *   audit trail, ADR 0021) in the statement recording the history rows (`recordedWithEventsSql`,
 *   ADR 0146; the rows grouped as ADR 0089 made them): the history rows of a table that
 *   belongs to a family give, in the writer's own transaction, the event of their record for that
 *   transaction and operation (one per transaction, record and type, however many rows the write
 *   touched). A rolled-back write
 *   (a failure, a dry run) rolls its events back with it; a write is never without its event.
 *   The columns follow the shape Debezium's outbox event router reads (`aggregatetype`,
 *   `aggregateid`, `type`, `payload`).
 * - Which tables belong to which family, and which operations act on which family, are read
 *   from the contract at each start (`installEventSources`): a family is one with a
 *   `GET …/{id}/changes` (its `ChangeFamily`), an operation acts on the family its `x-permission`
 *   names.
 * - The feed (`readEvents`) serves the events of transactions that have all finished, in the
 *   order of their transaction ids then ids: an event is served only once every transaction
 *   that could still write one before it has ended, so a consumer resuming from its cursor
 *   misses none.
 * - `emitCameIntoForce` writes, once, the second event of a change recorded ahead, on its day.
 */
import type { Knex } from 'knex';
import type { Principal } from './auth.ts';
import type { ChangeFamily } from './changes.ts';
import { EVENTS_WRITTEN_NOTICE } from './commit-gate.ts';
import {
  EVENT_COLUMNS,
  groupedEventsSelect,
  ONE_PER_WRITE,
  oneRowEventsSelect,
  SMALL_STATEMENT_ROWS,
} from './outbox-sql.ts';
import { rebuildHistoryFunctions } from './audit.ts';
import { schemaOf, type Database } from './db.ts';
import { AppError, type FieldError } from './errors.ts';
import type { Clock } from './clock.ts';
import { ok, type Reply } from './http/replies.ts';
import type { ApiSpec } from './openapi.ts';
import type { ServiceConfig } from './config.ts';

/** The columns of the outbox and its bookkeeping, as a migration of each service writes them. */
export function eventsSql(schema: string): string {
  const s = quoteIdent(schema);
  return `
    CREATE TABLE ${s}.events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      -- The writer's transaction: the feed serves an event once every transaction before it ended.
      xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      aggregatetype text NOT NULL,
      aggregateid text NOT NULL,
      type text NOT NULL,
      -- The read permission of the record's family: a reader without it is not served the event.
      permission text NOT NULL,
      link text,
      -- The first day the change applies (valid time), for a dated change.
      valid_from date,
      record_version bigint,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      subject text,
      request_id text,
      operation text,
      -- For an event of a change coming into force: the event that recorded it (once each).
      cause_id bigint UNIQUE REFERENCES ${s}.events (id) ON DELETE CASCADE,
      payload jsonb NOT NULL
    );
    CREATE UNIQUE INDEX events_one_per_write ON ${s}.events (xid, aggregatetype, aggregateid, type)
      WHERE cause_id IS NULL;
    CREATE INDEX events_in_order ON ${s}.events (xid, id);
    CREATE INDEX events_recorded_ahead ON ${s}.events (valid_from)
      WHERE valid_from IS NOT NULL AND cause_id IS NULL;
    ${notAuditedComment('events', 'the change feed’s outbox, itself made from the history (ADR 0065)')};

    CREATE TABLE ${s}.event_sources (
      table_name text PRIMARY KEY,
      family text NOT NULL,
      aggregate text NOT NULL,
      record_column text NOT NULL,
      permission text NOT NULL,
      link text
    );
    ${notAuditedComment('event_sources', 'which family each table belongs to, read from the contract at each start (ADR 0065)')};

    CREATE TABLE ${s}.event_operations (
      operation text PRIMARY KEY,
      family text NOT NULL,
      action text NOT NULL
    );
    ${notAuditedComment('event_operations', 'the family and action of each write operation, read from the contract at each start (ADR 0065)')};
  `;
}

/**
 * `record_events()`: the trigger function that wrote the outbox from the history, once per statement
 * that inserted history rows, from its transition table; kept for the migrations that made it,
 * retired by `retireRecordEventsSql` (ADR 0146: the history's functions write the events). The
 * rows give one event per record, type and transaction: the rows of one record in one statement
 * are one event, and an event of the same record and type written earlier in the transaction is
 * updated. Its first day (`valid_from`) is the latest of its rows' (a period ended from a day
 * applies the day after its new end), its `record_version` the highest. Baselines give none.
 *
 * A statement that recorded one history row (a write of the API: an update or a deletion is
 * recorded by a row trigger, one history insert per row) takes the one-row path: its event
 * inserted straight from the row, its source and operation found by key, with no grouping and
 * no search for an earlier event of the transaction (the conflict below finds it, one row
 * locked, its own). The set-based insert, planned and run for that one row, made a write of
 * the API cost the database 1.35x (ADR 0122). A larger statement is set based, so that an import
 * writing 100,000 rows in one statement costs one statement here, not 100,000 (a row trigger's
 * cost, which made a permit import of that size take a minute; ADR 0089).
 *
 * What a write of the API pays for its event is one statement (ADR 0138): the one-row insert
 * tests the statement's size itself (a one-time filter: a larger statement's rows are not read
 * by it), and only a statement it wrote nothing for asks whether it had more than one row. Its
 * one setting is its pinned `search_path` (every service function works under a caller's other
 * path); the memory to group an import's rows is set for that insert alone, not on every call.
 */
export function recordEventsSql(schema: string): string {
  const s = quoteIdent(schema);
  const insert = `
      INSERT INTO ${s}.events AS e
             ${EVENT_COLUMNS}
      ${groupedEventsSelect(schema, 'new_rows')}
      ${ONE_PER_WRITE}
`;
  return `
    DROP TRIGGER IF EXISTS record_event ON ${s}.history;
    DROP FUNCTION IF EXISTS ${s}.record_event();
    CREATE OR REPLACE FUNCTION ${s}.record_events() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
    DECLARE
      written bigint;
      kept_work_mem text;
    BEGIN
      -- One history row (a write of the API): its event, no grouping, no search for an earlier
      -- one. The statement's size is tested inside this insert, not by a statement of its own.
      INSERT INTO ${s}.events AS e
             ${EVENT_COLUMNS}
      ${oneRowEventsSelect(schema, 'new_rows')}
       WHERE NOT EXISTS (SELECT FROM new_rows OFFSET 1)
      ${ONE_PER_WRITE};
      GET DIAGNOSTICS written = ROW_COUNT;
      -- Two conditions, not one: \`written = 0\` alone is evaluated without a statement.
      IF written = 0 THEN
        IF EXISTS (SELECT FROM new_rows OFFSET 1) THEN
          -- A statement of a few rows runs the plan PL/pgSQL keeps for the connection: planning
          -- this insert costs more than running it for a few rows. A larger one (an import) is
          -- planned at its run (EXECUTE) for its own rows, with the memory to group them: the kept
          -- plan, made for a few rows, would be run again for 100,000.
          IF NOT EXISTS (SELECT FROM new_rows OFFSET ${SMALL_STATEMENT_ROWS}) THEN
${insert}          ;
            GET DIAGNOSTICS written = ROW_COUNT;
          ELSE
            kept_work_mem := current_setting('work_mem');
            PERFORM set_config('work_mem', '64MB', true);
            EXECUTE $q$${insert}          $q$;
            GET DIAGNOSTICS written = ROW_COUNT;
            PERFORM set_config('work_mem', kept_work_mem, true);
          END IF;
        END IF;
      END IF;
      -- Tells the writer's connection its transaction wrote events (ADR 0114), from here rather
      -- than from a trigger on the outbox: one trigger fewer a write, and a notice whose context
      -- (each level's SQL text) no longer holds the insert above (ADR 0129). A statement whose
      -- rows gave no event, or only one already written, tells nothing.
      IF written > 0 THEN
        RAISE NOTICE ${quoteLiteral(EVENTS_WRITTEN_NOTICE)};
      END IF;
      RETURN NULL;
    END;
    $$;
  `;
}

/**
 * Retires `record_events()` and its triggers on the history and its partitions (ADR 0146): the
 * history's functions write the events themselves (`recordedWithEventsSql`).
 */
export function retireRecordEventsSql(schema: string): string {
  return `DROP FUNCTION IF EXISTS ${quoteIdent(schema)}.record_events() CASCADE`;
}

/**
 * The outbox's "once" for the events of a change coming into force, an index of those events
 * only: every other event's `cause_id` is null, and a unique index of the whole column took an
 * entry for each of them, on every write (ADR 0138). The came-into-force insert names it as its
 * conflict (`emitCameIntoForce`); the cascade from a pruned event finds its events by it too.
 */
export function cameIntoForceOnceSql(schema: string): string {
  const s = quoteIdent(schema);
  return `
    CREATE UNIQUE INDEX events_came_into_force_once ON ${s}.events (cause_id) WHERE cause_id IS NOT NULL;
    ALTER TABLE ${s}.events DROP CONSTRAINT events_cause_id_key;
  `;
}

/** The channel a service's outbox announces its commits on: `<schema>_events` (ADR 0109). */
export function eventsChannel(schema: string): string {
  return `${schema}_events`;
}

/**
 * `announce_events()`: a statement trigger on the outbox telling the writer's connection that
 * its transaction wrote events (`RAISE NOTICE`, `EVENTS_WRITTEN_NOTICE`: a message to that client
 * alone, sent at once, locking nothing). The service announces the commit on
 * `eventsChannel(schema)` once it sees it succeed, outside the writer's transaction (ADR 0114,
 * amending 0109, whose `pg_notify` here made every writer's commit wait on the notification
 * queue's lock). It fires for a statement sent to the outbox itself (the came-into-force events);
 * one run by a trigger (a history function, which tells the connection itself: ADRs 0129, 0146) does not
 * fire it. A statement that wrote no row (a conflict left alone) tells it too: a round for
 * nothing.
 */
export function announceEventsSql(schema: string): string {
  const s = quoteIdent(schema);
  return `
    CREATE OR REPLACE FUNCTION ${s}.announce_events() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
    BEGIN
      RAISE NOTICE ${quoteLiteral(EVENTS_WRITTEN_NOTICE)};
      RETURN NULL;
    END;
    $$;
    DROP TRIGGER IF EXISTS announce_events ON ${s}.events;
    CREATE TRIGGER announce_events AFTER INSERT ON ${s}.events
      FOR EACH STATEMENT WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION ${s}.announce_events();
  `;
}

/**
 * `change_still_holds(aggregate, id, day)`: whether a dated change of a record that starts on
 * `day` is still in its dated rows: a row of one of its tables starts on `day`, or ends the day
 * before (a period ended from `day`). A change recorded ahead and then cancelled, or moved to
 * another day, no longer is, and does not come into force (ADR 0072). A record with no dated
 * table always holds.
 */
export function changeStillHoldsSql(schema: string): string {
  const s = quoteIdent(schema);
  return `
    CREATE FUNCTION ${s}.change_still_holds(p_aggregate text, p_id text, p_day date) RETURNS boolean
      LANGUAGE plpgsql STABLE SET search_path FROM CURRENT AS $$
    DECLARE
      src record;
      held boolean;
      dated boolean := false;
    BEGIN
      FOR src IN
        SELECT e.table_name, CASE WHEN e.record_column = '' THEN 'id' ELSE e.record_column END AS record_column,
               EXISTS (SELECT FROM information_schema.columns c
                        WHERE c.table_schema = current_schema() AND c.table_name = e.table_name
                          AND c.column_name = 'effective_to') AS ends
          FROM event_sources e
         WHERE e.aggregate = p_aggregate
           AND EXISTS (SELECT FROM information_schema.columns c
                        WHERE c.table_schema = current_schema() AND c.table_name = e.table_name
                          AND c.column_name = 'effective_from')
      LOOP
        dated := true;
        EXECUTE format('SELECT EXISTS (SELECT FROM %I WHERE %I::text = $1 AND (effective_from = $2%s))',
                       src.table_name, src.record_column,
                       CASE WHEN src.ends THEN ' OR effective_to = $2 - 1' ELSE '' END)
          INTO held USING p_id, p_day;
        IF held THEN RETURN true; END IF;
      END LOOP;
      RETURN NOT dated;
    END;
    $$;
  `;
}

function notAuditedComment(table: string, why: string): string {
  return `COMMENT ON TABLE ${quoteIdent(table)} IS ${quoteLiteral(`Not audited: ${why}`)}`;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Verbs whose past participle is not the verb with `d` or `ed`. */
const IRREGULAR: Record<string, string> = {
  cancel: 'cancelled',
  enrol: 'enrolled',
  set: 'set',
  transfer: 'transferred',
  withdraw: 'withdrawn',
  apply: 'applied',
};

/** What an operation did, from its first word: `suspendCarrier` → `suspended`. */
export function actionOf(operationId: string): string {
  const verb = /^[a-z]+/.exec(operationId)?.[0] ?? operationId;
  if (IRREGULAR[verb]) return IRREGULAR[verb];
  return verb.endsWith('e') ? `${verb}d` : `${verb}ed`;
}

/** A family's record as one word of an event type: `vehicle-categories` → `vehicle-category`. */
export function singular(plural: string): string {
  if (plural.endsWith('ies')) return `${plural.slice(0, -3)}y`;
  if (/(ch|sh|ss|x)es$/.test(plural)) return plural.slice(0, -2);
  return plural.endsWith('s') ? plural.slice(0, -1) : plural;
}

/** `referential.carriers:read` → `carriers`. */
export function resourceOf(permission: string): string {
  return permission.slice(permission.indexOf('.') + 1, permission.lastIndexOf(':'));
}

interface EventSource {
  table_name: string;
  family: string;
  aggregate: string;
  record_column: string;
  permission: string;
  link: string | null;
}

/**
 * The tables of each family (its record's own table and those of its parts), read from the
 * service's changes families and their operations in the contract. A part reached through
 * another part (`through`) has no source of its own: its writes come with its owner's.
 */
export function eventSourcesOf(spec: ApiSpec, families: Record<string, ChangeFamily>): EventSource[] {
  const sources: EventSource[] = [];
  for (const [operationId, family] of Object.entries(families)) {
    const operation = spec.byOperationId.get(operationId);
    if (!operation) throw new Error(`events: no operation ${operationId} in the contract`);
    const recordPath = operation.path.replace(/\/changes$/, '');
    const segments = recordPath.split('/');
    const aggregate = singular(segments.at(-2) ?? '');
    const parameters = recordPath.match(/\{\w+\}/g) ?? [];
    const link = parameters.length === 1 ? recordPath.replace(/\{\w+\}/, '{}') : null;
    const base = {
      family: resourceOf(operation.permission),
      aggregate,
      permission: operation.permission,
      link,
    };
    sources.push({ table_name: family.table, record_column: '', ...base });
    for (const [table, naming] of Object.entries(family.parts ?? {})) {
      if (typeof naming === 'string') sources.push({ table_name: table, record_column: naming, ...base });
    }
  }
  return sources;
}

/**
 * Writes the service's event sources and operations, as the contract says them now (at each
 * start, before the service takes requests), and the history's functions that hold them as
 * constants (ADR 0146): only when they differ from the rows the last start wrote, so that a
 * restart rewrites nothing. Replicas starting together take turns.
 */
export async function installEventSources(
  db: Database,
  spec: ApiSpec,
  families: Record<string, ChangeFamily>,
): Promise<void> {
  const sources = eventSourcesOf(spec, families);
  const operations = spec.operations
    .filter((operation) => !operation.readOnly)
    .map((operation) => ({
      operation: operation.operationId,
      family: resourceOf(operation.permission),
      action: actionOf(operation.operationId),
    }));
  await db.transaction(async (trx) => {
    await trx.raw("SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':event-sources'))");
    // The rows the last start wrote, compared as sets with those of the contract now.
    const held = async (table: string, rows: object[]) => {
      const columns = Object.keys(rows[0] ?? {});
      const keys = (of: object[]) =>
        of
          .map((row) => JSON.stringify(columns.map((column) => (row as Record<string, unknown>)[column])))
          .toSorted();
      const stored = (await trx(table).select(columns)) as object[];
      return JSON.stringify(keys(stored)) === JSON.stringify(keys(rows));
    };
    if ((await held('event_sources', sources)) && (await held('event_operations', operations))) return;
    await trx('event_sources').delete();
    await trx('event_operations').delete();
    if (sources.length > 0) await trx('event_sources').insert(sources);
    if (operations.length > 0) await trx('event_operations').insert(operations);
    // The history's functions write the sources as constants (ADR 0146).
    await rebuildHistoryFunctions(trx, schemaOf(db));
  });
}

/** A position in the feed: the transaction id and the event id of the last event read. */
export interface Cursor {
  xid: string;
  id: string | number;
}

const CURSOR = /^(\d{1,20})-(\d{1,19})$/;
/** The largest transaction id an `xid8` holds. */
const MAX_XID8 = 2n ** 64n - 1n;

export function cursorText(cursor: Cursor): string {
  return `${cursor.xid}-${cursor.id}`;
}

export interface EventRow {
  id: number;
  xid: string;
  aggregatetype: string;
  aggregateid: string;
  type: string;
  link: string | null;
  valid_from: string | null;
  record_version: number | null;
  time: string;
  subject: string | null;
  request_id: string | null;
  operation: string | null;
  cause_id: number | null;
  payload: Record<string, unknown>;
}

/** An event as the feed answers it: a CloudEvent 1.0 in its JSON format. */
export interface CloudEvent {
  specversion: '1.0';
  id: string;
  source: string;
  type: string;
  subject: string;
  time: string;
  datacontenttype: 'application/json';
  /** Where the event stands in the feed: the cursor that resumes after it. */
  cursor: string;
  validfrom?: string;
  recordedby?: string;
  requestid?: string;
  operation?: string;
  data: Record<string, unknown>;
}

export function cloudEvent(service: string, row: EventRow): CloudEvent {
  const data: Record<string, unknown> = { ...row.payload, id: row.aggregateid };
  if (row.link) data.link = row.link;
  if (row.record_version !== null) data.version = row.record_version;
  if (row.cause_id !== null) data.recordedIn = `${service}-${row.cause_id}`;
  return {
    specversion: '1.0',
    id: `${service}-${row.id}`,
    source: `/${service}/v1`,
    type: row.type,
    subject: `${row.aggregatetype}/${row.aggregateid}`,
    time: row.time,
    datacontenttype: 'application/json',
    cursor: cursorText(row),
    ...(row.valid_from ? { validfrom: row.valid_from } : {}),
    ...(row.subject ? { recordedby: row.subject } : {}),
    ...(row.request_id ? { requestid: row.request_id } : {}),
    ...(row.operation ? { operation: row.operation } : {}),
    data,
  };
}

export interface EventsQuery {
  after?: string | null;
  /** Comma-separated. */
  types?: string | null;
  /** Comma-separated, each `<family>/<id>`. */
  subjects?: string | null;
  size?: number | null;
}

export interface EventsPage {
  data: CloudEvent[];
  /** The cursor to read on from: the last event's, or `after` when none came. */
  next: string | null;
  /** The first day a cursor of it would be refused (the oldest event kept), as a cursor. */
  oldest: string | null;
  /** The newest event the feed serves now, of any type and family, as a cursor: where a reader wanting only what comes next starts. */
  newest: string | null;
  retentionDays: number;
}

/** The feed's refusal of a cursor it never issued or no longer keeps. */
export function cursorGone(after: string, oldest: string | null): AppError {
  const errors: FieldError[] = [{ field: 'query.after', message: 'is no cursor of this feed kept now' }];
  return new AppError(
    410,
    'event-cursor-gone',
    oldest
      ? `The cursor ${after} is not one this feed issued, or its event is older than the feed keeps; the oldest cursor available is ${oldest}: read from it, or without a cursor.`
      : `The cursor ${after} is not one this feed issued; the feed holds no event yet: read without a cursor.`,
    { errors },
  );
}

const DEFAULT_SIZE = 100;

/** The instant as the feed answers it: UTC, to the microsecond, with `Z`. */
const TIME = `to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Which events a reader is served: after a position, of these types and subjects, of the families it reads. */
export interface EventSelection {
  after?: Cursor | undefined;
  /** None: every type. */
  types: readonly string[];
  /** Each `<record>/<id>`; none: every record. */
  subjects: readonly string[];
  /** The reader's permissions: a family's events only with its read permission. */
  permissions: readonly string[];
  size: number;
  /** The feed's horizon when the caller has read it already (`feedHorizon`). */
  horizon?: string | undefined;
}

/**
 * The feed's horizon (ADR 0072): the oldest transaction still running that could write this
 * schema's events, or the next transaction id when none runs. The running transactions are the
 * snapshot's; those `pg_stat_activity` shows in another database, or in another service (a
 * connection named, as the services name theirs, after another schema with a feed), cannot write
 * here and are left out; every other one counts (a request, an import, an operator's psql, a
 * prepared transaction, a session whose details the role may not see). Read in a statement of
 * its own, before the events: a transaction that had ended by then has committed (or rolled
 * back) before the events' statement takes its snapshot.
 */
export async function feedHorizon(db: Database | Knex): Promise<string> {
  const result = (await db.raw(
    `WITH snap AS (SELECT pg_current_snapshot() AS s),
     other_feeds AS (
       SELECT ns.nspname FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
        WHERE c.relname = 'events' AND c.relkind IN ('r', 'p') AND ns.nspname <> current_schema()),
     elsewhere AS (
       SELECT backend_xid::text::bigint AS x FROM pg_stat_activity
        WHERE backend_xid IS NOT NULL
          AND ((datname IS NOT NULL AND datname <> current_database())
               OR application_name IN (SELECT nspname FROM other_feeds)))
     SELECT coalesce(
              (SELECT min(x) FROM snap, pg_snapshot_xip(snap.s) AS x
                -- A snapshot's ids are full (64-bit); pg_stat_activity's, their low 32 bits.
                WHERE x::text::bigint % 4294967296 NOT IN (SELECT x FROM elsewhere)),
              (SELECT pg_snapshot_xmax(s) FROM snap))::text AS horizon`,
  )) as { rows: { horizon: string }[] };
  return result.rows[0]?.horizon as string;
}

/**
 * Whether the feed holds an event back: one committed behind a transaction still running that
 * began before it (ADR 0109). Such an event is announced at its commit but served only once the
 * older transaction ends, which announces nothing when it wrote no event or rolled back.
 */
export async function feedHeldBack(db: Database | Knex): Promise<boolean> {
  const horizon = await feedHorizon(db);
  const result = (await db.raw('SELECT EXISTS (SELECT FROM events WHERE xid >= ?::xid8) AS held', [
    horizon,
  ])) as { rows: { held: boolean }[] };
  return result.rows[0]?.held === true;
}

/**
 * The events of finished transactions selected, in feed order: only transactions older than
 * every one still running that could write this schema, so that none can add an event before
 * these (ADR 0065, ADR 0072).
 */
export async function selectEvents(db: Database | Knex, selection: EventSelection): Promise<EventRow[]> {
  const { after, types, subjects } = selection;
  const horizon = selection.horizon ?? (await feedHorizon(db));
  return (await db('events')
    .select('id', 'xid', 'aggregatetype', 'aggregateid', 'type', 'link', 'valid_from', 'record_version')
    .select(db.raw(`${TIME} AS time`))
    .select('subject', 'request_id', 'operation', 'cause_id', 'payload')
    .whereRaw('xid < ?::xid8', [horizon])
    .modify((q) => {
      if (after) void q.whereRaw('(xid, id) > (?::xid8, ?::bigint)', [after.xid, after.id]);
      if (types.length > 0) void q.whereIn('type', [...types]);
      if (subjects.length > 0) {
        void q.whereRaw(`aggregatetype || '/' || aggregateid = ANY (?)`, [[...subjects]]);
      }
    })
    .whereIn('permission', selection.permissions)
    .orderBy([{ column: 'xid' }, { column: 'id' }])
    .limit(selection.size)) as EventRow[];
}

/** The position of the newest event the feed serves below `horizon` (`feedHorizon`), of any type. */
export async function newestServed(db: Database | Knex, horizon: string): Promise<Cursor | undefined> {
  return (await db('events')
    .whereRaw('xid < ?::xid8', [horizon])
    .orderBy([
      { column: 'xid', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first('xid', 'id')) as Cursor | undefined;
}

/**
 * One page of the feed after `after`: the events of finished transactions the principal may read
 * (their family's read permission), of the types and subjects asked, in feed order.
 */
export async function readEvents(
  db: Database | Knex,
  service: string,
  query: EventsQuery,
  principal: Principal,
  retentionDays: number,
): Promise<EventsPage> {
  const oldestRow = (await db('events')
    .orderBy([{ column: 'xid' }, { column: 'id' }])
    .first('xid', 'id')) as Cursor | undefined;
  const oldest = oldestRow ? cursorText(oldestRow) : null;
  let after: Cursor | undefined;
  if (query.after) {
    const parts = CURSOR.exec(query.after);
    // The transaction id in decimal, as the feed writes it: Postgres reads an xid8 with a
    // leading 0 as octal (`0984…` is refused), and one above 2^64 - 1 not at all.
    const xid = parts ? BigInt(parts[1] ?? '0').toString() : '';
    const id = parts?.[2] ?? '';
    const issued =
      parts &&
      BigInt(xid) <= MAX_XID8 &&
      (await db('events')
        .where({ id: Number(id) })
        .whereRaw('xid = ?::xid8', [xid])
        .first('id'));
    if (!issued) throw cursorGone(query.after, oldest);
    after = { xid, id };
  }
  const horizon = await feedHorizon(db);
  const rows = await selectEvents(db, {
    after,
    types: query.types ? query.types.split(',') : [],
    subjects: query.subjects ? query.subjects.split(',') : [],
    permissions: [...principal.permissions],
    size: query.size ?? DEFAULT_SIZE,
    horizon,
  });
  const newestRow = await newestServed(db, horizon);
  const data = rows.map((row) => cloudEvent(service, row));
  const last = rows.at(-1);
  return {
    data,
    next: last ? cursorText(last) : (query.after ?? null),
    oldest,
    newest: newestRow ? cursorText(newestRow) : null,
    retentionDays,
  };
}

/**
 * Writes, once, the event of each change recorded ahead whose first day has come by `today`
 * (`YYYY-MM-DD` in the business time zone): a change whose `valid_from` is after the business
 * day it was recorded on. One replica at a time (an advisory lock); the unique `cause_id` (an
 * index of those events alone, ADR 0138) holds "once" across restarts and replicas. Answers how
 * many it wrote.
 */
export async function emitCameIntoForce(
  db: Database | Knex,
  today: string,
  timeZone: string,
): Promise<number> {
  return db.transaction(async (trx) => {
    const locked = (await trx.raw(
      `SELECT pg_try_advisory_xact_lock(hashtext(current_schema() || ':came-into-force')) AS locked`,
    )) as { rows: { locked: boolean }[] };
    if (!locked.rows[0]?.locked) return 0;
    const written = (await trx.raw(
      `INSERT INTO events (aggregatetype, aggregateid, type, permission, link, valid_from, record_version,
                           subject, request_id, operation, cause_id, payload)
       SELECT e.aggregatetype, e.aggregateid,
              split_part(e.type, '.', 1) || '.' || e.aggregatetype || '.came-into-force',
              e.permission, e.link, e.valid_from, e.record_version, e.subject, e.request_id, e.operation, e.id,
              e.payload || jsonb_build_object('recordedAs', e.type)
         FROM events e
        WHERE e.valid_from IS NOT NULL AND e.cause_id IS NULL AND e.valid_from <= ?::date
          AND e.valid_from > (e.recorded_at AT TIME ZONE ?)::date
          AND NOT EXISTS (SELECT FROM events c WHERE c.cause_id = e.id)
          -- A change cancelled (or moved to another day) before its day does not come into force.
          AND change_still_holds(e.aggregatetype, e.aggregateid, e.valid_from)
        ORDER BY e.xid, e.id
       ON CONFLICT (cause_id) WHERE cause_id IS NOT NULL DO NOTHING`,
      [today, timeZone],
    )) as { rowCount: number };
    return written.rowCount;
  });
}

/**
 * Deletes the events recorded more than `retentionDays` ago, in feed order: every event before
 * the first one kept goes, and the last event is always kept, so that the oldest cursor the feed
 * names is never behind one it refuses.
 */
export async function pruneEvents(db: Database | Knex, retentionDays: number): Promise<number> {
  const deleted = (await db.raw(
    `WITH first_kept AS (
       SELECT xid, id FROM events
        WHERE recorded_at >= now() - make_interval(days => ?)
           OR (xid, id) = (SELECT xid, id FROM events ORDER BY xid DESC, id DESC LIMIT 1)
        ORDER BY xid, id LIMIT 1)
     DELETE FROM events e USING first_kept k WHERE (e.xid, e.id) < (k.xid, k.id)`,
    [retentionDays],
  )) as { rowCount: number };
  return deleted.rowCount;
}

/** What a feed's handler is given. */
interface EventsRequest {
  query: EventsQuery;
  principal: Principal;
}

/** The feed's settings from the service's configuration. */
export function eventsSettings(config: ServiceConfig, clock: Clock): EventsSettings {
  return {
    retentionDays: config.EVENTS_RETENTION_DAYS,
    intervalMs: config.EVENTS_INTERVAL_MS,
    timeZone: clock.timeZone,
    today: () => clock.dayOf(clock.now()),
  };
}

/** The settings of a service's feed. */
export interface EventsSettings {
  retentionDays: number;
  /** How often the scheduled work (came into force, retention) runs; 0: never (tests run it themselves). */
  intervalMs: number;
  timeZone: string;
  /** Today in the business time zone (the services' clock). */
  today: () => string;
}

export interface EventFeed {
  /** The handler of the service's `GET …/events`. */
  handler: (request: EventsRequest) => Promise<Reply>;
  /** Runs the scheduled work once: the changes come into force by today, and retention. */
  runScheduled(): Promise<number>;
  /** Stops the scheduled work. */
  stop(): Promise<void>;
}

/**
 * A service's change feed: its sources written from the contract, its handler, and its scheduled
 * work started (every `intervalMs`, on each replica; the work itself runs once across them).
 */
export async function createEventFeed(
  db: Database,
  options: {
    service: string;
    spec: ApiSpec;
    families: Record<string, ChangeFamily>;
    settings: EventsSettings;
    onError: (error: unknown) => void;
  },
): Promise<EventFeed> {
  const { service, spec, families, settings } = options;
  await installEventSources(db, spec, families);
  const runScheduled = async () => {
    const written = await emitCameIntoForce(db, settings.today(), settings.timeZone);
    await pruneEvents(db, settings.retentionDays);
    return written;
  };
  let running: Promise<unknown> = Promise.resolve();
  const timer =
    settings.intervalMs > 0
      ? setInterval(() => {
          running = runScheduled().catch(options.onError);
        }, settings.intervalMs)
      : undefined;
  timer?.unref();
  if (timer) running = runScheduled().catch(options.onError);
  return {
    handler: async ({ query, principal }) =>
      ok(await readEvents(db, service, query, principal, settings.retentionDays)),
    runScheduled,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
