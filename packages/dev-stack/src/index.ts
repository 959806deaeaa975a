export { DevIssuer, DEV_AUDIENCE, type DevClient, type TokenRequest } from './dev-issuer.ts';
export {
  startEmbeddedPostgres,
  bootstrapDatabase,
  type EmbeddedDatabaseServer,
} from './embedded-postgres.ts';
export { allPermissions, REPO_ROOT, OPENAPI_DIR } from './permissions.ts';
export { testEnvironment, freePort, type TestEnvironment } from './test-environment.ts';
export { waitUntilReady, type ReadinessOptions } from './readiness.ts';
export { loadPlatformProcess } from './platform-processes.ts';
