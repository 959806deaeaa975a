/**
 * Unused files, exports and dependencies, refused by `pnpm run lint:unused` (part of
 * `pnpm run check`, so of `pnpm test`); ADR 0012. Entries are what something runs by path
 * (package exports and the root scripts are found without being listed): `main.ts` of each
 * process, migrations (knex loads the folder), test files (mocha's globs in the root
 * `test:unit`), bench scenarios and floors, deploy scripts, the dev issuer of the images.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // An export no other file uses is refused; one its own file uses too is let be (a family's
  // `...Sort` or `...Status` type, named beside the repository that defines it).
  ignoreExportsUsedInFile: true,
  // Written by `pnpm generate` from the contracts: every schema is exported, used or not.
  ignore: ['services/*/src/generated/**', 'gateway/src/generated/**'],
  // Programs of the machine the deploy checks and the board deliveries' tests run on, not
  // packages (Debian's; `.ci/run` installs them); `taskset` (util-linux, in every Debian) holds
  // the benches' stall probes to a processor each, and they run unheld without it.
  ignoreBinaries: ['psql', 'docker-compose', 'ssh-keygen', 'taskset'],
  workspaces: {
    '.': {
      entry: ['deploy/*.{ts,mjs}', 'k8s/test/**/*.test.ts', 'scripts/*.ts'],
      project: ['deploy/**/*.{ts,mjs}', 'k8s/test/**/*.ts', 'scripts/*.ts'],
      // Loaded by a module name computed from each manifest's apiVersion
      // (deploy/validate-manifests.ts), which no static analysis can follow.
      ignoreDependencies: [
        'kubernetes-models',
        '@kubernetes-models/prometheus-operator',
        '@kubernetes-models/cloudnative-pg',
        // The security linter's ruleset, named in `.spectral.yaml` (`pnpm run lint:security`).
        '@stoplight/spectral-owasp-ruleset',
      ],
    },
    'packages/platform': {
      // What the platform, dev-stack and the gateway export is for the rest of the workspace: an
      // export none of it uses is refused (services export their definition, run by path).
      includeEntryExports: true,
      // The profile's root hooks, which `pnpm test:profile` hands mocha by path.
      entry: ['test/**/*.test.ts', 'src/testing/profile-hooks.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
      // Its folder is found by resolving its package.json (the Swagger UI page's files, read and
      // served by `mountDocumentation`): no import names it.
      ignoreDependencies: ['swagger-ui-dist'],
    },
    'packages/dev-stack': {
      includeEntryExports: true,
      entry: ['src/issuer-main.ts', 'src/postgres-keeper.ts', 'src/broker-keeper.ts', 'test/**/*.test.ts'],
      project: ['src/**/*.{ts,cjs}', 'test/**/*.ts'],
    },
    'services/*': {
      entry: ['src/main.ts', 'migrations/*.ts', 'test/**/*.test.ts'],
      project: ['src/**/*.ts', 'migrations/*.ts', 'test/**/*.ts'],
    },
    gateway: {
      includeEntryExports: true,
      // `*.fuzz.ts`: the independent fuzzer, run by `pnpm run fuzz`.
      entry: ['src/main.ts', 'test/**/*.test.ts', 'test/**/*.fuzz.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
      // The conformance suite and Prism (the mock server) are programs their tests run by path.
      ignoreDependencies: ['@modelcontextprotocol/conformance', '@stoplight/prism-cli'],
    },
    bench: {
      // `pnpm bench` imports each scenario by name; the bays scenario starts each floor as a process,
      // hostile-imports its bare reads' server.
      entry: ['src/scenarios/*.ts', 'src/*-floor.ts', 'src/floor-server.ts', 'src/bare-reads-server.ts'],
      project: ['src/**/*.ts'],
    },
  },
};

export default config;
