import fc from 'fast-check';
import { basculer, elaguer, lignesSelectionnees, preselection, SELECTION_VIDE, versProjetSelectionne } from './selection';
import type { GroupeListe, LigneListe } from './types';

const ligne = (id: number, autres: Partial<LigneListe> = {}): LigneListe => ({
  id,
  dateCreation: '22/11/2026',
  dateEffet: '2027-01-01',
  dateEffetAffichee: '01/01/2027',
  prix: null,
  effectifCollege: 12,
  statut: 'NOUVEAU',
  libelleStatut: 'Proposition',
  etat: null,
  dateEffetExpiree: false,
  verrouille: false,
  valeurs: [],
  ...autres,
});
const groupes: GroupeListe[] = [
  { college: 'CADRE', libelle: 'Cadres', lignes: [ligne(3), ligne(2)], produitId: 460 },
  { college: 'NON_CADRE', libelle: 'Non Cadres', lignes: [ligne(5)], produitId: 460 },
];

describe('selection (spec 01 §4)', () => {
  it('a click toggles a row of its group, in the order of the clicks', () => {
    let s = basculer(SELECTION_VIDE, 'CADRE', 2);
    s = basculer(s, 'CADRE', 3);
    s = basculer(s, 'NON_CADRE', 5);
    expect(s).toEqual({ CADRE: [2, 3], NON_CADRE: [5] });
    expect(basculer(s, 'CADRE', 2)).toEqual({ CADRE: [3], NON_CADRE: [5] });
  });

  it('toggling twice gives back the same selection (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 50 })), fc.integer({ min: 1, max: 50 }), (ids, id) => {
        const s = { CADRE: ids };
        const deux = basculer(basculer(s, 'CADRE', id), 'CADRE', id);
        expect(new Set(deux.CADRE)).toEqual(new Set(ids));
      }),
    );
  });

  it.each([
    ['the current projet, in its group', 5, { NON_CADRE: [5] }],
    ['no current projet', null, {}],
    ['a current projet not in the list', 99, {}],
  ] as const)('preselection: %s', (_cas, id, attendu) => {
    expect(preselection(groupes, id)).toEqual(attendu);
  });

  it('ids gone from the list are dropped; the same object when nothing changes', () => {
    const s = { CADRE: [3, 2], NON_CADRE: [5] };
    expect(elaguer(s, groupes)).toBe(s);
    expect(elaguer({ CADRE: [3, 9], NON_CADRE: [5] }, groupes)).toEqual({ CADRE: [3], NON_CADRE: [5] });
    expect(elaguer({ TOUS: [1] }, groupes)).toEqual({});
  });

  it('selected rows in selection order, and what the button rules read of them', () => {
    const choisies = lignesSelectionnees(groupes[0], [2, 3]);
    expect(choisies.map((l) => l.id)).toEqual([2, 3]);
    expect(versProjetSelectionne(choisies[0], new Set([2]))).toEqual({ statut: 'NOUVEAU', etat: null, dateEffet: '2027-01-01', effectifCollege: 12, enCours: true });
    expect(lignesSelectionnees(groupes[0], undefined)).toEqual([]);
  });
});
