import { createHmac } from 'node:crypto';
import { Horloge } from '../../common/horloge';
import { loadConfig } from '../../config/app-config';
import { demarrerFauxYousign, type FauxYousign } from '../../../test/support/faux-yousign';
import { RappelInvalide } from '../fournisseur';
import { YousignSignature } from './yousign';

const SECRET = 'secret-webhook-yousign';
const maintenant = new Date('2026-11-26T10:00:00Z');
const horloge = { maintenant: () => maintenant, aujourdhui: () => '2026-11-26' } as Horloge;
const signataire = { civilite: 'madame' as const, nom: 'Martin', prenom: 'Claire', dateNaissance: '1980-05-04', fonction: 'Gérante', telephonePortable: '+33612345678', email: 'claire@example.fr' };
const redirections = { succes: 'https://app/signature/retour?status=OK', refus: 'https://app/signature/retour?status=CANCEL', erreur: 'https://app/signature/retour?status=ERROR', interruption: 'https://app/signature/retour?status=SUSPEND' };

let faux: FauxYousign;
let yousign: YousignSignature;

beforeAll(async () => {
  faux = await demarrerFauxYousign();
  yousign = new YousignSignature(loadConfig({ SIGNATURE_PROVIDER: 'yousign', YOUSIGN_API_URL: faux.url, YOUSIGN_API_KEY: faux.cle, YOUSIGN_WEBHOOK_SECRET: SECRET }), horloge);
});
afterAll(() => faux.arreter());

describe('YousignSignature against a local fake of its API', () => {
  it('creates a request without delivery, one signable document, one signer by SMS code with the return addresses, then activates it', async () => {
    const { fournisseurTxId, signataireId } = await yousign.creerTransaction({ referenceExterne: 'tid-1', mode: 'FACE_A_FACE', documents: [{ nom: 'DA.pdf', pdf: Buffer.from('%PDF-1.7 contenu') }], signataire, redirections });
    const d = faux.demandes.get(fournisseurTxId)!;
    expect(d).toMatchObject({ external_id: 'tid-1', delivery_mode: 'none', status: 'ongoing' });
    expect(d.documents).toEqual([expect.objectContaining({ nature: 'signable_document' })]);
    expect(d.signers[0]).toMatchObject({ id: signataireId, signature_authentication_mode: 'otp_sms', info: { first_name: 'Claire', last_name: 'Martin', phone_number: '+33612345678', locale: 'fr' } });
    expect(d.signers[0].redirect_urls).toEqual({ success: redirections.succes, error: redirections.erreur, decline: redirections.refus });
    expect(faux.appels.slice(-4)).toEqual(['POST /signature_requests', `POST /signature_requests/${fournisseurTxId}/documents`, `POST /signature_requests/${fournisseurTxId}/signers`, `POST /signature_requests/${fournisseurTxId}/activate`]);

    // A fresh link each time; the status pulled; the signed document and the audit trail once done.
    const a = await yousign.urlDeSignature(fournisseurTxId, signataireId);
    const b = await yousign.urlDeSignature(fournisseurTxId, signataireId);
    expect(a).not.toBe(b);
    expect(await yousign.etat(fournisseurTxId)).toBe('NOTIFIE');
    d.status = 'done';
    expect(await yousign.etat(fournisseurTxId)).toBe('SIGNE');
    const { pdf, preuve } = await yousign.documentsSignes(fournisseurTxId);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(preuve.toString()).toContain("piste d'audit");
  });

  it('a refused API key is an error (the service answers the spec’s "momentanément indisponible")', async () => {
    const mauvais = new YousignSignature(loadConfig({ SIGNATURE_PROVIDER: 'yousign', YOUSIGN_API_URL: faux.url, YOUSIGN_API_KEY: 'autre', YOUSIGN_WEBHOOK_SECRET: SECRET }), horloge);
    await expect(mauvais.creerTransaction({ referenceExterne: 't', mode: 'A_DISTANCE', documents: [], signataire, redirections })).rejects.toThrow(/HTTP 401/);
  });
});

describe('YousignSignature.verifierRappel (X-Yousign-Signature-256 over the raw body)', () => {
  const corps = (nom: string, t = maintenant) =>
    Buffer.from(JSON.stringify({ event_id: 'e-1', event_name: nom, event_time: String(Math.floor(t.getTime() / 1000)), data: { signature_request: { id: 'sr_9' }, signer: { id: 'sig_1' } } }));
  const signer = (c: Buffer, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(c).digest('hex')}`;

  it.each([
    ['signer.done', 'SIGNE'],
    ['signer.declined', 'REFUSE'],
    ['signer.link_opened', 'LIEN_OUVERT'],
    ['signature_request.expired', 'EXPIRE'],
  ])('%s → %s', (nom, type) => {
    const c = corps(nom);
    expect(yousign.verifierRappel({ 'x-yousign-signature-256': signer(c) }, c)).toMatchObject({ eventId: 'e-1', fournisseurTxId: 'sr_9', type });
  });

  it.each([
    ['no signature', () => ({}), (c: Buffer) => c],
    ['another secret', (c: Buffer) => ({ 'x-yousign-signature-256': signer(c, 'autre') }), (c: Buffer) => c],
    ['a tampered body', (c: Buffer) => ({ 'x-yousign-signature-256': signer(c) }), (c: Buffer) => Buffer.concat([c, Buffer.from(' ')])],
    ['an old delivery (6 minutes)', (c: Buffer) => ({ 'x-yousign-signature-256': signer(c), 'x-yousign-issued-at': String(Math.floor(maintenant.getTime() / 1000) - 360) }), (c: Buffer) => c],
  ])('%s: refused', (_cas, entetes, corpsEnvoye) => {
    const c = corps('signer.done');
    expect(() => yousign.verifierRappel(entetes(c), corpsEnvoye(c))).toThrow(RappelInvalide);
  });
});
