import type { EvenementDossier } from '../../../src/domain/evenements/evenement';
import { NOM_EVENEMENT_SSE } from '../../../src/domain/evenements/evenement';

/**
 * The distributor's file events (`GET /api/evenements`, server-sent events; ADR 0082). Not through
 * the typed client: a stream is read by the browser's EventSource, which sends the session cookie
 * (same origin), reconnects by itself and sends `Last-Event-ID` then. Answers the closing function.
 */
export function ecouterEvenements(surEvenement: (e: EvenementDossier) => void, surEtat: (ouvert: boolean) => void): () => void {
  const source = new EventSource('/api/evenements');
  source.addEventListener(NOM_EVENEMENT_SSE, (m) => {
    try {
      surEvenement(JSON.parse((m as MessageEvent<string>).data) as EvenementDossier);
    } catch {
      // Not an event of ours: ignored.
    }
  });
  source.onopen = () => surEtat(true);
  source.onerror = () => surEtat(false);
  return () => source.close();
}
