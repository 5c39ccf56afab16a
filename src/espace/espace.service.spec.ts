import type { Utilisateur } from '../auth/utilisateur';
import type { Horloge } from '../common/horloge';
import type { CritereRecherche } from '../domain/espace/espace';
import type { ClientDeLEspace, EspaceRepository, ProjetDuClient } from './espace.repository';
import { EspaceService } from './espace.service';

const alice: Utilisateur = { id: 'u-a', username: 'alice', codeDistributeur: 'DIST-A', nom: 'Alice', scopes: [], roles: [] };

const projet = (x: Partial<ProjetDuClient> = {}): ProjetDuClient => ({
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
  ...x,
});

const client: ClientDeLEspace = {
  id: 9,
  siret: null,
  raisonSociale: 'Garage Dupont',
  ccn: null,
  naf: null,
  effectifGlobal: 3,
  effectifCadre: null,
  effectifNonCadre: 3,
  nombreProjets: 1,
  projets: [projet()],
};

function monter(today: string) {
  const page = jest.fn<Promise<{ total: number; clients: ClientDeLEspace[] }>, [string, CritereRecherche | null, number, number, number]>();
  page.mockResolvedValue({ total: 41, clients: [client] });
  const horloge = { aujourdhui: () => today } as Horloge;
  const refus = { refusesLe: jest.fn().mockResolvedValue(new Map()) };
  return { page, refus, service: new EspaceService({ page } as unknown as EspaceRepository, horloge, refus) };
}

describe('EspaceService', () => {
  it('asks one page of the broker’s distributor, the search as its key, and counts the pages', async () => {
    const { page, service } = monter('2026-11-23');
    const r = await service.clients(alice, { recherche: '  GARAGE  Dupont ', page: 3, taille: 20 });
    expect(page).toHaveBeenCalledWith('DIST-A', { cle: 'garage dupont', debutSiret: null }, 40, 20, 10);
    expect(r).toMatchObject({ recherche: 'garage dupont', page: 3, taille: 20, total: 41, pages: 3 });
    await service.clients(alice, {});
    expect(page).toHaveBeenLastCalledWith('DIST-A', null, 0, 20, 10);
  });

  it('writes each projet row: statut label, college label, saved price, subscription access as of the clock’s today', async () => {
    const avant = (await monter('2026-11-23').service.clients(alice, {})).clients[0].projets[0];
    expect(avant).toEqual({
      id: 5,
      code_produit: 'SSC',
      statut: 'NOUVEAU',
      statut_libelle: 'Proposition',
      etat: 'TARIFS_FIGES',
      date_effet: '2026-12-01',
      date_creation: '2026-11-20T09:00:00.000Z',
      college: { type: 'NON_CADRE', libelle: 'Non Cadres', effectif: 3 },
      prix: { taux: [{ assiette: 'PMSS', taux: 1.56 }], budget: 62.48, periode: 'mois' },
      // Locked with a valid date: may be subscribed now.
      souscription: 'POSSIBLE',
      signature_refusee_le: null,
    });
    // The same projet once its effective date has passed (the clock decides, not the machine's date).
    const apres = (await monter('2027-01-02').service.clients(alice, {})).clients[0].projets[0];
    expect(apres.souscription).toBeNull();
  });

  it('a projet whose latest signature was refused carries the refusal’s date; asked for the page’s projets of the distributor', async () => {
    const { refus, service } = monter('2026-11-23');
    refus.refusesLe.mockResolvedValue(new Map([[5, new Date('2026-11-22T23:30:00.000Z')]]));
    const p = (await service.clients(alice, {})).clients[0].projets[0];
    expect(p.signature_refusee_le).toBe('2026-11-22T23:30:00.000Z');
    expect(refus.refusesLe).toHaveBeenCalledWith([5], alice.codeDistributeur);
  });
});
