/**
 * Analytics (spec 01 §4): after a personalised study is sent or downloaded, an event is pushed to
 * the tag manager's `window.dataLayer`, with the number of projets and whether the broker goes on
 * to the subscription. Nothing else is sent from here.
 */

export type EvenementEtude = 'send_etude_personnalisee' | 'download_etude_personnalisee';

export interface DonneesEvenementEtude {
  event: EvenementEtude;
  /** Number of projets in the study (1 or 2). */
  nombre_projets: number;
  /** The study was handed over on the way to the subscription (subscribe action). */
  redirection_souscription: boolean;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function evenementEtude(mode: 'telecharger' | 'envoyer', nombreProjets: number, redirectionSouscription: boolean): DonneesEvenementEtude {
  return {
    event: mode === 'envoyer' ? 'send_etude_personnalisee' : 'download_etude_personnalisee',
    nombre_projets: nombreProjets,
    redirection_souscription: redirectionSouscription,
  };
}

/** Pushes to window.dataLayer (created when the tag manager is not loaded); no-op on the server. */
export function pousser(evenement: object, cible: { dataLayer?: unknown[] } | undefined = typeof window === 'undefined' ? undefined : window): void {
  if (!cible) return;
  cible.dataLayer ??= [];
  cible.dataLayer.push(evenement);
}

export function pousserEvenementEtude(mode: 'telecharger' | 'envoyer', nombreProjets: number, redirectionSouscription: boolean): void {
  pousser(evenementEtude(mode, nombreProjets, redirectionSouscription));
}
