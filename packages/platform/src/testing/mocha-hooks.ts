/**
 * Mocha's fixtures for the test run (`.mocharc.json`). The global setup and teardown run once,
 * in mocha's main process, whether the files run one after the other or in parallel workers:
 * they start and stop the run's database server and migrate each service's schema once, into
 * the template its test databases are copied from. The root hook runs in each process before
 * its first file (in parallel mode before each file: it does its work once per process).
 */
import {
  loadPlatformProcess,
  startTestDatabaseServer,
  startTestEnvironment,
  stopTestDatabaseServer,
  useCompileCache,
} from '@transport/dev-stack';
import type { ServiceDefinition } from '../service-runtime.ts';
import { prepareServiceTemplate } from './index.ts';

// Before mocha starts its workers: they inherit the compile cache's directory (ADR 0173).
useCompileCache();

export async function mochaGlobalSetup(): Promise<void> {
  await startTestDatabaseServer();
  await startTestEnvironment();
  for (const name of ['referential', 'rules', 'siv'] as const)
    await prepareServiceTemplate((await loadPlatformProcess(name)) as ServiceDefinition<unknown>);
}

export async function mochaGlobalTeardown(): Promise<void> {
  await stopTestDatabaseServer();
}

export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(120_000);
    await startTestEnvironment();
  },
};
