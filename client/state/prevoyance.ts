import type { CollegePrevoyance, GarantiesPrevoyance, TypeMasseSalariale } from '../../src/domain/pricing/prevoyance/garanties.types';
import type { EtatProjet, StatutProjet } from '../../src/domain/projets/projet.types';
import type { Commissionnement } from '../../src/domain/projets/commission';
import { createSessionModule } from './session-module';

/** A NAF entry as GET /api/nafs answers it (spec 01 §3 'NAF entry'). */
export interface NafChoisi {
  code: string;
  description: string;
}

/**
 * The provident pricing information (spec 01 §3 'Provident projet', §2 'Provident pricing
 * information'), as the 'Informations projet' form keeps it. Numbers are null while empty.
 */
export interface InformationsProjetPrevoyance {
  typeCollege: CollegePrevoyance | null;
  /** yyyy-mm-dd (shown dd/mm/yyyy). */
  dateEffet: string | null;
  effectifCollege: number | null;
  ageMoyen: number | null;
  naf: NafChoisi | null;
  /** Asked (and required) only above 49 staff in the college; cleared at or below. */
  nombreFemmes: number | null;
  nombreConjoints: number | null;
  nombreEnfants: number | null;
  typeMasseSalariale: TypeMasseSalariale | null;
  masseSalarialeT1: number | null;
  masseSalarialeT2: number | null;
}

export const INFORMATIONS_PREVOYANCE_VIDES: InformationsProjetPrevoyance = {
  typeCollege: null,
  dateEffet: null,
  effectifCollege: null,
  ageMoyen: null,
  naf: null,
  nombreFemmes: null,
  nombreConjoints: null,
  nombreEnfants: null,
  typeMasseSalariale: 'T1',
  masseSalarialeT1: null,
  masseSalarialeT2: null,
};

/**
 * Module 'provident' (spec 01 §3 Session state): the provident projet being priced, from
 * 'Informations projet' to the save on 'Garanties'.
 */
export interface PrevoyanceState {
  /** The saved projet being edited; null for a new one. */
  idProjet: number | null;
  /** Read-only when FIGE or TARIFS_FIGES (01 §4). */
  etat: EtatProjet;
  statut: StatutProjet | null;
  /** The offer (470, 471) and the client company the projet is for. */
  produit: { id: number; code: 'SPC' } | null;
  clientId: number | null;
  /**
   * The company as the projet knows it (a projet opened from the list or duplicated may come
   * without the company step in this tab): total headcount for the offer's colleges, SIRET or name
   * for the last projet.
   */
  effectifEntreprise: number | null;
  siret: string | null;
  raisonSociale: string | null;
  /** Agreement id (integer IDCC, 9999 = none) and short name, shown on 'Informations projet'. */
  idCcn: number | null;
  libelleCcn: string | null;
  /** Filled by 'Informations projet'; the guarantees screen needs it (null: not done yet). */
  informations: InformationsProjetPrevoyance | null;
  /** The guarantees state (01 §3); null until the guarantees screen initialises it. */
  garanties: GarantiesPrevoyance | null;
  /**
   * What the guarantees were initialised for ('<idcc>|<college>'): a change of college or
   * agreement starts them again from the agreement's minima.
   */
  garantiesPour: string | null;
  /** Portability doubling (section 7: on only when the agreement requires it). */
  doublementPortabilite: boolean;
  /** Unset until first displayed (01 §4), then linear 5 %. */
  commissionnement: Commissionnement | null;
  /** 'Enregistrer et faire un nouveau projet' and 'Dupliquer': the next form opens without prefill. */
  sansPreRemplissage: boolean;
}

export const PREVOYANCE_VIDE: PrevoyanceState = {
  idProjet: null,
  etat: null,
  statut: null,
  produit: null,
  clientId: null,
  effectifEntreprise: null,
  siret: null,
  raisonSociale: null,
  idCcn: null,
  libelleCcn: null,
  informations: null,
  garanties: null,
  garantiesPour: null,
  doublementPortabilite: false,
  commissionnement: null,
  sansPreRemplissage: false,
};

export const prevoyance = createSessionModule<PrevoyanceState>('prevoyance', PREVOYANCE_VIDE, {
  version: 3,
  isValid: (s) =>
    (s.idProjet === null || typeof s.idProjet === 'number') &&
    (s.informations === null || typeof s.informations === 'object') &&
    (s.garanties === null || (typeof s.garanties === 'object' && typeof s.garanties.decesPtia === 'object')),
});
