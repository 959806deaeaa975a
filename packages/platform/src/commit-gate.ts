/**
 * The commits of a request's writes, held so that a write is never committed for a client that
 * will not be told (ADR 0055). Every statement a writing request sends on a database connection
 * goes through its `WriteGate`: a statement that may commit (a `COMMIT`, or any statement sent
 * outside a transaction) is counted while it runs, and refused once the gate is closed, so that
 * the request's transaction rolls back and it answers 503 instead. The gate closes when the
 * client leaves before its answer, and when a draining process's grace is spent: the drain
 * (`drainable`) then waits for the statements caught committing, and for the answers of the
 * requests whose write is in, before it cuts any connection.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type pg from 'pg';
import { AppError, type PlatformProblemCode } from './errors.ts';

/** What the drain and the database connections know of one writing request. */
export class WriteGate {
  /** Once closed, no statement that may commit starts: the request's write rolls back. */
  private closedFor: string | undefined;
  /** Statements that may commit, running now. */
  private committing = 0;
  /** Whether a statement that may commit succeeded: the request's write may be in. */
  committed = false;
  /** The connections running a statement of the request now (their backends can be cancelled). */
  readonly running = new Set<pg.Client>();
  private waiters: (() => void)[] = [];

  get closed(): boolean {
    return this.closedFor !== undefined;
  }

  /** From now on nothing the request sends commits (`why`: said in its refusal). */
  close(why: string): void {
    this.closedFor ??= why;
  }

  /** Throws the refusal when the gate is closed (a statement that may commit is about to start). */
  admit(): void {
    if (this.closedFor !== undefined) throw this.refusal();
  }

  /** The answer of a request whose gate closed before its write was in (`cause`: what failed). */
  refusal(cause?: unknown): AppError {
    return new AppError<PlatformProblemCode>(
      503,
      'database-unavailable',
      `${this.closedFor ?? 'The service is stopping'}: the request's changes were rolled back and nothing was written; send it again.`,
      { headers: { 'Retry-After': '1' }, cause },
    );
  }

  started(): void {
    this.committing += 1;
  }

  finished(committed: boolean): void {
    this.committing -= 1;
    if (committed) this.committed = true;
    if (this.committing === 0) for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves once no statement that may commit is running (its outcome known). */
  settled(): Promise<void> {
    if (this.committing === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}

const gates = new WeakMap<IncomingMessage, WriteGate>();

/** The gate of a writing request, made at its first ask. */
export function writeGateOf(req: IncomingMessage): WriteGate {
  let gate = gates.get(req);
  if (!gate) gates.set(req, (gate = new WriteGate()));
  return gate;
}

/** The gate of a request, when it has one (a writing request served by a service). */
export function existingWriteGate(req: IncomingMessage): WriteGate | undefined {
  return gates.get(req);
}

/** The gate of the writing request being served (undefined: the platform's own statements). */
const currentGate = new AsyncLocalStorage<WriteGate | undefined>();

/** Runs `work` (a writing request's handler) with its statements held by `gate`. */
export function withWriteGate<T>(gate: WriteGate, work: () => Promise<T>): Promise<T> {
  return currentGate.run(gate, work);
}

/** Runs `work` (statements of the platform's own, such as session settings) outside any gate. */
export function outsideGates<T>(work: () => Promise<T>): Promise<T> {
  return currentGate.run(undefined, work);
}

type Query = (...args: unknown[]) => unknown;
const held = new WeakSet<pg.Client>();

/** How a statement stands to the transaction of its connection. */
function kindOf(text: string): 'begin' | 'commit' | 'rollback' | 'other' {
  const head = text.trimStart().slice(0, 20).toUpperCase();
  if (head.startsWith('BEGIN') || head.startsWith('START TRANSACTION')) return 'begin';
  if (head.startsWith('COMMIT') || head.startsWith('END')) return 'commit';
  if (head.startsWith('ROLLBACK') && !head.startsWith('ROLLBACK TO')) return 'rollback';
  return 'other';
}

/**
 * The notice the outbox's writers raise on the writer's connection: its transaction wrote events
 * (ADR 0114). The history's functions raise it for the events they wrote, `announce_events()`
 * on the outbox for a statement sent to the outbox directly (`recordedWithEventsSql`,
 * `announceEventsSql`, ADRs 0129, 0146).
 */
export const EVENTS_WRITTEN_NOTICE = 'events written to the outbox';

/**
 * The session setting by which a connection tells the history's functions whether it listens to
 * their notice: `off` while nothing of the service wants its commits announced (no webhook
 * subscription active, ADR 0152), and the functions raise none; anything else, or unset, and
 * they raise it (ADR 0156). Set with the request's identity (`applySessionContext`).
 */
export const EVENT_NOTICES_SETTING = 'app.event_notices';

/**
 * Makes every statement sent on `connection` by a writing request go through the request's
 * gate (once per connection; knex's statements, transactions' `BEGIN`/`COMMIT` included, and
 * `copyRows`' COPY all go through `query`). A statement that may commit is refused once the gate
 * is closed; while it runs it is counted, and its success marks the write as in.
 *
 * Whatever the request, a transaction (or a statement outside one) that wrote events, as the
 * outbox's notice tells, calls `onEventsCommitted` once it has committed: never when it rolled
 * back, failed or was a dry run (ADR 0114).
 */
export function holdCommits(connection: pg.Client, onEventsCommitted?: () => void): void {
  if (held.has(connection)) return;
  held.add(connection);
  let inTransaction = false;
  /** The outbox's notice came since the last commit or rollback. */
  let eventsWritten = false;
  if (onEventsCommitted)
    connection.on('notice', (notice) => {
      if (notice.message === EVENTS_WRITTEN_NOTICE) eventsWritten = true;
    });
  const query = connection.query.bind(connection) as Query;
  (connection as unknown as { query: Query }).query = (...args: unknown[]) => {
    const [first] = args;
    // A submittable (COPY) runs inside its import's transaction, which commits by `COMMIT`.
    if (typeof (first as { submit?: unknown } | undefined)?.submit === 'function') return query(...args);
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    const gate = currentGate.getStore();
    if (typeof text !== 'string') return query(...args);
    const kind = kindOf(text);
    if (kind === 'begin') inTransaction = true;
    if (kind === 'rollback') {
      inTransaction = false;
      eventsWritten = false;
    }
    const mayCommit = kind === 'commit' || (kind === 'other' && !inTransaction);
    if (kind === 'commit') inTransaction = false;
    // What the outcome of a statement that may commit tells of the events its transaction wrote.
    const announce =
      onEventsCommitted && mayCommit
        ? (committed: boolean) => {
            if (committed && eventsWritten) onEventsCommitted();
            eventsWritten = false;
          }
        : undefined;
    if (!gate && !announce) return query(...args);
    if (gate && mayCommit) {
      try {
        gate.admit();
      } catch (refusal) {
        eventsWritten = false;
        // A refused COMMIT is sent as a ROLLBACK: knex does not roll back a transaction whose
        // COMMIT failed, and the connection would go back to the pool inside it.
        const ended =
          kind === 'commit'
            ? (query('ROLLBACK') as Promise<unknown>).then(
                () => undefined,
                () => undefined,
              )
            : Promise.resolve();
        const callback = args.find((arg) => typeof arg === 'function') as Query | undefined;
        const refused = ended.then(() => Promise.reject(refusal));
        if (!callback) return refused;
        refused.catch((error: unknown) => callback(error));
        return undefined;
      }
      gate.started();
    }
    gate?.running.add(connection);
    const done = (error: unknown, result: unknown) => {
      // A COMMIT of a failed transaction answers ROLLBACK without an error.
      const committed = !error && (result as { command?: string } | undefined)?.command !== 'ROLLBACK';
      announce?.(committed);
      if (!gate) return;
      gate.running.delete(connection);
      if (mayCommit) gate.finished(committed);
    };
    const at = args.findIndex((arg) => typeof arg === 'function');
    if (at !== -1) {
      const callback = args[at] as Query;
      args[at] = (error: unknown, result: unknown) => {
        done(error, result);
        callback(error, result);
      };
      return query(...args);
    }
    const answer = query(...args) as Promise<unknown>;
    answer.then(
      (result) => done(undefined, result),
      (error: unknown) => done(error, undefined),
    );
    return answer;
  };
}

/**
 * Cancels the statements the gate's request is running (a cancel request on a connection of its
 * own: no pool connection is needed while every one may be taken). A cancelled statement fails,
 * so its transaction rolls back; a COMMIT already past its point of no return still commits, and
 * its outcome is told by `settled`.
 */
export function cancelRunning(gate: WriteGate): void {
  for (const connection of gate.running) {
    const { processID, secretKey, host, port } = connection as unknown as {
      processID: number | null;
      secretKey: number | null;
      host: string;
      port: number;
    };
    if (processID === null || secretKey === null) continue;
    // The protocol's CancelRequest: length 16, code 80877102, the backend's pid and key.
    const request = Buffer.alloc(16);
    request.writeInt32BE(16, 0);
    request.writeInt32BE(80877102, 4);
    request.writeInt32BE(processID, 8);
    request.writeInt32BE(secretKey, 12);
    const socket = host.startsWith('/') ? connect(`${host}/.s.PGSQL.${port}`) : connect(port, host);
    socket.on('error', () => undefined);
    socket.end(request);
  }
}
