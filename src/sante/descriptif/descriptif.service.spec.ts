import { InternalServerErrorException, NotFoundException } from '@nestjs/common';
import type { Utilisateur } from '../../auth/utilisateur';
import type { AppConfig } from '../../config/app-config';
import { SANTE } from '../../domain/messages/sante';
import type { FilesRepository, StoredFileContent } from '../../files/files.repository';
import type { JobQueue } from '../../jobs/job-queue';
import type { Horloge } from '../../common/horloge';
import { DescriptifService } from './descriptif.service';

const alice: Utilisateur = { id: 'alice', username: 'alice', codeDistributeur: 'DIST-A', nom: 'Alice Martin', scopes: [] };
const fichier = { meta: { id: 'f1', name: 'Descriptif.pdf', contentType: 'application/pdf' }, bytes: Buffer.from('%PDF') } as unknown as StoredFileContent;

function service(opts: { contenus?: (StoredFileContent | null)[]; echec?: boolean } = {}) {
  const contenus = [...(opts.contenus ?? [fichier])];
  const runAndWait = jest.fn(async () => {
    if (opts.echec) throw new Error('panne');
    return { id: 'f1', nom: 'Descriptif.pdf' };
  });
  const findContent = jest.fn(async () => contenus.shift() ?? null);
  const s = new DescriptifService(
    { runAndWait } as unknown as JobQueue,
    { findContent } as unknown as FilesRepository,
    { aujourdhui: () => '2026-11-22', maintenant: () => new Date('2026-11-22T10:00:00Z') } as Horloge,
    { THEME: 'collectif' } as AppConfig,
  );
  return { s, runAndWait, findContent };
}

describe('DescriptifService', () => {
  it('makes the document once a day per distributor and theme (idempotency key), then reads it', async () => {
    const { s, runAndWait } = service();
    await expect(s.produire(alice, 460, 'socle')).resolves.toBe(fichier);
    expect(runAndWait).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'sante.descriptif-prestations' }),
      expect.objectContaining({ codeDistributeur: 'DIST-A', idProduit: 460, type: 'socle', bareme: 'SSC-2026.1', theme: 'collectif', demandeLe: '2026-11-22T10:00:00.000Z' }),
      { jobId: 'socle-460-SSC-2026.1-collectif-DIST-A-2026-11-22' },
    );
  });

  it('makes a new one when the file of the day was removed', async () => {
    const { s, runAndWait } = service({ contenus: [null, fichier] });
    await expect(s.produire(alice, 460, 'surcomplementaire')).resolves.toBe(fichier);
    expect(runAndWait).toHaveBeenCalledTimes(2);
    expect(runAndWait.mock.calls[1]).toHaveLength(2);
  });

  it.each([470, 9999, 2_147_483_647])('offer %s has no health benefits: 404', async (id) => {
    await expect(service().s.produire(alice, id, 'socle')).rejects.toBeInstanceOf(NotFoundException);
  });

  it.each([
    ['socle', SANTE.erreurDescriptifSocle],
    ['surcomplementaire', SANTE.erreurDescriptifSurcomplementaire],
  ] as const)('a failed %s generation answers the spec’s message', async (type, message) => {
    const erreur = await service({ echec: true }).s.produire(alice, 460, type).catch((e: unknown) => e);
    expect(erreur).toBeInstanceOf(InternalServerErrorException);
    expect((erreur as InternalServerErrorException).message).toBe(message);
  });
});
