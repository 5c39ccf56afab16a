import type { HistoriqueService } from '../historique/historique.service';
import type { ClientsService } from '../clients/clients.service';
import type { Utilisateur } from '../auth/utilisateur';
import { RefusMetier } from '../common/refus-metier';
import type { InformationsComplementaires } from '../domain/souscription';
import type { ProjetEntity } from '../projets/entities/projet.entity';
import type { ProjetsRepository } from '../projets/projets.repository';
import { ProjetsService } from '../projets/projets.service';
import type { ReferentielsService } from '../referentiels/referentiels.service';
import type { SouscriptionEntity } from './entities/souscription.entity';
import type { SouscriptionRepository } from './souscription.repository';
import type { ParticipantsRepository } from './participants/participants.repository';
import type { EtapesSouscription } from './pieces/etapes-souscription';
import { SouscriptionService } from './souscription.service';

const ALICE: Utilisateur = { id: 'alice', username: 'alice', codeDistributeur: 'DIST-A', nom: 'Alice Martin', scopes: ['collectif'], roles: [] };
const TODAY = '2026-11-21';
const SIRET = '73282932000074';

const projet = (v: Partial<ProjetEntity> = {}): ProjetEntity =>
  ({
    id: 1,
    codeDistributeur: 'DIST-A',
    utilisateurId: 'alice',
    clientId: 7,
    codeProduit: 'SSC',
    produitId: 460,
    statut: 'ETUDE_PERSONNALISEE_EDITEE',
    etat: null,
    dateCreation: new Date('2026-11-20T10:00:00Z'),
    dateEffet: '2027-01-01',
    collegeType: 'CADRE',
    collegeEffectif: 12,
    collegeAgeMoyen: 42,
    effectif: 25,
    raisonSociale: 'Boulangerie Lefèvre',
    siret: SIRET,
    ccn: { id: 1486, idcc: '1486', libelle: 'Syntec', libelle_court: 'Syntec' },
    codePostal: '35000',
    commissionnementType: 'CLIN',
    commissionnementTaux: 5,
    niveauxPostes: [],
    tarifs: { bareme_version: 'SSC-2027.1', tarifs: ['UNIQUE', 'ISOLE', 'FAMILLE'].map((structure) => ({ structure, tarif: { taux: 3.2, budget_mensuel: 120 } })) },
    baremeVersion: 'SSC-2027.1',
    donneesFigees: null,
    archivedAt: null,
    ...v,
  }) as ProjetEntity;

function fakes(projets: ProjetEntity[]) {
  const calls: string[] = [];
  const souscriptions: SouscriptionEntity[] = [];
  const projetsRepo = {
    transaction: async <T>(work: (m: unknown) => Promise<T>) => work({}),
    findOne: async (id: number, cd: string) => projets.find((p) => p.id === id && p.codeDistributeur === cd) ?? null,
    save: async (p: ProjetEntity) => (calls.push('saveProjet'), p),
    autresDuClient: async () => [],
  };
  const repo = {
    transaction: async <T>(work: (m: unknown) => Promise<T>) => work({}),
    duProjet: async (projetId: number, cd: string) => souscriptions.find((s) => s.projetId === projetId && s.codeDistributeur === cd) ?? null,
    creer: async (v: Pick<SouscriptionEntity, 'projetId' | 'codeDistributeur' | 'utilisateurId'>) => {
      calls.push('creer');
      const s = { id: souscriptions.length + 1, ...v, informationsComplementaires: null, methodeAffiliation: null, modeAffiliation: null } as SouscriptionEntity;
      souscriptions.push(s);
      return s;
    },
    enregistrerInformations: async (id: number, _cd: string, info: InformationsComplementaires) => {
      calls.push('enregistrer');
      souscriptions.find((s) => s.id === id)!.informationsComplementaires = info;
    },
    fichiersDesProjets: async () => [],
    // The stored progress (docs/adr/0084): kept on the record, as the column is.
    enregistrerAvancement: async (id: number, _cd: string, avancement: unknown) => {
      calls.push('avancement');
      Object.assign(souscriptions.find((s) => s.id === id)!, { avancement });
    },
    prerempliesParmi: async () => [],
  };
  const referentiels = {
    communes: async (cp: string) => (cp === '35000' ? [{ code_postal: '35000', insee: '35238', nom: 'Rennes', departement: '35' }] : []),
    formesJuridiques: async () => [
      { code: 'sarl', activites: [{ code: 'commerciale', libelle: 'Commerciale', pieces_justificatives: [] }], pieces_justificatives: [{ code: 'kbis', libelle: 'Kbis' }] },
      { code: 'ei', activites: [], pieces_justificatives: [{ code: 'extrait_rne', libelle: 'RNE' }] },
    ],
  } as unknown as ReferentielsService;
  const historique = { enregistrer: async () => undefined } as unknown as HistoriqueService;
  const projetsService = new ProjetsService(projetsRepo as unknown as ProjetsRepository, referentiels, { parmi: async () => [] }, historique);
  const clients = { duDistributeur: async () => ({ id: 7, siret: SIRET, raisonSociale: 'Boulangerie Lefèvre', naf: '10.71C', effectifGlobal: 25 }) } as unknown as ClientsService;
  // Steps 2–3 as an empty file: no participant, the default company piece expected, nothing uploaded.
  const etapes = { pour: async () => ({ participants: [], attendues: [{ code: 'kbis', min: 1, max: 1 }], chargees: [] }) } as unknown as EtapesSouscription;
  // Step 2's list, asked of its owner: one saved for projet 1 of DIST-A.
  const liste = { projetId: 1, codeDistributeur: 'DIST-A', participants: [{ id: 'p1', nom: 'MARTIN', prenom: 'Claire', dateNaissance: '1980-03-01' }] };
  const listes = { duProjet: async (projetId: number, cd: string) => (calls.push('liste'), projetId === 1 && cd === 'DIST-A' ? liste : null) } as unknown as ParticipantsRepository;
  const service = new SouscriptionService(repo as unknown as SouscriptionRepository, projetsService, projetsRepo as unknown as ProjetsRepository, referentiels, etapes, historique, clients, listes);
  return { service, calls, souscriptions };
}

const saisie = (v: Partial<InformationsComplementaires['entreprise_adherente']> = {}): InformationsComplementaires => ({
  entreprise_adherente: {
    nature_contrat: 'NOUVEAU',
    nature_regime: null,
    raison_sociale: 'Autre nom',
    siret: SIRET,
    forme_juridique: 'sarl',
    activite: 'commerciale',
    idcc: '1486',
    naf: '10.71C',
    date_creation_administrative: '2012-03-01',
    ...v,
  },
  adresse_siege_social: { numero: '12', voie: 'rue de la Paix', indice_repetition: 'B', code_postal: '35000', ville: 'Rennes' },
  interlocuteur: { civilite: 'madame', nom: 'Martin', prenom: 'Claire', fonction: 'Gérant', telephone: '02 99 00 11 22', email: 'claire@example.fr', documentation_contractuelle_email: true },
  cotisation: { mode_cotisation: 'ISOLE_FAMILLE', payeur: null },
  etude_medicale: null,
});

const refus = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as RefusMetier);

describe('SouscriptionService', () => {
  it('hands over once: souscription, TARIFS_FIGES with frozen data, EN_SOUSCRIPTION; again → same record', async () => {
    const p = projet();
    const { service, souscriptions } = fakes([p]);
    const maintenant = new Date('2026-11-21T14:00:00Z');
    expect(await service.souscrire(ALICE, 1, TODAY, maintenant)).toEqual({ id_souscription: 1, url: '/souscription/ssc/1', creee: true });
    expect(p).toMatchObject({ statut: 'EN_SOUSCRIPTION', etat: 'TARIFS_FIGES' });
    expect(p.donneesFigees).toMatchObject({ fige_le: maintenant.toISOString(), bareme_version: 'SSC-2027.1', projet: { id: 1, etat: 'TARIFS_FIGES' } });
    expect(await service.souscrire(ALICE, 1, '2030-01-01', new Date())).toEqual({ id_souscription: 1, url: '/souscription/ssc/1', creee: false });
    expect(souscriptions).toHaveLength(1);
  });

  it.each([
    [projet({ statut: 'NOUVEAU' }), "Il est nécessaire d'avoir remis à votre client l'étude personnalisée pour accéder à l'étape souscription.", 'ETUDE_NON_REMISE'],
    [projet({ statut: 'NOUVEAU', dateEffet: '2026-11-01', collegeEffectif: 1 }), "La date d'effet du projet a expiré. Veuillez la modifier.", 'DATE_EFFET_EXPIREE'],
  ])('refuses the hand-over (422): %#', async (p, message, code) => {
    const { service, calls } = fakes([p]);
    const err = await refus(service.souscrire(ALICE, 1, TODAY, new Date()));
    expect(err).toBeInstanceOf(RefusMetier);
    expect(err!.getStatus()).toBe(422);
    expect(err!.getResponse()).toMatchObject({ message, code });
    expect(calls).not.toContain('creer');
    expect(p.statut).toBe('NOUVEAU');
  });

  it("another distributor's projet or subscription is not found (404): hand-over, load, save", async () => {
    const { service } = fakes([projet({ codeDistributeur: 'DIST-B' })]);
    for (const call of [service.souscrire(ALICE, 1, TODAY, new Date()), service.charger(ALICE, 1, TODAY), service.enregistrerInformations(ALICE, 1, saisie(), TODAY)]) {
      expect((await refus(call))!.getStatus()).toBe(404);
    }
  });

  it("a page's file comes with step 2's list, asked of the participants' owner; other calls do not ask it", async () => {
    const { service, calls } = fakes([projet()]);
    await service.souscrire(ALICE, 1, TODAY, new Date());
    const p = projet({ statut: 'EN_SOUSCRIPTION' });
    expect((await service.dossierDuProjet(ALICE, p, { avecParticipants: true })).liste?.participants).toEqual([expect.objectContaining({ nom: 'MARTIN' })]);
    expect(calls.filter((c) => c === 'liste')).toHaveLength(1);
    expect(await service.dossierDuProjet(ALICE, p)).not.toHaveProperty('liste');
    expect(calls.filter((c) => c === 'liste')).toHaveLength(1);
    expect((await refus(service.dossierDuProjet({ ...ALICE, codeDistributeur: 'DIST-B' }, p, { avecParticipants: true })))!.getStatus()).toBe(404);
  });

  it('loads the prefill from the client and the projet until step 1 is saved', async () => {
    const { service } = fakes([projet()]);
    await service.souscrire(ALICE, 1, TODAY, new Date());
    const v = await service.charger(ALICE, 1, TODAY);
    expect(v.informations_enregistrees).toBe(false);
    expect(v.informations_complementaires.entreprise_adherente).toMatchObject({ raison_sociale: 'Boulangerie Lefèvre', siret: SIRET, idcc: '1486', naf: '10.71C', nature_contrat: 'NOUVEAU' });
    expect(v.informations_complementaires.adresse_siege_social).toMatchObject({ code_postal: '35000', ville: 'Rennes' });
    expect(v.informations_complementaires.interlocuteur.documentation_contractuelle_email).toBe(true);
    expect(v.champs_figes).toEqual(['entreprise_adherente.raison_sociale', 'entreprise_adherente.siret', 'entreprise_adherente.idcc']);
    expect(v.lecture_seule).toBe(false);
    expect(v.modes_cotisation.map((m) => m.code)).toEqual(['UNIQUE', 'ISOLE_FAMILLE']);
    expect(v.progression.informationsComplementaires.nbCompleted).toBeLessThan(v.progression.informationsComplementaires.nbTotal);
  });

  it('saves a valid step 1 (frozen fields kept from the projet) and reaches 100 %; a refused save keeps the previous one', async () => {
    const { service, souscriptions, calls } = fakes([projet()]);
    await service.souscrire(ALICE, 1, TODAY, new Date());
    const v = await service.enregistrerInformations(ALICE, 1, saisie(), TODAY);
    const c = v.progression.informationsComplementaires;
    expect(c.nbCompleted).toBe(c.nbTotal);
    expect(v.informations_complementaires.entreprise_adherente.raison_sociale).toBe('Boulangerie Lefèvre');
    const avant = JSON.stringify(souscriptions[0].informationsComplementaires);
    const err = await refus(service.enregistrerInformations(ALICE, 1, saisie({ date_creation_administrative: '2026-11-22', activite: 'inconnue' }), TODAY));
    expect(err!.getStatus()).toBe(400);
    expect(err!.getResponse()).toMatchObject({
      erreurs: expect.arrayContaining([
        { champ: 'entreprise_adherente.date_creation_administrative', message: 'La date de création ne peut pas être postérieure à la date du jour.' },
        { champ: 'entreprise_adherente.activite', message: "L'activité ne correspond pas à la forme juridique." },
      ]),
    });
    expect(JSON.stringify(souscriptions[0].informationsComplementaires)).toBe(avant);
    expect(calls.filter((x) => x === 'enregistrer')).toHaveLength(1);
  });

  it('a read-only subscription refuses the save (409) and writes nothing', async () => {
    const p = projet();
    const { service, calls } = fakes([p]);
    await service.souscrire(ALICE, 1, TODAY, new Date());
    p.statut = 'SIGNATURE_EN_ATTENTE';
    expect((await service.charger(ALICE, 1, TODAY)).lecture_seule).toBe(true);
    expect((await refus(service.enregistrerInformations(ALICE, 1, saisie(), TODAY)))!.getStatus()).toBe(409);
    expect(calls).not.toContain('enregistrer');
  });
});
