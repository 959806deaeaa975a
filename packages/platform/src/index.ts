export * from './answered-for.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './config.ts';
export * from './database-errors.ts';
export * from './db.ts';
export { EVENT_NOTICES_SETTING, EVENTS_WRITTEN_NOTICE } from './commit-gate.ts';
export * from './bulk-writes.ts';
export * from './migrations.ts';
export { queryPrepared } from './prepared-statements.ts';
export { rollingBack } from './dry-runs.ts';
export * from './errors.ts';
export * from './http-app.ts';
export * from './ids.ts';
export * from './http/identity.ts';
export * from './http/problems.ts';
export * from './http/replies.ts';
export { mountDocumentation } from './http/routing.ts';
export { MAX_JSON_DEPTH } from './http/validation.ts';
export * from './imports.ts';
export { FileBody, parseCsv, readCsv, readFileRows, type CsvRecord } from './csv-read.ts';
export * from './logger.ts';
export * from './management.ts';
export * from './metrics.ts';
export * from './openapi.ts';
export * from './paging.ts';
export * from './text-search.ts';
export * from './preconditions.ts';
export * from './propagation.ts';
export * from './service-runtime.ts';
export * from './time.ts';
export * from './clock.ts';
export * from './tracing.ts';
export * from './mcp/mcp-endpoint.ts';
export {
  answerFile,
  callOperation,
  sendInProcess,
  serveTools,
  TOOLSET_TOOL_NAMES,
  toolCatalog,
  toolResult,
  type OperationAnswer,
  type OperationRequest,
} from './mcp/mcp-server.ts';
export { toolsetDescriptions, toolsetInstructions, type ToolSelection } from './mcp/toolsets.ts';
export { resourceCatalog, serveResources } from './mcp/mcp-resources.ts';
export { resourceSubscriptions, type FeedPage } from './mcp/mcp-subscriptions.ts';
export * from './notifications.ts';
export * from './notified-cache.ts';
/** The one cache of the platform and the services, each with one eviction rule (ADR 0052). */
export { LRUCache } from 'lru-cache';
export * from './catalog.ts';
export * from './webhook-targets.ts';
export * from './webhooks.ts';
export * from './changes.ts';
export * from './events.ts';
export * from './sealing.ts';
export * from './lifecycle.ts';
export * from './dated/index.ts';
export * from './record-handlers.ts';
export * from './upstream-client.ts';
export * from './validation-report.ts';
