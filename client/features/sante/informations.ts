/**
 * The 'Informations projet' form (spec 01 §2 'Health pricing information', §5 'Pricing
 * information'), without React: its values, each field's first failing rule (the pure rules of
 * src/domain, same messages as the API), the colleges' access display and the way on.
 */
import {
  detailAccesTarification,
  estCollegeTarifable,
  statutAffichageFeu,
  type DetailAccesTarification,
  type StatutFeu,
} from '../../../src/domain/eligibilite/acces-tarification';
import { COMMON, ECRAN_SANTE, REFERENTIELS } from '../../../src/domain/messages';
import type { TypeCollege } from '../../../src/domain/offres/catalogue';
import type { RegimeObligatoire } from '../../../src/domain/pricing/sante/types';
import { codePostalFormatValide } from '../../../src/domain/referentiels/code-postal';
import { formatDateFr as formaterDate } from '../../../src/domain/format';
import { EFFECTIF_REGLE_DEBUT_DE_MOIS, fenetreDateEffet, validerAgeMoyen, validerDateEffet, validerEffectifCollege, validerTypeCollege } from '../../../src/domain/projets/informations-tarifantes';
import type { AccesCollege } from '../../state';
import type { SanteState } from '../../state/sante';
import type { CollegeApi } from './types';
import type { VerificationCodePostal, VerificationInitiale } from './code-postal';

export { cleVerificationCodePostal, verdictCodePostal, type VerificationCodePostal, type VerificationInitiale } from './code-postal';

/** The form's values: the session state's fields of the screen (state/sante.ts). */
export type ValeursInformations = Pick<SanteState, 'codePostal' | 'regimeSocial' | 'typeCollege' | 'effectifCollege' | 'ageMoyen' | 'resiliationInfraAnnuelle' | 'dateEffet'>;

export type ChampInformations = keyof ValeursInformations;
export type ErreursInformations = Partial<Record<ChampInformations, string>>;

export function valeursDepuisEtat(s: SanteState): ValeursInformations {
  return {
    codePostal: s.codePostal,
    regimeSocial: s.regimeSocial,
    typeCollege: s.typeCollege,
    effectifCollege: s.effectifCollege,
    ageMoyen: s.ageMoyen,
    resiliationInfraAnnuelle: s.resiliationInfraAnnuelle,
    dateEffet: s.dateEffet,
  };
}

/** Postcode field: digits only, at most 5 (01 §5 'digits only'). */
export function saisieCodePostal(saisie: string): string {
  return saisie.replace(/\D/g, '').slice(0, 5);
}

export interface ContexteInformations {
  today: string;
  verification: VerificationCodePostal;
  /** Read-only projet: the postcode is not required (01 §5) and nothing is edited. */
  lectureSeule: boolean;
}

/** Each field's first failing rule (01 §5). */
export function erreursInformations(v: ValeursInformations, ctx: ContexteInformations): ErreursInformations {
  const e: ErreursInformations = {};
  if (!ctx.lectureSeule) {
    const cp = erreurCodePostal(v.codePostal, ctx.verification);
    if (cp) e.codePostal = cp;
  }
  if (!v.regimeSocial) e.regimeSocial = COMMON.champObligatoire();
  const college = validerTypeCollege(v.typeCollege);
  if (college) e.typeCollege = college;
  const effectif = validerEffectifCollege(v.effectifCollege);
  if (effectif) e.effectifCollege = effectif;
  const age = validerAgeMoyen(v.ageMoyen);
  if (age) e.ageMoyen = age;
  if (!ctx.lectureSeule) {
    const date = validerDateEffet(v.dateEffet, v.effectifCollege, ctx.today);
    if (date) e.dateEffet = date;
  }
  return e;
}

function erreurCodePostal(codePostal: string, verification: VerificationCodePostal): string | null {
  if (codePostal === '') return COMMON.champObligatoire();
  if (!codePostalFormatValide(codePostal)) return REFERENTIELS.codePostalFormat;
  if (verification.codePostal !== codePostal) return null;
  if (verification.statut === 'invalide') return verification.cause;
  return null;
}

/** The check has answered 'valid' for the postcode in the field (the way on needs it). */
export function codePostalVerifie(codePostal: string, verification: VerificationCodePostal): boolean {
  return verification.codePostal === codePostal && verification.statut === 'valide' && verification.departement !== null;
}

/** Regime proposed from the head office's department (Moselle, Bas-Rhin, Haut-Rhin: local regime). */
export const DEPARTEMENTS_ALSACE_MOSELLE: readonly string[] = ['57', '67', '68'];
export function regimeSuggere(departement: string | null): RegimeObligatoire | null {
  if (!departement) return null;
  return DEPARTEMENTS_ALSACE_MOSELLE.includes(departement) ? 'ALSACE_MOSELLE' : 'SECURITE_SOCIALE';
}

/**
 * The regime once the head office's department is known (issue: it stayed on its first guess).
 * It follows the department (57/67/68 ↔ elsewhere) until the broker picks it by hand: a regime
 * picked by hand, or one that differs from what the previous department suggested, is kept.
 */
export function regimeApresDepartement(
  regime: RegimeObligatoire | null,
  departementPrecedent: string | null,
  departement: string | null,
  choisiALaMain: boolean,
): RegimeObligatoire | null {
  if (!departement) return regime;
  if (!regime) return regimeSuggere(departement);
  if (choisiALaMain || !departementPrecedent || regime !== regimeSuggere(departementPrecedent)) return regime;
  return regimeSuggere(departement);
}


/** A college of the offer as the screen shows it: its access display, or the access error. */
export interface VueCollege {
  code: TypeCollege;
  libelle: string;
  acces: (DetailAccesTarification & { code: string; statut: StatutFeu }) | null;
  tarifable: boolean;
}

/**
 * Access display per code (01 §2): OUI and AVEC_CONTRAINTE green, AVEC_CONSULTATION and
 * SANS_ANALYSE orange, NON and SANS_COLLEGE red. An unsupported code shows no access and blocks.
 */
// A code read elsewhere (the session's access table) may be one this version does not support: any string.
export function vueCollege(c: Pick<CollegeApi, 'code' | 'libelle'> & { acces_tarification: { code: string } }): VueCollege {
  try {
    const code = c.acces_tarification.code;
    const detail = detailAccesTarification(code);
    return { code: c.code, libelle: c.libelle, acces: { ...detail, code, statut: statutAffichageFeu(detail.feu) }, tarifable: estCollegeTarifable(code) };
  } catch {
    return { code: c.code, libelle: c.libelle, acces: null, tarifable: false };
  }
}

/** Colleges from the session's access table, when the offer's colleges could not be read again. */
export function collegesDepuisAcces(acces: Partial<Record<TypeCollege, AccesCollege>>, libelles: Record<TypeCollege, string>): VueCollege[] {
  return (Object.keys(acces) as TypeCollege[]).map((code) => vueCollege({ code, libelle: libelles[code], acces_tarification: { code: acces[code]!.code } }));
}

/** 'Garanties' is allowed only when a college type is chosen and its access is not red (01 §2). */
export function garantiesAutorisees(typeCollege: TypeCollege | null, colleges: readonly VueCollege[]): boolean {
  if (!typeCollege) return false;
  return colleges.find((c) => c.code === typeCollege)?.tarifable ?? false;
}

/** The window as help under the date, with the month-start note for colleges of 2 or more. */
export function aideDateEffet(today: string, effectifCollege: number | null): string {
  const { min, max } = fenetreDateEffet(today, effectifCollege);
  const debutDeMois = (effectifCollege ?? 0) >= EFFECTIF_REGLE_DEBUT_DE_MOIS ? ` ${ECRAN_SANTE.dateEffetDebutDeMois}` : '';
  return `${ECRAN_SANTE.dateEffetBornes(formaterDate(min), formaterDate(max))}${debutDeMois}`;
}

/** What asks the offer's colleges (POST /eligibilite/determiner-produits-eligibles/{idProduit}). */
export interface RequeteColleges {
  idProduit: number;
  id_ccn: number;
  effectif: number;
  code_distributeur: string;
}

/** The colleges' request of the screen's state: the same on the server (a saved projet) and in the browser. */
export function requeteColleges(etat: SanteState, entreprise: { idCcn: number; effectifTotal: number | null }, codeDistributeur: string): RequeteColleges | null {
  return etat.produit ? { idProduit: etat.produit.id, id_ccn: entreprise.idCcn, effectif: entreprise.effectifTotal ?? etat.effectifCollege ?? 1, code_distributeur: codeDistributeur } : null;
}

/** The key an answer is kept under: a change of offer, agreement or headcount asks again. */
export function cleRequeteColleges(r: RequeteColleges | null): string | null {
  return r ? JSON.stringify([r.idProduit, r.id_ccn, r.effectif, r.code_distributeur]) : null;
}

/**
 * What the server already answered for a saved projet's informations screen (ADR 0046): its
 * offer's colleges and its postcode check, each under the key the screen asks it with. The screen
 * asks again only when the broker changes what they depend on.
 */
export interface ReponsesInitialesInformations {
  colleges: { cle: string; colleges: CollegeApi[] } | null;
  codePostal: VerificationInitiale | null;
}
