import type { HistoriqueService } from '../historique/historique.service';
import type { Utilisateur } from '../auth/utilisateur';
import { CODES_POSTES } from '../domain/pricing/sante/types';
import type { ReferentielsService } from '../referentiels/referentiels.service';
import type { ProjetSanteDto } from './dto/projet.dto';
import type { ProjetEntity } from './entities/projet.entity';
import type { ClientDuProjet, ProjetsRepository } from './projets.repository';
import { ProjetsService } from './projets.service';

const ALICE: Utilisateur = { id: 'alice', username: 'alice', codeDistributeur: 'DIST-A', nom: 'Alice Martin', scopes: ['collectif'], roles: [] };
const TODAY = '2026-11-21';

const CLIENT: ClientDuProjet = {
  id: 7,
  siret: null,
  raisonSociale: 'Boulangerie Lefèvre',
  ccn: { id: 9999, idcc: '9999', libelle: 'Sans convention collective', libelle_court: 'Sans convention collective' },
  naf: { code: '62.01Z', description: 'Programmation informatique' },
  effectifGlobal: 25,
  effectifCadre: 5,
  effectifNonCadre: 20,
};

const ligne = (id: number) => ({
  id,
  statut: 'NOUVEAU',
  produit: { id: 460, code: 'SSC' },
  niveaux: [{ code_poste: 'OPTIQUE', niveau: 5 }],
  type_masse_salariale: null,
  lignes_tarif: [{ structure: 'UNIQUE', tarif: { taux: 1.56, budget_mensuel: 62.48 } }],
});

/** In-memory repository that counts its queries. */
function fakeRepository(projets: ProjetEntity[] = [], lignes: ReturnType<typeof ligne>[] = []) {
  const calls: string[] = [];
  const versions = { courante: 1 };
  const souscriptions: { id: number; projetId: number }[] = [];
  const repo = {
    calls,
    versions,
    souscriptions,
    transaction: async <T>(work: (m: unknown) => Promise<T>) => work({}),
    client: async (id: number, cd: string) => (calls.push('client'), id === CLIENT.id && cd === 'DIST-A' ? CLIENT : null),
    nafDescription: async () => (calls.push('naf'), 'x'),
    findOne: async (id: number, cd: string) => (calls.push('findOne'), projets.find((p) => p.id === id && p.codeDistributeur === cd) ?? null),
    findMany: async (ids: number[], cd: string) => (calls.push('findMany'), projets.filter((p) => ids.includes(p.id) && p.codeDistributeur === cd)),
    save: async (p: ProjetEntity) => {
      calls.push('save');
      if (!p.id) Object.assign(p, { id: 100 + projets.length, dateCreation: new Date() });
      if (!projets.includes(p)) projets.push(p);
      return p;
    },
    create: (v: Partial<ProjetEntity>) => ({ ...v }) as ProjetEntity,
    version: async () => (calls.push('version'), versions.courante),
    listeJson: async () => (calls.push('listeJson'), JSON.stringify(lignes)),
    dernierId: async () => (calls.push('dernierId'), lignes[0]?.id ?? null),
    archive: async () => void calls.push('archive'),
    delete: async () => (calls.push('delete'), 1),
    idsEnSouscription: async (ids: number[]) => (calls.push('idsEnSouscription'), souscriptions.filter((s) => ids.includes(s.projetId)).map((s) => s.projetId)),
    marquerEtudeEditee: async () => void calls.push('marquer'),
  };
  return repo;
}

/** The service with its port to the subscription answered by the fake repository's list. */
function nouveauService(repo: ReturnType<typeof fakeRepository>): ProjetsService {
  return new ProjetsService(repo as unknown as ProjetsRepository, referentiels, { parmi: async (ids: readonly number[]) => repo.idsEnSouscription([...ids]) }, historiqueMuet);
}

/** History entries are the e2e's and the repository's concern here. */
const historiqueMuet = { enregistrer: async () => undefined } as unknown as HistoriqueService;

const referentiels = { communes: async (cp: string) => (cp === '35000' ? [{ code_postal: '35000', insee: '35238', nom: 'Rennes', departement: '35' }] : []) } as unknown as ReferentielsService;

const sante = (autres: Partial<ProjetSanteDto> = {}) =>
  ({
    produit: { id: 460, code: 'SSC' },
    code_postal: '35000',
    resiliation_infra_annuelle: false,
    regime_obligatoire: 'SECURITE_SOCIALE',
    date_effet: '2027-01-01',
    client: { id: 7 },
    college: { type: 'CADRE', effectif: 12, age_moyen: 42 },
    commissionnement: { type: 'CLIN', taux: 5 },
    niveaux_garanties: CODES_POSTES.map((poste) => ({ poste, niveau: 5 })),
    ...autres,
  }) as ProjetSanteDto;

const projet = (v: Partial<ProjetEntity> = {}): ProjetEntity =>
  ({
    id: 1,
    codeDistributeur: 'DIST-A',
    utilisateurId: 'alice',
    clientId: 7,
    codeProduit: 'SSC',
    produitId: 460,
    statut: 'NOUVEAU',
    etat: null,
    dateCreation: new Date('2026-11-20T10:00:00Z'),
    dateEffet: '2027-01-01',
    collegeType: 'CADRE',
    collegeEffectif: 12,
    collegeAgeMoyen: 42,
    raisonSociale: 'Boulangerie Lefèvre',
    siret: null,
    ccn: null,
    commissionnementType: 'CLIN',
    commissionnementTaux: 5,
    niveauxPostes: [],
    tarifs: { bareme_version: 'SSC-2027.1' },
    baremeVersion: 'SSC-2027.1',
    donneesFigees: null,
    archivedAt: null,
    ...v,
  }) as ProjetEntity;

describe('ProjetsService', () => {
  it.each([0, 1, 1000])('lists %i projets with one list query, whatever the count; again unchanged: from the cache', async (n) => {
    const repo = fakeRepository([], Array.from({ length: n }, (_, i) => ligne(i + 1)));
    const service = nouveauService(repo);
    const rows = await service.lister(ALICE, { code_produit: 'SSC' });
    expect(rows).toHaveLength(n);
    // Each row carries its price as the workspace reads it; the query's raw lines are not sent.
    if (n) expect(rows[0]).toEqual({ id: 1, statut: 'NOUVEAU', produit: { id: 460, code: 'SSC' }, niveaux: [{ code_poste: 'OPTIQUE', niveau: 5 }], prix: { taux: [{ assiette: 'PMSS', taux: 1.56 }], budget: 62.48, periode: 'mois' } });
    expect(repo.calls).toEqual(['version', 'listeJson']);
    await service.lister(ALICE, { code_produit: 'SSC' });
    expect(repo.calls).toEqual(['version', 'listeJson', 'version']);
    // A write anywhere in the distributor's projets bumps the version: the list is read again.
    repo.versions.courante++;
    await service.lister(ALICE, { code_produit: 'SSC' });
    expect(repo.calls.filter((c) => c === 'listeJson')).toHaveLength(2);
    // Another filter is another answer.
    await service.lister(ALICE, { code_produit: 'SPC' });
    expect(repo.calls.filter((c) => c === 'listeJson')).toHaveLength(3);
  });

  it('refuses a query code_distributeur of another distributor (403)', async () => {
    const service = nouveauService(fakeRepository());
    await expect(service.lister(ALICE, { code_distributeur: 'DIST-B' })).rejects.toMatchObject({ genre: 'interdit' });
    await expect(service.enregistrer(ALICE, sante({ utilisateur: { id: 'alice', code_distributeur: 'DIST-B', username: 'alice' } }), TODAY)).rejects.toMatchObject({ genre: 'interdit' });
  });

  it('creates NOUVEAU with the engine’s price and its barème version', async () => {
    const repo = fakeRepository();
    const service = nouveauService(repo);
    const r = await service.enregistrer(ALICE, sante(), TODAY);
    expect(r).toEqual({ id: 100, client: { id: 7 }, etat: null, statut: 'NOUVEAU' });
    const saved = (await service.charger(ALICE, 100)) as ProjetEntity;
    expect(saved.baremeVersion).toMatch(/^SSC-/);
    expect((saved.tarifs as { bareme_version: string }).bareme_version).toBe(saved.baremeVersion);
    expect(saved).toMatchObject({ codeDistributeur: 'DIST-A', departement: '35', raisonSociale: 'Boulangerie Lefèvre', effectif: 25 });
  });

  it.each(['FIGE', 'TARIFS_FIGES'] as const)('refuses to change a %s projet (409) and saves nothing', async (etat) => {
    const p = projet({ etat, donneesFigees: etat === 'TARIFS_FIGES' ? {} : null });
    const avant = JSON.stringify(p);
    const repo = fakeRepository([p]);
    const service = nouveauService(repo);
    await expect(service.enregistrer(ALICE, sante({ commissionnement: { type: 'CLIN', taux: 9 } }), TODAY, 1)).rejects.toMatchObject({ genre: 'conflit' });
    expect(repo.calls).not.toContain('save');
    expect(JSON.stringify(p)).toBe(avant);
  });

  it('a foreign projet is not found (404) for read, save, duplicate, delete, archive, frozen data', async () => {
    const repo = fakeRepository([projet({ codeDistributeur: 'DIST-B' })]);
    const service = nouveauService(repo);
    await expect(service.detail(ALICE, 1)).rejects.toMatchObject({ genre: 'introuvable' });
    await expect(service.enregistrer(ALICE, sante(), TODAY, 1)).rejects.toMatchObject({ genre: 'introuvable' });
    await expect(service.dupliquer(ALICE, 1, TODAY)).rejects.toMatchObject({ genre: 'introuvable' });
    await expect(service.supprimer(ALICE, [1])).rejects.toMatchObject({ genre: 'introuvable' });
    await expect(service.archiver(ALICE, [1])).rejects.toMatchObject({ genre: 'introuvable' });
    await expect(service.donneesFigees(ALICE, 1)).rejects.toMatchObject({ genre: 'introuvable' });
    expect(repo.calls).not.toContain('delete');
    expect(repo.calls).not.toContain('archive');
  });

  it('keeps a projet under subscription (409) and deletes nothing', async () => {
    const repo = fakeRepository([projet({ statut: 'EN_SOUSCRIPTION', etat: 'TARIFS_FIGES' })]);
    repo.souscriptions.push({ id: 1, projetId: 1 });
    const service = nouveauService(repo);
    await expect(service.supprimer(ALICE, [1])).rejects.toMatchObject({ genre: 'conflit' });
    expect(repo.calls).not.toContain('delete');
  });

  it('duplicates as a draft: id, etat, statut cleared, past date dropped', async () => {
    const service = nouveauService(fakeRepository([projet({ etat: 'TARIFS_FIGES', statut: 'EN_SOUSCRIPTION' })]));
    expect(await service.dupliquer(ALICE, 1, TODAY)).toMatchObject({ id: null, etat: null, statut: null, date_effet: '2027-01-01', date_creation: null });
    expect((await service.dupliquer(ALICE, 1, '2027-01-01')).date_effet).toBeNull();
  });
});
