import { SANTE_VIDE, type SanteState } from '../../state/sante';
import { appliquerDernierProjet, corpsEnregistrement, doitPrefiller, drapeau, etatDepuisProjet, lireIdProjet, nouveauProjet } from './projet';
import { projetApi } from './projet.fixtures';

const TODAY = '2026-11-22';

describe('lireIdProjet', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['12', 12],
    ['0', null],
    ['abc', null],
    ['12.5', null],
    ['-3', null],
  ])('%p → %p', (param, attendu) => expect(lireIdProjet(param)).toBe(attendu));
});

describe('drapeau', () => {
  it.each([
    ['?loadProjet', true],
    ['?loadProjet=true', true],
    ['?loadProjet=false', false],
    ['?loadProjet=0', false],
    ['', false],
  ])('%s → %s', (search, attendu) => expect(drapeau(new URLSearchParams(search), 'loadProjet')).toBe(attendu));
});

describe('etatDepuisProjet', () => {
  it('reads a saved projet into the session state (levels by poste, company, no prefill)', () => {
    const s = etatDepuisProjet(projetApi());
    expect(s).toMatchObject({
      idProjet: 12,
      produit: { id: 460, code: 'SSC', libelle: 'Santé Collective Essentielle' },
      client: { id: 7, raisonSociale: 'Laboratoires Mathieu', siret: '30177755300019', idCcn: 1486, effectif: 25 },
      codePostal: '35000',
      departement: '35',
      regimeSocial: 'SECURITE_SOCIALE',
      typeCollege: 'CADRE',
      resiliationInfraAnnuelle: true,
      dateEffet: '2026-12-01',
      niveaux: { OPTIQUE: 7, MATERNITE: 5 },
      commissionnement: { type: 'CLIN', taux: 5 },
      surComplementaire: false,
      prefillCollege: 'CADRE',
      prefillDepuis: null,
    });
  });

  it('keeps a read-only state and reads an unknown regime as unset', () => {
    const s = etatDepuisProjet(projetApi({ etat: 'TARIFS_FIGES', regime_social: 'AUTRE', niveaux_postes: [] }));
    expect(s.etat).toBe('TARIFS_FIGES');
    expect(s.regimeSocial).toBeNull();
    expect(s.niveaux).toBeNull();
  });
});

describe('appliquerDernierProjet (01 §4: prefilled from it, else emptied)', () => {
  const saisi: SanteState = { ...SANTE_VIDE, codePostal: '75001', ageMoyen: 30, typeCollege: 'CADRE' };

  it('prefills the pricing information from the last projet of the college, not its levels', () => {
    const s = appliquerDernierProjet(saisi, 'CADRE', projetApi(), TODAY);
    expect(s).toMatchObject({ codePostal: '35000', departement: '35', effectifCollege: 12, ageMoyen: 42, dateEffet: '2026-12-01', prefillDepuis: 12, prefillCollege: 'CADRE' });
    expect(s.niveaux).toBeNull();
    expect(s.idProjet).toBeNull();
  });

  it('drops an effective date no longer allowed', () => {
    expect(appliquerDernierProjet(saisi, 'CADRE', projetApi({ date_effet: '2026-10-01' }), TODAY).dateEffet).toBeNull();
  });

  it('empties what an earlier prefill put there when the new college has no projet', () => {
    const prefille = appliquerDernierProjet(saisi, 'CADRE', projetApi(), TODAY);
    const s = appliquerDernierProjet({ ...prefille, typeCollege: 'NON_CADRE' }, 'NON_CADRE', null, TODAY);
    expect(s).toMatchObject({ codePostal: '', ageMoyen: null, dateEffet: null, prefillDepuis: null, prefillCollege: 'NON_CADRE', typeCollege: 'NON_CADRE' });
  });

  it('keeps what the broker typed when there was nothing prefilled', () => {
    expect(appliquerDernierProjet(saisi, 'CADRE', null, TODAY)).toMatchObject({ codePostal: '75001', ageMoyen: 30, prefillCollege: 'CADRE' });
  });
});

describe('doitPrefiller', () => {
  const base: SanteState = { ...SANTE_VIDE, typeCollege: 'CADRE' };
  const ctx = { creation: true, duplication: false, sansPrefill: false };
  it.each([
    ['a new projet with a college', base, ctx, true],
    ['already looked up for this college', { ...base, prefillCollege: 'CADRE' as const }, ctx, false],
    ['another college since', { ...base, prefillCollege: 'NON_CADRE' as const }, ctx, true],
    ['no college', { ...base, typeCollege: null }, ctx, false],
    ['a duplicate', base, { ...ctx, duplication: true }, false],
    ['the route says to skip it', base, { ...ctx, sansPrefill: true }, false],
    ['not creating', base, { ...ctx, creation: false }, false],
    ['a saved projet', { ...base, idProjet: 3 }, ctx, false],
  ])('%s → %s', (_cas, etat, c, attendu) => expect(doitPrefiller(etat, c)).toBe(attendu));
});

describe('corpsEnregistrement (01 §7 POST/PUT /projets, health)', () => {
  const utilisateur = { id: 'alice', username: 'alice', codeDistributeur: 'DIST-A' };
  const complet = etatDepuisProjet(projetApi());

  it('is the spec payload, snake_case', () => {
    expect(corpsEnregistrement(complet, 7, utilisateur)).toEqual({
      id: 12,
      code_postal: '35000',
      resiliation_infra_annuelle: true,
      produit: { id: 460, code: 'SSC' },
      regime_obligatoire: 'SECURITE_SOCIALE',
      acces_surcomplementaire: false,
      date_effet: '2026-12-01',
      utilisateur: { id: 'alice', code_distributeur: 'DIST-A', username: 'alice' },
      client: { id: 7 },
      college: { type: 'CADRE', effectif: 12, age_moyen: 42 },
      commissionnement: { type: 'CLIN', taux: 5 },
      niveaux_garanties: [
        { poste: 'OPTIQUE', niveau: 7 },
        { poste: 'MATERNITE', niveau: 5 },
      ],
    });
  });

  it.each([
    ['regimeSocial', { regimeSocial: null }],
    ['dateEffet', { dateEffet: null }],
    ['niveaux', { niveaux: null }],
    ['commissionnement', { commissionnement: null }],
    ['produit', { produit: null }],
  ])('is null without %s', (_champ, patch) => expect(corpsEnregistrement({ ...complet, ...patch }, 7, utilisateur)).toBeNull());

  it('is null without a client', () => expect(corpsEnregistrement(complet, null, utilisateur)).toBeNull());
});

describe('nouveauProjet', () => {
  it('starts empty for the offer, with the individual top-up offered', () => {
    const produit = { id: 460, code: 'SSC' as const, libelle: 'Santé Collective Essentielle' };
    expect(nouveauProjet(produit)).toEqual({ ...SANTE_VIDE, produit });
    expect(nouveauProjet(produit).surComplementaire).toBe(true);
  });
});
