import { All, Controller, Injectable, Next, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Application, NextFunction, Request, Response } from 'express';
import { RoleRequis } from '../auth/role.guard';
import { RefusMetier } from '../common/refus-metier';
import { projetDuPayload, ROLE_ADMIN } from '../domain/admin';
import { ADMIN } from '../domain/messages';
import { JobQueue } from '../jobs/job-queue';
import { auditer, detailsRequete } from '../securite/audit';

/** Where Bull Board answers (its page, its static files, its API): under /api/admin, so the admin guard and the CSRF rule of /api apply. */
export const CHEMIN_BULL_BOARD = '/api/admin/bull-board';

/**
 * Bull Board's writes that are allowed: retry, clean (remove) and promote jobs, one or a state of a
 * queue. Everything else that writes (add a job, edit its data, empty or obliterate a queue, pause
 * it, change its concurrency…) is refused: it would queue a payload the application never checked
 * or drop documents and e-mails without a trace (ADR 0083).
 */
const ECRITURES_PERMISES = [
  /^\/api\/queues\/[^/]+\/retry\/[^/]+$/,
  /^\/api\/queues\/[^/]+\/clean\/[^/]+$/,
  /^\/api\/queues\/[^/]+\/promote$/,
  /^\/api\/queues\/[^/]+\/[^/]+\/(retry|clean|promote)$/,
];

/** What an admin's request to Bull Board is, for the audit trail: opening its page, an action, or a read of its data (not written: the page polls). */
export function natureRequete(methode: string, chemin: string): 'ouverture' | 'action' | 'lecture' {
  if (methode !== 'GET' && methode !== 'HEAD') return 'action';
  return chemin.startsWith('/api/') || chemin.startsWith('/static/') ? 'lecture' : 'ouverture';
}

export const ecriturePermise = (chemin: string): boolean => ECRITURES_PERMISES.some((r) => r.test(chemin));

/**
 * Bull Board's Express sub-application over the driver's BullMQ queues, built on first use; none
 * when jobs run in process. Job data is shown as the projet it concerns only (as /admin/jobs):
 * payloads hold names and addresses.
 */
@Injectable()
export class TableauBullMq {
  private routeur: Application | null | undefined;

  constructor(private readonly jobs: JobQueue) {}

  application(): Application | null {
    if (this.routeur !== undefined) return this.routeur;
    const files = this.jobs.bullQueues();
    if (!files) return (this.routeur = null);
    const adaptateur = new ExpressAdapter().setBasePath(CHEMIN_BULL_BOARD);
    createBullBoard({
      queues: files.map((file) => {
        const a = new BullMQAdapter(file, { allowRetries: true });
        a.setFormatter('data', (data: unknown) => ({ projet: projetDuPayload((data as { payload?: unknown } | undefined)?.payload) }));
        a.setFormatter('returnValue', () => null);
        return a;
      }),
      serverAdapter: adaptateur,
      // In French; a way back to the application's jobs page; no link to its documentation site.
      options: { uiConfig: { boardTitle: 'Collectif — BullMQ', locale: { lng: 'fr-FR' }, hideDocsLink: true, miscLinks: [{ text: ADMIN.bullBoardRetour, url: '/admin/jobs' }] } },
    });
    const app = adaptateur.getRouter() as Application;
    app.disable('x-powered-by');
    return (this.routeur = app);
  }
}

/**
 * Bull Board behind the admin guard (401 signed out, 403 without the role: the global AuthGuard and
 * RoleGuard, as every /api/admin route), the CSRF rule of /api (its writes are PUT/PATCH from its own
 * page: same-origin), its own Content-Security-Policy (src/securite/entetes.ts). Opening its page and
 * each of its actions is a line of the audit trail; its polling reads are not.
 */
@ApiExcludeController()
@Controller('admin')
@RoleRequis(ROLE_ADMIN)
export class BullBoardController {
  constructor(private readonly tableau: TableauBullMq) {}

  @All('bull-board{/*chemin}')
  servir(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): void {
    const app = this.tableau.application();
    if (!app) throw new RefusMetier('introuvable', ADMIN.bullBoardAbsent);
    const [chemin] = req.url.slice(CHEMIN_BULL_BOARD.length).split('?');
    const nature = natureRequete(req.method, chemin || '/');
    if (nature === 'action' && !ecriturePermise(chemin)) throw new RefusMetier('interdit', ADMIN.bullBoardActionRefusee);
    if (nature !== 'lecture') {
      res.once('finish', () => auditer('action-admin', { ...detailsRequete(req, res.statusCode), route: `${CHEMIN_BULL_BOARD}${chemin}`, action: `bull-board.${nature}` }));
    }
    // Handed to the sub-application as if it were mounted at CHEMIN_BULL_BOARD (its routes are relative).
    const [url, baseUrl] = [req.url, req.baseUrl];
    req.url = req.url.slice(CHEMIN_BULL_BOARD.length) || '/';
    req.baseUrl = CHEMIN_BULL_BOARD;
    app(req, res, (err?: unknown) => {
      req.url = url;
      req.baseUrl = baseUrl;
      next(err);
    });
  }
}
