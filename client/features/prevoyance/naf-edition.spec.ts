import { garantiesParDefaut } from '../../../src/domain/pricing/prevoyance/defaults';
import { avecValeur, erreursNonAffichees, lireChemin } from './edition';
import { indexerNafs, libelleNaf, rechercherNafs } from './naf';

const NAFS = [
  { code: '62.01Z', description: 'Programmation informatique' },
  { code: '62.02A', description: 'Conseil en systèmes et logiciels informatiques' },
  { code: '10.71C', description: 'Boulangerie et boulangerie-pâtisserie' },
  { code: '47.24Z', description: 'Commerce de détail de pain, pâtisserie et confiserie en magasin spécialisé' },
];
const index = indexerNafs(NAFS);
const codes = (q: string) => rechercherNafs(index, q).map((n) => n.code);

describe('NAF autocomplete search', () => {
  it.each([
    ['6201', ['62.01Z']],
    ['62.0', ['62.01Z', '62.02A']],
    ['62', ['62.01Z', '62.02A']],
    ['patisserie', ['10.71C', '47.24Z']],
    ['PÂTISSERIE boulangerie', ['10.71C']],
    ['informatique conseil', ['62.02A']],
    ['zzz', []],
  ])('%s', (q, attendu) => expect(codes(q)).toEqual(attendu));
  it('everything (bounded) when nothing is typed', () => expect(rechercherNafs(index, '', 2)).toHaveLength(2));
  it('label', () => expect(libelleNaf(NAFS[0])).toBe('62.01Z - Programmation informatique'));
});

describe('editing by state path', () => {
  it('changes one value on a copy', () => {
    const g = garantiesParDefaut();
    const h = avecValeur(g, 'renteEducation.progressive.tranche2.taux', 7);
    expect(lireChemin(h, 'renteEducation.progressive.tranche2.taux')).toBe(7);
    expect(g.renteEducation.progressive.tranche2.taux).toBe(2);
  });
  it('refuses an unknown path', () => {
    expect(() => avecValeur(garantiesParDefaut(), 'decesPtia.inconnu', 1)).toThrow();
    expect(() => avecValeur(garantiesParDefaut(), 'nulle.part', 1)).toThrow();
  });
  it('section messages no field shows', () => {
    const erreurs = { renteConjoint: 'au moins une', 'renteConjoint.renteFixe': 'borne', 'decesPtia.majoration': 'autre' };
    expect(erreursNonAffichees(erreurs, 'renteConjoint', new Set(['renteConjoint.renteFixe']))).toEqual(['au moins une']);
  });
});
