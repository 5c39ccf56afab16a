import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { COMMON } from '../domain/messages';
import { auditer, detailsRequete, marquerAudite } from '../securite/audit';
import type { AccessTokenVerifier } from './access-token-verifier';
import { OidcService } from './oidc.service';
import { IS_PUBLIC } from './utilisateur';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Global guard of /api: a valid bearer access token, or a signed-in page session (req.user, set
 * by the session middleware), unless the route is @Public(). Cheap on purpose: a verified token is
 * a map lookup, a session comes from the session store's memory cache.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly verifier: Pick<AccessTokenVerifier, 'check'> | null;
  /** @Public() per controller and handler, read once: metadata does not change after start (two lookups per request otherwise). */
  private readonly publics = new WeakMap<object, WeakMap<object, boolean>>();

  constructor(
    private readonly reflector: Reflector,
    oidc: OidcService,
  ) {
    this.verifier = oidc.verifier;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const [handler, controleur] = [context.getHandler(), context.getClass()];
    let parHandler = this.publics.get(controleur);
    if (!parHandler) this.publics.set(controleur, (parHandler = new WeakMap()));
    let estPublic = parHandler.get(handler);
    if (estPublic === undefined) {
      estPublic = Boolean(this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, controleur]));
      parHandler.set(handler, estPublic);
    }
    if (estPublic) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const authorization = req.headers.authorization;
    if (authorization) {
      // Explicit credentials decide, even when a session cookie comes along.
      const token = BEARER.exec(authorization)?.[1];
      const result = token && this.verifier ? await this.verifier.check(token) : { motif: token ? 'fournisseur' : 'format' };
      if ('motif' in result) {
        auditer('jeton-refuse', { ...detailsRequete(req, 401), motif: result.motif });
        marquerAudite(req);
        throw new UnauthorizedException(COMMON.nonAuthentifie);
      }
      req.user = result.utilisateur;
      return true;
    }
    if (req.user) return true;
    throw new UnauthorizedException(COMMON.nonAuthentifie);
  }
}
