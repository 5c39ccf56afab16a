import { type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type { Utilisateur } from '../auth/utilisateur';
import { configurerCorpsJson } from '../common/corps-json';
import { ApiExceptionFilter } from '../common/http-exception.filter';
import { createValidationPipe } from '../common/validation';
import { COMMON } from '../domain/messages';
import { CODES_POSTES } from '../domain/pricing/sante/types';
import { ReferentielsService } from '../referentiels/referentiels.service';
import { Horloge } from '../common/horloge';
import { SanteController } from './sante.controller';
import { SanteService } from './sante.service';

/**
 * The controller, DTOs, validation pipe and error filter wired as in the app, in process: the
 * referential's towns and the clock are stand-ins, the signed-in user is alice (DIST-A).
 */
const ALICE: Utilisateur = { id: 'alice', username: 'alice', codeDistributeur: 'DIST-A', nom: 'Alice', scopes: [], roles: [] };
class FakeGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    ctx.switchToHttp().getRequest().user = ALICE;
    return true;
  }
}
const COMMUNES: Record<string, { departement: string }[]> = {
  '35000': [{ departement: '35' }],
  '75011': [{ departement: '75' }],
  '67000': [{ departement: '67' }],
};
let aujourdhui = '2026-11-21';
const communes = jest.fn(async (cp: string) => COMMUNES[cp] ?? []);

let app: NestExpressApplication;
beforeAll(async () => {
  const mod = await Test.createTestingModule({
    controllers: [SanteController],
    providers: [
      SanteService,
      { provide: Horloge, useValue: { aujourdhui: () => aujourdhui } },
      { provide: ReferentielsService, useValue: { communes } },
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

const payload = (donnees: Record<string, unknown> = {}, autres: Record<string, unknown> = {}) => ({
  donnees_tarifantes: {
    date_effet: '2026-12-01',
    college: { type: 'CADRE', age_moyen: 42, effectif: 12 },
    regime_obligatoire: 'SECURITE_SOCIALE',
    code_postal: '35000',
    departement: '35',
    taux_commissionnement: 5,
    niveaux: CODES_POSTES.map((poste) => ({ poste, niveau: 0 })),
    idcc: 9999,
    ...donnees,
  },
  client: { id: 42 },
  utilisateur: { id: 'alice', code_distributeur: 'DIST-A', username: 'alice' },
  ...autres,
});
const tarifer = (body: unknown) => request(app.getHttpServer()).post('/api/sante/tarifer').send(body as object);

describe('POST /api/sante/tarifer', () => {
  it('prices a good payload: 200, JSON, spec lines + barème version + breakdown', async () => {
    const res = await tarifer(payload());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.bareme_version).toBe('SSC-2026.1');
    expect(res.body.tarifs).toHaveLength(11);
    expect(res.body.tarifs.find((t: { structure: string }) => t.structure === 'ISOLE')).toEqual({ structure: 'ISOLE', tarif: { taux: 1.56, budget_mensuel: 62.48 } });
    expect(res.body.surcomplementaire).toHaveLength(3);
    expect(res.body.detail.postes).toHaveLength(11);
  });

  it('answers the same bytes from its memo for the same parameters (client and user do not matter)', async () => {
    const a = await tarifer(payload());
    const b = await tarifer(payload({}, { client: { id: 43 } }));
    expect(b.text).toBe(a.text);
  });

  it('reads the body as bytes: malformed JSON is a 400 in French, every time, and nothing is lost for a good body after it', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await request(app.getHttpServer()).post('/api/sante/tarifer').set('content-type', 'application/json').send('{"donnees_tarifantes":');
      expect([res.status, res.body.message]).toEqual([400, 'La requête est invalide.']);
    }
    const vide = await request(app.getHttpServer()).post('/api/sante/tarifer').set('content-type', 'application/json').send('');
    expect(vide.status).toBe(400);
    expect((await tarifer(payload())).status).toBe(200);
  });

  it('prices the same body sent to the address with a trailing slash', async () => {
    const a = await tarifer(payload());
    const b = await request(app.getHttpServer()).post('/api/sante/tarifer/').send(payload());
    expect([b.status, b.text]).toEqual([200, a.text]);
  });

  const ECART =
    "Vous avez atteint le nombre maximal d'écart autorisé entre des niveaux. Il n'est pas possible d'avoir plus de 6 niveaux d'écart entre les niveaux de garanties sélectionnés.";
  it.each<[string, Record<string, unknown>, string, string]>([
    ['headcount 0', { college: { type: 'CADRE', age_moyen: 42, effectif: 0 } }, 'donnees_tarifantes.college.effectif', 'Le collège doit comptabiliser au moins 1 salarié'],
    [
      'headcount 101',
      { college: { type: 'CADRE', age_moyen: 42, effectif: 101 } },
      'donnees_tarifantes.college.effectif',
      "La tarification en ligne n'est pas disponible pour les effectifs de plus de 100 salariés. Nous vous invitons à contacter votre délégation commerciale pour obtenir une tarification adaptée.",
    ],
    ['age 17', { college: { type: 'CADRE', age_moyen: 17, effectif: 12 } }, 'donnees_tarifantes.college.age_moyen', "L'âge moyen doit être un nombre entier compris entre 18 et 65 ans."],
    ['age 66', { college: { type: 'CADRE', age_moyen: 66, effectif: 12 } }, 'donnees_tarifantes.college.age_moyen', "L'âge moyen doit être un nombre entier compris entre 18 et 65 ans."],
    ['no college type', { college: { age_moyen: 40, effectif: 12 } }, 'donnees_tarifantes.college.type', 'Type de collège requis.'],
    ['date today for a one-person college', { date_effet: '2026-11-21', college: { type: 'CADRE', age_moyen: 42, effectif: 1 } }, 'donnees_tarifantes.date_effet', "Vous ne pouvez pas sélectionner une date d'effet < J+1 vu l'effectif de votre collège"],
    ['date last month', { date_effet: '2026-10-31' }, 'donnees_tarifantes.date_effet', "Vous ne pouvez pas sélectionner une date d'effet < J+1 vu l'effectif de votre collège"],
    ['date beyond J+183', { date_effet: '2027-05-24' }, 'donnees_tarifantes.date_effet', "La date d'effet doit être antérieure au 24/05/2027."],
    ['date in dd/mm/yyyy', { date_effet: '01/12/2026' }, 'donnees_tarifantes.date_effet', "La date d'effet doit être au format AAAA-MM-JJ."],
    ['no level', { niveaux: [] }, 'donnees_tarifantes.niveaux', 'Veuillez sélectionner au moins un niveau de garantie.'],
    ['spread 7', { niveaux: [{ poste: 'OPTIQUE', niveau: 7 }, { poste: 'MATERNITE', niveau: 0 }] }, 'donnees_tarifantes.niveaux', ECART],
    [
      'level below the Syntec cadre minimum',
      { idcc: '1486', niveaux: CODES_POSTES.map((poste) => ({ poste, niveau: 5 })).map((n) => (n.poste === 'OPTIQUE' ? { ...n, niveau: 4 } : n)) },
      'donnees_tarifantes.niveaux',
      'Le niveau 4 du poste OPTIQUE est inférieur au minimum exigé par la convention collective (niveau 5).',
    ],
    ['unknown poste', { niveaux: [{ poste: 'LUNETTES', niveau: 2 }] }, 'donnees_tarifantes.niveaux.0.poste', 'Poste de garantie inconnu : LUNETTES.'],
    ['level 12', { niveaux: [{ poste: 'OPTIQUE', niveau: 12 }] }, 'donnees_tarifantes.niveaux.0.niveau', 'Le niveau doit être un nombre entier compris entre 0 et 11.'],
    ['same poste twice', { niveaux: [{ poste: 'OPTIQUE', niveau: 2 }, { poste: 'OPTIQUE', niveau: 3 }] }, 'donnees_tarifantes.niveaux', 'Le poste OPTIQUE est sélectionné plusieurs fois.'],
    ['commission 16', { taux_commissionnement: 16 }, 'donnees_tarifantes.taux_commissionnement', 'Le taux de commissionnement doit être un nombre entier compris entre 0 et 15 %.'],
    ['unknown regime', { regime_obligatoire: 'MSA' }, 'donnees_tarifantes.regime_obligatoire', 'Le régime obligatoire doit valoir SECURITE_SOCIALE ou ALSACE_MOSELLE.'],
    ['postcode of another department', { code_postal: '75011' }, 'donnees_tarifantes.code_postal', 'Le code postal ne correspond pas au département renseigné'],
    ['unknown postcode', { code_postal: '35999' }, 'donnees_tarifantes.code_postal', 'le code postal est invalide'],
    ['postcode with letters', { code_postal: '35A00' }, 'donnees_tarifantes.code_postal', 'Le code postal doit contenir 5 chiffres.'],
    ['bad department', { departement: '20' }, 'donnees_tarifantes.departement', 'Le département est invalide.'],
    ['bad IDCC', { idcc: 'abc' }, 'donnees_tarifantes.idcc', "L'IDCC doit être un nombre entier de 1 à 9999."],
  ])('%s → 400 with the French message', async (_n, donnees, champ, message) => {
    const res = await tarifer(payload(donnees));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.erreurs).toContainEqual({ champ, message });
  });

  it.each([[[]], ['"texte"'], [{}]])('refuses a body that is not the payload: %j → 400', async (corps) => {
    const res = await request(app.getHttpServer()).post('/api/sante/tarifer').set('Content-Type', 'application/json').send(typeof corps === 'string' ? corps : JSON.stringify(corps));
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('memoises only valid bodies: the same bad body is refused every time', async () => {
    for (let i = 0; i < 2; i++) expect((await tarifer(payload({ taux_commissionnement: 99 }))).status).toBe(400);
  });

  it('checks the distributor and the date window on every call, even for a memoised body', async () => {
    const corps = payload({}, { utilisateur: { id: 'carole', code_distributeur: 'DIST-B', username: 'carole' } });
    expect((await tarifer(corps)).status).toBe(403);
    expect((await tarifer(corps)).status).toBe(403);
    const ok = payload({ date_effet: '2026-11-25', college: { type: 'CADRE', age_moyen: 42, effectif: 1 } });
    expect((await tarifer(ok)).status).toBe(200);
    aujourdhui = '2026-11-26'; // the next days: the same bytes now carry an expired date
    try {
      const res = await tarifer(ok);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Vous ne pouvez pas sélectionner une date d'effet < J+1 vu l'effectif de votre collège");
    } finally {
      aujourdhui = '2026-11-21';
    }
  });

  it('refuses unknown fields (whitelist)', async () => {
    const res = await tarifer(payload({ remise: 10 }));
    expect(res.status).toBe(400);
    expect(res.body.erreurs[0].champ).toBe('donnees_tarifantes.remise');
  });

  it("refuses another distributor's utilisateur: 403", async () => {
    const res = await tarifer(payload({}, { utilisateur: { id: 'carole', code_distributeur: 'DIST-B', username: 'carole' } }));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Vous ne pouvez pas tarifer pour le compte d'un autre distributeur.");
  });

  it('the spread is free under an agreement minimum, and a month-start date is fine for 2+ staff', async () => {
    const niveaux = CODES_POSTES.map((poste) => ({ poste, niveau: poste === 'OPTIQUE' ? 11 : 1 }));
    const res = await tarifer(payload({ idcc: 2596, niveaux, date_effet: '2026-11-01' }));
    expect(res.status).toBe(200);
  });
});

describe('catalogue endpoints', () => {
  const get = (url: string) => request(app.getHttpServer()).get(url);
  it('GET /api/produits/460/niveaux', async () => {
    const res = await get('/api/produits/460/niveaux');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(12);
    expect(res.body[0]).toEqual({ code: 'NIVEAU_0', numValue: 0, libelle: 'Niveau 0' });
  });
  it('GET /api/produits/461/postes', async () => {
    const res = await get('/api/produits/461/postes');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { code: string }) => p.code)).toEqual([...CODES_POSTES]);
    expect(Object.keys(res.body[0]).sort()).toEqual(['code', 'detail_libelle', 'libelle', 'niveaux']);
  });
  it.each([['/api/produits/470/postes'], ['/api/produits/471/niveaux'], ['/api/produits/2147483647/postes'], ['/api/produits/470/ccns/1486/minima?college=CADRE']])('%s → 404 in French', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/^L'offre .* ne comporte pas de garanties santé\.$/);
  });
  it('GET minima for Syntec cadres', async () => {
    const res = await get('/api/produits/460/ccns/1486/minima?college=CADRE');
    expect(res.status).toBe(200);
    expect(res.body.find((m: { poste: string }) => m.poste === 'OPTIQUE')).toEqual({ poste: 'OPTIQUE', minima: 5, type: 'NIVEAU', palier: null, valeur: '350', niveaux: [5, 6, 7, 8, 9, 10, 11] });
    expect(res.body.find((m: { poste: string }) => m.poste === 'OPTIQUE_CHIRURGIE')).toMatchObject({ minima: null, type: 'FLAG', valeur: 'NON' });
  });
  it.each([
    ['/api/produits/460/ccns/1486/minima', 'Type de collège requis.'],
    ['/api/produits/460/ccns/1486/minima?college=CHEF', 'Type de collège requis.'],
    ['/api/produits/460/ccns/10000/minima?college=CADRE', "L'identifiant de la convention collective doit être un nombre entier."],
    ['/api/produits/460/ccns/abc/minima?college=CADRE', COMMON.identifiantInvalide('idCcn', 'abc')],
    ['/api/produits/abc/postes', COMMON.identifiantInvalide('idProduit', 'abc')],
    ['/api/produits/99999999999/niveaux', COMMON.identifiantInvalide('idProduit', '99999999999')],
  ])('%s → 400 %s', async (url, message) => {
    const res = await get(url);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
