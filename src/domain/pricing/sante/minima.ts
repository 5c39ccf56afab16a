import minimaJson from '../../../../data/sante/minima.json';
import type { TypeCollege } from '../../offres/catalogue';
import { normaliserIdcc } from '../../referentiels/ccn';
import { POSTES } from './catalogue';
import { NIVEAU_MAX, NIVEAU_MIN, type CodePoste, type MinimumPoste, type Palier, type Poste } from './types';

/**
 * Agreement health minima (data/sante/minima.json), resolved against the catalogue's levels.
 * Authored forms per poste and college: an integer (minimum level), "NON" (FLAG NON: nothing
 * required), {min, max, unite} (palier: a benefit of at least min), absent/null (nothing set).
 * TOUS takes, poste by poste, the stricter of CADRE and NON_CADRE.
 */
type FormeMinimum = number | 'NON' | Palier | null;
interface ConventionFichier {
  libelle_court: string;
  CADRE: Partial<Record<CodePoste, FormeMinimum>>;
  NON_CADRE: Partial<Record<CodePoste, FormeMinimum>>;
}
const fichier = minimaJson as unknown as { version: string; conventions: Record<string, ConventionFichier> };

export const VERSION_MINIMA_SANTE: string = fichier.version;

const TOUS_LES_NIVEAUX = Array.from({ length: NIVEAU_MAX - NIVEAU_MIN + 1 }, (_, i) => NIVEAU_MIN + i);
const niveauxDepuis = (min: number) => TOUS_LES_NIVEAUX.filter((n) => n >= min);

/** Numeric value of a level for palier comparisons; TEXTE levels ('100 % Santé', 'Non couvert') have none. */
function valeurNumerique(poste: Poste, numValue: number, unite: string): number | null {
  const niveau = poste.niveaux[numValue];
  if (!niveau || niveau.unite !== unite) return null;
  const v = Number(niveau.valeur);
  return Number.isFinite(v) ? v : null;
}

/** First level of the poste whose value reaches the palier minimum. */
export function niveauDuPalier(poste: Poste, palier: Palier): number {
  for (const n of TOUS_LES_NIVEAUX) {
    const v = valeurNumerique(poste, n, palier.unite);
    if (v !== null && v >= palier.min) return n;
  }
  throw new Error(`Minima santé : palier ${palier.min} ${palier.unite} inatteignable pour ${poste.code}`);
}

export function resoudreMinimum(poste: Poste, forme: FormeMinimum | undefined): MinimumPoste {
  if (forme === undefined || forme === null) {
    return { poste: poste.code, minima: null, type: null, palier: null, valeur: null, niveaux: TOUS_LES_NIVEAUX };
  }
  if (forme === 'NON') {
    return { poste: poste.code, minima: null, type: 'FLAG', palier: null, valeur: 'NON', niveaux: TOUS_LES_NIVEAUX };
  }
  if (typeof forme === 'number') {
    return { poste: poste.code, minima: forme, type: 'NIVEAU', palier: null, valeur: poste.niveaux[forme].valeur, niveaux: niveauxDepuis(forme) };
  }
  const minima = niveauDuPalier(poste, forme);
  return { poste: poste.code, minima, type: 'PALIER', palier: { ...forme }, valeur: String(forme.min), niveaux: niveauxDepuis(minima) };
}

/** A CCN minimum applies unless null, or unless type FLAG with value NON (01 §5). */
export function minimumApplicable(m: MinimumPoste | null | undefined): m is MinimumPoste & { minima: number } {
  return !!m && m.minima !== null && !(m.type === 'FLAG' && m.valeur === 'NON');
}

function plusStricte(a: MinimumPoste, b: MinimumPoste): MinimumPoste {
  const na = minimumApplicable(a) ? a.minima : -1;
  const nb = minimumApplicable(b) ? b.minima : -1;
  return nb > na ? b : a;
}

const SANS_MINIMA: readonly MinimumPoste[] = POSTES.map((p) => resoudreMinimum(p, null));
const RESOLUS = new Map<string, readonly MinimumPoste[]>();
for (const [idcc, convention] of Object.entries(fichier.conventions)) {
  const id = normaliserIdcc(idcc);
  if (id === null) throw new Error(`Minima santé : IDCC invalide ${idcc}`);
  const cadre = POSTES.map((p) => resoudreMinimum(p, convention.CADRE[p.code]));
  const nonCadre = POSTES.map((p) => resoudreMinimum(p, convention.NON_CADRE[p.code]));
  RESOLUS.set(`${id}|CADRE`, cadre);
  RESOLUS.set(`${id}|NON_CADRE`, nonCadre);
  RESOLUS.set(`${id}|TOUS`, cadre.map((m, i) => plusStricte(m, nonCadre[i])));
}

/**
 * IDCCs (integers) for which health minima are held (must equal IDCC_AVEC_MINIMA; checked by the spec).
 * @internal Spec support.
 */
export const IDCC_MINIMA_SANTE: readonly number[] = [...new Set([...RESOLUS.keys()].map((k) => Number(k.split('|')[0])))];

/**
 * Minima of the 11 postes (catalogue order) for an agreement and a college. An agreement without
 * health minima (or 9999, or an unknown one) gives 11 entries with no minimum.
 */
export function minimaSante(idcc: number | string | null | undefined, college: TypeCollege): readonly MinimumPoste[] {
  const id = normaliserIdcc(idcc);
  return (id !== null && RESOLUS.get(`${id}|${college}`)) || SANS_MINIMA;
}
