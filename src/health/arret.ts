import { Injectable } from '@nestjs/common';
import type { Server } from 'node:http';

/** Whether this process has been asked to stop (SIGTERM): readiness then answers 503. */
@Injectable()
export class EtatArret {
  private demandeA?: number;
  private readonly auCommencement = new Set<() => void>();

  get enCours(): boolean {
    return this.demandeA !== undefined;
  }

  commencer(now = Date.now()): void {
    if (this.demandeA !== undefined) return;
    this.demandeA = now;
    for (const rappel of this.auCommencement) rappel();
  }

  /** Called once when the stop begins: long-lived answers (the files' events) end then, or HTTP would never drain. */
  surCommencement(rappel: () => void): void {
    this.auCommencement.add(rappel);
  }
}

export interface OptionsArret {
  /** SHUTDOWN_GRACE_MS: in-flight requests and running jobs have until then, from the signal. */
  graceMs: number;
  /** SHUTDOWN_READINESS_DELAY_MS: readiness 503 while still accepting, for the proxy to notice. */
  delaiRetraitMs: number;
  /** Closes the application (modules, job drivers, database) once HTTP is drained. */
  fermerApplication: () => Promise<void>;
  journal: { log(message: string): void; warn(message: string): void };
}

const attendre = (ms: number) => new Promise<void>((ok) => setTimeout(ok, Math.max(0, ms)).unref());

/**
 * The API process's SIGTERM (ADR 0059): readiness 503 at once; new connections still served for
 * the readiness delay; then no new connection, in-flight requests finished, idle keep-alive
 * connections closed; then the application closed (running jobs finish, the database closes).
 * Everything within the grace: what is still open then is cut. 'complet' when nothing was cut.
 */
export async function arreterGracieusement(server: Server, etat: EtatArret, options: OptionsArret): Promise<'complet' | 'coupe'> {
  const debut = Date.now();
  const limite = debut + options.graceMs;
  etat.commencer(debut);
  options.journal.log(`Arrêt demandé : disponibilité à 503, ${options.graceMs} ms pour finir les requêtes et les jobs en cours`);
  await attendre(Math.min(options.delaiRetraitMs, options.graceMs));

  // No new connection; those with a request under way finish it, the idle ones close as they become idle.
  const ferme = new Promise<void>((ok) => server.close(() => ok()));
  const veille = setInterval(() => server.closeIdleConnections(), 100);
  const httpVide = await Promise.race([ferme.then(() => true), attendre(limite - Date.now()).then(() => false)]);
  clearInterval(veille);
  if (!httpVide) {
    options.journal.warn('Arrêt : requêtes encore en cours au bout du délai, connexions coupées');
    server.closeAllConnections();
  }

  const appFermee = await Promise.race([
    options.fermerApplication().then(
      () => true,
      () => false,
    ),
    attendre(Math.max(limite - Date.now(), 0)).then(() => false),
  ]);
  if (!appFermee) options.journal.warn('Arrêt : jobs ou connexions encore ouverts au bout du délai');
  return httpVide && appFermee ? 'complet' : 'coupe';
}
