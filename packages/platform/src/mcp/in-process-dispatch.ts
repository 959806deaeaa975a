/**
 * Sends a request through an HTTP handler (the service's express app) without a network hop:
 * a real `IncomingMessage` carrying the body, a real `ServerResponse` whose output is
 * captured. The request takes the whole pipeline: request id, token, permission, validation,
 * handler, error rendering, metrics. Written here rather than taken from light-my-request, which
 * rewires the prototypes of every express request and response of the process and so breaks
 * the service's network traffic after its first call (ADR 0011).
 */
import {
  IncomingMessage,
  ServerResponse,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import { Socket } from 'node:net';

export interface DispatchRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface DispatchResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  /** The answer's bytes. */
  data: Buffer;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function dispatchInProcess(handler: Handler, request: DispatchRequest): Promise<DispatchResponse> {
  return new Promise((resolve) => {
    const req = new IncomingMessage(new Socket());
    req.method = request.method;
    req.url = request.url;
    const headers: IncomingHttpHeaders = { host: 'in-process' };
    for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
    if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
    req.headers = headers;
    if (request.body !== undefined) req.push(Buffer.from(request.body));
    req.push(null);
    req.complete = true;

    const res = new ServerResponse(req);
    const chunks: Buffer[] = [];
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    };
    res.write = ((chunk: unknown, encoding?: unknown) => {
      collect(chunk, encoding);
      return true;
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, encoding?: unknown) => {
      collect(chunk, encoding);
      resolve({
        status: res.statusCode,
        headers: res.getHeaders(),
        data: Buffer.concat(chunks),
      });
      res.emit('finish');
      res.emit('close');
      return res;
    }) as ServerResponse['end'];
    handler(req, res);
  });
}
