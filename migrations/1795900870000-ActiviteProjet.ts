import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each file's latest activity kept on its own row (docs/adr/0087), so that 'Mes clients' reads its
 * first page in the order of an index instead of computing every file of the distributor first.
 * The value is the one the page computed live before: the latest history entry's time (by id),
 * else the projet's date_modification. The database keeps it, whoever writes: the history's
 * repository, a migration or a test inserting rows. An event's trigger writes projet_activite only,
 * never projet (whose writes bump the projets list's version).
 */
export class ActiviteProjet1795900870000 implements MigrationInterface {
  name = 'ActiviteProjet1795900870000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projet_activite (
        projet_id integer PRIMARY KEY REFERENCES projet (id) ON DELETE CASCADE,
        code_distributeur varchar(64) NOT NULL,
        derniere_activite timestamptz NOT NULL,
        evenement_id bigint
      )`);
    await q.query(`CREATE INDEX projet_activite_pipeline ON projet_activite (code_distributeur, derniere_activite DESC, projet_id DESC)`);
    await q.query(`
      INSERT INTO projet_activite (projet_id, code_distributeur, derniere_activite, evenement_id)
      SELECT p.id, p.code_distributeur, coalesce(e.survenu_le, p.date_modification), e.id
        FROM projet p
        LEFT JOIN LATERAL (SELECT id, survenu_le FROM projet_evenement
                            WHERE projet_id = p.id AND code_distributeur = p.code_distributeur ORDER BY id DESC LIMIT 1) e ON true`);
    // A new projet has its row; a projet without history follows its date_modification (a
    // condition, so that a projet with history is not written again on each of its saves).
    await q.query(`
      CREATE FUNCTION projet_activite_projet() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO projet_activite (projet_id, code_distributeur, derniere_activite) VALUES (NEW.id, NEW.code_distributeur, NEW.date_modification);
        ELSE
          UPDATE projet_activite SET derniere_activite = NEW.date_modification
           WHERE projet_id = NEW.id AND evenement_id IS NULL;
        END IF;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER projet_activite_projet AFTER INSERT OR UPDATE OF date_modification ON projet
      FOR EACH ROW EXECUTE FUNCTION projet_activite_projet()`);
    // An entry of the projet's distributor becomes its latest activity (ids only grow: the newest wins
    // whichever transaction commits first).
    await q.query(`
      CREATE FUNCTION projet_activite_evenement() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE projet_activite SET derniere_activite = NEW.survenu_le, evenement_id = NEW.id
         WHERE projet_id = NEW.projet_id AND code_distributeur = NEW.code_distributeur
           AND (evenement_id IS NULL OR evenement_id < NEW.id);
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER projet_activite_evenement AFTER INSERT ON projet_evenement
      FOR EACH ROW EXECUTE FUNCTION projet_activite_evenement()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER projet_activite_evenement ON projet_evenement');
    await q.query('DROP TRIGGER projet_activite_projet ON projet');
    await q.query('DROP FUNCTION projet_activite_evenement()');
    await q.query('DROP FUNCTION projet_activite_projet()');
    await q.query('DROP TABLE projet_activite');
  }
}
