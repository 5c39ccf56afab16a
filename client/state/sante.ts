import type { EtatProjet, StatutProjet } from '../../src/domain/projets/projet.types';
import type { TypeCollege } from '../../src/domain/offres/catalogue';
import type { RegimeObligatoire } from '../../src/domain/pricing/sante/types';
import type { Commissionnement } from '../../src/domain/projets/commission';
import type { SelectionNiveaux } from '../../src/domain/pricing/sante/regles';
import { createSessionModule } from './session-module';

/**
 * Module 'health' (spec 01 §3 Session state, 'Health projet'): the health projet being priced,
 * from 'Informations projet' to 'Garanties' and its save. Fields follow the spec's Projet and Health
 * projet; what the screens derive (department of the postcode, prefill origin) is kept with them
 * so that a reload of the tab shows the same screen.
 */
export interface SanteState {
  /** Saved projet being edited; null for a new projet or a duplicate not yet saved. */
  idProjet: number | null;
  etat: EtatProjet;
  statut: StatutProjet | null;
  /** The offer priced (from the selected offer, or the loaded projet). */
  produit: { id: number; code: 'SSC'; libelle: string | null } | null;
  /** The company of the projet when it was loaded by id (the company step may not have been done). */
  client: { id: number; raisonSociale: string; siret: string | null; idCcn: number | null; effectif: number | null } | null;

  // Informations projet (01 §2 'Health pricing information').
  codePostal: string;
  /** Department of the postcode once checked (sent with the tariff request). */
  departement: string | null;
  regimeSocial: RegimeObligatoire | null;
  typeCollege: TypeCollege | null;
  effectifCollege: number | null;
  ageMoyen: number | null;
  resiliationInfraAnnuelle: boolean;
  /** ISO 'yyyy-mm-dd' (sent so; shown dd/mm/yyyy). */
  dateEffet: string | null;

  // Garanties (01 §2 'Health guarantees'); null until first shown, then initialised (01 §4).
  niveaux: SelectionNiveaux | null;
  commissionnement: Commissionnement | null;
  /** Individual top-up offered (01 §3: default true). */
  surComplementaire: boolean;

  /** College for which the last projet was looked up (prefill runs once per college). */
  prefillCollege: TypeCollege | null;
  /** Projet the informations were prefilled from, shown to the broker. */
  prefillDepuis: number | null;
}

export const SANTE_VIDE: SanteState = {
  idProjet: null,
  etat: null,
  statut: null,
  produit: null,
  client: null,
  codePostal: '',
  departement: null,
  regimeSocial: null,
  typeCollege: null,
  effectifCollege: null,
  ageMoyen: null,
  resiliationInfraAnnuelle: false,
  dateEffet: null,
  niveaux: null,
  commissionnement: null,
  surComplementaire: true,
  prefillCollege: null,
  prefillDepuis: null,
};

export const sante = createSessionModule<SanteState>('sante', SANTE_VIDE, {
  version: 2,
  isValid: (s) => typeof s.codePostal === 'string' && typeof s.surComplementaire === 'boolean',
});
