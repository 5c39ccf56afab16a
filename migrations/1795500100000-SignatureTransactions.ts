import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Electronic signature (spec 02 step 4; brief §4.5): the transactions (the public id is an opaque
 * 128-bit token, since the outcome pages take it without sign-in), the providers' events kept in an
 * inbox keyed by event id (a duplicate is a no-op), and the built-in simulator's own records (it
 * behaves as an outside provider: its state is not the application's).
 */
export class SignatureTransactions1795500100000 implements MigrationInterface {
  name = 'SignatureTransactions1795500100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE signature_transaction (
        id varchar(32) PRIMARY KEY,
        projet_id integer NOT NULL REFERENCES projet(id) ON DELETE CASCADE,
        code_distributeur varchar(64) NOT NULL,
        fournisseur varchar(16) NOT NULL,
        fournisseur_tx_id varchar(128) NOT NULL,
        signataire_id varchar(128) NOT NULL,
        mode varchar(16) NOT NULL,
        etat varchar(16) NOT NULL DEFAULT 'CREEE',
        statut_projet_avant varchar(32) NOT NULL,
        cloture_le timestamptz NULL,
        motif text NULL,
        fichier_signe_id varchar(64) NULL,
        fichier_preuve_id varchar(64) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (fournisseur, fournisseur_tx_id)
      )`);
    await q.query('CREATE INDEX signature_transaction_projet ON signature_transaction (projet_id, created_at DESC)');
    // At most one open transaction per projet: two clicks on 'Signer' reuse it.
    await q.query(`CREATE UNIQUE INDEX signature_transaction_ouverte ON signature_transaction (projet_id) WHERE etat IN ('CREEE', 'EN_COURS', 'INTERROMPUE')`);
    await q.query(`
      CREATE TABLE signature_evenement (
        fournisseur varchar(16) NOT NULL,
        event_id varchar(128) NOT NULL,
        transaction_id varchar(32) NULL REFERENCES signature_transaction(id) ON DELETE CASCADE,
        type varchar(16) NOT NULL,
        survenu_le timestamptz NOT NULL,
        recu_le timestamptz NOT NULL DEFAULT now(),
        applique boolean NOT NULL,
        PRIMARY KEY (fournisseur, event_id)
      )`);
    await q.query(`
      CREATE TABLE simulateur_signature (
        id varchar(64) PRIMARY KEY,
        jeton varchar(64) NOT NULL UNIQUE,
        reference_externe varchar(64) NOT NULL,
        mode varchar(16) NOT NULL,
        signataire jsonb NOT NULL,
        documents jsonb NOT NULL,
        redirections jsonb NOT NULL,
        etat varchar(16) NOT NULL DEFAULT 'CREEE',
        code_otp varchar(6) NULL,
        motif text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE simulateur_signature');
    await q.query('DROP TABLE signature_evenement');
    await q.query('DROP TABLE signature_transaction');
  }
}
