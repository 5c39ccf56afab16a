/**
 * Rules of the 'Informations entreprise' form and of the client (spec 01 §5 Company, §9; 03 §5 SIRET
 * format and validity). Each rule returns the spec's French message, or null when the value passes.
 * The page forms and the server DTOs call the same functions.
 */
import type { CodeEligibilite, EligibiliteEntreprise, RaisonEligibilite } from './entreprise';
import { estCodeEligibilite, estRaisonEligibilite } from './entreprise';
import { ENTREPRISE } from '../messages/entreprise';
import { estFormatSiret, estSiretValide, normaliserSiret } from '../siret';

/** A failed rule's message, or null. */
export type ResultatRegle = string | null;

export const RAISON_SOCIALE_LONGUEUR_MAX = 131;
export const EFFECTIF_TOTAL_MIN = 1;
export const EFFECTIF_TOTAL_MAX = 100_000;
export const ID_CCN_SANS_CONVENTION = 9999;

const estVide = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

// ---------------------------------------------------------------------------------------------
// SIRET
// ---------------------------------------------------------------------------------------------

/** 14 digits once spaces are stripped (03 §5 'SIRET format'). Empty passes: that is the required rule. */
export function regleSiretFormat(siret: string | null | undefined): ResultatRegle {
  const s = normaliserSiret(siret);
  return s === '' || estFormatSiret(s) ? null : ENTREPRISE.siretFormat;
}

/** Luhn checksum, La Poste excepted (01 §5 'Le numéro de siret est invalide'). Only judged on 14 digits. */
export function regleSiretChecksum(siret: string | null | undefined): ResultatRegle {
  const s = normaliserSiret(siret);
  return !estFormatSiret(s) || estSiretValide(s) ? null : ENTREPRISE.siretInvalide;
}

/**
 * The SIRET field: required (when the SIRET is known, or always at subscription), then format, then
 * checksum; the first failure wins.
 */
export function validerSiret(siret: string | null | undefined, obligatoire = true): ResultatRegle {
  if (normaliserSiret(siret) === '') return obligatoire ? ENTREPRISE.siretObligatoire : null;
  return regleSiretFormat(siret) ?? regleSiretChecksum(siret);
}

/**
 * 03 §5 'SIRET validity, checked remotely': fails when the eligibility check answered INVALIDE for
 * the SIRET itself. A company that exists but is not eligible (struck off, in proceedings, outside
 * the zone…) has a valid SIRET: the field stays valid and the eligibility banner says why.
 */
export function regleSiretEligible(code: CodeEligibilite | null | undefined, raison: string | null = null): ResultatRegle {
  return code === 'INVALIDE' && !raison ? ENTREPRISE.siretInvalideEligibilite : null;
}

// ---------------------------------------------------------------------------------------------
// Company name
// ---------------------------------------------------------------------------------------------

/**
 * Letters (accented Latin included), digits, and the characters @ - & ' " space backslash . ( ).
 * The message names only some of them; the list is the spec's.
 */
const CARACTERES_RAISON_SOCIALE = /^[\p{Script=Latin}0-9@\-&'" \\.()]*$/u;

export function regleRaisonSocialeObligatoire(raisonSociale: string | null | undefined): ResultatRegle {
  return estVide(raisonSociale) ? ENTREPRISE.raisonSocialeObligatoire : null;
}

export function regleRaisonSocialeLongueur(raisonSociale: string | null | undefined): ResultatRegle {
  return (raisonSociale ?? '').length > RAISON_SOCIALE_LONGUEUR_MAX ? ENTREPRISE.raisonSocialeTropLongue : null;
}

export function regleRaisonSocialeCaracteres(raisonSociale: string | null | undefined): ResultatRegle {
  // NFC so that a decomposed 'é' (e + combining accent) counts as the letter it shows.
  return CARACTERES_RAISON_SOCIALE.test((raisonSociale ?? '').normalize('NFC')) ? null : ENTREPRISE.raisonSocialeCaracteres;
}

export function validerRaisonSociale(raisonSociale: string | null | undefined): ResultatRegle {
  return (
    regleRaisonSocialeObligatoire(raisonSociale) ??
    regleRaisonSocialeLongueur(raisonSociale) ??
    regleRaisonSocialeCaracteres(raisonSociale)
  );
}

/** Trimmed, inner runs of spaces collapsed, NFC: what is stored and compared. */
export function normaliserRaisonSociale(raisonSociale: string): string {
  return raisonSociale.normalize('NFC').trim().replace(/ {2,}/g, ' ');
}

/** Lower case without accents: the key used to search clients by name. */
export function cleRechercheRaisonSociale(texte: string): string {
  return texte
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Headcount and agreement
// ---------------------------------------------------------------------------------------------

/** Total headcount: required, integer, 1 to 100000 (01 §5, §9). Numeric strings from inputs are read. */
export function validerEffectifTotal(effectif: number | string | null | undefined): ResultatRegle {
  if (estVide(effectif)) return ENTREPRISE.effectifObligatoire;
  const n = typeof effectif === 'number' ? effectif : /^\s*-?\d+(\.\d+)?\s*$/.test(String(effectif)) ? Number(effectif) : NaN;
  if (!Number.isInteger(n)) return ENTREPRISE.effectifEntier;
  return n < EFFECTIF_TOTAL_MIN || n > EFFECTIF_TOTAL_MAX ? ENTREPRISE.effectifBornes : null;
}

/**
 * Client demography: cadre and non-cadre headcounts are optional integers between 0 and the total,
 * and together never exceed it (01 §5 Colleges: non-cadre = total − college).
 */
export function validerEffectifsColleges(
  effectifGlobal: number,
  effectifCadre: number | null | undefined,
  effectifNonCadre: number | null | undefined,
): ResultatRegle {
  for (const e of [effectifCadre, effectifNonCadre]) {
    if (e === null || e === undefined) continue;
    if (!Number.isInteger(e) || e < 0 || e > effectifGlobal) return ENTREPRISE.effectifCollegeBornes;
  }
  if ((effectifCadre ?? 0) + (effectifNonCadre ?? 0) > effectifGlobal) return ENTREPRISE.effectifsCollegesSomme;
  return null;
}

/** CCN required (9999 'Sans convention collective' is a choice, not an absence). */
export function validerCcn(idCcn: number | string | null | undefined): ResultatRegle {
  return estVide(idCcn) ? ENTREPRISE.ccnObligatoire : null;
}

// ---------------------------------------------------------------------------------------------
// The whole form
// ---------------------------------------------------------------------------------------------

export interface FormulaireEntreprise {
  /** Toggle 'SIRET known'. */
  siretConnu: boolean;
  siret?: string | null;
  raisonSociale?: string | null;
  effectifTotal?: number | string | null;
  idCcn?: number | null;
}

export type ErreursEntreprise = Partial<Record<'siret' | 'raisonSociale' | 'effectifTotal' | 'idCcn', string>>;

/** Every field's first failing rule; the SIRET is judged only when the toggle says it is known. */
export function validerFormulaireEntreprise(f: FormulaireEntreprise): ErreursEntreprise {
  const erreurs: ErreursEntreprise = {};
  const siret = f.siretConnu ? validerSiret(f.siret, true) : null;
  if (siret) erreurs.siret = siret;
  const raisonSociale = validerRaisonSociale(f.raisonSociale);
  if (raisonSociale) erreurs.raisonSociale = raisonSociale;
  const effectif = validerEffectifTotal(f.effectifTotal);
  if (effectif) erreurs.effectifTotal = effectif;
  const ccn = validerCcn(f.idCcn);
  if (ccn) erreurs.idCcn = ccn;
  return erreurs;
}

// ---------------------------------------------------------------------------------------------
// Eligibility display (01 §2)
// ---------------------------------------------------------------------------------------------

export type StatutAffichage = 'success' | 'warning' | 'danger';

export const STATUT_AFFICHAGE_ELIGIBILITE: Readonly<Record<CodeEligibilite, StatutAffichage>> = {
  VALIDE: 'success',
  INDETERMINEE: 'warning',
  INVALIDE: 'danger',
};

/** VALIDE success, INDETERMINEE warning, INVALIDE danger; any other code is an error. */
export function statutAffichageEligibilite(code: string): StatutAffichage {
  if (!estCodeEligibilite(code)) throw new Error(`Code d'éligibilité non géré : ${code}`);
  return STATUT_AFFICHAGE_ELIGIBILITE[code];
}

/** The sentence shown under the SIRET for a refusal reason; null for the reasons that only raise a banner. */
export function messageRaisonEligibilite(raison: RaisonEligibilite | null | undefined): string | null {
  if (!raison) return null;
  if (!estRaisonEligibilite(raison)) throw new Error(`Raison d'éligibilité non gérée : ${String(raison)}`);
  return (ENTREPRISE.raisons as Partial<Record<RaisonEligibilite, string>>)[raison] ?? null;
}

export type CodeBanniere = 'EFFECTIF_MINIMUM' | 'VERIFICATION_SIRET_IMPOSSIBLE';

export interface Banniere {
  code: CodeBanniere;
  statut: StatutAffichage;
  titre: string;
  texte: string;
}

/**
 * Banners of 01 §2: 'Effectif minimum' when the headcount band is zero or undetermined,
 * 'Vérification SIRET impossible' when the SIRET is not in the register.
 */
export function bannieresEligibilite(eligibilite: EligibiliteEntreprise | null | undefined): Banniere[] {
  if (!eligibilite) return [];
  if (eligibilite.raison === 'NON_TROUVE') {
    return [
      {
        code: 'VERIFICATION_SIRET_IMPOSSIBLE',
        statut: 'warning',
        titre: ENTREPRISE.banniereVerificationSiretImpossible,
        texte: ENTREPRISE.banniereVerificationSiretImpossibleTexte,
      },
    ];
  }
  const effectifIndetermine = eligibilite.code === 'INDETERMINEE' && eligibilite.raison === null;
  if (eligibilite.raison === 'TRANCHE_EFFECTIF_ZERO' || effectifIndetermine) {
    return [
      {
        code: 'EFFECTIF_MINIMUM',
        statut: 'warning',
        titre: ENTREPRISE.banniereEffectifMinimum,
        texte: ENTREPRISE.banniereEffectifMinimumTexte,
      },
    ];
  }
  return [];
}

/** What the page keeps after calling POST /api/eligibilite/determiner-eligibilite-entreprise. */
export type VerificationSiret =
  | { etat: 'verifie'; eligibilite: EligibiliteEntreprise; raisonSociale: string | null }
  | { etat: 'indisponible'; avertissement: string };

/**
 * Reads the check's answer (01 §7: statuses below 500 accepted, 200 data, 400 treated as invalid).
 * Anything else (5xx, network failure: status 0) leaves the journey open with the warning.
 */
export function interpreterVerificationSiret(status: number, corps: unknown): VerificationSiret {
  if (status === 400) return { etat: 'verifie', eligibilite: { code: 'INVALIDE', raison: null }, raisonSociale: null };
  if (status >= 200 && status < 300 && corps && typeof corps === 'object') {
    const c = corps as { eligibilite?: { code?: unknown; raison?: unknown }; informations_entreprise?: { raison_sociale?: unknown } };
    const code = c.eligibilite?.code;
    const raison = c.eligibilite?.raison ?? null;
    if (estCodeEligibilite(code) && (raison === null || estRaisonEligibilite(raison))) {
      const rs = c.informations_entreprise?.raison_sociale;
      return { etat: 'verifie', eligibilite: { code, raison }, raisonSociale: typeof rs === 'string' ? rs : null };
    }
  }
  return { etat: 'indisponible', avertissement: ENTREPRISE.verificationSiretIndisponible };
}
