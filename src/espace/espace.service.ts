import { Injectable } from '@nestjs/common';
import type { Utilisateur } from '../auth/utilisateur';
import { Horloge } from '../common/horloge';
import { accesSouscription, critereRecherche, fenetrePage, nombrePages, prixProjet, PROJETS_PAR_CLIENT } from '../domain/espace/espace';
import { LIBELLES_COLLEGE } from '../domain/offres/catalogue';
import { libelleStatut } from '../domain/projets/statut';
import type { ClientEspace, PageClientsEspace, ProjetEspace } from '../domain/espace/contrat';
import { EspaceRepository, type ClientDeLEspace, type ProjetDuClient } from './espace.repository';
import { SignaturesRefusees } from './signatures-refusees.port';

export interface DemandeClients {
  recherche?: string;
  page?: number;
  taille?: number;
}

/**
 * The broker's workspace (issue 11 item 2): the distributor's clients, searched and paged, each
 * with its latest projets, their price and whether the subscription can be opened. Read by
 * GET /api/espace/clients and, in process, by the page /espace.
 */
@Injectable()
export class EspaceService {
  constructor(
    private readonly repository: EspaceRepository,
    private readonly horloge: Horloge,
    private readonly refus: SignaturesRefusees,
  ) {}

  async clients(utilisateur: Utilisateur, demande: DemandeClients): Promise<PageClientsEspace> {
    const critere = critereRecherche(demande.recherche);
    const fenetre = fenetrePage(demande.page, demande.taille);
    const { total, clients } = await this.repository.page(utilisateur.codeDistributeur, critere, fenetre.decalage, fenetre.taille, PROJETS_PAR_CLIENT);
    const today = this.horloge.aujourdhui();
    const refuses = await this.refus.refusesLe(clients.flatMap((c) => c.projets.map((p) => p.id)), utilisateur.codeDistributeur);
    return {
      recherche: critere?.cle ?? '',
      page: fenetre.page,
      taille: fenetre.taille,
      total,
      pages: nombrePages(total, fenetre.taille),
      clients: clients.map((c) => versReponse(c, today, refuses)),
    };
  }
}

function versReponse(c: ClientDeLEspace, today: string, refuses: Map<number, Date>): ClientEspace {
  return {
    id: c.id,
    siret: c.siret,
    raison_sociale: c.raisonSociale,
    ccn: c.ccn,
    naf: c.naf,
    demographie: { effectif_global: c.effectifGlobal, effectif_cadre: c.effectifCadre, effectif_non_cadre: c.effectifNonCadre },
    nombre_projets: c.nombreProjets,
    projets: c.projets.map((p) => versProjet(p, today, refuses.get(p.id) ?? null)),
  };
}

function versProjet(p: ProjetDuClient, today: string, refuseLe: Date | null): ProjetEspace {
  return {
    id: p.id,
    code_produit: p.codeProduit,
    statut: p.statut,
    statut_libelle: libelleStatut(p.statut),
    etat: p.etat,
    date_effet: p.dateEffet,
    date_creation: p.dateCreation,
    college: { type: p.collegeType, libelle: LIBELLES_COLLEGE[p.collegeType], effectif: p.collegeEffectif },
    prix: prixProjet(p.codeProduit, p.tarifs, p.typeMasseSalariale),
    souscription: accesSouscription({ statut: p.statut, etat: p.etat, dateEffet: p.dateEffet, effectifCollege: p.collegeEffectif }, today),
    signature_refusee_le: refuseLe?.toISOString() ?? null,
  };
}
