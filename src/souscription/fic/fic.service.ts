import { Injectable } from '@nestjs/common';
import type { Utilisateur } from '../../auth/utilisateur';
import { RefusMetier } from '../../common/refus-metier';
import { AppConfig } from '../../config/app-config';
import { SOUSCRIPTION_FIC } from '../../domain/messages';
import { FORMATS_FIC, TYPE_MIME } from '../../domain/souscription/fichiers';
import { resolveTheme } from '../../domain/theme/themes';
import { FilesRepository, type StoredFileContent } from '../../files/files.repository';
import { ContexteSouscriptionService, type ContexteSouscription } from '../participants/contexte-souscription.service';
import { verifierTeleverse, type FichierTemporaire } from '../../files/televersement';
import type { SouscriptionFicEntity } from './fic.entity';
import { FicRepository } from './fic.repository';
import { renderFic, type VueFic } from './fic.template';
import type { ProjetEntity } from '../../projets/entities/projet.entity';

export interface FicReponse {
  nomFichier: string;
  mimeType: string;
  modeleFournisseur: boolean;
}

/** What the provider's FIC model states of a projet (also made by the subscription kit's job). */
export function vueFicDuProjet(projet: ProjetEntity, codeDistributeur: string, conseiller: string, genereLe: Date): VueFic {
  return {
    idProjet: projet.id,
    codeProduit: projet.codeProduit,
    raisonSociale: projet.raisonSociale,
    siret: projet.siret,
    ccn: projet.ccn ? `${projet.ccn.libelle_court || projet.ccn.libelle} (IDCC ${projet.ccn.idcc})` : null,
    effectifGlobal: projet.effectif,
    collegeType: projet.collegeType,
    collegeEffectif: projet.collegeEffectif,
    dateEffet: projet.dateEffet,
    resiliationInfraAnnuelle: projet.resiliationInfraAnnuelle,
    typeMasseSalariale: projet.typeMasseSalariale,
    commissionnementType: projet.commissionnementType,
    commissionnementTaux: projet.commissionnementTaux,
    baremeVersion: projet.baremeVersion,
    codeDistributeur,
    conseiller,
    genereLe,
  };
}

/** The FIC of a subscription (02 §2, §5, §7, §8): one pdf, own model or the provider's. */
@Injectable()
export class FicService {
  constructor(
    private readonly contextes: ContexteSouscriptionService,
    private readonly files: FilesRepository,
    private readonly config: AppConfig,
    private readonly fics: FicRepository,
  ) {}

  private reponse(f: SouscriptionFicEntity): FicReponse {
    return { nomFichier: f.nomFichier, mimeType: f.typeMime, modeleFournisseur: f.modeleFournisseur };
  }

  /** Before the body of a POST is read (issue 25): another distributor's or an unknown projet is a 404, a read-only subscription a 409. */
  async controleEnvoi(user: Utilisateur, idProjet: number): Promise<void> {
    this.contextes.verifierModifiable(await this.contextes.charger(user, idProjet), SOUSCRIPTION_FIC.erreurAjout);
  }

  /**
   * POST: none → 'Aucun fichier sélectionné'; not a pdf, over 10 Mo or unreadable → the spec's
   * message; active content → its own message. The file (spooled while the request was read) is
   * checked before the transaction; replaces the previous FIC.
   */
  async deposer(user: Utilisateur, idProjet: number, fichiers: FichierTemporaire[], modeleFournisseur: boolean): Promise<FicReponse> {
    if (fichiers.length === 0) throw new RefusMetier('invalide', SOUSCRIPTION_FIC.aucunFichier, { champ: 'file', code: 'AUCUN_FICHIER' });
    const [f] = fichiers;
    if (fichiers.length > 1) throw new RefusMetier('invalide', SOUSCRIPTION_FIC.formatTaille, { champ: 'file', code: 'FICHIER_REFUSE' });
    const { motif, octets } = await verifierTeleverse(f, FORMATS_FIC);
    if (motif === 'CONTENU_ACTIF') throw new RefusMetier('invalide', SOUSCRIPTION_FIC.contenuActif, { champ: 'file', code: 'CONTENU_ACTIF' });
    if (motif) throw new RefusMetier('invalide', SOUSCRIPTION_FIC.formatTaille, { champ: 'file', code: motif === 'ILLISIBLE' ? 'FICHIER_ILLISIBLE' : 'FICHIER_REFUSE' });
    return this.fics.transaction(async (manager) => {
      const ctx = await this.contextes.charger(user, idProjet, manager);
      this.contextes.verifierModifiable(ctx, SOUSCRIPTION_FIC.erreurAjout);
      const ancienne = await this.fics.duProjet(ctx.projet.id, user.codeDistributeur, manager);
      if (ancienne) {
        await this.fics.supprimer(ancienne.projetId, manager);
        await this.files.delete(ancienne.fichierId, user.codeDistributeur, manager);
      }
      const stocke = await this.files.create(
        { codeDistributeur: user.codeDistributeur, kind: 'fic', name: f.originalname, contentType: TYPE_MIME.pdf, bytes: octets, owner: { type: 'souscription-fic', id: String(ctx.projet.id) } },
        manager,
      );
      const fic = await this.fics.enregistrer(
        { projetId: ctx.projet.id, codeDistributeur: user.codeDistributeur, fichierId: stocke.id, nomFichier: f.originalname, typeMime: TYPE_MIME.pdf, modeleFournisseur },
        manager,
      );
      return this.reponse(fic);
    });
  }

  /** GET: the FIC's name and type, null when none was uploaded. */
  async lire(user: Utilisateur, idProjet: number): Promise<FicReponse | null> {
    return this.lireDu(await this.contextes.charger(user, idProjet));
  }

  /** The same from a context already read (the step 3 page loader). */
  async lireDu(ctx: ContexteSouscription): Promise<FicReponse | null> {
    const fic = await this.fics.duProjet(ctx.projet.id, ctx.souscription.codeDistributeur);
    return fic ? this.reponse(fic) : null;
  }

  async fichier(user: Utilisateur, idProjet: number): Promise<StoredFileContent> {
    const ctx = await this.contextes.charger(user, idProjet);
    const fic = await this.fics.duProjet(ctx.projet.id, user.codeDistributeur);
    const contenu = fic ? await this.files.findContent(fic.fichierId, user.codeDistributeur) : null;
    if (!contenu) throw new RefusMetier('introuvable', SOUSCRIPTION_FIC.introuvable);
    return contenu;
  }

  async supprimer(user: Utilisateur, idProjet: number): Promise<void> {
    await this.fics.transaction(async (manager) => {
      const ctx = await this.contextes.charger(user, idProjet, manager);
      this.contextes.verifierModifiable(ctx, SOUSCRIPTION_FIC.erreurSuppression);
      const fic = await this.fics.duProjet(ctx.projet.id, user.codeDistributeur, manager);
      if (!fic) throw new RefusMetier('introuvable', SOUSCRIPTION_FIC.introuvable);
      await this.fics.supprimer(fic.projetId, manager);
      await this.files.delete(fic.fichierId, user.codeDistributeur, manager);
    });
  }

  /** The provider's FIC model of the projet, as a PDF (brief §2.2). */
  async modele(user: Utilisateur, idProjet: number, maintenant: Date): Promise<{ octets: Buffer; nom: string }> {
    const { projet } = await this.contextes.charger(user, idProjet);
    const octets = await renderFic(vueFicDuProjet(projet, user.codeDistributeur, user.nom, maintenant), resolveTheme(this.config.THEME));
    return { octets, nom: SOUSCRIPTION_FIC.nomFichierModele(projet.codeProduit, projet.id) };
  }
}
