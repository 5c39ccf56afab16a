import { colonnesGrille, collerDansGrille, lireCollage } from './collage';
import type { LigneParticipant } from './participants';

const ligne = (cle: string, v: Partial<LigneParticipant> = {}): LigneParticipant => ({ cle, id: null, nom: '', prenom: '', dateNaissance: '', ...v });
const SANTE = colonnesGrille({ salaire4Pass: false, arretTravail: false });
const SPC = colonnesGrille({ salaire4Pass: true, arretTravail: true });
const sansCle = (ls: LigneParticipant[]) => ls.map(({ cle: _c, ...r }) => r);

describe('reading what was pasted', () => {
  it.each<[string, string, string[][] | null]>([
    ['one plain value is typed as such', 'Dupont', null],
    ['one value and a trailing line break (a copied cell)', 'Dupont\n', null],
    ['a row of cells', 'DUPONT\tMarie\t14/07/1985', [['DUPONT', 'Marie', '14/07/1985']]],
    ['rows from Excel (CRLF, last line break)', 'DUPONT\tMarie\r\nMARTIN\tPaul\r\n', [['DUPONT', 'Marie'], ['MARTIN', 'Paul']]],
    ['a column of names', 'DUPONT\nMARTIN', [['DUPONT'], ['MARTIN']]],
    ['blank lines and spaces', ' DUPONT \t Marie \n\n\t\nMARTIN\tPaul', [['DUPONT', 'Marie'], ['MARTIN', 'Paul']]],
  ])('%s', (_cas, texte, attendu) => expect(lireCollage(texte)).toEqual(attendu));
});

describe('the grid after a paste', () => {
  it.each<[string, LigneParticipant[], number, Parameters<typeof collerDansGrille>[2], string[][], typeof SANTE, number, Omit<LigneParticipant, 'cle'>[]]>([
    [
      'into the first name of an empty grid: rows filled and added',
      [ligne('a')],
      0,
      'nom',
      [['DUPONT', 'Marie', '14/07/1985'], ['MARTIN', 'Paul', '1990-01-02']],
      SANTE,
      10,
      [
        { id: null, nom: 'DUPONT', prenom: 'Marie', dateNaissance: '1985-07-14' },
        { id: null, nom: 'MARTIN', prenom: 'Paul', dateNaissance: '1990-01-02' },
      ],
    ],
    [
      'from the first-name column: the name stays, cells beyond the last column are ignored',
      [ligne('a', { nom: 'DUPONT' })],
      0,
      'prenom',
      [['Marie', '4/7/1985', 'en trop']],
      SANTE,
      10,
      [{ id: null, nom: 'DUPONT', prenom: 'Marie', dateNaissance: '1985-07-04' }],
    ],
    [
      'an impossible date is left empty (the row then asks for it)',
      [ligne('a')],
      0,
      'nom',
      [['DUPONT', 'Marie', '31/02/1985']],
      SANTE,
      10,
      [{ id: null, nom: 'DUPONT', prenom: 'Marie', dateNaissance: '' }],
    ],
    [
      'provident questions read as Oui/Non',
      [ligne('a')],
      0,
      'nom',
      [['DUPONT', 'Marie', '14/07/1985', 'Non', 'oui']],
      SPC,
      10,
      [{ id: null, nom: 'DUPONT', prenom: 'Marie', dateNaissance: '1985-07-14', salaireReferenceExcede4Pass: false, arretTravailALaDateDeDemandeAdhesion: true }],
    ],
    [
      'from the second row, existing rows kept above; never more rows than the college',
      [ligne('a', { nom: 'A', prenom: 'a', dateNaissance: '1980-01-01' }), ligne('b')],
      1,
      'nom',
      [['B', 'b'], ['C', 'c'], ['D', 'd']],
      SANTE,
      3,
      [
        { id: null, nom: 'A', prenom: 'a', dateNaissance: '1980-01-01' },
        { id: null, nom: 'B', prenom: 'b', dateNaissance: '' },
        { id: null, nom: 'C', prenom: 'c', dateNaissance: '' },
      ],
    ],
  ])('%s', (_cas, lignes, index, colonne, cellules, colonnes, max, attendu) => expect(sansCle(collerDansGrille(lignes, index, colonne, cellules, colonnes, max))).toEqual(attendu));

  it('a saved row keeps its id and key', () => {
    const r = collerDansGrille([ligne('k1', { id: 'uuid-1', nom: 'X' })], 0, 'prenom', [['Marie']], SANTE, 10);
    expect(r[0]).toMatchObject({ cle: 'k1', id: 'uuid-1', nom: 'X', prenom: 'Marie' });
  });

  it('the template’s column order, the questions only when asked', () => {
    expect(SANTE).toEqual(['nom', 'prenom', 'dateNaissance']);
    expect(colonnesGrille({ salaire4Pass: false, arretTravail: true })).toEqual(['nom', 'prenom', 'dateNaissance', 'arretTravailALaDateDeDemandeAdhesion']);
  });
});
