import { data, type AppLoadContext } from 'react-router';
import { AdminService } from '../../../src/admin/admin.service';
import { aLeRole } from '../../../src/auth/role.guard';
import { ROLE_ADMIN } from '../../../src/domain/admin';
import { auditer } from '../../../src/securite/audit';
import { requireUser } from '../../routing/guards';
import { withHttpStatus } from '../../routing/nest-errors';

/**
 * The /admin pages' loaders (ADR 0062): signed in (else sign-in), role admin (else the 403 page,
 * audited), then the read through AdminService in process — written to the audit trail like a call
 * to /api/admin.
 */
async function lireEnAdmin<T>(request: Request, context: AppLoadContext, action: string, lire: (service: AdminService) => Promise<T>): Promise<T> {
  const user = requireUser(request, context);
  if (!aLeRole(user, ROLE_ADMIN)) {
    context.auditerRefus?.(403);
    throw data(null, { status: 403 });
  }
  const route = new URL(request.url).pathname;
  const resultat = await withHttpStatus(() => lire(context.nest.get(AdminService)), context);
  auditer('action-admin', { utilisateur: user.id, distributeur: user.codeDistributeur, methode: 'GET', route, statut: 200, action });
  return resultat;
}

export const chargerTravaux = (request: Request, context: AppLoadContext) => lireEnAdmin(request, context, 'page.jobs', (s) => s.travaux());
export const chargerLots = (request: Request, context: AppLoadContext) => lireEnAdmin(request, context, 'page.regenerations', (s) => s.lots());
export const chargerCourriels = (request: Request, context: AppLoadContext) => lireEnAdmin(request, context, 'page.courriels', (s) => s.courriels(undefined));
