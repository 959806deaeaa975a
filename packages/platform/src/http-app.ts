/**
 * The express app of a service, built without listening (tests start it on port 0). Pipeline:
 * request id and logging -> metrics -> public documentation -> routes mounted before the API
 * (MCP) -> operation lookup -> bearer token -> permission (`x-permission`) -> body parsing ->
 * OpenAPI request validation -> the operation's handler -> one problem+json error handler.
 * Authentication and permission come before parsing and validation, so a caller without a
 * token or without the permission learns nothing about what a valid body looks like.
 */
import express, {
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { TokenVerifier } from './auth.ts';
import type { Clock } from './clock.ts';
import type { ConstraintTable } from './database-errors.ts';
import type { Database } from './db.ts';
import { AppError, type PlatformProblemCode } from './errors.ts';
import { authorise } from './http/authorisation.ts';
import { dispatchOperations } from './http/dispatch.ts';
import { requestIdentity } from './http/identity.ts';
import { problemHandler } from './http/problems.ts';
import type { FileBodyLimit, OperationHandler } from './http/replies.ts';
import { matchOperation, mountDocumentation, refuseUnknownMethod } from './http/routing.ts';
import { bodyParsing, contractValidator, refuseUnsafeText } from './http/validation.ts';
import type { Logger } from './logger.ts';
import type { Metrics } from './metrics.ts';
import type { ApiSpec } from './openapi.ts';

export interface HttpAppOptions {
  service: string;
  spec: ApiSpec;
  handlers: Record<string, OperationHandler<never>>;
  verifier: TokenVerifier;
  logger: Logger;
  metrics: Metrics;
  /** Validate every JSON response against the contract (on in tests). */
  validateResponses?: boolean;
  /** Routes served before the API pipeline, which authenticate themselves (MCP). */
  mountBeforeApi?: (app: Express) => void;
  /** Largest JSON body accepted (1 MB). */
  jsonLimit?: string;
  /** Largest text body accepted, by the operations that take one (the permit CSV: 64 MB). */
  textLimit?: string;
  /**
   * The limit of text and binary bodies (the imports' files) and its refusal: applied as the
   * body is read, so that no more than `bytes` of it is ever held (in place of `textLimit`).
   */
  fileBodies?: FileBodyLimit;
  /** The service's constraint names -> domain problems (`mergeConstraints` of its families'). */
  constraints?: ConstraintTable;
  /** The service's database, whose transaction a dry run (`Prefer: dry-run`) rolls back. */
  database?: Database;
  /** The service's clock: an `asKnownAt` after its now is refused. */
  clock: Clock;
  /** Whether the registry knew anything at an instant: an `asKnownAt` before it began is refused. */
  knewAt?: (instant: number) => Promise<boolean>;
}

export function createHttpApp(options: HttpAppOptions): Express {
  const { spec, logger, metrics } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  app.use(
    requestIdentity(
      logger,
      metrics,
      (req: Request, path) => req.operation?.path ?? spec.match(req.method, path)?.operation.path,
    ),
  );
  mountDocumentation(app, spec.document, options.service);
  options.mountBeforeApi?.(app);

  // The API's steps as one handler (`inTurn`), not one layer of express's router each.
  app.use(
    inTurn(
      matchOperation(spec),
      authorise(options.verifier),
      refuseUnknownMethod(spec),
      bodyParsing(
        options.jsonLimit ?? '1mb',
        options.fileBodies?.bytes ?? options.textLimit ?? '64mb',
        options.fileBodies,
      ),
      refuseUnsafeText,
      contractValidator(spec, options.validateResponses ?? false),
      dispatchOperations(options),
    ),
  );
  for (const operationId of Object.keys(options.handlers)) {
    if (!spec.byOperationId.has(operationId)) {
      throw new Error(`${options.service}: handler ${operationId} has no operation in the contract`);
    }
  }

  app.use((req: Request, _res: Response, next: NextFunction) => {
    next(
      new AppError<PlatformProblemCode>(404, 'not-found', `No operation answers ${req.method} ${req.path}.`),
    );
  });
  app.use(problemHandler(logger, options.constraints));
  return app;
}

/**
 * `steps` as one express handler: each runs once the one before calls `next()`; an error
 * (passed to `next`, thrown, or a rejected promise) goes on to the app's error handler, and
 * `next()` after the last step to the app's next layer, as with one router layer per step.
 * Express's router matched each layer's path, wrapped each call and parsed the request's URL
 * anew for each of the API's seven steps: a tenth of a read by id's time (ADR 0126).
 */
export function inTurn(...steps: RequestHandler[]): RequestHandler {
  return (req, res, done) => {
    const turn: Turn = { index: 0, next: done };
    turn.next = nextStep(turn, steps, req, res, done);
    turn.next();
  };
}

/** Where a request is in `inTurn`'s steps: the next step's index, and the `next` it is given. */
interface Turn {
  index: number;
  next: NextFunction;
}

/** `inTurn`'s `next` for one request: runs the step at `turn.index`, or ends with `done`. */
function nextStep(
  turn: Turn,
  steps: RequestHandler[],
  req: Request,
  res: Response,
  done: NextFunction,
): NextFunction {
  return (error?: unknown) => {
    if (error) return done(error);
    const step = steps[turn.index];
    turn.index += 1;
    if (!step) return done();
    try {
      const result: unknown = step(req, res, turn.next);
      if (result instanceof Promise)
        result.catch((failure: unknown) => done(failure ?? new Error('Rejected promise')));
    } catch (failure) {
      done(failure);
    }
  };
}
