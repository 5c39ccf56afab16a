/**
 * Eligible offers and tarification access per college (spec 01 §2 'Offres éligibles', §3 Eligibility,
 * §7 /eligibilite/determiner-produits-eligibles). Pure: the catalogue and the agreement table are
 * passed in (see ./referentiel.ts for the committed data).
 *
 * An offer is eligible when the company's total headcount reaches the offer's minimum and its
 * agreement does not exclude the offer. Every eligible offer lists all its colleges, each with an
 * access code; a red college stays listed so the broker sees why it cannot be priced.
 */
import type { CodeProduit, TypeCollege } from '../offres/catalogue';
import { ID_SANS_CCN, LIBELLES_COLLEGE } from '../offres/catalogue';
import type { CodeAccesTarification } from './acces-tarification';

export type CodeMarche = 'sante' | 'prevoyance';

export interface MarcheCatalogue {
  code: CodeMarche;
  libelle: string;
  produit: CodeProduit;
}

export interface ExclusionConvention {
  idcc: string;
  motif: string;
}

export interface OffreCatalogue {
  id: number;
  produit: CodeProduit;
  libelle: string;
  colleges: TypeCollege[];
  /** Minimum total headcount of the company. */
  effectifMin: number;
  idccExclus: ExclusionConvention[];
  /** 'En savoir plus sur l'offre' (offer 460). */
  lienFiche: string | null;
  description: string;
  pointsForts: string[];
}

/** A code for every college of the product, or one per college. */
export type AccesConvention = CodeAccesTarification | Partial<Record<TypeCollege, CodeAccesTarification>>;

export interface RegleConvention {
  idcc: string;
  libelle: string;
  acces: Partial<Record<CodeProduit, AccesConvention>>;
  motif: string;
}

export interface ReferentielEligibilite {
  version: string;
  marches: MarcheCatalogue[];
  offres: OffreCatalogue[];
  /** Access when nothing else applies. */
  defaut: CodeAccesTarification;
  /** Access of an agreement whose minima we hold. */
  avecMinima: CodeAccesTarification;
  idccAvecMinima: readonly string[];
  /** Agreements that cover only cadres / only non-cadres. */
  idccCadresSeuls: readonly string[];
  idccNonCadresSeuls: readonly string[];
  conventions: RegleConvention[];
}

/** Agreement id → IDCC: the id is the IDCC as an integer (44 → '0044'). */
export function idccDeIdCcn(idCcn: number): string {
  return String(idCcn).padStart(4, '0');
}

export interface ContexteEligibilite {
  /** Agreement id (integer IDCC; 9999 = no agreement). */
  idCcn: number;
  /** Total headcount of the company. */
  effectif: number;
}

/**
 * Access code of one college of one product under one agreement, in this order:
 * 1. college outside the agreement's scope (cadre-only or non-cadre-only agreements) → SANS_COLLEGE;
 *    'TOUS' is outside the scope of a single-category agreement too;
 * 2. the agreement's own decision (closed sector, study, analysis pending);
 * 3. agreement with minima → AVEC_CONTRAINTE;
 * 4. otherwise the default (OUI).
 */
export function accesTarificationCollege(
  ref: ReferentielEligibilite,
  idCcn: number,
  produit: CodeProduit,
  college: TypeCollege,
): CodeAccesTarification {
  if (idCcn === ID_SANS_CCN) return ref.defaut;
  const idcc = idccDeIdCcn(idCcn);
  if (ref.idccCadresSeuls.includes(idcc) && college !== 'CADRE') return 'SANS_COLLEGE';
  if (ref.idccNonCadresSeuls.includes(idcc) && college !== 'NON_CADRE') return 'SANS_COLLEGE';
  const regle = ref.conventions.find((c) => c.idcc === idcc)?.acces[produit];
  const propre = typeof regle === 'string' ? regle : regle?.[college];
  if (propre) return propre;
  if (ref.idccAvecMinima.includes(idcc)) return ref.avecMinima;
  return ref.defaut;
}

export type MotifNonEligibilite =
  | { code: 'EFFECTIF_INSUFFISANT'; effectifMin: number }
  | { code: 'CONVENTION_EXCLUE'; idcc: string; motif: string };

/** Why an offer is not open to the company; null when it is. */
export function motifNonEligibilite(offre: OffreCatalogue, ctx: ContexteEligibilite): MotifNonEligibilite | null {
  const idcc = idccDeIdCcn(ctx.idCcn);
  const exclusion = offre.idccExclus.find((e) => e.idcc === idcc);
  if (exclusion) return { code: 'CONVENTION_EXCLUE', idcc, motif: exclusion.motif };
  if (ctx.effectif < offre.effectifMin) return { code: 'EFFECTIF_INSUFFISANT', effectifMin: offre.effectifMin };
  return null;
}

/** College of an eligible offer, as the API answers it. */
export interface CollegeEligible {
  id: TypeCollege;
  code: TypeCollege;
  libelle: string;
  acces_tarification: { code: CodeAccesTarification };
}

export interface ProduitEligible {
  id: number;
  code: CodeProduit;
  libelle: string;
  colleges: CollegeEligible[];
  /** Only on offers with a product sheet (460). */
  lien_fiche?: string;
}

export interface MarcheEligible {
  code: CodeMarche;
  libelle: string;
  produits: ProduitEligible[];
}

export function collegesEligibles(ref: ReferentielEligibilite, offre: OffreCatalogue, idCcn: number): CollegeEligible[] {
  return offre.colleges.map((college) => ({
    id: college,
    code: college,
    libelle: LIBELLES_COLLEGE[college],
    acces_tarification: { code: accesTarificationCollege(ref, idCcn, offre.produit, college) },
  }));
}

export function produitEligible(ref: ReferentielEligibilite, offre: OffreCatalogue, ctx: ContexteEligibilite): ProduitEligible | null {
  if (motifNonEligibilite(offre, ctx)) return null;
  const produit: ProduitEligible = {
    id: offre.id,
    code: offre.produit,
    libelle: offre.libelle,
    colleges: collegesEligibles(ref, offre, ctx.idCcn),
  };
  if (offre.lienFiche) produit.lien_fiche = offre.lienFiche;
  return produit;
}

/** Every market, in catalogue order, with its eligible offers (possibly none: 'Aucune offre éligible...'). */
export function determinerMarchesEligibles(ref: ReferentielEligibilite, ctx: ContexteEligibilite): MarcheEligible[] {
  return ref.marches.map((marche) => ({
    code: marche.code,
    libelle: marche.libelle,
    produits: ref.offres
      .filter((o) => o.produit === marche.produit)
      .map((o) => produitEligible(ref, o, ctx))
      .filter((p): p is ProduitEligible => p !== null),
  }));
}

/** True when no market has an eligible offer: the call answers 'Aucun produits éligibles trouvé.' */
export function aucunProduitEligible(marches: MarcheEligible[]): boolean {
  return marches.every((m) => m.produits.length === 0);
}

export function trouverOffre(ref: ReferentielEligibilite, id: number): OffreCatalogue | undefined {
  return ref.offres.find((o) => o.id === id);
}

/** Count shown under a market ('N offre(s) éligible(s)'). */
export function nombreOffresEligibles(marche: MarcheEligible): number {
  return marche.produits.length;
}
