/**
 * OpenTelemetry tracing, on when `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set, off otherwise.
 *
 * On: a span for every request an API server answers (made here, by `tracedRequests`, which
 * `createHttpServer` applies: ADR 0041), for every `fetch` made within one (undici: siv's calls
 * to the referential and to the token endpoint) and for every Postgres query made within one
 * (`pg`, which knex uses; made here too, by `traceQueries`), batched (`BatchSpanProcessor`)
 * and exported over OTLP/HTTP (protobuf, or JSON when `OTEL_EXPORTER_OTLP_PROTOCOL=http/json`)
 * to the endpoint. Context travels in W3C `traceparent` headers, so one trace goes from the gateway
 * through a service to Postgres, and from siv to the referential. Outgoing `node:http` calls
 * (the gateway's proxied and MCP calls) have no span of their own: the gateway writes its
 * request span's context into them (`injectTraceContext`), so the service's span is a child
 * of the gateway's (ADR 0039). The service name is `OTEL_SERVICE_NAME`, else the process's own
 * name.
 *
 * Off: none of the SDK is loaded (it is imported only when tracing starts) and nothing is
 * added to a request's path; see `tracingEnabled`.
 *
 * `startTracing` runs before the service's modules are loaded: each `main.ts` awaits it before
 * importing the service (ADR 0018), so that its own spans and the undici instrumentation's are
 * in place before the first request.
 */
import { AsyncResource } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import type { RequestListener } from 'node:http';
import { SpanStatusCode, trace, type Context, type Span, type Tracer } from '@opentelemetry/api';
import type * as Api from '@opentelemetry/api';
import type { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import type * as TraceSdk from '@opentelemetry/sdk-trace';

/** Whether this process exports spans (decided once, at start, from its environment). */
export const tracingEnabled = Boolean(
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
);

let flush: (() => Promise<void>) | undefined;

/**
 * Starts the tracer provider, the request and query spans and the undici instrumentation when
 * tracing is on (does nothing otherwise). `serviceName`: the process's name, used when
 * `OTEL_SERVICE_NAME` is unset.
 */
export async function startTracing(serviceName: string): Promise<void> {
  if (!tracingEnabled || flush) return;
  const [api, core, hooks, sdk, resources, semconv, instrumentation, undici, pg] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/semantic-conventions'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-undici'),
    import('pg'),
  ]);
  // OTLP/HTTP in protobuf, or in JSON when OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL is `http/json`.
  const protocol =
    process.env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ??
    process.env.OTEL_EXPORTER_OTLP_PROTOCOL ??
    'http/protobuf';
  const exporter =
    protocol === 'http/json'
      ? await import('@opentelemetry/exporter-trace-otlp-http')
      : await import('@opentelemetry/exporter-trace-otlp-proto');
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({
      [semconv.ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME || serviceName,
    }),
    sampler: samplerOf(sdk),
    spanProcessors: [
      new sdk.BatchSpanProcessor({
        // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (adding /v1/traces) and its headers.
        exporter: new exporter.OTLPTraceExporter(),
        ...batchSettings(),
      }),
    ],
  });
  api.context.setGlobalContextManager(new (emitBound(hooks.AsyncLocalStorageContextManager))().enable());
  api.propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // A `fetch` outside a traced request (the gateway's readiness checks) starts no trace.
      new undici.UndiciInstrumentation({ requireParentforSpans: true }),
    ],
  });
  const tracer = provider.getTracer('@transport/platform');
  serverSpans = serverSpansOf(api, tracer);
  // The class knex's `require('pg')` and the platform's `import pg` both use.
  traceQueries(api, tracer, pg.default.Client.prototype);
  flush = () => provider.shutdown();
}

let serverSpans: ((listener: RequestListener) => RequestListener) | undefined;

/**
 * `listener` answering each request within a server span of its own when tracing is on (the
 * listener itself otherwise). `createHttpServer` applies it to the API servers (not to the
 * management port's: probes and scrapes are not requests anyone traces).
 */
export function tracedRequests(listener: RequestListener): RequestListener {
  return serverSpans ? serverSpans(listener) : listener;
}

/**
 * Names the templated route (the contract's path) of the request being answered on its server
 * span (`http.route`); nothing when tracing is off or the request is not sampled.
 */
export function recordRoute(route: string): void {
  if (tracingEnabled) trace.getActiveSpan()?.setAttribute('http.route', route);
}

/** The methods `http.request.method` names as they are; any other is `_OTHER` (semantic conventions). */
const KNOWN_METHODS = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'CONNECT',
  'TRACE',
]);

/**
 * A server span per request, made here rather than by the http instrumentation, which built
 * about fifteen attributes per request (addresses, ports, user agent, query parsed and redacted)
 * whether or not the request was sampled, and patched every server's `emit` (ADR 0041). The
 * span is named and parented as the instrumentation's was: named by the method, a child of the
 * caller's `traceparent` (extracted by the global propagator), sampled by the provider's
 * sampler. Only a sampled (recording) span gets its attributes: `http.request.method`,
 * `url.scheme`, `url.path`, then `http.route` (see `recordRoute`) and
 * `http.response.status_code` when the response is done, with an error status from 500 on. The
 * request and response are bound to the span's context, so that their listeners (body parsing,
 * the request's log line, the span's own end) run in it.
 */
function serverSpansOf(api: typeof Api, tracer: Tracer) {
  const { context, propagation, ROOT_CONTEXT, SpanKind } = api;
  return (listener: RequestListener): RequestListener =>
    (req, res) => {
      const parent = propagation.extract(ROOT_CONTEXT, req.headers);
      const method = req.method ?? 'GET';
      const span = tracer.startSpan(method, { kind: SpanKind.SERVER }, parent);
      if (span.isRecording()) {
        const url = req.url ?? '/';
        const query = url.indexOf('?');
        span.setAttributes({
          'http.request.method': KNOWN_METHODS.has(method) ? method : '_OTHER',
          'url.scheme': 'http',
          'url.path': query === -1 ? url : url.slice(0, query),
        });
      }
      const active = api.trace.setSpan(parent, span);
      context.with(active, () => {
        context.bind(active, req);
        context.bind(active, res);
        // `on`, not `once`: a response closes once, and `once` wraps the listener (a bound
        // function and its state) and removes it when it fires.
        res.on('close', () => {
          if (span.isRecording()) {
            span.setAttribute('http.response.status_code', res.statusCode);
            if (res.statusCode >= 500) {
              span.setAttribute('error.type', String(res.statusCode));
              span.setStatus({ code: SpanStatusCode.ERROR });
            }
          }
          span.end();
        });
        listener(req, res);
      });
    };
}

/** What `traceQueries` reads of a `pg` client. */
interface QueryingClient {
  database?: string;
  connectionParameters: { host?: string; port?: number };
}
type Query = (this: QueryingClient, ...args: unknown[]) => unknown;

/**
 * A span per query a `pg` client sends within a sampled request, made here rather than by the
 * pg instrumentation (ADR 0041), which built two attribute objects, parsed the statement's
 * operation, wrapped the result in a promise of its own and recorded a duration for metrics
 * nobody collects, for every query of every request, sampled or not. Named and attributed as
 * the instrumentation's were: `pg.query:<statement name, else its first word> <database>`, a
 * client span with `db.system.name`, `db.namespace`, `server.address`, `server.port` and the
 * statement's text with its `$n` placeholders (`db.query.text`, never the values), an error
 * status and `error.type` (the SQLSTATE) when it fails. No span for a query outside a sampled
 * request (migrations, probes, listeners), for a pool checkout, or for a streamed statement (a
 * `COPY`, which ends without a callback). The callback runs in the request's context.
 */
function traceQueries(api: typeof Api, tracer: Tracer, client: { query: Query }): void {
  const { context, trace, SpanKind } = api;
  const query = client.query;
  client.query = function tracedQuery(this: QueryingClient, ...args: unknown[]) {
    const active = context.active();
    const config = args[0] as
      string | { text?: unknown; name?: unknown; submit?: unknown; callback?: unknown };
    const text = typeof config === 'string' ? config : config?.text;
    if (
      typeof text !== 'string' ||
      (typeof config === 'object' && (config.submit !== undefined || config.callback !== undefined)) ||
      !trace.getSpan(active)?.isRecording()
    ) {
      return Reflect.apply(query, this, args);
    }
    const named = typeof config === 'object' && typeof config.name === 'string' && config.name;
    const { host, port } = this.connectionParameters;
    const span = tracer.startSpan(
      `pg.query:${named || operationOf(text)}${this.database ? ` ${this.database}` : ''}`,
      { kind: SpanKind.CLIENT },
      active,
    );
    // Set once started: attributes given to `startSpan` are checked twice (by the tracer, then
    // by the span).
    span.setAttributes({
      'db.system.name': 'postgresql',
      'db.namespace': this.database,
      'server.address': host,
      'server.port': port,
      'db.query.text': text,
    });
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        endQuery(span, error);
        context.with(active, callback as (...a: unknown[]) => unknown, undefined, error, result);
      };
      return Reflect.apply(query, this, args);
    }
    return (Reflect.apply(query, this, args) as Promise<unknown>).then(
      (result) => {
        endQuery(span, undefined);
        return result;
      },
      (error: unknown) => {
        endQuery(span, error);
        throw error;
      },
    );
  };
}

/** Ends a query's span, with an error status and `error.type` (the SQLSTATE) when it failed. */
function endQuery(span: Span, error: unknown): void {
  if (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') span.setAttribute('error.type', code);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
  }
  span.end();
}

/** A statement's first word in capitals (`SELECT`, `BEGIN`), as the pg instrumentation named its spans. */
function operationOf(text: string): string {
  const trimmed = text.trim();
  const space = trimmed.indexOf(' ');
  const word = (space === -1 ? trimmed : trimmed.slice(0, space)).toUpperCase();
  return word.endsWith(';') ? word.slice(0, -1) : word;
}

/** What a bound emitter keeps (see `emitBound`): the async scope it is bound to, and its `emit` before. */
const boundScope = Symbol('bound async scope');
const unboundEmit = Symbol('emit before binding');
type BoundEmitter = EventEmitter & {
  [boundScope]?: AsyncResource;
  [unboundEmit]?: EventEmitter['emit'];
};

/**
 * A bound emitter's `emit`: its own, run in the async scope it was bound to. One function for
 * every emitter, its scope and its own `emit` kept on it under symbols: a closure made per
 * emitter and stored on it (as before) made V8 keep every request's objects through the
 * young-generation collections, promoted to the old generation until a full collection (ADR
 * 0043).
 */
function boundEmit(this: BoundEmitter, ...args: Parameters<EventEmitter['emit']>): boolean {
  const emit = this[unboundEmit] as EventEmitter['emit'];
  return (this[boundScope] as AsyncResource).runInAsyncScope(emit, this, ...args);
}

/**
 * The AsyncLocalStorage context manager, but binding an event emitter to a context by
 * replacing its `emit` once, where the library's wraps every listener added to it (a closure,
 * a property definition and a map entry per listener, and every removal looked up): a fifth
 * of the CPU for a request's two emitters (ADR 0039). The server span binds each request and
 * response to the request's context (`serverSpansOf`), so that their listeners (express's body
 * parsing, the request's log line on `finish`, the span's end on `close`) run in it: the
 * sockets' callbacks that emit their events do not. Every listener, whenever added, runs in the
 * bound context, as with the library's (which left those added before the binding, Node's
 * own, in the emitter's). The emitter keeps an `AsyncResource` made in that context, and each
 * event is emitted in its scope (`runInAsyncScope`: the current async context swapped for the
 * one kept), where entering the context anew (`with`, an `AsyncLocalStorage.run`) copies the
 * async context twice per event (ADR 0043).
 */
function emitBound(Manager: typeof AsyncLocalStorageContextManager) {
  return class EmitBoundContextManager extends Manager {
    override bind<T>(context: Context, target: T): T {
      if (!(target instanceof EventEmitter)) return super.bind(context, target);
      const emitter = target as BoundEmitter;
      if (emitter[boundScope]) return target;
      // The server span binds within the request's context: the scope is the current one.
      emitter[boundScope] =
        context === this.active()
          ? new AsyncResource('BoundEmitter')
          : this.with(context, () => new AsyncResource('BoundEmitter'));
      emitter[unboundEmit] = emitter.emit;
      emitter.emit = boundEmit;
      return target;
    }
  };
}

/**
 * The batch processor's settings from the standard variables, the SDK's defaults otherwise
 * (export every 5 s or every 512 spans, up to 2,048 queued; spans beyond are dropped, never
 * waited for): `OTEL_BSP_SCHEDULE_DELAY`, `OTEL_BSP_MAX_EXPORT_BATCH_SIZE`,
 * `OTEL_BSP_MAX_QUEUE_SIZE`, `OTEL_BSP_EXPORT_TIMEOUT`.
 */
function batchSettings() {
  const setting = (name: string) => {
    const value = Number(process.env[name]);
    return process.env[name] && Number.isFinite(value) && value > 0 ? value : undefined;
  };
  const settings = {
    scheduledDelayMillis: setting('OTEL_BSP_SCHEDULE_DELAY'),
    maxExportBatchSize: setting('OTEL_BSP_MAX_EXPORT_BATCH_SIZE'),
    maxQueueSize: setting('OTEL_BSP_MAX_QUEUE_SIZE'),
    exportTimeoutMillis: setting('OTEL_BSP_EXPORT_TIMEOUT'),
  };
  return Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined));
}

/**
 * The sampler the standard variables name: `parentbased_traceidratio` (or `traceidratio`) with
 * `OTEL_TRACES_SAMPLER_ARG` the share of new traces kept (a caller's sampled flag is followed),
 * `always_off`, else every trace (`parentbased_always_on`, the default).
 */
function samplerOf(sdk: typeof TraceSdk) {
  const name = process.env.OTEL_TRACES_SAMPLER ?? 'parentbased_always_on';
  const ratio = Number(process.env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  const root =
    name === 'always_off'
      ? new sdk.AlwaysOffSampler()
      : name.endsWith('traceidratio')
        ? new sdk.TraceIdRatioBasedSampler(Number.isFinite(ratio) ? ratio : 1)
        : new sdk.AlwaysOnSampler();
  return name.startsWith('parentbased_') ? new sdk.ParentBasedSampler({ root }) : root;
}

/** Exports the spans still batched (at shutdown); nothing when tracing is off. */
export async function stopTracing(): Promise<void> {
  await flush?.().catch(() => {});
}
