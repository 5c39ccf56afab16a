import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { ClientEntity } from './entities/client.entity';

export type DonneesClient = Pick<
  ClientEntity,
  'siret' | 'raisonSociale' | 'raisonSocialeRecherche' | 'ccnId' | 'naf' | 'effectifGlobal' | 'effectifCadre' | 'effectifNonCadre'
>;

/** LIKE pattern of a user's text: %, _ and \ match themselves. */
const litteral = (texte: string) => texte.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Client queries. Every method takes the distributor code and filters on it: a client of another
 * distributor is simply not there.
 */
@Injectable()
export class ClientsRepository {
  constructor(@InjectRepository(ClientEntity) private readonly clients: Repository<ClientEntity>) {}

  /** doitAvoirSiret: true → only clients with a SIRET, false → only without, undefined → all. */
  lister(codeDistributeur: string, doitAvoirSiret?: boolean): Promise<ClientEntity[]> {
    const q = this.clients.createQueryBuilder('c').where('c.code_distributeur = :codeDistributeur', { codeDistributeur });
    if (doitAvoirSiret === true) q.andWhere('c.siret IS NOT NULL');
    if (doitAvoirSiret === false) q.andWhere('c.siret IS NULL');
    return q.orderBy('c.raison_sociale_recherche', 'ASC').addOrderBy('c.id', 'ASC').getMany();
  }

  trouver(codeDistributeur: string, id: number, manager?: EntityManager): Promise<ClientEntity | null> {
    return (manager?.getRepository(ClientEntity) ?? this.clients).findOne({ where: { codeDistributeur, id } });
  }

  trouverParSiret(codeDistributeur: string, siret: string): Promise<ClientEntity | null> {
    return this.clients.findOne({ where: { codeDistributeur, siret } });
  }

  creer(codeDistributeur: string, donnees: DonneesClient): Promise<ClientEntity> {
    return this.clients.save(this.clients.create({ ...donnees, codeDistributeur }));
  }

  async modifier(client: ClientEntity, donnees: DonneesClient): Promise<ClientEntity> {
    Object.assign(client, donnees);
    return this.clients.save(client);
  }

  /** Clients whose SIRET starts with the digits typed so far. */
  suggererParSiret(codeDistributeur: string, debutSiret: string, limite: number): Promise<ClientEntity[]> {
    return this.clients
      .createQueryBuilder('c')
      .where('c.code_distributeur = :codeDistributeur', { codeDistributeur })
      .andWhere(`c.siret LIKE :motif ESCAPE '\\'`, { motif: `${litteral(debutSiret)}%` })
      .orderBy('c.siret', 'ASC')
      .limit(limite)
      .getMany();
  }

  /** Clients whose name contains the text (search key: lower case, no accents); names starting with it first. */
  suggererParRaisonSociale(codeDistributeur: string, cle: string, limite: number): Promise<ClientEntity[]> {
    return this.clients
      .createQueryBuilder('c')
      .where('c.code_distributeur = :codeDistributeur', { codeDistributeur })
      .andWhere(`c.raison_sociale_recherche LIKE :contient ESCAPE '\\'`, { contient: `%${litteral(cle)}%` })
      .orderBy(`CASE WHEN c.raison_sociale_recherche LIKE :debut ESCAPE '\\' THEN 0 ELSE 1 END`, 'ASC')
      .setParameter('debut', `${litteral(cle)}%`)
      .addOrderBy('c.raison_sociale_recherche', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .limit(limite)
      .getMany();
  }
}
