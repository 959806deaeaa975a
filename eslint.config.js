// Lint rules for the whole workspace: typescript-eslint's recommended set plus the few
// habits of the project's own (named exports, no stray console output in services).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '.data/**', '**/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // One clock (packages/platform/src/clock.ts, ADR 0058): "now" and "today" in the services
    // and the platform come from the process's `Clock`, which a test can move. Reading the
    // system time elsewhere would be a second clock that a moved test clock does not move.
    files: ['services/*/src/**/*.ts', 'packages/platform/src/**/*.ts'],
    ignores: [
      // The clock itself: the one place that reads the system time.
      'packages/platform/src/clock.ts',
      // Timers and ages measured against the real time, never a business instant: the verified
      // tokens' cache (a token's `exp` is checked against the real time by the JWT library too),
      // the renewal of a service's own token, the import gate's deadlines and statement
      // timeouts, the upstream circuit's cooldown.
      'packages/platform/src/auth.ts',
      'packages/platform/src/token-source.ts',
      'packages/platform/src/imports.ts',
      'packages/platform/src/upstream-client.ts',
      // A log line's time: when it was written, in real time, as pino's own function read it.
      'packages/platform/src/logger.ts',
      // Test helpers: unique codes, token expiries and polling deadlines in real time.
      'packages/platform/src/testing/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read now from the clock (`clock.now()`, ADR 0058), not from the system time.',
        },
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'Read now from the clock (`clock.now()`, ADR 0058), not from the system time.',
        },
      ],
    },
  },
  {
    // One way to make an id (packages/platform/src/ids.ts): `randomUUID`'s text is a rope that
    // holds some 490 bytes an id, `newId`'s a flat string of 65.
    files: ['services/*/src/**/*.ts', 'packages/*/src/**/*.ts', 'gateway/src/**/*.ts'],
    ignores: ['packages/platform/src/ids.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'node:crypto',
              importNames: ['randomUUID'],
              message: 'Make ids with `newId` (@transport/platform): a flat string, not a rope.',
            },
          ],
        },
      ],
    },
  },
  {
    // Response bodies in tests are whatever the server sent: assertions check their shape.
    files: ['**/test/**/*.ts', 'packages/platform/src/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // knex and knip read these files' default export.
    files: ['services/*/migrations/*.ts', 'knip.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
