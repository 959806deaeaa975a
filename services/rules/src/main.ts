// Tracing starts before the service's modules load, so that its instrumentations see them.
import { startTracing } from '@transport/platform/tracing';

await startTracing('rules');
const { runService } = await import('@transport/platform');
const { rulesService } = await import('./rules-service.ts');
await runService(rulesService);
