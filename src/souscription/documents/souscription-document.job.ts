import { raisonPourNomDeFichier } from '../../domain/nom-fichier';
import { Injectable } from '@nestjs/common';
import { defineDocumentJob, DocumentJobHandler, type PayloadDocument } from '../../documents/document-job';
import { rendrePdf } from '../../documents/pdf/blocs';
import { formatDateHeureFr } from '../../domain/format';
import { SOUSCRIPTION_FIC, SOUSCRIPTION_KIT_DOCUMENTS } from '../../domain/messages';
import { resolveTheme } from '../../domain/theme/themes';
import type { DocumentFabrique } from '../../files/document-unique';
import { FilesRepository } from '../../files/files.repository';
import { JobProcessor } from '../../jobs/job';
import { instant, integer, object, oneOf, optional, text } from '../../jobs/payload-schema';
import { renderFic, type VueFic } from '../fic/fic.template';
import { DOCUMENTS_SOUSCRIPTION, NOMS_FICHIERS, vueDocumentSouscription, type CodeDocumentSouscription, type ContexteDocumentSouscription, type DonneesDocumentSouscription } from './kit-souscription.view-model';

export interface DocumentSouscriptionPayload extends PayloadDocument {
  document: CodeDocumentSouscription;
  /** Everything the document states, read when it was asked (the job only renders). */
  contexte: ContexteDocumentSouscription;
  /** The participant's rank for a pre-filled DIA (its file name: one file per participant in a zip). */
  numero?: number;
  /** The projet (table of guarantees, DSN sheet) or the participant (pre-filled DIA), for the documents that print them. */
  donnees?: DonneesDocumentSouscription;
  /** For 'fic': the provider's FIC model of the projet (its date is the request's). */
  fic?: Omit<VueFic, 'genereLe'>;
  theme: string;
  /** ISO instant of the request (printed in the footer, and the PDF's metadata date). */
  demandeLe: string;
}

export const FICHIER_DOCUMENT_SOUSCRIPTION = 'souscription-document';

/** One document of the subscription kit (brief §2.6), rendered and stored once per key (ADR 0024). */
export const DocumentSouscriptionJob = defineDocumentJob<DocumentSouscriptionPayload>({
  name: 'souscription.document',
  version: 1,
  payload: {
    document: oneOf(...DOCUMENTS_SOUSCRIPTION),
    contexte: object({ raisonSociale: text }),
    numero: optional(integer),
    donnees: optional(object()),
    fic: optional(object()),
    theme: text,
    demandeLe: instant,
  },
});

const nomFichier = (nom: string, raisonSociale: string) => `${nom} - ${raisonPourNomDeFichier(raisonSociale)}.pdf`;

@Injectable()
@JobProcessor(DocumentSouscriptionJob)
export class DocumentSouscriptionHandler extends DocumentJobHandler<DocumentSouscriptionPayload> {
  constructor(files: FilesRepository) {
    super(files);
  }

  protected async rendre(p: DocumentSouscriptionPayload): Promise<DocumentFabrique> {
    const demandeLe = new Date(p.demandeLe);
    const theme = resolveTheme(p.theme);
    const owner = { type: 'projet', id: String(p.contexte.idProjet) };
    if (p.document === 'fic') {
      if (!p.fic) throw new Error('FIC sans modèle');
      const bytes = await renderFic({ ...p.fic, genereLe: demandeLe }, theme);
      return { kind: FICHIER_DOCUMENT_SOUSCRIPTION, name: SOUSCRIPTION_FIC.nomFichierModele(p.fic.codeProduit, p.fic.idProjet), contentType: 'application/pdf', bytes, owner };
    }
    const c = { ...p.contexte, genereLe: formatDateHeureFr(demandeLe) };
    return {
      kind: FICHIER_DOCUMENT_SOUSCRIPTION,
      name: nomFichier(p.document === 'bulletin-affiliation-nominatif' && p.numero ? SOUSCRIPTION_KIT_DOCUMENTS.diaNominatif.nomFichier(p.numero) : NOMS_FICHIERS[p.document], c.raisonSociale),
      contentType: 'application/pdf',
      bytes: await rendrePdf(vueDocumentSouscription(p.document, c, p.donnees), theme, demandeLe),
      owner,
    };
  }
}
