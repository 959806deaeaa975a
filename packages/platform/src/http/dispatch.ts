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
import { withWriteGate, writeGateOf, type WriteGate } from '../commit-gate.ts';
import { constraintProblem } from '../database-errors.ts';
import { BadRequestError, CarrierScopeError, type PlatformProblemCode } from '../errors.ts';
import { retryingRead, type Database } from '../db.ts';
import { inOneTransaction, rollingBack } from '../dry-runs.ts';
import type { Clock } from '../clock.ts';
import type { ConstraintTable } from '../database-errors.ts';
import type { Logger } from '../logger.ts';
import type { ApiSpec, Operation } from '../openapi.ts';
import { sendReply, type ApiRequest, type OperationHandler, type Reply } from './replies.ts';
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
  const { spec } = options;
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
    const call: HandlerCall = { handler, req, res, query, principal, operation, gate, options };
    const reply = gate ? await withWriteGate(gate, () => served(call, context)) : await served(call, context);
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

/** A request's call of its operation's handler (`served`, `handled`). */
interface HandlerCall {
  handler: OperationHandler<never>;
  req: Request;
  res: Response;
  query: Record<string, unknown>;
  principal: Principal;
  operation: Operation;
  gate: WriteGate | undefined;
  options: DispatchOptions;
  /** Made when a handler asks for it: most never do. */
  clientLeft?: AbortSignal;
}

/**
 * The handler's reply, run with the request's identity: in a transaction rolled back afterwards
 * for a dry run of a changing operation (the answer, or refusal, says so); for a token scoped to
 * a carrier, every statement of the request in one transaction, run as the carrier role with
 * the carrier in `app.carrier_id` (both local to it), which the tables' row-level security
 * reads (ADR 0081), committed if the handler answers; a read sent once more when its
 * connection was lost across a switchover of the primary (`retryingRead`), a write never.
 * Every connection the request takes carries its identity.
 */
function served(call: HandlerCall, context: RequestContext): Promise<Reply> {
  const { options, operation, principal } = call;
  const dryRun = isDryRun(call.req);
  if (dryRun && !options.database) throw new Error(`${options.service}: a dry run needs the database`);
  const carrier = principal.carrierId
    ? { role: CARRIER_SCOPE_ROLE, 'app.carrier_id': principal.carrierId }
    : undefined;
  return withRequestContext(context, () =>
    dryRun
      ? rollingBack(options.database as Database, () => handled(call), carrier)
      : carrier
        ? inOneTransaction(options.database as Database, () => handled(call), carrier)
        : operation.readOnly
          ? retryingRead(
              () => handled(call),
              (error) =>
                options.logger.warn(
                  { err: error, operation: operation.operationId },
                  'read retried after a lost connection',
                ),
            )
          : handled(call),
  );
}

/** The handler's reply to the request; a write stopped by its gate, or refused by a constraint, as its problem. */
async function handled(call: HandlerCall): Promise<Reply> {
  const { gate } = call;
  try {
    return await call.handler(new HandlerRequest(call));
  } catch (error) {
    // A write stopped by its gate (its statement cancelled, its commit refused) rolled back.
    if (gate?.closed && !gate.committed) throw gate.refusal(error);
    // A constraint's refusal is worked out while the request's operation is still known.
    throw constraintProblem(error, call.options.constraints) ?? error;
  }
}

/**
 * The request a handler is given. Its `signal` is made on its first read (most handlers never
 * read it) by a getter of the class, one function for every request: a getter written in an
 * object literal made per request (as before) gave each request's object a hidden class of its
 * own, which V8 keeps in the old generation, holding the getter's closure and through it the
 * request and its answer; every young collection took that for a live reference, so every
 * request outlived the young collections until a full one (ADR 0153).
 */
const callOf = Symbol('handler call');

class HandlerRequest implements ApiRequest<never> {
  readonly params: never;
  readonly query: never;
  readonly body: never;
  readonly principal: Principal;
  readonly operation: Operation;
  readonly headers: Request['headers'];
  readonly requestId: string;
  /** The call this context was made from. */
  readonly [callOf]: HandlerCall;

  constructor(call: HandlerCall) {
    const { req } = call;
    this.params = (req.operationParams ?? {}) as never;
    this.query = call.query as never;
    this.body = req.body as never;
    this.principal = call.principal;
    this.operation = call.operation;
    this.headers = req.headers;
    this.requestId = req.requestId;
    this[callOf] = call;
  }

  get signal(): AbortSignal {
    const call = this[callOf];
    return (call.clientLeft ??= whenClientLeaves(call.res));
  }
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
