import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Referential tables (agreements, NAF, postcodes and towns, PMSS, legal forms, job titles),
 * loaded from the committed files in data/referentiels/ (written by scripts/referentiels/extract.ts).
 * The files are read at migration time from the project root, found by walking up from here,
 * so this runs from migrations/ (tests) and from dist/migrations/ (built app) alike.
 */
export class Referentiels1795300002000 implements MigrationInterface {
  name = 'Referentiels1795300002000';

  async up(q: QueryRunner): Promise<void> {
    const dossier = dossierReferentiels();
    const lire = (fichier: string) => JSON.parse(readFileSync(join(dossier, fichier), 'utf8')) as Record<string, unknown>;

    await q.query(`
      CREATE TABLE referentiel_source (
        referentiel varchar(40) PRIMARY KEY,
        source text NOT NULL,
        paquet varchar(100),
        version varchar(40),
        extrait_le date,
        nombre integer NOT NULL
      )`);
    await q.query(`
      CREATE TABLE ccn (
        id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 9999),
        idcc char(4) NOT NULL UNIQUE,
        libelle text NOT NULL,
        libelle_court text NOT NULL,
        dares_valide boolean NOT NULL,
        lien_fiche text,
        kali_id varchar(40)
      )`);
    await q.query(`
      CREATE TABLE naf (
        code varchar(6) PRIMARY KEY,
        description text NOT NULL,
        niveau varchar(12) NOT NULL CHECK (niveau IN ('division', 'groupe', 'classe', 'sous-classe'))
      )`);
    await q.query(`
      CREATE TABLE code_postal_commune (
        code_postal char(5) NOT NULL,
        insee varchar(5) NOT NULL,
        nom text NOT NULL,
        departement varchar(3) NOT NULL,
        PRIMARY KEY (code_postal, insee)
      )`);
    await q.query(`
      CREATE TABLE pmss (
        annee integer PRIMARY KEY,
        montant integer NOT NULL CHECK (montant > 0)
      )`);
    await q.query(`
      CREATE TABLE forme_juridique (
        code varchar(40) PRIMARY KEY,
        ordre integer NOT NULL,
        libelle text NOT NULL,
        forme_sociale varchar(60) NOT NULL,
        libelle_long text NOT NULL,
        categories_juridiques jsonb NOT NULL,
        activites jsonb NOT NULL,
        pieces_justificatives jsonb NOT NULL
      )`);
    await q.query(`
      CREATE TABLE fonction (
        libelle varchar(120) PRIMARY KEY,
        ordre integer NOT NULL
      )`);

    const ccn = lire('ccn.json');
    await charger(q, 'ccn', ccn.ccns as object[], 'id integer, idcc text, libelle text, libelle_court text, dares_valide boolean, lien_fiche text, kali_id text');
    await source(q, 'ccn', ccn, (ccn.ccns as object[]).length);

    const naf = lire('naf.json');
    await charger(q, 'naf', naf.nafs as object[], 'code text, description text, niveau text');
    await source(q, 'naf', naf, (naf.nafs as object[]).length);

    const cp = lire('codes-postaux.json');
    const champs = cp.champs as string[];
    const communes = (cp.communes as string[][]).map((ligne) => Object.fromEntries(champs.map((c, i) => [c, ligne[i]])));
    await charger(q, 'code_postal_commune', communes, 'code_postal text, insee text, nom text, departement text');
    await source(q, 'code_postal_commune', cp, communes.length);

    const pmss = lire('pmss.json');
    await charger(q, 'pmss', pmss.pmss as object[], 'annee integer, montant integer');
    await source(q, 'pmss', pmss, (pmss.pmss as object[]).length);

    const formes = lire('formes-juridiques.json');
    const lignesFormes = (formes.formes_juridiques as object[]).map((f, ordre) => ({ ...f, ordre }));
    await charger(
      q,
      'forme_juridique',
      lignesFormes,
      'code text, ordre integer, libelle text, forme_sociale text, libelle_long text, categories_juridiques jsonb, activites jsonb, pieces_justificatives jsonb',
    );
    await source(q, 'forme_juridique', formes, lignesFormes.length);

    const fonctions = lire('fonctions.json');
    const lignesFonctions = (fonctions.fonctions as object[]).map((f, ordre) => ({ ...f, ordre }));
    await charger(q, 'fonction', lignesFonctions, 'libelle text, ordre integer');
    await source(q, 'fonction', fonctions, lignesFonctions.length);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['fonction', 'forme_juridique', 'pmss', 'code_postal_commune', 'naf', 'ccn', 'referentiel_source']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}

/** data/referentiels/ of the project: the nearest folder above this file that has package.json and the data. */
function dossierReferentiels(): string {
  for (let dossier = __dirname; ; dossier = dirname(dossier)) {
    const candidat = join(dossier, 'data', 'referentiels');
    if (existsSync(join(dossier, 'package.json')) && existsSync(join(candidat, 'ccn.json'))) return candidat;
    if (dirname(dossier) === dossier) throw new Error(`data/referentiels introuvable au-dessus de ${__dirname}`);
  }
}

/** Inserts rows by batches, each batch one JSON parameter expanded by PostgreSQL (fast on PGlite too). */
async function charger(q: QueryRunner, table: string, lignes: object[], colonnes: string): Promise<void> {
  const noms = colonnes.split(',').map((c) => c.trim().split(' ')[0]);
  const LOT = 5000;
  for (let i = 0; i < lignes.length; i += LOT) {
    await q.query(
      `INSERT INTO ${table} (${noms.join(', ')}) SELECT ${noms.join(', ')} FROM json_to_recordset($1::json) AS r(${colonnes})`,
      [JSON.stringify(lignes.slice(i, i + LOT))],
    );
  }
}

async function source(q: QueryRunner, referentiel: string, fichier: Record<string, unknown>, nombre: number): Promise<void> {
  await q.query(
    `INSERT INTO referentiel_source (referentiel, source, paquet, version, extrait_le, nombre) VALUES ($1, $2, $3, $4, $5, $6)`,
    [referentiel, fichier.source, fichier.paquet ?? null, fichier.version ?? null, fichier.extrait_le ?? null, nombre],
  );
}
