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

/** Timeline (02 §2): earlier steps checked, or all shown as current when read-only. */
export function etatEtapeFrise(index: number, courante: number, lectureSeule: boolean): 'fait' | 'courant' | 'a-venir' {
  if (index === courante) return 'courant';
  if (index < courante) return lectureSeule ? 'courant' : 'fait';
  return 'a-venir';
}
