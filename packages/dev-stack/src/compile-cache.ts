import { enableCompileCache } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * Keeps the code V8 compiled from each module on disk, for this process and for the processes it
 * starts (they inherit `NODE_COMPILE_CACHE`): a process started again reads its modules' code
 * from there instead of compiling it anew. Node's own directory for it unless
 * `NODE_COMPILE_CACHE` names another. Called first by the commands that start processes: the
 * launcher, the test run, the benches (ADR 0173).
 */
export function useCompileCache(): void {
  process.env.NODE_COMPILE_CACHE ??= path.join(os.tmpdir(), 'node-compile-cache');
  enableCompileCache(process.env.NODE_COMPILE_CACHE);
}
