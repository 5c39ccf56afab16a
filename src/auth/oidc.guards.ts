import { ArgumentsHost, Catch, ExceptionFilter, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { auditer, detailsRequete } from '../securite/audit';
import { OidcService, type SignedIn } from './oidc.service';
import { OidcStrategies, STRATEGY_NAME } from './oidc-strategy';

/** A local path only: no open redirect through returnTo. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/auth/')) return '/';
  // Browsers read a backslash as a slash ('/\\evil.example'); control characters are never needed.
  return /[\\\u0000-\u001f\u007f]/.test(value) ? '/' : value;
}

/** A sign-in that did not go through (provider unreachable, refused, state or tokens wrong): the reason is logged, never shown. */
export class EchecConnexion extends Error {
  constructor(readonly raison: unknown) {
    super('Échec de la connexion');
  }
}

/** Where the callback's guard leaves the signed-in user and tokens for the handler. */
const PROPRIETE_CONNEXION = 'connexionOidc';
export const connexionDe = (req: Request): SignedIn => (req as unknown as Record<string, SignedIn>)[PROPRIETE_CONNEXION];

/**
 * GET /auth/login: sends the browser to the provider (302, with state, nonce and PKCE challenge
 * kept in the session by the strategy). Nothing to ask when already signed in or sign-in is off:
 * the route's handler then redirects.
 */
@Injectable()
export class OidcLoginGuard extends AuthGuard(STRATEGY_NAME) {
  constructor(
    private readonly oidc: OidcService,
    private readonly strategies: OidcStrategies,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    if (req.user || !this.oidc.enabled) return true;
    await this.strategies.ready().catch((err: unknown) => {
      throw new EchecConnexion(err);
    });
    req.session.returnTo = safeReturnTo(req.query.returnTo);
    // passport answers the redirect to the provider itself: the handler is not reached.
    return super.canActivate(context) as Promise<boolean>;
  }

  override handleRequest<T>(err: unknown, user: T, info: unknown): T {
    if (err || !user) throw new EchecConnexion(err ?? info);
    return user;
  }
}

/** GET /auth/callback: the provider's answer; the code exchanged (with the PKCE verifier) and the tokens checked. */
@Injectable()
export class OidcCallbackGuard extends AuthGuard(STRATEGY_NAME) {
  constructor(private readonly strategies: OidcStrategies) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.strategies.ready().catch((err: unknown) => {
      throw new EchecConnexion(err);
    });
    return super.canActivate(context) as Promise<boolean>;
  }

  override getAuthenticateOptions(): { session: false; property: string } {
    return { session: false, property: PROPRIETE_CONNEXION };
  }

  override handleRequest<T>(err: unknown, user: T, info: unknown): T {
    if (err || !user) throw new EchecConnexion(err ?? info);
    return user;
  }
}

/** A failed sign-in: logged, audited ('connexion-refusee'), and the browser sent to /auth-error. */
@Catch(EchecConnexion)
export class EchecConnexionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Auth');

  catch(exception: EchecConnexion, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    this.logger.warn({ err: exception.raison }, 'Échec de la connexion');
    auditer('connexion-refusee', detailsRequete(req, 303));
    res.redirect(303, '/auth-error');
  }
}
