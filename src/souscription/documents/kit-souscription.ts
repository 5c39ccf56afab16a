import { definirKit, type DeclarationDocument, type DocumentKitVue } from '../../documents/kit/kit';
import { SOUSCRIPTION_FIC, SOUSCRIPTION_KIT as K } from '../../domain/messages';
import type { VueSouscription } from '../../domain/souscription/vue';
import { DescriptifPrestationsJob } from '../../sante/descriptif/descriptif-prestations.job';
import type { VueFic } from '../fic/fic.template';
import { DemandeAdhesionJob } from './demande-adhesion.job';
import type { ContexteDemandeAdhesion } from './demande-adhesion.view-model';
import type { CodeDocumentSouscription, ContexteDocumentSouscription } from './kit-souscription.view-model';
import { DocumentSouscriptionJob } from './souscription-document.job';

/** What the subscription kit is listed and made from, for one request (02 step 4, §7; brief §2.6). */
export interface ContexteKitSouscription {
  vue: VueSouscription;
  /** The membership request's own context (the signer included). */
  demandeAdhesion: ContexteDemandeAdhesion;
  documents: ContexteDocumentSouscription;
  fic: Omit<VueFic, 'genereLe'>;
  /** Health projet: DUE kit eligible, benefits description, termination mandate. */
  sante: boolean;
  surComplementaire: boolean;
  resiliationInfraAnnuelle: boolean;
  idProduit: number;
  /** Barème in force today (the benefits description's footer). */
  baremeDuJour: string;
  /** The membership request signed electronically (its signed file is served for the download). */
  signee: boolean;
  theme: string;
  /** ISO instant of the request. */
  demandeLe: string;
  /** The business day: one document per content and day when the page sends no key. */
  jour: string;
}

export const RAISON_DA_INCOMPLETE = 'incomplet_pour_edition_da';

/** The document's own download address: POST, no body (the projet is in the path). */
export const URL_DOCUMENT_SOUSCRIPTION = (idProjet: number, code: string) => `/api/projets/${idProjet}/documents/souscription/${code}`;

const sur = (c: ContexteKitSouscription, code: string) => URL_DOCUMENT_SOUSCRIPTION(c.vue.id_projet, code);

/** A document made by the `souscription.document` job from the subscription file. */
function document(code: Exclude<CodeDocumentSouscription, 'fic'>, nom: string, options: { detail?: string; present?: (c: ContexteKitSouscription) => boolean; statique?: boolean } = {}): DeclarationDocument<ContexteKitSouscription> {
  return {
    id: code,
    nom,
    detail: options.detail,
    statique: options.statique,
    url: (c) => sur(c, code),
    present: options.present,
    produire: (c) => ({
      job: DocumentSouscriptionJob,
      payload: { codeDistributeur: '', document: code, contexte: c.documents, theme: c.theme, demandeLe: c.demandeLe },
      demande: { projet: c.vue.id_projet, document: code },
      contexte: { contexte: { ...c.documents, genereLe: undefined }, jour: c.jour, theme: c.theme },
    }),
  };
}

function descriptif(type: 'socle' | 'surcomplementaire'): DeclarationDocument<ContexteKitSouscription> {
  const id = `descriptif-${type}`;
  return {
    id,
    nom: type === 'socle' ? K.noms.descriptifSocle : K.noms.descriptifSurco,
    url: (c) => sur(c, id),
    present: (c) => c.sante && (type === 'socle' || c.surComplementaire),
    produire: (c) => ({
      job: DescriptifPrestationsJob,
      payload: { codeDistributeur: '', idProduit: c.idProduit, type, bareme: c.baremeDuJour, theme: c.theme, demandeLe: c.demandeLe },
      demande: { projet: c.vue.id_projet, document: id },
      contexte: { idProduit: c.idProduit, bareme: c.baremeDuJour, jour: c.jour, theme: c.theme },
    }),
  };
}

const G = K.groupes;
const ENTREPRISE = K.categories.entreprise;
const SALARIE = K.categories.salarie;

export const KIT_SOUSCRIPTION = definirKit<ContexteKitSouscription>({
  nom: 'kit-souscription',
  raisons: { [RAISON_DA_INCOMPLETE]: K.telechargementImpossible },
  groupes: [
    {
      nom: G.contractuels,
      code_categorie: ENTREPRISE,
      documents: [
        {
          id: 'demande-adhesion',
          nom: K.noms.demandeAdhesion,
          detail: (c) => (c.signee ? K.details.demandeAdhesionSignee : K.details.demandeAdhesion),
          url: (c) => sur(c, 'demande-adhesion'),
          // The request states the whole file: not before it is complete (spec 02 step 4).
          indisponible: (c) => (c.vue.dossier_complet ? undefined : RAISON_DA_INCOMPLETE),
          produire: (c) => ({
            job: DemandeAdhesionJob,
            payload: { codeDistributeur: '', contexte: c.demandeAdhesion, theme: c.theme, demandeLe: c.demandeLe },
            demande: { projet: c.vue.id_projet, document: 'demande-adhesion' },
            contexte: { contexte: c.demandeAdhesion, jour: c.jour, theme: c.theme },
          }),
        },
        {
          id: 'demande-adhesion-surcomplementaire',
          nom: K.noms.demandeAdhesionSurco,
          detail: K.details.demandeAdhesionSurco,
          url: (c) => sur(c, 'demande-adhesion-surcomplementaire'),
          present: (c) => c.sante && c.surComplementaire,
          indisponible: (c) => (c.vue.dossier_complet ? undefined : RAISON_DA_INCOMPLETE),
          produire: (c) => ({
            job: DemandeAdhesionJob,
            payload: { codeDistributeur: '', contexte: { ...c.demandeAdhesion, surcomplementaire: true }, theme: c.theme, demandeLe: c.demandeLe },
            demande: { projet: c.vue.id_projet, document: 'demande-adhesion-surcomplementaire' },
            contexte: { contexte: c.demandeAdhesion, jour: c.jour, theme: c.theme },
          }),
        },
        descriptif('socle'),
        descriptif('surcomplementaire'),
        document('mandat-sepa', K.noms.mandatSepa, { detail: K.details.mandatSepa }),
        document('mandat-ria', K.noms.mandatRia, { detail: K.details.mandatRia, present: (c) => c.sante && c.resiliationInfraAnnuelle }),
      ],
    },
    {
      nom: G.informationConseil,
      code_categorie: ENTREPRISE,
      documents: [
        {
          id: 'fic',
          nom: (c) => SOUSCRIPTION_FIC.nomModele(SOUSCRIPTION_FIC.pdf.produits[c.fic.codeProduit]),
          // The FIC model keeps its own GET address (02 §7: picked by the FIC section of step 3).
          url: (c) => `/api/projets/${c.vue.id_projet}/souscription/fiche-informations-conseils/modele`,
          produire: (c) => ({
            job: DocumentSouscriptionJob,
            payload: { codeDistributeur: '', document: 'fic', contexte: c.documents, fic: c.fic, theme: c.theme, demandeLe: c.demandeLe },
            demande: { projet: c.vue.id_projet, document: 'fic' },
            contexte: { fic: c.fic, jour: c.jour, theme: c.theme },
          }),
        },
      ],
    },
    {
      nom: G.affiliation,
      code_categorie: SALARIE,
      documents: [document('bulletin-affiliation', K.noms.bulletinAffiliation, { detail: K.details.bulletinAffiliation })],
    },
    {
      nom: G.information,
      code_categorie: SALARIE,
      documents: [document('notice', K.noms.notice, { detail: K.details.notice, statique: true })],
    },
  ],
});

/**
 * The DUE kit, listed under entreprise / 'Gestion' for a health projet: a page, not a download —
 * outside the kit's declaration, so it can never be zipped or e-mailed (a selection naming it is
 * refused as unknown).
 */
export const ID_PAGE_KIT_DUE = 'kit-due';
export const pageKitDue = (idProjet: number): DocumentKitVue => ({
  id: ID_PAGE_KIT_DUE,
  nom: K.noms.kitDue,
  detail: K.details.kitDue,
  url: `/ssc/due/${idProjet}/etape1`,
  statique: true,
  email: false,
  disponible: true,
  confirmation_fige: false,
  raison_indisponibilite: null,
  message_indisponibilite: null,
});
