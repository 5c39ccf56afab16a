import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { COMMON } from '../domain/messages';
import { auditer, detailsRequete, marquerAudite } from '../securite/audit';
import type { MotifRefusJeton } from './access-token-verifier';
import { OidcService } from './oidc.service';
import { StrategieRequete } from './strategies-requete';
import type { Utilisateur } from './utilisateur';

export const BEARER_STRATEGY = 'bearer';
const BEARER = /^Bearer\s+(\S+)$/i;

/** Why a bearer call was refused: the verifier's reason, 'format' for another scheme, 'fournisseur' when sign-in is off. */
export interface RefusJeton {
  motif: MotifRefusJeton | 'fournisseur';
}

/**
 * `Authorization: Bearer <access token>` on /api: signature, issuer, audience, expiry, 'collectif'
 * scope and distributor code (AccessTokenVerifier; a verified token is a map lookup until it expires).
 */
@Injectable()
export class BearerStrategy extends PassportStrategy(StrategieRequete, BEARER_STRATEGY) {
  private readonly verifier: OidcService['verifier'];

  constructor(oidc: OidcService) {
    super();
    this.verifier = oidc.verifier;
  }

  async validate(req: Request): Promise<Utilisateur | [false, RefusJeton]> {
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return [false, { motif: 'format' }];
    if (!this.verifier) return [false, { motif: 'fournisseur' }];
    const result = await this.verifier.check(token);
    return 'motif' in result ? [false, { motif: result.motif }] : result.utilisateur;
  }
}

/** A bearer token decides (even when a session cookie comes along): the user, or 401 in French with one audit line (why, never the token). */
@Injectable()
export class BearerGuard extends AuthGuard(BEARER_STRATEGY) {
  override handleRequest<T = Utilisateur>(err: unknown, user: T | false, info: RefusJeton | undefined, context: ExecutionContext): T {
    if (err) throw err;
    if (user) return user;
    const req = context.switchToHttp().getRequest<Request>();
    auditer('jeton-refuse', { ...detailsRequete(req, 401), motif: info?.motif ?? 'format' });
    marquerAudite(req);
    throw new UnauthorizedException(COMMON.nonAuthentifie);
  }
}
