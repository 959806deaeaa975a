// Tracing starts before the service's modules load, so that its instrumentations see them.
import { startTracing } from '@transport/platform/tracing';

await startTracing('siv');
const { runService } = await import('@transport/platform');
const { sivService } = await import('./siv-service.ts');
await runService(sivService);
