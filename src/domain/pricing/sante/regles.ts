import { SANTE } from '../../messages/sante';
import { minimumApplicable } from './minima';
import {
  CODES_POSTES,
  NIVEAU_MAX,
  NIVEAU_MIN,
  type CodePoste,
  type MinimumPoste,
  type NiveauChoisi,
  type StructureSante,
} from './types';

/**
 * Health guarantee rules (spec 01 §4, §5 'Health levels', §9), shared by the guarantees page and
 * the tarifer DTO. Pure: minima come in as the list served by /produits/{id}/ccns/{idCcn}/minima.
 */

export { minimumApplicable };

/** Largest spread between the highest and the lowest selected level (§9). */
export const ECART_MAX_NIVEAUX = 6;
/** Default level of a poste without agreement minimum (§4, §9: index 5). */
export const INDEX_NIVEAU_PAR_DEFAUT = 5;

/** Selection as level per poste; absent = not selected. */
export type SelectionNiveaux = Partial<Record<CodePoste, number>>;

export function versSelection(niveaux: readonly NiveauChoisi[]): SelectionNiveaux {
  const s: SelectionNiveaux = {};
  for (const { poste, niveau } of niveaux) s[poste] = niveau;
  return s;
}

export function versNiveauxChoisis(selection: SelectionNiveaux): NiveauChoisi[] {
  return CODES_POSTES.filter((c) => selection[c] !== undefined).map((poste) => ({ poste, niveau: selection[poste] as number }));
}

function minimumDe(minima: readonly MinimumPoste[], poste: CodePoste): MinimumPoste | undefined {
  return minima.find((m) => m.poste === poste);
}

/** Lowest level the agreement allows on a poste (0 when no minimum applies). */
export function niveauMinimumCcn(minima: readonly MinimumPoste[], poste: CodePoste): number {
  const m = minimumDe(minima, poste);
  return minimumApplicable(m) ? m.minima : NIVEAU_MIN;
}

/** A level is selectable only if its numeric value is at least the CCN minimum (§5). */
export function niveauSelectionnable(minima: readonly MinimumPoste[], poste: CodePoste, numValue: number): boolean {
  return numValue >= niveauMinimumCcn(minima, poste) && numValue >= NIVEAU_MIN && numValue <= NIVEAU_MAX;
}

/** Some minimum applies on some poste: the spread limit is lifted and levels are bounded by the minima. */
export function minimaCcnAppliques(minima: readonly MinimumPoste[]): boolean {
  return minima.some(minimumApplicable);
}

/** Postes whose selected level is below the agreement minimum (the selection is then flagged, §5). */
export function postesSousMinimum(selection: SelectionNiveaux, minima: readonly MinimumPoste[]): CodePoste[] {
  return CODES_POSTES.filter((c) => selection[c] !== undefined && !niveauSelectionnable(minima, c, selection[c] as number));
}

export function selectionSousMinimum(selection: SelectionNiveaux, minima: readonly MinimumPoste[]): boolean {
  return postesSousMinimum(selection, minima).length > 0;
}

/** Health pricing needs at least one level selected (§4). Message, or null when satisfied. */
export function verifierAuMoinsUnNiveau(selection: SelectionNiveaux): string | null {
  return CODES_POSTES.some((c) => selection[c] !== undefined) ? null : SANTE.auMoinsUnNiveau;
}

/** Highest minus lowest selected level (0 for an empty selection). */
export function ecartNiveaux(selection: SelectionNiveaux): number {
  const v = CODES_POSTES.map((c) => selection[c]).filter((n): n is number => n !== undefined);
  return v.length ? Math.max(...v) - Math.min(...v) : 0;
}

/** Spread at most 6 unless a CCN minimum applies (§5). Message, or null when satisfied. */
export function verifierEcart(selection: SelectionNiveaux, minima: readonly MinimumPoste[]): string | null {
  if (minimaCcnAppliques(minima)) return null;
  return ecartNiveaux(selection) > ECART_MAX_NIVEAUX ? SANTE.ecartMaximal(ECART_MAX_NIVEAUX) : null;
}

/**
 * Slider bounds of a poste (§5): 0..11 and within 6 of every other selected poste; with agreement
 * minima the spread is free and the lower bound is the poste's minimum.
 */
export function bornesNiveau(poste: CodePoste, selection: SelectionNiveaux, minima: readonly MinimumPoste[]): { min: number; max: number } {
  if (minimaCcnAppliques(minima)) return { min: niveauMinimumCcn(minima, poste), max: NIVEAU_MAX };
  const autres = CODES_POSTES.filter((c) => c !== poste && selection[c] !== undefined).map((c) => selection[c] as number);
  if (!autres.length) return { min: NIVEAU_MIN, max: NIVEAU_MAX };
  return {
    min: Math.max(NIVEAU_MIN, Math.max(...autres) - ECART_MAX_NIVEAUX),
    max: Math.min(NIVEAU_MAX, Math.min(...autres) + ECART_MAX_NIVEAUX),
  };
}

/**
 * Defaults for a new, non-duplicated projet (§4): a poste with an agreement minimum starts at its
 * first selectable level, the others at level index 5.
 */
export function niveauxParDefaut(minima: readonly MinimumPoste[]): SelectionNiveaux {
  const s: SelectionNiveaux = {};
  for (const c of CODES_POSTES) {
    s[c] = minimumApplicable(minimumDe(minima, c)) ? niveauMinimumCcn(minima, c) : INDEX_NIVEAU_PAR_DEFAUT;
  }
  return s;
}

/**
 * Choosing a level header sets every poste to that level where it is selectable; a read-only
 * projet is left unchanged (§4).
 */
export function appliquerEnteteNiveau(
  niveau: number,
  selection: SelectionNiveaux,
  minima: readonly MinimumPoste[],
  lectureSeule = false,
): SelectionNiveaux {
  if (lectureSeule) return selection;
  const s: SelectionNiveaux = { ...selection };
  for (const c of CODES_POSTES) if (niveauSelectionnable(minima, c, niveau)) s[c] = niveau;
  return s;
}

/** Structures flagged when their rate (% PMSS) is under 4 (§5 'Colleges'). */
export const STRUCTURES_SIGNALEES_SOUS_4: readonly StructureSante[] = ['UNIQUE', 'SALARIE_ENFANT', 'CONJOINT_SALARIE_ENFANT'];
export const SEUIL_SIGNALEMENT_TAUX = 4;

export function structureSignalee(structure: string, taux: number): boolean {
  return (STRUCTURES_SIGNALEES_SOUS_4 as readonly string[]).includes(structure) && taux < SEUIL_SIGNALEMENT_TAUX;
}

export interface ErreurNiveau {
  /** Index in the submitted list, or null for a rule on the whole selection. */
  index: number | null;
  message: string;
}

/**
 * Every rule on a submitted selection (tarifer DTO, projet save): at least one level, each code
 * known and once, each level 0..11 and not below the agreement minimum, spread.
 */
export function validerNiveauxSante(niveaux: readonly { poste: string; niveau: number }[], minima: readonly MinimumPoste[]): ErreurNiveau[] {
  const erreurs: ErreurNiveau[] = [];
  if (!niveaux.length) return [{ index: null, message: SANTE.auMoinsUnNiveau }];
  const vus = new Set<string>();
  const selection: SelectionNiveaux = {};
  niveaux.forEach(({ poste, niveau }, index) => {
    if (!(CODES_POSTES as readonly string[]).includes(poste)) return erreurs.push({ index, message: SANTE.posteInconnu(String(poste)) });
    if (vus.has(poste)) return erreurs.push({ index, message: SANTE.posteEnDouble(poste) });
    vus.add(poste);
    if (!Number.isInteger(niveau) || niveau < NIVEAU_MIN || niveau > NIVEAU_MAX) return erreurs.push({ index, message: SANTE.niveauHorsBornes });
    const code = poste as CodePoste;
    const minimum = niveauMinimumCcn(minima, code);
    if (niveau < minimum) erreurs.push({ index, message: SANTE.niveauSousMinimumCcn(code, niveau, minimum) });
    selection[code] = niveau;
  });
  // Absent postes are priced at level 0: a poste with an agreement minimum must be submitted.
  for (const m of minima) {
    if (minimumApplicable(m) && m.minima > NIVEAU_MIN && !vus.has(m.poste)) {
      erreurs.push({ index: null, message: SANTE.niveauSousMinimumCcn(m.poste, NIVEAU_MIN, m.minima) });
    }
  }
  const ecart = verifierEcart(selection, minima);
  if (ecart) erreurs.push({ index: null, message: ecart });
  return erreurs;
}
