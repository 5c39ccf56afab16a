/**
 * A reader of `GET /api/evenements` (server-sent events, ADR 0082) for e2e tests and benchmarks:
 * the events as they come, with their ids, and a wait for the n-th one (no timed assertion).
 */
import http from 'node:http';
import type { EvenementDossier } from '../../src/domain/evenements/evenement';

export interface FluxDeTest {
  statut: number;
  evenements: EvenementDossier[];
  /** Resolves with the events once `n` arrived (rejects if the stream ends before). */
  attendre(n: number): Promise<EvenementDossier[]>;
  /** Resolves when the server ends the stream. */
  fin: Promise<void>;
  /** Called with each event on arrival (benchmarks). */
  surEvenement?: (e: EvenementDossier) => void;
  fermer(): void;
}

export function ouvrirFlux(base: string, entetes: Record<string, string>, chemin = '/api/evenements', agent?: http.Agent): Promise<FluxDeTest> {
  return new Promise((ok, ko) => {
    const req = http.get(`${base}${chemin}`, { headers: { Accept: 'text/event-stream', ...entetes }, agent }, (res) => {
      const attentes: Array<{ n: number; ok: (e: EvenementDossier[]) => void; ko: (err: Error) => void }> = [];
      let reste = '';
      let finir!: () => void;
      const flux: FluxDeTest = {
        statut: res.statusCode ?? 0,
        evenements: [],
        fin: new Promise<void>((f) => (finir = f)),
        attendre: (n) =>
          new Promise((o, k) => {
            if (flux.evenements.length >= n) return o(flux.evenements.slice(0, n));
            attentes.push({ n, ok: o, ko: k });
          }),
        fermer: () => req.destroy(),
      };
      res.setEncoding('utf8');
      res.on('data', (morceau: string) => {
        reste += morceau;
        let fin: number;
        while ((fin = reste.indexOf('\n\n')) >= 0) {
          const trame = reste.slice(0, fin);
          reste = reste.slice(fin + 2);
          const data = trame.split('\n').find((l) => l.startsWith('data: '));
          if (!data) continue;
          const e = JSON.parse(data.slice(6)) as EvenementDossier;
          flux.evenements.push(e);
          flux.surEvenement?.(e);
          for (const a of attentes.filter((x) => flux.evenements.length >= x.n)) {
            attentes.splice(attentes.indexOf(a), 1);
            a.ok(flux.evenements.slice(0, a.n));
          }
        }
      });
      const termine = () => {
        finir();
        for (const a of attentes.splice(0)) a.ko(new Error(`Flux terminé après ${flux.evenements.length} événement(s)`));
      };
      res.on('end', termine);
      res.on('close', termine);
      res.on('error', termine);
      ok(flux);
    });
    req.on('error', ko);
  });
}
