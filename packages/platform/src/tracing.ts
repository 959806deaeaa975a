/**
 * OpenTelemetry tracing, on when `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set, off otherwise.
 *
 * On: spans for incoming and outgoing HTTP (`node:http`, so the gateway's proxied calls too),
 * for `fetch` (undici: siv's calls to the referential and to the token endpoint) and for every
 * Postgres query (`pg`, which knex uses), batched (`BatchSpanProcessor`) and exported over
 * OTLP/HTTP (protobuf, or JSON when `OTEL_EXPORTER_OTLP_PROTOCOL=http/json`) to the endpoint. Context travels in W3C `traceparent` headers, so one
 * trace goes from the gateway through a service to Postgres, and from siv to the referential.
 * The service name is `OTEL_SERVICE_NAME`, else the process's own name.
 *
 * Off: none of the SDK is loaded (it is imported only when tracing starts) and nothing is
 * added to a request's path; see `tracingEnabled`.
 *
 * `startTracing` must run before the modules it instruments (`pg`, `node:http`) are loaded:
 * each `main.ts` awaits it before importing the service (ADR 0018).
 */
import { createRequire, syncBuiltinESMExports } from 'node:module';
import type * as TraceSdk from '@opentelemetry/sdk-trace';

/** Whether this process exports spans (decided once, at start, from its environment). */
export const tracingEnabled = Boolean(
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
);

let flush: (() => Promise<void>) | undefined;

/**
 * Starts the tracer provider and the instrumentations when tracing is on (does nothing
 * otherwise). `serviceName`: the process's name, used when `OTEL_SERVICE_NAME` is unset.
 */
export async function startTracing(serviceName: string): Promise<void> {
  if (!tracingEnabled || flush) return;
  const [api, core, hooks, sdk, resources, semconv, instrumentation, http, undici, pg] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/semantic-conventions'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-pg'),
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
  api.context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new http.HttpInstrumentation({
        // Probes and scrapes (the management port) are not requests anyone traces.
        ignoreIncomingRequestHook: (req) => /^\/(actuator|metrics)\b/.test(req.url ?? ''),
      }),
      new undici.UndiciInstrumentation(),
      // A span per query (not per pool checkout), and only within a traced request.
      new pg.PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
    ],
  });
  // The application imports `node:http` as an ES module: loading it through `require` applies
  // the instrumentation's patch, and syncing makes named imports (`import { request }`) see it.
  createRequire(import.meta.url)('node:http');
  syncBuiltinESMExports();
  flush = () => provider.shutdown();
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
