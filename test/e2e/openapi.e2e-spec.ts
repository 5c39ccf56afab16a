/**
 * The OpenAPI document tells the truth (ADR 0022): statuses as answered, security on every route
 * (bearer or session cookie; none for public ones), error answers in one shape, no test-only input.
 * The security suite (test/security) checks the answers against it; this checks the document itself.
 */
import request from 'supertest';
import { baseUrl } from '../support/projets';

type Operation = { security?: unknown[]; parameters?: { name: string; in: string }[]; responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> };
let operations: [string, Operation][];
let doc: { security?: unknown; components: { securitySchemes: Record<string, unknown> }; paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  doc = (await request(baseUrl()).get('/api/docs/openapi.json').expect(200)).body;
  operations = Object.entries(doc.paths).flatMap(([chemin, item]) => Object.entries(item).map(([methode, op]) => [`${methode.toUpperCase()} ${chemin}`, op] as [string, Operation]));
});

it('POST /api/projets is documented 201, as it answers', () => {
  expect(Object.keys(doc.paths['/api/projets'].post.responses)).toEqual(expect.arrayContaining(['201']));
  expect(doc.paths['/api/projets'].post.responses['200']).toBeUndefined();
});

/**
 * The public routes: supervision (health, liveness), and what the signer and the signature provider
 * reach without a session (spec 03 §1: the return check, the relaunch, callbacks, the simulator's page).
 */
const publique = (nom: string) =>
  /^GET \/api\/health(\/|$)/.test(nom) || /^(POST \/api\/signature\/(retour|webhooks\/)|GET \/api\/signature\/transaction\/|(GET|POST) \/api\/simulateur-signature\/)/.test(nom);

it('every route says how to sign in: bearer or session cookie, none for the public ones', () => {
  expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearer', 'cookie']);
  for (const [nom, op] of operations) {
    const attendu = publique(nom) ? [] : [{ bearer: [] }, { cookie: [] }];
    expect([nom, op.security]).toEqual([nom, attendu]);
  }
});

it('every error answer is documented in the ErreurApi shape, 400 and 401 everywhere they can happen', () => {
  for (const [nom, op] of operations) {
    expect([nom, Object.keys(op.responses)]).toEqual([nom, expect.arrayContaining(publique(nom) ? ['400'] : ['400', '401'])]);
    for (const [statut, reponse] of Object.entries(op.responses)) {
      // The health report keeps its own shape when it answers 503.
      if (Number(statut) >= 400 && !(publique(nom) && statut === '503')) {
        expect([nom, statut, reponse.content?.['application/json']?.schema?.$ref]).toEqual([nom, statut, '#/components/schemas/ErreurApi']);
      }
    }
  }
});

it('no route takes a test-only input (the test clock is an injected provider)', () => {
  for (const [nom, op] of operations) expect([nom, (op.parameters ?? []).filter((p) => /^x-test/i.test(p.name))]).toEqual([nom, []]);
});

/** Every schema of the document (paths and components), with where it is, walked depth first. */
function schemas(noeud: unknown, ou: string, vus: Array<[string, Record<string, unknown>]> = []): Array<[string, Record<string, unknown>]> {
  if (Array.isArray(noeud)) noeud.forEach((n, i) => schemas(n, `${ou}[${i}]`, vus));
  else if (noeud && typeof noeud === 'object') {
    vus.push([ou, noeud as Record<string, unknown>]);
    for (const [cle, valeur] of Object.entries(noeud)) schemas(valeur, `${ou}.${cle}`, vus);
  }
  return vus;
}

it('every nullable schema has a type, and a nullable enum lists null (OpenAPI 3.0.3: nullable only extends a type)', () => {
  const nullables = schemas(doc, '$').filter(([, s]) => s.nullable === true);
  expect(nullables.length).toBeGreaterThan(0);
  const sansType = nullables.filter(([, s]) => typeof s.type !== 'string').map(([ou]) => ou);
  const enumSansNull = nullables.filter(([, s]) => Array.isArray(s.enum) && !(s.enum as unknown[]).includes(null)).map(([ou]) => ou);
  expect({ sansType, enumSansNull }).toEqual({ sansType: [], enumSansNull: [] });
});
