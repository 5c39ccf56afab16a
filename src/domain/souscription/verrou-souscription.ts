import type { StatutProjet } from '../projets/projet.types';
import type { DecisionEtudeMedicale } from './pieces';

/**
 * 02 §4, §6: a read-only subscription blocks saving, uploads and participant changes. The spec
 * does not show the locked set; ours: once the membership request is out for signature or signed
 * (SIGNATURE_EN_ATTENTE, ETUDE_GESTION, ACCEPTE). TARIFS_FIGES freezes fields, it does not lock.
 */
export const STATUTS_SOUSCRIPTION_VERROUILLEE: readonly StatutProjet[] = ['SIGNATURE_EN_ATTENTE', 'ETUDE_GESTION', 'ACCEPTE'];

export function souscriptionEnLectureSeule(statut: StatutProjet): boolean {
  return STATUTS_SOUSCRIPTION_VERROUILLEE.includes(statut);
}

export interface ReponsesEtudeMedicale {
  effectifCollegeInferieur6?: boolean | null;
  souscriptionSimultaneeEtEffectifGlobalSuperieur5?: boolean | null;
  auMoinsUnSalaireSuperieur4FoisPass?: boolean | null;
  auMoinsUnSalarieEnArretDeTravail?: boolean | null;
}

/**
 * The medical-study decision of the brief §3, as the pieces step needs it (how many DIA):
 * a small college without simultaneous subscription → everyone; a salary above 4 PASS or a work
 * stoppage → the participants concerned; otherwise all exempt.
 */
export function decisionEtudeMedicale(
  r: ReponsesEtudeMedicale | null | undefined,
  participants: readonly { id?: string | null; salaireReferenceExcede4Pass?: boolean | null; arretTravailALaDateDeDemandeAdhesion?: boolean | null }[],
): DecisionEtudeMedicale {
  if (r?.effectifCollegeInferieur6 && !r.souscriptionSimultaneeEtEffectifGlobalSuperieur5) return { regime: 'TOUS', concernes: [] };
  if (r?.auMoinsUnSalaireSuperieur4FoisPass || r?.auMoinsUnSalarieEnArretDeTravail) {
    const concernes = participants
      .filter((p) => (r.auMoinsUnSalaireSuperieur4FoisPass && p.salaireReferenceExcede4Pass) || (r.auMoinsUnSalarieEnArretDeTravail && p.arretTravailALaDateDeDemandeAdhesion))
      .map((p, i) => p.id ?? `#${i}`);
    return { regime: 'CONCERNES', concernes };
  }
  return { regime: 'TOUS_DISPENSES', concernes: [] };
}
