/**
 * MCP for a service (docs/architecture.md, MCP): one tool per OpenAPI operation, named by its
 * operationId, described by its summary and description, with an input schema made of its
 * path, query and header parameters (`If-Match`) and a `body` argument. A call is dispatched
 * in-process into the service's own HTTP pipeline with the caller's token, so validation,
 * permission, handler and errors are the HTTP ones. `tools/list` shows only what the caller's
 * permissions allow.
 */
import type { Express } from 'express';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  McpError,
  ListToolsRequestSchema,
  type CallToolResult,
  type Tool,
  type ToolAnnotations,
} from '@modelcontextprotocol/sdk/types.js';
import { mayCall, type Principal, type TokenVerifier } from '../auth.ts';
import { AppError } from '../errors.ts';
import { DRY_RUN_PREFERENCE } from '../http/routing.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import { BINARY_MEDIA_TYPES } from '../http/validation.ts';
import { componentNameOf, type ApiSpec, type JsonSchema, type Operation } from '../openapi.ts';
import { dispatchInProcess } from './in-process-dispatch.ts';
import { repeatedComponents, toJsonSchema } from './json-schema.ts';
import { mountMcpEndpoint, requestServer, type BaseUrl } from './mcp-endpoint.ts';
import { resourceCatalog, serveResources } from './mcp-resources.ts';
import {
  ALL_TOOLSETS,
  CORE_TOOLSET,
  holds,
  readOnlyTakes,
  selects,
  toolsetDescriptions,
  toolsetInstructions,
  toolsetOf,
  type ToolSelection,
} from './toolsets.ts';

export interface McpOptions {
  service: string;
  version: string;
  spec: ApiSpec;
  verifier: TokenVerifier;
  metrics: Metrics;
  logger: Logger;
  issuer: string;
  trustedProxies?: string[];
  allowedOrigins?: string[];
}

/**
 * The RFC 9457 problem an isError result carries as its structured content: only what an agent
 * acts on is spelled out (the `status`, the stable `code`, the fields named in `errors`).
 */
const PROBLEM_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'An RFC 9457 problem (the result has isError): status, code, title, detail, errors[].',
  properties: {
    status: { type: 'integer' },
    code: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
  required: ['status', 'code'],
};

/**
 * The structured content of the tool's results: the operation's JSON answer when it is an
 * object; a JSON array answer (or none) wrapped as `{ status, items }`, since structured
 * content is always an object; or, on an isError result, the problem. Trimmed for an agent's
 * context: a component of the contract met more than once is written once under `$defs` and
 * referenced, and examples and bounds (lengths, patterns, ranges) are left out.
 */
function outputSchemaFor(response: JsonSchema): Tool['outputSchema'] {
  const refs = repeatedComponents(response, componentNameOf);
  const options = { refs, examples: false, bounds: false };
  const answer = toJsonSchema(response, new Map(), options);
  const defs = Object.fromEntries(
    [...refs].map(([schema, name]) => [
      name,
      toJsonSchema(schema, new Map(), { ...options, refs: without(refs, schema) }),
    ]),
  );
  const success =
    answer.type !== 'array'
      ? answer
      : {
          type: 'object',
          description: 'The answer, a JSON array, under `items`, with the HTTP status.',
          properties: { status: { type: 'integer' }, items: answer, location: { type: 'string' } },
          required: ['status', 'items'],
        };
  return {
    type: 'object',
    ...(refs.size > 0 ? { $defs: defs } : {}),
    anyOf: [success, PROBLEM_SCHEMA],
  } as Tool['outputSchema'];
}

/** `refs` but for `schema`, which is being written out under its own name. */
function without(refs: ReadonlyMap<JsonSchema, string>, schema: JsonSchema): Map<JsonSchema, string> {
  const rest = new Map(refs);
  rest.delete(schema);
  return rest;
}

/**
 * What a tool does to the platform, by the MCP meaning of each hint: read-only when the
 * operation changes nothing (GET, or `x-read-only`); otherwise destructive unless it only adds
 * (a POST answering 201 Created): a PUT or PATCH overwrites what was there, a DELETE removes
 * it, and an action on a record (retire, suspend, approve...) changes its state. Idempotent
 * when a repeat has no further effect by HTTP's meaning: reads, PUT and DELETE. Closed world:
 * every tool acts on this platform only.
 */
export function annotationsFor(operation: Operation): ToolAnnotations {
  const readOnly = operation.readOnly;
  const onlyAdds = operation.method === 'post' && operation.response?.status === 201;
  return {
    title: operation.summary,
    readOnlyHint: readOnly,
    destructiveHint: !readOnly && !onlyAdds,
    idempotentHint: readOnly || operation.method === 'put' || operation.method === 'delete',
    openWorldHint: false,
  };
}

/** The argument of a changing tool asking for a dry run (HTTP's `Prefer: dry-run`). */
export const DRY_RUN_ARGUMENT = 'dryRun';
const DRY_RUN_SCHEMA: JsonSchema = {
  type: 'boolean',
  default: false,
  description:
    'true: run the whole operation (validation, permissions, domain rules, constraints) and roll it back, ' +
    'changing nothing. The result is what the call would have answered, refusal included, ' +
    'and its _meta says dryRun: true. Use it to check a change before making it.',
};

/** Where a listing's answer holds each record's id: `data[].id` of a page, `[].id` of an array. */
function listedAs(schema: JsonSchema | undefined): string {
  if (schema?.type === 'array') return '`[].id`';
  const properties = schema?.properties as Record<string, unknown> | undefined;
  return properties?.data ? '`data[].id`' : '`id`';
}

/**
 * What the `id` in the path of `operation` names, for an agent: the kind of record (the
 * collection segment before it, singular) and the tools that answer such ids, its creation and
 * its search (`createBay`, `searchBays` for `/referential/v1/bays/{id}`), found in `operations`.
 */
function pathIdDescription(operation: Operation, operations: readonly Operation[]): string | undefined {
  const at = operation.path.indexOf('/{id}');
  if (at === -1) return undefined;
  const collection = operation.path.slice(0, at);
  const segment = collection.slice(collection.lastIndexOf('/') + 1);
  const noun = segment
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|x)es$/, '$1')
    .replace(/s$/, '')
    .replace(/-/g, ' ');
  const creation = operations.find(
    (o) => o.method === 'post' && o.path === collection && o.response?.status === 201,
  );
  const search = operations.find((o) => o.method === 'get' && o.path === collection);
  const sources = [
    ...(creation ? [`as \`${creation.operationId}\` answers it (\`id\`)`] : []),
    ...(search ? [`as \`${search.operationId}\` lists it (${listedAs(search.response?.schema)})`] : []),
  ];
  return `The id (a UUID) of the ${noun} this tool acts on${sources.length > 0 ? `, ${sources.join(' or ')}` : ''}.`;
}

/**
 * The MCP tool of an operation; `operations` (the contract's, or the platform's) let its
 * arguments name the tools their values come from. A parameter's examples (the contract's, for
 * Swagger UI and generated clients) are left out: its description states the form of its
 * value, and the default tool list stays within its budget (docs/mcp.md).
 */
export function toolFor(operation: Operation, operations: readonly Operation[] = []): Tool {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie') continue;
    const description =
      (parameter.in === 'path' && parameter.name === 'id' && pathIdDescription(operation, operations)) ||
      parameter.description;
    properties[parameter.name] = {
      ...toJsonSchema(parameter.schema ?? { type: 'string' }, new Map(), { examples: false }),
      ...(description ? { description } : {}),
    };
    if (parameter.required || parameter.in === 'path') required.push(parameter.name);
  }
  if (operation.requestBody) {
    const { schema, mediaType } = operation.requestBody;
    const what = `The body of "${operation.summary}"`;
    properties.body = {
      ...toJsonSchema(operation.requestBody.schema),
      description: BINARY_MEDIA_TYPES.has(mediaType)
        ? `${what}: the ${mediaType} file, encoded in base64.`
        : mediaType !== 'application/json'
          ? `${what}, as ${mediaType} text; the tool's description gives its format.`
          : typeof schema.description === 'string'
            ? `${what}: ${schema.description}`
            : `${what}, a JSON object with the fields below.`,
    };
    if (operation.requestBody.required) required.push('body');
  }
  if (!operation.readOnly) properties[DRY_RUN_ARGUMENT] = DRY_RUN_SCHEMA;
  return {
    name: operation.operationId,
    title: operation.summary,
    description: [operation.summary, operation.description].filter(Boolean).join('\n\n'),
    inputSchema: {
      type: 'object',
      properties,
      ...(required.length > 0 ? { required } : {}),
      additionalProperties: false,
    } as Tool['inputSchema'],
    ...(operation.response?.schema ? { outputSchema: outputSchemaFor(operation.response.schema) } : {}),
    annotations: annotationsFor(operation),
  };
}

/**
 * The tools of a contract's operations, built once. `allowed` lists those a principal may
 * call, of the client's selection: the services answer `tools/list` with it, and the gateway
 * answers its union of the three contracts with it, so that both list the same tools for the
 * same token. `find` answers the tool a call names when the selection takes it.
 */
export function toolCatalog(operations: readonly Operation[]) {
  const entries = operations.map((operation) => ({ operation, tool: toolFor(operation, operations) }));
  const byName = new Map(entries.map((entry) => [entry.tool.name, entry]));
  const families = [...new Set(operations.map(toolsetOf))];
  /** Every name a selection may give: `all`, `core`, each module and each family. */
  const toolsets = [
    ALL_TOOLSETS,
    CORE_TOOLSET,
    ...[...new Set(families.map((f) => f.split('.')[0] as string)), ...families].sort(),
  ];
  return {
    entries,
    toolsets,
    /**
     * The tools that list and change a session's toolsets, made with the catalog: a server is
     * made for each request to `/mcp`, and most of them (tool calls) never list them.
     */
    toolsetTools: toolsetTools(toolsets),
    find: (name: string, selection: ToolSelection = {}) => {
      const entry = byName.get(name);
      return entry && selects(selection, entry.operation) ? entry : undefined;
    },
    /** The tool named `name`, whatever the selection. */
    named: (name: string) => byName.get(name),
    allowed: (principal: Principal, selection: ToolSelection = {}): Tool[] =>
      entries
        .filter(({ operation }) => mayCall(principal, operation) && selects(selection, operation))
        .map(({ tool }) => tool),
  };
}

export type ToolCatalog = ReturnType<typeof toolCatalog>;

/** The tools that list a session's toolsets and change them: listed in every session. */
export const TOOLSET_TOOL_NAMES = ['listToolsets', 'enableToolsets', 'disableToolsets'] as const;

function toolsetTools(toolsets: readonly string[]): Tool[] {
  const names: JsonSchema = {
    type: 'array',
    minItems: 1,
    maxItems: toolsets.length,
    items: { type: 'string', enum: [...toolsets] },
    description: 'Names of toolsets, as listToolsets gives them (a module, a family, core or all).',
  };
  const changed: JsonSchema = {
    type: 'object',
    properties: {
      enabled: { type: 'array', items: { type: 'string' }, description: 'The toolsets now enabled.' },
      tools: { type: 'integer', description: 'How many tools tools/list now lists to this session.' },
    },
    required: ['enabled', 'tools'],
  };
  const change = (name: string, title: string, description: string): Tool => ({
    name,
    title,
    description,
    inputSchema: {
      type: 'object',
      properties: { toolsets: names },
      required: ['toolsets'],
      additionalProperties: false,
    },
    outputSchema: { type: 'object', anyOf: [changed, PROBLEM_SCHEMA] } as Tool['outputSchema'],
    annotations: { title, readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  });
  return [
    {
      name: 'listToolsets',
      title: 'List the toolsets',
      description:
        'List the toolsets: each module and family of the platform, core and all, with what it holds, ' +
        'how many tools your token may call in it, and whether this session has enabled it. ' +
        'Use instead: enableToolsets to list and call a toolset’s tools.',
      inputSchema: { type: 'object', properties: {}, additionalProperties: false },
      outputSchema: {
        type: 'object',
        properties: {
          toolsets: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                description: { type: 'string' },
                tools: { type: 'integer', description: 'Tools of the toolset your token may call.' },
                enabled: { type: 'boolean' },
              },
              required: ['name', 'description', 'tools', 'enabled'],
            },
          },
        },
        required: ['toolsets'],
      },
      annotations: {
        title: 'List the toolsets',
        readOnlyHint: true,
        idempotentHint: true,
        openWorldHint: false,
      },
    },
    change(
      'enableToolsets',
      'Enable toolsets',
      'Add toolsets to this session: their tools are listed by tools/list and may be called, and the ' +
        'server sends notifications/tools/list_changed. Changes nothing on the platform. ' +
        'Use instead: listToolsets to see the toolsets; disableToolsets to list fewer tools.',
    ),
    change(
      'disableToolsets',
      'Disable toolsets',
      'Take toolsets out of this session (core included): their tools are no longer listed nor ' +
        'called, and the server sends notifications/tools/list_changed. Changes nothing on the platform. ' +
        'Use instead: enableToolsets to add toolsets.',
    ),
  ];
}

/**
 * The tools of one request's server, as `principal` and with the session's `selection`: the
 * toolset tools and the tools of the enabled toolsets in `tools/list`; `listToolsets`,
 * `enableToolsets` and `disableToolsets` answered here, changing `selection.toolsets` in place
 * (the session keeps it) and sending `notifications/tools/list_changed`; any other call sent
 * to `call` when the selection takes it (whose pipeline checks the permission), refused naming
 * its toolset when only the enabled toolsets leave it out, unknown when read-only mode does or
 * no operation has the name.
 */
export function serveTools(
  server: Server,
  options: {
    catalog: ToolCatalog;
    descriptions: ReadonlyMap<string, string>;
    principal: Principal;
    selection: ToolSelection;
    call: (operation: Operation, args: Record<string, unknown>) => Promise<CallToolResult>;
    metrics: Metrics;
  },
): void {
  const { catalog, principal, selection, metrics } = options;
  const enabled = () => (selection.toolsets ??= [CORE_TOOLSET]);
  const listed = () => [...catalog.toolsetTools, ...catalog.allowed(principal, selection)];
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listed() }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const name = request.params.name;
    const args = request.params.arguments ?? {};
    if ((TOOLSET_TOOL_NAMES as readonly string[]).includes(name)) {
      const result = await toolsetCall(name, args, {
        toolsets: catalog.toolsets,
        enabled: enabled(),
        listed: () => listed().length,
        describe: (toolset) => ({
          name: toolset,
          description: options.descriptions.get(toolset) ?? toolset,
          tools: catalog.entries.filter(
            ({ operation }) =>
              mayCall(principal, operation) &&
              holds(toolset, operation) &&
              readOnlyTakes(selection, operation),
          ).length,
          enabled: enabled().includes(toolset),
        }),
      });
      if (result.changed) await extra.sendNotification({ method: 'notifications/tools/list_changed' });
      metrics.mcpToolCalls.inc({ tool: name, outcome: result.result.isError ? 'error' : 'ok' });
      return result.result;
    }
    const entry = catalog.named(name);
    // The permission is checked by the operation's pipeline (a 403 problem), as over HTTP.
    if (!entry || !readOnlyTakes(selection, entry.operation)) {
      metrics.mcpToolCalls.inc({ tool: 'unknown', outcome: 'error' });
      throw unknownTool(name);
    }
    if (!selects(selection, entry.operation)) {
      metrics.mcpToolCalls.inc({ tool: name, outcome: 'error' });
      throw notEnabled(name, toolsetOf(entry.operation));
    }
    const result = await options.call(entry.operation, args);
    metrics.mcpToolCalls.inc({ tool: name, outcome: result.isError ? 'error' : 'ok' });
    return result;
  });
}

/** A call of `listToolsets`, `enableToolsets` or `disableToolsets`, and whether it changed the session. */
async function toolsetCall(
  name: string,
  args: Record<string, unknown>,
  session: {
    toolsets: readonly string[];
    enabled: string[];
    listed: () => number;
    describe: (toolset: string) => { name: string; description: string; tools: number; enabled: boolean };
  },
): Promise<{ result: CallToolResult; changed: boolean }> {
  const answer = (structured: Record<string, unknown>, changed = false) => ({
    result: {
      content: [{ type: 'text' as const, text: JSON.stringify(structured) }],
      structuredContent: structured,
    },
    changed,
  });
  const unknownNames = Object.keys(args).filter((key) => key !== 'toolsets' || name === 'listToolsets');
  const requested = args.toolsets;
  const names = Array.isArray(requested) ? requested.filter((n): n is string => typeof n === 'string') : [];
  const wrong =
    name === 'listToolsets'
      ? []
      : !Array.isArray(requested) || names.length !== requested.length || names.length === 0
        ? ['a list of one or more toolset names']
        : names.filter((n) => !session.toolsets.includes(n));
  if (unknownNames.length > 0 || wrong.length > 0) {
    const problem = new AppError(
      400,
      'invalid-request',
      `${name} was not done: its arguments are not ones it takes.`,
      {
        errors: [
          ...unknownNames.map((n) => ({
            field: `arguments.${n}`,
            message: `Unknown argument. ${name} takes ${name === 'listToolsets' ? 'no arguments' : 'toolsets'}.`,
          })),
          ...(wrong.length > 0
            ? [
                {
                  field: 'arguments.toolsets',
                  message: `no toolset named ${wrong.join(', ')}; toolsets are ${session.toolsets.join(', ')}`,
                },
              ]
            : []),
        ],
      },
    ).toProblem();
    return { result: toolResult(400, JSON.stringify(problem)), changed: false };
  }
  if (name === 'listToolsets') return answer({ toolsets: session.toolsets.map(session.describe) });
  const before = [...session.enabled];
  if (name === 'enableToolsets') {
    for (const toolset of names) if (!session.enabled.includes(toolset)) session.enabled.push(toolset);
  } else {
    const kept = session.enabled.filter((toolset) => !names.includes(toolset));
    session.enabled.splice(0, session.enabled.length, ...kept);
  }
  const changed = before.join() !== session.enabled.join();
  return answer({ enabled: [...session.enabled], tools: session.listed() }, changed);
}

/** A call of a tool the caller may call, outside the toolsets its session has enabled. */
function notEnabled(name: string, toolset: string): McpError {
  return new McpError(
    ErrorCode.InvalidParams,
    `Tool ${name} is in the toolset ${toolset}, which this session has not enabled: call enableToolsets ` +
      `with {"toolsets":["${toolset}"]} (or connect to /mcp?toolsets=${toolset}), then call it again.`,
  );
}

/** The names a tool of `operation` takes: its parameters' (cookies aside) and `body`. */
function argumentNames(operation: Operation): string[] {
  return [
    ...operation.parameters.filter((p) => p.in !== 'cookie').map((p) => p.name),
    ...(operation.requestBody ? ['body'] : []),
    ...(operation.readOnly ? [] : [DRY_RUN_ARGUMENT]),
  ];
}

const squeezed = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The arguments the operation does not take, each with what the caller probably meant: as
 * HTTP refuses an unknown query parameter, a tool refuses an unknown argument instead of
 * dropping it (a dropped `ifMatch` would turn a guarded correction into an unguarded one).
 */
export function unknownArguments(
  operation: Operation,
  args: Record<string, unknown>,
): { name: string; message: string }[] {
  const known = argumentNames(operation);
  return Object.keys(args)
    .filter((name) => !known.includes(name))
    .map((name) => {
      const near = known.find(
        (k) =>
          squeezed(k) === squeezed(name) || (squeezed(name) !== '' && squeezed(k).startsWith(squeezed(name))),
      );
      return {
        name,
        message: `Unknown argument${near ? `; did you mean ${near}?` : '.'} This tool takes: ${known.join(', ') || 'no arguments'}.`,
      };
    });
}

/** Turns tool arguments back into the HTTP request of the operation. */
function requestFor(operation: Operation, args: Record<string, unknown>) {
  let url = operation.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const value = args[parameter.name];
    if (value === undefined || value === null) continue;
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    if (parameter.in === 'query') {
      for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, String(item));
    }
    if (parameter.in === 'header') headers[parameter.name.toLowerCase()] = String(value);
  }
  if (!operation.readOnly && args[DRY_RUN_ARGUMENT] === true) headers.prefer = DRY_RUN_PREFERENCE;
  // A path parameter the caller left out stays visibly empty, and the contract refuses it.
  url = url.replace(/\{[^}]+\}/g, '%20');
  const search = query.toString();
  const body = args.body;
  const mediaType = operation.requestBody?.mediaType ?? 'application/json';
  return {
    url: search ? `${url}?${search}` : url,
    headers,
    body:
      body === undefined
        ? undefined
        : mediaType === 'application/json'
          ? JSON.stringify(body)
          : BINARY_MEDIA_TYPES.has(mediaType)
            ? Buffer.from(String(body), 'base64')
            : String(body),
    mediaType,
  };
}

/** Files up to this size are embedded in the tool result; larger ones are only linked. */
export const MCP_EMBEDDED_FILE_LIMIT = 8 * 1024 * 1024;

/**
 * The result of a tool call whose operation answers a file (not JSON): a link to the
 * operation's URL (fetched over HTTP with the same token) and, up to MCP_EMBEDDED_FILE_LIMIT,
 * the file itself as an embedded resource (base64 `blob`).
 */
function fileResult(file: OperationFile, link: string): CallToolResult {
  const name = /filename="([^"]+)"/.exec(file.disposition ?? '')?.[1] ?? 'answer';
  const embedded = file.data.length <= MCP_EMBEDDED_FILE_LIMIT;
  const structured = { status: 200, mediaType: file.mediaType, name, size: file.data.length, link, embedded };
  return {
    content: [
      { type: 'resource_link', uri: link, name, mimeType: file.mediaType },
      ...(embedded
        ? [
            {
              type: 'resource' as const,
              resource: { uri: link, mimeType: file.mediaType, blob: file.data.toString('base64') },
            },
          ]
        : []),
    ],
    structuredContent: structured,
  };
}

/**
 * The result of a tool call from the HTTP answer: structured JSON, or an isError problem. A
 * dry run's result says so in its `_meta` and in a second text block.
 */
export function toolResult(
  status: number,
  payload: string,
  location?: string,
  dryRun = false,
): CallToolResult {
  const result = answerResult(status, payload, location);
  if (!dryRun) return result;
  return {
    ...result,
    content: [
      ...result.content,
      { type: 'text', text: 'Dry run: the operation ran in full and was rolled back; nothing was changed.' },
    ],
    _meta: { dryRun: true },
  };
}

function answerResult(status: number, payload: string, location?: string): CallToolResult {
  let parsed: unknown;
  try {
    parsed = payload ? JSON.parse(payload) : undefined;
  } catch {
    parsed = payload;
  }
  if (status >= 400) {
    return {
      isError: true,
      content: [{ type: 'text', text: payload || `HTTP ${status}` }],
      ...(isObject(parsed) ? { structuredContent: parsed } : {}),
    };
  }
  const structured = isObject(parsed)
    ? parsed
    : { status, ...(parsed !== undefined ? { items: parsed } : {}), ...(location ? { location } : {}) };
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An HTTP request made from a tool call, and what answered it. */
export interface OperationRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}
/** A successful answer that is a file rather than JSON. */
export interface OperationFile {
  mediaType: string;
  data: Buffer;
  disposition?: string;
}
export interface OperationAnswer {
  status: number;
  payload: string;
  location?: string;
  file?: OperationFile;
  /** The answer's `Preference-Applied` header (`dry-run`). */
  preferenceApplied?: string;
}

/** The file of an answer, when it is one: a success whose media type is neither JSON nor text. */
export function answerFile(
  status: number,
  headers: { 'content-type'?: unknown; 'content-disposition'?: unknown },
  data: Buffer,
): OperationFile | undefined {
  const mediaType =
    String(headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  if (status >= 300 || mediaType === '' || /json|^text\//.test(mediaType)) return undefined;
  const disposition = headers['content-disposition'];
  return { mediaType, data, ...(typeof disposition === 'string' ? { disposition } : {}) };
}

/**
 * A tool call as the operation's HTTP request, sent by `send` (in-process at a service, over
 * HTTP from the gateway) with the caller's token, and its answer as the tool result. The
 * service's HTTP pipeline validates, authorises and handles it as any HTTP request.
 */
export async function callOperation(
  operation: Operation,
  args: Record<string, unknown>,
  token: string,
  send: (request: OperationRequest) => Promise<OperationAnswer>,
  baseUrl: BaseUrl = () => '',
): Promise<CallToolResult> {
  const unknown = unknownArguments(operation, args);
  if (unknown.length > 0) {
    const problem = new AppError(
      400,
      'invalid-request',
      `${operation.operationId} takes no argument named ${unknown.map((u) => u.name).join(', ')}: nothing was done.`,
      { errors: unknown.map(({ name, message }) => ({ field: `arguments.${name}`, message })) },
    ).toProblem();
    return toolResult(400, JSON.stringify(problem));
  }
  const dryRun = args[DRY_RUN_ARGUMENT];
  if (dryRun !== undefined && typeof dryRun !== 'boolean') {
    const problem = new AppError(
      400,
      'invalid-request',
      `${DRY_RUN_ARGUMENT} is true or false: nothing was done.`,
      {
        errors: [{ field: `arguments.${DRY_RUN_ARGUMENT}`, message: 'must be boolean' }],
      },
    ).toProblem();
    return toolResult(400, JSON.stringify(problem));
  }
  const http = requestFor(operation, args);
  const answer = await send({
    method: operation.method.toUpperCase(),
    url: http.url,
    headers: {
      ...http.headers,
      authorization: `Bearer ${token}`,
      ...(http.body !== undefined ? { 'content-type': http.mediaType } : {}),
    },
    ...(http.body !== undefined ? { body: http.body } : {}),
  });
  if (answer.file) return fileResult(answer.file, `${baseUrl()}${http.url}`);
  return toolResult(
    answer.status,
    answer.payload,
    answer.location,
    answer.preferenceApplied?.toLowerCase().includes(DRY_RUN_PREFERENCE) ?? false,
  );
}

/** A call of a tool name no operation has: the JSON-RPC invalid-params error the specification names. */
export function unknownTool(name: string): McpError {
  return new McpError(
    ErrorCode.InvalidParams,
    `Unknown tool: ${name}. tools/list names the tools this token may call in the toolsets selected.`,
  );
}

/** Sends a tool's operation request through `app` (an express app) in process, its answer read as a call's. */
export function sendInProcess(
  app: Parameters<typeof dispatchInProcess>[0],
): (request: OperationRequest) => Promise<OperationAnswer> {
  return async (request) => {
    const response = await dispatchInProcess(app, request);
    const { location, 'preference-applied': preferenceApplied } = response.headers;
    const file = answerFile(response.status, response.headers, response.data);
    return {
      status: response.status,
      payload: file ? '' : response.data.toString('utf8'),
      ...(typeof location === 'string' ? { location } : {}),
      ...(file ? { file } : {}),
      ...(typeof preferenceApplied === 'string' ? { preferenceApplied } : {}),
    };
  };
}

export function mountMcp(app: Express, options: McpOptions): void {
  const catalog = toolCatalog(options.spec.operations);
  const permissions = [...new Set(options.spec.operations.map((o) => o.permission))].sort();
  const send = sendInProcess(app);

  const resources = resourceCatalog([{ name: options.service, spec: options.spec }]);
  const descriptions = toolsetDescriptions([{ name: options.service, spec: options.spec }]);
  const instructions = toolsetInstructions(catalog.toolsets);

  function createServer(
    principal: Principal,
    _requestId: string,
    selection: ToolSelection,
    baseUrl: BaseUrl,
  ): Server {
    const server = requestServer(
      { name: options.service, version: options.version },
      { capabilities: { tools: { listChanged: true }, resources: {} }, instructions },
    );
    serveResources(server, resources, principal, (operation, args) =>
      callOperation(operation, args, principal.token, send),
    );
    serveTools(server, {
      catalog,
      descriptions,
      principal,
      selection,
      metrics: options.metrics,
      call: (operation, args) => callOperation(operation, args, principal.token, send, baseUrl),
    });
    return server;
  }

  mountMcpEndpoint(app, {
    verifier: options.verifier,
    logger: options.logger,
    issuer: options.issuer,
    trustedProxies: options.trustedProxies ?? [],
    allowedOrigins: options.allowedOrigins ?? [],
    permissions: () => permissions,
    toolsets: catalog.toolsets,
    createServer,
  });
}
