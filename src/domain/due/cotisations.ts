import { STRUCTURES_PAR_MODE } from '../souscription/cotisation';
import type { AffiliationAyantsDroit, ProjetDue, StructureTarifaireDue } from './types';

/** One line of the DUE's contribution grid (brief §1.4): the rate and how it is split, in euros a month. */
export interface LigneCotisationDue {
  structure: string;
  /** % PMSS, as priced. */
  taux: number;
  total: number;
  employeur: number;
  salarie: number;
}

const centimes = (v: number) => Math.round(v * 100);

/**
 * The employer / employee split of each structure of the chosen tariff structure (brief §1.4), pure.
 * Compulsory dependants: the employer share applies to every line. Optional dependants: it applies
 * to the first line only (the employee's own cover); the extension is at the employee's sole charge:
 * an inclusive line (famille, 2 personnes…) gets at most the first line's employer amount, and a
 * per-insured line (conjoint, enfant of the per-insured structure) gets none. Amounts in cents, employee = total −
 * employer, so a line always adds up to its total.
 */
export function repartitionCotisations(
  tarifs: ProjetDue['tarifs'],
  structure: StructureTarifaireDue,
  affiliation: AffiliationAyantsDroit | null,
  partEmployeur: number,
): LigneCotisationDue[] {
  const lignes = STRUCTURES_PAR_MODE[structure].flatMap((s) => {
    const t = tarifs.find((x) => x.structure === s);
    return t ? [t] : [];
  });
  const base = lignes[0] ? centimes(lignes[0].montant) : 0;
  const parAssure = structure === 'SALARIE_CONJOINT_ENFANT';
  return lignes.map((t, i) => {
    const total = centimes(t.montant);
    const assiette = affiliation !== 'FACULTATIF' || i === 0 ? total : parAssure ? 0 : Math.min(base, total);
    const employeur = Math.round((assiette * partEmployeur) / 100);
    return { structure: t.structure, taux: t.taux, total: total / 100, employeur: employeur / 100, salarie: (total - employeur) / 100 };
  });
}
