import catalogueJson from '../../../../data/prevoyance/catalogue.json';
import { CODES_GARANTIE, type CodeGarantie, type GarantieCatalogue, type UniteGarantie } from './garanties.types';
import { AUCUN_MINIMA, estExigeCcn, type MinimaPrevoyance } from './minima';

/**
 * The provident guarantee catalogue (spec 01 §3 'Provident guarantee catalogue entry'), from
 * data/prevoyance/catalogue.json: bounds, step and unit of every stepper and option. The agreement's
 * minima are laid over it per college by `catalogueGaranties`.
 */
export interface EntreeCatalogue {
  code: CodeGarantie;
  libelle: string;
  detail_libelle: string;
  min: number | null;
  max: number | null;
  palier: number | null;
  unite: UniteGarantie;
  decimales: number;
}

const ENTREES = (catalogueJson as unknown as { garanties: EntreeCatalogue[] }).garanties;

/** Integrity of the catalogue; throws on the first defect (run at load and in tests). */
export function verifierCatalogue(entrees: readonly EntreeCatalogue[]): void {
  const vus = new Set<string>();
  for (const e of entrees) {
    if (!(CODES_GARANTIE as readonly string[]).includes(e.code)) throw new Error(`Catalogue prévoyance : code inconnu ${e.code}`);
    if (vus.has(e.code)) throw new Error(`Catalogue prévoyance : code en double ${e.code}`);
    vus.add(e.code);
    const flag = e.unite === 'FLAG';
    if (flag !== (e.min === null && e.max === null && e.palier === null)) throw new Error(`Catalogue prévoyance : ${e.code} bornes incohérentes`);
    if (!flag && !(e.min! <= e.max! && e.palier! > 0)) throw new Error(`Catalogue prévoyance : ${e.code} bornes inversées`);
  }
  for (const code of CODES_GARANTIE) if (!vus.has(code)) throw new Error(`Catalogue prévoyance : code absent ${code}`);
}
verifierCatalogue(ENTREES);

export const CATALOGUE_PREVOYANCE: Readonly<Record<CodeGarantie, EntreeCatalogue>> = Object.freeze(
  Object.fromEntries(ENTREES.map((e) => [e.code, Object.freeze({ ...e })])),
) as Record<CodeGarantie, EntreeCatalogue>;

/**
 * The catalogue as the guarantees screen receives it for an agreement and college: every code with
 * its bounds, the agreement's minimum (`minima`) and whether the agreement requires it (isExigeCcn).
 */
export function catalogueGaranties(minima: MinimaPrevoyance = AUCUN_MINIMA): GarantieCatalogue[] {
  return CODES_GARANTIE.map((code) => {
    const e = CATALOGUE_PREVOYANCE[code];
    const exige = estExigeCcn(minima, code);
    const brut = minima.garanties[code];
    return {
      code,
      libelle: e.libelle,
      detail_libelle: e.detail_libelle,
      min: e.min,
      max: e.max,
      minima: typeof brut === 'number' ? brut : exige ? true : null,
      palier: e.palier,
      unite: e.unite,
      decimales: e.decimales,
      isExigeCcn: exige,
    };
  });
}
