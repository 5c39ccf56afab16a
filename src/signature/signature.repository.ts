import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { StatutProjet } from '../domain/projets/projet.types';
import { estCloturee, etatApresEvenement } from '../domain/signature/transaction';
import type { EtatTransaction, ModeSignature } from '../domain/signature/types';
import type { RappelsSignature } from '../metrics/rappels-signature.port';
import type { AdhesionsSignees } from '../souscription/documents/adhesions-signees.port';
import type { EvenementSignature } from './fournisseur';
import { HistoriqueService } from '../historique/historique.service';
import { ProjetsRepository } from '../projets/projets.repository';
import { evenementDeSignature } from '../domain/historique/evenement';

export interface TransactionSignature {
  id: string;
  projetId: number;
  codeDistributeur: string;
  fournisseur: string;
  fournisseurTxId: string;
  signataireId: string;
  mode: ModeSignature;
  etat: EtatTransaction;
  statutProjetAvant: StatutProjet;
  clotureLe: Date | null;
  fichierSigneId: string | null;
  fichierPreuveId: string | null;
  /** The signer asked ('Mme Claire Dupont'), the broker who started it and their address (issue 27 item 4); null on older rows. */
  signataireNom: string | null;
  courtierNom: string | null;
  courtierEmail: string | null;
  /** The reason the signer typed when refusing. */
  motif: string | null;
}

interface Ligne {
  id: string;
  projet_id: number;
  code_distributeur: string;
  fournisseur: string;
  fournisseur_tx_id: string;
  signataire_id: string;
  mode: ModeSignature;
  etat: EtatTransaction;
  statut_projet_avant: StatutProjet;
  cloture_le: Date | string | null;
  fichier_signe_id: string | null;
  fichier_preuve_id: string | null;
  signataire_nom: string | null;
  courtier_nom: string | null;
  courtier_email: string | null;
  motif: string | null;
}

const versTransaction = (l: Ligne): TransactionSignature => ({
  id: l.id,
  projetId: l.projet_id,
  codeDistributeur: l.code_distributeur,
  fournisseur: l.fournisseur,
  fournisseurTxId: l.fournisseur_tx_id,
  signataireId: l.signataire_id,
  mode: l.mode,
  etat: l.etat,
  statutProjetAvant: l.statut_projet_avant,
  clotureLe: l.cloture_le === null ? null : new Date(l.cloture_le),
  fichierSigneId: l.fichier_signe_id,
  fichierPreuveId: l.fichier_preuve_id,
  signataireNom: l.signataire_nom ?? null,
  courtierNom: l.courtier_nom ?? null,
  courtierEmail: l.courtier_email ?? null,
  motif: l.motif ?? null,
});

/** What receiving a callback did: applied (and to which state), kept without effect, or a duplicate. */
export type ResultatEvenement = { issue: 'applique'; transaction: TransactionSignature; avant: EtatTransaction } | { issue: 'sans-effet' | 'doublon'; transaction: TransactionSignature };

/** The projet's statut for each transaction state (02: SIGNATURE_EN_ATTENTE → ACCEPTE, or back on refusal). */
function statutProjet(etat: EtatTransaction, avant: StatutProjet): StatutProjet {
  if (etat === 'SIGNEE') return 'ACCEPTE';
  return estCloturee(etat) ? avant : 'SIGNATURE_EN_ATTENTE';
}

/** Signature transactions and their providers' events (migration 1795500100000), scoped by distributor where a broker reads. */
@Injectable()
export class SignatureRepository implements AdhesionsSignees, RappelsSignature {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    /** The projet's statut follows the transaction's state; the projets module writes it (it owns the table). */
    private readonly projets: ProjetsRepository,
    /** The projet's history, written with each applied event (absent in the medium tests of the tables alone). */
    @Optional() private readonly historique?: HistoriqueService,
  ) {}

  transaction<T>(travail: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(travail);
  }

  async ouverte(projetId: number, codeDistributeur: string, manager?: EntityManager): Promise<TransactionSignature | null> {
    const rows: Ligne[] = await (manager ?? this.dataSource).query(
      `SELECT * FROM signature_transaction WHERE projet_id = $1 AND code_distributeur = $2 AND etat IN ('CREEE', 'EN_COURS', 'INTERROMPUE')`,
      [projetId, codeDistributeur],
    );
    return rows[0] ? versTransaction(rows[0]) : null;
  }

  /** By its public id (the outcome pages have no session: the 128-bit id is the secret). */
  async parId(id: string): Promise<TransactionSignature | null> {
    if (!/^[a-f0-9]{32}$/.test(id)) return null;
    const rows: Ligne[] = await this.dataSource.query('SELECT * FROM signature_transaction WHERE id = $1', [id]);
    return rows[0] ? versTransaction(rows[0]) : null;
  }

  async derniereCloturee(projetId: number, codeDistributeur: string): Promise<TransactionSignature | null> {
    const rows: Ligne[] = await this.dataSource.query(
      `SELECT * FROM signature_transaction WHERE projet_id = $1 AND code_distributeur = $2 AND cloture_le IS NOT NULL AND etat IN ('SIGNEE', 'REFUSEE') ORDER BY cloture_le DESC LIMIT 1`,
      [projetId, codeDistributeur],
    );
    return rows[0] ? versTransaction(rows[0]) : null;
  }

  /** The projet's latest transaction (a relaunch's is newer than the refused one), for step 4's refusal. */
  async derniere(projetId: number, codeDistributeur: string): Promise<TransactionSignature | null> {
    const rows: Ligne[] = await this.dataSource.query(
      'SELECT * FROM signature_transaction WHERE projet_id = $1 AND code_distributeur = $2 ORDER BY created_at DESC, cloture_le DESC NULLS FIRST LIMIT 1',
      [projetId, codeDistributeur],
    );
    return rows[0] ? versTransaction(rows[0]) : null;
  }

  /** A new transaction, and the projet waiting for its signature; in the caller's transaction. */
  async creer(manager: EntityManager, t: Omit<TransactionSignature, 'etat' | 'clotureLe' | 'fichierSigneId' | 'fichierPreuveId' | 'motif'>): Promise<void> {
    await manager.query(
      `INSERT INTO signature_transaction (id, projet_id, code_distributeur, fournisseur, fournisseur_tx_id, signataire_id, mode, statut_projet_avant, signataire_nom, courtier_nom, courtier_email)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [t.id, t.projetId, t.codeDistributeur, t.fournisseur, t.fournisseurTxId, t.signataireId, t.mode, t.statutProjetAvant, t.signataireNom, t.courtierNom, t.courtierEmail],
    );
    await this.projets.changerStatutEnSignature(manager, t.projetId, t.codeDistributeur, 'SIGNATURE_EN_ATTENTE');
  }

  /** The transaction an already received event belongs to (a redelivery: the common case under retries), from one indexed read, without a lock. */
  async dejaRecu(fournisseur: string, e: Pick<EvenementSignature, 'eventId' | 'fournisseurTxId'>): Promise<TransactionSignature | null> {
    const connu: Ligne[] = await this.dataSource.query(
      'SELECT t.* FROM signature_evenement e JOIN signature_transaction t ON t.id = e.transaction_id WHERE e.fournisseur = $1 AND e.event_id = $2 AND t.fournisseur_tx_id = $3',
      [fournisseur, e.eventId, e.fournisseurTxId],
    );
    return connu[0] ? versTransaction(connu[0]) : null;
  }

  /** By the provider's id, without a lock (to decide what to ask the provider before applying). */
  async parFournisseur(fournisseur: string, fournisseurTxId: string): Promise<TransactionSignature | null> {
    const rows: Ligne[] = await this.dataSource.query('SELECT * FROM signature_transaction WHERE fournisseur = $1 AND fournisseur_tx_id = $2', [fournisseur, fournisseurTxId]);
    return rows[0] ? versTransaction(rows[0]) : null;
  }

  /**
   * A verified (and, when it closes the transaction, confirmed) event, once: the transaction is
   * locked, the event goes into the inbox keyed by its id (a second delivery is a no-op), and the
   * state moves only forward, with the projet's statut. A signature is applied only with its signed
   * documents, stored by `stockerSignes` in the same database transaction: never ACCEPTE without
   * them. null when no transaction of this provider has that id (nothing written).
   */
  async recevoir(
    fournisseur: string,
    e: EvenementSignature,
    stockerSignes?: (manager: EntityManager, t: TransactionSignature) => Promise<{ signe: string; preuve: string }>,
    /** On a signature or a refusal applied, in its database transaction (the broker's e-mail into the outbox). */
    surCloture?: (manager: EntityManager, t: TransactionSignature) => Promise<void>,
  ): Promise<ResultatEvenement | null> {
    // The caller answered redeliveries first (dejaRecu); two at once meet the inbox key below.
    return this.dataSource.transaction(async (m) => {
      const rows: Ligne[] = await m.query('SELECT * FROM signature_transaction WHERE fournisseur = $1 AND fournisseur_tx_id = $2 FOR UPDATE', [fournisseur, e.fournisseurTxId]);
      if (!rows[0]) return null;
      const t = versTransaction(rows[0]);
      const suivant = etatApresEvenement(t.etat, e.type);
      if (suivant === 'SIGNEE' && !stockerSignes) throw new Error(`Signature de ${t.id} sans ses documents signés`);
      const insere: unknown[] = await m.query(
        `INSERT INTO signature_evenement (fournisseur, event_id, transaction_id, type, survenu_le, applique) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING event_id`,
        [fournisseur, e.eventId, t.id, e.type, e.survenuLe, suivant !== null],
      );
      if (insere.length === 0) return { issue: 'doublon', transaction: t };
      if (suivant === null) {
        // The refusal was applied from the provider's state (no reason there): its callback brings the reason.
        if (e.type === 'REFUSE' && t.etat === 'REFUSEE' && e.motif && !t.motif) {
          await m.query('UPDATE signature_transaction SET motif = $2, updated_at = now() WHERE id = $1 AND motif IS NULL', [t.id, e.motif]);
        }
        return { issue: 'sans-effet', transaction: t };
      }
      const fichiers = suivant === 'SIGNEE' && stockerSignes ? await stockerSignes(m, t) : null;
      const cloture = estCloturee(suivant) ? e.survenuLe : null;
      await m.query(
        `UPDATE signature_transaction SET etat = $2, cloture_le = COALESCE($3, cloture_le), motif = COALESCE($4, motif), fichier_signe_id = COALESCE($5, fichier_signe_id), fichier_preuve_id = COALESCE($6, fichier_preuve_id), updated_at = now() WHERE id = $1`,
        [t.id, suivant, cloture, e.motif ?? null, fichiers?.signe ?? null, fichiers?.preuve ?? null],
      );
      await this.projets.changerStatutEnSignature(m, t.projetId, t.codeDistributeur, statutProjet(suivant, t.statutProjetAvant));
      const h = evenementDeSignature(e.type, e.motif);
      if (h) await this.historique?.enregistrer(m, { projetId: t.projetId, codeDistributeur: t.codeDistributeur, ...h });
      const apres: TransactionSignature = {
        ...t,
        etat: suivant,
        clotureLe: cloture ?? t.clotureLe,
        motif: e.motif ?? t.motif,
        fichierSigneId: fichiers?.signe ?? t.fichierSigneId,
        fichierPreuveId: fichiers?.preuve ?? t.fichierPreuveId,
      };
      // The broker's e-mail goes into the outbox with the state change, in this database transaction: once.
      if ((suivant === 'REFUSEE' || suivant === 'SIGNEE') && surCloture) await surCloture(m, apres);
      return { issue: 'applique', avant: t.etat, transaction: apres };
    });
  }

  /** The metrics' port: how late the latest callback received arrived (recu_le − survenu_le, seconds); null when none. */
  async retardDernierRappel(): Promise<number | null> {
    const [l]: Array<{ retard: string | null }> = await this.dataSource.query('SELECT EXTRACT(EPOCH FROM recu_le - survenu_le) AS retard FROM signature_evenement ORDER BY recu_le DESC LIMIT 1');
    return l ? Number(l.retard ?? 0) : null;
  }

  /** The port of the subscription kit: the last signed request's stored file, once saved. */
  async fichierSigne(projetId: number, codeDistributeur: string): Promise<string | null> {
    const rows: { fichier_signe_id: string }[] = await this.dataSource.query(
      `SELECT fichier_signe_id FROM signature_transaction WHERE projet_id = $1 AND code_distributeur = $2 AND etat = 'SIGNEE' AND fichier_signe_id IS NOT NULL ORDER BY cloture_le DESC LIMIT 1`,
      [projetId, codeDistributeur],
    );
    return rows[0]?.fichier_signe_id ?? null;
  }

  async enregistrerFichiers(id: string, signe: string, preuve: string): Promise<void> {
    await this.dataSource.query('UPDATE signature_transaction SET fichier_signe_id = $2, fichier_preuve_id = $3, updated_at = now() WHERE id = $1 AND fichier_signe_id IS NULL', [id, signe, preuve]);
  }
}
