import { Injectable } from '@nestjs/common';
import type { Utilisateur } from '../auth/utilisateur';
import { RefusMetier } from '../common/refus-metier';
import { etatInitialPourProjet, lireEtatTunnel } from '../domain/due/etat';
import { projetDue } from '../domain/due/projet';
import { nettoyerDispenses, structuresProposees } from '../domain/due/regles';
import { fichierSource, regrouperFichiers, reprendreEtatDue } from '../domain/reprise/reprise';
import type { EtatTunnelDue, ProjetDue } from '../domain/due/types';
import { DUE } from '../domain/messages';
import type { ProjetEntity } from '../projets/entities/projet.entity';
import { ProjetsService } from '../projets/projets.service';
import { SouscriptionRepository } from '../souscription/souscription.repository';
import { DueRepository } from './due.repository';
import { HistoriqueService } from '../historique/historique.service';
import { parCourtier } from '../domain/historique/evenement';

export interface TunnelDue {
  projet: ProjetDue;
  etat: EtatTunnelDue;
}

/**
 * The DUE tunnel of a health projet (spec 03): its state kept per projet, reset when the tunnel
 * starts, saved step by step. Another distributor's projet is unknown here; a provident one is refused.
 */
@Injectable()
export class DueService {
  constructor(
    private readonly projets: ProjetsService,
    private readonly repository: DueRepository,
    private readonly souscriptions: SouscriptionRepository,
    private readonly historique: HistoriqueService,
  ) {}

  /**
   * The state a tunnel starts from: the projet's (03 §4), then what this projet's subscription and
   * the client's latest other file of the distributor already hold (issue 27: address, tariff
   * structure, call mode), each answer still the broker's to change.
   */
  private async etatInitial(user: Utilisateur, entite: ProjetEntity, projet: ProjetDue): Promise<EtatTunnelDue> {
    const d = user.codeDistributeur;
    // The client's other projets as their owner knows them, then their subscription and DUE.
    const autres = await this.projets.autresProjetsDuClient(entite);
    const [propre, souscriptions, dues] = await Promise.all([
      this.souscriptions.duProjet(entite.id, d),
      this.souscriptions.fichiersDesProjets(autres, d),
      this.repository.etapes1DesProjets(autres, d),
    ]);
    const anterieur = fichierSource(regrouperFichiers(souscriptions, dues), entite.id);
    return reprendreEtatDue(etatInitialPourProjet(projet), { souscription: propre?.informationsComplementaires ?? null, anterieur }, structuresProposees(projet));
  }

  private async entite(user: Utilisateur, idProjet: number): Promise<ProjetEntity> {
    const p = await this.projets.charger(user, idProjet);
    if (p.codeProduit !== 'SSC') throw new RefusMetier('introuvable', DUE.produitNonSante(idProjet));
    return p;
  }

  private async projet(user: Utilisateur, idProjet: number): Promise<ProjetDue> {
    return projetDue(await this.entite(user, idProjet));
  }

  async charger(user: Utilisateur, idProjet: number): Promise<TunnelDue> {
    return (await this.chargerAvecEntite(user, idProjet)).tunnel;
  }

  /** The tunnel and the projet it was read from (the kit prints the projet's price and freezes it). */
  async chargerAvecEntite(user: Utilisateur, idProjet: number): Promise<{ tunnel: TunnelDue; entite: ProjetEntity }> {
    const entite = await this.entite(user, idProjet);
    const projet = projetDue(entite);
    const enregistre = await this.repository.lire(idProjet, user.codeDistributeur);
    // A saved state is read again through the rules: a dispense no longer offered is dropped (03 §4).
    return { entite, tunnel: { projet, etat: enregistre ? nettoyerDispenses(enregistre) : await this.etatInitial(user, entite, projet) } };
  }

  /** 03 §4: the tunnel state is reset when it starts. */
  async demarrer(user: Utilisateur, idProjet: number): Promise<TunnelDue> {
    const entite = await this.entite(user, idProjet);
    const projet = projetDue(entite);
    const etat = await this.etatInitial(user, entite, projet);
    await this.repository.ecrire(idProjet, user.codeDistributeur, etat);
    return { projet, etat };
  }

  /** Saves the whole state; any field in error refuses it all (what was saved stays). */
  async enregistrer(user: Utilisateur, idProjet: number, brut: unknown): Promise<TunnelDue> {
    const projet = await this.projet(user, idProjet);
    const { etat, erreurs } = lireEtatTunnel(brut, projet);
    if (erreurs.length) throw new RefusMetier('invalide', erreurs.length === 1 ? erreurs[0].message : DUE.etatInvalide, { champ: erreurs[0].champ, erreurs });
    await this.repository.transaction(async (m) => {
      await this.repository.ecrire(idProjet, user.codeDistributeur, etat, m);
      await this.historique.enregistrer(m, parCourtier(user, idProjet, 'DUE_ENREGISTREE'));
    });
    return { projet, etat };
  }
}
