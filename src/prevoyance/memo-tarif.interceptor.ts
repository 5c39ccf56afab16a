import { BadRequestException, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { catchError, of, tap, throwError, type Observable } from 'rxjs';
import { HorlogePrevoyance } from './horloge';
import { Memo } from './memo';

/** Distinct request bodies kept (a broker moving steppers sends the same few again and again). */
const TAILLE = 2000;

type Reponse = { json: string } | { refus: object };

/**
 * Memo of POST /prevoyance/tarifer by serialised request (spec 01 §7: "results memoised by
 * serialised parameters"), in front of the validation pipe: an identical body of the same day gets
 * the same answer — price or 400 refusal — without parsing it into DTOs again. The distributor
 * check is never skipped: a remembered answer is only served when the body's utilisateur is the
 * signed-in user's distributor; otherwise the request goes through (and gets its 403).
 */
@Injectable()
export class MemoTarifInterceptor implements NestInterceptor {
  private readonly memo = new Memo<Reponse>(TAILLE);

  constructor(private readonly horloge: HorlogePrevoyance) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = ctx.switchToHttp().getRequest<Request>();
    const body = req.body as { utilisateur?: { code_distributeur?: unknown } } | undefined;
    if (!req.user || !body || typeof body !== 'object') return next.handle();
    // The effective-date window moves with today: the day is part of the key.
    const cle = `${this.horloge.aujourdhui()}|${JSON.stringify(body)}`;
    const connu = this.memo.get(cle);
    if (connu && body.utilisateur?.code_distributeur === req.user.codeDistributeur) {
      return 'json' in connu ? of(connu.json) : throwError(() => new BadRequestException(connu.refus));
    }
    return next.handle().pipe(
      tap((json) => {
        if (typeof json === 'string') this.memo.set(cle, { json });
      }),
      catchError((err: unknown) => {
        if (err instanceof BadRequestException) this.memo.set(cle, { refus: err.getResponse() as object });
        return throwError(() => err);
      }),
    );
  }
}
