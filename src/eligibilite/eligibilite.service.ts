import { RefusMetier } from '../common/refus-metier';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Utilisateur } from '../auth/utilisateur';
import {
  CODES_ACCES_TARIFICATION,
  CodeAccesNonGereError,
  detailAccesTarification,
} from '../domain/eligibilite/acces-tarification';
import { determinerEligibiliteEntreprise } from '../domain/eligibilite/entreprise';
import type { CollegeEligible, ContexteEligibilite, MarcheEligible } from '../domain/eligibilite/offres';
import { aucunProduitEligible, determinerMarchesEligibles, produitEligible, trouverOffre } from '../domain/eligibilite/offres';
import { REFERENTIEL_ELIGIBILITE } from '../domain/eligibilite/referentiel';
import { ENTREPRISE, OFFRES_ELIGIBLES } from '../domain/messages';
import { ReferentielsService } from '../referentiels/referentiels.service';
import { REGISTRE_ENTREPRISES, type RegistreEntreprises } from '../registre/registre-entreprises';
import type {
  DetailAccesTarificationReponse,
  EligibiliteEntrepriseReponse,
  FicheOffreReponse,
  ProduitsEligiblesDto,
} from './dto/eligibilite.dto';

/** The whole check, whatever the adapter does: past this the page goes on without it. */
export const DELAI_VERIFICATION_MS = 8000;

function avecDelai<T>(promesse: Promise<T>, ms: number): Promise<T> {
  let minuterie: NodeJS.Timeout | undefined;
  const delai = new Promise<never>((_, rejeter) => {
    minuterie = setTimeout(() => rejeter(new Error('délai dépassé')), ms);
  });
  return Promise.race([promesse, delai]).finally(() => clearTimeout(minuterie));
}

const refus = (champ: string, message: string) => new RefusMetier('invalide', message, { champ });

/** Company eligibility (register), eligible offers and tarification access (spec 01 §7 /eligibilite/*). */
@Injectable()
export class EligibiliteService {
  private readonly logger = new Logger(EligibiliteService.name);
  private readonly referentiel = REFERENTIEL_ELIGIBILITE;

  constructor(
    @Inject(REGISTRE_ENTREPRISES) private readonly registre: RegistreEntreprises,
    private readonly referentiels: ReferentielsService,
  ) {}

  /**
   * The SIRET (already 14 valid digits, see the DTO) looked up in the register. A register failure
   * answers 503 with the spec's warning: the page shows it and the sale goes on.
   */
  async eligibiliteEntreprise(siret: string): Promise<EligibiliteEntrepriseReponse> {
    let fiche;
    try {
      fiche = await avecDelai(this.registre.rechercherParSiret(siret), DELAI_VERIFICATION_MS);
    } catch (err) {
      this.logger.warn({ err, registre: this.registre.nom }, 'Vérification SIRET indisponible');
      throw new RefusMetier('indisponible', ENTREPRISE.verificationSiretIndisponible);
    }
    return {
      eligibilite: determinerEligibiliteEntreprise(fiche),
      informations_entreprise: {
        raison_sociale: fiche?.raisonSociale || null,
        naf: fiche?.naf ?? null,
        code_postal: fiche?.codePostal ?? null,
        commune: fiche?.commune ?? null,
        tranche_effectif: fiche?.trancheEffectif ?? null,
      },
    };
  }

  /** Markets with their eligible offers; no offer at all is 422 'Aucun produits éligibles trouvé.' */
  async produitsEligibles(utilisateur: Utilisateur, dto: ProduitsEligiblesDto): Promise<MarcheEligible[]> {
    const ctx = await this.contexte(utilisateur, dto);
    const marches = determinerMarchesEligibles(this.referentiel, ctx);
    if (aucunProduitEligible(marches)) throw new RefusMetier('nonTraitable', OFFRES_ELIGIBLES.aucunProduitEligible);
    return marches;
  }

  /** Colleges of one offer with their access code; an offer closed to this company is 422. */
  async collegesProduit(utilisateur: Utilisateur, idProduit: number, dto: ProduitsEligiblesDto): Promise<CollegeEligible[]> {
    const ctx = await this.contexte(utilisateur, dto);
    const offre = trouverOffre(this.referentiel, idProduit);
    if (!offre) throw new RefusMetier('introuvable', OFFRES_ELIGIBLES.offreInconnue);
    const produit = produitEligible(this.referentiel, offre, ctx);
    if (!produit) throw new RefusMetier('nonTraitable', OFFRES_ELIGIBLES.aucunProduitEligible);
    return produit.colleges;
  }

  accesTarification(code: string): DetailAccesTarificationReponse {
    try {
      return { code, ...detailAccesTarification(code) };
    } catch (err) {
      if (err instanceof CodeAccesNonGereError) throw refus('code', err.message);
      throw err;
    }
  }

  tousLesAccesTarification(): DetailAccesTarificationReponse[] {
    return CODES_ACCES_TARIFICATION.map((code) => ({ code, ...detailAccesTarification(code) }));
  }

  ficheOffre(id: number): FicheOffreReponse {
    const offre = trouverOffre(this.referentiel, id);
    if (!offre) throw new RefusMetier('introuvable', OFFRES_ELIGIBLES.offreInconnue);
    return {
      id: offre.id,
      code: offre.produit,
      libelle: offre.libelle,
      description: offre.description,
      points_forts: offre.pointsForts,
      effectif_min: offre.effectifMin,
      colleges: offre.colleges,
    };
  }

  private async contexte(utilisateur: Utilisateur, dto: ProduitsEligiblesDto): Promise<ContexteEligibilite> {
    if (dto.code_distributeur !== utilisateur.codeDistributeur) throw new RefusMetier('interdit', ENTREPRISE.codeDistributeurDifferent);
    if (!(await this.referentiels.ccn(dto.id_ccn))) throw refus('id_ccn', ENTREPRISE.ccnInconnue);
    return { idCcn: dto.id_ccn, effectif: dto.effectif };
  }
}
