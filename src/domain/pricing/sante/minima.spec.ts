import minimaJson from '../../../../data/sante/minima.json';
import { IDCC_AVEC_MINIMA } from '../../offres/catalogue';
import { posteParCode, POSTES } from './catalogue';
import { IDCC_MINIMA_SANTE, minimaSante, minimumApplicable, niveauDuPalier, resoudreMinimum } from './minima';
import { minimaCcnAppliques } from './regles';
import { CODES_POSTES, type CodePoste, type MinimumPoste } from './types';

const du = (idcc: number | string, college: 'CADRE' | 'NON_CADRE' | 'TOUS', poste: CodePoste) => minimaSante(idcc, college).find((m) => m.poste === poste)!;

describe('agreement health minima (data/sante/minima.json)', () => {
  it('cover every agreement of IDCC_AVEC_MINIMA, and only those', () => {
    expect([...IDCC_MINIMA_SANTE].sort((a, b) => a - b)).toEqual(IDCC_AVEC_MINIMA.map(Number).sort((a, b) => a - b));
  });

  it.each(IDCC_AVEC_MINIMA.flatMap((idcc) => (['CADRE', 'NON_CADRE', 'TOUS'] as const).map((c) => [idcc, c] as const)))(
    'IDCC %s %s: 11 postes in catalogue order, consistent entries, at least one minimum applies',
    (idcc, college) => {
      const minima = minimaSante(idcc, college);
      expect(minima.map((m) => m.poste)).toEqual([...CODES_POSTES]);
      for (const m of minima) {
        if (minimumApplicable(m)) {
          expect(m.niveaux).toEqual(Array.from({ length: 12 - m.minima }, (_, i) => m.minima + i));
        } else {
          expect(m.niveaux).toHaveLength(12);
          expect(m.type === null || (m.type === 'FLAG' && m.valeur === 'NON')).toBe(true);
        }
        if (m.palier) {
          expect(m.palier.min).toBeLessThanOrEqual(m.palier.max);
          expect(m.palier.unite).toBe(posteParCode(m.poste).niveaux[11].unite);
        }
      }
      expect(minimaCcnAppliques(minima)).toBe(true);
    },
  );

  it('uses all four forms: null, FLAG NON, NIVEAU and PALIER', () => {
    const types = new Set(IDCC_AVEC_MINIMA.flatMap((i) => minimaSante(i, 'CADRE').map((m) => `${m.type}${m.type === 'FLAG' ? m.valeur : ''}`)));
    expect([...types].sort()).toEqual(['FLAGNON', 'NIVEAU', 'PALIER', 'null']);
  });

  it.each([
    // idcc, college, poste, type, minima, valeur
    ['1486', 'CADRE', 'OPTIQUE', 'NIVEAU', 5, '350'],
    ['1486', 'NON_CADRE', 'OPTIQUE', 'NIVEAU', 4, '300'],
    ['1486', 'CADRE', 'OPTIQUE_CHIRURGIE', 'FLAG', null, 'NON'],
    ['1486', 'CADRE', 'MATERNITE', null, null, null],
    ['1486', 'CADRE', 'DENTAIRE_NON_PRIS_EN_CHARGE', 'PALIER', 3, '200'], // 200 € = level 3
    ['1979', 'NON_CADRE', 'OPTIQUE', 'PALIER', 1, '150'], // 150 € per equipment = level 1
    ['0843', 'CADRE', 'MATERNITE', 'PALIER', 3, '10'], // 10 % PMSS = level 3
    ['0044', 'CADRE', 'AIDES_AUDITIVES', 'PALIER', 2, '400'], // level 0 is text (100 % Santé): skipped
    ['0016', 'CADRE', 'DENTAIRE_PRIS_EN_CHARGE', 'PALIER', 2, '150'],
  ] as const)('%s %s %s → %s %s', (idcc, college, poste, type, minima, valeur) => {
    expect(du(idcc, college, poste)).toMatchObject({ poste, type, minima, valeur });
  });

  it('TOUS takes the stricter of CADRE and NON_CADRE, poste by poste', () => {
    for (const idcc of IDCC_AVEC_MINIMA) {
      for (const p of POSTES) {
        const niveau = (m: MinimumPoste) => (minimumApplicable(m) ? m.minima : 0);
        expect(niveau(du(idcc, 'TOUS', p.code))).toBe(Math.max(niveau(du(idcc, 'CADRE', p.code)), niveau(du(idcc, 'NON_CADRE', p.code))));
      }
    }
  });

  it.each([[9999], [1234], ['abc'], [null], [undefined]])('agreement %p has no minimum', (idcc) => {
    const minima = minimaSante(idcc as number, 'CADRE');
    expect(minima).toHaveLength(11);
    expect(minima.every((m) => m.minima === null && m.type === null && m.niveaux.length === 12)).toBe(true);
    expect(minimaCcnAppliques(minima)).toBe(false);
  });

  it.each([
    [null, false], [{ poste: 'OPTIQUE', minima: null, type: null, palier: null, valeur: null, niveaux: [] }, false],
    [{ poste: 'OPTIQUE', minima: 3, type: 'FLAG', palier: null, valeur: 'NON', niveaux: [] }, false],
    [{ poste: 'OPTIQUE', minima: 3, type: 'FLAG', palier: null, valeur: 'OUI', niveaux: [] }, true],
    [{ poste: 'OPTIQUE', minima: 0, type: 'NIVEAU', palier: null, valeur: '100', niveaux: [] }, true],
    [{ poste: 'OPTIQUE', minima: 2, type: 'PALIER', palier: { min: 200, max: 300, unite: 'EURO' }, valeur: '200', niveaux: [] }, true],
  ] as [MinimumPoste | null, boolean][])('minimumApplicable(%j) = %s', (m, attendu) => expect(minimumApplicable(m)).toBe(attendu));

  it('a palier no level reaches is a data error', () => {
    expect(() => niveauDuPalier(posteParCode('OPTIQUE'), { min: 5000, max: 6000, unite: 'EURO' })).toThrow();
    expect(() => niveauDuPalier(posteParCode('OPTIQUE'), { min: 100, max: 200, unite: 'BRSS' })).toThrow();
    expect(resoudreMinimum(posteParCode('OPTIQUE'), { min: 100, max: 800, unite: 'EURO' }).minima).toBe(0);
  });

  it('the data file says where it comes from and which forms it uses', () => {
    expect(minimaJson.source).toMatch(/NON/);
    expect(minimaJson.version).toMatch(/^MINIMA-SANTE-\d{4}\.\d+$/);
  });
});
