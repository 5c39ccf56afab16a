import { ClientEntity } from '../clients/entities/client.entity';
import { demarrerBaseMigree, type BaseMigree } from '../database/testing/base-migree';
import { fabriques } from '../database/testing/fabriques';
import { ProjetEntity } from '../projets/entities/projet.entity';
import { ProjetsRepository } from '../projets/projets.repository';
import type { EvenementSignature } from './fournisseur';
import { SignatureRepository, type TransactionSignature } from './signature.repository';

/** Against a real, migrated database (model: src/files/files.repository.spec.ts): the providers' callbacks, once. */
describe('SignatureRepository on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let repo: SignatureRepository;
  let f: ReturnType<typeof fabriques>;
  let n = 0;

  beforeAll(async () => {
    base = await demarrerBaseMigree([ProjetEntity, ClientEntity]);
    repo = new SignatureRepository(base.db, new ProjetsRepository(base.db.getRepository(ProjetEntity), base.db));
    f = fabriques(base.db);
  });
  afterAll(() => base?.arreter());

  const statutDuProjet = async (id: number) => (await base.db.query('SELECT statut FROM projet WHERE id = $1', [id]))[0].statut as string;
  const evenements = async (id: string) => Number((await base.db.query('SELECT count(*)::int AS n FROM signature_evenement WHERE transaction_id = $1', [id]))[0].n);

  /** A projet of `codeDistributeur` waiting for its signature, through `creer` (in a transaction, as the service does). */
  async function transactionOuverte(codeDistributeur = 'DIST-A'): Promise<TransactionSignature & { projetId: number }> {
    n += 1;
    const projetId = await f.projet(codeDistributeur, await f.client(codeDistributeur), { statut: 'EN_SOUSCRIPTION', codeProduit: 'SPC' });
    const t = { id: n.toString(16).padStart(32, '0'), projetId, codeDistributeur, fournisseur: 'simulateur', fournisseurTxId: `tx-${n}`, signataireId: 'cle', mode: 'A_DISTANCE' as const, statutProjetAvant: 'EN_SOUSCRIPTION' as const, signataireNom: 'Mme Claire Dupont', courtierNom: 'Alice Martin', courtierEmail: 'alice@courtier.demo' };
    await repo.transaction((m) => repo.creer(m, t));
    return (await repo.parId(t.id)) as TransactionSignature & { projetId: number };
  }

  const evenement = (t: TransactionSignature, eventId: string, type: EvenementSignature['type'], survenuLe = new Date('2026-11-20T10:00:00Z')): EvenementSignature => ({
    eventId,
    type,
    survenuLe,
    fournisseurTxId: t.fournisseurTxId,
  });

  it('the metrics port: how late the latest callback received arrived (null before any)', async () => {
    await expect(repo.retardDernierRappel()).resolves.toBeNull();
    const t = await transactionOuverte();
    await repo.recevoir('simulateur', evenement(t, 'ev-retard-1', 'LIEN_OUVERT', new Date(Date.now() - 90_000)));
    const retard = await repo.retardDernierRappel();
    expect(retard).toBeGreaterThanOrEqual(85);
    expect(retard).toBeLessThan(3600);
  });

  it('creates a transaction with the projet waiting for its signature, found open only by its own distributor', async () => {
    const t = await transactionOuverte();
    expect(t).toMatchObject({ etat: 'CREEE', clotureLe: null, fichierSigneId: null });
    expect(await statutDuProjet(t.projetId)).toBe('SIGNATURE_EN_ATTENTE');
    await expect(repo.ouverte(t.projetId, 'DIST-A')).resolves.toMatchObject({ id: t.id });
    await expect(repo.ouverte(t.projetId, 'DIST-B')).resolves.toBeNull();
    await expect(repo.parFournisseur('simulateur', t.fournisseurTxId)).resolves.toMatchObject({ id: t.id });
  });

  it('refuses a second open transaction on the same projet (two clicks on Signer reuse the first)', async () => {
    const t = await transactionOuverte();
    const seconde = { ...t, id: 'f'.repeat(32), fournisseurTxId: `${t.fournisseurTxId}-bis` };
    await expect(repo.transaction((m) => repo.creer(m, seconde))).rejects.toThrow();
    await expect(repo.parId(seconde.id)).resolves.toBeNull();
  });

  it('applies an event once: a redelivery is a duplicate, found by dejaRecu without a lock', async () => {
    const t = await transactionOuverte();
    const e = evenement(t, `${t.id}-1`, 'LIEN_OUVERT');
    await expect(repo.dejaRecu('simulateur', e)).resolves.toBeNull();
    await expect(repo.recevoir('simulateur', e)).resolves.toMatchObject({ issue: 'applique', avant: 'CREEE', transaction: { etat: 'EN_COURS' } });
    await expect(repo.recevoir('simulateur', e)).resolves.toMatchObject({ issue: 'doublon' });
    await expect(repo.dejaRecu('simulateur', e)).resolves.toMatchObject({ id: t.id, etat: 'EN_COURS' });
    // The same event id for another provider's transaction id is not this delivery.
    await expect(repo.dejaRecu('simulateur', { ...e, fournisseurTxId: 'autre' })).resolves.toBeNull();
    expect(await evenements(t.id)).toBe(1);
  });

  it('keeps an event that does not move the state, without effect', async () => {
    const t = await transactionOuverte();
    await repo.recevoir('simulateur', evenement(t, `${t.id}-1`, 'LIEN_OUVERT'));
    await expect(repo.recevoir('simulateur', evenement(t, `${t.id}-2`, 'NOTIFIE'))).resolves.toMatchObject({ issue: 'sans-effet', transaction: { etat: 'EN_COURS' } });
    expect(await evenements(t.id)).toBe(2);
  });

  it('never signs without the signed documents: nothing is written', async () => {
    const t = await transactionOuverte();
    await expect(repo.recevoir('simulateur', evenement(t, `${t.id}-1`, 'SIGNE'))).rejects.toThrow(/sans ses documents/);
    await expect(repo.parId(t.id)).resolves.toMatchObject({ etat: 'CREEE' });
    expect(await evenements(t.id)).toBe(0);
  });

  it('a failure while storing the signed documents rolls the event back', async () => {
    const t = await transactionOuverte();
    const echec = async () => {
      throw new Error('stockage indisponible');
    };
    await expect(repo.recevoir('simulateur', evenement(t, `${t.id}-1`, 'SIGNE'), echec)).rejects.toThrow('stockage indisponible');
    await expect(repo.parId(t.id)).resolves.toMatchObject({ etat: 'CREEE', fichierSigneId: null });
    expect(await evenements(t.id)).toBe(0);
    expect(await statutDuProjet(t.projetId)).toBe('SIGNATURE_EN_ATTENTE');
  });

  it('signs with its documents: closed, the projet accepted, then last closed; later events change nothing', async () => {
    const t = await transactionOuverte();
    const signeLe = new Date('2026-11-21T09:30:00Z');
    const r = await repo.recevoir('simulateur', evenement(t, `${t.id}-1`, 'SIGNE', signeLe), async () => ({ signe: 'fichier-signe', preuve: 'fichier-preuve' }));
    expect(r).toMatchObject({ issue: 'applique', avant: 'CREEE', transaction: { etat: 'SIGNEE', fichierSigneId: 'fichier-signe', fichierPreuveId: 'fichier-preuve' } });
    const lue = await repo.parId(t.id);
    expect(lue).toMatchObject({ etat: 'SIGNEE', fichierSigneId: 'fichier-signe', fichierPreuveId: 'fichier-preuve' });
    expect(lue?.clotureLe?.toISOString()).toBe(signeLe.toISOString());
    expect(await statutDuProjet(t.projetId)).toBe('ACCEPTE');
    await expect(repo.ouverte(t.projetId, 'DIST-A')).resolves.toBeNull();
    await expect(repo.derniereCloturee(t.projetId, 'DIST-A')).resolves.toMatchObject({ id: t.id });
    await expect(repo.derniereCloturee(t.projetId, 'DIST-B')).resolves.toBeNull();
    // The subscription kit's port: the signed request's file, within the distributor.
    await expect(repo.fichierSigne(t.projetId, 'DIST-A')).resolves.toBe('fichier-signe');
    await expect(repo.fichierSigne(t.projetId, 'DIST-B')).resolves.toBeNull();
    await expect(repo.recevoir('simulateur', evenement(t, `${t.id}-2`, 'REFUSE'))).resolves.toMatchObject({ issue: 'sans-effet', transaction: { etat: 'SIGNEE' } });
    // Files recorded once: a second recording does not replace them.
    await repo.enregistrerFichiers(t.id, 'autre-signe', 'autre-preuve');
    await expect(repo.parId(t.id)).resolves.toMatchObject({ fichierSigneId: 'fichier-signe' });
  });

  it('a refusal closes the transaction and gives the projet back its statut before', async () => {
    const t = await transactionOuverte();
    await expect(repo.recevoir('simulateur', { ...evenement(t, `${t.id}-1`, 'REFUSE'), motif: 'refus du client' })).resolves.toMatchObject({ issue: 'applique', transaction: { etat: 'REFUSEE' } });
    expect(await statutDuProjet(t.projetId)).toBe('EN_SOUSCRIPTION');
    await expect(repo.fichierSigne(t.projetId, 'DIST-A')).resolves.toBeNull();
    expect((await base.db.query('SELECT motif FROM signature_transaction WHERE id = $1', [t.id]))[0].motif).toBe('refus du client');
  });

  it('an event for an unknown transaction writes nothing; a malformed public id is not looked up', async () => {
    await expect(repo.recevoir('simulateur', { eventId: 'e-inconnu', type: 'SIGNE', survenuLe: new Date(), fournisseurTxId: 'inconnu' })).resolves.toBeNull();
    expect(Number((await base.db.query(`SELECT count(*)::int AS n FROM signature_evenement WHERE event_id = 'e-inconnu'`))[0].n)).toBe(0);
    await expect(repo.parId("' OR 1=1 --")).resolves.toBeNull();
    await expect(repo.parFournisseur('yousign', 'tx-1')).resolves.toBeNull();
  });

  it('records the files of a transaction signed without them once', async () => {
    const t = await transactionOuverte();
    await repo.enregistrerFichiers(t.id, 'signe', 'preuve');
    await repo.enregistrerFichiers(t.id, 'signe-2', 'preuve-2');
    await expect(repo.parId(t.id)).resolves.toMatchObject({ fichierSigneId: 'signe', fichierPreuveId: 'preuve' });
  });

  it('a refusal: the hook runs once in the same transaction, the reason kept; a reason arriving after a pulled refusal fills it once', async () => {
    const t = await transactionOuverte();
    const vus: TransactionSignature[] = [];
    const surRefus = async (_m: unknown, x: TransactionSignature) => {
      vus.push(x);
    };
    // Pulled first (no reason), then the callback with the reason, then its redelivery.
    await repo.recevoir('simulateur', evenement(t, `pull-${t.id}`, 'REFUSE', new Date('2026-11-20T21:30:00Z')), undefined, surRefus);
    await repo.recevoir('simulateur', { ...evenement(t, `cb-${t.id}`, 'REFUSE'), motif: 'Trop cher' }, undefined, surRefus);
    await repo.recevoir('simulateur', { ...evenement(t, `cb-${t.id}`, 'REFUSE'), motif: 'Autre' }, undefined, surRefus);
    expect(vus).toHaveLength(1);
    expect(vus[0]).toMatchObject({ etat: 'REFUSEE', signataireNom: 'Mme Claire Dupont', courtierEmail: 'alice@courtier.demo' });
    await expect(repo.derniere(t.projetId, 'DIST-A')).resolves.toMatchObject({ etat: 'REFUSEE', motif: 'Trop cher', clotureLe: new Date('2026-11-20T21:30:00Z') });
    await expect(repo.derniere(t.projetId, 'DIST-B')).resolves.toBeNull();
    expect(await statutDuProjet(t.projetId)).toBe('EN_SOUSCRIPTION');
  });

  it('derniere after a relaunch: the new transaction, not the refused one', async () => {
    const refusee = await transactionOuverte();
    await repo.recevoir('simulateur', evenement(refusee, `r-${refusee.id}`, 'REFUSE', new Date('2026-11-21T08:00:00Z')));
    const relancee = await transactionOuverte();
    await repo.recevoir('simulateur', evenement(relancee, `r-${relancee.id}`, 'REFUSE'));
    n += 1;
    const seconde = { ...relancee, id: n.toString(16).padStart(32, '0'), fournisseurTxId: `tx-${n}` };
    await repo.transaction((m) => repo.creer(m, seconde));
    await expect(repo.derniere(refusee.projetId, 'DIST-A')).resolves.toMatchObject({ etat: 'REFUSEE', clotureLe: new Date('2026-11-21T08:00:00Z') });
    await expect(repo.derniere(relancee.projetId, 'DIST-A')).resolves.toMatchObject({ id: seconde.id, etat: 'CREEE' });
  });
});
