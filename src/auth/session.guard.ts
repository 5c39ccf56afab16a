import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { COMMON } from '../domain/messages';
import { StrategieRequete } from './strategies-requete';
import type { Utilisateur } from './utilisateur';

export const SESSION_STRATEGY = 'session-page';

/**
 * The page session (cookie `sid`): its user was put on the request before Nest by the session
 * middlewares (session.ts: read from memory for /api, idle check, token renewal).
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(StrategieRequete, SESSION_STRATEGY) {
  validate(req: Request): Utilisateur | false {
    return req.user ?? false;
  }
}

/** A signed-in page session, or 401 in French. */
@Injectable()
export class SessionGuard extends AuthGuard(SESSION_STRATEGY) {
  override handleRequest<T = Utilisateur>(err: unknown, user: T | false): T {
    if (err) throw err;
    if (!user) throw new UnauthorizedException(COMMON.nonAuthentifie);
    return user;
  }
}
