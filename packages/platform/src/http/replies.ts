/**
 * What a handler answers (`Reply`, made by `ok`, `created` ...) and how the app writes it, and
 * the request a handler is given (`ApiRequest`), typed from the generated `operations`.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import type { Request, Response } from 'express';
import type { Principal } from '../auth.ts';
import type { FileBody } from '../csv-read.ts';
import type { Operation } from '../openapi.ts';

/** What a handler answers; the app turns it into the HTTP response. */
export interface Reply {
  status: number;
  body?: unknown;
  /**
   * A JSON document already serialised (by Postgres, say), sent as is instead of `body`; as
   * UTF-8 bytes when the same document is sent many times (no encoding per answer).
   */
  jsonText?: string | Buffer;
  /**
   * `jsonText` compressed with gzip, kept with it: sent instead, with `Content-Encoding: gzip`,
   * to a request whose `Accept-Encoding` takes gzip. A large answer read again and again leaves
   * in a tenth of the bytes, without compressing it at each read.
   */
  gzipped?: Buffer;
  /** A body written as it is produced (a file export), with its media type. */
  stream?: { mediaType: string; body: Readable };
  headers?: Record<string, string>;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
/**
 * 200 with a JSON document built elsewhere, sent without parsing and re-serialising it: for
 * large answers that Postgres assembles itself. Responses are still checked against the
 * contract when response validation is on (tests).
 */
export const okJsonText = (jsonText: string | Buffer, gzipped?: Buffer): Reply =>
  gzipped ? { status: 200, jsonText, gzipped } : { status: 200, jsonText };
/**
 * 200 with a body streamed as it is produced (an archive of many megabytes is never held
 * whole). Headers leave with the first bytes: refuse before streaming; a failure afterwards
 * can only break the connection off, which the client sees as a truncated answer.
 */
export const okStream = (mediaType: string, body: Readable, headers: Record<string, string> = {}): Reply => ({
  status: 200,
  stream: { mediaType, body },
  headers,
});
export const noContent = (): Reply => ({ status: 204 });
/** 201 with `{id}` and a Location header naming the new record. */
export const created = (id: string, location: string): Reply => ({
  status: 201,
  body: { id },
  headers: { Location: location },
});
/** 201 with no body (where the contract declares an empty answer) and a Location header. */
export const createdEmpty = (location: string): Reply => ({ status: 201, headers: { Location: location } });

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
/** A text body (a file: CSV) held by a reading thread, UTF-8 checked, never decoded whole (`bodyParsing`). */
type Text<T> = T extends { content: { 'text/csv': unknown } } ? FileBody : never;
type Binary<T> = T extends { content: { 'application/zip': unknown } } ? Buffer : never;
type BodyOf<O> = O extends { requestBody?: infer R }
  ? Json<NonNullable<R>> | Text<NonNullable<R>> | Binary<NonNullable<R>>
  : never;
type ParamsOf<O, K extends string> = O extends { parameters: { [P in K]?: infer Q } }
  ? NonNullable<Q> extends never
    ? Record<string, never>
    : NonNullable<Q>
  : Record<string, never>;

/** The size a text or binary body may reach as it is read, and the refusal past it. */
export interface FileBodyLimit {
  bytes: number;
  /** The niceness of the reading thread holding and reading a body (`IMPORT_READING_THREAD_NICENESS`). */
  readingThreadNiceness?: number;
  refusal(): Error;
  /**
   * The refusal of a file body to `operationId` before a byte of it is read (every import
   * place taken), or undefined to read it.
   */
  before?(operationId: string): Error | undefined;
}

/** A request as a handler sees it: typed from the generated `operations` interface. */
export interface ApiRequest<O = unknown> {
  params: ParamsOf<O, 'path'>;
  query: ParamsOf<O, 'query'>;
  body: BodyOf<O>;
  principal: Principal;
  operation: Operation;
  headers: IncomingHttpHeaders;
  requestId: string;
  /** Aborted when the client closes the connection before its answer is sent (an import stops). */
  signal: AbortSignal;
}

export type OperationHandler<O = unknown> = (request: ApiRequest<O>) => Promise<Reply> | Reply;

/** One handler per operation of the service's contract; the compiler checks none is missing. */
export type HandlerMap<Ops> = { [K in keyof Ops]: OperationHandler<Ops[K]> };

/** Writes `reply` on `res`; `validating`: the contract validator watches what goes through `res.json`. */
export function sendReply(res: Response, reply: Reply, validating: boolean): void {
  if (!validating && writtenAsJson(res, reply)) return;
  if (reply.headers) res.set(reply.headers);
  res.status(reply.status);
  if (reply.stream) {
    res.type(reply.stream.mediaType);
    // A failure once bytes are out breaks the connection off (pipeline destroys the response).
    pipeline(reply.stream.body, res, () => undefined);
  } else if (reply.jsonText !== undefined) {
    const gzipped = gzippedFor(res, reply);
    if (gzipped) {
      res.setHeader('Content-Encoding', 'gzip');
      // The validator checks the document that goes through res.json; the bytes sent are the
      // same document compressed.
      if (validating) res.send = () => res.type('application/json').end(gzipped);
    }
    // The validator checks what goes through res.json: parse only when it is watching.
    if (validating) res.json(JSON.parse(reply.jsonText.toString()));
    else res.type('application/json').send(gzipped ?? reply.jsonText);
  } else if (reply.body === undefined) res.end();
  else res.json(reply.body);
}

/**
 * Writes a 2xx JSON answer (`body` or `jsonText`) as express's `res.json` does, with what it
 * would do for such an answer only: the same `Content-Type` (`application/json;
 * charset=utf-8`), `Content-Length`, the reply's headers as strings, no body for a HEAD. Left
 * to express (false, nothing written): any other answer, one whose headers name its own
 * `Content-Type` or `Transfer-Encoding`, and a conditional request (`If-None-Match`,
 * `If-Modified-Since`), which express may answer 304 from the reply's `ETag`. Express parsed
 * and formatted the media type, looked up its charset and went through `res.send`'s checks
 * on every answer (ADR 0132).
 */
function writtenAsJson(res: Response, reply: Reply): boolean {
  const { status, headers } = reply;
  if (reply.stream || status < 200 || status > 299 || status === 204 || status === 205) return false;
  const request = res.req.headers;
  if (request['if-none-match'] !== undefined || request['if-modified-since'] !== undefined) return false;
  if (headers) {
    for (const name in headers) {
      const lower = name.toLowerCase();
      if (lower === 'content-type' || lower === 'transfer-encoding') return false;
    }
  }
  const gzipped = gzippedFor(res, reply);
  const text: string | Buffer | undefined =
    gzipped ?? reply.jsonText ?? (reply.body === undefined ? undefined : JSON.stringify(reply.body));
  if (text === undefined) return false;
  if (headers) for (const name in headers) res.setHeader(name, String(headers[name]));
  if (gzipped) res.setHeader('Content-Encoding', 'gzip');
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', typeof text === 'string' ? Buffer.byteLength(text) : text.length);
  if (res.req.method === 'HEAD') res.end();
  else res.end(text);
  return true;
}

/** The reply's gzipped bytes when it has them and the request takes gzip (`takesGzip`). */
function gzippedFor(res: Response, reply: Reply): Buffer | undefined {
  return reply.gzipped && takesGzip(res.req) ? reply.gzipped : undefined;
}

/**
 * Whether a request takes gzip: an `Accept-Encoding` naming it (or `*`) with a non-zero weight. A
 * request without the header is sent the bytes as they are, as clients that send none expect.
 */
export function takesGzip(req: Request): boolean {
  return req.headers['accept-encoding'] !== undefined && req.acceptsEncodings('gzip', 'identity') === 'gzip';
}
