/**
 * Which operation a request is for: the contract's path and method (HEAD served as the path's
 * GET, OPTIONS answered with `Allow`, another method of a known path refused 405), the dry-run
 * preference, and the public documentation of the contract.
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Express, NextFunction, Request, Response } from 'express';
import swaggerUi from 'swagger-ui-express';
import type { Principal } from '../auth.ts';
import { AppError, BadRequestError } from '../errors.ts';
import type { ApiSpec, Operation } from '../openapi.ts';
import { sendReply, type Reply } from './replies.ts';

/** The preference (RFC 7240) asking a changing operation to run in full and change nothing. */
export const DRY_RUN_PREFERENCE = 'dry-run';

/**
 * Whether the request asks a changing operation for a dry run; a `dry-run` preference whose
 * value is neither `true` nor `false` is a 400 naming `headers.prefer` (taken as either, a
 * `dry-run=1` meant as a dry run could write).
 */
export function isDryRun(req: Request): boolean {
  if (req.operation === undefined || req.operation.readOnly) return false;
  const asked = dryRunPreference(req.headers);
  if (typeof asked === 'string') {
    const message = `dry-run takes no value, or true or false, not ${JSON.stringify(asked)}`;
    throw new BadRequestError('invalid-request', `The Prefer header's ${message}.`, [
      { field: 'headers.prefer', message },
    ]);
  }
  return asked;
}

/**
 * What the request's `Prefer` header(s) say of a dry run (RFC 7240): `dry-run` alone or
 * `dry-run=true` ask for one, `dry-run=false` or no `dry-run` do not; any other value is
 * returned as given.
 */
export function dryRunPreference(headers: IncomingHttpHeaders): boolean | string {
  const prefer = headers.prefer;
  if (prefer === undefined) return false;
  for (const preference of (Array.isArray(prefer) ? prefer : [prefer]).flatMap((v) => v.split(','))) {
    const [token = '', ...value] = (preference.split(';')[0] ?? '').split('=');
    if (token.trim().toLowerCase() !== DRY_RUN_PREFERENCE) continue;
    if (value.length === 0) return true;
    const given = value
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (given === '' || given.toLowerCase() === 'true') return true;
    if (given.toLowerCase() === 'false') return false;
    return given;
  }
  return false;
}

declare module 'node:http' {
  interface IncomingMessage {
    /** Set by `requestIdentity`. */
    requestId: string;
    /** Set once the bearer token is verified. */
    principal?: Principal;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      operation?: Operation;
      /** Path parameters of the matched operation, by name. */
      operationParams?: Record<string, string>;
      /** The path parameters whose percent-escapes are not UTF-8 (refused by `refuseUnsafeText`). */
      undecodableParams?: string[];
    }
  }
}

/**
 * Finds the request's operation in the contract. OPTIONS names the methods of a path of the
 * contract, which its public document says too, and the media type its PATCH takes in
 * `Accept-Patch`: answered before the token check, as a
 * browser's preflight sends none. HEAD is GET without the content (RFC 9110 §9.3.2): matched,
 * authorised, validated and served as the path's GET; Node leaves the body out of an answer to
 * a HEAD request.
 */
export function matchOperation(spec: ApiSpec) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'OPTIONS') {
      const allowed = allowOf(spec, req.path);
      if (allowed) {
        res.setHeader('Allow', allowed);
        // RFC 5789 §3.1: a path taking PATCH names the patch document's media type it takes.
        const patch = spec.match('PATCH', req.path)?.operation.requestBody?.mediaType;
        if (patch) res.setHeader('Accept-Patch', patch);
        res.status(204).end();
        return;
      }
    }
    if (req.method === 'HEAD' && spec.methodsOf(req.path).includes('GET')) req.method = 'GET';
    const found = spec.match(req.method, req.path);
    if (found) {
      req.operation = found.operation;
      req.operationParams = found.params;
      req.undecodableParams = found.undecodable;
      // Every answer of a dry run says so, a refusal by validation or permission included (a
      // preference of another value is refused after the token's check, by the dispatch).
      if (!found.operation.readOnly && dryRunPreference(req.headers) === true)
        res.setHeader('Preference-Applied', DRY_RUN_PREFERENCE);
    }
    next();
  };
}

/**
 * The `Allow` of a path of the contract: its operations' methods, HEAD beside a GET, and
 * OPTIONS; undefined for a path the contract does not have.
 */
export function allowOf(spec: ApiSpec, path: string): string | undefined {
  const methods = spec.methodsOf(path);
  if (methods.length === 0) return undefined;
  return [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
}

/**
 * 405 with `Allow` for a path of the contract asked with a method it does not take (after the
 * token check, like every other answer of the API).
 */
export function refuseUnknownMethod(spec: ApiSpec) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.operation) return next();
    const allowed = allowOf(spec, req.path);
    if (!allowed) return next();
    next(
      new AppError(405, 'method-not-allowed', `${req.path} takes ${allowed}, not ${req.method}.`, {
        headers: { Allow: allowed },
      }),
    );
  };
}

/**
 * `/v3/api-docs` (the contract as JSON) and `/swagger-ui.html` with its assets under `/swagger-ui/`.
 * The contract is written once, at its first request (not at every start: some 17 ms for the
 * registry's), as bytes and gzipped for a client taking gzip (the registry's 858 KB to 120 KB), with
 * an `ETag` of its bytes: a client that has it asks with `If-None-Match` and is answered 304, and one
 * whose copy is of another contract (another release) gets the new one.
 * The page links to each operation (`/swagger-ui.html#/bays/searchBays` opens that operation and
 * scrolls to it), keeps only the operations whose tag or path holds what its filter box is given,
 * and keeps the token given to "Authorize" across reloads.
 */
export function mountDocumentation(app: Express, document: Record<string, unknown>, title: string): void {
  let contract: Reply | undefined;
  app.get('/v3/api-docs', (_req, res) => {
    contract ??= documentReply(document);
    sendReply(res, contract, false);
  });
  const uiOptions = {
    swaggerOptions: { url: '/v3/api-docs', persistAuthorization: true, deepLinking: true, filter: true },
    customSiteTitle: title,
  };
  app.use('/swagger-ui', swaggerUi.serveFiles(undefined, uiOptions));
  const html = swaggerUi
    .generateHTML(undefined, uiOptions)
    .replace('<head>', '<head>\n  <base href="/swagger-ui/">');
  app.get('/swagger-ui.html', (_req, res) => {
    res.type('html').send(html);
  });
}

/** The contract's document as its answer: its bytes, gzipped beside them, and their `ETag`. */
function documentReply(document: Record<string, unknown>): Reply {
  const jsonText = Buffer.from(JSON.stringify(document));
  return {
    status: 200,
    jsonText,
    gzipped: gzipSync(jsonText),
    headers: {
      ETag: `"${createHash('sha256').update(jsonText).digest('base64url')}"`,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    },
  };
}
