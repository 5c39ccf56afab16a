/**
 * Four suites: pure unit tests, e2e through HTTP against the built app, browser journeys, and the
 * crash suite (its own API and workers on real PostgreSQL + Redis, killed mid-job; skipped without them).
 */
const tsJest = ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: false }];
const base = { transform: { '^.+\\.tsx?$': tsJest }, testEnvironment: 'node', moduleFileExtensions: ['ts', 'tsx', 'js', 'json'] };

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
