import type { ResultatTarifPrevoyance } from '../../../src/domain/pricing/prevoyance/resultat';
import { formatEuros } from '../../../src/domain/format';
import { formatTaux, lireResultatTarif, panneauTarif, TIRET } from './tarif';

const NBSP = /[\u202f\u00a0]/g;
const norm = (s: string) => s.replace(NBSP, ' ');

const resultat = (t2: boolean, t1Info: string | null = null): ResultatTarifPrevoyance =>
  ({
    bareme_version: 'SPC-2026.1',
    tarifs: [
      { formule: 'SUR_MESURE', type_masse_salariale: 'T1', tarif: { taux: 1.57, budget_annuel: 37746.69, budget_mensuel: 3145.56 } },
      ...(t2 ? [{ formule: 'SUR_MESURE', type_masse_salariale: 'T2', tarif: { taux: 1.16, budget_annuel: 6931.19, budget_mensuel: 577.6 } }] : []),
    ],
    informations_minimum_legal: { t1: t1Info, t1_deces: null },
    detail: {},
  }) as unknown as ResultatTarifPrevoyance;

describe('tariff panel (01 §2)', () => {
  it('disabled: a dash in every cell of the projet lines and the TOTAL', () => {
    const p = panneauTarif(null, 'T12');
    expect(p.lignes.map((l) => [l.libelle, l.taux, l.budgetAnnuel])).toEqual([
      ['T1', TIRET, TIRET],
      ['T2', TIRET, TIRET],
    ]);
    expect(p.total).toMatchObject({ libelle: 'TOTAL', budgetAnnuel: TIRET });
    expect(p.informationsMinimumLegal).toEqual([]);
  });

  it('only the T1 line unless the projet is T1 + T2', () => {
    expect(panneauTarif(resultat(true), 'T1').lignes.map((l) => l.cle)).toEqual(['T1']);
    expect(panneauTarif(resultat(true), 'T12').lignes.map((l) => l.cle)).toEqual(['T1', 'T2']);
  });

  it('TOTAL is the sum of the lines shown, in French format', () => {
    expect(norm(panneauTarif(resultat(true), 'T12').total.budgetAnnuel)).toBe('44 677,88 €');
    expect(norm(panneauTarif(resultat(true), 'T1').total.budgetAnnuel)).toBe('37 746,69 €');
    expect(norm(panneauTarif(resultat(true), 'T12').lignes[0].taux)).toBe('1,57 %');
  });

  it('carries the legal-minimum information when there is some', () => {
    expect(panneauTarif(resultat(false, 'Le taux…'), 'T1').informationsMinimumLegal).toEqual(['Le taux…']);
  });

  it('formats', () => {
    expect(norm(formatEuros(1234.5))).toBe('1 234,50 €');
    expect(norm(formatTaux(0.6))).toBe('0,60 %');
  });

  it('reads a stored engine answer, nothing else', () => {
    expect(lireResultatTarif(resultat(false))).not.toBeNull();
    expect(lireResultatTarif(null)).toBeNull();
    expect(lireResultatTarif({ tarifs: 'x' })).toBeNull();
  });
});
