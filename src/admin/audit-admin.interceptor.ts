import { CallHandler, ExecutionContext, HttpException, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { catchError, tap, throwError, type Observable } from 'rxjs';
import { auditer, detailsRequete, type DetailsAudit } from '../securite/audit';

/** What an admin route reads or does, and what its `:id` (or the created batch's id) names. */
export interface ActionAdmin {
  action: string;
  cible?: 'lot' | 'travail' | 'fichier' | 'courriel' | 'projet';
}

const ACTION_ADMIN = 'actionAdmin';
export const Action = (action: ActionAdmin['action'], cible?: ActionAdmin['cible']) => SetMetadata(ACTION_ADMIN, { action, cible } satisfies ActionAdmin);

/** The audit line's ids: the route's `:id`, the body's projet, or the id the answer created. */
export function cibleAudit(action: ActionAdmin, params: Record<string, string>, body: unknown, reponse: unknown): Partial<DetailsAudit> {
  const details: Partial<DetailsAudit> = {};
  const id = params.id ?? (reponse && typeof reponse === 'object' ? (reponse as { id?: unknown }).id : undefined);
  const projetCorps = body && typeof body === 'object' ? (body as { projet_id?: unknown }).projet_id : undefined;
  if (Number.isSafeInteger(projetCorps)) details.projet = projetCorps as number;
  if (id === undefined || !action.cible) return details;
  if (action.cible === 'lot' || action.cible === 'travail' || action.cible === 'fichier') details[action.cible] = String(id).slice(0, 200);
  else if (Number.isSafeInteger(Number(id))) details[action.cible] = Number(id);
  return details;
}

/**
 * Every call under /api/admin, read or action, allowed or refused, is one 'action-admin' line of the
 * audit trail (ADR 0062): who, the route, the status, the action and its ids. Refusals by the role
 * guard never reach here: the exception filter writes their 'acces-refuse' line.
 */
@Injectable()
export class AuditAdminInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const action = this.reflector.get<ActionAdmin | undefined>(ACTION_ADMIN, context.getHandler()) ?? { action: 'inconnue' };
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const ecrire = (statut: number, reponse: unknown) =>
      auditer('action-admin', { ...detailsRequete(req, statut), action: action.action, ...cibleAudit(action, req.params as Record<string, string>, req.body, reponse) });
    return next.handle().pipe(
      tap((reponse) => ecrire(res.statusCode, reponse)),
      catchError((err: unknown) => {
        ecrire(err instanceof HttpException ? err.getStatus() : 500, undefined);
        return throwError(() => err);
      }),
    );
  }
}
