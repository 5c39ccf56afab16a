import { Injectable } from '@nestjs/common';
import type { Utilisateur } from '../../auth/utilisateur';
import { Horloge } from '../../common/horloge';
import { AppConfig } from '../../config/app-config';
import { listerKit, productionDocumentKit, type ProductionDocument } from '../../documents/kit/kit';
import { KitService } from '../../documents/kit/kit.service';
import type { ArchiveZip } from '../../documents/kit/kit-zip';
import { SOUSCRIPTION_KIT as K } from '../../domain/messages';
import type { ReponseEnvoiEtude } from '../../domain/projets';
import { baremeSantePour } from '../../domain/pricing/sante/baremes';
import type { DocumentSouscriptionVue, GroupeSouscriptionVue } from '../../domain/souscription/documents-kit';
export type { DocumentSouscriptionVue, GroupeSouscriptionVue };
import { resolveTheme } from '../../domain/theme/themes';
import { FilesRepository, type StoredFileContent } from '../../files/files.repository';
import { reponseEnvoi } from '../../mail/reponse-envoi';
import { vueFicDuProjet } from '../fic/fic.service';
import { ParticipantsRepository } from '../participants/participants.repository';
import { SouscriptionService } from '../souscription.service';
import { AdhesionsSignees } from './adhesions-signees.port';
import { DemandesAdhesion } from './demande-adhesion.job';
import { KIT_SOUSCRIPTION, pageKitDue, type ContexteKitSouscription } from './kit-souscription';
import { contexteDocumentSouscription, type ParticipantDia } from './kit-souscription.view-model';
import type { Participant } from '../../domain/souscription/participants';
import { HistoriqueService } from '../../historique/historique.service';
import { parCourtier } from '../../domain/historique/evenement';

/** The answer of the e-mail call: sent (200), or not confirmed yet (202, ADR 0025). */
export type ReponseEnvoiKit = { envoye: true; message: string } | Exclude<ReponseEnvoiEtude, true>;

/**
 * The subscription documents kit (02 step 4, §7, §8; brief §2.6): the groups of each projet, one
 * document, a zip of a selection, an e-mail of a selection. Another distributor's projet is unknown
 * (404, the subscription's own scoped read); the membership request waits for a complete file (409).
 */
@Injectable()
export class KitSouscriptionService {
  constructor(
    private readonly souscriptions: SouscriptionService,
    private readonly demandes: DemandesAdhesion,
    private readonly kit: KitService,
    private readonly files: FilesRepository,
    private readonly config: AppConfig,
    private readonly horloge: Horloge,
    private readonly listes: ParticipantsRepository,
    private readonly adhesions: AdhesionsSignees,
    private readonly historique: HistoriqueService,
  ) {}

  /** A download in the projet's history ('Documents téléchargés', which), then the download itself. */
  private async telecharge<T>(user: Utilisateur, idProjet: number, ctx: ContexteKitSouscription, codes: readonly string[], resultat: T): Promise<T> {
    const documents = listerKit(KIT_SOUSCRIPTION, ctx).flatMap((g) => g.documents).filter((d) => !codes.length || codes.includes(d.id));
    await this.historique.enregistrerSeul(parCourtier(user, idProjet, 'DOCUMENTS_TELECHARGES', { documents: documents.map((d) => d.nom).join(', ') }));
    return resultat;
  }

  private async participants(idProjet: number, codeDistributeur: string, college: string | null): Promise<ParticipantDia[]> {
    const participants = (await this.listes.participantsEnregistres(idProjet, codeDistributeur)) as Participant[];
    return participants.map((p) => ({ nom: p.nom, prenom: p.prenom, dateNaissance: p.dateNaissance, college }));
  }

  private async contexte(user: Utilisateur, idProjet: number): Promise<ContexteKitSouscription> {
    // The subscription's scoped read first: another distributor's projet is a 404.
    const dossier = await this.souscriptions.dossier(user, idProjet);
    const signe = await this.adhesions.fichierSigne(idProjet, user.codeDistributeur);
    const demandeAdhesion = await this.demandes.contexte(user, dossier);
    const maintenant = this.horloge.maintenant();
    const jour = this.horloge.aujourdhui();
    const projet = dossier.projet;
    // The FIC's date is the request's, set when it is rendered.
    const { genereLe: _date, ...fic } = vueFicDuProjet(projet, user.codeDistributeur, user.nom, maintenant);
    return {
      vue: demandeAdhesion.souscription,
      demandeAdhesion,
      documents: contexteDocumentSouscription(
        demandeAdhesion.souscription,
        { bareme: projet.baremeVersion, dateEffet: projet.dateEffet },
        { assureur: resolveTheme(this.config.THEME).brandName, codeDistributeur: user.codeDistributeur, genereLe: '' },
      ),
      fic,
      sante: projet.codeProduit === 'SSC',
      surComplementaire: projet.surComplementaire === true,
      resiliationInfraAnnuelle: projet.resiliationInfraAnnuelle === true,
      idProduit: projet.produitId,
      baremeDuJour: baremeSantePour(jour)?.version ?? '-',
      signee: signe !== null,
      theme: this.config.THEME,
      demandeLe: maintenant.toISOString(),
      jour,
      participants: await this.participants(idProjet, user.codeDistributeur, demandeAdhesion.projet.type_college.label ?? null),
    };
  }

  /** POST /projets/documents-souscription: each projet's groups, the DUE kit page under 'Gestion' for a health projet. */
  async lister(user: Utilisateur, idsProjets: readonly number[]): Promise<GroupeSouscriptionVue[]> {
    const groupes: GroupeSouscriptionVue[] = [];
    for (const idProjet of idsProjets) {
      const ctx = await this.contexte(user, idProjet);
      const liste = listerKit(KIT_SOUSCRIPTION, ctx).map((g) => ({
        projet_id: idProjet,
        nom: g.nom,
        code_categorie: g.code_categorie,
        documents: g.documents.map((d): DocumentSouscriptionVue => ({ ...d, methode: d.id === 'fic' ? 'GET' : 'POST', page: false })),
      }));
      const ordre = [K.groupes.contractuels, K.groupes.informationConseil, K.groupes.gestion, K.groupes.affiliation, K.groupes.information] as string[];
      if (ctx.sante) {
        // The DUE kit's page closes the 'Gestion' group (its documents are the kit's own).
        const page: DocumentSouscriptionVue = { ...pageKitDue(idProjet), methode: 'PAGE', page: true };
        const gestion = liste.find((g) => g.nom === K.groupes.gestion);
        if (gestion) gestion.documents.push(page);
        else liste.push({ projet_id: idProjet, nom: K.groupes.gestion, code_categorie: K.categories.entreprise, documents: [page] });
        liste.sort((a, b) => ordre.indexOf(a.nom) - ordre.indexOf(b.nom));
      }
      groupes.push(...liste);
    }
    return groupes;
  }

  /** One document (POST on its own url); the signed membership request once the provider's copy is saved. */
  async document(user: Utilisateur, idProjet: number, code: string, cleClient?: string): Promise<StoredFileContent> {
    const ctx = await this.contexte(user, idProjet);
    if (code === 'demande-adhesion' && ctx.vue.dossier_complet) {
      const id = await this.adhesions.fichierSigne(idProjet, user.codeDistributeur);
      const signe = id ? await this.files.findContent(id, user.codeDistributeur) : null;
      if (signe) return this.telecharge(user, idProjet, ctx, [code], signe);
    }
    return this.telecharge(user, idProjet, ctx, [code], await this.kit.document(KIT_SOUSCRIPTION, ctx, code, { codeDistributeur: user.codeDistributeur, cleClient }));
  }

  /** One document's job and payload as its download makes them (the same refusals): an admin's regeneration (ADR 0079). */
  async productionRegeneration(user: Utilisateur, idProjet: number, code: string, demandeLe: string): Promise<ProductionDocument> {
    const ctx = { ...(await this.contexte(user, idProjet)), demandeLe };
    return productionDocumentKit(KIT_SOUSCRIPTION, ctx, code, user.codeDistributeur);
  }

  /** 'Télécharger': the selected documents (of one category when given) in a zip, in the kit's order. */
  async archive(user: Utilisateur, idProjet: number, codes: readonly string[], options: { codeCategorie?: string; cleClient?: string }): Promise<{ nom: string; zip: ArchiveZip }> {
    const ctx = await this.contexte(user, idProjet);
    const zip = await this.telecharge(user, idProjet, ctx, codes, await this.kit.archive(KIT_SOUSCRIPTION, ctx, codes, { codeDistributeur: user.codeDistributeur, cleClient: options.cleClient, codeCategorie: options.codeCategorie }));
    const raison = ctx.documents.raisonSociale.replace(/[\\/:*?"<>|]/g, ' ').trim();
    return { nom: `Documents de souscription - ${raison}.zip`, zip };
  }

  /** 'Envoyer par e-mail': the selected documents attached, through the outbox. */
  async envoyer(user: Utilisateur, idProjet: number, codes: readonly string[], email: string, cleClient?: string): Promise<ReponseEnvoiKit> {
    const ctx = await this.contexte(user, idProjet);
    const noms = listerKit(KIT_SOUSCRIPTION, ctx)
      .flatMap((g) => g.documents)
      .filter((d) => codes.includes(d.id))
      .map((d) => d.nom);
    const statut = await this.kit.envoyer(KIT_SOUSCRIPTION, ctx, codes, {
      codeDistributeur: user.codeDistributeur,
      cleClient,
      email,
      projetId: idProjet,
      objet: K.email.objet(ctx.documents.raisonSociale),
      texte: K.email.texte(ctx.documents.raisonSociale, noms),
      dansLaTransaction: (m) => this.historique.enregistrer(m, parCourtier(user, idProjet, 'DOCUMENTS_ENVOYES', { documents: noms.join(', '), destinataire: email })),
    });
    const reponse = reponseEnvoi(statut, K.emailEchec);
    return reponse === true ? { envoye: true, message: K.emailEnvoye } : reponse;
  }
}
