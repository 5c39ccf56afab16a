import { construireGroupes, dateCreationAffichee, entetes, type LigneApi, versLigne } from './liste';

const TODAY = '2026-11-22';
const NIVEAUX = [
  'HOSPITALISATION_SEJOUR',
  'HOSPITALISATION_HONORAIRES',
  'SOINS_COURANTS_HONORAIRES',
  'SOINS_COURANTS_PLUS',
  'AIDES_AUDITIVES',
  'DENTAIRE_PRIS_EN_CHARGE',
  'DENTAIRE_NON_PRIS_EN_CHARGE',
  'OPTIQUE',
  'OPTIQUE_CHIRURGIE',
  'MEDECINES_COMPLEMENTAIRES',
  'MATERNITE',
].map((code_poste, i) => ({ code_poste, niveau: i % 12 }));

const sante = (id: number, autres: Partial<LigneApi> = {}): LigneApi => ({
  id,
  date_creation: '2026-11-21T23:30:00.000Z',
  date_effet: '2027-01-01',
  statut: 'NOUVEAU',
  etat: null,
  produit: { id: 460, code: 'SSC' },
  college: { type: 'CADRE', effectif: 12 },
  niveaux: NIVEAUX,
  ...autres,
});

const prevoyance = (id: number, autres: Partial<LigneApi> = {}): LigneApi => ({
  ...sante(id),
  niveaux: undefined,
  produit: { id: 470, code: 'SPC' },
  garanties: {
    deces_celibataire: 100,
    deces_maries: 150,
    deces_majoration: 20,
    allocation_obseques: false,
    rente_education: true,
    rente_conjoint: false,
    rente_personne_a_charge: false,
    incapacite_ij: 70.5,
    incapacite_franchise: '60 j',
    invalidite_pro: 50,
    invalidite_non_pro: 40,
  },
  ...autres,
});

describe('headers (spec 01 §2 columns)', () => {
  it('health: one column per care item, grouped by the label before " - "', () => {
    const e = entetes('SSC');
    expect(e.map((g) => g.libelle)).toEqual([
      'Hospitalisation',
      'Soins courants',
      'Aides auditives',
      'Dentaire',
      'Optique',
      'Médecines complémentaires',
      'Maternité',
    ]);
    expect(e.reduce((n, g) => n + Math.max(1, g.colonnes.length), 0)).toBe(11);
    expect(e[0].colonnes).toEqual(['Frais de séjour', 'Honoraires']);
    expect(e[2].colonnes).toEqual([]);
  });

  it('provident: Décès/PTIA (Célib, Mariés, Majo), Alloc (Obs), Rentes (Educ, Conj, Pers), Incap/Inval (IJ, Franchise, Prof, Non Prof)', () => {
    expect(entetes('SPC')).toEqual([
      { libelle: 'Décès/PTIA', colonnes: ['Célib', 'Mariés', 'Majo'] },
      { libelle: 'Alloc', colonnes: ['Obs'] },
      { libelle: 'Rentes', colonnes: ['Educ', 'Conj', 'Pers'] },
      { libelle: 'Incap/Inval', colonnes: ['IJ', 'Franchise', 'Prof', 'Non Prof'] },
    ]);
  });
});

describe('rows (spec 01 §2 Rows, §3 Project list row)', () => {
  it.each([
    ['2026-11-21T22:59:59.000Z', '21/11/2026'],
    ['2026-11-21T23:00:00.000Z', '22/11/2026'],
    ['2026-07-01T21:59:00.000Z', '01/07/2026'],
    ['2026-07-01T22:00:00.000Z', '02/07/2026'],
  ])('creation %s is shown as its Paris day %s', (horodatage, attendu) => {
    expect(dateCreationAffichee(horodatage)).toBe(attendu);
  });

  it('health: levels in column order, status label, no icon for a future date', () => {
    const l = versLigne(sante(7), TODAY);
    expect(l).toMatchObject({ id: 7, dateCreation: '22/11/2026', libelleStatut: 'Proposition', dateEffetExpiree: false, verrouille: false });
    expect(l.valeurs).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('a care item missing from the row is an empty cell; an unknown one is an error', () => {
    expect(versLigne(sante(1, { niveaux: NIVEAUX.slice(1) }), TODAY).valeurs[0]).toBe('');
    expect(() => versLigne(sante(1, { niveaux: [{ code_poste: 'LUNETTES', niveau: 1 }] }), TODAY)).toThrow('LUNETTES');
  });

  it('provident: the summary cells as the domain writes them', () => {
    expect(versLigne(prevoyance(8), TODAY).valeurs).toEqual(['100 %', '150 %', '20 %', '-', 'Oui', 'Non', 'Non', '70,5 %', '60 j', '50 %', '40 %']);
  });

  it.each([
    ['NOUVEAU, date passed', { date_effet: '2026-10-01' }, true, false],
    ['NOUVEAU, 1st of the month with 12 staff', { date_effet: '2026-11-01' }, false, false],
    ['NOUVEAU, 1st of the month with 1 employee', { date_effet: '2026-11-01', college: { type: 'CADRE' as const, effectif: 1 } }, true, false],
    ['in subscription, locked, date passed', { date_effet: '2026-10-01', statut: 'EN_SOUSCRIPTION' as const, etat: 'TARIFS_FIGES' as const }, false, true],
    ['FIGE', { etat: 'FIGE' as const }, false, true],
  ])('icons: %s', (_cas, autres, expiree, verrouille) => {
    expect(versLigne(sante(1, autres), TODAY)).toMatchObject({ dateEffetExpiree: expiree, verrouille });
  });

  it('an unknown product code or statut is an error', () => {
    expect(() => versLigne(sante(1, { produit: { id: 1, code: 'XYZ' } }), TODAY)).toThrow('XYZ');
    expect(() => versLigne(sante(1, { statut: 'PERDU' as never }), TODAY)).toThrow('PERDU');
  });
});

describe('construireGroupes', () => {
  it('every college of the product, in order, rows kept newest first, newest offer per college', () => {
    const groupes = construireGroupes(
      'SSC',
      [sante(3, { college: { type: 'TOUS', effectif: 40 }, produit: { id: 461, code: 'SSC' } }), sante(2), sante(1, { produit: { id: 461, code: 'SSC' } })],
      TODAY,
    );
    expect(groupes.map((g) => [g.college, g.libelle, g.lignes.map((l) => l.id), g.produitId])).toEqual([
      ['CADRE', 'Cadres', [2, 1], 460],
      ['NON_CADRE', 'Non Cadres', [], null],
      ['TOUS', 'Ensemble du personnel', [3], 461],
    ]);
  });

  it('provident has CADRE and NON_CADRE only; a TOUS row is an error', () => {
    expect(construireGroupes('SPC', [], TODAY).map((g) => g.college)).toEqual(['CADRE', 'NON_CADRE']);
    expect(() => construireGroupes('SPC', [prevoyance(1, { college: { type: 'TOUS', effectif: 3 } })], TODAY)).toThrow();
  });

  it('a row of the other product is an error', () => {
    expect(() => construireGroupes('SSC', [prevoyance(1)], TODAY)).toThrow('SPC');
  });
});
