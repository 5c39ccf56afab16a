import { Injectable } from '@nestjs/common';
import type { Utilisateur } from '../auth/utilisateur';
import { Horloge } from '../common/horloge';
import type { DossierEspace, PageDossiersEspace } from '../domain/espace/contrat';
import { accesSouscription, critereRecherche, fenetrePage, nombrePages, prixProjet } from '../domain/espace/espace';
import { aRelancer, limiteRelance, manquantsDossier, progressionDossier, TRIS_DOSSIERS, type EtapeDossier, type TriDossiers } from '../domain/espace/etape';
import { libelleActeur } from '../domain/historique/evenement';
import { libelleEvenement } from '../domain/historique/regles';
import { LIBELLES_COLLEGE } from '../domain/offres/catalogue';
import type { CodeProduit } from '../domain/projets/projet.types';
import { libelleStatut } from '../domain/projets/statut';
import { avancementValable, pourcentageDossier } from '../domain/souscription/progression';
import { AvancementsSouscription, type AvancementSouscription } from './avancements-souscription.port';
import { EspaceRepository, type LigneDossier } from './espace.repository';

export interface DemandeDossiers {
  recherche?: string;
  etape?: EtapeDossier;
  produit?: CodeProduit;
  aRelancer?: boolean;
  tri?: TriDossiers;
  page?: number;
  taille?: number;
}

/**
 * The broker's pipeline 'Mes clients' (issue 28 item 2, docs/adr/0081): the distributor's files, one
 * row each, with their stage, what they wait for and their latest event; filtered, searched, sorted
 * and paged by the query. Read by GET /api/espace/clients and, in process, by the page /espace.
 */
@Injectable()
export class EspaceService {
  constructor(
    private readonly repository: EspaceRepository,
    private readonly horloge: Horloge,
    private readonly avancements: AvancementsSouscription,
  ) {}

  async clients(utilisateur: Utilisateur, demande: DemandeDossiers): Promise<PageDossiersEspace> {
    const critere = critereRecherche(demande.recherche);
    const fenetre = fenetrePage(demande.page, demande.taille);
    const maintenant = this.horloge.maintenant();
    const today = this.horloge.aujourdhui();
    const filtres = {
      recherche: critere,
      etape: demande.etape ?? null,
      produit: demande.produit ?? null,
      aRelancer: demande.aRelancer === true,
      limiteRelance: limiteRelance(maintenant),
      tri: demande.tri ?? TRIS_DOSSIERS[0],
    };
    const { total, dossiers } = await this.repository.page(utilisateur.codeDistributeur, filtres, fenetre.decalage, fenetre.taille);
    // The progress each subscription stored (docs/adr/0084); its own computation only for a file
    // whose progress was never stored (older than the column) or has reached its revision date.
    const avancements = new Map<number, AvancementSouscription>();
    for (const d of dossiers) if (d.etape === 'SOUSCRIPTION' && d.avancement && avancementValable(d.avancement, today)) avancements.set(d.id, d.avancement);
    const aCalculer = dossiers.filter((d) => d.etape === 'SOUSCRIPTION' && !avancements.has(d.id)).map((d) => d.id);
    if (aCalculer.length) for (const [id, a] of await this.avancements.avancements(utilisateur, aCalculer, today)) avancements.set(id, a);
    return {
      recherche: critere?.cle ?? '',
      etape: filtres.etape,
      produit: filtres.produit,
      a_relancer: filtres.aRelancer,
      tri: filtres.tri,
      page: fenetre.page,
      taille: fenetre.taille,
      total,
      pages: nombrePages(total, fenetre.taille),
      dossiers: dossiers.map((d) => versDossier(d, today, maintenant, avancements.get(d.id) ?? null)),
    };
  }
}

/** The instant the stage dates from: the signature opened (waiting), closed (signed, refused). */
function depuis(d: LigneDossier): Date | null {
  if (!d.signature) return null;
  if (d.etape === 'SIGNATURE_EN_ATTENTE') return d.signature.ouverteLe;
  if (d.etape === 'REFUSEE' || d.etape === 'SIGNEE' || d.etape === 'DUE_PRETE') return d.signature.etat === 'SIGNEE' || d.signature.etat === 'REFUSEE' ? d.signature.clotureeLe : null;
  return null;
}

function versDossier(d: LigneDossier, today: string, maintenant: Date, avancement: AvancementSouscription | null): DossierEspace {
  const le = depuis(d);
  return {
    id: d.id,
    code_produit: d.codeProduit,
    statut: d.statut,
    statut_libelle: libelleStatut(d.statut),
    etat: d.etat,
    date_effet: d.dateEffet,
    date_creation: d.dateCreation,
    college: { type: d.collegeType, libelle: LIBELLES_COLLEGE[d.collegeType], effectif: d.collegeEffectif },
    prix: prixProjet(d.codeProduit, d.tarifs, d.typeMasseSalariale),
    souscription: accesSouscription({ statut: d.statut, etat: d.etat, dateEffet: d.dateEffet, effectifCollege: d.collegeEffectif }, today),
    client: {
      id: d.client.id,
      siret: d.client.siret,
      raison_sociale: d.client.raisonSociale,
      ccn: d.client.ccn,
      naf: d.client.naf,
      demographie: { effectif_global: d.client.effectifGlobal, effectif_cadre: d.client.effectifCadre, effectif_non_cadre: d.client.effectifNonCadre },
    },
    etape: d.etape,
    etape_depuis: le?.toISOString() ?? null,
    motif_refus: d.etape === 'REFUSEE' ? (d.signature?.motif ?? null) : null,
    a_relancer: aRelancer(d.etape, d.etape === 'SIGNATURE_EN_ATTENTE' ? le : null, maintenant),
    progression: progressionDossier(d.etape, avancement ? pourcentageDossier(avancement.progression) : null),
    manquants: d.etape === 'SOUSCRIPTION' && avancement ? manquantsDossier(avancement.progression, avancement.piecesManquantes) : [],
    dernier_evenement: d.evenement
      ? {
          type: d.evenement.type,
          libelle: libelleEvenement(d.evenement.type, d.evenement.details),
          acteur: libelleActeur({ type: d.evenement.acteurType, libelle: d.evenement.acteurLibelle }),
          survenu_le: d.evenement.survenuLe.toISOString(),
        }
      : null,
    derniere_activite: d.derniereActivite.toISOString(),
  };
}
