/**
 * Fixtures for the projets and studies e2e suites: signed-in requests that renew their 60 s token,
 * a fresh client company per suite, health and provident projet payloads valid today (Paris).
 */
import request from 'supertest';
import { autorisation, jeton as jetonDe } from './auth';

export const CODES_POSTES = [
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
] as const;

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL absent : le harnais e2e ne tourne pas');
  return url;
};

export const aujourdhui = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
export const plusJours = (n: number, depuis = aujourdhui): string => {
  const [y, m, d] = depuis.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
/** First day of next month: from J+1 and well before J+183, whatever the college size. */
export const premierDuMoisProchain = (() => {
  const [y, m] = aujourdhui.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
})();

export type Compte = 'alice' | 'bob' | 'carole' | 'diane';

/**
 * Signed-in calls to one running application: the harness's (the exports below) or one started in
 * the test process (test/support/app.ts).
 */
export function clientApi(base: () => string) {
  /** The account's bearer token (test/support/auth.ts: one sign-in per 30 s). */
  const jeton = (compte: Compte): Promise<string> => jetonDe(base(), compte);

  /** Signed-in supertest calls: `(await api('alice')).get('/api/projets')`. */
  async function api(compte: Compte) {
    const auth = await autorisation(base(), compte);
    const agent = request(base());
    return {
      get: (path: string) => agent.get(path).set('Authorization', auth),
      post: (path: string, body?: unknown) => agent.post(path).set('Authorization', auth).send(body as object),
      put: (path: string, body?: unknown) => agent.put(path).set('Authorization', auth).send(body as object),
      delete: (path: string) => agent.delete(path).set('Authorization', auth),
    };
  }

  /** A new client company of the account's distributor, named uniquely (no SIRET: optional while quoting). */
  async function nouveauClient(compte: Compte, idCcn = 9999, nom = `E2E Projets ${Date.now()} ${Math.round(Math.random() * 1e6)}`) {
    const res = await (await api(compte)).post('/api/client', {
      raison_sociale: nom,
      ccn: { id: idCcn },
      naf: '62.01Z',
      demographie: { effectif_global: 40, effectif_cadre: 12, effectif_non_cadre: 28 },
    });
    if (res.status !== 201 && res.status !== 200) throw new Error(`Client non créé (${res.status}) : ${JSON.stringify(res.body)}`);
    return { id: res.body.id as number, raisonSociale: nom };
  }

  /** Creates a projet and returns its id (fails the test otherwise). */
  async function creerProjet(compte: Compte, body: unknown): Promise<number> {
    const res = await (await api(compte)).post('/api/projets', body);
    if (res.status !== 201) throw new Error(`Projet non créé (${res.status}) : ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  }

  return { jeton, api, nouveauClient, creerProjet };
}

export type ClientApi = ReturnType<typeof clientApi>;

/** The same calls to the harness's application (E2E_BASE_URL). */
export const { jeton, api, nouveauClient, creerProjet } = clientApi(baseUrl);

export const santePayload = (clientId: number, autres: Record<string, unknown> = {}) => ({
  produit: { id: 460, code: 'SSC' },
  code_postal: '35000',
  resiliation_infra_annuelle: false,
  regime_obligatoire: 'SECURITE_SOCIALE',
  acces_surcomplementaire: true,
  date_effet: premierDuMoisProchain,
  client: { id: clientId },
  college: { type: 'CADRE', effectif: 12, age_moyen: 42 },
  commissionnement: { type: 'CLIN', taux: 5 },
  niveaux_garanties: CODES_POSTES.map((poste) => ({ poste, niveau: 5 })),
  ...autres,
});

/** A body of POST /api/sante/tarifer valid today: a college of 12 cadres, every poste at level 5, no agreement. */
export const tarifSantePayload = (donnees: Record<string, unknown> = {}, autres: Record<string, unknown> = {}) => ({
  donnees_tarifantes: {
    date_effet: premierDuMoisProchain,
    college: { type: 'CADRE', age_moyen: 42, effectif: 12 },
    regime_obligatoire: 'SECURITE_SOCIALE',
    code_postal: '35000',
    departement: '35',
    taux_commissionnement: 5,
    niveaux: CODES_POSTES.map((poste) => ({ poste, niveau: 5 })),
    idcc: 9999,
    ...donnees,
  },
  client: { id: 1 },
  utilisateur: { id: 'alice', code_distributeur: 'DIST-A', username: 'alice' },
  ...autres,
});

/** Provident guarantees at Syntec's cadres minima: the saved projet the SSR browser specs open (and the bench measures). */
export { GARANTIES_PREVOYANCE_SYNTEC } from './garanties-syntec';

/** Death/PTIA always; incapacity and education annuity on (list form of the guarantees). */
export const GARANTIES_PREVOYANCE = [
  {
    code: 'deces_ptia',
    caracteristiques: [
      { nom: 'celibataire_veuf_divorce', valeur: 100 },
      { nom: 'marie_pacse_concubin', valeur: 150 },
      { nom: 'majoration', valeur: 0 },
    ],
  },
  {
    code: 'incapacite_invalidite',
    caracteristiques: [
      { nom: 'itt_franchise_type', valeur: 'continue' },
      { nom: 'itt_indemnite_journaliere', valeur: 70 },
      { nom: 'itt_franchise_duree', valeur: 'NIVEAU_5' },
      { nom: 'non_pro_categorie_2_3', valeur: 40 },
      { nom: 'pro_taux_66', valeur: 50 },
    ],
  },
  { code: 'rente_education', caracteristiques: [{ nom: 'type', valeur: 'lineaire' }] },
];

export const prevoyancePayload = (clientId: number, autres: Record<string, unknown> = {}) => ({
  produit: { id: 470, code: 'SPC' },
  date_effet: premierDuMoisProchain,
  client: { id: clientId },
  college: { type: 'CADRE', effectif: 12, age_moyen: 42 },
  commissionnement: { type: 'CLIN', taux: 5 },
  masse_salariale: { type_masse_salariale: 'T1', masse_salariale_t1: 480000 },
  naf: { code: '62.01Z' },
  garanties: GARANTIES_PREVOYANCE,
  ...autres,
});

/** A DUE tunnel state whose ten steps are complete (the kit's documents all available), with `modifs` on top. */
export function etatDueComplet(depart: Record<string, unknown>, modifs: Record<string, unknown> = {}) {
  return {
    ...depart,
    etape1: { structureTarifaire: 'ISOLE_FAMILLE', appelDeCotisation: null, adresse: { voie: '3 quai Duguay-Trouin', codePostal: '35000', ville: 'Rennes' } },
    etape2: { etatRegime: 'NOUVEAU' },
    etape4: { plusieursEtablissements: 'NON' },
    etape6: { affiliationAyantsDroit: 'FACULTATIF' },
    etape7: { partCotisation: 70 },
    etape9: { dateEntreeVigueur: premierDuMoisProchain },
    etape10: { confirmation: true },
    ...modifs,
  };
}
