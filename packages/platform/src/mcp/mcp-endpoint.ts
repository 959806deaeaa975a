/**
 * Serving an MCP server over stateless streamable HTTP at `/mcp`, behind the bearer token check
 * the MCP authorization specification asks for: a request without a valid token gets 401 with
 * `WWW-Authenticate: Bearer resource_metadata=...` pointing at the RFC 9728 document (at its
 * path-aware address, `/.well-known/oauth-protected-resource/mcp`), which this
 * module serves too. Used by every service and by the gateway.
 */
import express, { type Express, type Request, type Response } from 'express';
import { Server, type ServerOptions } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AnyObjectSchema, SchemaOutput } from '@modelcontextprotocol/sdk/server/zod-compat.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  ErrorCode,
  JSONRPCMessageSchema,
  McpError,
  type Notification,
  type Request as RpcRequest,
  type Result,
  type ServerNotification,
  type ServerRequest,
  type ServerResult,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { z } from 'zod';
import { bearerToken, type Principal, type TokenVerifier } from '../auth.ts';
import { AppError, type PlatformProblemCode } from '../errors.ts';
import { writeProblem } from '../http/problems.ts';
import { nestingRefusal } from '../http/validation.ts';
import type { Logger } from '../logger.ts';
import type { ResourceSubscriptions } from './mcp-subscriptions.ts';
import { CORE_TOOLSET, toolSelectionOf, toolsetSessions, type ToolSelection } from './toolsets.ts';

export const MCP_PATH = '/mcp';
export const RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource';

export interface McpEndpointOptions {
  verifier: TokenVerifier;
  logger: Logger;
  /** The identity provider agents should get tokens from. */
  issuer: string;
  /** Addresses of the proxies whose X-Forwarded-Host and -Proto are believed; none by default. */
  trustedProxies?: string[];
  /** Origins a browser may call from; a request without Origin is served, another is refused 403. */
  allowedOrigins?: string[];
  /** Permissions (scopes) the resource understands, listed in the metadata. */
  permissions(): string[];
  /** The names `?toolsets=` may give (`all`, `core`, modules and families). */
  toolsets: readonly string[];
  /** How many sessions' toolsets are held (10,000), and for how long unused (an hour). */
  sessions?: { max?: number; idleMs?: number };
  /**
   * A fresh MCP server for one request, answering as `principal` with the tools `selection`
   * takes; `requestId` identifies the request, `baseUrl` answers the public base URL it reached
   * (links to files are made from it; read only when a file is answered), `session` the
   * session's id when it has one.
   */
  createServer(
    principal: Principal,
    requestId: string,
    selection: ToolSelection,
    baseUrl: BaseUrl,
    session?: string,
  ): Server;
  /**
   * Resource subscriptions (the gateway's, ADR 0080): with them, `GET /mcp` with a session's id
   * holds open the stream its `notifications/resources/updated` are sent on.
   */
  subscriptions?: ResourceSubscriptions;
}

/**
 * The public base URL of a request, worked out when first asked: it reads the peer's address
 * (a system call on a connection not yet asked) and express's protocol and host, which a tool
 * call answering no file never needs.
 */
export type BaseUrl = () => string;

let sharedValidator: AjvJsonSchemaValidator | undefined;

/**
 * The MCP server of one request to `/mcp` (each is stateless and made for its caller): the
 * SDK's `Server`, with the SDK's own JSON Schema validator made once per process and shared.
 * Left to itself, each `Server` made a validator of its own, an Ajv instance compiling its
 * meta-schemas: about half of the gateway's time for a tool call (ADR 0163).
 */
export function requestServer(
  info: { name: string; version: string },
  options: Omit<ServerOptions, 'jsonSchemaValidator'>,
): Server {
  sharedValidator ??= new AjvJsonSchemaValidator();
  return new ParamsCheckedServer(info, { ...options, jsonSchemaValidator: sharedValidator });
}

/**
 * The schema each method's handler is registered under, by the SDK's schema of that method's
 * request: made once per process, as a server is made for each request and registers its
 * handlers then.
 */
const checkedFirst = new WeakMap<object, z.ZodObject<{ method: z.ZodLiteral<string> }, z.core.$loose>>();

/**
 * The SDK's `Server`, a request's params checked against its method's schema before anything
 * else reads them. The SDK answered params that break the schema (a tool call whose `arguments`
 * is a string, a read whose `uri` is a number) as a failure of its own, -32603 (internal error)
 * with the schema library's dump, or for `tools/call` -32602 with that dump; here they are -32602
 * (invalid params) naming each field in one line, as JSON-RPC says. Every handler is registered
 * through this, the SDK's own (`initialize`, `ping`) included, under a schema that reads the
 * method and refuses the params first: the SDK parses a request by that schema before its own
 * checks of a tool call run.
 */
class ParamsCheckedServer extends Server {
  override setRequestHandler<T extends AnyObjectSchema>(
    schema: T,
    handler: (
      request: SchemaOutput<T>,
      extra: RequestHandlerExtra<ServerRequest | RpcRequest, ServerNotification | Notification>,
    ) => ServerResult | Result | Promise<ServerResult | Result>,
  ): void {
    const strict = schema as unknown as z.ZodObject<{ method: z.ZodLiteral<string> }>;
    let checked = checkedFirst.get(strict);
    if (!checked) checkedFirst.set(strict, (checked = paramsCheckedSchema(strict)));
    super.setRequestHandler(checked, (request, extra) =>
      handler(strict.parse(request) as SchemaOutput<T>, extra),
    );
  }
}

/**
 * The lists MCP pages by cursor, which the servers answer whole: they never give a
 * `nextCursor`, so any cursor sent is one they did not give.
 */
const WHOLE_LISTS = new Set(['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list']);

/**
 * A schema reading `strict`'s method whose refinement throws -32602 when the request breaks
 * `strict`, or sends a cursor to a list answered whole (MCP: an invalid cursor is -32602; the
 * SDK's schema takes any string, and the list was answered from its start).
 */
function paramsCheckedSchema(strict: z.ZodObject<{ method: z.ZodLiteral<string> }>) {
  const method = strict.shape.method.value;
  return z.looseObject({ method: z.literal(method) }).superRefine((request) => {
    const parsed = strict.safeParse(request);
    // Thrown, not reported: the SDK answers a thrown McpError with its code.
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new McpError(ErrorCode.InvalidParams, `Invalid params of ${method}: ${fields.join('; ')}.`);
    }
    const cursor = (request as { params?: { cursor?: unknown } }).params?.cursor;
    if (WHOLE_LISTS.has(method) && cursor !== undefined)
      throw new McpError(
        ErrorCode.InvalidParams,
        `Invalid params of ${method}: params.cursor: the list is answered whole and gives no cursor; ask without one.`,
      );
  });
}

/**
 * The public base URL of this request: the Host it was reached at, or a reverse proxy's
 * forwarded host and scheme when the request comes from one of `trustedProxies` (from anyone
 * else they are ignored: a client could otherwise name the server in the metadata it is given).
 */
export function publicBaseUrl(req: Request, trustedProxies: readonly string[] = []): string {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const trusted = trustedProxies.includes(peer);
  const forwarded = (name: string) =>
    trusted ? (req.headers[name] as string | undefined)?.split(',')[0]?.trim() || undefined : undefined;
  return `${forwarded('x-forwarded-proto') ?? req.protocol}://${forwarded('x-forwarded-host') ?? req.get('host')}`;
}

/** A JSON-RPC error answer (no id: the request could not be read). */
function sendJsonRpcError(res: Response, status: number, code: number, message: string) {
  res.status(status).json({ jsonrpc: '2.0', id: null, error: { code, message } });
}

function sendProblem(
  req: Request,
  res: Response,
  error: AppError,
  extraHeaders: Record<string, string> = {},
) {
  writeProblem(res, error.toProblem(), { ...error.headers, ...extraHeaders }, req.originalUrl);
}

const INVALID_REQUEST =
  'Invalid Request: the body is JSON, but not a JSON-RPC 2.0 message: an object with `jsonrpc` "2.0", ' +
  'a `method` string, an `id` string or integer (none for a notification) and `params`, when given, an object.';

/** The last MCP protocol revision with JSON-RPC batches (revisions are named by their dates, which sort). */
const LAST_VERSION_WITH_BATCHES = '2025-03-26';

/**
 * Why a JSON-RPC batch may not be taken, if it may not: protocol 2025-06-18 removed batches (a
 * client says its version in `MCP-Protocol-Version` after `initialize`; without it, 2025-03-26 is
 * meant, which has them), and `initialize` is never part of one. A version the SDK does not
 * know is left to the SDK to refuse.
 */
function batchRefusal(version: string | undefined, messages: { method?: unknown }[]): string | undefined {
  if (version && SUPPORTED_PROTOCOL_VERSIONS.includes(version) && version > LAST_VERSION_WITH_BATCHES)
    return `Invalid Request: MCP protocol ${version} has no JSON-RPC batches (${LAST_VERSION_WITH_BATCHES} was the last to have them): send each message in a request of its own.`;
  if (messages.some((m) => m.method === 'initialize'))
    return 'Invalid Request: initialize may not be part of a JSON-RPC batch: send it alone.';
  return undefined;
}

/** The tools that change a session's toolsets: their answer is a stream carrying `list_changed` first. */
const SESSION_CHANGES = new Set(['enableToolsets', 'disableToolsets']);

export function mountMcpEndpoint(app: Express, options: McpEndpointOptions): void {
  const sessions = toolsetSessions(options.sessions);
  const trustedProxies = options.trustedProxies ?? [];
  /** The caller, or undefined once refused 401 with the resource metadata's address. */
  const verified = async (req: Request, res: Response): Promise<Principal | undefined> => {
    try {
      return await options.verifier.verify(bearerToken(req.headers.authorization));
    } catch (error) {
      const refusal =
        error instanceof AppError
          ? error
          : new AppError<PlatformProblemCode>(401, 'unauthorized', 'The token could not be verified.');
      const metadata = `resource_metadata="${publicBaseUrl(req, trustedProxies)}${RESOURCE_METADATA_PATH}${MCP_PATH}"`;
      sendProblem(req, res, refusal, {
        'WWW-Authenticate': req.headers.authorization
          ? `Bearer error="invalid_token", ${metadata}`
          : `Bearer ${metadata}`,
      });
      return undefined;
    }
  };
  const allowedOrigins = options.allowedOrigins ?? [];
  const parseJson = express.json({ limit: '4mb' });
  // The RFC 9728 document, at the root and at the path-aware address of the `/mcp` resource.
  app.get([RESOURCE_METADATA_PATH, `${RESOURCE_METADATA_PATH}${MCP_PATH}`], (req, res) => {
    const base = publicBaseUrl(req, trustedProxies);
    res.json({
      resource: `${base}${MCP_PATH}`,
      authorization_servers: [options.issuer],
      bearer_methods_supported: ['header'],
      scopes_supported: options.permissions(),
      resource_name: 'Transport platform MCP',
      resource_documentation: `${base}/swagger-ui.html`,
    });
  });

  app.post(MCP_PATH, async (req, res) => {
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins.includes(origin)) {
      sendProblem(
        req,
        res,
        new AppError<PlatformProblemCode>(
          403,
          'origin-not-allowed',
          `Requests from ${origin} are not served.`,
        ),
      );
      return;
    }
    // The token first: nothing of the body is read for a caller without one.
    const principal = await verified(req, res);
    if (!principal) return;
    try {
      await new Promise<void>((resolve, reject) =>
        parseJson(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
      );
    } catch (error) {
      const failure = error as { type?: string; status?: number };
      if (failure.type === 'entity.too.large') {
        sendProblem(
          req,
          res,
          new AppError<PlatformProblemCode>(413, 'body-too-large', 'The MCP message is larger than 4 MB.'),
        );
      } else {
        sendJsonRpcError(res, 400, -32700, 'Parse error: the body is not a JSON-RPC message in JSON.');
      }
      return;
    }
    const tooDeep = nestingRefusal(req.body);
    if (tooDeep) {
      sendProblem(req, res, tooDeep);
      return;
    }
    // JSON that is no JSON-RPC message is an invalid request (-32600), which the SDK called a
    // parse error (-32700), as if the JSON had not parsed.
    const messages = (Array.isArray(req.body) ? req.body : [req.body]) as {
      method?: unknown;
      params?: { name?: unknown };
    }[];
    if (messages.length === 0 || !messages.every((m) => JSONRPCMessageSchema.safeParse(m).success)) {
      sendJsonRpcError(res, 400, -32600, INVALID_REQUEST);
      return;
    }
    const unbatchable = Array.isArray(req.body)
      ? batchRefusal(req.get('mcp-protocol-version'), messages)
      : undefined;
    if (unbatchable) {
      sendJsonRpcError(res, 400, -32600, unbatchable);
      return;
    }
    let selection: ToolSelection;
    try {
      selection = toolSelectionOf(req.query, options.toolsets);
    } catch (error) {
      sendProblem(req, res, error as AppError);
      return;
    }
    req.principal = principal;
    // The session's toolsets: begun at `initialize` (its id sent back as `Mcp-Session-Id`), then
    // found by the id the client sends; without one, a request starts from its URL's toolsets.
    const initial = selection.toolsets ?? [CORE_TOOLSET];
    let sessionId = req.get('mcp-session-id');
    if (messages.some((m) => m.method === 'initialize')) {
      sessionId = sessions.begin(principal.subject, initial);
      res.setHeader('Mcp-Session-Id', sessionId);
      selection = { ...selection, toolsets: [...initial] };
    } else if (sessionId) {
      selection = { ...selection, toolsets: sessions.toolsets(sessionId, principal.subject, initial) };
    } else selection = { ...selection, toolsets: [...initial] };
    let baseUrl: string | undefined;
    const server = options.createServer(
      principal,
      req.requestId,
      selection,
      () => (baseUrl ??= publicBaseUrl(req, trustedProxies)),
      sessionId,
    );
    // A call changing the session's toolsets is answered as a stream, so that the
    // `notifications/tools/list_changed` it sends reaches the client before its result.
    const changesSession = messages.some(
      (m) => m.method === 'tools/call' && SESSION_CHANGES.has(String(m.params?.name)),
    );
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: !changesSession,
    });
    // Closed when the client went away before its answer was whole: the handlers still running
    // are aborted. An answer sent whole leaves nothing open (every handler has answered, a
    // stream's keep-alive is cleared as it ends), and the SDK's close makes an error with its
    // stack for the requests the server sent, which a stateless server never sends.
    res.on('close', () => {
      if (res.writableFinished) return;
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      options.logger.error({ err: error }, 'mcp request failed');
      if (!res.headersSent)
        sendProblem(
          req,
          res,
          new AppError<PlatformProblemCode>(500, 'internal-error', 'The MCP request failed.'),
        );
    }
  });

  // The stream of a session's resource notifications, where subscriptions are offered.
  const subscriptions = options.subscriptions;
  if (subscriptions) {
    app.get(MCP_PATH, async (req, res) => {
      const principal = await verified(req, res);
      if (!principal) return;
      const session = req.get('mcp-session-id');
      if (!session) {
        sendProblem(
          req,
          res,
          new AppError<PlatformProblemCode>(
            400,
            'invalid-request',
            'A stream of notifications belongs to a session: send its Mcp-Session-Id.',
          ),
        );
        return;
      }
      subscriptions.attach(session, principal, res);
    });
  }

  // Otherwise stateless: no server-initiated stream (GET) and no session to end (DELETE).
  app.all(MCP_PATH, (req, res) => {
    res.set('Allow', 'POST');
    sendProblem(
      req,
      res,
      new AppError<PlatformProblemCode>(
        405,
        'method-not-allowed',
        'This MCP endpoint is stateless: only POST is served.',
      ),
    );
  });
}
