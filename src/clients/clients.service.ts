import { RefusMetier } from '../common/refus-metier';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Utilisateur } from '../auth/utilisateur';
import { COMMON, ENTREPRISE } from '../domain/messages';
import { idccDeIdCcn } from '../domain/eligibilite/offres';
import { cleRechercheRaisonSociale, normaliserRaisonSociale } from '../domain/eligibilite/saisie-entreprise';
import { ReferentielsService } from '../referentiels/referentiels.service';
import { ClientsRepository, DonneesClient } from './clients.repository';
import type { ClientDto, ClientReponse, SuggestionClientReponse } from './dto/client.dto';
import { normaliserNaf } from './dto/client.dto';
import type { ClientEntity } from './entities/client.entity';

export const LIMITE_SUGGESTIONS = 10;

/** Postgres unique_violation: a concurrent create with the same SIRET. */
const estDoublon = (err: unknown) => (err as { code?: unknown } | null)?.code === '23505';

/**
 * Clients of the signed-in user's distributor (spec 01 §3, §6, §7). A client of another
 * distributor answers 404, exactly like a client that does not exist.
 */
@Injectable()
export class ClientsService {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly referentiels: ReferentielsService,
  ) {}

  /** The distributor code a request names must be the user's own (403 otherwise). */
  static verifierDistributeur(utilisateur: Utilisateur, codeDistributeur: string | undefined): void {
    if (codeDistributeur !== undefined && codeDistributeur !== utilisateur.codeDistributeur) {
      throw new RefusMetier('interdit', ENTREPRISE.codeDistributeurDifferent);
    }
  }

  async lister(utilisateur: Utilisateur, codeDistributeur?: string, doitAvoirSiret?: boolean): Promise<ClientReponse[]> {
    ClientsService.verifierDistributeur(utilisateur, codeDistributeur);
    const clients = await this.clients.lister(utilisateur.codeDistributeur, doitAvoirSiret);
    return Promise.all(clients.map((c) => this.reponse(c)));
  }

  async obtenir(utilisateur: Utilisateur, id: number): Promise<ClientReponse> {
    return this.reponse(await this.trouver(utilisateur, id));
  }

  async creer(utilisateur: Utilisateur, dto: ClientDto): Promise<ClientReponse> {
    ClientsService.verifierDistributeur(utilisateur, dto.code_distributeur);
    const donnees = await this.donnees(dto);
    if (donnees.siret) await this.refuserSiretPris(utilisateur, donnees.siret, null);
    try {
      return await this.reponse(await this.clients.creer(utilisateur.codeDistributeur, donnees));
    } catch (err) {
      if (estDoublon(err)) throw this.conflit(await this.clients.trouverParSiret(utilisateur.codeDistributeur, donnees.siret ?? ''));
      throw err;
    }
  }

  async modifier(utilisateur: Utilisateur, id: number, dto: ClientDto): Promise<ClientReponse> {
    ClientsService.verifierDistributeur(utilisateur, dto.code_distributeur);
    const client = await this.trouver(utilisateur, id);
    if (dto.id !== undefined && dto.id !== id) {
      throw new RefusMetier('invalide', ENTREPRISE.clientIdDifferent, { champ: 'id' });
    }
    const donnees = await this.donnees(dto);
    if (donnees.siret) await this.refuserSiretPris(utilisateur, donnees.siret, id);
    try {
      return await this.reponse(await this.clients.modifier(client, donnees));
    } catch (err) {
      if (estDoublon(err)) throw this.conflit(await this.clients.trouverParSiret(utilisateur.codeDistributeur, donnees.siret ?? ''));
      throw err;
    }
  }

  /** Autocomplete of the 'Informations entreprise' screen: by the start of a SIRET, or by part of a name. */
  async suggestions(
    utilisateur: Utilisateur,
    critere: { siret?: string | null; raisonSociale?: string },
    limite = LIMITE_SUGGESTIONS,
  ): Promise<SuggestionClientReponse[]> {
    const cle = critere.raisonSociale !== undefined ? cleRechercheRaisonSociale(critere.raisonSociale) : '';
    let trouves: ClientEntity[];
    if (critere.siret) trouves = await this.clients.suggererParSiret(utilisateur.codeDistributeur, critere.siret, limite);
    else if (cle) trouves = await this.clients.suggererParRaisonSociale(utilisateur.codeDistributeur, cle, limite);
    else {
      throw new RefusMetier('invalide', ENTREPRISE.rechercheClientCritere, { champ: 'siret' });
    }
    return trouves.map((c) => ({ id: c.id, siret: c.siret, raisonSociale: c.raisonSociale }));
  }

  /**
   * A client as another module reads it (the subscription's prefill: src/clients owns the table):
   * within the distributor, null when none (or not his).
   */
  duDistributeur(codeDistributeur: string, id: number, manager?: EntityManager): Promise<ClientEntity | null> {
    return this.clients.trouver(codeDistributeur, id, manager);
  }

  private async trouver(utilisateur: Utilisateur, id: number): Promise<ClientEntity> {
    const client = await this.clients.trouver(utilisateur.codeDistributeur, id);
    if (!client) throw new RefusMetier('introuvable', COMMON.ressourceIntrouvable);
    return client;
  }

  private async donnees(dto: ClientDto): Promise<DonneesClient> {
    if (!(await this.referentiels.ccn(dto.ccn.id))) {
      throw new RefusMetier('invalide', ENTREPRISE.ccnInconnue, { champ: 'ccn.id' });
    }
    const raisonSociale = normaliserRaisonSociale(dto.raison_sociale);
    return {
      siret: dto.siret ?? null,
      raisonSociale,
      raisonSocialeRecherche: cleRechercheRaisonSociale(raisonSociale),
      ccnId: dto.ccn.id,
      naf: dto.naf ? normaliserNaf(dto.naf) : null,
      effectifGlobal: dto.demographie.effectif_global,
      effectifCadre: dto.demographie.effectif_cadre ?? null,
      effectifNonCadre: dto.demographie.effectif_non_cadre ?? null,
    };
  }

  private async refuserSiretPris(utilisateur: Utilisateur, siret: string, idCourant: number | null): Promise<void> {
    const existant = await this.clients.trouverParSiret(utilisateur.codeDistributeur, siret);
    if (existant && existant.id !== idCourant) throw this.conflit(existant);
  }

  /** 409 naming the existing client, so the page can switch to updating it. */
  private conflit(existant: ClientEntity | null): RefusMetier {
    return new RefusMetier('conflit', ENTREPRISE.clientSiretExistant, { champ: 'siret', complements: { client_id: existant?.id ?? null } });
  }

  private async reponse(c: ClientEntity): Promise<ClientReponse> {
    const ccn = await this.referentiels.ccn(c.ccnId);
    return {
      id: c.id,
      siret: c.siret,
      raison_sociale: c.raisonSociale,
      ccn: ccn
        ? { id: ccn.id, idcc: ccn.idcc, libelle: ccn.libelle, libelle_court: ccn.libelle_court, dares_valide: ccn.dares_valide }
        : { id: c.ccnId, idcc: idccDeIdCcn(c.ccnId), libelle: '', libelle_court: '', dares_valide: false },
      naf: c.naf,
      demographie: { effectif_global: c.effectifGlobal, effectif_cadre: c.effectifCadre, effectif_non_cadre: c.effectifNonCadre },
      type: 'entreprise',
    };
  }
}
