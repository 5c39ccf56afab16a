import type { NestExpressApplication } from '@nestjs/platform-express';
import { getStorageToken, type ThrottlerStorage } from '@nestjs/throttler';
import type { Application, Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { getPublicConfig } from '../config/public-config';
import { limiterExpress } from '../securite/limites/limite-express';
import { limiteDe } from '../securite/limites/politiques';
import { refuserRequetesAutreSite } from '../securite/meme-origine';
import { deriveSecret } from './secrets';
import { mountDevProvider } from './dev-provider/dev-provider';
import { OidcService } from './oidc.service';
import { createApiSessionReader, createIdleSessionCheck, createSessionMiddleware, createSessionPeek, SessionRenewal, sessionCookieName, sessionCookiePattern } from './session';
import { DevProviderRepository } from './dev-provider/dev-provider.repository';
import { DbSessionStore } from './session-store';

/**
 * Mounts, ahead of Nest's routes and body parsers: GET /config.json, the development identity
 * provider (when no provider is configured), the page session (idle timeout), the refusal of
 * cross-site changes and the count of sign-in attempts. The /auth/* routes are AuthController's.
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

  // Sign-in attempts are limited on the throttler's storage, shared with the development provider's form.
  const limiteConnexion = limiterExpress(app.get<ThrottlerStorage>(getStorageToken()), 'connexion', limiteDe(config, 'connexion'));
  if (oidc.devProvider) {
    await mountDevProvider(server, {
      publicUrl: config.publicUrl,
      clientSecret: oidc.clientSecret!,
      cookieKey: deriveSecret(oidc.secret, 'dev-oidc-cookies'),
      privateJwks: oidc.devKeys!.privateJwks,
      table: app.get(DevProviderRepository),
      trustProxy: config.trustProxy !== false,
      limiteConnexion,
    });
  }

  const store = app.get(DbSessionStore);
  const cookieName = sessionCookieName(config.publicUrl);
  const porteLaSession = sessionCookiePattern(cookieName);
  const peek = createSessionPeek({ secret: oidc.secret, store, cookieName });
  app.use(
    refuserRequetesAutreSite({
      origine: new URL(config.publicUrl).origin,
      porteLaSession: (req) => porteLaSession.test(req.headers.cookie ?? ''),
      quiEst: (req) => peek(req.headers.cookie)?.lecture.utilisateur,
    }),
  );
  app.use(createApiSessionReader({ secret: oidc.secret, store, cookieName }));
  app.use(createSessionMiddleware({ secret: oidc.secret, store, publicUrl: config.publicUrl }));
  app.use(createIdleSessionCheck({ store, publicUrl: config.publicUrl }));
  app.use(renewal.middleware());
  // Then Nest's routes: /auth/* are AuthController's (sign-in with @nestjs/passport's AuthGuard('oidc')).
  server.get('/auth/login', limiteConnexion);
}
