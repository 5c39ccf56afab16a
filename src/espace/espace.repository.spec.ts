import { demarrerBaseMigree, type BaseMigree } from '../database/testing/base-migree';
import { fabriques } from '../database/testing/fabriques';
import { critereRecherche } from '../domain/espace/espace';
import { etapeDossier, limiteRelance, type EtapeDossier } from '../domain/espace/etape';
import { STATUTS } from '../domain/projets/projet.types';
import { ETATS_TRANSACTION } from '../domain/signature/types';
import { EspaceRepository, type FiltresDossiers } from './espace.repository';

/** Against a real, migrated database (PGlite, or TEST_DATABASE_URL's server in CI's real mode). */
describe('EspaceRepository: the pipeline query', () => {
  jest.setTimeout(180_000);
  let base: BaseMigree;
  let espace: EspaceRepository;
  let f: ReturnType<typeof fabriques>;
  const maintenant = new Date('2026-12-10T12:00:00Z');
  const q = (sql: string, params: unknown[] = []) => base.db.query(sql, params);

  const filtres = (x: Partial<FiltresDossiers> & { texte?: string } = {}): FiltresDossiers => ({
    recherche: x.texte !== undefined ? critereRecherche(x.texte) : (x.recherche ?? null),
    etape: x.etape ?? null,
    produit: x.produit ?? null,
    aRelancer: x.aRelancer ?? false,
    limiteRelance: limiteRelance(maintenant),
    tri: x.tri ?? 'activite',
  });
  const ids = async (x: Parameters<typeof filtres>[0] = {}, decalage = 0, taille = 50, distributeur = 'DIST-A') =>
    (await espace.page(distributeur, filtres(x), decalage, taille)).dossiers.map((d) => d.id);

  let tx = 0;
  async function transaction(projetId: number, etat: string, x: { ouverte?: Date; close?: Date | null; motif?: string | null; distributeur?: string } = {}) {
    tx += 1;
    await q(
      `INSERT INTO signature_transaction (id, projet_id, code_distributeur, fournisseur, fournisseur_tx_id, signataire_id, mode, etat, statut_projet_avant, created_at, cloture_le, motif)
       VALUES ($1, $2, $3, 'simulateur', $4, 'cle', 'A_DISTANCE', $5, 'EN_SOUSCRIPTION', $6, $7, $8)`,
      [tx.toString(16).padStart(32, '0'), projetId, x.distributeur ?? 'DIST-A', `tx-${tx}`, etat, x.ouverte ?? new Date('2026-12-01T09:00:00Z'), x.close ?? null, x.motif ?? null],
    );
  }
  const evenement = (projetId: number, type: string, le: string, details: object = {}, distributeur = 'DIST-A') =>
    q(`INSERT INTO projet_evenement (projet_id, code_distributeur, survenu_le, acteur_type, acteur_libelle, type, details) VALUES ($1, $2, $3, 'COURTIER', 'Alice Martin', $4, $5)`, [
      projetId,
      distributeur,
      le,
      type,
      JSON.stringify(details),
    ]);
  const souscription = (projetId: number, x: { contact?: [string, string]; signataire?: [string, string]; participants?: [string, string][] } = {}, distributeur = 'DIST-A') =>
    Promise.all([
      q(`INSERT INTO souscription (projet_id, code_distributeur, utilisateur_id, informations_complementaires, signataire) VALUES ($1, $2, 'u', $3, $4)`, [
        projetId,
        distributeur,
        x.contact ? JSON.stringify({ interlocuteur: { prenom: x.contact[0], nom: x.contact[1] } }) : null,
        x.signataire ? JSON.stringify({ prenom: x.signataire[0], nom: x.signataire[1] }) : null,
      ]),
      x.participants
        ? q(`INSERT INTO souscription_participants (projet_id, code_distributeur, participants) VALUES ($1, $2, $3)`, [
            projetId,
            distributeur,
            JSON.stringify(x.participants.map(([prenom, nom]) => ({ prenom, nom, dateNaissance: '1980-01-01' }))),
          ])
        : null,
    ]);

  beforeAll(async () => {
    base = await demarrerBaseMigree([]);
    espace = new EspaceRepository(base.db);
    f = fabriques(base.db);
  });
  afterAll(() => base?.arreter());

  const vider = async () => {
    for (const t of ['projet_evenement', 'signature_transaction', 'due_tunnel', 'souscription_participants', 'souscription', 'projet', 'client']) await q(`DELETE FROM ${t}`);
  };

  describe('stages, rows, scope', () => {
    beforeAll(vider);

    it('computes every stage as the domain rule does (each statut × latest transaction × DUE)', async () => {
      const client = await f.client('DIST-A');
      const attendus = new Map<number, EtapeDossier>();
      for (const statut of STATUTS)
        for (const signature of [null, ...ETATS_TRANSACTION])
          for (const due of [false, true]) {
            const id = await f.projet('DIST-A', client, { statut });
            if (signature) {
              // An older refusal first: only the latest transaction counts.
              await transaction(id, 'REFUSEE', { ouverte: new Date('2026-11-01T09:00:00Z'), close: new Date('2026-11-02T09:00:00Z') });
              await transaction(id, signature);
            }
            if (due) await q(`INSERT INTO due_tunnel (projet_id, code_distributeur, etat) VALUES ($1, 'DIST-A', '{}')`, [id]);
            attendus.set(id, etapeDossier({ statut, signature, due }));
          }
      const { total, dossiers } = await espace.page('DIST-A', filtres(), 0, 200);
      expect(total).toBe(attendus.size);
      expect(new Map(dossiers.map((d) => [d.id, d.etape]))).toEqual(attendus);
      // The stage filter is the same rule.
      for (const etape of new Set(attendus.values())) {
        const attendu = [...attendus].filter(([, e]) => e === etape).map(([id]) => id);
        expect((await ids({ etape }, 0, 200)).sort((a, b) => a - b)).toEqual(attendu.sort((a, b) => a - b));
      }
    });
  });

  describe('filters, search, sort and pages', () => {
    const n: Record<string, number> = {};
    beforeAll(async () => {
      await vider();
      const lefevre = await f.client('DIST-A', { raisonSociale: 'Boulangerie Lefèvre', siret: '73282932000074' });
      const dupont = await f.client('DIST-A', { raisonSociale: 'Garage Dupont' });
      const autre = await f.client('DIST-B', { raisonSociale: 'Boulangerie Lefèvre', siret: '73282932000074' });
      n.projet = await f.projet('DIST-A', lefevre);
      n.souscription = await f.projet('DIST-A', lefevre, { statut: 'EN_SOUSCRIPTION', codeProduit: 'SPC' });
      n.attenteLongue = await f.projet('DIST-A', dupont, { statut: 'SIGNATURE_EN_ATTENTE' });
      n.attenteCourte = await f.projet('DIST-A', dupont, { statut: 'SIGNATURE_EN_ATTENTE' });
      n.refusee = await f.projet('DIST-A', dupont, { statut: 'EN_SOUSCRIPTION' });
      n.archive = await f.projet('DIST-A', dupont, { archive: true });
      n.autre = await f.projet('DIST-B', autre, { statut: 'EN_SOUSCRIPTION' });
      await transaction(n.attenteLongue, 'EN_COURS', { ouverte: new Date('2026-12-01T09:00:00Z') });
      await transaction(n.attenteCourte, 'CREEE', { ouverte: new Date('2026-12-08T09:00:00Z') });
      await transaction(n.refusee, 'REFUSEE', { ouverte: new Date('2026-12-08T09:00:00Z'), close: new Date('2026-12-09T10:00:00Z'), motif: 'Tarif trop élevé' });
      await transaction(n.autre, 'REFUSEE', { distributeur: 'DIST-B', close: new Date('2026-12-09T10:00:00Z') });
      await souscription(n.souscription, { contact: ['Hélène', 'Marchand'], participants: [['Jérôme', 'Bécaud'], ['Anne', 'Petit']] });
      await souscription(n.refusee, { signataire: ['Paul', 'Durand'] });
      await souscription(n.autre, { contact: ['Hélène', 'Marchand'], participants: [['Jérôme', 'Bécaud']] }, 'DIST-B');
      await evenement(n.projet, 'PROJET_CREE', '2026-12-09T08:00:00Z');
      await evenement(n.souscription, 'SOUSCRIPTION_DEMARREE', '2026-12-02T08:00:00Z');
      await evenement(n.souscription, 'ETAPE_ENREGISTREE', '2026-12-03T08:00:00Z', { etape: 'Participants', progression: 50 });
      await evenement(n.refusee, 'REFUSE', '2026-12-09T10:00:00Z', { motif: 'Tarif trop élevé' });
      await evenement(n.attenteLongue, 'SIGNATURE_OUVERTE', '2026-12-01T09:00:00Z');
      await evenement(n.attenteCourte, 'SIGNATURE_OUVERTE', '2026-12-08T09:00:00Z');
      // Another distributor's entry on the same projet id is never read.
      await evenement(n.projet, 'SIGNE', '2026-12-10T08:00:00Z', {}, 'DIST-B');
    });

    it('lists the distributor’s files, not archived, most recent activity first, never another distributor’s', async () => {
      expect(await ids()).toEqual([n.refusee, n.projet, n.attenteCourte, n.souscription, n.attenteLongue]);
      expect(await ids({}, 0, 50, 'DIST-B')).toEqual([n.autre]);
      expect(await ids({}, 0, 50, 'DIST-C')).toEqual([]);
    });

    it('carries the stage’s data: the latest transaction, the latest event of the distributor, the company', async () => {
      const { dossiers } = await espace.page('DIST-A', filtres(), 0, 50);
      const ligne = (id: number) => dossiers.find((d) => d.id === id)!;
      expect(ligne(n.refusee)).toMatchObject({
        etape: 'REFUSEE',
        signature: { etat: 'REFUSEE', clotureeLe: new Date('2026-12-09T10:00:00Z'), motif: 'Tarif trop élevé' },
        evenement: { type: 'REFUSE', details: { motif: 'Tarif trop élevé' }, acteurType: 'COURTIER', acteurLibelle: 'Alice Martin', survenuLe: new Date('2026-12-09T10:00:00Z') },
        client: { raisonSociale: 'Garage Dupont', ccn: { idcc: '0843' } },
      });
      expect(ligne(n.projet)).toMatchObject({ etape: 'PROJET', signature: null, evenement: { type: 'PROJET_CREE' }, client: { siret: '73282932000074' } });
      expect(ligne(n.souscription)).toMatchObject({ etape: 'SOUSCRIPTION', codeProduit: 'SPC', evenement: { type: 'ETAPE_ENREGISTREE', details: { progression: 50 } } });
    });

    it.each<[string, Partial<FiltresDossiers>, string[]]>([
      ['a stage', { etape: 'SIGNATURE_EN_ATTENTE' }, ['attenteCourte', 'attenteLongue']],
      ['a product', { produit: 'SPC' }, ['souscription']],
      ['à relancer: refused, or waiting more than 7 days', { aRelancer: true }, ['refusee', 'attenteLongue']],
      ['à relancer and a stage', { aRelancer: true, etape: 'REFUSEE' }, ['refusee']],
      ['à relancer and a product', { aRelancer: true, produit: 'SPC' }, []],
    ])('filters by %s', async (_cas, x, attendus) => {
      expect(await ids(x)).toEqual(attendus.map((k) => n[k]));
    });

    it.each<[string, string, string[]]>([
      ['the company, without accents', 'LEFEVRE', ['projet', 'souscription']],
      ['the start of a SIRET', '732 829', ['projet', 'souscription']],
      ['the contact’s name, accents ignored', 'helene march', ['souscription']],
      ['the contact, last name first', 'marchand helene', ['souscription']],
      ['the signer', 'paul durand', ['refusee']],
      ['a participant', 'Bécaud', ['souscription']],
      ['a participant, first name first', 'jerome becaud', ['souscription']],
      ['a participant, not across two people', 'becaud anne', []],
      ['% is a character', '%', []],
      ['an unknown name', 'zzz', []],
    ])('searches by %s', async (_cas, texte, attendus) => {
      expect(await ids({ texte })).toEqual(attendus.map((k) => n[k]));
    });

    it('searches by projet number, of the distributor only', async () => {
      expect(await ids({ texte: `n°${n.refusee}` })).toEqual([n.refusee]);
      expect(await ids({ texte: String(n.autre) })).toEqual([]);
    });

    it('sorts by company name or by stage, ties by number (newest first)', async () => {
      expect(await ids({ tri: 'raison_sociale' })).toEqual([n.souscription, n.projet, n.refusee, n.attenteCourte, n.attenteLongue]);
      expect(await ids({ tri: 'etape' })).toEqual([n.projet, n.souscription, n.attenteCourte, n.attenteLongue, n.refusee]);
    });

    it('pages: the count with each page, every file once; past the end, the count alone', async () => {
      const vus: number[] = [];
      for (let d = 0; d < 5; d += 2) {
        const p = await espace.page('DIST-A', filtres({ tri: 'raison_sociale' }), d, 2);
        expect(p.total).toBe(5);
        vus.push(...p.dossiers.map((x) => x.id));
      }
      expect(new Set(vus).size).toBe(5);
      expect(await espace.page('DIST-A', filtres(), 10, 2)).toEqual({ total: 5, dossiers: [] });
    });
  });

  describe('1,000 files', () => {
    beforeAll(async () => {
      await vider();
      // 500 clients of DIST-A (and 100 of DIST-B with the same names), two files each, seeded in a few statements.
      await q(`INSERT INTO client (code_distributeur, raison_sociale, raison_sociale_recherche, ccn_id, effectif_global, siret)
               SELECT d, 'Société ' || lpad(i::text, 4, '0'), 'societe ' || lpad(i::text, 4, '0'), 843, 10, lpad((400000000 + i)::text, 9, '0') || '00010'
                 FROM generate_series(1, 500) i, (VALUES ('DIST-A'), ('DIST-B')) v(d) WHERE d = 'DIST-A' OR i <= 100`);
      await q(`INSERT INTO projet (code_distributeur, utilisateur_id, client_id, code_produit, produit_id, statut, date_effet, college_type, college_effectif,
                                   college_age_moyen, raison_sociale, commissionnement_type, commissionnement_taux, code_postal, regime_social, niveaux_postes,
                                   garanties, resume_liste, tarifs, bareme_version, date_modification)
               SELECT c.code_distributeur, 'u', c.id, CASE WHEN k = 1 THEN 'SSC' ELSE 'SSC' END, 460,
                      (ARRAY['NOUVEAU','ETUDE_PERSONNALISEE_EDITEE','EN_SOUSCRIPTION','SIGNATURE_EN_ATTENTE','ACCEPTE'])[1 + (c.id + k) % 5],
                      '2027-01-01', 'CADRE', 12, 42, c.raison_sociale, 'CLIN', 5, '35000', 'SECURITE_SOCIALE', '[]', '[]', '[]', '{"tarifs":[]}', 'v1',
                      timestamp '2026-11-01' + (c.id * 2 + k) * interval '1 minute'
                 FROM client c, generate_series(1, 2) k`);
      await q(`INSERT INTO souscription (projet_id, code_distributeur, utilisateur_id, informations_complementaires)
               SELECT id, code_distributeur, 'u', jsonb_build_object('interlocuteur', jsonb_build_object('prenom', 'Camille', 'nom', 'Contact' || id))
                 FROM projet WHERE statut IN ('EN_SOUSCRIPTION', 'SIGNATURE_EN_ATTENTE', 'ACCEPTE')`);
      await q(`INSERT INTO souscription_participants (projet_id, code_distributeur, participants)
               SELECT p.id, p.code_distributeur,
                      (SELECT jsonb_agg(jsonb_build_object('prenom', 'Prénom' || j, 'nom', 'Salarié' || p.id || 'x' || j, 'dateNaissance', '1980-01-01')) FROM generate_series(1, 10) j)
                 FROM projet p WHERE statut IN ('EN_SOUSCRIPTION', 'SIGNATURE_EN_ATTENTE', 'ACCEPTE')`);
      await q(`INSERT INTO signature_transaction (id, projet_id, code_distributeur, fournisseur, fournisseur_tx_id, signataire_id, mode, etat, statut_projet_avant, created_at, cloture_le)
               SELECT md5(p.id::text), p.id, p.code_distributeur, 'simulateur', 'tx' || p.id, 'cle', 'A_DISTANCE',
                      CASE WHEN p.statut = 'ACCEPTE' THEN 'SIGNEE' ELSE 'EN_COURS' END, 'EN_SOUSCRIPTION',
                      timestamp '2026-11-20' + (p.id % 20) * interval '1 day', CASE WHEN p.statut = 'ACCEPTE' THEN timestamp '2026-12-01' END
                 FROM projet p WHERE statut IN ('SIGNATURE_EN_ATTENTE', 'ACCEPTE')`);
      await q(`INSERT INTO projet_evenement (projet_id, code_distributeur, acteur_type, type, survenu_le)
               SELECT p.id, p.code_distributeur, 'COURTIER', 'PROJET_CREE', p.date_modification FROM projet p`);
      // What autovacuum does on PostgreSQL after such a load (PGlite has none): the plans need the statistics (ADR 0081).
      await q('ANALYZE');
    });

    it('filters and searches among them, never listing another distributor’s', async () => {
      const tout = await espace.page('DIST-A', filtres(), 0, 20);
      expect(tout.total).toBe(1000);
      const attendus = (await q(`SELECT statut, count(*)::int AS n FROM projet WHERE code_distributeur = 'DIST-A' GROUP BY statut`)) as { statut: string; n: number }[];
      const par = Object.fromEntries(attendus.map((r) => [r.statut, r.n]));
      expect((await espace.page('DIST-A', filtres({ etape: 'SOUSCRIPTION' }), 0, 20)).total).toBe(par.EN_SOUSCRIPTION);
      expect((await espace.page('DIST-A', filtres({ etape: 'SIGNEE' }), 0, 20)).total).toBe(par.ACCEPTE);
      const relancer = (await q(
        `SELECT count(*)::int AS n FROM signature_transaction WHERE code_distributeur = 'DIST-A' AND etat = 'EN_COURS' AND created_at < $1`,
        [limiteRelance(maintenant)],
      )) as { n: number }[];
      expect((await espace.page('DIST-A', filtres({ aRelancer: true }), 0, 20)).total).toBe(relancer[0].n);
      // A name both distributors have: DIST-A's two files only.
      const societe = await espace.page('DIST-A', filtres({ texte: 'société 0042' }), 0, 20);
      expect(societe.dossiers.map((d) => d.client.raisonSociale)).toEqual(['Société 0042', 'Société 0042']);
      expect(societe.total).toBe(2);
      const [participant] = (await q(`SELECT p.id FROM projet p JOIN souscription_participants s ON s.projet_id = p.id WHERE p.code_distributeur = 'DIST-B' LIMIT 1`)) as { id: number }[];
      expect((await espace.page('DIST-A', filtres({ texte: `salarié${participant.id}x3` }), 0, 20)).total).toBe(0);
      expect((await espace.page('DIST-B', filtres({ texte: `salarié${participant.id}x3` }), 0, 20)).dossiers.map((d) => d.id)).toEqual([participant.id]);
      // Every page of a stage filter, in order: each file once.
      const vus = new Set<number>();
      for (let d = 0; d < par.EN_SOUSCRIPTION; d += 50) for (const x of (await espace.page('DIST-A', filtres({ etape: 'SOUSCRIPTION' }), d, 50)).dossiers) vus.add(x.id);
      expect(vus.size).toBe(par.EN_SOUSCRIPTION);
    });

    it('reads the default page in the order of the activity index, the same order as the full computation', async () => {
      // Each stage's files, as the stage filter computes every file's stage first, are the default
      // page's files of that stage, in the same order.
      const tout = (await espace.page('DIST-A', filtres(), 0, 1000)).dossiers;
      for (const etape of new Set(tout.map((d) => d.etape))) {
        expect(await ids({ etape }, 0, 1000)).toEqual(tout.filter((d) => d.etape === etape).map((d) => d.id));
      }
      // The plan of the default page walks the index (a structural check: the figures are in ADR 0087 and the bench).
      const [{ 'QUERY PLAN': plan }] = (await q(
        `EXPLAIN (FORMAT JSON) SELECT a.projet_id FROM projet_activite a JOIN projet p ON p.id = a.projet_id
          WHERE a.code_distributeur = 'DIST-A' AND p.archived_at IS NULL ORDER BY a.derniere_activite DESC, a.projet_id DESC LIMIT 20`,
      )) as { 'QUERY PLAN': unknown }[];
      expect(JSON.stringify(plan)).toContain('projet_activite_pipeline');
    });
  });

  describe('the latest activity the database keeps (projet_activite)', () => {
    let client: number;
    const activite = async (id: number) =>
      ((await q(`SELECT derniere_activite, evenement_id FROM projet_activite WHERE projet_id = $1`, [id])) as { derniere_activite: Date; evenement_id: string | null }[])[0];
    beforeAll(async () => {
      await vider();
      client = await f.client('DIST-A');
    });

    it('follows a projet without history as it is saved, then its latest entry only', async () => {
      const id = await f.projet('DIST-A', client);
      await q(`UPDATE projet SET date_modification = '2026-12-05T10:00:00Z' WHERE id = $1`, [id]);
      expect((await activite(id)).derniere_activite).toEqual(new Date('2026-12-05T10:00:00Z'));
      await evenement(id, 'PROJET_ENREGISTRE', '2026-12-06T10:00:00Z');
      expect((await activite(id)).derniere_activite).toEqual(new Date('2026-12-06T10:00:00Z'));
      // A later save of a projet with history does not move it: the entry that recorded the save does.
      await q(`UPDATE projet SET date_modification = '2026-12-07T10:00:00Z' WHERE id = $1`, [id]);
      expect((await activite(id)).derniere_activite).toEqual(new Date('2026-12-06T10:00:00Z'));
    });

    it('ignores another distributor’s entry and an entry older than the latest (by id)', async () => {
      const id = await f.projet('DIST-A', client);
      await evenement(id, 'ETUDE_GENEREE', '2026-12-06T10:00:00Z');
      const avant = await activite(id);
      await evenement(id, 'SIGNE', '2026-12-09T10:00:00Z', {}, 'DIST-B');
      await q(
        `INSERT INTO projet_evenement (id, projet_id, code_distributeur, survenu_le, acteur_type, type) VALUES (1, $1, 'DIST-A', '2026-12-10T10:00:00Z', 'COURTIER', 'PROJET_CREE')`,
        [id],
      );
      expect(await activite(id)).toEqual(avant);
    });

    it('goes with its projet', async () => {
      const id = await f.projet('DIST-A', client);
      await q(`DELETE FROM projet WHERE id = $1`, [id]);
      expect(await activite(id)).toBeUndefined();
    });
  });
});
