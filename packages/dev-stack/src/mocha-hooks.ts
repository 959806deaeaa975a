/** Mocha root hooks: one test environment for the whole run (see test-environment.ts). */
import { startTestEnvironment, stopTestEnvironment } from './test-environment.ts';

export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(120_000);
    await startTestEnvironment();
  },
  async afterAll(this: Mocha.Context) {
    this.timeout(60_000);
    await stopTestEnvironment();
  },
};
