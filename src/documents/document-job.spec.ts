import { RefusMetier } from '../common/refus-metier';
import type { FilesRepository, StoredFileContent, StoredFileMeta } from '../files/files.repository';
import { QueueUnavailableError, type JobContext } from '../jobs/job';
import type { JobQueue } from '../jobs/job-queue';
import { text } from '../jobs/payload-schema';
import { defineDocumentJob, DocumentJobHandler, DocumentsGeneres, envoyerFichier, type PayloadDocument } from './document-job';

interface P extends PayloadDocument {
  texte: string;
}
const Job = defineDocumentJob<P>({ name: 'essai.document', version: 1, payload: { texte: text } });

class Handler extends DocumentJobHandler<P> {
  rendus = 0;
  constructor(files: FilesRepository) {
    super(files);
  }
  protected async rendre(p: P) {
    this.rendus++;
    return { kind: 'essai', name: `${p.texte}.pdf`, contentType: 'application/pdf', bytes: Buffer.from(p.texte) };
  }
}

/** Files kept in a map: createOnce answers the key's first file, like the table's unique index. */
function fichiers() {
  const parCle = new Map<string, StoredFileMeta>();
  let n = 0;
  const meta = (name: string, cle: string | null) => ({ id: `f${++n}`, name, idempotencyKey: cle }) as StoredFileMeta;
  const files = {
    create: jest.fn(async (f: { name: string }) => meta(f.name, null)),
    findByIdempotencyKey: jest.fn(async (cle: string) => parCle.get(cle) ?? null),
    createOnce: jest.fn(async (f: { name: string; idempotencyKey: string }) => {
      if (!parCle.has(f.idempotencyKey)) parCle.set(f.idempotencyKey, meta(f.name, f.idempotencyKey));
      return parCle.get(f.idempotencyKey)!;
    }),
  };
  return files as unknown as FilesRepository & typeof files;
}

const contexte = (jobId: string, idempotent = true): JobContext => ({ jobId, idempotent, name: Job.name, version: 1, attempt: 1, holder: 'h' });

describe('defineDocumentJob', () => {
  it('puts document jobs on the documents queue', () => {
    expect(Job).toMatchObject({ name: 'essai.document', version: 1, queue: 'documents' });
    expect(defineDocumentJob({ name: 'essai.rapide', version: 2, payload: {}, queue: 'default' }).queue).toBe('default');
  });
});

describe('DocumentJobHandler', () => {
  it('renders and stores once per key, and gives back the request fingerprint', async () => {
    const files = fichiers();
    const h = new Handler(files);
    const a = await h.handle({ codeDistributeur: 'D', texte: 'etude', empreinte: 'e1' }, contexte('D/op/c.1'));
    const b = await h.handle({ codeDistributeur: 'D', texte: 'etude', empreinte: 'e1' }, contexte('D/op/c.1'));
    expect(a).toEqual({ id: 'f1', nom: 'etude.pdf', empreinte: 'e1' });
    expect(b).toEqual(a);
    expect(h.rendus).toBe(1); // the key's file is answered without rendering again
  });

  it('without an idempotency key, each run stores its own file', async () => {
    const files = fichiers();
    const h = new Handler(files);
    await h.handle({ codeDistributeur: 'D', texte: 'x' }, contexte('1', false));
    await h.handle({ codeDistributeur: 'D', texte: 'x' }, contexte('2', false));
    expect(files.create).toHaveBeenCalledTimes(2);
    expect(h.rendus).toBe(2);
  });
});

describe('DocumentsGeneres.produire', () => {
  const fichier = { meta: { id: 'f1', name: 'Étude.pdf', contentType: 'application/pdf' }, bytes: Buffer.from('%PDF') } as StoredFileContent;
  const cle = { cle: 'D/op/c.1', empreinte: 'e1' };

  function service(opts: { empreinte?: string; contenus?: (StoredFileContent | null)[]; panne?: boolean; fileIndisponible?: boolean } = {}) {
    const contenus = opts.contenus ? [...opts.contenus] : null;
    const runAndWait = jest.fn(async (_job: unknown, payload: P, _o: { jobId: string }) => {
      if (opts.fileIndisponible) throw new QueueUnavailableError(Job.name, 'k', 'Redis unavailable');
      if (opts.panne) throw new Error('panne');
      return { id: 'f1', nom: 'Étude.pdf', empreinte: opts.empreinte ?? payload.empreinte };
    });
    const findContent = jest.fn(async () => (contenus ? (contenus.shift() ?? null) : fichier));
    return { s: new DocumentsGeneres({ runAndWait } as unknown as JobQueue, { findContent } as unknown as FilesRepository), runAndWait, findContent };
  }

  it('runs the job under the request key with its fingerprint and answers the stored file of the distributor', async () => {
    const { s, runAndWait, findContent } = service();
    await expect(s.produire(Job, { codeDistributeur: 'D', texte: 't' }, cle, { echec: 'Échec' })).resolves.toBe(fichier);
    expect(runAndWait).toHaveBeenCalledWith(Job, { codeDistributeur: 'D', texte: 't', empreinte: 'e1' }, { jobId: 'D/op/c.1' });
    expect(findContent).toHaveBeenCalledWith('f1', 'D');
  });

  it('refuses a key whose first request was another one (422, passed through)', async () => {
    const { s } = service({ empreinte: 'autre' });
    await expect(s.produire(Job, { codeDistributeur: 'D', texte: 't' }, cle, { echec: 'Échec' })).rejects.toMatchObject({ genre: 'nonTraitable' });
  });

  it('makes the document again, under a key of its own, when the key’s file was removed', async () => {
    const { s, runAndWait } = service({ contenus: [null, fichier] });
    await expect(s.produire(Job, { codeDistributeur: 'D', texte: 't' }, cle, { echec: 'Échec' })).resolves.toBe(fichier);
    expect(runAndWait.mock.calls[1][2]).toEqual({ jobId: 'D/op/c.1/apres-f1' });
  });

  it('answers a failure with the feature’s French message (500)', async () => {
    const { s } = service({ panne: true });
    const err = await s.produire(Job, { codeDistributeur: 'D', texte: 't' }, cle, { echec: 'Erreur lors de la génération' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ genre: 'interne' });
    expect((err as RefusMetier).message).toBe('Erreur lors de la génération');
  });

  it('a job the queue did not take (Redis down) is a 503 that says so, not the feature’s 500', async () => {
    const { s } = service({ fileIndisponible: true });
    const err = await s.produire(Job, { codeDistributeur: 'D', texte: 't' }, cle, { echec: 'Erreur lors de la génération' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ genre: 'indisponible', message: 'Le service de génération des documents est momentanément indisponible. Réessayez dans quelques instants.' });
  });
});

describe('envoyerFichier', () => {
  it('answers the bytes with their name and the stored file’s address', () => {
    const headers: Record<string, string> = {};
    const res = { setHeader: (k: string, v: string) => (headers[k] = v), end: jest.fn() };
    const fichier = { meta: { id: 'f9', name: 'Étude.pdf', contentType: 'application/pdf' }, bytes: Buffer.from('%PDF-1.7') } as StoredFileContent;
    envoyerFichier(res as never, fichier);
    expect(headers).toMatchObject({ 'Content-Type': 'application/pdf', 'Content-Length': '8', 'Content-Location': '/api/fichiers/f9', 'Cache-Control': 'no-store' });
    expect(headers['Content-Disposition']).toContain("filename*=UTF-8''%C3%89tude.pdf");
    expect(res.end).toHaveBeenCalledWith(fichier.bytes);
  });
});
