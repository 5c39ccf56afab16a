import { type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type { Utilisateur } from '../auth/utilisateur';
import { configurerCorpsJson } from '../common/corps-json';
import { ApiExceptionFilter } from '../common/http-exception.filter';
import { createValidationPipe } from '../common/validation';
import { garantiesVersListe } from '../domain/pricing/prevoyance/conversion';
import { garantiesParDefaut } from '../domain/pricing/prevoyance/defaults';
import type { GarantiesPrevoyance } from '../domain/pricing/prevoyance/garanties.types';
import { Horloge } from '../common/horloge';
import { PrevoyanceController } from './prevoyance.controller';
import { PrevoyanceService } from './prevoyance.service';

/**
 * Controller, DTOs, validation pipe, domain rules and error filter wired as in the app, in process;
 * the clock is fixed (2026-11-21) and the signed-in user is alice (DIST-A).
 */
const ALICE: Utilisateur = { id: 'alice', username: 'alice', codeDistributeur: 'DIST-A', nom: 'Alice', scopes: [], roles: [] };
const CAROLE: Utilisateur = { id: 'carole', username: 'carole', codeDistributeur: 'DIST-B', nom: 'Carole', scopes: [], roles: [] };
/** alice, or carole when the test says so (header x-test-user). */
class FakeGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest();
    req.user = req.headers['x-test-user'] === 'carole' ? CAROLE : ALICE;
    return true;
  }
}

let app: NestExpressApplication;
beforeAll(async () => {
  const mod = await Test.createTestingModule({
    controllers: [PrevoyanceController],
    providers: [
      PrevoyanceService,
      { provide: Horloge, useValue: { aujourdhui: () => '2026-11-21' } },
      { provide: APP_GUARD, useClass: FakeGuard },
      { provide: APP_FILTER, useClass: ApiExceptionFilter },
    ],
  }).compile();
  app = mod.createNestApplication<NestExpressApplication>({ logger: false, bodyParser: false });
  configurerCorpsJson(app);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  await app.init();
});
afterAll(() => app.close());

type Modif = (g: GarantiesPrevoyance) => void;
function payload(o: { garanties?: Modif; college?: object; societe?: object; proposition?: object; donnees?: object; autres?: object; portabilite?: boolean } = {}) {
  const g = garantiesParDefaut();
  o.garanties?.(g);
  return {
    donnees_tarifantes: {
      date_effet: '2026-12-01',
      college: { type: 'CADRE', age_moyen: 40, effectif: 10, ...o.college },
      societe: { naf: '62.01Z', idcc: 9999, ...o.societe },
      proposition: {
        taux_commissionnement: 5,
        masse_salariale_atarifer: 'T1',
        masse_salariale_t1: 450000,
        masse_salariale_t2: null,
        portabilite_supra_legale: 'NON',
        garanties: garantiesVersListe(g, { doublementPortabilite: o.portabilite }),
        ...o.proposition,
      },
      ...o.donnees,
    },
    client: { id: 42 },
    utilisateur: { id: 'alice', code_distributeur: 'DIST-A', username: 'alice' },
    ...o.autres,
  };
}
const tarifer = (body: unknown) => request(app.getHttpServer()).post('/api/prevoyance/tarifer').send(body as object);

describe('POST /api/prevoyance/tarifer', () => {
  it('prices a good payload: 200, the spec lines, the barème version, the breakdown and the legal information', async () => {
    const res = await tarifer(payload());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.bareme_version).toBe('SPC-2026.1');
    expect(res.body.tarifs).toEqual([{ formule: 'SUR_MESURE', type_masse_salariale: 'T1', tarif: { taux: 0.18, budget_annuel: 802.68, budget_mensuel: 66.89 } }]);
    expect(res.body.informations_minimum_legal.t1_deces).toBe('Le taux de la cotisation décès est inférieur à 0,76 % pour la T1');
    expect(res.body.detail.garanties.map((g: { code: string }) => g.code)).toContain('deces_ptia');
  });

  it('answers the same bytes from its memo (client and user do not matter)', async () => {
    const a = await tarifer(payload());
    const b = await tarifer(payload({ autres: { client: { id: 43 } } }));
    expect(b.text).toBe(a.text);
  });

  it('the memo never serves a remembered answer to another distributor', async () => {
    const body = payload({ college: { age_moyen: 41 } });
    expect((await tarifer(body)).status).toBe(200);
    const autre = await request(app.getHttpServer()).post('/api/prevoyance/tarifer').set('x-test-user', 'carole').send(body);
    expect(autre.status).toBe(403);
  });

  it('a refusal is remembered too, and answered the same', async () => {
    const body = payload({ garanties: (g) => (g.decesPtia.majoration = 50) });
    const a = await tarifer(body);
    const b = await tarifer(body);
    expect([a.status, b.status]).toEqual([400, 400]);
    expect(b.body).toEqual(a.body);
  });

  it('T1 + T2: two lines', async () => {
    const res = await tarifer(payload({ proposition: { masse_salariale_atarifer: 'T12', masse_salariale_t2: 200000 } }));
    expect(res.status).toBe(200);
    expect(res.body.tarifs.map((l: { type_masse_salariale: string }) => l.type_masse_salariale)).toEqual(['T1', 'T2']);
  });

  it("refuses another distributor's user: 403", async () => {
    const res = await tarifer(payload({ autres: { utilisateur: { id: 'bob', code_distributeur: 'DIST-B', username: 'bob' } } }));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Vous ne pouvez pas tarifer pour le compte d'un autre distributeur.");
  });

  const G = 'donnees_tarifantes.proposition.garanties';
  it.each([
    ['college type missing', { college: { type: undefined } }, 'donnees_tarifantes.college.type', 'Type de collège requis.'],
    ['college TOUS', { college: { type: 'TOUS' } }, 'donnees_tarifantes.college.type', "Le collège TOUS n'est pas tarifable en prévoyance."],
    ['headcount above 100', { college: { effectif: 101 } }, 'donnees_tarifantes.college.effectif', /^La tarification en ligne n'est pas disponible/],
    ['effective date in the past', { donnees: { date_effet: '2026-10-01' } }, 'donnees_tarifantes.date_effet', "Vous ne pouvez pas sélectionner une date d'effet < J+1 vu l'effectif de votre collège"],
    ['NAF unknown', { societe: { naf: '04.11Z' } }, 'donnees_tarifantes.societe.naf', "Le code NAF 04.11Z n'est pas reconnu."],
    ['women above the headcount', { college: { effectif: 60, nb_femmes: 61, nb_conjoints: 10, nb_enfants: 10 }, proposition: { masse_salariale_t1: 2000000 } }, 'donnees_tarifantes.college.nb_femmes', 'Le nombre de femmes salariées ne peut excéder le nombre total de salariés du collège.'],
    ['spouses above the headcount', { college: { effectif: 60, nb_femmes: 10, nb_conjoints: 61, nb_enfants: 10 }, proposition: { masse_salariale_t1: 2000000 } }, 'donnees_tarifantes.college.nb_conjoints', 'Le nombre de salariés mariés, pacsés, en concubinage ne peut excéder le nombre total de salariés du collège.'],
    ['children above the headcount', { college: { effectif: 60, nb_femmes: 10, nb_conjoints: 10, nb_enfants: 61 }, proposition: { masse_salariale_t1: 2000000 } }, 'donnees_tarifantes.college.nb_enfants', "Le nombre d'enfants à charge des salariés ne peut excéder le nombre total de salariés du collège."],
    ['counts missing above 49', { college: { effectif: 50 }, proposition: { masse_salariale_t1: 2000000 } }, 'donnees_tarifantes.college.nb_femmes', 'Obligatoire si le nombre de salariés du collège est supérieur à 49'],
    ['T1 above headcount × PASS', { proposition: { masse_salariale_t1: 480601 } }, 'donnees_tarifantes.proposition.masse_salariale_t1', "Le montant de la masse salariale T1 doit être inférieur ou égal à l'effectif du collège * le montant du PASS."],
    ['T2 above headcount × 7 × PASS', { proposition: { masse_salariale_atarifer: 'T12', masse_salariale_t2: 3364201 } }, 'donnees_tarifantes.proposition.masse_salariale_t2', "Le montant de la masse salariale T2 doit être inférieur ou égal à l'effectif du collège * 7 * le montant du PASS."],
    ['single below ceiling(married / 1.7)', { garanties: ((g) => (g.decesPtia.celibataireVeufDivorce = 80)) as Modif }, `${G}.deces_ptia.celibataire_veuf_divorce`, 'Le niveau de garantie doit être supérieur ou égal à 89 %'],
    ['married below the incapacity minimum', { garanties: ((g) => Object.assign(g.incapaciteInvalidite, { selected: true, ittIndemniteJournaliere: 91 })) as Modif }, `${G}.deces_ptia.marie_pacse_concubin`, 'Le niveau de garantie doit être supérieur ou égal à 250 %'],
    ['majoration above floor(single / 3)', { garanties: ((g) => (g.decesPtia.majoration = 40)) as Modif }, `${G}.deces_ptia.majoration`, 'Le niveau de garantie doit être inférieur ou égal à 33 %'],
    ['education tranche end age', { garanties: ((g) => Object.assign(g.renteEducation, { selected: true, type: 'progressive' }) && (g.renteEducation.progressive.tranche1.ageMax = 25)) as Modif }, `${G}.rente_education.tranche_1_age_max`, "L'âge de fin du palier doit être compris entre 1 et 24 ans."],
    ['spouse annuity with no annuity', { garanties: ((g) => Object.assign(g.renteConjoint, { selected: true, renteViagere: false, renteTemporaire: false })) as Modif }, `${G}.rente_conjoint`, 'Veuillez sélectionner au minimum une rente.'],
    ['category 1 above category 2/3', { garanties: ((g) => Object.assign(g.incapaciteInvalidite, { selected: true, nonProCategorie1Type: 'fixe', nonProCategorie1Fixe: 30, nonProCategorie23: 20 })) as Modif }, `${G}.incapacite_invalidite.non_pro_categorie_1_fixe`, 'Le niveau de garantie doit être inférieur ou égal à 20 %'],
  ])('%s: 400 with its French message', async (_cas, o, champ, message) => {
    const res = await tarifer(payload(o as Parameters<typeof payload>[0]));
    expect(res.status).toBe(400);
    const e = (res.body.erreurs as { champ: string; message: string }[]).find((x) => x.champ === champ);
    expect(e).toBeDefined();
    if (message instanceof RegExp) expect(e!.message).toMatch(message);
    else expect(e!.message).toBe(message);
    expect(typeof res.body.message).toBe('string');
  });

  it('agreement minima: Syntec cadres refuse the defaults (incapacity required)', async () => {
    const res = await tarifer(payload({ societe: { idcc: 1486 } }));
    expect(res.status).toBe(400);
    expect(res.body.erreurs).toContainEqual({ champ: `${G}.incapacite_invalidite`, message: 'Cette garantie est exigée par la convention collective (Exigé CCN).' });
  });

  it('equal levels above the agreement rate (Syntec 80 %)', async () => {
    const res = await tarifer(
      payload({
        societe: { idcc: '1486' },
        garanties: (g) => {
          Object.assign(g.incapaciteInvalidite, { selected: true, ittIndemniteJournaliere: 90, nonProCategorie23: 80, proTaux66: 80, ittFranchiseDuree: 'NIVEAU_3' });
          Object.assign(g.decesPtia, { celibataireVeufDivorce: 170, mariePacseConcubin: 225, majoration: 50 });
        },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.erreurs).toContainEqual({ champ: `${G}.incapacite_invalidite.itt_indemnite_journaliere`, message: "Au-delà de 80% les 3 niveaux de garantie d'incapacité et invalidité doivent être égaux." });
  });

  it('the portability doubling required by the agreement', async () => {
    const corps = (portabilite: 'OUI' | 'NON') =>
      payload({
        societe: { idcc: 1516 },
        proposition: { portabilite_supra_legale: portabilite },
        garanties: (g) => {
          Object.assign(g.incapaciteInvalidite, { selected: true, ittIndemniteJournaliere: 80, nonProCategorie23: 80, proTaux66: 80, ittFranchiseDuree: 'NIVEAU_3' });
          Object.assign(g.decesPtia, { celibataireVeufDivorce: 200, mariePacseConcubin: 250, majoration: 50 });
        },
      });
    const non = await tarifer(corps('NON'));
    expect(non.status).toBe(400);
    expect(non.body.erreurs[0].champ).toBe('donnees_tarifantes.proposition.portabilite_supra_legale');
    const oui = await tarifer(corps('OUI'));
    expect(oui.status).toBe(200);
    expect(oui.body.detail.facteurs.portabilite).toBe(1.025);
  });

  it('unsupported annuity types and unknown fields', async () => {
    const type = payload();
    type.donnees_tarifantes.proposition.garanties.push({ code: 'rente_education', caracteristiques: [{ nom: 'type', valeur: 'mixte' }] });
    const res = await tarifer(type);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Type de rente éducation mixte non géré.');
    const inconnu = await tarifer({ ...payload(), extra: 1 });
    expect(inconnu.status).toBe(400);
    expect(inconnu.body.message).toBe("Le champ « extra » n'est pas autorisé.");
  });
});

describe('GET /api/prevoyance/garanties', () => {
  it('lists the catalogue with the agreement minima for a college', async () => {
    const res = await request(app.getHttpServer()).get('/api/prevoyance/garanties?idcc=1486&college=CADRE');
    expect(res.status).toBe(200);
    expect(res.body.find((g: { code: string }) => g.code === 'itt_indemnite_journaliere')).toMatchObject({ minima: 80, isExigeCcn: true, min: 50, max: 100 });
  });
  it('refuses an unknown college', async () => {
    const res = await request(app.getHttpServer()).get('/api/prevoyance/garanties?idcc=1486&college=TOUS');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Le collège TOUS n'est pas tarifable en prévoyance.");
  });
});
