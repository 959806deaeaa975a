/**
 * Which operation a request is for: the contract's path and method (HEAD served as the path's
 * GET, OPTIONS answered with `Allow`, another method of a known path refused 405), the dry-run
 * preference, and the public documentation of the contract.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Express, NextFunction, Request, Response } from 'express';
import swaggerUi from 'swagger-ui-express';
import type { Principal } from '../auth.ts';
import { AppError, BadRequestError } from '../errors.ts';
import type { ApiSpec, Operation } from '../openapi.ts';
import { takesGzip } from './replies.ts';

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
 * registry's), and sent as the page's large files are (`sendKept`): gzipped to a client taking
 * gzip (the registry's 858 KB to 120 KB), with an `ETag` of its bytes: a client that has it asks
 * with `If-None-Match` and is answered 304, and one whose copy is of another contract (another
 * release) gets the new one.
 * The page links to each operation (`/swagger-ui.html#/bays/searchBays` opens that operation and
 * scrolls to it), keeps only the operations whose tag or path holds what its filter box is given,
 * and keeps the token given to "Authorize" across reloads. Its scripts and style sheet (2.2 MB)
 * are kept the same way (`PAGE_FILES`).
 */
export function mountDocumentation(app: Express, document: Record<string, unknown>, title: string): void {
  let contract: Promise<KeptFile> | undefined;
  app.get('/v3/api-docs', (req, res, next) => {
    contract ??= keptFile('json', Buffer.from(JSON.stringify(document)));
    contract.then((file) => sendKept(req, res, file), next);
  });
  const uiOptions = {
    swaggerOptions: { url: '/v3/api-docs', persistAuthorization: true, deepLinking: true, filter: true },
    customSiteTitle: title,
  };
  const files = new Map<string, Promise<KeptFile>>();
  app.get('/swagger-ui/:file', (req, res, next) => {
    const name = req.params.file;
    if (typeof name !== 'string' || !PAGE_FILES.has(name)) return next();
    let file = files.get(name);
    if (!file) {
      file = readFile(path.join(PAGE_FOLDER, name)).then((bytes) => keptFile(path.extname(name), bytes));
      files.set(name, file);
    }
    file.then((kept) => sendKept(req, res, kept), next);
  });
  app.use('/swagger-ui', swaggerUi.serveFiles(undefined, uiOptions));
  const html = swaggerUi
    .generateHTML(undefined, uiOptions)
    .replace('<head>', '<head>\n  <base href="/swagger-ui/">');
  app.get('/swagger-ui.html', (_req, res) => {
    res.type('html').send(html);
  });
}

/**
 * The page's large files, from the Swagger UI distribution (1.7 MB of script gzipped to about
 * 460 KB). The others (the page's settings script, its icons) go as the distribution's server
 * sends them.
 */
const PAGE_FILES = new Set(['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'swagger-ui.css']);
const PAGE_FOLDER = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** A file served as it was when first asked: its bytes, gzipped beside them, and their digest. */
interface KeptFile {
  /** Its media type, or an extension naming it. */
  type: string;
  bytes: Buffer;
  gzipped: Buffer;
  digest: string;
}

/** A file kept: gzipped off the event loop (a 1.7 MB script takes tens of milliseconds). */
async function keptFile(type: string, bytes: Buffer): Promise<KeptFile> {
  return {
    type,
    bytes,
    gzipped: await gzipped(bytes),
    digest: createHash('sha256').update(bytes).digest('base64url'),
  };
}

const gzipped = promisify(gzip);

/**
 * A kept file, gzipped to a request taking gzip (`takesGzip`), with a strong `ETag` of the bytes
 * sent (each coding its own, as RFC 9110 asks of a strong validator), `Cache-Control: no-cache`
 * and `Vary: Accept-Encoding`: a client asks again with `If-None-Match` and express answers 304
 * while its copy is current.
 */
function sendKept(req: Request, res: Response, file: KeptFile): void {
  const gzip = takesGzip(req);
  res.set({
    ETag: gzip ? `"${file.digest}-gzip"` : `"${file.digest}"`,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  });
  if (gzip) res.set('Content-Encoding', 'gzip');
  res.type(file.type).send(gzip ? file.gzipped : file.bytes);
}
