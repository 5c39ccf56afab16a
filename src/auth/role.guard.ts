import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { RefusMetier } from '../common/refus-metier';
import { ADMIN } from '../domain/messages';

export const ROLE_REQUIS = 'roleRequis';

/** Does this signed-in user hold the role? (A session opened before roles existed holds none.) */
export function aLeRole(user: { roles?: readonly string[] } | undefined, role: string): boolean {
  return Boolean(user?.roles?.includes(role));
}

/**
 * Runs after the global AuthGuard (a Nest guard of the controller or handler runs after the global
 * ones): signed out is still the AuthGuard's 401; signed in without the role is a 403 with the
 * catalogue's message (audited as 'acces-refuse' by the exception filter).
 */
@Injectable()
export class RoleGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const role = this.reflector.getAllAndOverride<string | undefined>(ROLE_REQUIS, [context.getHandler(), context.getClass()]);
    if (!role) return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (!aLeRole(req.user, role)) throw new RefusMetier('interdit', ADMIN.roleRequis);
    return true;
  }
}

/** The route (or every route of the controller) needs this role from the identity provider, e.g. @RoleRequis('admin'). */
export const RoleRequis = (role: string) =>
  applyDecorators(SetMetadata(ROLE_REQUIS, role), UseGuards(RoleGuard), ApiForbiddenResponse({ description: ADMIN.roleRequis }));
