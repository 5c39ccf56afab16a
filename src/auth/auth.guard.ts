import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { BearerGuard } from './bearer.guard';
import { SessionGuard } from './session.guard';
import { IS_PUBLIC } from './utilisateur';

/**
 * Global guard of /api, unless the route is @Public(): explicit credentials (an Authorization
 * header) go to the bearer guard, everything else to the page session guard; both are
 * @nestjs/passport guards and set `req.user`. Cheap on purpose: a verified token is a map lookup,
 * a session comes from the session store's memory cache.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  /** @Public() per controller and handler, read once: metadata does not change after start (two lookups per request otherwise). */
  private readonly publics = new WeakMap<object, WeakMap<object, boolean>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly bearer: BearerGuard,
    private readonly session: SessionGuard,
  ) {}

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
    // Explicit credentials decide, even when a session cookie comes along.
    return (req.headers.authorization ? this.bearer : this.session).canActivate(context) as Promise<boolean>;
  }
}
