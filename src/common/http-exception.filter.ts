import { RefusMetier } from './refus-metier';
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { COMMON } from '../domain/messages';
import { auditer, dejaAudite, detailsRequete } from '../securite/audit';

const DEFAULTS: Record<number, string> = {
  400: COMMON.corpsInvalide,
  401: COMMON.nonAuthentifie,
  403: COMMON.accesRefuse,
  404: COMMON.ressourceIntrouvable,
  413: COMMON.corpsTropVolumineux,
  415: COMMON.corpsInvalide,
  429: COMMON.tropDeRequetes,
};

/** The 4xx status of an http-errors error that says it may be shown (body-parser's), else null. */
function clientErrorStatus(exception: unknown): number | null {
  if (exception instanceof HttpException || typeof exception !== 'object' || exception === null) return null;
  const { status, expose } = exception as { status?: unknown; expose?: unknown };
  return expose === true && typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/**
 * Refused authorizations for the audit trail: 401, 403, and a 404 of a matched route for a
 * signed-in user (another distributor's record answers 404, like a missing one). An unknown
 * address (no route) is not an authorization matter.
 */
function estRefusAudite(status: number, req: Request): boolean {
  return status === 401 || status === 403 || (status === 404 && req.user !== undefined && req.route !== undefined);
}

/**
 * Every API error leaves as `{statusCode, message, erreurs?, code?, data?}` with a French message:
 * a RefusMetier's own, else the default of the status. Unexpected errors are logged and answered 500
 * without internals.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    if (res.headersSent) return;
    let status = HttpStatus.INTERNAL_SERVER_ERROR;
    let body: Record<string, unknown> = { statusCode: status, message: COMMON.erreurInterne };
    const clientError = clientErrorStatus(exception);
    if (clientError !== null) {
      // The body parsers' own errors (too large, bad encoding…) are the client's: their status, our words.
      status = clientError;
      body = { statusCode: status, message: DEFAULTS[status] ?? COMMON.corpsInvalide };
    } else if (exception instanceof RefusMetier) {
      // A business refusal: its status, message, field, code and data as the service wrote them.
      status = exception.getStatus();
      body = exception.getResponse() as Record<string, unknown>;
    } else if (exception instanceof HttpException) {
      // Anything else (the router's 404, a guard's 401, the limits' 429, a pipe's 400…): the French
      // default of its status, whatever text it carries (ADR 0030).
      status = exception.getStatus();
      body = { statusCode: status, message: DEFAULTS[status] ?? (status >= 500 ? COMMON.erreurInterne : COMMON.corpsInvalide) };
    } else {
      // The path without its query string (which may name a company); `err` goes through erreurJournalisable.
      this.logger.error({ err: exception, path: req.path }, 'Unhandled error');
    }
    if (status >= 500 && exception instanceof HttpException) this.logger.error({ err: exception, path: req.path }, 'Server error');
    if (estRefusAudite(status, req) && !dejaAudite(req)) auditer('acces-refuse', detailsRequete(req, status));
    res.status(status).json(body);
  }
}
