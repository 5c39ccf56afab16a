import {
  ccnsDepuisKali,
  ccnSansConvention,
  communesDepuisDecoupage,
  estTerritoriale,
  etatTexteDeBase,
  KaliDocument,
  lieuxDepuisDecoupage,
  nafsDepuisCodesNaf,
  nettoyerLibelle,
  niveauNaf,
  serialiser,
} from './transform';

const LIEUX = lieuxDepuisDecoupage(
  [
    { code: '33', nom: 'Gironde', chefLieu: '33063' },
    { code: '972', nom: 'Martinique', chefLieu: '97209' },
    { code: '41', nom: 'Loir-et-Cher', chefLieu: '41018' },
    { code: '01', nom: 'Ain', chefLieu: '01053' },
  ],
  [{ nom: 'Île-de-France' }],
  [
    { code: '33063', nom: 'Bordeaux', type: 'commune-actuelle' },
    { code: '97209', nom: 'Fort-de-France', type: 'commune-actuelle' },
    { code: '41018', nom: 'Blois', type: 'commune-actuelle' },
  ],
);

const doc = (num: number | string | undefined, id: string, title: string, shortTitle = title, etat?: string): KaliDocument => ({
  data: { num, id, title, shortTitle },
  children: etat ? [{ type: 'section', data: { title: `Texte de base : ${title}`, etat } }] : [],
});

describe('nettoyerLibelle', () => {
  it.each([
    ['Convention  collective\n nationale du sport.', 'Convention collective nationale du sport'],
    ['  Métallurgie ', 'Métallurgie'],
    ['Sans point', 'Sans point'],
  ])('%j → %s', (t, attendu) => expect(nettoyerLibelle(t)).toBe(attendu));
});

describe('estTerritoriale', () => {
  it.each([
    ['Convention collective nationale du sport', 'Sport', false],
    ['Convention collective nationale des missions locales et PAIO', 'Missions locales', false],
    ['Convention collective régionale des industries métallurgiques de la région parisienne', 'Métallurgie', true],
    ['Convention collective départementale des industries métallurgiques de l’Aisne', 'Métallurgie Aisne', true],
    ['Convention collective interrégionale de l’industrie du bois de pin maritime', 'Bois', true],
    ['Convention collective des industries métallurgiques (Gironde et Landes)', 'Métallurgie : Gironde et Landes', true],
    ['Convention collective du personnel des banques de la Martinique', 'Banque (Martinique)', true],
    ['Convention collective de la manutention portuaire du port de Fort-de-France', 'Manutention portuaire', true],
    ['Convention collective des industries métallurgiques et connexes de Loir-et-Cher', 'Métallurgie (Loir-et-Cher)', true],
    ['Convention collective de branche des salariés en portage salarial', 'Portage salarial', false],
    ['Convention collective Banque populaire', 'Banque populaire', false],
    // 'Ain' must be a whole word, not part of 'maintenance' or 'Saint'.
    ['Convention collective de la maintenance des Saints', 'Maintenance', false],
  ])('%s → %s', (title, shortTitle, attendu) => expect(estTerritoriale({ title, shortTitle }, LIEUX)).toBe(attendu));
});

describe('etatTexteDeBase', () => {
  it('reads the base text state when articles are included, else null', () => {
    expect(etatTexteDeBase(doc(2216, 'KALICONT000005635085', 'CCN', 'CCN', 'VIGUEUR_ETEN'))).toBe('VIGUEUR_ETEN');
    expect(etatTexteDeBase(doc(2190, 'KALICONT000005635091', 'CCN'))).toBeNull();
  });
});

describe('ccnsDepuisKali', () => {
  const docs = [
    doc(2216, 'KALICONT000005635085', 'Convention collective nationale du commerce alimentaire.', 'Commerce alimentaire', 'VIGUEUR_ETEN'),
    doc('44', 'KALICONT000005635613', 'Convention collective nationale des industries chimiques', 'Industries chimiques'),
    doc(29, 'KALICONT000005635234', 'Convention collective nationale des établissements privés', 'Hospitalisation privée', 'VIGUEUR_NON_ETEN'),
    doc(1234, 'KALICONT000000001234', 'Convention collective nationale abrogée', 'Abrogée', 'ABROGE'),
    doc(undefined, 'KALICONT000005635472', 'Accord du 3 mars 1993 relatif aux cadres de direction'),
    doc(1007, 'KALICONT000005635842-1007', 'Convention collective locale de la métallurgie de Thiers'),
    doc(2702, 'KALICONT000023973576', 'Convention collective du personnel des banques de la Martinique', 'Banque (Martinique)'),
    doc(2216, 'KALICONT000099999999', 'Convention collective nationale en double', 'Double'),
  ];
  const { ccns, exclues } = ccnsDepuisKali(docs, LIEUX);

  it('keeps national agreements with an IDCC, id = integer IDCC, idcc on 4 digits', () => {
    expect(ccns.map((c) => [c.id, c.idcc])).toEqual([
      [2216, '2216'],
      [44, '0044'],
      [29, '0029'],
      [1234, '1234'],
    ]);
    expect(ccns[0]).toEqual({
      id: 2216,
      idcc: '2216',
      libelle: 'Convention collective nationale du commerce alimentaire',
      libelle_court: 'Commerce alimentaire',
      dares_valide: true,
      lien_fiche: 'https://www.legifrance.gouv.fr/conv_coll/id/KALICONT000005635085',
      kali_id: 'KALICONT000005635085',
      etat: 'VIGUEUR_ETEN',
    });
  });

  it('is DARES-valid when in force (or no state given), not when the base text is repealed', () => {
    expect(ccns.map((c) => [c.idcc, c.dares_valide])).toEqual([
      ['2216', true],
      ['0044', true],
      ['0029', true],
      ['1234', false],
    ]);
  });

  it('lists what it leaves out, with the reason', () => {
    expect(exclues.map((e) => [e.idcc, e.raison.split(' ')[0]])).toEqual([
      [null, 'sans'],
      ['1007', 'texte'],
      ['2702', 'convention'],
      ['2216', 'IDCC'],
    ]);
  });

  it('adds 9999 without a sheet link', () => {
    expect(ccnSansConvention('Sans convention collective')).toMatchObject({ id: 9999, idcc: '9999', dares_valide: false, lien_fiche: null });
  });
});

describe('niveauNaf / nafsDepuisCodesNaf', () => {
  it.each([
    ['01', 'division'],
    ['01.1', 'groupe'],
    ['01.11', 'classe'],
    ['62.01Z', 'sous-classe'],
    ['A', null],
    ['62.01', 'classe'],
    ['6201Z', null],
  ])('%s → %s', (code, attendu) => expect(niveauNaf(code)).toBe(attendu));

  it('maps rows and refuses unknown or duplicate codes', () => {
    expect(nafsDepuisCodesNaf([{ id: '62.01Z', label: 'Programmation  informatique' }])).toEqual([
      { code: '62.01Z', description: 'Programmation informatique', niveau: 'sous-classe' },
    ]);
    expect(() => nafsDepuisCodesNaf([{ id: 'A', label: 'x' }])).toThrow();
    expect(() => nafsDepuisCodesNaf([{ id: '01', label: 'x' }, { id: '01', label: 'x' }])).toThrow();
  });
});

describe('communesDepuisDecoupage', () => {
  it('keeps current communes, one row per postcode, sorted by postcode then name', () => {
    expect(
      communesDepuisDecoupage([
        { code: '75056', nom: 'Paris', type: 'commune-actuelle', departement: '75', codesPostaux: ['75002', '75001'] },
        { code: '75101', nom: 'Paris 1er Arrondissement', type: 'arrondissement-municipal', departement: '75', codesPostaux: ['75001'] },
        { code: '01001', nom: "L'Abergement-Clémenciat", type: 'commune-actuelle', departement: '01', codesPostaux: ['01400'] },
        { code: '01002', nom: 'Ancienne', type: 'commune-deleguee', departement: '01', codesPostaux: ['01400'] },
        { code: '98411', nom: 'Îles Saint-Paul', type: 'commune-actuelle', departement: '984' },
        { code: '01003', nom: 'Abbaye', type: 'commune-actuelle', departement: '01', codesPostaux: ['01400'] },
      ]),
    ).toEqual([
      { code_postal: '01400', insee: '01003', nom: 'Abbaye', departement: '01' },
      { code_postal: '01400', insee: '01001', nom: "L'Abergement-Clémenciat", departement: '01' },
      { code_postal: '75001', insee: '75056', nom: 'Paris', departement: '75' },
      { code_postal: '75002', insee: '75056', nom: 'Paris', departement: '75' },
    ]);
  });

  it('refuses a malformed postcode', () => {
    expect(() => communesDepuisDecoupage([{ code: '1', nom: 'X', type: 'commune-actuelle', departement: '01', codesPostaux: ['1400'] }])).toThrow();
  });
});

describe('serialiser', () => {
  it('writes valid JSON with one row per line', () => {
    const texte = serialiser({ source: 'test', liste_vide: [] }, 'lignes', [{ a: 1 }, ['x', 'y']]);
    expect(JSON.parse(texte)).toEqual({ source: 'test', liste_vide: [], lignes: [{ a: 1 }, ['x', 'y']] });
    expect(texte).toContain('\n    {"a":1},\n    ["x","y"]\n');
    expect(JSON.parse(serialiser({ source: 'vide' }, 'lignes', []))).toEqual({ source: 'vide', lignes: [] });
  });
});
