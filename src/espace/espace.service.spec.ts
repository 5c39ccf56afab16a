import type { Utilisateur } from '../auth/utilisateur';
import type { Horloge } from '../common/horloge';
import type { AvancementsSouscription } from './avancements-souscription.port';
import type { EspaceRepository, FiltresDossiers, LigneDossier, PageDossiers } from './espace.repository';
import { EspaceService } from './espace.service';

const alice: Utilisateur = { id: 'u-a', username: 'alice', codeDistributeur: 'DIST-A', nom: 'Alice', scopes: [], roles: [] };

const ligne = (x: Partial<LigneDossier> = {}): LigneDossier => ({
  id: 5,
  codeProduit: 'SSC',
  statut: 'NOUVEAU',
  etat: 'TARIFS_FIGES',
  dateEffet: '2026-12-01',
  dateCreation: '2026-11-20T09:00:00.000Z',
  collegeType: 'NON_CADRE',
  collegeEffectif: 3,
  typeMasseSalariale: null,
  tarifs: [{ structure: 'UNIQUE', tarif: { taux: 1.56, budget_mensuel: 62.48 } }],
  client: { id: 9, siret: null, raisonSociale: 'Garage Dupont', ccn: null, naf: null, effectifGlobal: 3, effectifCadre: null, effectifNonCadre: 3 },
  etape: 'PROJET',
  signature: null,
  due: false,
  evenement: null,
  derniereActivite: new Date('2026-11-20T09:00:00.000Z'),
  avancement: null,
  ...x,
});

function monter(lignes: LigneDossier[], today = '2026-11-23', maintenant = new Date('2026-11-23T10:00:00Z')) {
  const page = jest.fn<Promise<PageDossiers>, [string, FiltresDossiers, number, number]>();
  page.mockResolvedValue({ total: 41, dossiers: lignes });
  const horloge = { aujourdhui: () => today, maintenant: () => maintenant } as Horloge;
  const avancements = { avancements: jest.fn().mockResolvedValue(new Map()) };
  return { page, avancements, service: new EspaceService({ page } as unknown as EspaceRepository, horloge, avancements as unknown as AvancementsSouscription) };
}

describe('EspaceService', () => {
  it('asks one page of the broker’s distributor with its filters, the search as its key, the relaunch limit from the clock', async () => {
    const { page, service } = monter([]);
    const r = await service.clients(alice, { recherche: '  GARAGE  Dupont ', etape: 'REFUSEE', produit: 'SPC', aRelancer: true, tri: 'etape', page: 3, taille: 20 });
    expect(page).toHaveBeenCalledWith(
      'DIST-A',
      {
        recherche: { cle: 'garage dupont', debutSiret: null, numeroProjet: null },
        etape: 'REFUSEE',
        produit: 'SPC',
        aRelancer: true,
        limiteRelance: new Date('2026-11-16T10:00:00Z'),
        tri: 'etape',
      },
      40,
      20,
    );
    expect(r).toMatchObject({ recherche: 'garage dupont', etape: 'REFUSEE', produit: 'SPC', a_relancer: true, tri: 'etape', page: 3, taille: 20, total: 41, pages: 3 });
    await service.clients(alice, {});
    expect(page).toHaveBeenLastCalledWith('DIST-A', expect.objectContaining({ recherche: null, etape: null, produit: null, aRelancer: false, tri: 'activite' }), 0, 20);
  });

  it('writes a row: price, subscription access, company, stage and its date, the latest event in words', async () => {
    const refusee = ligne({
      etape: 'REFUSEE',
      statut: 'EN_SOUSCRIPTION',
      signature: { etat: 'REFUSEE', ouverteLe: new Date('2026-11-20T09:00:00Z'), clotureeLe: new Date('2026-11-21T09:00:00Z'), motif: 'Tarif trop élevé' },
      evenement: { type: 'REFUSE', details: { motif: 'Tarif trop élevé' }, acteurType: 'SIGNATAIRE', acteurLibelle: null, survenuLe: new Date('2026-11-21T09:00:00Z') },
    });
    const [d] = (await monter([refusee]).service.clients(alice, {})).dossiers;
    expect(d).toMatchObject({
      id: 5,
      statut_libelle: expect.any(String),
      prix: { taux: [{ assiette: 'PMSS', taux: 1.56 }], budget: 62.48, periode: 'mois' },
      souscription: 'EN_COURS',
      client: { id: 9, raison_sociale: 'Garage Dupont', demographie: { effectif_global: 3 } },
      etape: 'REFUSEE',
      etape_depuis: '2026-11-21T09:00:00.000Z',
      motif_refus: 'Tarif trop élevé',
      a_relancer: true,
      progression: 100,
      manquants: [],
      dernier_evenement: { type: 'REFUSE', libelle: 'Signature refusée — motif : Tarif trop élevé', acteur: 'le signataire', survenu_le: '2026-11-21T09:00:00.000Z' },
    });
  });

  it('a signature waiting: since when, à relancer after 7 days', async () => {
    const attente = (ouverte: string) => ligne({ etape: 'SIGNATURE_EN_ATTENTE', statut: 'SIGNATURE_EN_ATTENTE', signature: { etat: 'EN_COURS', ouverteLe: new Date(ouverte), clotureeLe: null, motif: null } });
    const [longue, courte] = (await monter([attente('2026-11-10T09:00:00Z'), attente('2026-11-20T09:00:00Z')]).service.clients(alice, {})).dossiers;
    expect(longue).toMatchObject({ etape_depuis: '2026-11-10T09:00:00.000Z', a_relancer: true, progression: 100 });
    expect(courte).toMatchObject({ a_relancer: false });
  });

  it('a subscription whose progress was never stored: its percent and what it needs, from the subscription’s own computation, for those rows only', async () => {
    const { service, avancements } = monter([ligne({ id: 7, etape: 'SOUSCRIPTION', statut: 'EN_SOUSCRIPTION' }), ligne({ id: 8 })]);
    const c = (nbCompleted: number, nbTotal: number) => ({ nbCompleted, nbTotal, erreurs: [] });
    avancements.avancements.mockResolvedValue(
      new Map([[7, { progression: { informationsComplementaires: c(10, 10), participants: c(10, 12), piecesJustificatives: c(1, 2) }, piecesManquantes: ['Extrait Kbis'] }]]),
    );
    const [enCours, projet] = (await service.clients(alice, {})).dossiers;
    expect(avancements.avancements).toHaveBeenCalledWith(alice, [7], '2026-11-23');
    expect(enCours).toMatchObject({ etape: 'SOUSCRIPTION', progression: 78, manquants: ['2 participants', 'Extrait Kbis'] });
    expect(projet).toMatchObject({ etape: 'PROJET', progression: 0, manquants: [], dernier_evenement: null });
  });

  it('a subscription’s stored progress is read as is while valid; past its revision date the subscription computes it again (docs/adr/0084)', async () => {
    const c = (nbCompleted: number, nbTotal: number) => ({ nbCompleted, nbTotal, erreurs: [] });
    const stockee = { progression: { informationsComplementaires: c(10, 10), participants: c(1, 2), piecesJustificatives: c(2, 2) }, piecesManquantes: [], revoirLe: null };
    const perimee = { progression: { informationsComplementaires: c(10, 10), participants: c(1, 2), piecesJustificatives: c(2, 2) }, piecesManquantes: [], revoirLe: '2026-11-23' };
    const { service, avancements } = monter([
      ligne({ id: 7, etape: 'SOUSCRIPTION', statut: 'EN_SOUSCRIPTION', avancement: stockee }),
      ligne({ id: 8, etape: 'SOUSCRIPTION', statut: 'EN_SOUSCRIPTION', avancement: { ...stockee, revoirLe: '2026-11-24' } }),
      ligne({ id: 9, etape: 'SOUSCRIPTION', statut: 'EN_SOUSCRIPTION', avancement: perimee }),
    ]);
    avancements.avancements.mockResolvedValue(new Map([[9, { progression: { informationsComplementaires: c(10, 10), participants: c(2, 2), piecesJustificatives: c(2, 2) }, piecesManquantes: [] }]]));
    const [a, b, d] = (await service.clients(alice, {})).dossiers;
    expect(avancements.avancements).toHaveBeenCalledWith(alice, [9], '2026-11-23');
    expect(a).toMatchObject({ progression: 83, manquants: ['1 participant'] });
    expect(b).toMatchObject({ progression: 83 });
    expect(d).toMatchObject({ progression: 100, manquants: [] });
  });
});
