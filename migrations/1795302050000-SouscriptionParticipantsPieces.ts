import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subscription steps 2 and 3 and the FIC (spec 02), keyed by the projet id and scoped by the
 * distributor code (every query filters on both):
 * - souscription_participants: the participant list (jsonb: replaced as a whole by a save or an
 *   import, never merged); the affiliation method and mode are columns of souscription;
 * - souscription_piece: the supporting documents; the bytes live in stored_file (owner
 *   'souscription-piece'); one row per file, several only for code 'dia';
 * - souscription_fic: the one FIC file of a projet and whether it is the provider's model.
 */
export class SouscriptionParticipantsPieces1795302050000 implements MigrationInterface {
  name = 'SouscriptionParticipantsPieces1795302050000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE souscription_participants (
        projet_id integer PRIMARY KEY REFERENCES projet(id) ON DELETE CASCADE,
        code_distributeur varchar(64) NOT NULL,
        participants jsonb NOT NULL DEFAULT '[]'::jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE souscription_piece (
        id serial PRIMARY KEY,
        projet_id integer NOT NULL REFERENCES projet(id) ON DELETE CASCADE,
        code_distributeur varchar(64) NOT NULL,
        code varchar(64) NOT NULL,
        fichier_id uuid NOT NULL REFERENCES stored_file(id) ON DELETE CASCADE,
        nom_fichier varchar(255) NOT NULL,
        type_mime varchar(255) NOT NULL,
        taille integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX souscription_piece_projet ON souscription_piece (projet_id, code_distributeur, code)`);
    await q.query(`
      CREATE TABLE souscription_fic (
        projet_id integer PRIMARY KEY REFERENCES projet(id) ON DELETE CASCADE,
        code_distributeur varchar(64) NOT NULL,
        fichier_id uuid NOT NULL REFERENCES stored_file(id) ON DELETE CASCADE,
        nom_fichier varchar(255) NOT NULL,
        type_mime varchar(255) NOT NULL,
        modele_fournisseur boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE souscription_fic');
    await q.query('DROP TABLE souscription_piece');
    await q.query('DROP TABLE souscription_participants');
  }
}
