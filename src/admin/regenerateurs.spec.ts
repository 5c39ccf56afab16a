import type { DiscoveryService } from '@nestjs/core';
import { DOCUMENTS_DUE_REGENERABLES, DOCUMENTS_KIT_REGENERABLES } from '../domain/admin';
import { ADMIN } from '../domain/messages';
import { DOCUMENTS_DUE } from '../due/kit/due-documents.view-model';
import { KIT_DUE } from '../due/kit/kit-due';
import { KIT_SOUSCRIPTION } from '../souscription/documents/kit-souscription';
import { DOCUMENTS_SOUSCRIPTION } from '../souscription/documents/kit-souscription.view-model';
import { Regenerateurs } from './regenerateurs';

const idsDuKit = (kit: { groupes: readonly { documents: readonly object[] }[] }) => kit.groupes.flatMap((g) => g.documents).map((d) => ('id' in d ? d.id : null));

describe('the regenerable kit documents (ADR 0079)', () => {
  it('are documents the subscription kit declares and the souscription.document job makes', () => {
    for (const code of DOCUMENTS_KIT_REGENERABLES) {
      expect(DOCUMENTS_SOUSCRIPTION).toContain(code);
      expect(idsDuKit(KIT_SOUSCRIPTION)).toContain(code);
    }
  });

  it('are documents the DUE kit declares, all but its static notice', () => {
    expect([...DOCUMENTS_DUE_REGENERABLES, 'notice'].sort()).toEqual([...DOCUMENTS_DUE].sort());
    for (const code of DOCUMENTS_DUE_REGENERABLES) expect(idsDuKit(KIT_DUE)).toContain(code);
  });
});

describe('Regenerateurs', () => {
  const adaptateur = (nom: string) => ({ travail: jest.fn().mockResolvedValue({ refus: nom }) });
  const decouverte = (fournisseurs: Array<{ types: string[]; instance: object }>) =>
    ({
      getProviders: () => fournisseurs,
      getMetadataByDecorator: (_d: unknown, w: { types: string[] }) => w.types,
    }) as unknown as DiscoveryService;
  const projet = { id: 1, codeDistributeur: 'DIST-A', codeProduit: 'SSC', produitId: 1 };

  it('sends each type to the adapter that claims it', async () => {
    const etude = adaptateur('etude');
    const due = adaptateur('due');
    const r = new Regenerateurs(decouverte([{ types: ['etude-personnalisee'], instance: etude }, { types: ['due/decision', 'due/denonciation'], instance: due }]));
    r.onModuleInit();
    expect(r.types()).toEqual(['etude-personnalisee', 'due/decision', 'due/denonciation']);
    await expect(r.travail('due/denonciation', projet, '2026-12-06T10:00:00.000Z')).resolves.toEqual({ refus: 'due' });
    expect(due.travail).toHaveBeenCalledWith('due/denonciation', projet, '2026-12-06T10:00:00.000Z');
  });

  it('a type no module claims settles as a failure; one claimed twice stops the start', async () => {
    const r = new Regenerateurs(decouverte([]));
    r.onModuleInit();
    await expect(r.travail('descriptif-prestations', projet, '2026-12-06T10:00:00.000Z')).resolves.toEqual({ refus: ADMIN.regenerateurAbsent('descriptif-prestations') });
    const double = new Regenerateurs(decouverte([{ types: ['etude-personnalisee'], instance: adaptateur('a') }, { types: ['etude-personnalisee'], instance: adaptateur('b') }]));
    expect(() => double.onModuleInit()).toThrow('etude-personnalisee');
  });
});
