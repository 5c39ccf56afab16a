import { Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerException, type ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config';
import { COMMON } from '../../domain/messages';
import { auditer, detailsRequete, marquerAudite } from '../audit';
import { compteDe, compter, limiteDe, type PolitiqueLimite } from './politiques';

/** Over a limit counted on refusal: how long to wait, for the 429's Retry-After. */
export class LimiteAtteinte extends ThrottlerException {
  constructor(
    readonly politique: PolitiqueLimite,
    readonly attente: number,
  ) {
    super(COMMON.tropDeRequetes);
  }
}

/**
 * Limits counted on refusals only (no guard on the route): the route does its check first, and only
 * a refused call is counted, on the throttler's own storage and window. A call that passes costs
 * nothing (the providers' verified callbacks, sent by the thousand, never touch the counter); once
 * over, refusals answer 429 instead (see `repondreLimite`).
 */
@Injectable()
export class LimitesSurRefus {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    private readonly config: AppConfig,
  ) {}

  /** Counts one refusal; throws LimiteAtteinte when the caller is over the limit, else returns (the caller answers its own refusal). */
  async compterRefus(politique: PolitiqueLimite, req: Pick<Request, 'ip' | 'user'>): Promise<void> {
    const attente = await compter(this.storage, politique, limiteDe(this.config, politique), compteDe(politique, req));
    if (attente !== null) throw new LimiteAtteinte(politique, attente);
  }
}

/** The guard's answer for a LimiteAtteinte thrown by a route: Retry-After (seconds) and an audit line, then the 429. */
export function repondreLimite(err: unknown, req: Request, res: Response): never {
  if (err instanceof LimiteAtteinte) {
    res.setHeader('Retry-After', String(err.attente));
    auditer('limite-atteinte', { ...detailsRequete(req, 429), politique: err.politique });
    marquerAudite(req);
  }
  throw err;
}
