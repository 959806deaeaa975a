// The heap is tuned for serving before anything is made (ADR 0186), and tracing starts before
// the service's modules load, so that its instrumentations see them.
import { tuneHeapForServing } from '@transport/platform/heap';
import { startTracing } from '@transport/platform/tracing';

tuneHeapForServing();
await startTracing('referential');
const { runService } = await import('@transport/platform');
const { referentialService } = await import('./referential-service.ts');
await runService(referentialService);
