import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Projets (spec 01 §3): the quotes of a distributor's client companies, health (SSC) and
 * provident (SPC) in one table with the fields of each market; the hand-over record to the
 * subscription; the development mail outbox (used when no SMTP_URL is set).
 *
 * - ids are serial: they are shown as 'Projet n°{id}';
 * - the company data the projet was priced with (SIRET, name, agreement, NAF, headcounts) is kept
 *   as it was at the last save, next to client_id (the client may change afterwards);
 * - tarifs holds the whole tariff answer of the engine (with its breakdown) and bareme_version the
 *   barème it was priced with; donnees_figees is captured when the price is locked (TARIFS_FIGES);
 * - resume_liste is what a list row shows of the guarantees (health: the levels per poste;
 *   provident: the summary columns), written at save time so the list is one narrow query;
 * - projet_version counts the writes per distributor (triggers on projet, and on the client
 *   columns a list row shows): the list answer is cached while the version is unchanged.
 */
export class Projets1795300004000 implements MigrationInterface {
  name = 'Projets1795300004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projet (
        id serial PRIMARY KEY,
        code_distributeur varchar(64) NOT NULL,
        utilisateur_id varchar(128) NOT NULL,
        client_id integer NOT NULL REFERENCES client (id) ON DELETE RESTRICT,
        code_produit varchar(3) NOT NULL CHECK (code_produit IN ('SSC', 'SPC')),
        produit_id integer NOT NULL,
        statut varchar(32) NOT NULL DEFAULT 'NOUVEAU' CHECK (statut IN (
          'NOUVEAU', 'ETUDE_PERSONNALISEE_EDITEE', 'DEMANDE_ADHESION_EDITEE', 'EN_SOUSCRIPTION',
          'SIGNATURE_EN_ATTENTE', 'ETUDE_GESTION', 'ACCEPTE')),
        etat varchar(16) CHECK (etat IN ('FIGE', 'TARIFS_FIGES')),
        date_creation timestamptz NOT NULL DEFAULT now(),
        date_modification timestamptz NOT NULL DEFAULT now(),
        date_effet date NOT NULL,
        college_type varchar(16) NOT NULL CHECK (college_type IN ('CADRE', 'NON_CADRE', 'TOUS')),
        college_effectif integer NOT NULL CHECK (college_effectif BETWEEN 1 AND 100),
        college_age_moyen integer NOT NULL CHECK (college_age_moyen BETWEEN 18 AND 65),
        effectif integer,
        effectif_cadre integer,
        effectif_non_cadre integer,
        ccn jsonb,
        siret char(14),
        raison_sociale varchar(131) NOT NULL,
        commissionnement_type varchar(16) NOT NULL,
        commissionnement_taux numeric(5, 2) NOT NULL,
        -- health (SSC)
        code_postal char(5),
        departement varchar(3),
        regime_social varchar(20) CHECK (regime_social IN ('SECURITE_SOCIALE', 'ALSACE_MOSELLE')),
        resiliation_infra_annuelle boolean,
        sur_complementaire boolean,
        niveaux_postes jsonb,
        -- provident (SPC)
        naf jsonb,
        nombre_femmes integer,
        nombre_conjoints integer,
        nombre_enfants integer,
        type_masse_salariale varchar(3) CHECK (type_masse_salariale IN ('T1', 'T12')),
        masse_salariale_t1 bigint,
        masse_salariale_t2 bigint,
        portabilite_supra_legale boolean,
        garanties jsonb,
        -- json (kept as text): the list splices it into its answer without re-encoding
        resume_liste json NOT NULL,
        -- price and its explanation
        tarifs jsonb NOT NULL,
        bareme_version varchar(64) NOT NULL,
        donnees_figees jsonb,
        archived_at timestamptz,
        CHECK (code_produit <> 'SSC' OR (code_postal IS NOT NULL AND regime_social IS NOT NULL AND niveaux_postes IS NOT NULL)),
        CHECK (code_produit <> 'SPC' OR (college_type <> 'TOUS' AND type_masse_salariale IS NOT NULL AND masse_salariale_t1 IS NOT NULL AND garanties IS NOT NULL)),
        CHECK (etat IS DISTINCT FROM 'TARIFS_FIGES' OR donnees_figees IS NOT NULL)
      )`);
    // The lists: one distributor, one product, one company, newest first, archived left out.
    await q.query(`CREATE INDEX projet_liste_idx ON projet (code_distributeur, code_produit, client_id, id DESC) WHERE archived_at IS NULL`);
    await q.query(`CREATE INDEX projet_client_idx ON projet (client_id)`);

    await q.query(`
      CREATE TABLE projet_version (
        code_distributeur varchar(64) PRIMARY KEY,
        version bigint NOT NULL
      )`);
    await q.query(`
      CREATE FUNCTION projet_version_incrementer(code varchar) RETURNS void LANGUAGE sql AS $$
        INSERT INTO projet_version (code_distributeur, version) VALUES (code, 1)
        ON CONFLICT (code_distributeur) DO UPDATE SET version = projet_version.version + 1
      $$`);
    await q.query(`
      CREATE FUNCTION projet_version_apres_ecriture() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM projet_version_incrementer(OLD.code_distributeur);
        ELSE
          PERFORM projet_version_incrementer(NEW.code_distributeur);
          IF TG_OP = 'UPDATE' AND OLD.code_distributeur <> NEW.code_distributeur THEN
            PERFORM projet_version_incrementer(OLD.code_distributeur);
          END IF;
        END IF;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER projet_version_projet AFTER INSERT OR UPDATE OR DELETE ON projet
      FOR EACH ROW EXECUTE FUNCTION projet_version_apres_ecriture()`);
    // A list row shows the client's SIRET and name, and the company filters read them.
    await q.query(`
      CREATE TRIGGER projet_version_client AFTER UPDATE OF siret, raison_sociale, raison_sociale_recherche ON client
      FOR EACH ROW EXECUTE FUNCTION projet_version_apres_ecriture()`);

    await q.query(`
      CREATE TABLE souscription (
        id serial PRIMARY KEY,
        projet_id integer NOT NULL UNIQUE REFERENCES projet (id) ON DELETE RESTRICT,
        code_distributeur varchar(64) NOT NULL,
        utilisateur_id varchar(128) NOT NULL,
        statut varchar(32) NOT NULL DEFAULT 'EN_COURS',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX souscription_distributeur_idx ON souscription (code_distributeur)`);

    await q.query(`
      CREATE TABLE mail_outbox (
        id serial PRIMARY KEY,
        code_distributeur varchar(64),
        from_address varchar(320) NOT NULL,
        to_address varchar(1000) NOT NULL,
        subject varchar(500) NOT NULL,
        text text NOT NULL,
        html text,
        attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX mail_outbox_distributeur_idx ON mail_outbox (code_distributeur, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_outbox`);
    await q.query(`DROP TABLE souscription`);
    await q.query(`DROP TRIGGER projet_version_client ON client`);
    await q.query(`DROP TABLE projet`);
    await q.query(`DROP FUNCTION projet_version_apres_ecriture()`);
    await q.query(`DROP FUNCTION projet_version_incrementer(varchar)`);
    await q.query(`DROP TABLE projet_version`);
  }
}
