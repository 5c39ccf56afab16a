import { RequestMethod, type INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { setupAuth } from './auth/auth.setup';
import { sessionCookieName } from './auth/session';
import { identifierRequete } from './common/contexte-requete';
import { configurerCorpsJson } from './common/corps-json';
import { refuserNulDansAdresse } from './common/entrees';
import { documentOpenApi } from './common/openapi';
import { createValidationPipe } from './common/validation';
import { AppConfig } from './config/app-config';
import { resolveOidcSettings } from './config/public-config';
import { mesurerHttp } from './metrics/http-metrics';
import { MetricsService } from './metrics/metrics.service';
import { creerEntetes } from './securite/entetes';
import { mountPages } from './web/pages.setup';

/** Everything main.ts does to the app besides listening; shared with tests and benchmarks. */
export async function configureApp(app: NestExpressApplication): Promise<void> {
  app.useLogger(app.get(Logger));
  const config = app.get(AppConfig);
  // The action's id before anything logs: every line of this request and of the jobs it causes carries it.
  app.use(identifierRequete(config.trustProxy !== false));
  // Security headers first: every answer gets them, static files and errors included.
  app.use(creerEntetes({ publicUrl: config.publicUrl, https: config.https, autresOriginesFormulaires: origineFournisseur(config) }));
  // Every answer's duration, by route template (GET /api/metrics, ADR 0068).
  app.use(mesurerHttp(app.get(MetricsService).http));
  // Forwarded headers are believed only from a declared proxy (TRUST_PROXY): req.ip, req.secure.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // No automatic ETag: it hashes every answer (a price included) for a 304 that only GETs of
  // stable data can earn; those (referentials, projet lists) set their own.
  app.set('etag', false);
  app.enableShutdownHooks();
  // Before anything reads the address: a NUL (%00) in a path or query is a 400 (ADR 0020).
  app.use(refuserNulDansAdresse);
  prefixerApi(app);
  app.useGlobalPipes(createValidationPipe());
  // JSON only (Nest would add a form parser that every request then goes through): the API takes
  // JSON, files come as multipart on their own routes, the development provider reads its forms.
  configurerCorpsJson(app);
  await setupAuth(app);
  // The API's documentation is a development page: in production only with DEV_PAGES=true.
  if (config.pagesDeveloppement) {
    // The same document scripts/openapi-types.ts types the pages' calls from (ADR 0057).
    SwaggerModule.setup('api/docs', app, () => documentOpenApi(app, sessionCookieName(config.publicUrl)), { jsonDocumentUrl: 'api/docs/openapi.json' });
  }
  await mountPages(app);
}

/** Every REST endpoint lives under /api; sign-in routes (/auth/...) stay at the root. Shared with scripts/openapi-types.ts. */
export function prefixerApi(app: INestApplication): void {
  app.setGlobalPrefix('api', { exclude: [{ path: 'auth/{*path}', method: RequestMethod.ALL }] });
}

/** A real provider's origin: the sign-out form ends at its end-session endpoint (CSP form-action). */
function origineFournisseur(config: AppConfig): string[] {
  const oidc = resolveOidcSettings(config);
  if ('erreurs' in oidc || oidc.devProvider) return [];
  try {
    return [new URL(oidc.url).origin];
  } catch {
    return [];
  }
}
