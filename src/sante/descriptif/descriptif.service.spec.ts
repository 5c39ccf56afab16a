import { RefusMetier } from '../../common/refus-metier';
import type { Utilisateur } from '../../auth/utilisateur';
import type { AppConfig } from '../../config/app-config';
import { SANTE } from '../../domain/messages/sante';
import type { FilesRepository, StoredFileContent } from '../../files/files.repository';
import type { JobQueue } from '../../jobs/job-queue';
import type { Horloge } from '../../common/horloge';
import { DocumentsGeneres } from '../../documents/document-job';
import { DescriptifService } from './descriptif.service';

const alice: Utilisateur = { id: 'alice', username: 'alice', codeDistributeur: 'DIST-A', nom: 'Alice Martin', scopes: [], roles: [] };
const fichier = { meta: { id: 'f1', name: 'Descriptif.pdf', contentType: 'application/pdf' }, bytes: Buffer.from('%PDF') } as unknown as StoredFileContent;

function service(opts: { contenus?: (StoredFileContent | null)[]; echec?: boolean; jour?: string; empreinte?: string } = {}) {
  const contenus = opts.contenus ? [...opts.contenus] : null;
  // Like the job: gives back the fingerprint of the request that made the document.
  const runAndWait = jest.fn(async (_job: unknown, payload: { empreinte: string }, _options?: { jobId?: string }) => {
    if (opts.echec) throw new Error('panne');
    return { id: 'f1', nom: 'Descriptif.pdf', empreinte: opts.empreinte ?? payload.empreinte };
  });
  const findContent = jest.fn(async () => (contenus ? (contenus.shift() ?? null) : fichier));
  const s = new DescriptifService(
    new DocumentsGeneres({ runAndWait } as unknown as JobQueue, { findContent } as unknown as FilesRepository),
    { aujourdhui: () => opts.jour ?? '2026-11-22', maintenant: () => new Date('2026-11-22T10:00:00Z') } as Horloge,
    { THEME: 'collectif' } as AppConfig,
  );
  return { s, runAndWait, findContent };
}

const cleDeLAppel = (runAndWait: jest.Mock, n = 0) => (runAndWait.mock.calls[n][2] as { jobId: string }).jobId;

describe('DescriptifService', () => {
  it('without Idempotency-Key: one document a day per distributor, offer, barème and theme (derived key)', async () => {
    const { s, runAndWait } = service();
    await expect(s.produire(alice, 460, 'socle')).resolves.toBe(fichier);
    await s.produire(alice, 460, 'socle');
    expect(runAndWait).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'sante.descriptif-prestations' }),
      expect.objectContaining({ codeDistributeur: 'DIST-A', idProduit: 460, type: 'socle', bareme: 'SSC-2026.1', theme: 'collectif' }),
      { jobId: expect.stringMatching(/^DIST-A\/descriptif-socle\/d\.[0-9a-f]{64}$/) },
    );
    expect(cleDeLAppel(runAndWait, 1)).toBe(cleDeLAppel(runAndWait, 0));
    const lendemain = service({ jour: '2026-11-23' });
    await lendemain.s.produire(alice, 460, 'socle');
    expect(cleDeLAppel(lendemain.runAndWait)).not.toBe(cleDeLAppel(runAndWait));
  });

  it('with Idempotency-Key: the key of the click, scoped by distributor and document', async () => {
    const { s, runAndWait } = service();
    await s.produire(alice, 460, 'socle', 'clic-1');
    await s.produire({ ...alice, codeDistributeur: 'DIST-B' }, 460, 'socle', 'clic-1');
    expect([cleDeLAppel(runAndWait, 0), cleDeLAppel(runAndWait, 1)]).toEqual(['DIST-A/descriptif-socle/c.clic-1', 'DIST-B/descriptif-socle/c.clic-1']);
  });

  it('a key that made another document answers 422, not that document', async () => {
    const { s } = service({ empreinte: 'autre-demande' });
    await expect(s.produire(alice, 460, 'socle', 'clic-1')).rejects.toMatchObject({ genre: 'nonTraitable' });
  });

  it('makes a new one, under a key of its own, when the key’s file was removed', async () => {
    const { s, runAndWait } = service({ contenus: [null, fichier] });
    await expect(s.produire(alice, 460, 'surcomplementaire')).resolves.toBe(fichier);
    expect(runAndWait).toHaveBeenCalledTimes(2);
    expect(cleDeLAppel(runAndWait, 1)).toBe(`${cleDeLAppel(runAndWait, 0)}/apres-f1`);
  });

  it.each([470, 9999, 2_147_483_647])('offer %s has no health benefits: 404', async (id) => {
    await expect(service().s.produire(alice, id, 'socle')).rejects.toMatchObject({ genre: 'introuvable' });
  });

  it.each([
    ['socle', SANTE.erreurDescriptifSocle],
    ['surcomplementaire', SANTE.erreurDescriptifSurcomplementaire],
  ] as const)('a failed %s generation answers the spec’s message', async (type, message) => {
    const erreur = await service({ echec: true }).s.produire(alice, 460, type).catch((e: unknown) => e);
    expect(erreur).toMatchObject({ genre: 'interne' });
    expect((erreur as RefusMetier).message).toBe(message);
  });
});
