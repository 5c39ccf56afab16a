/**
 * The 'Garanties' screen without React (spec 01 §2 'Health guarantees', §4, §5 'Health levels',
 * 'Commission'): initial levels, a slider move within its bounds, the level headers, what blocks
 * the save. Built on the pure rules of src/domain/pricing/sante/regles (same messages as the API).
 */
import { SANTE } from '../../../src/domain/messages';
import type { TypeCollege } from '../../../src/domain/offres/catalogue';
import { NIVEAU_MAX, NIVEAU_MIN, type CodePoste, type MinimumPoste, type Poste } from '../../../src/domain/pricing/sante/types';
import {
  commissionnementParDefaut,
  validerCommissionnement,
  type Commissionnement,
} from '../../../src/domain/projets/commission';
import {
  appliquerEnteteNiveau,
  bornesNiveau,
  ECART_MAX_NIVEAUX,
  minimaCcnAppliques,
  minimumApplicable,
  niveauMinimumCcn,
  niveauxParDefaut,
  postesSousMinimum,
  verifierAuMoinsUnNiveau,
  verifierEcart,
  type SelectionNiveaux,
} from '../../../src/domain/pricing/sante/regles';

/** Levels on first display (01 §4): the projet's, else the defaults of a new projet. */
export function selectionInitiale(niveaux: SelectionNiveaux | null, minima: readonly MinimumPoste[]): SelectionNiveaux {
  return niveaux ?? niveauxParDefaut(minima);
}

/** Commissioning on first display (01 §4): the projet's, else linear 5 %. */
export function commissionnementInitial(c: Commissionnement | null, college: TypeCollege): Commissionnement {
  return c ?? commissionnementParDefaut(college);
}

export interface DeplacementNiveau {
  selection: SelectionNiveaux;
  /** The spread message when the wanted level was out of the 6-level window (01 §5). */
  message: string | null;
}

/**
 * A slider move: the level is kept within the poste's bounds (0..11, within 6 of every other
 * poste, not below the agreement minimum). Asking beyond the spread gives the spec's message.
 */
export function deplacerNiveau(poste: CodePoste, voulu: number, selection: SelectionNiveaux, minima: readonly MinimumPoste[]): DeplacementNiveau {
  const { min, max } = bornesNiveau(poste, selection, minima);
  const niveau = Math.min(max, Math.max(min, Math.round(voulu)));
  const horsEcart = !minimaCcnAppliques(minima) && (voulu > max || voulu < min) && voulu >= NIVEAU_MIN && voulu <= NIVEAU_MAX;
  return { selection: { ...selection, [poste]: niveau }, message: horsEcart ? SANTE.ecartMaximal(ECART_MAX_NIVEAUX) : null };
}

/** Level header (01 §4): every poste where that level is selectable; nothing when read-only. */
export function choisirEntete(niveau: number, selection: SelectionNiveaux, minima: readonly MinimumPoste[], lectureSeule: boolean): SelectionNiveaux {
  return appliquerEnteteNiveau(niveau, selection, minima, lectureSeule);
}

/** What a poste's slider shows about the agreement (01 §5): lowest allowed level, and the minimum mark. */
export interface MinimumAffiche {
  /** Lowest selectable level (0 when no minimum applies). */
  niveau: number;
  applique: boolean;
  /** The agreement's requirement, for the mark's tooltip (the level's label). */
  libelle: string | null;
}

export function minimumAffiche(poste: Poste, minima: readonly MinimumPoste[]): MinimumAffiche {
  const m = minima.find((x) => x.poste === poste.code);
  if (!minimumApplicable(m)) return { niveau: NIVEAU_MIN, applique: false, libelle: null };
  const niveau = niveauMinimumCcn(minima, poste.code);
  return { niveau, applique: true, libelle: poste.niveaux.find((n) => n.numValue === niveau)?.libelle ?? null };
}

/** First rule the selected levels break (a level under the agreement minimum, no level, spread), or null. */
export function erreurNiveaux(selection: SelectionNiveaux, minima: readonly MinimumPoste[]): string | null {
  const sousMinimum = postesSousMinimum(selection, minima);
  if (sousMinimum.length) {
    const poste = sousMinimum[0];
    return SANTE.niveauSousMinimumCcn(poste, selection[poste] as number, niveauMinimumCcn(minima, poste));
  }
  return verifierAuMoinsUnNiveau(selection) ?? verifierEcart(selection, minima);
}

/**
 * First reason the guarantees cannot be saved nor priced (01 §2 'Enregistrer disabled while
 * invalid'): the levels, then the commissioning. Null when they can.
 */
export function erreurGaranties(selection: SelectionNiveaux, minima: readonly MinimumPoste[], commission: Commissionnement, college: TypeCollege): string | null {
  return erreurNiveaux(selection, minima) ?? validerCommissionnement(commission, college);
}

