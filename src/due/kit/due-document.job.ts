import { Injectable } from '@nestjs/common';
import { rendrePdf } from '../../documents/pdf/blocs';
import { defineDocumentJob, DocumentJobHandler, type PayloadDocument } from '../../documents/document-job';
import { formatDateHeureFr } from '../../domain/format';
import { projetDue } from '../../domain/due/projet';
import type { EtatTunnelDue } from '../../domain/due/types';
import { ETUDE } from '../../domain/messages';
import { POSTES } from '../../domain/pricing/sante/catalogue';
import { estProjetSante } from '../../domain/projets/contrat';
import { resolveTheme } from '../../domain/theme/themes';
import type { DocumentFabrique } from '../../files/document-unique';
import { FilesRepository } from '../../files/files.repository';
import { JobProcessor, PermanentJobError } from '../../jobs/job';
import { instant, integer, nullable, object, oneOf, text } from '../../jobs/payload-schema';
import type { ProjetEntity } from '../../projets/entities/projet.entity';
import { versDetail } from '../../projets/projet.mapper';
import { ProjetsRepository } from '../../projets/projets.repository';
import { vueNotice } from '../../documents/pdf/notice';
import { DOCUMENTS_DUE, nomFichierDue, vueDocumentDue, type CodeDocumentDue, type ContexteDocumentsDue } from './due-documents.view-model';

export interface DocumentDuePayload extends PayloadDocument {
  document: CodeDocumentDue;
  /** Null for the static notice. */
  idProjet: number | null;
  /** The tunnel's answers the document states (null for the static notice). */
  etat: EtatTunnelDue | null;
  theme: string;
  /** ISO instant of the request (printed in the footer, and the PDF's metadata date). */
  demandeLe: string;
}

export const FICHIER_DUE = 'due-document';

/** One document of the DUE kit, rendered and stored once per key (ADR 0024, 0043). */
export const DocumentDueJob = defineDocumentJob<DocumentDuePayload>({
  name: 'due.document',
  version: 1,
  payload: { document: oneOf(...DOCUMENTS_DUE), idProjet: nullable(integer), etat: nullable(object()), theme: text, demandeLe: instant },
});

const NOMS: Record<CodeDocumentDue, string> = {
  decision: 'DUE - Decision unilaterale',
  'lettre-information': 'DUE - Lettre d information salarie',
  'liste-emargement': 'DUE - Liste d emargement',
  'demande-dispense': 'DUE - Demande de dispense',
  'information-cse': 'DUE - Information du CSE',
  denonciation: 'DUE - Lettre de denonciation',
  notice: 'DUE - Notice d information',
};

/** What the documents read of the projet: the tunnel's view, the chosen levels, the PMSS and barème. */
export function contexteDocumentsDue(entite: ProjetEntity, etat: EtatTunnelDue, genereLe: string): ContexteDocumentsDue {
  const detail = versDetail(entite);
  const tarifs = estProjetSante(detail) ? detail.tarifs : null;
  const garanties = POSTES.map((poste): [string, string] => {
    const n = detail.niveaux_postes?.find((x) => x.code === poste.code)?.num_value;
    const niveau = poste.niveaux.find((x) => x.numValue === n);
    return [poste.libelle, n === undefined ? '' : ETUDE.niveau(n, niveau?.libelle ?? '')];
  });
  return {
    projet: projetDue(entite),
    etat,
    produit: detail.produit.libelle ?? 'Santé collective',
    garanties,
    pmss: tarifs?.detail?.pmss ? { annee: tarifs.detail.pmss.annee, montant: tarifs.detail.pmss.montant } : null,
    bareme: entite.baremeVersion ?? '—',
    genereLe,
  };
}

@Injectable()
@JobProcessor(DocumentDueJob)
export class DocumentDueHandler extends DocumentJobHandler<DocumentDuePayload> {
  constructor(
    private readonly projets: ProjetsRepository,
    files: FilesRepository,
  ) {
    super(files);
  }

  protected async rendre(p: DocumentDuePayload): Promise<DocumentFabrique> {
    const demandeLe = new Date(p.demandeLe);
    const genereLe = formatDateHeureFr(demandeLe);
    const theme = resolveTheme(p.theme);
    if (p.document === 'notice') {
      return { kind: FICHIER_DUE, name: `${NOMS.notice}.pdf`, contentType: 'application/pdf', bytes: await rendrePdf(vueNotice(genereLe), theme, demandeLe) };
    }
    if (p.idProjet === null || !p.etat) throw new PermanentJobError(`Document DUE ${p.document} sans projet ni réponses`);
    const entite = await this.projets.findOne(p.idProjet, p.codeDistributeur);
    if (!entite || entite.codeProduit !== 'SSC') throw new PermanentJobError(`Projet santé ${p.idProjet} introuvable`);
    const vue = vueDocumentDue(p.document, contexteDocumentsDue(entite, p.etat, genereLe));
    return {
      kind: FICHIER_DUE,
      name: nomFichierDue(NOMS[p.document], entite.raisonSociale),
      contentType: 'application/pdf',
      bytes: await rendrePdf(vue, theme, demandeLe),
      owner: { type: 'projet', id: String(p.idProjet) },
    };
  }
}

export const NOM_ARCHIVE_DUE = (raisonSociale: string) => nomFichierDue('Kit DUE', raisonSociale).replace(/\.pdf$/, '.zip');
