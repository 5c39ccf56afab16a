/**
 * Five suites: pure unit tests, e2e through HTTP against the built app, browser journeys, and the
 * crash suite (its own API and workers on real PostgreSQL + Redis, killed mid-job; skipped without them)
 * and the security suite (generated attempts and fuzz, each on an app it starts itself: test/support/app.ts).
 */
const tsJest = ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: false }];
// jose 6 is ESM only; Jest (CommonJS here) compiles it like our own files so tests can sign and check tokens.
const esmJs = ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022' }, diagnostics: false }];
const base = {
  transform: { '^.+\\.tsx?$': tsJest, '/node_modules/jose/.+\\.js$': esmJs },
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // Components import their own stylesheet (client/components/*.css); Vite bundles them, Jest ignores them.
  moduleNameMapper: { '\\.css$': '<rootDir>/test/support/style-mock.js' },
};

module.exports = {
  projects: [
    { ...base, displayName: 'unit', roots: ['<rootDir>/src', '<rootDir>/client', '<rootDir>/scripts'], testMatch: ['**/*.spec.ts', '**/*.spec.tsx'] },
    {
      ...base,
      displayName: 'e2e',
      roots: ['<rootDir>/test/e2e'],
      testMatch: ['**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
    { ...base, displayName: 'security', roots: ['<rootDir>/test/security'], testMatch: ['**/*.security-spec.ts'] },
    {
      ...base,
      displayName: 'browser',
      roots: ['<rootDir>/test/browser'],
      testMatch: ['**/*.browser-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
    { ...base, displayName: 'crash', roots: ['<rootDir>/test/crash'], testMatch: ['**/*.crash-spec.ts'] },
  ],
};
