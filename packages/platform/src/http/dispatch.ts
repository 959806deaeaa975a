/**
 * Dispatch: the operation's handler, run with the request's identity (`withRequestContext`),
 * under its write gate (a write commits only while its client waits and the process is not
 * past its drain), in a rolled-back transaction for a dry run, retried once across a lost
 * connection for a read; its reply written, or its refusal passed on to the problem handler.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { withRequestContext, type RequestContext } from '../audit.ts';
import { CARRIER_SCOPE_ROLE, type Principal } from '../auth.ts';
import { answeredForHeaders } from '../answered-for.ts';
import { withWriteGate, writeGateOf } from '../commit-gate.ts';
import { constraintProblem } from '../database-errors.ts';
import { BadRequestError, CarrierScopeError, type PlatformProblemCode } from '../errors.ts';
import { retryingRead, type Database } from '../db.ts';
import { inOneTransaction, rollingBack } from '../dry-runs.ts';
import type { Clock } from '../clock.ts';
import type { ConstraintTable } from '../database-errors.ts';
import type { Logger } from '../logger.ts';
import type { ApiSpec } from '../openapi.ts';
import { sendReply, type OperationHandler } from './replies.ts';
import { isDryRun } from './routing.ts';

/** What the dispatch takes of the app's options (`HttpAppOptions`). */
export interface DispatchOptions {
  service: string;
  spec: ApiSpec;
  handlers: Record<string, OperationHandler<never>>;
  logger: Logger;
  validateResponses?: boolean;
  constraints?: ConstraintTable;
  database?: Database;
  clock: Clock;
  /** Whether the registry knew anything at an instant (`knowledgeSince`): nothing before it began. */
  knewAt?: (instant: number) => Promise<boolean>;
}

/** The dispatch of every operation of the contract to its handler. */
export function dispatchOperations(options: DispatchOptions): RequestHandler {
  const { spec, logger } = options;
  // Dispatch by the operation the contract matcher found: one map lookup, instead of testing
  // each of the service's routes in turn as express's router would.
  const handlers = new Map<string, OperationHandler<never>>();
  for (const operation of spec.operations) {
    const handler = options.handlers[operation.operationId];
    if (!handler) throw new Error(`${options.service}: no handler for operation ${operation.operationId}`);
    handlers.set(operation.operationId, handler);
  }
  return async (req: Request, res: Response, next: NextFunction) => {
    const operation = req.operation;
    const handler = operation && handlers.get(operation.operationId);
    if (!operation || !handler) {
      next();
      return;
    }
    const principal = req.principal as Principal;
    // Read once: express parses the URL's query anew on each read of `req.query` unless the
    // contract validator has set it (a request with nothing but its path goes without it).
    const query = req.query as { asKnownAt?: unknown; updatedSince?: unknown; at?: unknown };
    // The audit trail the as-known reads rebuild from holds every carrier's rows.
    if (principal.carrierId && query.asKnownAt !== undefined) {
      next(CarrierScopeError.asKnownAt());
      return;
    }
    const asKnownAt =
      query.asKnownAt === undefined ? undefined : await knownAtAsked(query.asKnownAt, options);
    // A search's `updatedSince` (its shape checked against the contract) is applied by the
    // search's page, the one place every search goes through (`paging.ts`).
    const updatedSince = query.updatedSince;
    const context: RequestContext = {
      subject: principal.subject,
      requestId: req.requestId,
      operation: operation.operationId,
      writes: !operation.readOnly,
      ...(asKnownAt === undefined ? {} : { asKnownAt }),
      ...(typeof updatedSince === 'string' ? { updatedSince } : {}),
      ...(operation.toleratesReplicaLag ? { replica: true } : {}),
    };
    // A write commits only while its client waits for the answer and the process is not past
    // its drain (`commit-gate.ts`).
    const gate = operation.readOnly ? undefined : writeGateOf(req);
    if (gate) {
      res.once('close', () => {
        if (!res.writableFinished) gate.close('The client left before its answer');
      });
    }
    let clientLeft: AbortSignal | undefined;
    const handle = async () => {
      try {
        return await handler({
          params: (req.operationParams ?? {}) as never,
          query: query as never,
          body: req.body as never,
          principal,
          operation,
          headers: req.headers,
          requestId: req.requestId,
          // Made when a handler asks for it: most never do.
          get signal() {
            return (clientLeft ??= whenClientLeaves(res));
          },
        });
      } catch (error) {
        // A write stopped by its gate (its statement cancelled, its commit refused) rolled back.
        if (gate?.closed && !gate.committed) throw gate.refusal(error);
        // A constraint's refusal is worked out while the request's operation is still known.
        throw constraintProblem(error, options.constraints) ?? error;
      }
    };
    // A dry run of a changing operation: the handler runs in full in a transaction rolled back
    // afterwards, and the answer (or refusal) says so. Its connection carries the request's
    // identity, as every connection the request takes.
    const dryRun = isDryRun(req);
    if (dryRun && !options.database) throw new Error(`${options.service}: a dry run needs the database`);
    // A read is answered across a switchover of the primary: sent once more when its
    // connection was lost (`retryingRead`). A write never is.
    // A token scoped to a carrier: every statement of the request in one transaction, run as
    // the carrier role with the carrier in `app.carrier_id` (both local to it), which the
    // tables' row-level security reads (ADR 0081); it commits if the handler answers.
    const carrier = principal.carrierId
      ? { role: CARRIER_SCOPE_ROLE, 'app.carrier_id': principal.carrierId }
      : undefined;
    const serve = () =>
      withRequestContext(context, () =>
        dryRun
          ? rollingBack(options.database as Database, handle, carrier)
          : carrier
            ? inOneTransaction(options.database as Database, handle, carrier)
            : operation.readOnly
              ? retryingRead(handle, (error) =>
                  logger.warn(
                    { err: error, operation: operation.operationId },
                    'read retried after a lost connection',
                  ),
                )
              : handle(),
      );
    const reply = gate ? await withWriteGate(gate, serve) : await serve();
    // A read taking `asKnownAt` says which two instants it answers for.
    const stated = answeredForHeaders(
      operation,
      reply.status,
      query,
      context.asKnownAt,
      options.clock,
      reply.headers,
    );
    sendReply(res, stated ? { ...reply, headers: stated } : reply, options.validateResponses ?? false);
  };
}

/**
 * The `asKnownAt` a request names (its shape already checked against the contract), refused
 * when the registry cannot answer for it: an instant not yet come (nothing is known later than
 * now, and answering now would pass off today's answer as a replay), or one before the registry
 * began (nothing was recorded then, so every record would look unknown). The one place every
 * operation's `asKnownAt` is read.
 */
async function knownAtAsked(asKnownAt: unknown, options: DispatchOptions): Promise<string | undefined> {
  if (typeof asKnownAt !== 'string') return undefined;
  const instant = Date.parse(asKnownAt);
  const now = options.clock.now();
  const refuse = (message: string) =>
    new BadRequestError<PlatformProblemCode>('invalid-request', `asKnownAt ${message}.`, [
      { field: 'query.asKnownAt', message },
    ]);
  if (instant > now.getTime())
    throw refuse(`is after now (${now.toISOString()}): nothing is known yet about it`);
  if (options.knewAt && !(await options.knewAt(instant)))
    throw refuse('is before the registry began: nothing was recorded then');
  return asKnownAt;
}

/** A signal aborted when the client closes the connection before the answer is sent. */
function whenClientLeaves(res: Response): AbortSignal {
  const controller = new AbortController();
  const left = () => {
    if (!res.writableFinished) controller.abort();
  };
  if (res.closed) left();
  else res.once('close', left);
  return controller.signal;
}
