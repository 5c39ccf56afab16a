import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Application, Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { getPublicConfig } from '../config/public-config';
import { registerAuthRoutes } from './auth.routes';
import { deriveSecret } from './secrets';
import { mountDevProvider } from './dev-provider/dev-provider';
import { OidcService } from './oidc.service';
import { createApiSessionReader, createSessionMiddleware, SessionRenewal } from './session';
import { DbSessionStore } from './session-store';

/**
 * Mounts, ahead of Nest's routes and body parsers: GET /config.json, the development identity
 * provider (when no provider is configured), the page session and the /auth/* routes.
 */
export async function setupAuth(app: NestExpressApplication): Promise<void> {
  const config = app.get(AppConfig);
  const oidc = app.get(OidcService);
  const renewal = app.get(SessionRenewal);
  const server = app.getHttpAdapter().getInstance() as Application;

  // Public, static-like: computed once. Incomplete sign-in settings answer 503 with the spec's messages.
  const { config: publicConfig, erreurs } = getPublicConfig(config);
  server.get('/config.json', (_req: Request, res: Response) => {
    res.set('Cache-Control', 'no-cache');
    if (publicConfig) res.json(publicConfig);
    else res.status(503).json({ statusCode: 503, message: erreurs[0], erreurs });
  });

  if (oidc.devProvider) {
    await mountDevProvider(server, {
      publicUrl: config.publicUrl,
      clientSecret: oidc.clientSecret!,
      cookieKey: deriveSecret(oidc.secret, 'dev-oidc-cookies'),
      privateJwks: oidc.devKeys!.privateJwks,
      db: app.get(DataSource),
    });
  }

  const store = app.get(DbSessionStore);
  app.use(createApiSessionReader({ secret: oidc.secret, store }));
  app.use(createSessionMiddleware({ secret: oidc.secret, store, publicUrl: config.publicUrl }));
  app.use(renewal.middleware());
  registerAuthRoutes(server, oidc, renewal, config.publicUrl);
}
