import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { EXTENSION_PUBLIC } from '../common/openapi';

/** The signed-in distributor user, from the token's claims (spec 01 §6). */
export interface Utilisateur {
  id: string;
  username: string;
  /** Distributor code: every list and every read is scoped by it. */
  codeDistributeur: string;
  /** Display name for the header. */
  nom: string;
  /** The user's e-mail address (standard claim `email`), when the provider gives it: where the broker is told of a refused signature. */
  email?: string;
  scopes: string[];
  /** Roles from the identity provider (realm or client roles, e.g. 'admin'); empty for a broker (ADR 0062). */
  roles: string[];
}

export const IS_PUBLIC = 'isPublic';
/** Marks a route that needs no sign-in (health, configuration, signature callbacks); documented without security. */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension(EXTENSION_PUBLIC, true));

/** Injects the signed-in user (set on the request by the auth guard). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): Utilisateur => {
  return ctx.switchToHttp().getRequest().user as Utilisateur;
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** `req.user` is the Utilisateur, set from the session cookie (pages, /api) or the bearer token (/api). */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends Utilisateur {}
  }
}
