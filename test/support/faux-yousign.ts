/**
 * A local fake of Yousign API v3 (the real one cannot be reached here): the calls the adapter makes,
 * answered as the documentation describes (developers.yousign.com), with Bearer authentication and
 * the state a test moves (signer done, declined…). Not a mock of the adapter: an HTTP server.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DemandeFaux {
  id: string;
  name: string;
  external_id: string;
  delivery_mode: string;
  status: 'draft' | 'ongoing' | 'done' | 'declined' | 'expired' | 'canceled';
  documents: { id: string; taille: number; nature: string }[];
  signers: { id: string; info: Record<string, string>; signature_authentication_mode: string; redirect_urls: Record<string, string> }[];
}

export interface FauxYousign {
  url: string;
  cle: string;
  demandes: Map<string, DemandeFaux>;
  /** Every call, for the test to read: 'POST /signature_requests'… */
  appels: string[];
  /** Calls answered 500 while named here: 'documents' (the signed documents' download), 'etat' (GET of a request). */
  pannes: Set<'documents' | 'etat'>;
  arreter(): Promise<void>;
}

async function lire(req: IncomingMessage): Promise<Buffer> {
  const morceaux: Buffer[] = [];
  for await (const m of req) morceaux.push(m as Buffer);
  return Buffer.concat(morceaux);
}

export async function demarrerFauxYousign(cle = 'cle-de-test'): Promise<FauxYousign> {
  const demandes = new Map<string, DemandeFaux>();
  const appels: string[] = [];
  const pannes = new Set<'documents' | 'etat'>();
  let n = 0;
  const serveur: Server = createServer(async (req, res) => {
    const corps = await lire(req);
    const chemin = (req.url ?? '').replace(/^\/v3/, '');
    appels.push(`${req.method} ${chemin}`);
    const json = (status: number, v: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(v));
    };
    if (req.headers.authorization !== `Bearer ${cle}`) return json(401, { detail: 'Unauthorized' });
    const m = /^\/signature_requests(?:\/([^/]+))?(?:\/(documents|signers|activate|audit_trails))?(?:\/([^/]+))?(?:\/(download))?$/.exec(chemin);
    if (!m) return json(404, {});
    const [, id, sous, sousId] = m;
    const d = id ? demandes.get(id) : undefined;
    if (id && !d) return json(404, { detail: 'Not found' });
    if (req.method === 'POST' && !id) {
      const b = JSON.parse(corps.toString()) as { name: string; external_id: string; delivery_mode: string };
      const nouvelle: DemandeFaux = { id: `sr_${++n}`, name: b.name, external_id: b.external_id, delivery_mode: b.delivery_mode, status: 'draft', documents: [], signers: [] };
      demandes.set(nouvelle.id, nouvelle);
      return json(201, { id: nouvelle.id, status: 'draft' });
    }
    if (req.method === 'POST' && sous === 'documents') {
      if (!/multipart\/form-data/.test(req.headers['content-type'] ?? '') || !corps.includes(Buffer.from('%PDF-'))) return json(400, { detail: 'file required' });
      const doc = { id: `doc_${++n}`, taille: corps.length, nature: /signable_document/.test(corps.toString('latin1')) ? 'signable_document' : 'attachment' };
      d!.documents.push(doc);
      return json(201, { id: doc.id, nature: doc.nature });
    }
    if (req.method === 'POST' && sous === 'signers') {
      const b = JSON.parse(corps.toString()) as DemandeFaux['signers'][number];
      const s = { id: `sig_${++n}`, info: b.info, signature_authentication_mode: b.signature_authentication_mode, redirect_urls: b.redirect_urls };
      d!.signers.push(s);
      return json(201, { id: s.id });
    }
    if (req.method === 'POST' && sous === 'activate') {
      if (!d!.documents.length || !d!.signers.length) return json(400, { detail: 'incomplete' });
      d!.status = 'ongoing';
      return json(201, { id: d!.id, status: 'ongoing', signers: d!.signers.map((s) => ({ id: s.id, signature_link: `https://yousign.example/signer/${s.id}` })) });
    }
    if (req.method === 'GET' && sous === 'signers' && sousId) {
      const s = d!.signers.find((x) => x.id === sousId);
      if (!s) return json(404, {});
      return json(200, { id: s.id, status: d!.status === 'done' ? 'signed' : 'notified', signature_link: d!.status === 'ongoing' ? `https://yousign.example/signer/${s.id}?t=${++n}` : null });
    }
    if (req.method === 'GET' && sous === 'documents' && sousId === 'download') {
      if (pannes.has('documents')) return json(500, { detail: 'Internal error' });
      if (d!.status !== 'done') return json(400, { detail: 'not signed' });
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end(Buffer.from(`%PDF-1.7\n% signé ${d!.id}\n%%EOF`));
    }
    if (req.method === 'GET' && sous === 'audit_trails' && sousId === 'download') {
      if (d!.status !== 'done') return json(400, { detail: 'not signed' });
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end(Buffer.from(`%PDF-1.7\n% piste d'audit ${d!.id}\n%%EOF`));
    }
    if (req.method === 'GET' && !sous && pannes.has('etat')) return json(500, { detail: 'Internal error' });
    if (req.method === 'GET' && !sous) return json(200, { id: d!.id, status: d!.status, external_id: d!.external_id });
    return json(404, {});
  });
  await new Promise<void>((r) => serveur.listen(0, '127.0.0.1', r));
  const { port } = serveur.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v3`, cle, demandes, appels, pannes, arreter: () => new Promise((r) => serveur.close(() => r())) };
}
