import { Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Horloge } from '../../common/horloge';
import { AppConfig } from '../../config/app-config';
import type { TypeEvenement } from '../../domain/signature/types';
import { lireCorpsRappel } from '../corps-rappel';
import { RappelInvalide, type DemandeTransaction, type EvenementSignature, type FournisseurSignature } from '../fournisseur';

/** Yousign's events and what they mean to the application (brief §4.1). */
const EVENEMENTS: Record<string, TypeEvenement> = {
  'signer.notified': 'NOTIFIE',
  'signer.link_opened': 'LIEN_OUVERT',
  'signer.done': 'SIGNE',
  'signer.declined': 'REFUSE',
  'signer.error': 'ERREUR',
  'signature_request.expired': 'EXPIRE',
  // The request's own end events: with one signer they say the same as the signer's, once the
  // request itself has moved (signer.done may come while the request is still ongoing; see rappel()).
  'signature_request.done': 'SIGNE',
  'signature_request.declined': 'REFUSE',
};

/**
 * A signature request's status (GET /signature_requests/{id}) as the last event it stands for. The
 * application never cancels a request: 'canceled' is Yousign's own end after a signer.error.
 */
const STATUTS: Record<string, TypeEvenement> = { ongoing: 'NOTIFIE', done: 'SIGNE', declined: 'REFUSE', expired: 'EXPIRE', canceled: 'ERREUR' };

const FENETRE_MS = 5 * 60_000;

export class ErreurYousign extends Error {
  override name = 'ErreurYousign';
}

/**
 * Yousign API v3 adapter of the signature port (brief §4.1, §4.4, §4.5): a signature request with
 * `delivery_mode: none` (the application sends the signer to the link, face to face or through its
 * own access e-mail), one signable document, one signer authenticated by SMS code, the redirect URLs
 * to /signature/retour; callbacks verified with `X-Yousign-Signature-256` (HMAC-SHA256 of the raw body).
 * Tested against a local fake of its HTTP API (test/support/faux-yousign.ts).
 */
@Injectable()
export class YousignSignature implements FournisseurSignature {
  readonly code = 'yousign' as const;

  constructor(
    private readonly config: AppConfig,
    private readonly horloge: Horloge,
  ) {}

  private async appel<T>(chemin: string, init: { method?: string; json?: unknown; form?: FormData } = {}): Promise<T> {
    const r = await fetch(`${this.config.YOUSIGN_API_URL.replace(/\/$/, '')}${chemin}`, {
      method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
      headers: { Authorization: `Bearer ${this.config.YOUSIGN_API_KEY ?? ''}`, ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
      signal: AbortSignal.timeout(15_000),
    });
    if (!r.ok) throw new ErreurYousign(`Yousign ${chemin} : HTTP ${r.status}`);
    const type = r.headers.get('content-type') ?? '';
    return (type.includes('json') ? await r.json() : Buffer.from(await r.arrayBuffer())) as T;
  }

  async creerTransaction(d: DemandeTransaction): Promise<{ fournisseurTxId: string; signataireId: string }> {
    const demande = await this.appel<{ id: string }>('/signature_requests', {
      json: { name: d.documents[0]?.nom ?? 'Demande d’adhésion', delivery_mode: 'none', timezone: 'Europe/Paris', external_id: d.referenceExterne },
    });
    const documents: string[] = [];
    for (const doc of d.documents) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(doc.pdf)], { type: 'application/pdf' }), doc.nom);
      form.append('nature', 'signable_document');
      form.append('parse_anchors', 'false');
      documents.push((await this.appel<{ id: string }>(`/signature_requests/${demande.id}/documents`, { form })).id);
    }
    const s = d.signataire;
    const signataire = await this.appel<{ id: string }>(`/signature_requests/${demande.id}/signers`, {
      json: {
        info: { first_name: s.prenom, last_name: s.nom, email: s.email, phone_number: s.telephonePortable, locale: 'fr' },
        signature_level: 'electronic_signature',
        signature_authentication_mode: 'otp_sms',
        fields: documents.map((document_id) => ({ document_id, type: 'signature', page: 1, x: 380, y: 720, width: 180, height: 60 })),
        redirect_urls: { success: d.redirections.succes, error: d.redirections.erreur, decline: d.redirections.refus },
      },
    });
    await this.appel(`/signature_requests/${demande.id}/activate`, { json: {} });
    return { fournisseurTxId: demande.id, signataireId: signataire.id };
  }

  async urlDeSignature(fournisseurTxId: string, signataireId: string): Promise<string> {
    const s = await this.appel<{ signature_link?: string }>(`/signature_requests/${fournisseurTxId}/signers/${signataireId}`);
    if (!s.signature_link) throw new ErreurYousign('Lien de signature absent');
    return s.signature_link;
  }

  async etat(fournisseurTxId: string): Promise<TypeEvenement | null> {
    const r = await this.appel<{ status?: string }>(`/signature_requests/${fournisseurTxId}`);
    return STATUTS[r.status ?? ''] ?? null;
  }

  /** The signature request's decline information (its reason), once declined. */
  async motifRefus(fournisseurTxId: string): Promise<string | null> {
    const r = await this.appel<{ decline_information?: { reason?: unknown } | null }>(`/signature_requests/${fournisseurTxId}`);
    const motif = r.decline_information?.reason;
    return typeof motif === 'string' && motif.trim() ? motif : null;
  }

  async documentsSignes(fournisseurTxId: string): Promise<{ pdf: Buffer; preuve: Buffer }> {
    const pdf = await this.appel<Buffer>(`/signature_requests/${fournisseurTxId}/documents/download`);
    const preuve = await this.appel<Buffer>(`/signature_requests/${fournisseurTxId}/audit_trails/download`);
    return { pdf, preuve };
  }

  verifierRappel(entetes: Record<string, string | string[] | undefined>, corps: Buffer): EvenementSignature {
    const signature = entetes['x-yousign-signature-256'];
    const secret = this.config.YOUSIGN_WEBHOOK_SECRET;
    if (typeof signature !== 'string' || !secret) throw new RappelInvalide('signature absente');
    const attendu = Buffer.from(`sha256=${createHmac('sha256', secret).update(corps).digest('hex')}`);
    const recu = Buffer.from(signature);
    if (recu.length !== attendu.length || !timingSafeEqual(recu, attendu)) throw new RappelInvalide('signature invalide');
    // Read only once verified, under the API's input rules (NUL removed: see corps-rappel.ts).
    const valeur = lireCorpsRappel(corps) as { event_id?: unknown; event_name?: unknown; event_time?: unknown; data?: { signature_request?: { id?: unknown }; reason?: unknown } } | null;
    if (typeof valeur !== 'object' || valeur === null) throw new RappelInvalide('corps illisible');
    // Each delivery carries its issue time: a replay of an old delivery is refused (5-minute window).
    const emis = Number(entetes['x-yousign-issued-at'] ?? valeur.event_time) * 1000;
    if (!Number.isFinite(emis) || Math.abs(this.horloge.maintenant().getTime() - emis) > FENETRE_MS) throw new RappelInvalide('horodatage hors fenêtre');
    const type = EVENEMENTS[String(valeur.event_name)];
    const txId = valeur.data?.signature_request?.id;
    if (!type || typeof txId !== 'string' || typeof valeur.event_id !== 'string' || !valeur.event_id) throw new RappelInvalide('événement inconnu');
    return { eventId: valeur.event_id, survenuLe: new Date(Number(valeur.event_time) * 1000 || this.horloge.maintenant().getTime()), fournisseurTxId: txId, type, motif: typeof valeur.data?.reason === 'string' ? valeur.data.reason : undefined };
  }
}
