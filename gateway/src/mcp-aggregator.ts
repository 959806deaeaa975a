/**
 * The gateway's MCP server: `tools/list` is the union of the services' lists (each asked with
 * the caller's token, so each filters by the caller's permissions), and a call goes to the
 * service that owns the tool, again with the caller's token. A service that is down leaves its
 * tools out of the list and answers its calls with an isError 503 problem.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { toolResult, type Logger, type Metrics, type Principal } from '@transport/platform';
import type { Upstream } from './upstream-proxy.ts';

export interface McpAggregatorOptions {
  upstreams: Upstream[];
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
  const measure = async <T>(upstream: Upstream, work: () => Promise<T>): Promise<T> => {
    const started = process.hrtime.bigint();
    let outcome = 'ok';
    try {
      return await work();
    } catch (error) {
      outcome = 'error';
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

    server.setRequestHandler(ListToolsRequestSchema, async () => {
      const lists = await Promise.allSettled(
        options.upstreams.map((upstream) =>
          measure(upstream, () =>
            withClient(upstream, principal.token, requestId, options.timeoutMs, (c) => c.listTools()),
          ),
        ),
      );
      const tools: Tool[] = [];
      lists.forEach((list, index) => {
        if (list.status === 'fulfilled') tools.push(...list.value.tools);
        else
          logger.warn(
            { upstream: options.upstreams[index]?.name, err: list.reason },
            'upstream tools unavailable',
          );
      });
      return { tools };
    });

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
