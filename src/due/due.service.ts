import { Injectable } from '@nestjs/common';
import type { Utilisateur } from '../auth/utilisateur';
import { RefusMetier } from '../common/refus-metier';
import { etatInitialPourProjet, lireEtatTunnel } from '../domain/due/etat';
import { projetDue } from '../domain/due/projet';
import { nettoyerDispenses } from '../domain/due/regles';
import type { EtatTunnelDue, ProjetDue } from '../domain/due/types';
import { DUE } from '../domain/messages';
import type { ProjetEntity } from '../projets/entities/projet.entity';
import { ProjetsService } from '../projets/projets.service';
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
    private readonly historique: HistoriqueService,
  ) {}

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
    return { entite, tunnel: { projet, etat: enregistre ? nettoyerDispenses(enregistre) : etatInitialPourProjet(projet) } };
  }

  /** 03 §4: the tunnel state is reset when it starts. */
  async demarrer(user: Utilisateur, idProjet: number): Promise<TunnelDue> {
    const projet = await this.projet(user, idProjet);
    const etat = etatInitialPourProjet(projet);
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
