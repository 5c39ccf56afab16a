// ESLint 9 flat config for the whole repository (server, pages, tests, scripts).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Server-side packages that must never reach the pages' code. */
const SERVER_PACKAGES = ['@nestjs/*', 'typeorm', 'pg', 'pg-*', '@electric-sql/*', 'bullmq', 'ioredis', 'passport*', 'express-session', 'oidc-provider', 'pdfkit', 'nodemailer', 'exceljs'];

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', '.react-router/**', 'coverage/**', 'artifacts/**', 'var/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'warn' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'warn',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // Logs go through the Nest/pino logger; the few deliberate console lines say so with a comment.
      'no-console': 'error',
      // Sanitisers (headers, file names) match control characters on purpose.
      'no-control-regex': 'off',
      'prefer-const': 'error',
    },
  },
  // Node code (server, scripts, tests, benchmarks, tool configs).
  {
    files: ['src/**/*.ts', 'migrations/**/*.ts', 'scripts/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts', '*.config.{ts,mjs,js}', 'client/**/*.server.ts', 'client/entry.server.tsx'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/*.ts', 'bench/**/*.ts', 'test/**/*.ts', '**/*.spec.ts', '**/*.spec.tsx'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // Command-line tools and benchmarks print their results.
  {
    files: ['scripts/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  // Pages: browser code with React hooks rules.
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Type-only imports are erased: the browser bundle never pulls a module for its types.
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
    },
  },
  // ARCHITECTURE: client/ imports only src/domain (universal code) and its own files.
  // (entry.server.tsx is React Router's server entry: it never reaches the browser.)
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/**/*.server.ts', 'client/entry.server.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)*src/(?!domain(/|$))',
              message: "client/ n'importe que src/domain : appelez les services Nest depuis un fichier *.server.ts utilisé par un loader.",
            },
            { group: SERVER_PACKAGES, message: 'Paquet serveur interdit dans client/ : passez par un loader (*.server.ts) ou par /api.' },
            { regex: '^node:', message: 'Module Node interdit dans client/ (code exécuté aussi dans le navigateur).' },
          ],
        },
      ],
    },
  },
  // A route file only wires a loader and a screen (client/README.md): its page lives in features/<area>/screens.
  {
    files: ['client/routes/*.tsx'],
    rules: { 'max-lines': ['error', { max: 30 }] },
  },
  // No screen or screen part over 250 lines: state and effects live in the feature's hooks/.
  {
    files: ['client/features/*/screens/*.tsx', 'client/features/*/components/*.tsx'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  // client/**/*.server.ts: the only page files that may reach Nest services (loaders and actions only).
  {
    files: ['client/**/*.server.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['typeorm', 'pg', 'pg-*', '@electric-sql/*'], message: 'Les loaders appellent des services, jamais la base directement.' },
            { regex: '\\.repository$', message: 'Les loaders appellent des services, pas des repositories.' },
          ],
        },
      ],
    },
  },
  // Every SQL statement in a repository (ADR 0064): dependency-cruiser sees TypeORM imports, this sees a
  // connection passed under a structural type (the auth tables' SqlRunner) being queried elsewhere.
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.repository.ts', 'src/database/**', 'src/**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='query']",
          message: 'Les requêtes SQL vivent dans un repository (*.repository.ts), testé sur une base migrée (ADR 0064).',
        },
      ],
    },
  },
);
