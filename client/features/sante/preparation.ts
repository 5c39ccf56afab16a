/**
 * What a health projet screen does when it opens (spec 01 §2 'Route guards', §4 'Loading an
 * existing projet', 'New projet'), as a pure decision on the route and the session state: go
 * elsewhere, put a projet in the state, or show the screen. The session state lives in the tab,
 * so this runs in the browser right after hydration.
 */
import type { CodeMarche, ProduitEligible } from '../../../src/domain/eligibilite/offres';
import { PROJETS } from '../../../src/domain/messages';
import type { CommonState, InformationsEntrepriseState } from '../../state';
import type { SanteState } from '../../state/sante';
import { PATHS } from '../../routing/paths';
import { CHEMINS_SANTE, CODE_PRODUIT_SANTE, etatDepuisProjet, nouveauProjet } from './projet';
import type { ProjetSanteApi } from './types';

export type EcranSante = 'informations' | 'garanties';

export type DecisionPreparation =
  | { type: 'rediriger'; vers: string; avertissement?: string }
  | { type: 'appliquer'; sante: SanteState; common?: Partial<CommonState>; puis?: string }
  | { type: 'pret' };

export interface ContextePreparation {
  ecran: EcranSante;
  /** ':idProjet?' of the route (undefined when absent). */
  idProjet: number | undefined;
  /** The projet the loader read for that id. */
  projet: ProjetSanteApi | null;
  /** '?loadProjet' asks to read the projet again even if the state already holds it. */
  chargerProjet: boolean;
  /** The current address without the loadProjet flag (where to stay once loaded). */
  adresseSansChargement: string;
  sante: SanteState;
  common: CommonState;
  entreprise: InformationsEntrepriseState;
  produitSelectionne: ProduitEligible | null;
}

/** Project list of a market (01 §2 'go to that market's project list'). */
export function listeProjetsDuMarche(marche: CodeMarche | null): string {
  return marche === 'prevoyance' ? '/spc/projets' : CHEMINS_SANTE.projets;
}


/** The pricing information the guarantees need is there (the informations screen checked it before going on). */
export function informationsRenseignees(s: SanteState): boolean {
  return Boolean(
    s.typeCollege && s.regimeSocial && s.departement && s.codePostal && s.effectifCollege !== null && s.ageMoyen !== null && s.dateEffet && s.produit,
  );
}

export function deciderPreparation(ctx: ContextePreparation): DecisionPreparation {
  const { ecran, idProjet, sante, common } = ctx;

  if (idProjet !== undefined) {
    if (!ctx.projet) return { type: 'pret' };
    if (sante.idProjet !== idProjet || ctx.chargerProjet) {
      return {
        type: 'appliquer',
        sante: etatDepuisProjet(ctx.projet),
        common: { marche: 'sante', creationProjet: false, duplicationProjet: false },
        puis: ctx.chargerProjet ? ctx.adresseSansChargement : undefined,
      };
    }
    return { type: 'pret' };
  }

  // No projet id: the route guards of 01 §2.
  const enCreation = common.creationProjet || common.duplicationProjet;
  if (!ctx.entreprise.raisonSociale.trim() && !(enCreation && sante.client?.raisonSociale.trim())) {
    return { type: 'rediriger', vers: PATHS.informationsEntreprise };
  }
  if (ecran === 'garanties' && !enCreation) {
    return { type: 'rediriger', vers: listeProjetsDuMarche(common.marche), avertissement: PROJETS.retourArriereNonAutorise };
  }
  if (common.marche && !enCreation) return { type: 'rediriger', vers: listeProjetsDuMarche(common.marche) };

  if (!common.duplicationProjet) {
    const produit = ctx.produitSelectionne?.code === CODE_PRODUIT_SANTE ? ctx.produitSelectionne : null;
    if (produit && (sante.produit?.id !== produit.id || sante.idProjet !== null)) {
      return { type: 'appliquer', sante: nouveauProjet({ id: produit.id, code: CODE_PRODUIT_SANTE, libelle: produit.libelle }) };
    }
    if (!produit && (!sante.produit || sante.idProjet !== null)) return { type: 'rediriger', vers: PATHS.offresEligibles };
  }
  if (ecran === 'garanties' && !informationsRenseignees(sante)) return { type: 'rediriger', vers: CHEMINS_SANTE.informations() };
  return { type: 'pret' };
}
