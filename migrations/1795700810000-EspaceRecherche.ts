import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mes clients' search (issue 28 item 2, docs/adr/0081) by a contact's, the signer's or a
 * participant's name: one search key per subscription and per participants' list, kept by the
 * database itself (generated columns: no writer has to remember them), lower case without accents
 * like the companies' key. Contained-text search over one column per file instead of unfolding every
 * participant of every file at each search (PGlite loads neither pg_trgm nor unaccent, ADR 0002).
 */
export class EspaceRecherche1795700810000 implements MigrationInterface {
  name = 'EspaceRecherche1795700810000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION cle_recherche(texte text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT translate(lower(texte), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy') $$`);
    // 'prénom nom | nom prénom' of one person: found typed either way round.
    await q.query(`CREATE FUNCTION cle_personne(prenom text, nom text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT cle_recherche(coalesce(prenom, '') || ' ' || coalesce(nom, '') || ' | ' || coalesce(nom, '') || ' ' || coalesce(prenom, '')) $$`);
    await q.query(`CREATE FUNCTION cle_participants(participants jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT coalesce(string_agg(cle_personne(a ->> 'prenom', a ->> 'nom'), ' | '), '')
              FROM jsonb_array_elements(CASE WHEN jsonb_typeof(participants) = 'array' THEN participants ELSE '[]'::jsonb END) a $$`);
    await q.query(`ALTER TABLE souscription_participants ADD COLUMN noms_recherche text GENERATED ALWAYS AS (cle_participants(participants)) STORED`);
    await q.query(`ALTER TABLE souscription ADD COLUMN contacts_recherche text GENERATED ALWAYS AS (
      cle_personne(informations_complementaires #>> '{interlocuteur,prenom}', informations_complementaires #>> '{interlocuteur,nom}')
      || ' | ' || cle_personne(signataire ->> 'prenom', signataire ->> 'nom')) STORED`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE souscription DROP COLUMN contacts_recherche');
    await q.query('ALTER TABLE souscription_participants DROP COLUMN noms_recherche');
    await q.query('DROP FUNCTION cle_participants(jsonb)');
    await q.query('DROP FUNCTION cle_personne(text, text)');
    await q.query('DROP FUNCTION cle_recherche(text)');
  }
}
