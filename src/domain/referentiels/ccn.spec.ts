import fc from 'fast-check';
import { comparerCcns, estSansCcn, formaterIdcc, indexerCcns, lienFicheCcn, lienLegifrance, normaliserIdcc, normaliserRecherche, rechercherCcns } from './ccn';
import type { Ccn } from './types';

const ccn = (id: number, libelle_court: string, libelle = `Convention collective nationale ${libelle_court}`): Ccn => ({
  id,
  idcc: formaterIdcc(id),
  libelle,
  libelle_court,
  dares_valide: id !== 9999,
  lien_fiche: id === 9999 ? null : lienLegifrance(`KALICONT${String(id).padStart(12, '0')}`),
});

const CCNS: Ccn[] = [
  ccn(16, 'Transports routiers et activités auxiliaires du transport'),
  ccn(44, 'Industries chimiques et connexes'),
  ccn(843, 'Boulangerie-pâtisserie (entreprises artisanales)'),
  ccn(1486, 'Bureaux d’études techniques, cabinets d’ingénieurs-conseils et sociétés de conseils', 'Convention collective nationale des bureaux d’études techniques du 15 décembre 1987'),
  ccn(1597, 'Bâtiment Ouvriers (entreprises occupant plus de 10 salariés)'),
  ccn(1702, 'Travaux publics Ouvriers'),
  ccn(2216, 'Commerce de détail et de gros à prédominance alimentaire'),
  ccn(3248, 'Métallurgie'),
  ccn(9999, 'Sans convention collective', 'Sans convention collective'),
];
const INDEX = indexerCcns(CCNS);
const idcc = (liste: Ccn[]) => liste.map((c) => c.idcc);

describe('formaterIdcc', () => {
  it.each([
    [44, '0044'],
    [16, '0016'],
    [1486, '1486'],
    [9999, '9999'],
  ])('%i → %s', (id, attendu) => expect(formaterIdcc(id)).toBe(attendu));
});

describe('normaliserRecherche', () => {
  it.each([
    ['Bâtiment', 'batiment'],
    ['BOULANGERIE-PÂTISSERIE', 'boulangerie patisserie'],
    ['Œuvres sociales', 'oeuvres sociales'],
    ['  études   techniques ', 'etudes techniques'],
    ['Bureaux d’études', 'bureaux d etudes'],
    ["Prédominance (alimentaire)", 'predominance alimentaire'],
    ['0044', '0044'],
    ['', ''],
  ])('%s → %s', (texte, attendu) => expect(normaliserRecherche(texte)).toBe(attendu));

  it('is idempotent and ignores case', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const n = normaliserRecherche(s);
        expect(normaliserRecherche(n)).toBe(n);
        expect(normaliserRecherche(s.toUpperCase())).toBe(normaliserRecherche(s.toLowerCase()));
      }),
    );
  });
});

describe('rechercherCcns (Rechercher par IDCC ou libellé)', () => {
  it.each([
    ['1486', ['1486']],
    ['0044', ['0044']],
    ['44', ['0044']],
    ['15', ['1597', '1486']], // IDCC prefix first, then the date '15 décembre' in 1486's label
    ['batiment', ['1597']],
    ['BÂTIMENT ouvriers', ['1597']],
    ['ouvriers', ['1597', '1702']],
    ['boulangerie patisserie', ['0843']],
    ['etudes techniques', ['1486']],
    ['bureaux d’études', ['1486']],
    ['sans convention', ['9999']],
    ['metallurgie', ['3248']],
    ['xyz', []],
    ['1486 bureaux', ['1486']],
    ['1486 batiment', []],
  ])('%s → %j', (requete, attendu) => expect(idcc(rechercherCcns(INDEX, requete))).toEqual(attendu));

  it('puts short labels starting with the query before other matches', () => {
    expect(idcc(rechercherCcns(INDEX, 'tra'))).toEqual(['0016', '1702']);
    expect(idcc(rechercherCcns(INDEX, 'transport'))).toEqual(['0016']);
    expect(idcc(rechercherCcns(INDEX, 'travaux'))[0]).toBe('1702');
  });

  it('returns everything, in order, for an empty query, and honours the limit', () => {
    expect(rechercherCcns(INDEX, '')).toEqual(CCNS);
    expect(rechercherCcns(INDEX, '  ')).toEqual(CCNS);
    expect(rechercherCcns(INDEX, '', 3)).toEqual(CCNS.slice(0, 3));
  });

  it('only returns agreements whose IDCC or label holds every word of the query', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CCNS), fc.integer({ min: 1, max: 6 }), (c, longueur) => {
        // Any prefix of a word of the short label finds the agreement again, accents and case aside.
        const mot = normaliserRecherche(c.libelle_court).split(' ')[0].slice(0, longueur);
        const trouvees = rechercherCcns(INDEX, mot.toUpperCase());
        expect(trouvees).toContain(c);
        for (const t of trouvees) {
          expect(`${t.idcc} ${t.id} ${normaliserRecherche(t.libelle_court)} ${normaliserRecherche(t.libelle)}`).toContain(mot);
        }
      }),
    );
  });
});

describe('lienFicheCcn (Voir la fiche CCN)', () => {
  const lien = 'https://www.legifrance.gouv.fr/conv_coll/id/KALICONT000005635173';
  it.each([
    [{ id: 1486, dares_valide: true, lien_fiche: lien }, lien],
    [{ id: 1486, dares_valide: false, lien_fiche: lien }, null],
    [{ id: 1486, dares_valide: true, lien_fiche: null }, null],
    [{ id: 9999, dares_valide: true, lien_fiche: lien }, null],
    [{ id: 9999, dares_valide: false, lien_fiche: null }, null],
  ])('%j → %s', (c, attendu) => expect(lienFicheCcn(c)).toBe(attendu));

  it('builds the Legifrance address from the KALICONT id', () => {
    expect(lienLegifrance('KALICONT000005635173')).toBe(lien);
  });
});

describe('estSansCcn', () => {
  it.each([
    [9999, true],
    [44, false],
    [0, false],
  ])('%i → %s', (id, attendu) => expect(estSansCcn(id)).toBe(attendu));
});

describe('comparerCcns', () => {
  it('sorts by IDCC then short label', () => {
    const melangees = [ccn(1486, 'B'), ccn(44, 'Z'), { ...ccn(44, 'A') }, ccn(9999, 'Sans convention collective'), ccn(16, 'T')];
    expect([...melangees].sort(comparerCcns).map((c) => `${c.idcc} ${c.libelle_court}`)).toEqual([
      '0016 T',
      '0044 A',
      '0044 Z',
      '1486 B',
      '9999 Sans convention collective',
    ]);
  });
});

describe('normaliserIdcc', () => {
  it.each([
    [44, 44], ['44', 44], ['0044', 44], [' 1486 ', 1486], [9999, 9999], [0, null], ['0', null], [10000, null], ['12345', null], ['44a', null], [4.4, null], [null, null],
  ])('normaliserIdcc(%p) = %p', (v, attendu) => expect(normaliserIdcc(v as number)).toBe(attendu));
});
