/**
 * The bearer token of every request of the API, and the operation's permission
 * (`x-permission`): checked before the body is read, so that a caller without a token or
 * without the permission learns nothing about what a valid body looks like.
 */
import type { NextFunction, Request, Response } from 'express';
import { bearerToken, type TokenVerifier } from '../auth.ts';
import { CarrierScopeError, ForbiddenError } from '../errors.ts';

/**
 * Verifies the token (401 without a valid one) and the matched operation's permission (403); a
 * token scoped to a carrier is refused (403) an operation not marked `x-carrier-scoped`.
 */
export function authorise(verifier: TokenVerifier) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    try {
      req.principal = await verifier.verify(bearerToken(req.headers.authorization));
    } catch (error) {
      next(error);
      return;
    }
    if (req.operation && !req.principal.permissions.has(req.operation.permission)) {
      next(new ForbiddenError(req.operation.permission));
      return;
    }
    if (req.operation && req.principal.carrierId && !req.operation.carrierScoped) {
      next(CarrierScopeError.operation(req.operation.operationId));
      return;
    }
    next();
  };
}
