/**
 * The DIST-A data the security suites aim at, made through the API with the fixtures of
 * test/support/projets.ts: clients, health and provident projets, a study handed over, a
 * subscription started, an archived projet, a study e-mail (in the outbox), a generated file.
 */
import type { AppDeTest } from '../support/app';
import { prevoyancePayload, santePayload } from '../support/projets';
import type { Pools } from './openapi';

export interface DonneesAlice {
  /** Ids by kind of record, as the OpenAPI extension names them. */
  pools: Pools;
  projetSouscrit: number;
}

async function attendu<T extends { status: number; body: unknown }>(appel: PromiseLike<T>, statuts: number[], quoi: string): Promise<T> {
  const res = await appel;
  if (!statuts.includes(res.status)) throw new Error(`${quoi} : ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

export async function preparerDonneesAlice(app: AppDeTest): Promise<DonneesAlice> {
  const a = await app.api('alice');
  const c1 = await app.nouveauClient('alice');
  const c2 = await app.nouveauClient('alice', 1486);
  const projets = [
    await app.creerProjet('alice', santePayload(c1.id)),
    await app.creerProjet('alice', santePayload(c1.id, { college: { type: 'NON_CADRE', effectif: 20, age_moyen: 35 }, commissionnement: { type: 'NCLIN', taux: 5 } })),
    await app.creerProjet('alice', prevoyancePayload(c1.id)),
    await app.creerProjet('alice', prevoyancePayload(c1.id, { commissionnement: { type: 'CLIN', taux: 8 } })),
    await app.creerProjet('alice', santePayload(c2.id, { niveaux_garanties: santePayload(c2.id).niveaux_garanties.map((n) => ({ ...n, niveau: 7 })) })),
    await app.creerProjet('alice', santePayload(c2.id)),
  ];
  // Study handed over, then the subscription: TARIFS_FIGES, EN_SOUSCRIPTION.
  await attendu(a.get(`/api/documents/etudes-personnalisees?projets_ids=${projets[2]}`), [200], 'Étude');
  await attendu(a.post(`/api/projets/${projets[2]}/souscription`), [201], 'Souscription');
  await attendu(a.post('/api/archiver-projets', { projets_ids: [projets[5]] }), [200], 'Archivage');
  await attendu(a.post('/api/documents/etudes-personnalisees/email', { email: 'dirigeant@alice-exemple.fr', projets_ids: [projets[0]] }), [200, 202], 'E-mail');
  const descriptif = await attendu(a.get('/api/sante/produits/460/documents/descriptif-prestations-socle'), [200], 'Descriptif');
  const courriels = (await attendu(a.get('/api/dev/outbox'), [200], 'Boîte d’envoi')).body as { id: number }[];
  return {
    pools: { projet: projets, client: [c1.id, c2.id], courriel: courriels.map((m) => m.id), fichier: [String(descriptif.headers['content-location']).split('/').pop()!] },
    projetSouscrit: projets[2],
  };
}

/** Everything alice can read of her records: compared before and after the attempts. */
export async function instantaneAlice(app: AppDeTest, d: DonneesAlice): Promise<unknown> {
  const a = await app.api('alice');
  const lire = async (chemin: string) => {
    const res = await a.get(chemin);
    return { status: res.status, corps: res.body as unknown };
  };
  return {
    liste: await lire('/api/projets'),
    projets: await Promise.all(d.pools.projet.map((id) => lire(`/api/projets/${id}`))),
    figees: await lire(`/api/projets/${d.projetSouscrit}/donnees-figees`),
    clients: await lire('/api/clients'),
    client: await Promise.all(d.pools.client.map((id) => lire(`/api/client/${id}`))),
    courriels: await lire('/api/dev/outbox'),
    fichiers: await Promise.all(d.pools.fichier.map(async (id) => (await a.get(`/api/fichiers/${id}`)).status)),
  };
}
