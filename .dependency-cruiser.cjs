/**
 * Module borders of the server (docs/adr/0064), checked by `npm run deps:check` in .ci/run.
 * The pages' border (client/ imports only src/domain and itself, except *.server.ts loaders) is
 * ESLint's (eslint.config.mjs); this file keeps the directions between the areas of src/.
 *
 *   src/domain                        pure rules: imports nothing outside src/domain
 *   src/common, src/config            shared kernel
 *   platform: database, securite, auth, jobs, files, mail, documents, registre, health, evenements
 *   features: clients, eligibilite, referentiels, sante, prevoyance, historique, espace, projets, etudes,
 *             souscription, signature, due (and any new area)
 *   src/web, app.module, main, worker the assembly
 *
 * A lower layer never imports a higher one; the features are ordered (ORDRE_FONCTIONNALITES); no two
 * folders import each other, even through a third.
 */
/** The features, lowest first: an area imports only those before it (a projet knows nothing of its subscription). */
const ORDRE_FONCTIONNALITES = ['referentiels', 'clients', 'eligibilite', 'sante', 'prevoyance', 'historique', 'espace', 'projets', 'etudes', 'souscription', 'signature', 'due', 'admin'];
const FONCTIONNALITES = `^src/(${ORDRE_FONCTIONNALITES.join('|')})/`;
const SOCLE = '^src/(common|config|database|securite|auth|jobs|files|mail|documents|registre|health|evenements)/';
const ASSEMBLAGE = '^src/(web/|app\\.module|app\\.setup|main|worker)';
/** TypeORM as the graph names it (kept in the graph by includeOnly for the rule on services, never followed). */
const TYPEORM = '^node_modules/(typeorm|@nestjs/typeorm)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domaine-pur',
      comment: 'src/domain holds the pure rules shared by the server and the pages: it imports only src/domain (and npm packages).',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^(src|client|test|scripts|bench)/', pathNot: '^src/domain/' },
    },
    {
      name: 'socle-sous-les-fonctionnalites',
      comment: 'The shared kernel and the platform (documents, files, jobs, mail…) sit below the features: a feature asks them, never the other way round (a port in the lower area, an adapter in the feature).',
      severity: 'error',
      from: { path: '^src/(common|config|database|securite|auth|jobs|files|mail|documents|registre|health|evenements)/' },
      to: { path: FONCTIONNALITES },
    },
    {
      name: 'noyau-sous-la-plateforme',
      comment: 'src/common and src/config are the kernel: they import only src/domain and each other (src/securite for the request context).',
      severity: 'error',
      from: { path: '^src/(common|config)/' },
      to: { path: '^src/', pathNot: '^src/(domain|common|config|securite)/' },
    },
    {
      name: 'assemblage-en-haut',
      comment: 'Nothing below imports the assembly (the SSR bridge, the root module, the entry points).',
      severity: 'error',
      from: { path: `${SOCLE}|${FONCTIONNALITES}|^src/domain/` },
      to: { path: ASSEMBLAGE },
    },
    ...ORDRE_FONCTIONNALITES.slice(0, -1).map((zone, i) => ({
      name: `sens-des-fonctionnalites-${zone}`,
      comment: `src/${zone} may import only the features before it (${ORDRE_FONCTIONNALITES.slice(0, i).join(', ') || 'none'}); a later one asks it, through its service or a port it defines.`,
      severity: 'error',
      from: { path: `^src/${zone}/` },
      to: { path: `^src/(${ORDRE_FONCTIONNALITES.slice(i + 1).join('|')})/` },
    })),
    {
      name: 'pas-de-cycle-entre-dossiers',
      comment: 'No cycle between folders: two areas (or two folders of one area) never import each other, directly or through others. Borrowing a helper across features means it belongs lower (src/documents, src/domain) or behind a port.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'pas-de-cycle',
      comment: 'No cycle between files.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'requetes-dans-les-repositories',
      comment:
        'Every query is in a repository (*.repository.ts, with its medium test on a migrated database): nothing else in src/ holds TypeORM at run time (DataSource, Repository, InjectRepository, InjectDataSource) — services, controllers, job handlers, providers\' adapters alike. Left out: the entities and the modules (decorators, TypeOrmModule.forFeature) and src/database (the connection itself). A type-only import (EntityManager) stays allowed: a service hands the transaction a repository opened to the other repositories it calls. A service with no repository of its own opens one with src/database/transactions.ts.',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.repository\\.ts$|\\.entity\\.ts$|\\.module\\.ts$|^src/database/' },
      to: { path: TYPEORM, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'pas-de-spec-en-production',
      comment: 'Run-time code never imports a spec or a test helper.',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.(spec|e2e-spec)\\.ts$|/testing/|\\.fixtures\\.ts$' },
      to: { path: '\\.(spec|e2e-spec)\\.ts$|^test/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(spec|e2e-spec)\\.ts$' },
    includeOnly: `^src/|${TYPEORM}`,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
