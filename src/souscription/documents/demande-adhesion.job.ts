import { Injectable } from '@nestjs/common';
import { rendrePdf } from '../../documents/pdf/blocs';
import { defineDocumentJob, DocumentJobHandler, DocumentsGeneres, type PayloadDocument } from '../../documents/document-job';
import type { Utilisateur } from '../../auth/utilisateur';
import { Horloge } from '../../common/horloge';
import { cleDeDemande } from '../../common/idempotence';
import { AppConfig } from '../../config/app-config';
import { formatDateHeureFr } from '../../domain/format';
import { DEMANDE_ADHESION, DOCUMENTS } from '../../domain/messages';
import { resolveTheme } from '../../domain/theme/themes';
import type { DocumentFabrique } from '../../files/document-unique';
import { FilesRepository, type StoredFileContent } from '../../files/files.repository';
import { JobProcessor } from '../../jobs/job';
import { instant, object, text } from '../../jobs/payload-schema';
import { versDetail } from '../../projets/projet.mapper';
import { ReferentielsService } from '../../referentiels/referentiels.service';
import { SouscriptionService, type DossierSouscription } from '../souscription.service';
import { vueDemandeAdhesion, type ContexteDemandeAdhesion } from './demande-adhesion.view-model';

export interface DemandeAdhesionPayload extends PayloadDocument {
  /** Everything the document states, read when it was asked (the job only renders). */
  contexte: ContexteDemandeAdhesion;
  theme: string;
  demandeLe: string;
}

export const FICHIER_DEMANDE_ADHESION = 'demande-adhesion';

/** The membership request, rendered and stored once per key (ADR 0024). */
export const DemandeAdhesionJob = defineDocumentJob<DemandeAdhesionPayload>({
  name: 'souscription.demande-adhesion',
  version: 1,
  payload: { contexte: object(), theme: text, demandeLe: instant },
});

@Injectable()
@JobProcessor(DemandeAdhesionJob)
export class DemandeAdhesionHandler extends DocumentJobHandler<DemandeAdhesionPayload> {
  constructor(files: FilesRepository) {
    super(files);
  }

  protected async rendre(p: DemandeAdhesionPayload): Promise<DocumentFabrique> {
    const c = { ...p.contexte, genereLe: formatDateHeureFr(new Date(p.demandeLe)) };
    return {
      kind: FICHIER_DEMANDE_ADHESION,
      name: DEMANDE_ADHESION.nomFichier(c.souscription.informations_complementaires.entreprise_adherente.raison_sociale, c.surcomplementaire),
      contentType: 'application/pdf',
      bytes: await rendrePdf(vueDemandeAdhesion(c), resolveTheme(p.theme), new Date(p.demandeLe)),
      owner: { type: 'projet', id: String(c.souscription.id_projet) },
    };
  }
}

/** Reads what the membership request states and has it made (one file per content and day). */
@Injectable()
export class DemandesAdhesion {
  constructor(
    private readonly souscriptions: SouscriptionService,
    private readonly referentiels: ReferentielsService,
    private readonly documents: DocumentsGeneres,
    private readonly config: AppConfig,
    private readonly horloge: Horloge,
  ) {}

  /** What the request states, from the file already loaded (its view is computed here, once). */
  async contexte(user: Utilisateur, d: DossierSouscription): Promise<ContexteDemandeAdhesion> {
    const vue = await this.souscriptions.vue(d, this.horloge.aujourdhui());
    const e = vue.informations_complementaires.entreprise_adherente;
    const forme = (await this.referentiels.formesJuridiques()).find((f) => f.code === e.forme_juridique);
    return {
      souscription: vue,
      projet: versDetail(d.projet),
      signataire: d.souscription.signataire,
      formeJuridique: forme?.libelle_long ?? null,
      activite: forme?.activites.find((a) => a.code === e.activite)?.libelle ?? null,
      intermediaire: resolveTheme(this.config.THEME).brandName,
      codeDistributeur: user.codeDistributeur,
      genereLe: '',
    };
  }

  /** The request of this content, made once per content and day (or per the page's key). */
  async produire(user: Utilisateur, contexte: ContexteDemandeAdhesion, cleClient?: string): Promise<StoredFileContent> {
    const idProjet = contexte.souscription.id_projet;
    const cle = cleDeDemande({ codeDistributeur: user.codeDistributeur, operation: 'demande-adhesion', cleClient, demande: { projet: idProjet }, contexte: { contexte, jour: this.horloge.aujourdhui(), theme: this.config.THEME } });
    return this.documents.produire(
      DemandeAdhesionJob,
      { codeDistributeur: user.codeDistributeur, contexte, theme: this.config.THEME, demandeLe: this.horloge.maintenant().toISOString() },
      cle,
      { echec: DOCUMENTS.kit.erreurDocument, contexte: { idProjet } },
    );
  }
}
