/**
 * Health offer over HTTP against the running application (E2E_BASE_URL, started by the e2e
 * global setup): catalogue endpoints and POST /api/sante/tarifer, signed in as alice (DIST-A).
 * Dates are relative to today (Europe/Paris), since the server's clock is the real one.
 */
import request from 'supertest';
import { jeton } from '../support/auth';
import { tarifSantePayload } from '../support/projets';

const CODES_POSTES = [
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
];
const ECART =
  "Vous avez atteint le nombre maximal d'écart autorisé entre des niveaux. Il n'est pas possible d'avoir plus de 6 niveaux d'écart entre les niveaux de garanties sélectionnés.";

const aujourdhui = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const plusJours = (n: number) => {
  const [y, m, d] = aujourdhui.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
/** First day of next month: after J+1 and well before J+183, whatever the college size. */
const premierDuMoisProchain = (() => {
  const [y, m] = aujourdhui.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
})();
const formatFr = (iso: string) => iso.split('-').reverse().join('/');

const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL absent : le harnais e2e ne tourne pas');
  return url;
};

let token: string;
beforeAll(async () => {
  token = await jeton(baseUrl(), 'alice');
});

const payload = tarifSantePayload;
const tarifer = (body: unknown) => request(baseUrl()).post('/api/sante/tarifer').set('Authorization', `Bearer ${token}`).send(body as object);
const get = (path: string) => request(baseUrl()).get(path).set('Authorization', `Bearer ${token}`);

describe('POST /api/sante/tarifer', () => {
  it('prices a good payload: every structure, barème version, breakdown', async () => {
    const res = await tarifer(payload());
    expect(res.status).toBe(200);
    expect(res.body.bareme_version).toMatch(/^SSC-\d{4}\.\d+$/);
    expect(res.body.tarifs.map((t: { structure: string }) => t.structure)).toEqual([
      'UNIQUE', 'ISOLE', 'FAMILLE', 'P1', 'P2', 'P3', 'SALARIE_SEUL', 'CONJOINT_SEUL', 'ENFANT', 'SALARIE_ENFANT', 'CONJOINT_SALARIE_ENFANT',
    ]);
    const isole = res.body.tarifs.find((t: { structure: string }) => t.structure === 'ISOLE').tarif;
    expect(isole.taux).toBeGreaterThanOrEqual(1.5);
    expect(isole.taux).toBeLessThanOrEqual(6);
    // budget = exact rate × PMSS, to the cent: within half a rate hundredth × PMSS of the shown rate × PMSS.
    const pmss = res.body.detail.pmss.montant;
    expect(Math.abs(isole.budget_mensuel - (isole.taux / 100) * pmss)).toBeLessThanOrEqual(0.00005 * pmss + 0.005);
    expect(res.body.detail.postes).toHaveLength(11);
    expect(res.body.detail.chargements.tsa).toBe(13.27);
    expect(res.body.surcomplementaire.map((t: { structure: string }) => t.structure)).toEqual(['SALARIE_SEUL', 'CONJOINT_SEUL', 'ENFANT']);
  });

  it('is deterministic and monotone: a higher level or commission never costs less', async () => {
    const a = await tarifer(payload());
    const b = await tarifer(payload());
    expect(b.body).toEqual(a.body);
    const plusHaut = await tarifer(payload({ niveaux: CODES_POSTES.map((poste) => ({ poste, niveau: poste === 'OPTIQUE' ? 8 : 5 })) }));
    const plusCommission = await tarifer(payload({ taux_commissionnement: 10 }));
    for (const r of [plusHaut, plusCommission]) {
      expect(r.status).toBe(200);
      r.body.tarifs.forEach((t: { tarif: { budget_mensuel: number } }, i: number) => expect(t.tarif.budget_mensuel).toBeGreaterThanOrEqual(a.body.tarifs[i].tarif.budget_mensuel));
    }
  });

  it('accepts the spread under an agreement minimum (Coiffure: OPTIQUE at least 8)', async () => {
    const res = await tarifer(payload({ idcc: '2596', niveaux: CODES_POSTES.map((poste) => ({ poste, niveau: poste === 'OPTIQUE' ? 11 : 1 })) }));
    expect(res.status).toBe(200);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['college headcount 0', { college: { type: 'CADRE', age_moyen: 42, effectif: 0 } }, 'Le collège doit comptabiliser au moins 1 salarié'],
    [
      'college headcount 101',
      { college: { type: 'CADRE', age_moyen: 42, effectif: 101 } },
      "La tarification en ligne n'est pas disponible pour les effectifs de plus de 100 salariés. Nous vous invitons à contacter votre délégation commerciale pour obtenir une tarification adaptée.",
    ],
    ['average age 17', { college: { type: 'CADRE', age_moyen: 17, effectif: 12 } }, "L'âge moyen doit être un nombre entier compris entre 18 et 65 ans."],
    ['average age 66', { college: { type: 'CADRE', age_moyen: 66, effectif: 12 } }, "L'âge moyen doit être un nombre entier compris entre 18 et 65 ans."],
    ['no college type', { college: { age_moyen: 42, effectif: 12 } }, 'Type de collège requis.'],
    ['effective date today, one-person college', { date_effet: aujourdhui, college: { type: 'CADRE', age_moyen: 42, effectif: 1 } }, "Vous ne pouvez pas sélectionner une date d'effet < J+1 vu l'effectif de votre collège"],
    ['effective date beyond J+183', { date_effet: plusJours(184) }, `La date d'effet doit être antérieure au ${formatFr(plusJours(184))}.`],
    ['effective date as dd/mm/yyyy', { date_effet: formatFr(premierDuMoisProchain) }, "La date d'effet doit être au format AAAA-MM-JJ."],
    ['no level selected', { niveaux: [] }, 'Veuillez sélectionner au moins un niveau de garantie.'],
    ['spread of 7 levels', { niveaux: [{ poste: 'OPTIQUE', niveau: 7 }, { poste: 'MATERNITE', niveau: 0 }] }, ECART],
    [
      'a level below the agreement minimum (Syntec cadres, OPTIQUE at least 5)',
      { idcc: 1486, niveaux: CODES_POSTES.map((poste) => ({ poste, niveau: poste === 'OPTIQUE' ? 4 : 5 })) },
      'Le niveau 4 du poste OPTIQUE est inférieur au minimum exigé par la convention collective (niveau 5).',
    ],
    ['unknown poste', { niveaux: [{ poste: 'LUNETTES', niveau: 3 }] }, 'Poste de garantie inconnu : LUNETTES.'],
    ['level 12', { niveaux: [{ poste: 'OPTIQUE', niveau: 12 }] }, 'Le niveau doit être un nombre entier compris entre 0 et 11.'],
    ['commission 16 %', { taux_commissionnement: 16 }, 'Le taux de commissionnement doit être un nombre entier compris entre 0 et 15 %.'],
    ['unknown social regime', { regime_obligatoire: 'MSA' }, 'Le régime obligatoire doit valoir SECURITE_SOCIALE ou ALSACE_MOSELLE.'],
    ['postcode of another department', { code_postal: '75011' }, 'Le code postal ne correspond pas au département renseigné'],
    ['postcode not in 5 digits', { code_postal: '3500' }, 'Le code postal doit contenir 5 chiffres.'],
  ])('%s → 400 with the French message', async (_n, donnees, message) => {
    const res = await tarifer(payload(donnees));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.erreurs.map((e: { message: string }) => e.message)).toContain(message);
  });

  it("refuses another distributor's utilisateur → 403", async () => {
    const res = await tarifer(payload({}, { utilisateur: { id: 'carole', code_distributeur: 'DIST-B', username: 'carole' } }));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Vous ne pouvez pas tarifer pour le compte d'un autre distributeur.");
  });

  it('needs a signed-in user → 401', async () => {
    const res = await request(baseUrl()).post('/api/sante/tarifer').send(payload());
    expect(res.status).toBe(401);
  });
});

describe('health catalogue endpoints', () => {
  it('GET /api/produits/460/niveaux: the 12 level headers', async () => {
    const res = await get('/api/produits/460/niveaux');
    expect(res.status).toBe(200);
    expect(res.body.map((n: { numValue: number }) => n.numValue)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('GET /api/produits/460/postes: 11 postes with labels and levels 0..11', async () => {
    const res = await get('/api/produits/460/postes');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { code: string }) => p.code)).toEqual(CODES_POSTES);
    for (const p of res.body) {
      expect(p.libelle).toBeTruthy();
      expect(p.detail_libelle).toBeTruthy();
      expect(p.niveaux).toHaveLength(12);
      expect(Object.keys(p.niveaux[0]).sort()).toEqual(['code', 'libelle', 'numValue', 'unite', 'valeur']);
    }
  });

  it('GET /api/produits/460/ccns/1486/minima?college=CADRE: per poste {poste, minima, type, palier, niveaux}', async () => {
    const res = await get('/api/produits/460/ccns/1486/minima?college=CADRE');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(11);
    expect(res.body.find((m: { poste: string }) => m.poste === 'OPTIQUE')).toMatchObject({ minima: 5, type: 'NIVEAU', palier: null, niveaux: [5, 6, 7, 8, 9, 10, 11] });
    expect(res.body.find((m: { poste: string }) => m.poste === 'DENTAIRE_NON_PRIS_EN_CHARGE')).toMatchObject({ type: 'PALIER', palier: { min: 200, max: 400, unite: 'EURO' } });
    expect(res.body.find((m: { poste: string }) => m.poste === 'OPTIQUE_CHIRURGIE')).toMatchObject({ minima: null, type: 'FLAG', valeur: 'NON' });
  });

  it('an agreement without minima (9999) gives no minimum on any poste', async () => {
    const res = await get('/api/produits/461/ccns/9999/minima?college=TOUS');
    expect(res.status).toBe(200);
    expect(res.body.every((m: { minima: unknown }) => m.minima === null)).toBe(true);
  });

  it.each([['/api/produits/470/postes'], ['/api/produits/471/niveaux']])('%s: a provident offer has no postes → 404 in French', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/ne comporte pas de garanties santé/);
  });

  it('minima without college → 400 Type de collège requis.', async () => {
    const res = await get('/api/produits/460/ccns/1486/minima');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Type de collège requis.');
  });
});
