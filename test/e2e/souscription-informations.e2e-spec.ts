/**
 * The subscription file through HTTP (spec 02 steps 1 and frame): load, step 1 'Informations
 * complémentaires', bad input, another distributor, a projet never handed over.
 */
import { api, creerProjet, nouveauClient, prevoyancePayload, santePayload, type Compte } from '../support/projets';

const SIRET = '73282932000074';

/** A projet handed over to the subscription (the study first, then POST …/souscription). */
async function enSouscription(compte: Compte, body: unknown): Promise<number> {
  const id = await creerProjet(compte, body);
  const a = await api(compte);
  expect((await a.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`)).status).toBe(200);
  expect((await a.post(`/api/projets/${id}/souscription`)).status).toBe(201);
  return id;
}

const etape1 = (v: { entreprise?: Record<string, unknown>; cotisation?: unknown; etude_medicale?: unknown } = {}) => ({
  entreprise_adherente: {
    nature_contrat: 'NOUVEAU',
    nature_regime: null,
    raison_sociale: 'ignorée : figée',
    siret: '732 829 320 00074',
    forme_juridique: 'sarl',
    activite: 'commerciale',
    idcc: null,
    naf: '62.01Z',
    date_creation_administrative: '2012-03-01',
    ...v.entreprise,
  },
  adresse_siege_social: { numero: '12', voie: 'rue de la Paix', indice_repetition: 'B', code_postal: '35000', ville: 'Rennes' },
  interlocuteur: { civilite: 'madame', nom: 'Martin', prenom: 'Claire', fonction: 'Gérant', telephone: '02 99 00 11 22', email: 'claire.martin@example.fr', documentation_contractuelle_email: true },
  cotisation: v.cotisation === undefined ? { mode_cotisation: 'UNIQUE', payeur: null } : v.cotisation,
  etude_medicale: v.etude_medicale ?? null,
});

let client: { id: number; raisonSociale: string };
let sante: number;

beforeAll(async () => {
  client = await nouveauClient('alice');
  sante = await enSouscription('alice', santePayload(client.id));
});

describe('GET /api/projets/{id}/souscription', () => {
  it('answers the prefill from the client and the projet, with progress', async () => {
    const res = await (await api('alice')).get(`/api/projets/${sante}/souscription`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id_projet: sante,
      code_produit: 'SSC',
      raison_sociale: client.raisonSociale,
      lecture_seule: false,
      informations_enregistrees: false,
      informations_complementaires: {
        entreprise_adherente: { raison_sociale: client.raisonSociale, nature_contrat: 'NOUVEAU', naf: '62.01Z' },
        adresse_siege_social: { code_postal: '35000', ville: 'Rennes' },
        interlocuteur: { documentation_contractuelle_email: true },
      },
      dossier_complet: false,
    });
    expect(res.body.champs_figes).toContain('entreprise_adherente.raison_sociale');
    expect(res.body.modes_cotisation.map((m: { code: string }) => m.code)).toContain('UNIQUE');
    const c = res.body.progression.informationsComplementaires;
    expect(c.nbCompleted).toBeLessThan(c.nbTotal);
  });

  it('a projet never handed over, an unknown one and malformed ids: 404 / 400 in French', async () => {
    const a = await api('alice');
    const neuf = await creerProjet('alice', santePayload(client.id));
    const r = await a.get(`/api/projets/${neuf}/souscription`);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(`Aucune souscription n'a été démarrée pour le projet ${neuf}.`);
    expect((await a.get('/api/projets/2147483600/souscription')).status).toBe(404);
    const malforme = await a.get('/api/projets/abc/souscription');
    expect(malforme.status).toBe(400);
    expect(malforme.body.message).toMatch(/identifiant/);
  });
});

describe('POST /api/projets/{id}/souscription/informations-complementaires', () => {
  it('saves step 1 (frozen name kept, SIRET without spaces) and reaches 100 % on that step', async () => {
    const a = await api('alice');
    const res = await a.post(`/api/projets/${sante}/souscription/informations-complementaires`, etape1());
    expect(res.status).toBe(200);
    expect(res.body.informations_enregistrees).toBe(true);
    expect(res.body.informations_complementaires.entreprise_adherente).toMatchObject({ raison_sociale: client.raisonSociale, siret: SIRET });
    const c = res.body.progression.informationsComplementaires;
    expect(c.nbCompleted).toBe(c.nbTotal);
    expect((await a.get(`/api/projets/${sante}/souscription`)).body.informations_complementaires).toEqual(res.body.informations_complementaires);
  });

  it.each([
    ['a number for a text', etape1({ entreprise: { raison_sociale: 42 } }), 'entreprise_adherente.raison_sociale', 'Le champ « entreprise_adherente.raison_sociale » doit être un texte.'],
    ['an unknown field', { ...etape1(), inconnu: 1 }, 'inconnu', "Le champ « inconnu » n'est pas autorisé."],
    ['no interlocuteur', { ...etape1(), interlocuteur: undefined }, 'interlocuteur', 'Le champ interlocuteur est obligatoire'],
    ['a bad SIRET key', etape1({ entreprise: { siret: '73282932000075' } }), 'entreprise_adherente.siret', 'Le numéro de siret est invalide'],
    ['an empty SIRET', etape1({ entreprise: { siret: '' } }), 'entreprise_adherente.siret', 'Le champ SIRET est obligatoire'],
    ['a creation date in the future', etape1({ entreprise: { date_creation_administrative: '2999-01-01' } }), 'entreprise_adherente.date_creation_administrative', 'La date de création ne peut pas être postérieure à la date du jour.'],
    ['an unknown contribution mode', etape1({ cotisation: { mode_cotisation: 'TOUT', payeur: null } }), 'cotisation.mode_cotisation', "Le champ « cotisation.mode_cotisation » doit valoir l'une des valeurs : UNIQUE, ISOLE_FAMILLE, PERSONNES, SALARIE_CONJOINT_ENFANT, SALARIE_ENFANT."],
    ['an activity of another form', etape1({ entreprise: { activite: 'sante' } }), 'entreprise_adherente.activite', "L'activité ne correspond pas à la forme juridique."],
    // Values the screen would hide: refused on their field, never saved as null silently.
    ['a payer for the UNIQUE mode', etape1({ cotisation: { mode_cotisation: 'UNIQUE', payeur: 'SALARIES' } }), 'cotisation.payeur', "Le payeur n'est pas demandé pour ce mode de cotisation."],
    ['a regime for health', etape1({ entreprise: { nature_regime: 'CREATION_REGIME' } }), 'entreprise_adherente.nature_regime', "La nature du régime n'est demandée qu'en prévoyance pour une nouvelle affaire."],
  ])('refuses %s with a French 400 and keeps what was saved', async (_l, body, champ, message) => {
    const a = await api('alice');
    const avant = (await a.get(`/api/projets/${sante}/souscription`)).body.informations_complementaires;
    const res = await a.post(`/api/projets/${sante}/souscription/informations-complementaires`, body);
    expect(res.status).toBe(400);
    expect(res.body.erreurs).toContainEqual({ champ, message });
    expect((await a.get(`/api/projets/${sante}/souscription`)).body.informations_complementaires).toEqual(avant);
  });

  it('provident: nature du régime for a new contract and the medical study; the default under 6', async () => {
    const a = await api('alice');
    const id = await enSouscription('alice', prevoyancePayload(client.id, { college: { type: 'CADRE', effectif: 4, age_moyen: 42 }, masse_salariale: { type_masse_salariale: 'T1', masse_salariale_t1: 160000 } }));
    const vue = (await a.get(`/api/projets/${id}/souscription`)).body;
    expect(vue.informations_complementaires.etude_medicale.effectif_college_inferieur_6).toBe(true);
    const sansRegime = await a.post(`/api/projets/${id}/souscription/informations-complementaires`, etape1({ cotisation: null, etude_medicale: vue.informations_complementaires.etude_medicale }));
    expect(sansRegime.status).toBe(400);
    expect(sansRegime.body.erreurs.map((e: { champ: string }) => e.champ)).toEqual(
      expect.arrayContaining(['entreprise_adherente.nature_regime', 'etude_medicale.souscription_simultanee_et_effectif_global_superieur_5']),
    );
    const ok = await a.post(
      `/api/projets/${id}/souscription/informations-complementaires`,
      etape1({
        entreprise: { nature_regime: 'CREATION_REGIME' },
        cotisation: null,
        etude_medicale: { effectif_college_inferieur_6: true, souscription_simultanee_et_effectif_global_superieur_5: false, beneficiaires_rente_education_conjoint: false },
      }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.informations_complementaires.cotisation).toBeNull();
    expect(ok.body.progression.informationsComplementaires.nbCompleted).toBe(ok.body.progression.informationsComplementaires.nbTotal);
    // A MODIFICATION hides the regime: one sent with it is refused on its field, and the saved file is unchanged.
    const modification = await a.post(
      `/api/projets/${id}/souscription/informations-complementaires`,
      etape1({
        entreprise: { nature_contrat: 'MODIFICATION', nature_regime: 'REPRISE_REGIME' },
        cotisation: null,
        etude_medicale: { effectif_college_inferieur_6: true, souscription_simultanee_et_effectif_global_superieur_5: false, beneficiaires_rente_education_conjoint: false },
      }),
    );
    expect(modification.status).toBe(400);
    expect(modification.body.erreurs).toEqual([{ champ: 'entreprise_adherente.nature_regime', message: "La nature du régime n'est demandée qu'en prévoyance pour une nouvelle affaire." }]);
    expect((await a.get(`/api/projets/${id}/souscription`)).body.informations_complementaires.entreprise_adherente).toMatchObject({ nature_contrat: 'NOUVEAU', nature_regime: 'CREATION_REGIME' });
  });
});

describe('another distributor', () => {
  it('never reads nor saves the subscription (404 like a missing one), and nothing changes', async () => {
    const c = await api('carole');
    const avant = (await (await api('alice')).get(`/api/projets/${sante}/souscription`)).body;
    const lire = await c.get(`/api/projets/${sante}/souscription`);
    expect(lire.status).toBe(404);
    const ecrire = await c.post(`/api/projets/${sante}/souscription/informations-complementaires`, etape1({ entreprise: { naf: '10.71C' } }));
    expect(ecrire.status).toBe(404);
    expect((await c.post(`/api/projets/${sante}/souscription`)).status).toBe(404);
    expect((await (await api('alice')).get(`/api/projets/${sante}/souscription`)).body).toEqual(avant);
  });
});
