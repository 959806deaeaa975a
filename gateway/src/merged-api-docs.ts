/**
 * One OpenAPI document for the whole platform, merged from the services' files: every path,
 * tags grouped per module (`x-tagGroups`), the bearer security scheme, and components without
 * collisions: a component identical in several files is kept once, one that differs is renamed
 * with its module's prefix (`RulesStatus`) and every reference to it follows.
 */

// An OpenAPI document is walked generically here: its shape is the OpenAPI schema's concern.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;

export interface ModuleDocument {
  /** Module name as shown in the tag groups, e.g. `Referential`. */
  module: string;
  document: Doc;
}

/** Each contract's module name (the services' and the gateway's own), as the merged document's tag groups show it. */
export const MODULES = {
  referential: 'Referential',
  rules: 'Rules',
  siv: 'Display',
  gateway: 'Platform',
} as const;

/** The merged document's title and description (its version is the gateway's). */
export const PLATFORM_INFO = {
  title: 'Transport platform',
  description:
    'Registry (referential), rules and passenger display (SIV) of the bus network, behind one gateway. ' +
    'Every operation needs a bearer token carrying the permission named in its `x-permission`; ' +
    'every operation is also an MCP tool at `/mcp`, named by its operationId.',
};

const SECTIONS = [
  'schemas',
  'responses',
  'parameters',
  'requestBodies',
  'headers',
  'examples',
  'securitySchemes',
] as const;

function rewriteRefs(node: unknown, renames: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, renames));
  if (node && typeof node === 'object') {
    const out: Doc = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] =
        key === '$ref' && typeof value === 'string'
          ? (renames.get(value) ?? value)
          : rewriteRefs(value, renames);
    }
    return out;
  }
  return node;
}

export function mergeApiDocs(
  modules: ModuleDocument[],
  info: { title: string; version: string; description: string },
): Doc {
  const components: Record<string, Doc> = {};
  const paths: Doc = {};
  const tags: Doc[] = [];
  const tagGroups: { name: string; tags: string[] }[] = [];
  /** The paths the gateway answers itself: no service behind them to break off, fail or be slow. */
  const ownPaths = new Set<string>();

  for (const { module, document } of modules) {
    const renames = new Map<string, string>();
    for (const section of SECTIONS) {
      for (const [name, value] of Object.entries((document.components?.[section] ?? {}) as Doc)) {
        const existing = components[section]?.[name];
        if (existing !== undefined && JSON.stringify(existing) !== JSON.stringify(value)) {
          renames.set(`#/components/${section}/${name}`, `#/components/${section}/${module}${name}`);
        }
      }
    }
    const rewritten = rewriteRefs(document, renames) as Doc;
    for (const section of SECTIONS) {
      for (const [name, value] of Object.entries((rewritten.components?.[section] ?? {}) as Doc)) {
        const target = renames.has(`#/components/${section}/${name}`) ? `${module}${name}` : name;
        components[section] ??= {};
        components[section][target] ??= value;
      }
    }
    for (const [path, item] of Object.entries((rewritten.paths ?? {}) as Doc)) {
      if (paths[path]) throw new Error(`Two modules declare the path ${path}`);
      paths[path] = item;
      if (module === MODULES.gateway) ownPaths.add(path);
    }
    const moduleTags = ((rewritten.tags ?? []) as Doc[]).filter(
      (t) => !tags.some((existing) => existing.name === t.name),
    );
    tags.push(...moduleTags);
    tagGroups.push({ name: module, tags: moduleTags.map((t) => t.name as string) });
  }

  declareGatewayAnswers(paths, components, ownPaths);
  return {
    openapi: '3.1.0',
    info,
    servers: [
      {
        url: '/',
        description: 'The production gateway (or a local or test stack), at the address it is reached at.',
        'x-internal': false,
      },
    ],
    security: [{ bearerAuth: [] }],
    tags,
    'x-tagGroups': tagGroups,
    paths,
    components,
  };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

const problemContent = {
  'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
};

/**
 * The answers the gateway gives itself: on every operation 429 when the caller's budget is spent
 * (with the `RateLimit` fields, which allowed answers carry too); on every forwarded one also
 * 502 when the service broke the exchange off, 503 while the service is unreachable or its
 * circuit is open (the service's own 503s share it), and 504 when the service did not answer in
 * time. The operations the gateway answers itself (`ownPaths`) declare their own failures.
 */
function declareGatewayAnswers(paths: Doc, components: Record<string, Doc>, ownPaths: Set<string>): void {
  components.responses ??= {};
  components.responses.RateLimited = {
    description:
      'The caller sent more requests than its budget for this module and method class within the window ' +
      '(counted per token subject, or per client address without a valid token); problem code `rate-limited`. ' +
      'Every answer of the gateway carries the `RateLimit-Policy` and `RateLimit` fields ' +
      '(draft-ietf-httpapi-ratelimit-headers-11).',
    headers: {
      'Retry-After': {
        description: 'Seconds until the budget is renewed.',
        schema: { type: 'integer', format: 'int32', minimum: 0 },
      },
      'RateLimit-Policy': {
        description: 'The budget counted against, e.g. `"referential-read";q=600;w=60`.',
        schema: { type: 'string' },
      },
      RateLimit: {
        description: 'What remains of it and when it renews, e.g. `"referential-read";r=0;t=12`.',
        schema: { type: 'string' },
      },
    },
    content: problemContent,
  };
  components.responses.UpstreamUnavailable ??= {
    description:
      'The service behind the gateway is not reachable or is failing (its circuit is open); problem code ' +
      '`upstream-unavailable`. The service answers 503 `database-unavailable` itself when its database ' +
      'cannot be reached, or when it is stopping and rolled the request back; a stopping gateway answers ' +
      '`service-stopping` to a request it no longer has the time to forward (nothing of it done). Try again ' +
      'after `Retry-After` seconds.',
    headers: {
      'Retry-After': {
        description: 'Seconds before trying again.',
        schema: { type: 'integer', format: 'int32', minimum: 0 },
      },
    },
    content: problemContent,
  };
  components.responses.BadGateway ??= {
    description:
      'The service behind the gateway broke the exchange off (its connection closed or reset before its ' +
      'answer); problem code `bad-gateway`. A write may or may not have been made: read it back before ' +
      'sending it again.',
    content: problemContent,
  };
  components.responses.UpstreamTimeout ??= {
    description:
      "The service behind the gateway did not answer within the operation's time (`x-timeout-seconds`, else " +
      "the gateway's `UPSTREAM_TIMEOUT_MS`), or within what was left of a stopping gateway's drain time; " +
      'problem code `upstream-timeout`. The gateway has left the ' +
      'exchange. A write the service had not begun to commit when it saw the gateway leave is rolled ' +
      'back; one whose commit was under way, or that a busy service committed before it saw the gateway ' +
      'leave, is kept: the problem of a write says so, read it back before sending it again.',
    content: problemContent,
  };
  for (const [path, item] of Object.entries(paths) as [string, Doc][]) {
    for (const method of METHODS) {
      const operation = item[method] as Doc | undefined;
      if (!operation) continue;
      operation.responses ??= {};
      operation.responses['429'] ??= { $ref: '#/components/responses/RateLimited' };
      if (ownPaths.has(path)) continue;
      operation.responses['502'] ??= { $ref: '#/components/responses/BadGateway' };
      operation.responses['503'] ??= { $ref: '#/components/responses/UpstreamUnavailable' };
      operation.responses['504'] ??= { $ref: '#/components/responses/UpstreamTimeout' };
    }
  }
}
