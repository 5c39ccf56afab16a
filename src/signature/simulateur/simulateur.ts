import { Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { Horloge } from '../../common/horloge';
import { AppConfig } from '../../config/app-config';
import { SIMULATEUR_SIGNATURE as S } from '../../domain/messages';
import type { TypeEvenement } from '../../domain/signature/types';
import { defineJob, JobProcessor, type JobHandler } from '../../jobs/job';
import { text } from '../../jobs/payload-schema';
import { JobQueue } from '../../jobs/job-queue';
import { MailCaptureService } from '../../mail/mail-capture.service';
import { lireCorpsRappel } from '../corps-rappel';
import { RappelInvalide, type DemandeTransaction, type EvenementSignature, type FournisseurSignature } from '../fournisseur';
import { SignatureRepository } from '../signature.repository';
import { SimulateurRepository, type EtatSimule, type LigneSimulateur } from './simulateur.repository';

/**
 * The built-in signature simulator (brief §4.6): a provider of demonstration that behaves like a real
 * one. It keeps its own records (table simulateur_signature), serves a clearly labelled signing page
 * (/simulateur-signature/:jeton), files the one-time code as an SMS in the boîte de démonstration of
 * the distributor whose transaction it is (ADR 0044, addendum), redirects the browser to /signature/retour and posts signed callbacks (Standard Webhooks:
 * webhook-id, webhook-timestamp, webhook-signature over id.timestamp.raw body) with retries.
 */

/** The simulator's event names (Yousign-like) and what they mean to the application. */
const EVENEMENTS: Record<string, TypeEvenement> = {
  'signer.link_opened': 'LIEN_OUVERT',
  'signer.done': 'SIGNE',
  'signer.declined': 'REFUSE',
  'signer.interrupted': 'INTERROMPU',
  'signer.error': 'ERREUR',
  'signature_request.expired': 'EXPIRE',
};

/** Yousign's retry schedule in minutes (brief §4.1), scaled by SIGNATURE_RETRY_MS_PAR_MINUTE. */
const RETRIES_MINUTES = [2, 6, 30, 60, 300, 1080, 1440, 2880];

export interface RappelSimulateurPayload {
  eventId: string;
  /** The callback's JSON body, sent byte for byte on every attempt. */
  corps: string;
}

/** Delivers one simulated callback, retrying on the provider's schedule until a 2xx. */
export const RappelSimulateurJob = defineJob<RappelSimulateurPayload, { tentatives: number }>({
  name: 'signature.simulateur-rappel',
  version: 1,
  payload: { eventId: text, corps: text },
  queue: 'default',
  attempts: 1,
  timeoutMs: 5 * 60_000,
});

const ETATS_CLOS: readonly EtatSimule[] = ['SIGNEE', 'REFUSEE', 'ERREUR'];

export class ActionSimulateurRefusee extends Error {
  override name = 'ActionSimulateurRefusee';
}

@Injectable()
export class SimulateurSignature implements FournisseurSignature {
  readonly code = 'simulateur' as const;
  private readonly logger = new Logger(SimulateurSignature.name);
  private readonly webhook: Webhook;

  constructor(
    private readonly lignes: SimulateurRepository,
    private readonly jobs: JobQueue,
    private readonly capture: MailCaptureService,
    private readonly transactions: SignatureRepository,
    private readonly config: AppConfig,
    private readonly horloge: Horloge,
  ) {
    this.webhook = new Webhook(config.secretRappelsSignature);
  }

  async creerTransaction(d: DemandeTransaction): Promise<{ fournisseurTxId: string; signataireId: string }> {
    const id = `sim_${randomBytes(12).toString('hex')}`;
    const documents = d.documents.map((x) => ({ nom: x.nom, pdf: x.pdf.toString('base64'), sha256: createHash('sha256').update(x.pdf).digest('hex') }));
    await this.lignes.creer({ id, jeton: randomBytes(24).toString('base64url'), reference_externe: d.referenceExterne, mode: d.mode, signataire: d.signataire, documents, redirections: d.redirections });
    return { fournisseurTxId: id, signataireId: 'signataire-1' };
  }

  async urlDeSignature(fournisseurTxId: string): Promise<string> {
    const ligne = await this.parId(fournisseurTxId);
    if (!ligne) throw new Error(`Transaction simulée ${fournisseurTxId} introuvable`);
    return `${this.config.publicUrl}/simulateur-signature/${ligne.jeton}`;
  }

  async etat(fournisseurTxId: string): Promise<TypeEvenement | null> {
    const ligne = await this.parId(fournisseurTxId);
    const types: Partial<Record<EtatSimule, TypeEvenement>> = { EN_COURS: 'LIEN_OUVERT', INTERROMPUE: 'INTERROMPU', SIGNEE: 'SIGNE', REFUSEE: 'REFUSE', ERREUR: 'ERREUR' };
    return ligne ? (types[ligne.etat] ?? null) : null;
  }

  async motifRefus(fournisseurTxId: string): Promise<string | null> {
    const ligne = await this.parId(fournisseurTxId);
    return ligne?.etat === 'REFUSEE' ? ligne.motif : null;
  }

  async documentsSignes(fournisseurTxId: string): Promise<{ pdf: Buffer; preuve: Buffer }> {
    const ligne = await this.parId(fournisseurTxId);
    if (!ligne || ligne.etat !== 'SIGNEE') throw new Error(`Transaction simulée ${fournisseurTxId} non signée`);
    // A simulator signs nothing: the document is given back as it was, with a proof naming the simulator.
    const preuve = {
      prestataire: 'simulateur',
      avertissement: S.bandeau,
      transaction: ligne.id,
      reference: ligne.reference_externe,
      signataire: { nom: ligne.signataire.nom, prenom: ligne.signataire.prenom, telephone: masquer(ligne.signataire.telephonePortable), email: ligne.signataire.email },
      authentification: 'OTP_SMS',
      documents: ligne.documents.map((x) => ({ nom: x.nom, sha256: x.sha256 })),
      signe_le: this.horloge.maintenant().toISOString(),
    };
    return { pdf: Buffer.from(ligne.documents[0].pdf, 'base64'), preuve: Buffer.from(JSON.stringify(preuve, null, 2)) };
  }

  verifierRappel(entetes: Record<string, string | string[] | undefined>, corps: Buffer): EvenementSignature {
    const simples: Record<string, string> = {};
    for (const [k, v] of Object.entries(entetes)) if (typeof v === 'string') simples[k.toLowerCase()] = v;
    try {
      // Verified over the raw bytes (timing-safe, 5-minute window) before anything is read.
      this.webhook.verify(corps, simples, { jsonParse: false });
    } catch (err) {
      throw new RappelInvalide(err instanceof WebhookVerificationError ? err.message : 'corps illisible');
    }
    // Read under the API's input rules (NUL removed: see corps-rappel.ts).
    const valeur = lireCorpsRappel(corps) as { event_id?: unknown; event_name?: unknown; event_time?: unknown; data?: { transaction_id?: unknown; motif?: unknown } } | null;
    if (typeof valeur !== 'object' || valeur === null) throw new RappelInvalide('corps illisible');
    const type = EVENEMENTS[String(valeur.event_name)];
    const txId = valeur.data?.transaction_id;
    if (!type || typeof txId !== 'string' || typeof valeur.event_id !== 'string' || valeur.event_id !== simples['webhook-id']) throw new RappelInvalide('événement inconnu');
    const survenuLe = new Date(Number(valeur.event_time) * 1000);
    return { eventId: valeur.event_id, survenuLe: Number.isNaN(survenuLe.getTime()) ? this.horloge.maintenant() : survenuLe, fournisseurTxId: txId, type, motif: typeof valeur.data?.motif === 'string' ? valeur.data.motif : undefined };
  }

  /** The signed callback's headers for a body (also used by the tests and the benchmark). */
  entetesSignees(eventId: string, corps: string, date = new Date()): Record<string, string> {
    return { 'content-type': 'application/json', 'webhook-id': eventId, 'webhook-timestamp': String(Math.floor(date.getTime() / 1000)), 'webhook-signature': this.webhook.sign(eventId, date, corps) };
  }

  // ---- The simulator's own page and actions (what a provider's signing page does) ----

  /** What the signing page shows; `codeDejaEnvoye`: a code asked earlier (another page view) still signs. */
  async pourPage(jeton: string): Promise<{ id: string; etat: EtatSimule; mode: string; signataire: { civilite: string; nom: string; prenom: string; telephone: string; email: string }; documents: { nom: string; sha256: string }[]; codeDejaEnvoye: boolean } | null> {
    const l = await this.parJeton(jeton);
    if (!l) return null;
    return {
      id: l.id,
      etat: l.etat,
      mode: l.mode,
      signataire: { civilite: l.signataire.civilite, nom: l.signataire.nom, prenom: l.signataire.prenom, telephone: masquer(l.signataire.telephonePortable), email: l.signataire.email },
      documents: l.documents.map((d) => ({ nom: d.nom, sha256: d.sha256 })),
      codeDejaEnvoye: l.code_otp !== null,
    };
  }

  /** The PDF shown on the page. */
  async document(jeton: string, index: number): Promise<{ nom: string; pdf: Buffer } | null> {
    const l = await this.parJeton(jeton);
    const d = l?.documents[index];
    return d ? { nom: d.nom, pdf: Buffer.from(d.pdf, 'base64') } : null;
  }

  /**
   * Sends a fresh one-time code by "SMS" and tells the link was opened. The SMS lands in the boîte de
   * démonstration of the distributor whose transaction it is (our reference is the application's
   * transaction id), so the broker reads it there; only the masked number is shown.
   */
  async envoyerCode(jeton: string): Promise<void> {
    const l = await this.ouverte(jeton);
    const transaction = await this.transactions.parId(l.reference_externe);
    if (!transaction) throw new ActionSimulateurRefusee(S.introuvable);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const numeroMasque = masquer(l.signataire.telephonePortable);
    await this.lignes.transaction(async (manager) => {
      await this.lignes.enregistrerCode(manager, l.id, code);
      await this.capture.captureSms(manager, { codeDistributeur: transaction.codeDistributeur, expediteur: S.smsExpediteur, numeroMasque, objet: S.smsObjet(numeroMasque), texte: S.smsTexte(code) });
    });
    if (l.etat !== 'EN_COURS') await this.emettre(l, 'signer.link_opened');
  }

  /** Signs with the code (timing-safe comparison); the browser goes to the success address. */
  async signer(jeton: string, code: string): Promise<string> {
    const l = await this.ouverte(jeton);
    if (!l.code_otp) throw new ActionSimulateurRefusee(S.codeRequis);
    const attendu = Buffer.from(l.code_otp);
    const recu = Buffer.from(String(code).trim().padEnd(attendu.length).slice(0, 32));
    if (recu.length !== attendu.length || !timingSafeEqual(recu, attendu)) throw new ActionSimulateurRefusee(S.codeInvalide);
    return this.cloturer(l, 'SIGNEE', 'signer.done', l.redirections.succes);
  }

  async refuser(jeton: string, motif: string): Promise<string> {
    const l = await this.ouverte(jeton);
    return this.cloturer(l, 'REFUSEE', 'signer.declined', l.redirections.refus, motif.trim().slice(0, 500) || null);
  }

  async interrompre(jeton: string): Promise<string> {
    const l = await this.ouverte(jeton);
    await this.lignes.interrompre(l.id);
    await this.emettre(l, 'signer.interrupted');
    return l.redirections.interruption;
  }

  async provoquerErreur(jeton: string): Promise<string> {
    const l = await this.ouverte(jeton);
    return this.cloturer(l, 'ERREUR', 'signer.error', `${l.redirections.erreur}`);
  }

  private async cloturer(l: LigneSimulateur, etat: 'SIGNEE' | 'REFUSEE' | 'ERREUR', evenement: string, redirection: string, motif: string | null = null): Promise<string> {
    if (!(await this.lignes.cloturer(l.id, etat, motif))) throw new ActionSimulateurRefusee(S.termine);
    await this.emettre(l, evenement, motif);
    return redirection;
  }

  private async ouverte(jeton: string): Promise<LigneSimulateur> {
    const l = await this.parJeton(jeton);
    if (!l) throw new ActionSimulateurRefusee(S.introuvable);
    if (ETATS_CLOS.includes(l.etat)) throw new ActionSimulateurRefusee(S.termine);
    return l;
  }

  /** Queues the signed callback; its delivery retries on the provider's schedule. */
  private async emettre(l: LigneSimulateur, nom: string, motif: string | null = null): Promise<void> {
    const eventId = `evt_${randomBytes(12).toString('hex')}`;
    const corps = JSON.stringify({
      event_id: eventId,
      event_name: nom,
      event_time: Math.floor(this.horloge.maintenant().getTime() / 1000),
      data: { transaction_id: l.id, reference: l.reference_externe, statut: nom, ...(motif ? { motif } : {}) },
    });
    await this.jobs.enqueue(RappelSimulateurJob, { eventId, corps }, { jobId: eventId });
    // Chaos switch for tests: the same event delivered twice.
    if (this.config.SIGNATURE_SIMULATEUR_CHAOS.includes('doublon')) await this.jobs.enqueue(RappelSimulateurJob, { eventId, corps }, { jobId: `${eventId}-doublon` });
  }

  private parId(id: string): Promise<LigneSimulateur | null> {
    return this.lignes.parId(id);
  }

  private async parJeton(jeton: string): Promise<LigneSimulateur | null> {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(jeton)) return null;
    return this.lignes.parJeton(jeton);
  }

  /** Posts one callback, signed at the time of each attempt, until a 2xx or the schedule ends. */
  async livrer(p: RappelSimulateurPayload): Promise<{ tentatives: number }> {
    const url = `${this.config.publicUrl}/api/signature/webhooks/simulateur`;
    // Chaos switch for tests: the first attempt's body is altered after signing (the receiver refuses it).
    const alterePremier = this.config.SIGNATURE_SIMULATEUR_CHAOS.includes('altere-premier');
    for (let tentative = 0; ; tentative++) {
      let ok = false;
      try {
        const entetes = { ...this.entetesSignees(p.eventId, p.corps), 'x-simulateur-retry': String(tentative) };
        const corps = alterePremier && tentative === 0 ? p.corps.replace('"event_name"', '"event_name" ') : p.corps;
        const r = await fetch(url, { method: 'POST', headers: entetes, body: corps, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
        ok = r.status >= 200 && r.status < 300;
        await r.arrayBuffer();
      } catch (err) {
        this.logger.warn({ err, eventId: p.eventId, tentative }, 'Rappel du simulateur non délivré');
      }
      if (ok) return { tentatives: tentative + 1 };
      if (tentative >= RETRIES_MINUTES.length) throw new Error(`Rappel ${p.eventId} non délivré après ${tentative + 1} tentatives`);
      await new Promise((r) => setTimeout(r, RETRIES_MINUTES[tentative] * this.config.SIGNATURE_RETRY_MS_PAR_MINUTE));
    }
  }
}

@Injectable()
@JobProcessor(RappelSimulateurJob)
export class RappelSimulateurHandler implements JobHandler<RappelSimulateurPayload, { tentatives: number }> {
  constructor(private readonly simulateur: SimulateurSignature) {}

  handle(payload: RappelSimulateurPayload): Promise<{ tentatives: number }> {
    return this.simulateur.livrer(payload);
  }
}

/** '•• •• •• 56 78': the last four digits, enough for the signer to recognise the phone. */
export function masquer(e164: string): string {
  const chiffres = e164.replace(/\D/g, '');
  return chiffres.length < 4 ? '••' : `•• •• •• ${chiffres.slice(-4, -2)} ${chiffres.slice(-2)}`;
}
