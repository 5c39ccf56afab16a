import { HttpException } from '@nestjs/common';
import type { Utilisateur } from '../auth/utilisateur';
import { ENTREPRISE } from '../domain/messages';
import type { ReferentielsService } from '../referentiels/referentiels.service';
import type { ClientsRepository, DonneesClient } from './clients.repository';
import { ClientsService } from './clients.service';
import type { ClientDto } from './dto/client.dto';
import type { ClientEntity } from './entities/client.entity';

const alice: Utilisateur = { id: 'u-a', username: 'alice', codeDistributeur: 'DIST-A', nom: 'Alice', scopes: [], roles: [] };
const carole: Utilisateur = { id: 'u-c', username: 'carole', codeDistributeur: 'DIST-B', nom: 'Carole', scopes: [], roles: [] };

/** In-memory stand-in for the repository: same scoping contract (every call names the distributor). */
class FauxRepository {
  lignes: ClientEntity[] = [];
  private suivant = 1;
  async lister(code: string, doitAvoirSiret?: boolean) {
    return this.lignes.filter((c) => c.codeDistributeur === code && (doitAvoirSiret === undefined || (c.siret !== null) === doitAvoirSiret));
  }
  async trouver(code: string, id: number) {
    return this.lignes.find((c) => c.codeDistributeur === code && c.id === id) ?? null;
  }
  async trouverParSiret(code: string, siret: string) {
    return this.lignes.find((c) => c.codeDistributeur === code && c.siret === siret) ?? null;
  }
  async creer(code: string, d: DonneesClient) {
    const c = { ...d, id: this.suivant++, codeDistributeur: code, createdAt: new Date(0), updatedAt: new Date(0) } as ClientEntity;
    this.lignes.push(c);
    return c;
  }
  async modifier(c: ClientEntity, d: DonneesClient) {
    return Object.assign(c, d);
  }
  async suggererParSiret(code: string, debut: string) {
    return this.lignes.filter((c) => c.codeDistributeur === code && c.siret?.startsWith(debut));
  }
  async suggererParRaisonSociale(code: string, cle: string) {
    return this.lignes.filter((c) => c.codeDistributeur === code && c.raisonSocialeRecherche.includes(cle));
  }
}

const referentiels = {
  ccn: async (id: number) => (id === 843 ? { id: 843, idcc: '0843', libelle: 'Boulangerie-pâtisserie', libelle_court: 'Boulangerie', dares_valide: true, lien_fiche: null } : undefined),
} as unknown as ReferentielsService;

const dto = (x: Partial<ClientDto> = {}): ClientDto =>
  ({ siret: '73282932000074', raison_sociale: 'Boulangerie Lefèvre', ccn: { id: 843 }, demographie: { effectif_global: 12 }, ...x }) as ClientDto;

function monter() {
  const repo = new FauxRepository();
  return { repo, service: new ClientsService(repo as unknown as ClientsRepository, referentiels) };
}

describe('ClientsService', () => {
  it('creates a client and answers the spec shape', async () => {
    const { service } = monter();
    expect(await service.creer(alice, dto({ naf: '1071C' }))).toEqual({
      id: 1,
      siret: '73282932000074',
      raison_sociale: 'Boulangerie Lefèvre',
      ccn: { id: 843, idcc: '0843', libelle: 'Boulangerie-pâtisserie', libelle_court: 'Boulangerie', dares_valide: true },
      naf: '10.71C',
      demographie: { effectif_global: 12, effectif_cadre: null, effectif_non_cadre: null },
      type: 'entreprise',
    });
  });

  it('refuses an unknown agreement (400) and a second client with the same SIRET (409 with its id)', async () => {
    const { service } = monter();
    await expect(service.creer(alice, dto({ ccn: { id: 1234 } }))).rejects.toMatchObject({ genre: 'invalide' });
    await service.creer(alice, dto());
    const err = await service.creer(alice, dto({ raison_sociale: 'Autre' })).catch((e: unknown) => e);
    expect(err).toMatchObject({ genre: 'conflit' });
    expect((err as HttpException).getResponse()).toMatchObject({ message: ENTREPRISE.clientSiretExistant, client_id: 1 });
  });

  it('the same SIRET may exist at another distributor', async () => {
    const { service } = monter();
    await service.creer(alice, dto());
    expect((await service.creer(carole, dto())).id).toBe(2);
  });

  it('a broker of another distributor neither reads nor changes the client (404), nor lists it', async () => {
    const { service, repo } = monter();
    const { id } = await service.creer(alice, dto());
    await expect(service.obtenir(carole, id)).rejects.toMatchObject({ genre: 'introuvable' });
    await expect(service.modifier(carole, id, dto({ raison_sociale: 'Piraté' }))).rejects.toMatchObject({ genre: 'introuvable' });
    expect(repo.lignes[0].raisonSociale).toBe('Boulangerie Lefèvre');
    expect(await service.lister(carole, 'DIST-B')).toEqual([]);
    expect(await service.suggestions(carole, { siret: '7328' })).toEqual([]);
    expect(await service.suggestions(carole, { raisonSociale: 'boulangerie' })).toEqual([]);
  });

  it('naming another distributor code is 403', async () => {
    const { service } = monter();
    await expect(service.lister(carole, 'DIST-A')).rejects.toMatchObject({ genre: 'interdit' });
    await expect(service.creer(carole, dto({ code_distributeur: 'DIST-A' }))).rejects.toMatchObject({ genre: 'interdit' });
  });

  it('lists with or without SIRET', async () => {
    const { service } = monter();
    await service.creer(alice, dto());
    await service.creer(alice, dto({ siret: null, raison_sociale: 'Garage Dupont' }));
    expect((await service.lister(alice, 'DIST-A', true)).map((c) => c.raison_sociale)).toEqual(['Boulangerie Lefèvre']);
    expect((await service.lister(alice, 'DIST-A', false)).map((c) => c.raison_sociale)).toEqual(['Garage Dupont']);
    expect(await service.lister(alice, undefined)).toHaveLength(2);
  });

  it('updates its own client; a body id that is not the path id is 400; a SIRET taken by another client is 409', async () => {
    const { service } = monter();
    const a = await service.creer(alice, dto());
    const b = await service.creer(alice, dto({ siret: null, raison_sociale: 'Garage Dupont' }));
    expect((await service.modifier(alice, a.id, dto({ id: a.id, raison_sociale: 'Boulangerie Lefèvre & Fils' }))).raison_sociale).toBe(
      'Boulangerie Lefèvre & Fils',
    );
    await expect(service.modifier(alice, a.id, dto({ id: b.id }))).rejects.toMatchObject({ genre: 'invalide' });
    await expect(service.modifier(alice, b.id, dto())).rejects.toMatchObject({ genre: 'conflit' });
  });

  it('suggests by SIRET start or by name without accents; neither is 400', async () => {
    const { service } = monter();
    await service.creer(alice, dto());
    expect(await service.suggestions(alice, { siret: '732829' })).toEqual([{ id: 1, siret: '73282932000074', raisonSociale: 'Boulangerie Lefèvre' }]);
    expect(await service.suggestions(alice, { raisonSociale: 'LEFEVRE' })).toHaveLength(1);
    await expect(service.suggestions(alice, {})).rejects.toMatchObject({ genre: 'invalide' });
    await expect(service.suggestions(alice, { raisonSociale: '  ' })).rejects.toMatchObject({ genre: 'invalide' });
  });
});
