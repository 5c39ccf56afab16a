import request from 'supertest';
import { autorisation } from '../support/auth';
import { COMMON } from '../../src/domain/messages';

/** Referential endpoints through HTTP against the running app (spec 01 §7, 02 §7, 03 §7). */
const baseUrl = process.env.E2E_BASE_URL as string;

const bearer = () => autorisation(baseUrl, 'alice');

async function get(path: string, headers: Record<string, string> = {}): Promise<request.Response> {
  let req = request(baseUrl).get(path).set('Authorization', await bearer());
  for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
  return req;
}

/** GET with the expected status; on a mismatch the body is shown, not just the codes. */
async function getStatut(path: string, statut: number): Promise<request.Response> {
  const res = await get(path);
  if (res.status !== statut) throw new Error(`GET ${path}: ${res.status} au lieu de ${statut} — ${res.text.slice(0, 500)}`);
  return res;
}

const FRANCAIS = /[éèàùç]|Le |La |L'|le code postal/;

describe('Référentiels (e2e)', () => {
  it.each(['/api/ccns', '/api/ccns/1486', '/api/nafs', '/api/fonctions', '/api/formes-juridiques', '/api/pmss/2026-01-01', '/api/communes?code_postal=75001', '/api/code-postal/valider?code_postal=75001'])(
    '%s needs a signed-in user',
    async (path) => {
      const res = await request(baseUrl).get(path);
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(FRANCAIS);
    },
  );

  describe('GET /api/ccns', () => {
    it('lists the agreements sorted by IDCC then short label, with the spec fields', async () => {
      const res = await getStatut('/api/ccns', 200);
      const ccns = res.body as Array<Record<string, unknown>>;
      expect(ccns.length).toBeGreaterThan(250);
      expect(Object.keys(ccns[0]).sort()).toEqual(['dares_valide', 'id', 'idcc', 'libelle', 'libelle_court', 'lien_fiche']);
      const idcc = ccns.map((c) => c.idcc as string);
      expect(idcc).toEqual([...idcc].sort());
      expect(ccns.find((c) => c.id === 1486)).toMatchObject({ idcc: '1486', dares_valide: true });
      expect(ccns.find((c) => c.id === 44)).toMatchObject({ idcc: '0044' });
      expect(ccns[ccns.length - 1]).toEqual({
        id: 9999,
        idcc: '9999',
        libelle: 'Sans convention collective',
        libelle_court: 'Sans convention collective',
        dares_valide: false,
        lien_fiche: null,
      });
    });

    it('is cacheable: private max-age, ETag, 304 on revalidation', async () => {
      const res = await getStatut('/api/ccns', 200);
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const etag = res.headers.etag as string;
      expect(etag).toBeTruthy();
      const encore = await get('/api/ccns', { 'If-None-Match': etag });
      expect(encore.status).toBe(304);
    });

    it.each([
      ['1486', '1486'],
      ['44', '0044'],
      ['BÂTIMENT', undefined],
      ['bureaux etudes techniques', '1486'],
      ['sans convention', '9999'],
    ])('searches by IDCC or label: recherche=%s', async (recherche, premier) => {
      const res = await getStatut(`/api/ccns?recherche=${encodeURIComponent(recherche)}&limite=20`, 200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body.length).toBeLessThanOrEqual(20);
      if (premier) expect(res.body[0].idcc).toBe(premier);
    });

    it('finds nothing for nonsense', async () => {
      expect((await getStatut('/api/ccns?recherche=zzzqqq', 200)).body).toEqual([]);
    });

    it.each([
      ['limite=0', 'limite'],
      ['limite=abc', 'limite'],
      ['q=1486', 'q'],
    ])('refuses ?%s with a French message', async (query, champ) => {
      const res = await getStatut(`/api/ccns?${query}`, 400);
      expect(res.body.message).toContain(champ);
      expect(res.body.message).toMatch(/Le champ/);
    });
  });

  describe('GET /api/ccns/:id', () => {
    it.each([
      ['1486', '1486'],
      ['44', '0044'],
      ['0044', '0044'],
      ['9999', '9999'],
    ])('%s → IDCC %s', async (id, idcc) => {
      const res = await getStatut(`/api/ccns/${id}`, 200);
      expect(res.body.idcc).toBe(idcc);
      expect(res.body).toHaveProperty('libelle_court');
    });

    it('gives the Legifrance sheet of a DARES-valid agreement', async () => {
      const res = await getStatut('/api/ccns/1486', 200);
      expect(res.body.lien_fiche).toMatch(/^https:\/\/www\.legifrance\.gouv\.fr\/conv_coll\/id\/KALICONT\d{12}$/);
    });

    it('404 with a French message for an unknown agreement', async () => {
      const res = await getStatut('/api/ccns/8888', 404);
      expect(res.body.message).toBe('La convention collective 8888 est introuvable.');
    });

    it.each(['abc', '12a', '-5', '1.5', '2147483648'])('400 with a French message for id %s', async (id) => {
      const res = await getStatut(`/api/ccns/${id}`, 400);
      expect(res.body.message).toBe(COMMON.identifiantInvalide('id', id));
    });
  });

  describe('GET /api/nafs', () => {
    it('lists the 732 sub-classes as {code, description}', async () => {
      const res = await getStatut('/api/nafs', 200);
      expect(res.body).toHaveLength(732);
      expect(res.body).toContainEqual({ code: '62.01Z', description: 'Programmation informatique' });
      expect(res.body.every((n: { code: string }) => /^\d{2}\.\d{2}[A-Z]$/.test(n.code))).toBe(true);
      expect(res.headers.etag).toBeTruthy();
    });
  });

  describe('GET /api/fonctions', () => {
    it('lists job titles as {libelle}', async () => {
      const res = await getStatut('/api/fonctions', 200);
      expect(res.body.length).toBeGreaterThanOrEqual(25);
      expect(res.body).toContainEqual({ libelle: 'Gérant' });
      expect(res.body).toContainEqual({ libelle: 'Responsable paie' });
      expect(Object.keys(res.body[0])).toEqual(['libelle']);
    });
  });

  describe('GET /api/formes-juridiques', () => {
    it('lists legal forms with activities and pieces; ei has no activity; kbis for companies', async () => {
      const res = await getStatut('/api/formes-juridiques', 200);
      const parCode = new Map<string, { activites: unknown[]; pieces_justificatives: { code: string; libelle: string }[]; libelle: string }>(
        res.body.map((f: { code: string }) => [f.code, f]),
      );
      for (const code of ['sarl', 'sas', 'sasu', 'sa', 'eurl', 'sci', 'snc', 'ei', 'association']) expect(parCode.has(code)).toBe(true);
      expect(parCode.get('ei')!.activites).toEqual([]);
      expect(parCode.get('sarl')!.activites.length).toBeGreaterThan(0);
      expect(parCode.get('sarl')!.pieces_justificatives).toContainEqual({ code: 'kbis', libelle: 'Extrait Kbis de moins de trois mois' });
      expect(parCode.get('association')!.pieces_justificatives.map((p) => p.code)).toEqual(expect.arrayContaining(['statuts', 'recepisse_prefecture']));
    });
  });

  describe('GET /api/pmss/:date', () => {
    it.each([
      ['2026-03-01', { montant: 4005, montant_annuel: 48060, annee: 2026, publie: true, annee_reference: 2026 }],
      ['2025-12-31', { montant: 3925, montant_annuel: 47100, annee: 2025, publie: true, annee_reference: 2025 }],
      ['2022-07-14', { montant: 3428, montant_annuel: 41136, annee: 2022, publie: true, annee_reference: 2022 }],
      ['2019-01-01', { montant: 3377, montant_annuel: 40524, annee: 2019, publie: true, annee_reference: 2019 }],
      ['2027-02-01', { montant: 4005, montant_annuel: 48060, annee: 2027, publie: false, annee_reference: 2026 }],
    ])('%s → %j', async (date, attendu) => {
      expect((await getStatut(`/api/pmss/${date}`, 200)).body).toEqual(attendu);
    });

    it.each(['01-03-2026', '2026-02-30', '2026-3-1', 'demain'])('400 with a French message for %s', async (date) => {
      const res = await getStatut(`/api/pmss/${date}`, 400);
      expect(res.body.message).toBe('La date doit être au format AAAA-MM-JJ.');
    });

    it('404 before the first known year', async () => {
      const res = await getStatut('/api/pmss/2018-12-31', 404);
      expect(res.body.message).toBe("Aucun plafond mensuel de la sécurité sociale n'est connu pour le 31/12/2018.");
    });
  });

  describe('GET /api/communes?code_postal=', () => {
    it.each([
      ['75001', ['Paris']],
      ['20000', ['Ajaccio']],
      ['99999', []],
    ])('%s → %j', async (cp, noms) => {
      const res = await getStatut(`/api/communes?code_postal=${cp}`, 200);
      expect(res.body.map((c: { nom: string }) => c.nom)).toEqual(noms);
    });

    it('gives the INSEE code and the department of each town', async () => {
      const res = await getStatut('/api/communes?code_postal=75001', 200);
      expect(res.body).toEqual([{ code_postal: '75001', insee: '75056', nom: 'Paris', departement: '75' }]);
    });

    it.each([
      ['code_postal=7500', 'Le code postal doit contenir 5 chiffres.'],
      ['code_postal=abcde', 'Le code postal doit contenir 5 chiffres.'],
      ['', 'Le champ code_postal est obligatoire'],
    ])('400 for ?%s', async (query, message) => {
      const res = await getStatut(`/api/communes?${query}`, 400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('GET /api/code-postal/valider', () => {
    it.each([
      ['75001', { valide: true, cause: null }],
      ['20200', { valide: true, cause: null }],
      ['97400', { valide: true, cause: null }],
      ['7500', { valide: false, cause: 'le code postal est invalide' }],
      ['99999', { valide: false, cause: 'le code postal est invalide' }],
      ['97133', { valide: false, cause: 'Le code postal est en dehors de la zone géographique couverte' }],
    ])('%s → %j', async (cp, attendu) => {
      expect((await getStatut(`/api/code-postal/valider?code_postal=${cp}`, 200)).body).toEqual(attendu);
    });

    it.each([
      ['projet_id=12', 'Le champ code_postal est obligatoire'],
      ['code_postal=75001&projet_id=abc', COMMON.identifiantInvalide('projet_id', 'abc')],
      ['code_postal=75001&projet_id=99999999999', COMMON.identifiantInvalide('projet_id', '99999999999')],
      ['code_postal=75001&inconnu=1', "Le champ « inconnu » n'est pas autorisé."],
    ])('400 for ?%s', async (query, message) => {
      const res = await getStatut(`/api/code-postal/valider?${query}`, 400);
      expect(res.body.message).toBe(message);
    });
  });
});
