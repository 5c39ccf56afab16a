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

/** One spec per area, and one browser journey, that hold whatever process answers (no log or local file of the server read). */
const SMOKE_CLUSTER = [
  'e2e/platform.e2e-spec.ts',
  'e2e/referentiels.e2e-spec.ts',
  'e2e/eligibilite.e2e-spec.ts',
  'e2e/clients.e2e-spec.ts',
  'e2e/sante.e2e-spec.ts',
  'e2e/prevoyance.e2e-spec.ts',
  'e2e/projets.e2e-spec.ts',
  'e2e/espace.e2e-spec.ts',
  'e2e/etudes.e2e-spec.ts',
  'e2e/souscription-informations.e2e-spec.ts',
  'e2e/souscription-pieces.e2e-spec.ts',
  'e2e/souscription-kit.e2e-spec.ts',
  'e2e/signature.e2e-spec.ts',
  'e2e/due.e2e-spec.ts',
  'e2e/due-kit.e2e-spec.ts',
  'browser/signature.browser-spec.ts',
];

/**
 * BROWSER_SPECS=evenements,admin keeps only those journeys (by file name). .ci/run runs every journey on
 * embedded parts and, on PostgreSQL + Redis, only those whose page depends on Redis (docs/adr/0085).
 */
const BROWSER_SPECS = process.env.BROWSER_SPECS?.split(',').map((nom) => nom.trim()).filter(Boolean);

module.exports = {
  // Shared 2-core machines: a first PDF or a cold page can take several seconds; no test asserts time.
  testTimeout: 30_000,
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
      testMatch: BROWSER_SPECS ? BROWSER_SPECS.map((nom) => `**/${nom}.browser-spec.ts`) : ['**/*.browser-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/rejouer-parcours.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
    { ...base, displayName: 'crash', roots: ['<rootDir>/test/crash'], testMatch: ['**/*.crash-spec.ts'] },
    // The cluster suite, only when asked (.ci/run: CLUSTER=1 with PostgreSQL and Redis): 2 API processes and 2
    // workers behind HAProxy (deploy/haproxy.cfg); the e2e smoke of every area and a browser journey run
    // unchanged through the proxy, and the cluster's own specs (rolling restart under load).
    ...(process.env.CLUSTER === '1'
      ? [
          {
            ...base,
            displayName: 'cluster',
            roots: ['<rootDir>/test'],
            testMatch: [...SMOKE_CLUSTER.map((f) => `<rootDir>/test/${f}`), '<rootDir>/test/cluster/**/*.cluster-spec.ts'],
            globalSetup: '<rootDir>/test/cluster/setup.ts',
            globalTeardown: '<rootDir>/test/cluster/teardown.ts',
          },
        ]
      : []),
  ],
};
