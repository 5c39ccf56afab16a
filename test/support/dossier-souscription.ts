/**
 * A subscription file brought to 100 % through HTTP, for the signature and kit suites: the study,
 * the hand-over, step 1, affiliation by another mode, the Kbis as a real PDF, and the signer.
 */
import request from 'supertest';
import type { ClientApi, Compte } from './projets';

export const ETAPE1_SANTE = {
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
  },
  adresse_siege_social: { numero: '12', voie: 'rue de la Paix', indice_repetition: 'B', code_postal: '35000', ville: 'Rennes' },
  interlocuteur: { civilite: 'madame', nom: 'Martin', prenom: 'Claire', fonction: 'Gérante', telephone: '06 12 34 56 78', email: 'claire.martin@example.fr', documentation_contractuelle_email: true },
  cotisation: { mode_cotisation: 'UNIQUE', payeur: null },
  etude_medicale: null,
};

/** A signer with a mobile of its own (uniqueness is per identity, across distributors). */
export function signataire(n: number) {
  const fin = String(n % 100_000_000).padStart(8, '0');
  return { civilite: 'madame', nom: `Martin${n}`, prenom: 'Claire', date_naissance: '1980-05-04', fonction: 'Gérante', telephone_portable: `075${fin.slice(1)}`, email: `claire.${n}@example.fr` };
}

export async function dossierCompletSante(app: Pick<ClientApi, 'api' | 'jeton'> & { url: string }, compte: Compte, idProjet: number, pdf: Buffer, n = Date.now()): Promise<void> {
  const a = await app.api(compte);
  const attendre = (res: request.Response, statuts: number[], quoi: string) => {
    if (!statuts.includes(res.status)) throw new Error(`${quoi} : ${res.status} ${JSON.stringify(res.body)}`);
  };
  attendre(await a.get(`/api/documents/etudes-personnalisees?projets_ids=${idProjet}`), [200], 'étude');
  attendre(await a.post(`/api/projets/${idProjet}/souscription`), [200, 201], 'souscription');
  attendre(await a.post(`/api/projets/${idProjet}/souscription/informations-complementaires`, ETAPE1_SANTE), [200, 201], 'étape 1');
  attendre(await a.post(`/api/projets/${idProjet}/souscription/affiliation-participants`, { methode_affiliation: 'AUTRES_MODES', mode_affiliation: 'dsn', participants: [] }), [200], 'étape 2');
  const kbis = await request(app.url)
    .post(`/api/projets/${idProjet}/souscription/pieces-justificatives`)
    .set('Authorization', `Bearer ${await app.jeton(compte)}`)
    .field('code', 'kbis')
    .attach('file', pdf, { filename: 'kbis.pdf', contentType: 'application/pdf' });
  attendre(kbis, [200], 'Kbis');
  attendre(await a.post(`/api/projets/${idProjet}/souscription/signataire`, signataire(n)), [200, 201], 'signataire');
  const vue = await a.get(`/api/projets/${idProjet}/souscription`);
  if (!vue.body.dossier_complet) throw new Error(`Dossier incomplet : ${JSON.stringify(vue.body.progression)}`);
}
