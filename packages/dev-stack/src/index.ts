export { DevIssuer } from './dev-issuer.ts';
export {
  startEmbeddedPostgres,
  bootstrapDatabase,
  RUNTIME_ROLE,
  type EmbeddedDatabaseServer,
} from './embedded-postgres.ts';
export { allPermissions, REPO_ROOT, SIV_CLIENT_PERMISSIONS } from './permissions.ts';
export {
  testEnvironment,
  freePort,
  startTestDatabaseServer,
  startTestEnvironment,
  stopTestDatabaseServer,
} from './test-environment.ts';
export { waitUntilReady } from './readiness.ts';
export { loadPlatformProcess } from './platform-processes.ts';
export { processRuns } from './process-runs.ts';
export { useCompileCache } from './compile-cache.ts';
