/**
 * Provident offer over HTTP against the running application (E2E_BASE_URL, started by the e2e
 * global setup): GET /api/prevoyance/garanties and POST /api/prevoyance/tarifer, signed in as
 * alice (DIST-A). Dates are relative to today (Europe/Paris): the server's clock is the real one.
 * One bad-input case per relation of spec 01 §5, each refused with its French message.
 */
import request from 'supertest';
import { garantiesVersListe } from '../../src/domain/pricing/prevoyance/conversion';
import { garantiesParDefaut } from '../../src/domain/pricing/prevoyance/defaults';
import type { GarantiesPrevoyance } from '../../src/domain/pricing/prevoyance/garanties.types';
import { jeton } from '../support/auth';

const aujourdhui = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
/** First day of next month: after J+1 and well before J+183, whatever the college size. */
const premierDuMoisProchain = (() => {
  const [y, m] = aujourdhui.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
})();

const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL absent : le harnais e2e ne tourne pas');
  return url;
};

let token: string;
beforeAll(async () => {
  token = await jeton(baseUrl(), 'alice');
});

type Modif = (g: GarantiesPrevoyance) => void;
interface Options {
  garanties?: Modif;
  college?: Record<string, unknown>;
  societe?: Record<string, unknown>;
  proposition?: Record<string, unknown>;
  donnees?: Record<string, unknown>;
  autres?: Record<string, unknown>;
}
function payload(o: Options = {}) {
  const g = garantiesParDefaut();
  o.garanties?.(g);
  return {
    donnees_tarifantes: {
      date_effet: premierDuMoisProchain,
      college: { type: 'CADRE', age_moyen: 40, effectif: 10, ...o.college },
      societe: { naf: '62.01Z', idcc: 9999, ...o.societe },
      proposition: {
        taux_commissionnement: 5,
        masse_salariale_atarifer: 'T1',
        masse_salariale_t1: 450000,
        masse_salariale_t2: null,
        portabilite_supra_legale: 'NON',
        garanties: garantiesVersListe(g),
        ...o.proposition,
      },
      ...o.donnees,
    },
    client: { id: 1 },
    utilisateur: { id: 'alice', code_distributeur: 'DIST-A', username: 'alice' },
    ...o.autres,
  };
}
const tarifer = (body: unknown) => request(baseUrl()).post('/api/prevoyance/tarifer').set('Authorization', `Bearer ${token}`).send(body as object);
const get = (path: string) => request(baseUrl()).get(path).set('Authorization', `Bearer ${token}`);
const G = 'donnees_tarifantes.proposition.garanties';

describe('POST /api/prevoyance/tarifer', () => {
  it('prices the default cover: spec lines, barème version, breakdown, legal information', async () => {
    const res = await tarifer(payload());
    expect(res.status).toBe(200);
    expect(res.body.bareme_version).toMatch(/^SPC-\d{4}\.\d+$/);
    // Death only: the same tables in every 2026+ barème, the same PMSS: the worked example's euros.
    expect(res.body.tarifs).toEqual([{ formule: 'SUR_MESURE', type_masse_salariale: 'T1', tarif: { taux: 0.18, budget_annuel: 802.68, budget_mensuel: 66.89 } }]);
    expect(res.body.informations_minimum_legal).toEqual({
      t1: "Le taux de la cotisation totale (hors cotisation d'association de 0,01%) est inférieur à 1,50 % pour la T1",
      t1_deces: 'Le taux de la cotisation décès est inférieur à 0,76 % pour la T1',
    });
    expect(res.body.detail.cotisation_association).toBe(0.01);
    expect(res.body.detail.garanties.map((g: { code: string }) => g.code)).toEqual([
      'deces_ptia', 'allocation_obseques', 'rente_education', 'rente_conjoint', 'rente_personne_a_charge', 'incapacite', 'invalidite',
    ]);
  });

  it('T1 + T2: a T2 line; more cover and a higher commission never cost less', async () => {
    const t12 = { masse_salariale_atarifer: 'T12', masse_salariale_t2: 200000 };
    const a = await tarifer(payload({ proposition: t12 }));
    expect(a.status).toBe(200);
    expect(a.body.tarifs.map((l: { type_masse_salariale: string }) => l.type_masse_salariale)).toEqual(['T1', 'T2']);
    const plus = await tarifer(payload({ proposition: t12, garanties: (g) => (g.incapaciteInvalidite.selected = true) }));
    const commission = await tarifer(payload({ proposition: { ...t12, taux_commissionnement: 10 } }));
    for (const r of [plus, commission]) {
      expect(r.status).toBe(200);
      r.body.tarifs.forEach((l: { tarif: { budget_annuel: number } }, i: number) => expect(l.tarif.budget_annuel).toBeGreaterThanOrEqual(a.body.tarifs[i].tarif.budget_annuel));
    }
  });

  it('an agreement at its minima is priced (HCR non-cadres, with its buy-back and education annuity)', async () => {
    const res = await tarifer(
      payload({
        societe: { idcc: '1979', naf: '56.10A' },
        college: { type: 'NON_CADRE' },
        garanties: (g) => {
          Object.assign(g.incapaciteInvalidite, { selected: true, ittIndemniteJournaliere: 70, nonProCategorie23: 70, proTaux66: 70, ittFranchiseDuree: 'NIVEAU_3', rachatFranchiseType: 'at_mp' });
          Object.assign(g.decesPtia, { celibataireVeufDivorce: 105, mariePacseConcubin: 175, majoration: 25 });
          g.renteEducation.selected = true;
          Object.assign(g.renteEducation.lineaire, { taux: 6, ageMax: 25 });
        },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.detail.risque).toEqual({ naf: '56.10A', section: 'I', classe: 2 });
  });

  it.each<[string, Options, string, string]>([
    ['college type missing', { college: { type: undefined } }, 'donnees_tarifantes.college.type', 'Type de collège requis.'],
    ['women above the college headcount', { college: { effectif: 60, nb_femmes: 61, nb_conjoints: 20, nb_enfants: 20 }, proposition: { masse_salariale_t1: 2000000 } }, 'donnees_tarifantes.college.nb_femmes', 'Le nombre de femmes salariées ne peut excéder le nombre total de salariés du collège.'],
    ['spouses above the college headcount', { college: { effectif: 60, nb_femmes: 20, nb_conjoints: 61, nb_enfants: 20 }, proposition: { masse_salariale_t1: 2000000 } }, 'donnees_tarifantes.college.nb_conjoints', 'Le nombre de salariés mariés, pacsés, en concubinage ne peut excéder le nombre total de salariés du collège.'],
    ['children above the college headcount', { college: { effectif: 60, nb_femmes: 20, nb_conjoints: 20, nb_enfants: 61 }, proposition: { masse_salariale_t1: 2000000 } }, 'donnees_tarifantes.college.nb_enfants', "Le nombre d'enfants à charge des salariés ne peut excéder le nombre total de salariés du collège."],
    ['counts missing above 49', { college: { effectif: 50 }, proposition: { masse_salariale_t1: 2000000 } }, 'donnees_tarifantes.college.nb_conjoints', 'Obligatoire si le nombre de salariés du collège est supérieur à 49'],
    ['T1 payroll above headcount × PASS', { proposition: { masse_salariale_t1: 10 * 12 * 4005 + 1 } }, 'donnees_tarifantes.proposition.masse_salariale_t1', "Le montant de la masse salariale T1 doit être inférieur ou égal à l'effectif du collège * le montant du PASS."],
    ['T2 payroll above headcount × 7 × PASS', { proposition: { masse_salariale_atarifer: 'T12', masse_salariale_t2: 10 * 7 * 12 * 4005 + 1 } }, 'donnees_tarifantes.proposition.masse_salariale_t2', "Le montant de la masse salariale T2 doit être inférieur ou égal à l'effectif du collège * 7 * le montant du PASS."],
    ['single death level below ceiling(married / 1.7)', { garanties: (g) => (g.decesPtia.celibataireVeufDivorce = 85) }, `${G}.deces_ptia.celibataire_veuf_divorce`, 'Le niveau de garantie doit être supérieur ou égal à 89 %'],
    ['single death level above married', { garanties: (g) => (g.decesPtia.celibataireVeufDivorce = 155) }, `${G}.deces_ptia.celibataire_veuf_divorce`, 'Le niveau de garantie doit être inférieur ou égal à 150 %'],
    ['married level below the incapacity minimum (allowance 81)', { garanties: (g) => Object.assign(g.incapaciteInvalidite, { selected: true, ittIndemniteJournaliere: 81 }) }, `${G}.deces_ptia.marie_pacse_concubin`, 'Le niveau de garantie doit être supérieur ou égal à 175 %'],
    ['married level below the discontinuous-franchise minimum', { garanties: (g) => Object.assign(g.incapaciteInvalidite, { selected: true, ittFranchiseType: 'discontinue', ittFranchiseDuree: 'NIVEAU_8' }) }, `${G}.deces_ptia.marie_pacse_concubin`, 'Le niveau de garantie doit être supérieur ou égal à 250 %'],
    ['majoration above floor(single / 3)', { garanties: (g) => (g.decesPtia.majoration = 35) }, `${G}.deces_ptia.majoration`, 'Le niveau de garantie doit être inférieur ou égal à 33 %'],
    ['category 1 above category 2/3', { garanties: (g) => Object.assign(g.incapaciteInvalidite, { selected: true, nonProCategorie1Type: 'fixe', nonProCategorie1Fixe: 40, nonProCategorie23: 30 }) }, `${G}.incapacite_invalidite.non_pro_categorie_1_fixe`, 'Le niveau de garantie doit être inférieur ou égal à 30 %'],
    ['rate 33-65 above rate 66', { garanties: (g) => Object.assign(g.incapaciteInvalidite, { selected: true, proTaux3365Type: 'fixe', proTaux3365Fixe: 60 }) }, `${G}.incapacite_invalidite.pro_taux_33_65_ccn`, 'Le niveau de garantie doit être inférieur ou égal à 50 %'],
    ['rate 20-32 above rate 33-65', { garanties: (g) => Object.assign(g.incapaciteInvalidite, { selected: true, proTaux3365Type: 'fixe', proTaux3365Fixe: 20, proTaux2032Ccn: 25 }) }, `${G}.incapacite_invalidite.pro_taux_20_32_ccn`, 'Le niveau de garantie doit être inférieur ou égal à 20 %'],
    ['education tranche end age beyond its limit', { garanties: (g) => { g.renteEducation.selected = true; g.renteEducation.type = 'progressive'; g.renteEducation.progressive.tranche3.ageMax = 30; } }, `${G}.rente_education.tranche_3_age_max`, "L'âge de fin du palier doit être compris entre 19 et 28 ans."],
    ['education tranche rate below the previous one', { garanties: (g) => { g.renteEducation.selected = true; g.renteEducation.type = 'progressive'; g.renteEducation.progressive.tranche1.taux = 5; } }, `${G}.rente_education.tranche_2_taux`, 'Le niveau de garantie doit être supérieur ou égal à 5 %'],
    ['spouse annuity with neither lifetime nor temporary', { garanties: (g) => Object.assign(g.renteConjoint, { selected: true, renteViagere: false, renteTemporaire: false }) }, `${G}.rente_conjoint`, 'Veuillez sélectionner au minimum une rente.'],
    ['allowance below the agreement minimum (Syntec 80 %)', { societe: { idcc: 1486 }, garanties: (g) => Object.assign(g.incapaciteInvalidite, { selected: true, ittIndemniteJournaliere: 75 }) }, `${G}.incapacite_invalidite.itt_indemnite_journaliere`, 'Le niveau de garantie doit être supérieur ou égal à 80 %'],
  ])('%s → 400 with its French message', async (_cas, o, champ, message) => {
    const res = await tarifer(payload(o));
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.erreurs).toContainEqual({ champ, message });
  });

  it('levels above the agreement rate must be equal (Syntec 80 %)', async () => {
    const res = await tarifer(
      payload({
        societe: { idcc: 1486 },
        garanties: (g) => {
          Object.assign(g.incapaciteInvalidite, { selected: true, ittIndemniteJournaliere: 85, nonProCategorie23: 80, proTaux66: 80, ittFranchiseDuree: 'NIVEAU_3' });
          Object.assign(g.decesPtia, { celibataireVeufDivorce: 170, mariePacseConcubin: 200, majoration: 50 });
        },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.erreurs).toContainEqual({ champ: `${G}.incapacite_invalidite.itt_indemnite_journaliere`, message: "Au-delà de 80% les 3 niveaux de garantie d'incapacité et invalidité doivent être égaux." });
  });

  it.each([
    ['rente_education', 'Type de rente éducation mixte non géré.'],
    ['rente_conjoint', 'Type de rente conjoint mixte non géré.'],
  ])('unsupported %s type → 400', async (code, message) => {
    const body = payload();
    body.donnees_tarifantes.proposition.garanties.push({ code, caracteristiques: [{ nom: 'type', valeur: 'mixte' }] });
    const res = await tarifer(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses another distributor's utilisateur → 403", async () => {
    const res = await tarifer(payload({ autres: { utilisateur: { id: 'carole', code_distributeur: 'DIST-B', username: 'carole' } } }));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Vous ne pouvez pas tarifer pour le compte d'un autre distributeur.");
  });

  it('needs a signed-in user → 401', async () => {
    const res = await request(baseUrl()).post('/api/prevoyance/tarifer').send(payload());
    expect(res.status).toBe(401);
  });
});

describe('GET /api/prevoyance/garanties', () => {
  it('lists every guarantee with the agreement minima of the college', async () => {
    const res = await get('/api/prevoyance/garanties?idcc=1486&college=CADRE');
    expect(res.status).toBe(200);
    expect(res.body.find((g: { code: string }) => g.code === 'marie_pacse_concubin')).toMatchObject({ minima: 200, isExigeCcn: true, unite: 'POURCENT' });
    expect(res.body.find((g: { code: string }) => g.code === 'conge_mat')).toMatchObject({ minima: null, isExigeCcn: false, unite: 'FLAG' });
  });
  it('without an agreement: no minimum anywhere', async () => {
    const res = await get('/api/prevoyance/garanties?idcc=9999&college=NON_CADRE');
    expect(res.status).toBe(200);
    expect(res.body.every((g: { isExigeCcn: boolean }) => !g.isExigeCcn)).toBe(true);
  });
});
