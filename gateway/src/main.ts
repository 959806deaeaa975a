// The heap is tuned for serving before anything is made (ADR 0186), and tracing starts before
// the gateway's modules load, so that its instrumentations see them.
import { tuneHeapForServing } from '@transport/platform/heap';
import { startTracing } from '@transport/platform/tracing';

tuneHeapForServing();
await startTracing('gateway');
const { serveUntilSignalled } = await import('@transport/platform');
const { buildGateway } = await import('./gateway-app.ts');

let gateway;
try {
  gateway = await buildGateway();
} catch (error) {
  process.stderr.write(
    `gateway could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
await serveUntilSignalled({
  name: 'gateway',
  app: gateway.app,
  management: gateway.management,
  host: gateway.config.HOST,
  port: gateway.config.PORT,
  managementPort: gateway.config.MANAGEMENT_PORT,
  graceMs: gateway.config.SHUTDOWN_GRACE_MS,
  logger: gateway.logger,
  setReady: gateway.setReady,
  close: async () => {},
});
