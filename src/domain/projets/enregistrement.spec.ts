import fc from 'fast-check';
import { garantiesParDefaut } from '../pricing/prevoyance/defaults';
import { garantiesVersListe } from '../pricing/prevoyance/conversion';
import { tarifierPrevoyance } from '../pricing/prevoyance/moteur';
import { tarifierSante } from '../pricing/sante/moteur';
import { CODES_POSTES } from '../pricing/sante/types';
import { preparerProjetPrevoyance, preparerProjetSante, type SaisiePrevoyance, type SaisieSante } from './enregistrement';

const TODAY = '2026-11-21';
const RENNES = [{ departement: '35' }];
const SANS_CCN = { idCcn: 9999, nafCode: '62.01Z' };

const sante = (autres: Partial<SaisieSante> = {}): SaisieSante => ({
  produit: { id: 460, code: 'SSC' },
  date_effet: '2027-01-01',
  commissionnement: { type: 'CLIN', taux: 5 },
  code_postal: '35000',
  resiliation_infra_annuelle: false,
  regime_obligatoire: 'SECURITE_SOCIALE',
  college: { type: 'CADRE', effectif: 12, age_moyen: 42 },
  niveaux_garanties: CODES_POSTES.map((poste) => ({ poste, niveau: 5 })),
  ...autres,
});

const g = garantiesParDefaut();
g.incapaciteInvalidite.selected = true;
g.incapaciteInvalidite.ittIndemniteJournaliere = 70;
g.incapaciteInvalidite.nonProCategorie23 = 40;
const prevoyance = (autres: Partial<SaisiePrevoyance> = {}): SaisiePrevoyance => ({
  produit: { id: 470, code: 'SPC' },
  date_effet: '2027-01-01',
  commissionnement: { type: 'CLIN', taux: 5 },
  college: { type: 'CADRE', effectif: 12, age_moyen: 42 },
  masse_salariale: { type_masse_salariale: 'T1', masse_salariale_t1: 480000 },
  garanties: garantiesVersListe(g),
  ...autres,
});

const champs = (r: { ok: boolean; erreurs?: { champ: string }[] }) => (r.ok ? [] : r.erreurs!.map((e) => e.champ));

describe('preparerProjetSante', () => {
  it('prices with the engine: the stored tariff is exactly the engine’s answer', () => {
    const r = preparerProjetSante(sante(), SANS_CCN, RENNES, TODAY);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.valeurs.departement).toBe('35');
    expect(r.valeurs.surComplementaire).toBe(true);
    expect(r.valeurs.tarif).toEqual(
      tarifierSante({
        dateEffet: '2027-01-01',
        ageMoyen: 42,
        effectifCollege: 12,
        regime: 'SECURITE_SOCIALE',
        departement: '35',
        tauxCommissionnement: 5,
        niveaux: CODES_POSTES.map((poste) => ({ poste, niveau: 5 })),
      }),
    );
    expect(r.valeurs.niveauxPostes).toHaveLength(11);
  });

  it.each([
    ['past date (college of 1)', sante({ date_effet: '2026-11-21', college: { type: 'CADRE', effectif: 1, age_moyen: 42 } }), ['date_effet']],
    ['date beyond J+183', sante({ date_effet: '2027-12-01' }), ['date_effet']],
    ['provident offer', sante({ produit: { id: 470, code: 'SSC' } }), ['produit.id']],
    ['unknown offer', sante({ produit: { id: 999, code: 'SSC' } }), ['produit.id']],
    ['commission of another college', sante({ commissionnement: { type: 'NCLIN', taux: 5 } }), ['commissionnement']],
    ['discount with the wrong rate', sante({ commissionnement: { type: 'CESC20/7', taux: 5 } }), ['commissionnement']],
    ['spread above 6', sante({ niveaux_garanties: [{ poste: 'OPTIQUE', niveau: 0 }, { poste: 'MATERNITE', niveau: 7 }] }), ['niveaux_garanties']],
    ['no level', sante({ niveaux_garanties: [] }), ['niveaux_garanties']],
    ['unknown poste', sante({ niveaux_garanties: [{ poste: 'LUNETTES', niveau: 2 }] }), ['niveaux_garanties.0']],
  ])('refuses %s', (_cas, saisie, attendus) => {
    expect(champs(preparerProjetSante(saisie, SANS_CCN, RENNES, TODAY))).toEqual(attendus);
  });

  it('refuses an unknown postcode (no town)', () => {
    expect(champs(preparerProjetSante(sante(), SANS_CCN, [], TODAY))).toEqual(['code_postal']);
  });

  it('refuses levels below the agreement minimum (IDCC 1486)', () => {
    const r = preparerProjetSante(sante({ niveaux_garanties: [{ poste: 'HOSPITALISATION_SEJOUR', niveau: 1 }] }), { idCcn: 1486, nafCode: null }, RENNES, TODAY);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.erreurs.every((e) => e.champ.startsWith('niveaux_garanties'))).toBe(true);
  });

  it('refuses a red college (closed sector, agreement 3239) with the access title', () => {
    const r = preparerProjetSante(sante(), { idCcn: 3239, nafCode: null }, RENNES, TODAY);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.erreurs[0]).toEqual({ champ: 'college.type', message: expect.stringMatching(/^Tarification impossible/) });
  });

  it('refuses TOUS for a cadre-only agreement (0650): collège non applicable', () => {
    const r = preparerProjetSante(sante({ college: { type: 'TOUS', effectif: 12, age_moyen: 42 }, commissionnement: { type: 'EPLIN', taux: 5 } }), { idCcn: 650, nafCode: null }, RENNES, TODAY);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.erreurs[0].message).toMatch(/^Collège non applicable à la CCN/);
  });

  it('a higher commission never lowers the stored price (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), (taux) => {
        const bas = preparerProjetSante(sante({ commissionnement: { type: 'CLIN', taux } }), SANS_CCN, RENNES, TODAY);
        const haut = preparerProjetSante(sante({ commissionnement: { type: 'CLIN', taux: taux + 1 } }), SANS_CCN, RENNES, TODAY);
        if (!bas.ok || !haut.ok) throw new Error('unexpected refusal');
        bas.valeurs.tarif.tarifs.forEach((t, i) => expect(haut.valeurs.tarif.tarifs[i].tarif.taux).toBeGreaterThanOrEqual(t.tarif.taux));
      }),
      { numRuns: 15 },
    );
  });
});

describe('preparerProjetPrevoyance', () => {
  it('prices with the engine and keeps the canonical list and the summary', () => {
    const r = preparerProjetPrevoyance(prevoyance(), SANS_CCN, TODAY);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.valeurs.naf).toBe('62.01Z');
    expect(r.valeurs.tarif).toEqual(
      tarifierPrevoyance({
        dateEffet: '2027-01-01',
        college: 'CADRE',
        ageMoyen: 42,
        effectif: 12,
        nbFemmes: null,
        nbConjoints: null,
        nbEnfants: null,
        naf: '62.01Z',
        tauxCommissionnement: 5,
        typeMasseSalariale: 'T1',
        masseSalarialeT1: 480000,
        masseSalarialeT2: null,
        portabiliteSupraLegale: false,
        garanties: r.valeurs.etatGaranties,
      }),
    );
    expect(r.valeurs.garanties.map((x) => x.code)).toEqual(['deces_ptia', 'incapacite_invalidite']);
    expect(r.valeurs.resume).toMatchObject({ deces_maries: 150, incapacite_ij: 70, incapacite_franchise: '60 j' });
  });

  it('clears the demography at or below 49 staff and requires it above', () => {
    const petit = preparerProjetPrevoyance(prevoyance({ college: { type: 'CADRE', effectif: 12, age_moyen: 42, nb_femmes: 3 } }), SANS_CCN, TODAY);
    expect(petit.ok && petit.valeurs.nombreFemmes).toBeNull();
    const grand = preparerProjetPrevoyance(prevoyance({ college: { type: 'CADRE', effectif: 60, age_moyen: 42 } }), SANS_CCN, TODAY);
    expect(champs(grand)).toEqual(['college.nb_femmes', 'college.nb_conjoints', 'college.nb_enfants']);
  });

  it.each([
    ['no NAF at all', prevoyance(), { idCcn: 9999, nafCode: null }, ['naf.code']],
    ['T1 payroll above headcount × PASS', prevoyance({ masse_salariale: { type_masse_salariale: 'T1', masse_salariale_t1: 10_000_000 } }), SANS_CCN, ['masse_salariale.masse_salariale_t1']],
    ['T2 missing for T1 + T2', prevoyance({ masse_salariale: { type_masse_salariale: 'T12', masse_salariale_t1: 480000 } }), SANS_CCN, ['masse_salariale.masse_salariale_t2']],
    ['TOUS college', prevoyance({ college: { type: 'TOUS' as never, effectif: 12, age_moyen: 42 } }), SANS_CCN, ['college.type']],
    ['health offer', prevoyance({ produit: { id: 460, code: 'SPC' } }), SANS_CCN, ['produit.id']],
    ['unknown guarantee section', prevoyance({ garanties: [{ code: 'vol', caracteristiques: [] }] }), SANS_CCN, ['garanties.vol']],
  ])('refuses %s', (_cas, saisie, entreprise, attendus) => {
    expect(champs(preparerProjetPrevoyance(saisie, entreprise, TODAY))).toEqual(expect.arrayContaining(attendus));
  });

  it('reports guarantee relations under their list-form field', () => {
    const x = garantiesParDefaut();
    x.decesPtia.majoration = 50; // at most floor(100 / 3) = 33
    const r = preparerProjetPrevoyance(prevoyance({ garanties: garantiesVersListe(x) }), SANS_CCN, TODAY);
    expect(champs(r)).toEqual(['garanties.deces_ptia.majoration']);
  });

  it('takes the client’s NAF when the payload has none, and the portability from either form', () => {
    const r = preparerProjetPrevoyance(prevoyance({ naf: null, portabilite_supra_legale: 'OUI' }), { idCcn: 9999, nafCode: '10.71C' }, TODAY);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.valeurs.naf).toBe('10.71C');
      expect(r.valeurs.portabiliteSupraLegale).toBe(true);
    }
  });
});
