/**
 * The gateway's MCP server. `tools/list` is the union of the three services' tools, built from
 * their contracts by the same `toolCatalog` as each service's own list and filtered by the
 * caller's permissions the same way, so listing asks no service. A call is turned into the
 * HTTP request of the operation it names (as the service itself does for its own `/mcp`) and
 * sent to the service that owns it with the caller's token: one request to the service per
 * call, no MCP handshake, validated, authorised and handled as over HTTP. A service that is
 * down, slow or broken answers its calls with an isError 503, 504 or 502 problem. Calls go
 * through the upstream's circuit breaker, the one its proxied HTTP requests go through: while
 * it is open, a call is answered at once with an isError 503 `upstream-unavailable` problem
 * (with the seconds to wait), without contacting the service.
 */
import http, { type Agent } from 'node:http';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
  ErrorCode,
  McpError,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import {
  AppError,
  type GatewayProblemCode,
  answerFile,
  callOperation,
  injectTraceContext,
  newId,
  resourceCatalog,
  requestServer,
  resourceSubscriptions,
  serveResources,
  serveTools,
  toolCatalog,
  toolResult,
  toolsetDescriptions,
  toolsetInstructions,
  upstreamOutcomeOfStatus,
  type ApiSpec,
  type BaseUrl,
  type FeedPage,
  type Logger,
  type Metrics,
  type Operation,
  type OperationAnswer,
  type OperationRequest,
  type Principal,
  type ToolSelection,
  type UpstreamOutcome,
} from '@transport/platform';
import {
  upstreamAgent,
  upstreamFailure,
  upstreamTimeout,
  type Upstream,
  type UpstreamCircuit,
} from './upstream-proxy.ts';

export interface McpAggregatorOptions {
  /** The services, each with the contract its tools are made from. */
  upstreams: (Upstream & { spec: ApiSpec })[];
  /** Which upstream owns each tool (its operationId). */
  owners: Map<string, Upstream>;
  /** Each upstream's circuit breaker, by name (shared with the HTTP proxy). */
  circuits: Map<string, UpstreamCircuit>;
  /** The gateway's own operations (ADR 0135): their contract, and how a call is sent through their pipeline. */
  own: { spec: ApiSpec; send: (request: OperationRequest) => Promise<OperationAnswer> };
  metrics: Metrics;
  logger: Logger;
  version: string;
  timeoutMs: number;
  /** How often the resource subscriptions read each service's feed; 1 s by default. */
  subscriptionIntervalMs?: number;
}

/** Sends one operation request to `upstream` on a kept-alive connection. */
function sendTo(upstream: Upstream, agent: Agent, timeoutMs: number, requestId: string) {
  return (operation: OperationRequest): Promise<OperationAnswer> =>
    new Promise((resolve, reject) => {
      // Once out of time, the answer's stream fails too (`aborted`): the call is still a timeout.
      let timedOut = false;
      const fail = (error: NodeJS.ErrnoException) =>
        reject(upstreamFailure(upstream, timedOut ? upstreamTimeout() : error, timeoutMs, operation.method));
      const body =
        operation.body === undefined
          ? undefined
          : typeof operation.body === 'string'
            ? Buffer.from(operation.body)
            : operation.body;
      const headers: Record<string, string> = {
        ...operation.headers,
        accept: 'application/json, application/problem+json, */*',
        'x-request-id': requestId,
        ...(body ? { 'content-length': String(body.length) } : {}),
      };
      // Tracing on: the service's span is a child of the MCP request's (no span for the call).
      injectTraceContext(headers);
      const outgoing = http.request(
        new URL(operation.url, upstream.url),
        { method: operation.method, agent, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => fail(error));
          response.on('end', () => {
            const { location, 'preference-applied': preferenceApplied } = response.headers;
            const status = response.statusCode ?? 502;
            const data = Buffer.concat(chunks);
            const file = answerFile(status, response.headers, data);
            resolve({
              status,
              payload: file ? '' : data.toString('utf8'),
              ...(location ? { location } : {}),
              ...(file ? { file } : {}),
              ...(typeof preferenceApplied === 'string' ? { preferenceApplied } : {}),
            });
          });
        },
      );
      outgoing.setTimeout(timeoutMs, () => {
        timedOut = true;
        outgoing.destroy(upstreamTimeout());
      });
      outgoing.on('error', fail);
      outgoing.end(body);
    });
}

export function createMcpAggregator(options: McpAggregatorOptions) {
  const { metrics, logger } = options;
  const catalog = toolCatalog([
    ...options.upstreams.flatMap((upstream) => upstream.spec.operations),
    ...options.own.spec.operations,
  ]);
  const resources = resourceCatalog(options.upstreams.map((u) => ({ name: u.name, spec: u.spec })));
  const instructions = toolsetInstructions(catalog.toolsets);
  const descriptions = toolsetDescriptions([
    ...options.upstreams.map((u) => ({ name: u.name, spec: u.spec })),
    { name: 'platform', spec: options.own.spec },
  ]);
  // Kept-alive connections per upstream, closed when idle before the service would close them
  // (as the HTTP proxy's).
  const agents = new Map(options.upstreams.map((u) => [u.name, upstreamAgent()]));

  /** Calls `operation` on the service that owns it as `principal`: one request, measured. */
  async function call(
    principal: Principal,
    requestId: string,
    operation: Operation,
    args: Record<string, unknown>,
    baseUrl: BaseUrl = () => '',
  ): Promise<CallToolResult> {
    const name = operation.operationId;
    // The gateway's own operations are answered here, through their pipeline, in process.
    if (options.own.spec.byOperationId.has(name))
      return callOperation(operation, args, principal.token, options.own.send, baseUrl);
    const owner = options.owners.get(name) as Upstream;
    const started = process.hrtime.bigint();
    let outcome: UpstreamOutcome = 'success';
    try {
      const timeoutMs = Math.max(options.timeoutMs, (operation.timeoutSeconds ?? 0) * 1000);
      const sendToOwner = sendTo(owner, agents.get(owner.name) as Agent, timeoutMs, requestId);
      const circuit = options.circuits.get(owner.name) as UpstreamCircuit;
      // Sent through the owner's circuit: a 5xx answer or a failure to answer counts against it.
      const send = async (request: OperationRequest): Promise<OperationAnswer> => {
        let answer: OperationAnswer | undefined;
        let failure: unknown;
        const refusal = await circuit.run('MCP', () =>
          sendToOwner(request).then(
            (answered) => ((answer = answered), answered.status >= 500),
            (error: unknown) => ((failure = error), true),
          ),
        );
        if (refusal) {
          outcome = 'circuit_open';
          throw refusal;
        }
        if (!answer) throw failure;
        return answer;
      };
      const result = await callOperation(operation, args, principal.token, send, baseUrl);
      const status = (result.structuredContent as { status?: unknown } | undefined)?.status;
      if (result.isError && typeof status === 'number') outcome = upstreamOutcomeOfStatus(status);
      return result;
    } catch (error) {
      if (outcome !== 'circuit_open')
        outcome = error instanceof AppError && error.status === 504 ? 'timeout' : 'connection_error';
      logger.warn({ upstream: owner.name, tool: name, err: error }, 'mcp call forward failed');
      const refusal =
        error instanceof AppError
          ? error
          : new AppError<GatewayProblemCode>(
              502,
              'bad-gateway',
              `The ${owner.name} service broke off the exchange.`,
            );
      return toolResult(refusal.status, JSON.stringify(refusal.toProblem()));
    } finally {
      // A call the open circuit refused is counted by the circuit.
      if (outcome !== 'circuit_open') {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        metrics.upstreamRequests.observe({ upstream: owner.name, method: 'MCP', outcome }, seconds);
      }
    }
  }

  // Resource subscriptions on the services' feeds (ADR 0080), each read as the subscriber.
  const feeds = new Map(
    options.upstreams.flatMap((u) => {
      const feed = u.spec.operations.find((o) => o.method === 'get' && o.path === `/${u.name}/v1/events`);
      return feed ? [[u.name, feed] as const] : [];
    }),
  );
  const subscriptions = resourceSubscriptions({
    services: [...feeds.keys()],
    intervalMs: options.subscriptionIntervalMs ?? 1000,
    logger,
    async read(principal, service, subject, after, size) {
      const feed = feeds.get(service) as Operation;
      const args = {
        size,
        ...(subject === undefined ? {} : { subjects: subject }),
        ...(after === undefined ? {} : { after }),
      };
      const result = await call(principal, newId(), feed, args);
      const answer = result.structuredContent as (FeedPage & { detail?: string }) | undefined;
      if (result.isError)
        throw new McpError(ErrorCode.InvalidRequest, `${service}'s feed: ${answer?.detail ?? 'refused'}`);
      return answer as FeedPage;
    },
  });

  function createServer(
    principal: Principal,
    requestId: string,
    selection: ToolSelection,
    baseUrl: BaseUrl,
    session?: string,
  ): Server {
    const server = requestServer(
      { name: 'transport-platform', version: options.version },
      { capabilities: { tools: { listChanged: true }, resources: { subscribe: true } }, instructions },
    );
    const inSession = () => {
      if (session === undefined)
        throw new McpError(ErrorCode.InvalidRequest, 'Subscriptions belong to a session: initialize first.');
      return session;
    };
    server.setRequestHandler(SubscribeRequestSchema, async (request) => {
      await subscriptions.subscribe(inSession(), principal, request.params.uri);
      return {};
    });
    server.setRequestHandler(UnsubscribeRequestSchema, (request) => {
      subscriptions.unsubscribe(inSession(), principal, request.params.uri);
      return {};
    });

    serveResources(server, resources, principal, (operation, args) =>
      call(principal, requestId, operation, args),
    );
    serveTools(server, {
      catalog,
      descriptions,
      principal,
      selection,
      metrics,
      call: (operation, args) => call(principal, requestId, operation, args, baseUrl),
    });
    return server;
  }

  return { toolsets: catalog.toolsets, createServer, subscriptions };
}
