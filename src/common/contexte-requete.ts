import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/**
 * The id of the broker action under way (issue 30 item 5): set per request, carried into the jobs
 * the request enqueues (their envelope) and so into the e-mails they send, and added to every log
 * line of this process while it runs (the logger's mixin). One action can then be followed across
 * the API process, the worker that made its PDF and the one that sent its e-mail.
 */
const contexte = new AsyncLocalStorage<{ requestId: string }>();

/** The current action's id, or undefined outside a request or a job that carries one. */
export function idRequeteCourante(): string | undefined {
  return contexte.getStore()?.requestId;
}

/** Runs `f` as part of the action `requestId` (a job run for the request that enqueued it). */
export function avecIdRequete<T>(requestId: string | undefined, f: () => T): T {
  return requestId ? contexte.run({ requestId }, f) : f();
}

/** An id another system gave (the proxy's X-Request-Id): short, printable, nothing else. */
export function idRequeteRecevable(valeur: unknown): valeur is string {
  return typeof valeur === 'string' && /^[A-Za-z0-9._:-]{8,64}$/.test(valeur);
}

/**
 * Middleware, mounted first: the request's id is the declared proxy's `X-Request-Id` when there is
 * one (`fromProxy`: TRUST_PROXY is set, so the header comes from our own proxy, not a client), else a
 * fresh UUID; answered in `X-Request-Id` so a broker's report can quote it.
 */
export function identifierRequete(fromProxy: boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const recu = req.headers['x-request-id'];
    const id = fromProxy && idRequeteRecevable(recu) ? recu : randomUUID();
    (req as Request & { id?: string }).id = id;
    res.setHeader('X-Request-Id', id);
    contexte.run({ requestId: id }, next);
  };
}
