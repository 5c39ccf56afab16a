/**
 * GET /api/metrics (issue 30 item 5, ADR 0068): absent without METRICS_TOKEN, refused without the
 * right bearer token, and with it the Prometheus text of the process: HTTP durations by route
 * template, event-loop delay, the database pool, the mail outbox, the signature inbox.
 */
import { demarrerApplication, type ApplicationIsolee } from '../support/application';
import { baseUrl, clientApi, santePayload } from '../support/projets';

const JETON = 'jeton-des-metriques-de-test-0123456789';

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN (the shared test application has none)', async () => {
    const r = await fetch(`${baseUrl()}/api/metrics`, { headers: { authorization: `Bearer ${JETON}` } });
    expect(r.status).toBe(404);
  });

  describe('with METRICS_TOKEN', () => {
    let app: ApplicationIsolee;
    beforeAll(async () => {
      app = await demarrerApplication({ METRICS_TOKEN: JETON });
    }, 120_000);
    afterAll(() => app?.arreter());

    it('refuses a request without the token, or with another one (the API 401)', async () => {
      for (const autorisation of [undefined, 'Bearer autre-jeton-de-meme-longueur-0123456', `Basic ${JETON}`]) {
        const r = await fetch(`${app.baseUrl}/api/metrics`, { headers: autorisation ? { authorization: autorisation } : {} });
        expect(r.status).toBe(401);
        expect((await r.json()).message).toBe('Vous devez être connecté pour accéder à cette ressource.');
      }
    });

    it('gives the Prometheus text: route templates (never an id), the pool, the outbox, the event loop', async () => {
      await fetch(`${app.baseUrl}/api/health`);
      await fetch(`${app.baseUrl}/api/projets/123456`);
      const r = await fetch(`${app.baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${JETON}` } });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/);
      const texte = await r.text();
      expect(texte).toMatch(/^http_requete_duree_secondes_bucket\{le="0\.005",methode="GET",route="\/api\/health",statut="200"\} \d+/m);
      expect(texte).toMatch(/^http_requete_duree_secondes_count\{methode="GET",route="\/api\/projets\/:id",statut="401"\} 1$/m);
      expect(texte).not.toContain('123456');
      expect(texte).toMatch(/^db_pool_connexions\{etat="total"\} \d+/m);
      expect(texte).toMatch(/^mail_plus_ancien_en_attente_secondes \d/m);
      expect(texte).toMatch(/^signature_rappel_retard_secondes \d/m);
      expect(texte).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    });

    it("counts the jobs this process ran (the study's PDF) and the queues' depth by state", async () => {
      const client = clientApi(() => app.baseUrl);
      const { id: clientId } = await client.nouveauClient('alice');
      const id = await client.creerProjet('alice', santePayload(clientId));
      const etude = await (await client.api('alice')).get(`/api/documents/etudes-personnalisees?projets_ids=${id}`);
      expect(etude.status).toBe(200);
      const texte = await (await fetch(`${app.baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${JETON}` } })).text();
      expect(texte).toMatch(/^job_tentative_duree_secondes_count\{job="etudes\.etude-personnalisee",file="[^"]+",issue="ok"\} [1-9]/m);
      expect(texte).toMatch(/^job_file_profondeur\{job="etudes\.etude-personnalisee",file="[^"]+",etat="completed"\} [1-9]/m);
      expect(texte).toMatch(/^job_plus_ancien_en_attente_secondes\{job="mail\.envoi",file="[^"]+"\} \d/m);
    });
  });
});
