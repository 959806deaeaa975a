// The heap is tuned for serving before anything is made (ADR 0186), and tracing starts before
// the service's modules load, so that its instrumentations see them.
import { tuneHeapForServing } from '@transport/platform/heap';
import { startTracing } from '@transport/platform/tracing';

tuneHeapForServing();
await startTracing('rules');
const { runService } = await import('@transport/platform');
const { rulesService } = await import('./rules-service.ts');
await runService(rulesService);
