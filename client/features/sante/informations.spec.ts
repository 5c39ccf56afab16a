import { COMMON, INFORMATIONS_TARIFANTES, OFFRES_ELIGIBLES, REFERENTIELS } from '../../../src/domain/messages';
import type { SanteState } from '../../state/sante';
import {
  cleRequeteColleges,
  cleVerificationCodePostal,
  codePostalVerifie,
  erreursInformations,
  garantiesAutorisees,
  regimeApresDepartement,
  regimeSuggere,
  requeteColleges,
  saisieCodePostal,
  verdictCodePostal,
  vueCollege,
  type ContexteInformations,
  type ValeursInformations,
} from './informations';

const TODAY = '2026-11-22';
const rennes = [{ code_postal: '35000', insee: '35238', nom: 'Rennes', departement: '35' }];
const valide: ValeursInformations = {
  codePostal: '35000',
  regimeSocial: 'SECURITE_SOCIALE',
  typeCollege: 'CADRE',
  effectifCollege: 12,
  ageMoyen: 42,
  resiliationInfraAnnuelle: false,
  dateEffet: '2026-12-01',
};
const ctx: ContexteInformations = { today: TODAY, verification: verdictCodePostal('35000', { valide: true, cause: null }, rennes), lectureSeule: false };

describe('erreursInformations (01 §5 Pricing information)', () => {
  it('has nothing to say on a complete form', () => {
    expect(erreursInformations(valide, ctx)).toEqual({});
    expect(codePostalVerifie(valide.codePostal, ctx.verification)).toBe(true);
  });

  it.each<[string, Partial<ValeursInformations>, Record<string, string>]>([
    ['postcode required', { codePostal: '' }, { codePostal: COMMON.champObligatoire() }],
    ['postcode of 5 digits', { codePostal: '350' }, { codePostal: REFERENTIELS.codePostalFormat }],
    ['regime required', { regimeSocial: null }, { regimeSocial: COMMON.champObligatoire() }],
    ['college required', { typeCollege: null }, { typeCollege: INFORMATIONS_TARIFANTES.typeCollegeRequis }],
    ['college of at least 1', { effectifCollege: 0 }, { effectifCollege: INFORMATIONS_TARIFANTES.effectifCollegeMin }],
    ['over 100: no online price', { effectifCollege: 101 }, { effectifCollege: INFORMATIONS_TARIFANTES.effectifCollegeMax }],
    ['average age 18..65', { ageMoyen: 66 }, { ageMoyen: INFORMATIONS_TARIFANTES.ageMoyen }],
    ['effective date required', { dateEffet: null }, { dateEffet: COMMON.champObligatoire() }],
    ['a college of 1 starts at J+1', { effectifCollege: 1, dateEffet: '2026-11-22' }, { dateEffet: INFORMATIONS_TARIFANTES.dateEffetAvantMinimum }],
    ['a college of 2 may start on the 1st of the month', { effectifCollege: 2, dateEffet: '2026-11-01' }, {}],
    ['not before the 1st of the month', { effectifCollege: 2, dateEffet: '2026-10-31' }, { dateEffet: INFORMATIONS_TARIFANTES.dateEffetAvantMinimum }],
    ['J+183 at most', { dateEffet: '2027-05-25' }, { dateEffet: INFORMATIONS_TARIFANTES.dateEffetApresMaximum('25/05/2027') }],
  ])('%s', (_cas, patch, attendu) => {
    const v = { ...valide, ...patch };
    expect(erreursInformations(v, { ...ctx, verification: verdictCodePostal(v.codePostal, { valide: true, cause: null }, rennes) })).toEqual(attendu);
  });

  it('shows the check’s cause for the postcode in the field, not for an older one', () => {
    const refus = verdictCodePostal('35000', { valide: false, cause: REFERENTIELS.codePostalDepartement }, rennes);
    expect(erreursInformations(valide, { ...ctx, verification: refus }).codePostal).toBe(REFERENTIELS.codePostalDepartement);
    expect(erreursInformations({ ...valide, codePostal: '75001' }, { ...ctx, verification: refus }).codePostal).toBeUndefined();
  });

  it('is not complete until the postcode has been checked', () => {
    const enCours = { ...ctx, verification: { statut: 'en-cours' as const, codePostal: '35000' } };
    expect(erreursInformations(valide, enCours)).toEqual({});
    // What 'Garanties' checks beside the form's rules (useInformationsSante.versGaranties).
    expect(codePostalVerifie('35000', enCours.verification)).toBe(false);
    expect(codePostalVerifie('35000', ctx.verification)).toBe(true);
  });

  it('does not require the postcode nor a future date of a read-only projet', () => {
    expect(erreursInformations({ ...valide, codePostal: '', dateEffet: '2025-01-01' }, { ...ctx, lectureSeule: true })).toEqual({});
  });
});

describe('postcode', () => {
  it.each([
    ['35 000', '35000'],
    ['a3b5c0d0e0f', '35000'],
    ['3500012', '35000'],
    ['', ''],
  ])('%p is typed as %p (digits only, 5 at most)', (saisie, attendu) => expect(saisieCodePostal(saisie)).toBe(attendu));

  it('takes the department of its towns', () => {
    expect(verdictCodePostal('35000', { valide: true, cause: null }, rennes)).toMatchObject({ statut: 'valide', departement: '35' });
  });
});

describe('regimeSuggere', () => {
  it.each([
    ['57', 'ALSACE_MOSELLE'],
    ['67', 'ALSACE_MOSELLE'],
    ['68', 'ALSACE_MOSELLE'],
    ['35', 'SECURITE_SOCIALE'],
    ['2A', 'SECURITE_SOCIALE'],
    [null, null],
  ])('%p → %p', (dep, regime) => expect(regimeSuggere(dep)).toBe(regime));
});

describe('vueCollege (01 §2 access display per code)', () => {
  it.each([
    ['OUI', 'success', 'Tarification libre', true],
    ['AVEC_CONTRAINTE', 'success', 'Tarification possible sous condition', true],
    ['AVEC_CONSULTATION', 'warning', 'Tarification sur étude spécifique', true],
    ['SANS_ANALYSE', 'warning', "En attente d'étude", true],
    ['NON', 'danger', 'Tarification impossible', false],
    ['SANS_COLLEGE', 'danger', 'Collège non applicable à la CCN', false],
  ])('%s: %s, %s', (code, statut, titre, tarifable) => {
    const v = vueCollege({ code: 'CADRE', libelle: 'Cadres', acces_tarification: { code } });
    expect(v.acces).toMatchObject({ code, statut, titre });
    expect(v.tarifable).toBe(tarifable);
  });

  it('an unsupported code shows no access and blocks the way on', () => {
    const v = vueCollege({ code: 'CADRE', libelle: 'Cadres', acces_tarification: { code: 'PEUT_ETRE' } });
    expect(v).toEqual({ code: 'CADRE', libelle: 'Cadres', acces: null, tarifable: false });
    expect(OFFRES_ELIGIBLES.erreurAccesTarification).toBeTruthy();
  });
});

describe('garantiesAutorisees (01 §2: a college chosen and not red)', () => {
  const colleges = [
    vueCollege({ code: 'CADRE', libelle: 'Cadres', acces_tarification: { code: 'OUI' } }),
    vueCollege({ code: 'NON_CADRE', libelle: 'Non Cadres', acces_tarification: { code: 'SANS_COLLEGE' } }),
    vueCollege({ code: 'TOUS', libelle: 'Ensemble du personnel', acces_tarification: { code: 'SANS_ANALYSE' } }),
  ];
  it.each([
    [null, false],
    ['CADRE', true],
    ['NON_CADRE', false],
    ['TOUS', true],
  ] as const)('%p → %p', (college, attendu) => expect(garantiesAutorisees(college, colleges)).toBe(attendu));

  it('is refused for a college the offer does not list', () => expect(garantiesAutorisees('CADRE', [])).toBe(false));
});

describe('regimeApresDepartement: the regime follows a corrected postcode until picked by hand', () => {
  it.each([
    // regime, previous department, department, picked by hand → regime
    [null, null, '57', false, 'ALSACE_MOSELLE'],
    [null, null, '75', false, 'SECURITE_SOCIALE'],
    ['SECURITE_SOCIALE', '75', '67', false, 'ALSACE_MOSELLE'],
    ['ALSACE_MOSELLE', '68', '13', false, 'SECURITE_SOCIALE'],
    ['ALSACE_MOSELLE', '57', '67', false, 'ALSACE_MOSELLE'],
    ['SECURITE_SOCIALE', '75', '67', true, 'SECURITE_SOCIALE'],
    ['ALSACE_MOSELLE', '75', '13', false, 'ALSACE_MOSELLE'],
    ['SECURITE_SOCIALE', null, '67', false, 'SECURITE_SOCIALE'],
    ['SECURITE_SOCIALE', '75', null, false, 'SECURITE_SOCIALE'],
  ] as const)('%s after %s, now %s (by hand: %s) → %s', (regime, avant, apres, main, attendu) => {
    expect(regimeApresDepartement(regime, avant, apres, main)).toBe(attendu);
  });
});

describe('the informations screen’s requests and their keys (server answers reused once hydrated)', () => {
  const etat = (produit: { id: number } | null, effectifCollege: number | null) => ({ produit, effectifCollege }) as unknown as SanteState;
  it.each([
    ['the company headcount', etat({ id: 460 }, 8), { idCcn: 1486, effectifTotal: 12 }, { idProduit: 460, id_ccn: 1486, effectif: 12, code_distributeur: 'DIST-A' }],
    ['else the college headcount', etat({ id: 460 }, 8), { idCcn: 9999, effectifTotal: null }, { idProduit: 460, id_ccn: 9999, effectif: 8, code_distributeur: 'DIST-A' }],
    ['else 1', etat({ id: 460 }, null), { idCcn: 9999, effectifTotal: null }, { idProduit: 460, id_ccn: 9999, effectif: 1, code_distributeur: 'DIST-A' }],
    ['none without an offer', etat(null, 8), { idCcn: 1486, effectifTotal: 12 }, null],
  ])('colleges asked with %s', (_cas, e, entreprise, attendu) => {
    expect(requeteColleges(e, entreprise, 'DIST-A')).toEqual(attendu);
  });

  it('one key per request: any change of offer, agreement, headcount or distributor asks again', () => {
    const base = { idProduit: 460, id_ccn: 1486, effectif: 12, code_distributeur: 'DIST-A' };
    const cles = [base, { ...base, idProduit: 461 }, { ...base, id_ccn: 9999 }, { ...base, effectif: 13 }, { ...base, code_distributeur: 'DIST-B' }].map(cleRequeteColleges);
    expect(new Set(cles).size).toBe(5);
    expect(cleRequeteColleges({ ...base })).toBe(cles[0]);
    expect(cleRequeteColleges(null)).toBeNull();
    expect(cleVerificationCodePostal('35000', 12)).not.toBe(cleVerificationCodePostal('35000', null));
    expect(cleVerificationCodePostal('35000', 12)).not.toBe(cleVerificationCodePostal('35001', 12));
  });
});
