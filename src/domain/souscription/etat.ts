import type { EtatProjet, StatutProjet } from '../projets/projet.types';

/**
 * Read-only and frozen data of a subscription (02 §4, §6). The hand-over leaves the projet in
 * TARIFS_FIGES: that state freezes the priced data (frozen fields) but the file itself is still
 * filled in. **Proposal** (ADR 0040) for the locked set the spec does not show: a projet FIGE, or
 * one whose file has left the broker (signature pending, under management, accepted).
 */
export const STATUTS_SOUSCRIPTION_VERROUILLEE: readonly StatutProjet[] = ['SIGNATURE_EN_ATTENTE', 'ETUDE_GESTION', 'ACCEPTE'];

export function estSouscriptionLectureSeule(projet: { statut: StatutProjet; etat: EtatProjet }): boolean {
  return projet.etat === 'FIGE' || STATUTS_SOUSCRIPTION_VERROUILLEE.includes(projet.statut);
}

/** Step-1 fields taken from the frozen projet (the data the price was computed with). */
export const CHAMPS_FIGES_ETAPE1 = [
  'entreprise_adherente.raison_sociale',
  'entreprise_adherente.siret',
  'entreprise_adherente.idcc',
  'entreprise_adherente.naf',
] as const;

/** The frozen field paths: those of CHAMPS_FIGES_ETAPE1 that the frozen data holds (TARIFS_FIGES only). */
export function champsFiges(etat: EtatProjet, figees: { raison_sociale?: unknown; siret?: unknown; idcc?: unknown; naf?: unknown } | null): string[] {
  if (etat !== 'TARIFS_FIGES' || !figees) return [];
  return CHAMPS_FIGES_ETAPE1.filter((chemin) => {
    const v = figees[chemin.split('.')[1] as keyof typeof figees];
    return v !== null && v !== undefined && v !== '';
  });
}

/**
 * The subscription's one progress indicator (issue 27 item 6): a step is ticked when its completion
 * reaches 100 % (the same counter as its tab's percent), never merely because it lies before the
 * current one; once the file is signed (ACCEPTE, ETUDE_GESTION) every step stays ticked. Step 4
 * (signature et documents, no percent) is ticked only when signed.
 */
export function etatEtapeTunnel(pourcent: number | null, courante: boolean, statut: StatutProjet): 'fait' | 'courant' | 'a-venir' {
  if (statut === 'ACCEPTE' || statut === 'ETUDE_GESTION') return 'fait';
  if (pourcent === 100) return 'fait';
  return courante ? 'courant' : 'a-venir';
}
