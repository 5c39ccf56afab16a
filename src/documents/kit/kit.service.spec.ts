import type { Horloge } from '../../common/horloge';
import type { Transactions } from '../../database/transactions';
import { RefusMetier } from '../../common/refus-metier';
import type { StoredFileContent, StoredFileMeta } from '../../files/files.repository';
import type { MailOutbox } from '../../mail/mail-outbox.service';
import type { NewMail } from '../../mail/mail.types';
import type { DocumentsGeneres } from '../document-job';
import { KIT } from './kit.fixtures';
import { reponseEnvoi } from '../../mail/reponse-envoi';
import { KitService } from './kit.service';

const ctx = { idProjet: 12, complet: true, prevoyance: false };

function service(opts: { existant?: { fingerprint: string } } = {}) {
  const produire = jest.fn(async (_job: unknown, payload: { doc: string }) => ({ meta: { id: payload.doc, name: `${payload.doc}.pdf` }, bytes: Buffer.from(payload.doc) }) as unknown as StoredFileContent);
  const produireFichier = jest.fn(async (_job: unknown, payload: { doc: string }) => ({ id: payload.doc, name: `${payload.doc}.pdf`, size: payload.doc.length }) as StoredFileMeta);
  const lire = jest.fn(async (id: string) => Buffer.from(id));
  const depots: NewMail[] = [];
  const outbox = {
    deposit: jest.fn(async (_m: unknown, mail: NewMail) => {
      depots.push(mail);
      return opts.existant ? { id: 7, created: false, fingerprint: opts.existant.fingerprint } : { id: 7, created: true, fingerprint: mail.fingerprint };
    }),
    sendAndWait: jest.fn(async () => 'CAPTURED' as const),
  };
  const transactions = { executer: async <T>(f: (m: unknown) => Promise<T>) => f('manager') };
  const horloge = { maintenant: () => new Date('2026-11-23T10:00:00Z') } as Horloge;
  const s = new KitService({ produire, produireFichier, lire } as unknown as DocumentsGeneres, outbox as unknown as MailOutbox, transactions as unknown as Transactions, horloge);
  return { s, produire, produireFichier, outbox, depots };
}

describe('KitService', () => {
  it('makes one document under a key scoped by distributor, kit and document', async () => {
    const { s, produire } = service();
    const f = await s.document(KIT, ctx, 'conditions-generales', { codeDistributeur: 'D', cleClient: 'k1' });
    expect(f.meta.name).toBe('cg.pdf');
    expect(produire).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'essai.kit-document' }),
      expect.objectContaining({ codeDistributeur: 'D', doc: 'cg' }),
      { cle: 'D/kit-essai.conditions-generales/c.k1', empreinte: expect.stringMatching(/^[0-9a-f]{64}$/) },
      expect.objectContaining({ echec: 'Erreur lors de la récupération du document' }),
    );
  });

  it('zips the selection in the kit’s order', async () => {
    const { s, produireFichier } = service();
    const archive = await s.archive(KIT, ctx, ['fiche-interne', 'demande-adhesion'], { codeDistributeur: 'D' });
    // Every document made before the first byte, in the kit's order; then streamed.
    expect(produireFichier.mock.calls.map((c) => (c[1] as { doc: string }).doc)).toEqual(['da', 'fi']);
    const morceaux: Buffer[] = [];
    for await (const m of archive.flux) morceaux.push(m as Buffer);
    const zip = Buffer.concat(morceaux);
    expect(zip.length).toBe(archive.taille);
    expect(zip.includes(Buffer.from('da.pdf'))).toBe(true);
    expect(zip.includes(Buffer.from('fi.pdf'))).toBe(true);
  });

  it('refuses before making anything when one document is unavailable', async () => {
    const { s, produireFichier } = service();
    await expect(s.archive(KIT, { ...ctx, complet: false }, ['conditions-generales', 'demande-adhesion'], { codeDistributeur: 'D' })).rejects.toBeInstanceOf(RefusMetier);
    expect(produireFichier).not.toHaveBeenCalled();
  });

  it('e-mails through the outbox: documents made by their jobs at sending time, the feature’s change with a new message', async () => {
    const { s, depots, outbox } = service();
    const changement = jest.fn(async () => undefined);
    const statut = await s.envoyer(KIT, ctx, ['conditions-generales'], { codeDistributeur: 'D', email: ' Client@Exemple.fr ', objet: 'Vos documents', texte: 'Bonjour', dansLaTransaction: changement });
    expect(statut).toBe('CAPTURED');
    expect(depots[0]).toMatchObject({
      codeDistributeur: 'D',
      to: 'Client@Exemple.fr',
      subject: 'Vos documents',
      attachments: [{ document: { job: 'essai.kit-document', key: expect.stringMatching(/^D\/kit-essai\.email\/d\.[0-9a-f]{64}\/conditions-generales$/), payload: expect.objectContaining({ doc: 'cg', codeDistributeur: 'D' }) } }],
    });
    expect(changement).toHaveBeenCalledWith('manager');
    expect(outbox.sendAndWait).toHaveBeenCalledWith(7);
  });

  it('refuses a document that may not be e-mailed, and a key already used for another e-mail', async () => {
    await expect(service().s.envoyer(KIT, ctx, ['fiche-interne'], { codeDistributeur: 'D', email: 'a@b.fr', objet: 'o', texte: 't' })).rejects.toBeInstanceOf(RefusMetier);
    const { s } = service({ existant: { fingerprint: 'autre' } });
    await expect(s.envoyer(KIT, ctx, ['conditions-generales'], { codeDistributeur: 'D', email: 'a@b.fr', objet: 'o', texte: 't', cleClient: 'k' })).rejects.toMatchObject({ genre: 'nonTraitable' });
  });
});

describe('reponseEnvoi', () => {
  it.each([
    ['SENT', true],
    ['CAPTURED', expect.objectContaining({ envoye: false, etat: 'CAPTURE' })],
    ['UNCERTAIN', expect.objectContaining({ envoye: false, etat: 'INCERTAIN' })],
    ['PENDING', expect.objectContaining({ envoye: false, etat: 'EN_ATTENTE' })],
    // The queue did not take the job: the e-mail is kept, the words name the queue, not the mail server.
    ['NOT_QUEUED', expect.objectContaining({ envoye: false, etat: 'FILE_INDISPONIBLE', message: expect.stringContaining("file d'attente") })],
  ] as const)('%s → %j', (statut, attendu) => {
    expect(reponseEnvoi(statut, 'Échec')).toEqual(attendu);
  });

  it('FAILED is a 502 with the feature’s message', () => {
    expect(() => reponseEnvoi('FAILED', "Erreur lors de l'envoi")).toThrow(expect.objectContaining({ message: "Erreur lors de l'envoi" }));
  });
});
