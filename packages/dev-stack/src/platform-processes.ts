/**
 * The platform's processes, by path from the repository root: what `pnpm start` runs as child
 * processes and what the whole-platform test fixture of `@transport/platform/testing` loads in
 * the test process. Nothing imports a service's or the gateway's code by name across a boundary
 * (ADR 0012): this table is the one place that knows where each lives.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './permissions.ts';

export const PLATFORM_PROCESSES = {
  referential: {
    main: 'services/referential/src/main.ts',
    module: 'services/referential/src/index.ts',
    build: 'referentialService',
  },
  rules: { main: 'services/rules/src/main.ts', module: 'services/rules/src/index.ts', build: 'rulesService' },
  siv: { main: 'services/siv/src/main.ts', module: 'services/siv/src/index.ts', build: 'sivService' },
  gateway: { main: 'gateway/src/main.ts', module: 'gateway/src/index.ts', build: 'buildGateway' },
} as const;

export type PlatformProcess = keyof typeof PLATFORM_PROCESSES;

/**
 * What a process is built from, loaded in this process: a service's definition (given to
 * `buildService`), or the gateway's `buildGateway`. Its type is the caller's to state.
 */
export async function loadPlatformProcess(name: PlatformProcess): Promise<unknown> {
  const entry = PLATFORM_PROCESSES[name];
  const file = path.join(REPO_ROOT, entry.module);
  const loaded = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  if (!(entry.build in loaded)) throw new Error(`${entry.module} does not export ${entry.build}`);
  return loaded[entry.build];
}
