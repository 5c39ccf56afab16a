import type { ThrottlerStorage } from '@nestjs/throttler';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Limite } from '../../config/app-config';
import { COMMON } from '../../domain/messages';
import { auditer, detailsRequete } from '../audit';
import { compteDe, compter, type PolitiqueLimite } from './politiques';

/**
 * The same limits for Express routes outside Nest (sign-in, the built-in provider's login form):
 * counted on the throttler's own storage, answered like the guard (429, Retry-After, audit line).
 */
export function limiterExpress(storage: ThrottlerStorage, politique: PolitiqueLimite, limite: Limite): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    compter(storage, politique, limite, compteDe(politique, req)).then((attente) => {
      if (attente === null) return next();
      auditer('limite-atteinte', { ...detailsRequete(req, 429), politique });
      res.status(429).set({ 'Retry-After': String(attente), 'Cache-Control': 'no-store' }).json({ statusCode: 429, message: COMMON.tropDeRequetes });
    }, next);
  };
}
