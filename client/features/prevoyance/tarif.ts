/**
 * The tariff panel's figures (spec 01 §2 'Tariff panel', §3 'Price summary', §9 formats), without
 * React: lines shown (T1, and T2 only for a T1 + T2 projet), the TOTAL, the legal-minimum
 * information, and French number formats.
 */
import { ECRAN_PREVOYANCE, PREVOYANCE } from '../../../src/domain/messages';
import type { TypeMasseSalariale } from '../../../src/domain/pricing/prevoyance/garanties.types';
import { resumeTarifPrevoyance, type ResultatTarifPrevoyance } from '../../../src/domain/pricing/prevoyance/resultat';
import { formatEuros, formatNombre, formatPourcent } from '../../../src/domain/format';


/** '1 234,50 €' and whole euros '48 060 €'. */
export { formatEurosEntiers } from '../../../src/domain/format';

/** Percent, two decimals: '1,23 %'. */
export function formatTaux(v: number): string {
  return formatPourcent(v);
}

/** Breakdown figures, four decimals: '0,1234 %'. */
export function formatTauxDetail(v: number | undefined): string {
  return v === undefined ? '–' : `${formatNombre(v, 4, 4)} %`;
}

export const TIRET = '–';

export interface LignePanneau {
  cle: string;
  libelle: string;
  taux: string;
  budgetAnnuel: string;
}

export interface PanneauTarif {
  lignes: LignePanneau[];
  total: LignePanneau;
  /** Orange banners (cadre college only); empty otherwise. */
  informationsMinimumLegal: string[];
  budgetMensuel: string | null;
}

const LIBELLES_TRANCHE: Record<string, string> = { T1: ECRAN_PREVOYANCE.ligneT1, T2: ECRAN_PREVOYANCE.ligneT2 };

/**
 * What the panel shows: with a result, its lines (only the first unless the projet is T1 + T2) and
 * the total budget; without one (pricing disabled), a dash in every cell of the projet's lines.
 */
export function panneauTarif(resultat: ResultatTarifPrevoyance | null, type: TypeMasseSalariale): PanneauTarif {
  if (!resultat) {
    const tranches = type === 'T12' ? ['T1', 'T2'] : ['T1'];
    return {
      lignes: tranches.map((t) => ({ cle: t, libelle: LIBELLES_TRANCHE[t], taux: TIRET, budgetAnnuel: TIRET })),
      total: { cle: 'TOTAL', libelle: PREVOYANCE.total, taux: '', budgetAnnuel: TIRET },
      informationsMinimumLegal: [],
      budgetMensuel: null,
    };
  }
  const r = resumeTarifPrevoyance(resultat, type);
  return {
    lignes: r.tarifs.map((t) => ({
      cle: t.typeMasseSalariale,
      libelle: LIBELLES_TRANCHE[t.typeMasseSalariale] ?? t.typeMasseSalariale,
      taux: formatTaux(t.taux),
      budgetAnnuel: formatEuros(t.budgetAnnuel),
    })),
    total: { cle: 'TOTAL', libelle: PREVOYANCE.total, taux: '', budgetAnnuel: formatEuros(r.tarifTotal.budgetAnnuel) },
    informationsMinimumLegal: [r.informationMinimumLegalT1, r.informationMinimumLegalT1Deces].filter((m): m is string => Boolean(m)),
    budgetMensuel: formatEuros(r.tarifTotal.budgetMensuel),
  };
}

/** A stored tariff (projet.tarifs) when it is an engine answer; null otherwise. */
export function lireResultatTarif(tarifs: unknown): ResultatTarifPrevoyance | null {
  const r = tarifs as Partial<ResultatTarifPrevoyance> | null;
  return r && Array.isArray(r.tarifs) && typeof r.bareme_version === 'string' && r.informations_minimum_legal ? (r as ResultatTarifPrevoyance) : null;
}
