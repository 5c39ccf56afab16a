import type { Utilisateur } from '../auth/utilisateur';
import type { ClientsService } from '../clients/clients.service';
import { ClientsRepository } from '../clients/clients.repository';
import { ClientEntity } from '../clients/entities/client.entity';
import type { AppConfig } from '../config/app-config';
import type { Horloge } from '../common/horloge';
import { demarrerBaseMigree, type BaseMigree } from '../database/testing/base-migree';
import { fabriques } from '../database/testing/fabriques';
import { StoredFileEntity } from '../files/entities/stored-file.entity';
import { FilesRepository } from '../files/files.repository';
import { ProjetEvenementEntity } from '../historique/entities/projet-evenement.entity';
import { HistoriqueRepository } from '../historique/historique.repository';
import { HistoriqueService } from '../historique/historique.service';
import { ProjetEntity } from '../projets/entities/projet.entity';
import { ProjetsRepository } from '../projets/projets.repository';
import type { ProjetsService } from '../projets/projets.service';
import { CcnEntity } from '../referentiels/entities/ccn.entity';
import { CodePostalCommuneEntity } from '../referentiels/entities/code-postal-commune.entity';
import { FonctionEntity } from '../referentiels/entities/fonction.entity';
import { FormeJuridiqueEntity } from '../referentiels/entities/forme-juridique.entity';
import { NafEntity } from '../referentiels/entities/naf.entity';
import { PmssEntity } from '../referentiels/entities/pmss.entity';
import { ReferentielsRepository } from '../referentiels/referentiels.repository';
import { ReferentielsService } from '../referentiels/referentiels.service';
import { SouscriptionPieceEntity } from './entities/piece.entity';
import { SouscriptionEntity } from './entities/souscription.entity';
import { ContexteSouscriptionService } from './participants/contexte-souscription.service';
import { SouscriptionParticipantsEntity } from './participants/participants.entity';
import { ParticipantsRepository } from './participants/participants.repository';
import { ParticipantsService, PROPRIETAIRE_PIECE } from './participants/participants.service';
import { EtapesSouscription } from './pieces/etapes-souscription';
import { PiecesService } from './pieces/pieces.service';
import { PiecesRepository } from './pieces.repository';
import type { RecalculAvancement } from './recalcul-avancement.port';
import { SouscriptionRepository } from './souscription.repository';
import { SouscriptionService } from './souscription.service';

/**
 * Medium test (docs/adr/0084): each writer of a file's progress stores it on its subscription row in
 * its own transaction, equal to what the tabs compute; a write that fails leaves it as it was.
 * The services are built by hand on a real migrated database (PGlite, or TEST_DATABASE_URL's server).
 */
describe('A subscription’s stored progress, on a migrated database', () => {
  jest.setTimeout(180_000);
  const today = '2026-12-10';
  const alice: Utilisateur = { id: 'u-a', username: 'alice', codeDistributeur: 'DIST-A', nom: 'Alice', scopes: [], roles: [] };
  let base: BaseMigree;
  let f: ReturnType<typeof fabriques>;
  let souscriptions: SouscriptionRepository;
  let projetsRepo: ProjetsRepository;
  let service: SouscriptionService;
  let participants: ParticipantsService;
  let pieces: PiecesService;
  let piecesRepo: PiecesRepository;
  let files: FilesRepository;

  beforeAll(async () => {
    base = await demarrerBaseMigree([
      SouscriptionEntity,
      SouscriptionPieceEntity,
      SouscriptionParticipantsEntity,
      ProjetEntity,
      ClientEntity,
      StoredFileEntity,
      ProjetEvenementEntity,
      CcnEntity,
      NafEntity,
      CodePostalCommuneEntity,
      PmssEntity,
      FormeJuridiqueEntity,
      FonctionEntity,
    ]);
    const db = base.db;
    f = fabriques(db);
    souscriptions = new SouscriptionRepository(db.getRepository(SouscriptionEntity), db);
    projetsRepo = new ProjetsRepository(db.getRepository(ProjetEntity), db);
    piecesRepo = new PiecesRepository(db.getRepository(SouscriptionPieceEntity));
    files = new FilesRepository(db.getRepository(StoredFileEntity));
    const listes = new ParticipantsRepository(db.getRepository(SouscriptionParticipantsEntity));
    const referentiels = new ReferentielsService(
      new ReferentielsRepository(
        db.getRepository(CcnEntity),
        db.getRepository(NafEntity),
        db.getRepository(CodePostalCommuneEntity),
        db.getRepository(PmssEntity),
        db.getRepository(FormeJuridiqueEntity),
        db.getRepository(FonctionEntity),
      ),
    );
    const horloge = { aujourdhui: () => today, maintenant: () => new Date(`${today}T10:00:00Z`) } as Horloge;
    const historique = new HistoriqueService(new HistoriqueRepository(db.getRepository(ProjetEvenementEntity)), horloge, { historiqueEcrit: true } as AppConfig);
    const clientsRepo = new ClientsRepository(db.getRepository(ClientEntity));
    const clients = { duDistributeur: (code: string, id: number, manager?: never) => clientsRepo.trouver(code, id, manager) } as unknown as ClientsService;
    const projets = {
      charger: async (u: Utilisateur, id: number) => (await projetsRepo.findOne(id, u.codeDistributeur))!,
      autresProjetsDuClient: (p: { id: number; clientId: number; codeDistributeur: string }, manager?: never) => projetsRepo.autresDuClient(p.clientId, p.codeDistributeur, p.id, manager),
    } as unknown as ProjetsService;
    const contextes = new ContexteSouscriptionService(projetsRepo, souscriptions, listes);
    // The port as SouscriptionAvancementsModule answers it: the subscription's own recalculation.
    const recalcul: RecalculAvancement = { recalculer: (manager, projetId, code) => service.recalculerAvancement(manager, projetId, code, today) };
    pieces = new PiecesService(contextes, referentiels, files, piecesRepo, historique, recalcul);
    participants = new ParticipantsService(contextes, files, souscriptions, listes, piecesRepo, historique, recalcul);
    service = new SouscriptionService(souscriptions, projets, projetsRepo, referentiels, new EtapesSouscription(contextes, pieces), historique, clients, listes);
    await service.onApplicationBootstrap();
  });
  afterAll(() => base?.arreter());

  /** A file in subscription of a client (a new client unless given), its record never computed. */
  async function enSouscription(clientId?: number, informations: object | null = null): Promise<{ projetId: number; clientId: number }> {
    const client = clientId ?? (await f.client('DIST-A'));
    const projetId = await f.projet('DIST-A', client, { statut: 'EN_SOUSCRIPTION' });
    await base.db.query(`INSERT INTO souscription (projet_id, code_distributeur, utilisateur_id, informations_complementaires) VALUES ($1, 'DIST-A', 'u', $2)`, [
      projetId,
      informations && JSON.stringify(informations),
    ]);
    return { projetId, clientId: client };
  }
  const stockee = (projetId: number) => souscriptions.avancement(projetId, 'DIST-A');
  /** What the tabs show now (the computation Mes clients asked for before the column). */
  const calculee = async (projetId: number) => ({ ...(await service.avancement(alice, (await projetsRepo.findOne(projetId, 'DIST-A'))!, today)), revoirLe: null });
  const participant = (nom: string) => ({ nom, prenom: 'Claire', date_naissance: '1980-03-01' });

  it('participants saved: the stored progress is the tabs’ (the count of complete participants moves)', async () => {
    const { projetId } = await enSouscription();
    await expect(stockee(projetId)).resolves.toBeNull();
    await participants.enregistrer(alice, projetId, { methode_affiliation: 'IMPORTER', mode_affiliation: 'espace_entreprise', participants: [participant('MARTIN'), participant('DURAND')] }, today);
    const apres = await stockee(projetId);
    expect(apres).toEqual(await calculee(projetId));
    expect(apres?.progression.participants).toMatchObject({ nbCompleted: 2, nbTotal: 12 });
    await participants.enregistrer(alice, projetId, { methode_affiliation: 'IMPORTER', mode_affiliation: 'espace_entreprise', participants: [participant('MARTIN')] }, today);
    await expect(stockee(projetId)).resolves.toMatchObject({ progression: { participants: { nbCompleted: 1 } } });
    await expect(stockee(projetId)).resolves.toEqual(await calculee(projetId));
  });

  it('a write refused inside its transaction, or failing after the progress was computed, leaves the stored progress as it was', async () => {
    const { projetId } = await enSouscription();
    await participants.enregistrer(alice, projetId, { methode_affiliation: 'IMPORTER', mode_affiliation: 'espace_entreprise', participants: [participant('MARTIN')] }, today);
    const avant = await stockee(projetId);
    // More participants than the college (12): refused in the transaction, nothing written.
    const trop = Array.from({ length: 13 }, (_, i) => participant(`NOM${i}`));
    await expect(participants.enregistrer(alice, projetId, { methode_affiliation: 'IMPORTER', mode_affiliation: 'espace_entreprise', participants: trop }, today)).rejects.toThrow();
    await expect(stockee(projetId)).resolves.toEqual(avant);
    // A change and its recalculation, then a failure before the commit: both rolled back.
    await expect(
      souscriptions.transaction(async (manager) => {
        await manager.query(`UPDATE souscription_participants SET participants = '[]' WHERE projet_id = $1`, [projetId]);
        await service.recalculerAvancement(manager, projetId, 'DIST-A', today);
        await expect(souscriptions.avancement(projetId, 'DIST-A', manager)).resolves.toMatchObject({ progression: { participants: { nbCompleted: 0 } } });
        throw new Error('panne');
      }),
    ).rejects.toThrow('panne');
    await expect(stockee(projetId)).resolves.toEqual(avant);
  });

  it('a piece removed: the stored progress counts it missing, by its step-3 label', async () => {
    const { projetId } = await enSouscription();
    const ctx = await new ContexteSouscriptionService(projetsRepo, souscriptions, new ParticipantsRepository(base.db.getRepository(SouscriptionParticipantsEntity))).charger(alice, projetId);
    const requise = (await pieces.attendues(ctx, [])).find((p) => p.obligatoire && p.min === 1 && p.max === 1)!;
    expect(requise).toBeDefined();
    const fichier = await files.create({ codeDistributeur: 'DIST-A', kind: 'piece', name: 'kbis.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4'), owner: { type: PROPRIETAIRE_PIECE, id: String(projetId) } });
    const piece = await piecesRepo.enregistrer({ projetId, codeDistributeur: 'DIST-A', code: requise.code, fichierId: fichier.id, nomFichier: 'kbis.pdf', typeMime: 'application/pdf', taille: 8 }, base.db.manager);
    await souscriptions.transaction((manager) => service.recalculerAvancement(manager, projetId, 'DIST-A', today));
    const avec = await stockee(projetId);
    expect(avec?.piecesManquantes).not.toContain(requise.libelle);
    await pieces.supprimer(alice, piece.id);
    const sans = await stockee(projetId);
    expect(sans?.piecesManquantes).toContain(requise.libelle);
    expect(sans?.progression.piecesJustificatives.nbCompleted).toBe(avec!.progression.piecesJustificatives.nbCompleted - 1);
    expect(sans).toEqual(await calculee(projetId));
  });

  it('a file whose step 1 was never saved takes its prefill from the client’s latest saved file: a change of that file refreshes it', async () => {
    const { projetId: source, clientId } = await enSouscription(undefined, {
      entreprise_adherente: { nature_contrat: 'NOUVEAU', nature_regime: null, raison_sociale: 'x', siret: '', forme_juridique: null, activite: null, idcc: null, naf: null, date_creation_administrative: null },
      adresse_siege_social: { numero: null, voie: '', indice_repetition: null, code_postal: '35000', ville: '' },
      interlocuteur: { civilite: 'MME', nom: 'Martin', prenom: 'Claire', fonction: null, telephone: '0601020304', email: 'claire@exemple.fr', documentation_contractuelle_email: true },
      cotisation: null,
      etude_medicale: null,
    });
    const { projetId: prerempli } = await enSouscription(clientId);
    await participants.enregistrer(alice, source, { methode_affiliation: 'IMPORTER', mode_affiliation: 'espace_entreprise', participants: [participant('MARTIN')] }, today);
    await expect(stockee(prerempli)).resolves.toEqual(await calculee(prerempli));
  });
});
