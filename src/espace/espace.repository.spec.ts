import { DataSource } from 'typeorm';
import { Platform1795300000000 } from '../../migrations/1795300000000-Platform';
import { Referentiels1795300002000 } from '../../migrations/1795300002000-Referentiels';
import { Clients1795300003000 } from '../../migrations/1795300003000-Clients';
import { Projets1795300004000 } from '../../migrations/1795300004000-Projets';
import { buildDataSourceOptions } from '../database/data-source-options';
import { runMigrations } from '../database/migrations-runner';
import { startEmbeddedPostgresProcess, type EmbeddedPostgresProcess } from '../database/testing/embedded-postgres-process';
import { critereRecherche } from '../domain/espace/espace';
import { cleRechercheRaisonSociale } from '../domain/eligibilite/saisie-entreprise';
import { EspaceRepository } from './espace.repository';

/** Against a real, migrated database: the embedded PGlite the app uses without DATABASE_URL. */
describe('EspaceRepository on PGlite', () => {
  jest.setTimeout(120_000);
  let pg: EmbeddedPostgresProcess;
  let db: DataSource;
  let espace: EspaceRepository;

  // ---- Factories: rows as the application writes them ----
  async function client(codeDistributeur: string, raisonSociale: string, siret: string | null = null): Promise<number> {
    const rows: Array<{ id: number }> = await db.query(
      `INSERT INTO client (code_distributeur, siret, raison_sociale, raison_sociale_recherche, ccn_id, naf, effectif_global, effectif_cadre)
       VALUES ($1, $2, $3, $4, 843, '10.71C', 40, 12) RETURNING id`,
      [codeDistributeur, siret, raisonSociale, cleRechercheRaisonSociale(raisonSociale)],
    );
    return rows[0].id;
  }

  const tarifSante = { tarifs: [{ structure: 'ISOLE', tarif: { taux: 1.1, budget_mensuel: 44.06 } }, { structure: 'UNIQUE', tarif: { taux: 1.56, budget_mensuel: 62.48 } }] };

  async function projet(
    codeDistributeur: string,
    clientId: number,
    x: { statut?: string; archive?: boolean; codeProduit?: 'SSC' | 'SPC' } = {},
  ): Promise<number> {
    const spc = x.codeProduit === 'SPC';
    const rows: Array<{ id: number }> = await db.query(
      `INSERT INTO projet (code_distributeur, utilisateur_id, client_id, code_produit, produit_id, statut, date_effet, college_type,
                           college_effectif, college_age_moyen, raison_sociale, commissionnement_type, commissionnement_taux,
                           code_postal, regime_social, niveaux_postes, type_masse_salariale, masse_salariale_t1, garanties,
                           resume_liste, tarifs, bareme_version, archived_at)
       VALUES ($1, 'u', $2, $3, 460, $4, '2027-01-01', 'CADRE', 12, 42, 'x', 'CLIN', 5,
               $5, $6, $7, $8, $9, $10, '[]', $11, 'v1', $12) RETURNING id`,
      [
        codeDistributeur,
        clientId,
        spc ? 'SPC' : 'SSC',
        x.statut ?? 'NOUVEAU',
        spc ? null : '35000',
        spc ? null : 'SECURITE_SOCIALE',
        spc ? null : '[]',
        spc ? 'T1' : null,
        spc ? 300000 : null,
        spc ? '[]' : null,
        JSON.stringify(spc ? { tarifs: [{ formule: 'SUR_MESURE', type_masse_salariale: 'T1', tarif: { taux: 1.23, budget_annuel: 3690, budget_mensuel: 307.5 } }] } : tarifSante),
        x.archive ? new Date() : null,
      ],
    );
    return rows[0].id;
  }

  const noms = (page: { clients: { raisonSociale: string }[] }) => page.clients.map((c) => c.raisonSociale);
  const chercher = (texte: string) => critereRecherche(texte);

  beforeAll(async () => {
    pg = await startEmbeddedPostgresProcess();
    db = new DataSource({
      ...buildDataSourceOptions({ driver: 'pglite', url: pg.url }),
      migrations: [Platform1795300000000, Referentiels1795300002000, Clients1795300003000, Projets1795300004000],
      entities: [],
    });
    await db.initialize();
    await runMigrations(db);
    espace = new EspaceRepository(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await pg?.stop();
  });

  let ids: Record<string, number> = {};
  beforeEach(async () => {
    await db.query('DELETE FROM projet');
    await db.query('DELETE FROM client');
    ids = {
      lefevre: await client('DIST-A', 'Boulangerie Lefèvre', '73282932000074'),
      dupont: await client('DIST-A', 'Garage Dupont'),
      prix: await client('DIST-A', 'Prix Cassés & Co', '36252187900034'),
      abeille: await client('DIST-A', 'Abeille Bleue'),
      // Another distributor: same name, same SIRET.
      autre: await client('DIST-B', 'Boulangerie Lefèvre', '73282932000074'),
    };
  });

  it('lists only the distributor’s clients, by name then id, with the count', async () => {
    const page = await espace.page('DIST-A', null, 0, 20, 10);
    expect(page.total).toBe(4);
    expect(noms(page)).toEqual(['Abeille Bleue', 'Boulangerie Lefèvre', 'Garage Dupont', 'Prix Cassés & Co']);
    expect(page.clients.map((c) => c.id)).not.toContain(ids.autre);
    expect(await espace.page('DIST-B', null, 0, 20, 10)).toMatchObject({ total: 1, clients: [{ id: ids.autre }] });
    expect(await espace.page('DIST-C', null, 0, 20, 10)).toEqual({ total: 0, clients: [] });
  });

  it('carries what a new projet needs: SIRET, agreement with its sheet link, NAF, headcounts', async () => {
    const [c] = (await espace.page('DIST-A', chercher('lefevre'), 0, 20, 10)).clients;
    expect(c).toMatchObject({
      id: ids.lefevre,
      siret: '73282932000074',
      raisonSociale: 'Boulangerie Lefèvre',
      ccn: { id: 843, idcc: '0843', dares_valide: expect.any(Boolean) },
      naf: '10.71C',
      effectifGlobal: 40,
      effectifCadre: 12,
      effectifNonCadre: null,
      nombreProjets: 0,
      projets: [],
    });
    expect(c.ccn).toHaveProperty('lien_fiche');
  });

  it.each([
    ['part of the name, any case, without accents', 'LEFEVRE', ['Boulangerie Lefèvre']],
    ['with accents typed', 'lefèvre', ['Boulangerie Lefèvre']],
    ['the middle of a name', 'assés &', ['Prix Cassés & Co']],
    ['the start of a SIRET', '732 829', ['Boulangerie Lefèvre']],
    ['the SIREN of another', '362521879', ['Prix Cassés & Co']],
    ['digits inside a SIRET do not match (start only)', '2932000074', []],
    ['% is a character, not a wildcard', '%', []],
    ['_ is a character, not a wildcard', '_', []],
    ['a backslash is a character', '\\', []],
    ['an unknown name', 'zzz', []],
  ])('searches by %s', async (_cas, texte, attendus) => {
    const page = await espace.page('DIST-A', chercher(texte), 0, 20, 10);
    expect(noms(page)).toEqual(attendus);
    expect(page.total).toBe(attendus.length);
  });

  it('never finds another distributor’s client, by name or by SIRET', async () => {
    await db.query(`DELETE FROM client WHERE id = $1`, [ids.lefevre]);
    expect(await espace.page('DIST-A', chercher('lefevre'), 0, 20, 10)).toEqual({ total: 0, clients: [] });
    expect(await espace.page('DIST-A', chercher('73282932000074'), 0, 20, 10)).toEqual({ total: 0, clients: [] });
  });

  it('pages in a stable order: every client once, same-name clients by id', async () => {
    for (let i = 0; i < 21; i++) await client('DIST-A', `Homonyme ${i % 3}`);
    const vus: number[] = [];
    const total = 25;
    for (let decalage = 0; decalage < total; decalage += 4) {
      const page = await espace.page('DIST-A', null, decalage, 4, 10);
      expect(page.total).toBe(total);
      vus.push(...page.clients.map((c) => c.id));
    }
    expect(vus).toHaveLength(total);
    expect(new Set(vus).size).toBe(total);
    const homonymes = (await espace.page('DIST-A', chercher('homonyme 1'), 0, 50, 10)).clients.map((c) => c.id);
    expect(homonymes).toEqual([...homonymes].sort((a, b) => a - b));
    // Past the last page: no rows, the count still given.
    expect(await espace.page('DIST-A', null, 40, 4, 10)).toEqual({ total, clients: [] });
    // Search and pages together.
    const p2 = await espace.page('DIST-A', chercher('homonyme'), 20, 20, 10);
    expect(p2.total).toBe(21);
    expect(p2.clients).toHaveLength(1);
  });

  it('gives each client its latest projets (not archived, not another distributor’s), newest first, and their count', async () => {
    const anciens = [];
    for (let i = 0; i < 3; i++) anciens.push(await projet('DIST-A', ids.lefevre));
    const prevoyance = await projet('DIST-A', ids.lefevre, { codeProduit: 'SPC', statut: 'ETUDE_PERSONNALISEE_EDITEE' });
    await projet('DIST-A', ids.lefevre, { archive: true });
    await projet('DIST-B', ids.autre);
    const [c] = (await espace.page('DIST-A', chercher('lefevre'), 0, 20, 2)).clients;
    expect(c.nombreProjets).toBe(4);
    expect(c.projets.map((p) => p.id)).toEqual([prevoyance, anciens[2]]);
    expect(c.projets[0]).toMatchObject({
      codeProduit: 'SPC',
      statut: 'ETUDE_PERSONNALISEE_EDITEE',
      etat: null,
      dateEffet: '2027-01-01',
      collegeType: 'CADRE',
      collegeEffectif: 12,
      typeMasseSalariale: 'T1',
      tarifs: [{ type_masse_salariale: 'T1', tarif: { taux: 1.23, budget_annuel: 3690 } }],
    });
    expect(c.projets[1].tarifs).toEqual(tarifSante.tarifs);
    expect(c.projets[1].dateCreation).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const [autre] = (await espace.page('DIST-B', null, 0, 20, 10)).clients;
    expect(autre.projets).toHaveLength(1);
    expect(autre.nombreProjets).toBe(1);
  });

  it('answers a page of 50 clients with their projets among 2,000 quickly (count + page)', async () => {
    const valeurs = Array.from({ length: 2000 }, (_, i) => `('DIST-A', 'Entreprise ${String(i).padStart(4, '0')}', 'entreprise ${String(i).padStart(4, '0')}', 843, 10)`);
    await db.query(`INSERT INTO client (code_distributeur, raison_sociale, raison_sociale_recherche, ccn_id, effectif_global) VALUES ${valeurs.join(',')}`);
    const t0 = performance.now();
    const page = await espace.page('DIST-A', chercher('entreprise 1'), 50, 50, 10);
    const ms = performance.now() - t0;
    expect(page.total).toBe(1000);
    expect(page.clients[0].raisonSociale).toBe('Entreprise 1050');
    // A loose bound (a shared 2-core machine): the measured figure is in the ADR.
    expect(ms).toBeLessThan(2000);
  });
});
