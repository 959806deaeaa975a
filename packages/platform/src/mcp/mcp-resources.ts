/**
 * MCP resources: what an agent reads to learn the platform rather than to act on it. Each
 * module's OpenAPI document (`transport://<module>/openapi.json`, for every caller, as
 * `/v3/api-docs` is public), the reads a contract marks `x-mcp-resource` (each rule
 * domain's content schema), listed and read through their operations with the caller's token,
 * so that the permissions are the operations'; and each record a change feed names,
 * `transport://<module>/<record>/<id>` (the URI an agent subscribes to, ADR 0080), read through
 * the record's read by id (the event's `data.link`), with that read's permission and masking.
 * Used by every service's `/mcp` and the gateway's.
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
  type ReadResourceResult,
  type Resource,
  type ResourceTemplate,
} from '@modelcontextprotocol/sdk/types.js';
import { mayCall, type Principal } from '../auth.ts';
import { singular } from '../events.ts';
import type { ApiSpec, McpResource, Operation } from '../openapi.ts';

/** The JSON-RPC error the MCP specification gives for a resource that does not exist. */
const RESOURCE_NOT_FOUND = -32002;

/** A module of the platform as resources see it: its name and its contract. */
export interface ResourceModule {
  name: string;
  spec: ApiSpec;
}

/** Calls an operation with tool arguments as the caller (`callOperation` with its token). */
export type OperationCall = (operation: Operation, args: Record<string, unknown>) => Promise<CallToolResult>;

interface Templated {
  operation: Operation;
  resource: McpResource;
  listedBy?: Operation;
  names: string[];
  pattern: RegExp;
}

const openApiUri = (module: string) => `transport://${module}/openapi.json`;

/**
 * The records a module's feed names, as templated reads: for each family with a changes
 * operation (`GET /referential/v1/carriers/{id}/changes`), the read by id it is the history of
 * (`GET /referential/v1/carriers/{id}`) under `transport://referential/carrier/{id}`, the record
 * named as its events name it (`singular`, as `eventSourcesOf` does). A record reached through
 * two ids (an itinerary of a line) has no link in its events, and no resource.
 */
function recordReads(module: ResourceModule): Templated[] {
  const byRoute = new Map(module.spec.operations.map((o) => [`${o.method} ${o.path}`, o]));
  return module.spec.operations.flatMap((changes) => {
    if (changes.method !== 'get' || !changes.path.endsWith('/changes')) return [];
    const recordPath = changes.path.replace(/\/changes$/, '');
    const names = [...recordPath.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    const read = byRoute.get(`get ${recordPath}`);
    const [name] = names;
    if (!read || names.length !== 1 || name === undefined) return [];
    const record = singular(recordPath.split('/').at(-2) ?? '');
    const uri = `transport://${module.name}/${record}/{${name}}`;
    return [
      {
        operation: read,
        resource: { uri },
        names,
        pattern: new RegExp(`^transport://${module.name}/${record}/([^/]+)$`),
      },
    ];
  });
}

function templated(operation: Operation, resource: McpResource, all: Operation[]): Templated {
  const names: string[] = [];
  const source = resource.uri
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  const listedBy = resource.listedBy ? all.find((o) => o.operationId === resource.listedBy) : undefined;
  if (resource.listedBy && !listedBy) {
    throw new Error(`${operation.operationId}: x-mcp-resource listedBy ${resource.listedBy} is no operation`);
  }
  return {
    operation,
    resource,
    names,
    pattern: new RegExp(`^${source}$`),
    ...(listedBy ? { listedBy } : {}),
  };
}

/** The structured answer of a successful call, or the MCP error its refusal is. */
function answerOf(result: CallToolResult, uri: string): unknown {
  const content = result.structuredContent as
    { status?: number; detail?: string; items?: unknown } | undefined;
  if (result.isError) {
    if (content?.status === 404)
      throw new McpError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}`, { uri });
    throw new McpError(ErrorCode.InvalidRequest, `${uri}: ${content?.detail ?? 'refused'}`, content);
  }
  return content && 'items' in content && Object.keys(content).includes('status') ? content.items : content;
}

export function resourceCatalog(modules: readonly ResourceModule[]) {
  const operations = modules.flatMap((m) => m.spec.operations);
  const documents = new Map(modules.map((m) => [openApiUri(m.name), m]));
  const reads = [
    ...operations.flatMap((operation) =>
      operation.mcpResource ? [templated(operation, operation.mcpResource, operations)] : [],
    ),
    ...modules.flatMap(recordReads),
  ];
  const may = (principal: Principal, operation: Operation) => mayCall(principal, operation);

  return {
    async list(principal: Principal, call: OperationCall): Promise<Resource[]> {
      const resources: Resource[] = modules.map((m) => ({
        uri: openApiUri(m.name),
        name: `${m.name} OpenAPI`,
        title: `The ${m.name} module's contract`,
        description: `The OpenAPI document of the ${m.name} module: every operation (each a tool of the same name), its parameters, answers and refusals.`,
        mimeType: 'application/json',
      }));
      for (const read of reads) {
        if (!read.listedBy || !may(principal, read.operation) || !may(principal, read.listedBy)) continue;
        const listed = answerOf(await call(read.listedBy, {}), read.resource.uri);
        for (const item of Array.isArray(listed) ? (listed as Record<string, unknown>[]) : []) {
          const uri = read.names.reduce(
            (text, name) => text.replace(`{${name}}`, encodeURIComponent(String(item[name]))),
            read.resource.uri,
          );
          resources.push({
            uri,
            name: read.names.map((name) => String(item[name])).join('/'),
            title: `${read.operation.summary}: ${String(item.name ?? item[read.names[0] ?? ''] ?? '')}`,
            ...(typeof item.description === 'string' ? { description: item.description } : {}),
            mimeType: 'application/json',
          });
        }
      }
      return resources;
    },

    templates(principal: Principal): ResourceTemplate[] {
      return reads
        .filter((read) => may(principal, read.operation))
        .map((read) => ({
          uriTemplate: read.resource.uri,
          name: read.operation.operationId,
          title: read.operation.summary,
          description: read.operation.description,
          mimeType: 'application/json',
        }));
    },

    async read(uri: string, call: OperationCall): Promise<ReadResourceResult> {
      const document = documents.get(uri);
      if (document) {
        return {
          contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(document.spec.document) }],
        };
      }
      for (const read of reads) {
        const match = read.pattern.exec(uri);
        if (!match) continue;
        const args = Object.fromEntries(
          read.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
        );
        const answer = answerOf(await call(read.operation, args), uri) as Record<string, unknown>;
        const content = read.resource.field ? answer[read.resource.field] : answer;
        return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(content) }] };
      }
      throw new McpError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}. resources/list names them.`, {
        uri,
      });
    },
  };
}

export type ResourceCatalog = ReturnType<typeof resourceCatalog>;

/** Answers `resources/list`, `resources/templates/list` and `resources/read` on `server` as `principal`. */
export function serveResources(
  server: Server,
  catalog: ResourceCatalog,
  principal: Principal,
  call: OperationCall,
): void {
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: await catalog.list(principal, call),
  }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: catalog.templates(principal),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) =>
    catalog.read(request.params.uri, call),
  );
}
