/**
 * The gateway's MCP server. `tools/list` is the union of the three services' tools, built from
 * their contracts by the same `toolCatalog` as each service's own list and filtered by the
 * caller's permissions the same way, so listing asks no service. A call goes to the service
 * that owns the tool, with the caller's token, where it is validated, authorised and handled
 * as over HTTP; a service that is down answers its calls with an isError 503 problem.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import {
  toolCatalog,
  toolResult,
  type ApiSpec,
  type Logger,
  type Metrics,
  type Principal,
  type UpstreamOutcome,
} from '@transport/platform';
import { upstreamErrorOutcome, type Upstream } from './upstream-proxy.ts';

export interface McpAggregatorOptions {
  /** The services, each with the contract its tools are made from. */
  upstreams: (Upstream & { spec: ApiSpec })[];
  /** Which upstream owns each tool (its operationId). */
  owners: Map<string, Upstream>;
  metrics: Metrics;
  logger: Logger;
  version: string;
  timeoutMs: number;
}

async function withClient<T>(
  upstream: Upstream,
  token: string,
  requestId: string,
  timeoutMs: number,
  work: (client: Client) => Promise<T>,
) {
  const client = new Client({ name: 'transport-gateway', version: '1' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', upstream.url), {
    requestInit: {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': requestId },
      signal: AbortSignal.timeout(timeoutMs),
    },
  });
  await client.connect(transport);
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

export function createMcpAggregator(options: McpAggregatorOptions) {
  const { metrics, logger } = options;
  const catalog = toolCatalog(options.upstreams.flatMap((upstream) => upstream.spec.operations));
  const measure = async <T>(upstream: Upstream, work: () => Promise<T>): Promise<T> => {
    const started = process.hrtime.bigint();
    let outcome: UpstreamOutcome = 'success';
    try {
      return await work();
    } catch (error) {
      outcome = upstreamErrorOutcome(error);
      throw error;
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.upstreamRequests.observe({ upstream: upstream.name, method: 'MCP', outcome }, seconds);
    }
  };

  return (principal: Principal, requestId: string): Server => {
    const server = new Server(
      { name: 'transport-platform', version: options.version },
      { capabilities: { tools: {} } },
    );

    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: catalog.allowed(principal) }));

    server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
      const name = request.params.name;
      const owner = options.owners.get(name);
      if (!owner) {
        metrics.mcpToolCalls.inc({ tool: 'unknown', outcome: 'error' });
        return toolResult(
          404,
          JSON.stringify({ status: 404, code: 'unknown-tool', detail: `No tool is named ${name}.` }),
        );
      }
      try {
        const result = (await measure(owner, () =>
          withClient(owner, principal.token, requestId, options.timeoutMs, (c) =>
            c.callTool({ name, arguments: request.params.arguments ?? {} }),
          ),
        )) as CallToolResult;
        metrics.mcpToolCalls.inc({ tool: name, outcome: result.isError ? 'error' : 'ok' });
        return result;
      } catch (error) {
        logger.warn({ upstream: owner.name, tool: name, err: error }, 'mcp call forward failed');
        metrics.mcpToolCalls.inc({ tool: name, outcome: 'error' });
        return toolResult(
          503,
          JSON.stringify({
            type: 'urn:transport:problem:upstream-unavailable',
            title: 'Service Unavailable',
            status: 503,
            code: 'upstream-unavailable',
            detail: `The ${owner.name} service did not answer the tool call; try again shortly.`,
          }),
        );
      }
    });
    return server;
  };
}
