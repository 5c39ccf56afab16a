import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { COMMON } from '../../domain/messages';
import { auditer, detailsRequete } from '../audit';
import { politiqueDe } from './politiques';

/**
 * The throttler's guard, put on a route by a policy decorator (limites.decorators.ts): over the
 * limit, 429 with the catalogue's message, a standard `Retry-After` (seconds) and an audit line.
 */
@Injectable()
export class LimiteGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    res.setHeader('Retry-After', String(Math.max(1, detail.timeToBlockExpire)));
    auditer('limite-atteinte', { ...detailsRequete(req, 429), politique: politiqueDe(context) });
    throw new ThrottlerException(COMMON.tropDeRequetes);
  }
}
