/**
 * The service's OpenAPI file, loaded once: the document served at /v3/api-docs, the operation
 * index that the permission check, the metrics and MCP read, and a matcher from a request to
 * its operation.
 */
import { readFileSync } from 'node:fs';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { CORE_SCHEMA, load } from 'js-yaml';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

/** One operation of the contract, with its references resolved. */
export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The path template as written in the file, e.g. `/referential/v1/bays/{id}`. */
  path: string;
  permission: string;
  summary: string;
  description: string;
  tags: string[];
  parameters: OpenApiParameter[];
  /** Media type and schema of the request body, when the operation takes one. */
  requestBody?: { mediaType: string; schema: JsonSchema; required: boolean };
  /**
   * Whether the operation changes nothing: every GET, and a POST marked `x-read-only: true`
   * (a lookup taking its question as a body).
   */
  readOnly: boolean;
  /**
   * `x-tolerates-replica-lag: true`: a read whose answer may lag the latest writes by a replica's
   * delay (searches, boards, station calls), served through `DATABASE_READ_URL` when set.
   */
  toleratesReplicaLag: boolean;
  /**
   * `x-timeout-seconds`: how long the gateway waits for the service's answer to this operation,
   * when longer than its `UPSTREAM_TIMEOUT_MS` (an import checks a large file before answering).
   */
  timeoutSeconds?: number;
  /** The first success answer's status, and its JSON schema when it answers JSON. */
  response?: { status: number; schema?: JsonSchema };
  /**
   * Every answer the contract declares, by status as written (`200`, `404`): the schema of each
   * of its media types (none for an answer without a body).
   */
  answers: Record<string, Record<string, JsonSchema | undefined>>;
  /** `x-mcp-resource`: the read is also an MCP resource (see `McpResource`). */
  mcpResource?: McpResource;
  /**
   * `x-mcp-core: true`: the tool is in the `core` toolset, the one an MCP session lists before
   * it enables any other (docs/mcp.md).
   */
  mcpCore: boolean;
  /**
   * `x-carrier-scoped: true`: a token scoped to one carrier (claim `carrier_id`) may call it, its
   * reads and writes limited to that carrier's records by the database (ADR 0081). Any other
   * operation refuses such a token.
   */
  carrierScoped: boolean;
}

/**
 * A read offered as MCP resources: `uri` is a template whose variables are the operation's
 * path parameters; `listedBy` names the operation whose answer (an array) lists them, one per
 * item, the variables taken from its fields; `field` names the property of the answer that is
 * the resource's content (the whole answer when absent).
 */
export interface McpResource {
  uri: string;
  listedBy?: string;
  field?: string;
}

export interface ApiSpec {
  /** The document as written (with $refs), served at /v3/api-docs and given to the validator. */
  document: Record<string, unknown>;
  operations: Operation[];
  byOperationId: Map<string, Operation>;
  /**
   * The operation `method` and `path` name, with its path parameters decoded; `undecodable`
   * names those whose percent-escapes are not UTF-8 (kept as sent in `params`).
   */
  match(
    method: string,
    path: string,
  ): { operation: Operation; params: Record<string, string>; undecodable: string[] } | undefined;
  /** The methods (upper case) the contract takes at `path`; none when no operation has it. */
  methodsOf(path: string): string[];
}

/** The name of each schema of a contract's `components.schemas`, by the resolved object. */
const componentNames = new WeakMap<JsonSchema, string>();

/**
 * The name under `components.schemas` of a resolved schema (every `$ref` to a component resolves
 * to the same object), or undefined for a schema written in place.
 */
export function componentNameOf(schema: JsonSchema): string | undefined {
  return componentNames.get(schema);
}

/** The contracts this process has read, by file and text: each is parsed and resolved once. */
const loaded = new Map<string, { text: string; spec: Promise<ApiSpec> }>();

/**
 * The contract in `file`, read once per process while its text stays the same: resolving a
 * contract takes a second or two, and a process that builds several services of one contract
 * (the tests, the benchmarks) shares it. Nobody changes an `ApiSpec`: the validator is given a
 * copy of the document.
 */
export function loadApiSpec(file: string): Promise<ApiSpec> {
  const text = readFileSync(file, 'utf8');
  const known = loaded.get(file);
  if (known?.text === text) return known.spec;
  const spec = readApiSpec(file, text);
  loaded.set(file, { text, spec });
  spec.catch(() => loaded.delete(file));
  return spec;
}

async function readApiSpec(file: string, text: string): Promise<ApiSpec> {
  // js-yaml with the YAML 1.2 core schema: a fifth of the time of `yaml` on the referential's
  // contract (a service start parses it once).
  const document = load(text, { schema: CORE_SCHEMA, filename: file }) as Record<string, unknown>;
  const resolved = (await $RefParser.dereference(structuredClone(document))) as {
    paths?: Record<string, Record<string, unknown>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  for (const [name, schema] of Object.entries(resolved.components?.schemas ?? {}))
    if (!componentNames.has(schema)) componentNames.set(schema, name);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(resolved.paths ?? {})) {
    const shared = (item.parameters as OpenApiParameter[] | undefined) ?? [];
    for (const method of HTTP_METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      operations.push(toOperation(file, path, method, op, shared));
    }
  }
  return buildSpec(document, operations);
}

function toOperation(
  file: string,
  path: string,
  method: HttpMethod,
  op: Record<string, unknown>,
  shared: OpenApiParameter[],
): Operation {
  const operationId = op.operationId as string | undefined;
  const permission = op['x-permission'] as string | undefined;
  if (!operationId) throw new Error(`${file}: ${method.toUpperCase()} ${path} has no operationId`);
  if (!permission) throw new Error(`${file}: ${operationId} has no x-permission`);
  const own = (op.parameters as OpenApiParameter[] | undefined) ?? [];
  const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
  const body = op.requestBody as
    { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } | undefined;
  const [mediaType, media] = Object.entries(body?.content ?? {})[0] ?? [];
  const responses = (op.responses ?? {}) as Record<
    string,
    { content?: Record<string, { schema?: JsonSchema }> }
  >;
  const success = Object.keys(responses)
    .filter((code) => /^2\d\d$/.test(code))
    .sort()[0];
  const successSchema = success ? responses[success]?.content?.['application/json']?.schema : undefined;
  const readOnly = method === 'get' || op['x-read-only'] === true;
  const toleratesReplicaLag = op['x-tolerates-replica-lag'] === true;
  if (toleratesReplicaLag && !readOnly)
    throw new Error(`${file}: ${operationId} changes data and cannot tolerate replica lag`);
  const timeoutSeconds = op['x-timeout-seconds'] as number | undefined;
  if (timeoutSeconds !== undefined && !(Number.isInteger(timeoutSeconds) && timeoutSeconds > 0))
    throw new Error(`${file}: ${operationId} has an x-timeout-seconds that is not a positive integer`);
  return {
    operationId,
    method,
    path,
    permission,
    summary: (op.summary as string | undefined) ?? operationId,
    description: (op.description as string | undefined) ?? '',
    tags: (op.tags as string[] | undefined) ?? [],
    parameters,
    readOnly,
    toleratesReplicaLag,
    ...(timeoutSeconds ? { timeoutSeconds } : {}),
    answers: Object.fromEntries(
      Object.entries(responses).map(([status, answer]) => [
        status,
        Object.fromEntries(Object.entries(answer.content ?? {}).map(([media, m]) => [media, m.schema])),
      ]),
    ),
    ...(op['x-mcp-resource'] ? { mcpResource: op['x-mcp-resource'] as McpResource } : {}),
    mcpCore: op['x-mcp-core'] === true,
    carrierScoped: op['x-carrier-scoped'] === true,
    ...(mediaType
      ? { requestBody: { mediaType, schema: media?.schema ?? {}, required: body?.required ?? false } }
      : {}),
    ...(success
      ? { response: { status: Number(success), ...(successSchema ? { schema: successSchema } : {}) } }
      : {}),
  };
}

interface CompiledPath {
  /** The path's operations, by lower-case method. */
  operations: Map<string, Operation>;
  regex: RegExp;
  names: string[];
  literalSegments: number;
}

/** Segments of a path, a trailing slash not counted (`/a/b` and `/a/b/` have 3, with the empty first). */
function segmentCount(path: string): number {
  let count = 1;
  const end = path.length > 1 && path.endsWith('/') ? path.length - 1 : path.length;
  for (let i = 0; i < end; i += 1) if (path.charCodeAt(i) === 47) count += 1;
  return count;
}

function buildSpec(document: Record<string, unknown>, operations: Operation[]): ApiSpec {
  // A request is matched to a path of the contract first, then to that path's operation for its
  // method: a literal path owns its requests whatever their method (OpenAPI: concrete paths are
  // matched before templated ones), so GET on the POST-only /vehicle-permits/imports is a 405
  // of that path, not a read of a permit whose id is `imports`.
  const byPath = new Map<string, CompiledPath>();
  for (const operation of operations) {
    const known = byPath.get(operation.path);
    if (known) {
      known.operations.set(operation.method, operation);
      continue;
    }
    const names: string[] = [];
    const segments = operation.path.split('/');
    const pattern = segments
      .map((segment) => {
        const param = /^\{(.+)\}$/.exec(segment);
        if (param?.[1]) {
          names.push(param[1]);
          return '([^/]+)';
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    byPath.set(operation.path, {
      operations: new Map([[operation.method, operation]]),
      regex: new RegExp(`^${pattern}/?$`),
      names,
      literalSegments: segments.length - names.length,
    });
  }
  // A literal segment beats a parameter: /vehicle-permits/expiry-worklist before /vehicle-permits/{id}.
  const paths = [...byPath.values()].sort(
    (a, b) => b.literalSegments - a.literalSegments || a.names.length - b.names.length,
  );
  // A parameter never spans a slash, so only the paths of the request's number of segments can
  // match it: they are grouped once, in the order above, instead of trying every path's
  // expression on every request.
  const byShape = new Map<number, CompiledPath[]>();
  for (const compiled of paths) {
    const shape = segmentCount([...compiled.operations.values()][0]?.path ?? '');
    const group = byShape.get(shape);
    if (group) group.push(compiled);
    else byShape.set(shape, [compiled]);
  }

  const pathOf = (path: string): { compiled: CompiledPath; found: RegExpExecArray } | undefined => {
    for (const compiled of byShape.get(segmentCount(path)) ?? []) {
      const found = compiled.regex.exec(path);
      if (found) return { compiled, found };
    }
    return undefined;
  };
  const match: ApiSpec['match'] = (method, path) => {
    const matched = pathOf(path);
    const operation = matched?.compiled.operations.get(method.toLowerCase());
    if (!matched || !operation) return undefined;
    const params: Record<string, string> = {};
    const undecodable: string[] = [];
    matched.compiled.names.forEach((name, i) => {
      const segment = matched.found[i + 1] ?? '';
      try {
        params[name] = decodeURIComponent(segment);
      } catch {
        params[name] = segment;
        undecodable.push(name);
      }
    });
    return { operation, params, undecodable };
  };
  return {
    document,
    operations,
    byOperationId: new Map(operations.map((o) => [o.operationId, o])),
    match,
    methodsOf(path) {
      const methods = pathOf(path)?.compiled.operations;
      return HTTP_METHODS.filter((method) => methods?.has(method)).map((method) => method.toUpperCase());
    },
  };
}
