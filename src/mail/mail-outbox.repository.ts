import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { MailMessageEntity } from './mail-message.entity';
import type { AttachmentRef, MailStatus } from './mail.types';

/** A claim lasts this long; a run that dies holding it delays the message by at most this much. */
const LEASE = "interval '2 minutes'";
/** After this many attempts a message is FAILED for good. */
const MAX_ATTEMPTS = 10;

/** A row of the outbox as deposit writes it (the Message-ID and sender already fixed by the outbox). */
export interface NouveauMessage {
  codeDistributeur: string;
  idempotencyKey: string;
  fingerprint: string;
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: AttachmentRef[];
  /** The projet it belongs to (a failed delivery is told to its broker, ADR 0082). */
  projetId: number | null;
}

/** A message as the admin's list shows it (the recipient masked by the caller). */
export interface CourrielLu {
  id: number;
  codeDistributeur: string;
  destinataire: string;
  statut: MailStatus;
  tentatives: number;
  derniereErreur: string | null;
  creeLe: Date;
  renvoyeLe: Date | null;
}

/**
 * The outbox's rows (table mail_message, ADR 0025): its one reader and writer. Every status change is
 * one conditional UPDATE, so two runs of one row never both win; the caller's transaction is taken
 * where the outbox writes next to a business change (deposit, capture).
 */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectRepository(MailMessageEntity) private readonly messages: Repository<MailMessageEntity>) {}

  transaction<T>(travail: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.messages.manager.transaction(travail);
  }

  /** Writes the message in the caller's transaction; null when its key (per distributor) already has one. */
  async deposer(manager: EntityManager, m: NouveauMessage): Promise<number | null> {
    const inserted: Array<{ id: number }> = await manager.query(
      `INSERT INTO mail_message (code_distributeur, idempotency_key, fingerprint, message_id, from_address, to_address, subject, text, html, attachments, projet_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11)
       ON CONFLICT (code_distributeur, idempotency_key) DO NOTHING
       RETURNING id`,
      [m.codeDistributeur, m.idempotencyKey, m.fingerprint, m.messageId, m.from, m.to, m.subject, m.text, m.html, JSON.stringify(m.attachments), m.projetId],
    );
    return inserted.length ? Number(inserted[0].id) : null;
  }

  /** The message an earlier request wrote for this key, in the caller's transaction. */
  async parCle(manager: EntityManager, codeDistributeur: string, idempotencyKey: string): Promise<{ id: number; fingerprint: string }> {
    const [existing]: Array<{ id: number; fingerprint: string }> = await manager.query(
      `SELECT id, fingerprint FROM mail_message WHERE code_distributeur = $1 AND idempotency_key = $2`,
      [codeDistributeur, idempotencyKey],
    );
    return { id: Number(existing.id), fingerprint: existing.fingerprint };
  }

  parId(id: number): Promise<MailMessageEntity | null> {
    return this.messages.findOne({ where: { id } });
  }

  /** The row's status; null when there is no such row. */
  async statut(id: number): Promise<MailStatus | null> {
    const [row]: Array<{ status: MailStatus }> = await this.messages.query(`SELECT status FROM mail_message WHERE id = $1`, [id]);
    return row?.status ?? null;
  }

  /** The row's status and whether some run holds it (lease running); null when there is no such row. */
  async statutEtBail(id: number): Promise<{ status: MailStatus; held: boolean } | null> {
    const [row]: Array<{ status: MailStatus; held: boolean }> = await this.messages.query(
      `SELECT status, coalesce(lease_until > now(), false) AS held FROM mail_message WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  async existe(id: number): Promise<boolean> {
    const [row]: unknown[] = await this.messages.query(`SELECT 1 FROM mail_message WHERE id = $1`, [id]);
    return !!row;
  }

  /** An admin's resend (ADR 0062): back to PENDING, attempts reset, only if FAILED and never resent. */
  async remettreEnAttente(id: number): Promise<boolean> {
    const rows = await this.miseAJour(
      `UPDATE mail_message SET status = 'PENDING', attempts = 0, next_attempt_at = now(), last_error = NULL, lease_owner = NULL, lease_until = NULL,
              renvoye_le = now(), updated_at = now()
        WHERE id = $1 AND status = 'FAILED' AND renvoye_le IS NULL RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  /**
   * Rows to take up again: PENDING or SENDING, due, not claimed. Each is pushed 2 minutes ahead in
   * the same statement (FOR UPDATE SKIP LOCKED), so two sweepers never pick the same row at once.
   */
  async prendreDus(limit: number): Promise<number[]> {
    const rows = await this.miseAJour(
      `UPDATE mail_message SET next_attempt_at = now() + ${LEASE}
        WHERE id IN (SELECT id FROM mail_message
                      WHERE status IN ('PENDING', 'SENDING') AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now())
                      ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [limit],
    );
    return rows.map((r) => Number(r.id));
  }

  /** Takes the row for this run (PENDING, and free or already this holder's); counts the attempt. */
  async prendre(id: number, holder: string): Promise<boolean> {
    const rows = await this.miseAJour(
      `UPDATE mail_message SET lease_owner = $2, lease_until = now() + ${LEASE}, attempts = attempts + 1, updated_at = now()
        WHERE id = $1 AND status = 'PENDING' AND (lease_until IS NULL OR lease_until < now() OR lease_owner = $2)
        RETURNING id`,
      [id, holder],
    );
    return rows.length > 0;
  }

  /** SENDING from here on (the whole body is at the server): only while this holder still has the row. */
  async engager(id: number, holder: string): Promise<boolean> {
    const rows = await this.miseAJour(
      `UPDATE mail_message SET status = 'SENDING', engaged_at = now(), lease_until = now() + ${LEASE}, updated_at = now()
        WHERE id = $1 AND status = 'PENDING' AND lease_owner = $2
        RETURNING id`,
      [id, holder],
    );
    return rows.length > 0;
  }

  /** The server accepted the message. */
  async marquerEnvoye(id: number): Promise<void> {
    await this.messages.query(
      `UPDATE mail_message SET status = 'SENT', sent_at = now(), lease_owner = NULL, lease_until = NULL, last_error = NULL, updated_at = now()
        WHERE id = $1 AND status IN ('SENDING', 'UNCERTAIN')`,
      [id],
    );
  }

  /** Kept in the boîte de démonstration, in the caller's transaction (next to the capture). */
  async marquerCapture(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`UPDATE mail_message SET status = 'CAPTURED', sent_at = now(), attempts = attempts + 1, updated_at = now() WHERE id = $1 AND status = 'PENDING'`, [id]);
  }

  /** A row found SENDING whose run is gone (lease over, or this holder's): UNCERTAIN, never sent again. */
  async marquerInterrompu(id: number, holder: string): Promise<boolean> {
    const rows = await this.miseAJour(
      `UPDATE mail_message SET status = 'UNCERTAIN', lease_owner = NULL, lease_until = NULL, last_error = 'INTERROMPU_APRES_DONNEES', updated_at = now()
        WHERE id = $1 AND status = 'SENDING' AND (lease_until IS NULL OR lease_until < now() OR lease_owner = $2)
        RETURNING id`,
      [id, holder],
    );
    return rows.length > 0;
  }

  /** No reply after the end of DATA: UNCERTAIN (the server may have it). */
  async marquerIncertain(id: number, code: string): Promise<void> {
    await this.messages.query(
      `UPDATE mail_message SET status = 'UNCERTAIN', lease_owner = NULL, lease_until = NULL, last_error = $2, updated_at = now() WHERE id = $1 AND status = 'SENDING'`,
      [id, code],
    );
  }

  /**
   * Back to PENDING for a later attempt, with a doubling delay (30 s to 1 h), or FAILED (`fail`, or
   * too many attempts). `count` counts an attempt not counted by a claim; `holder` null: whoever holds it.
   * Answers the row as this statement left it (null: not this caller's to postpone), so that only the
   * statement that made it FAILED tells it.
   */
  async reporter(
    id: number,
    holder: string | null,
    code: string,
    opts: { count: boolean; fail: boolean },
  ): Promise<{ status: MailStatus; projetId: number | null; codeDistributeur: string } | null> {
    const rows = (await this.miseAJour(
      `UPDATE mail_message
          SET attempts = attempts + $3::int,
              status = CASE WHEN $4::boolean OR attempts + $3::int >= ${MAX_ATTEMPTS} THEN 'FAILED' ELSE 'PENDING' END,
              next_attempt_at = now() + make_interval(secs => LEAST(30 * power(2, GREATEST(attempts + $3::int - 1, 0)), 3600)),
              lease_owner = NULL, lease_until = NULL, last_error = $5, updated_at = now()
        WHERE id = $1 AND status IN ('PENDING', 'SENDING') AND ($2::text IS NULL OR lease_owner = $2 OR lease_owner IS NULL)
        RETURNING id, status, projet_id, code_distributeur`,
      [id, holder, opts.count ? 1 : 0, opts.fail, code.slice(0, 200)],
    )) as unknown as Array<{ status: MailStatus; projet_id: number | null; code_distributeur: string }>;
    const l = rows[0];
    return l ? { status: l.status, projetId: l.projet_id === null ? null : Number(l.projet_id), codeDistributeur: l.code_distributeur } : null;
  }

  /** The newest messages of these statuses, every distributor's (the admin's list), at most `limite`. */
  async parStatuts(statuts: readonly MailStatus[], limite: number): Promise<CourrielLu[]> {
    const rows: CourrielLu[] = await this.messages.query(
      `SELECT id, code_distributeur AS "codeDistributeur", to_address AS destinataire, status AS statut, attempts AS tentatives,
              last_error AS "derniereErreur", created_at AS "creeLe", renvoye_le AS "renvoyeLe"
         FROM mail_message WHERE status = ANY($1::text[]) ORDER BY id DESC LIMIT $2`,
      [statuts, Math.trunc(limite)],
    );
    return rows.map((r) => ({ ...r, id: Number(r.id), tentatives: Number(r.tentatives) }));
  }

  /** Messages by status (the metrics' gauge). */
  async compterParStatut(): Promise<Array<{ statut: MailStatus; nombre: number }>> {
    const lignes: Array<{ status: MailStatus; n: string }> = await this.messages.query('SELECT status, count(*) AS n FROM mail_message GROUP BY status');
    return lignes.map((l) => ({ statut: l.status, nombre: Number(l.n) }));
  }

  /** Age in seconds of the oldest message not sent yet (PENDING or SENDING); 0 when none. */
  async agePlusAncienEnAttente(): Promise<number> {
    const [l]: Array<{ age: string | null }> = await this.messages.query("SELECT EXTRACT(EPOCH FROM now() - min(created_at)) AS age FROM mail_message WHERE status IN ('PENDING', 'SENDING')");
    return Number(l?.age ?? 0);
  }

  /** Rows of an UPDATE … RETURNING: TypeORM's PostgreSQL driver answers [rows, count] for an UPDATE. */
  private async miseAJour(sql: string, params: unknown[]): Promise<Array<{ id: number }>> {
    const raw: unknown = await this.messages.query(sql, params);
    const rows = Array.isArray(raw) && raw.length === 2 && Array.isArray(raw[0]) ? raw[0] : raw;
    return rows as Array<{ id: number }>;
  }
}
