import { serveUntilSignalled } from '@transport/platform';
import { buildGateway } from './gateway-app.ts';

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
