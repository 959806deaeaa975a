// Tracing starts before the service's modules load, so that its instrumentations see them.
import { startTracing } from '@transport/platform/tracing';

await startTracing('referential');
const { runService } = await import('@transport/platform');
const { referentialService } = await import('./referential-service.ts');
await runService(referentialService);
