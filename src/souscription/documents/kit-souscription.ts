import { definirKit, type DeclarationDocument, type DocumentKitVue, type SerieDocuments, type TexteKit } from '../../documents/kit/kit';
import { DEMANDE_ADHESION, SOUSCRIPTION_FIC, SOUSCRIPTION_KIT as K, SOUSCRIPTION_KIT_DOCUMENTS as KD } from '../../domain/messages';
import type { VueSouscription } from '../../domain/souscription/vue';
import { DescriptifPrestationsJob } from '../../sante/descriptif/descriptif-prestations.job';
import type { VueFic } from '../fic/fic.template';
import { DemandeAdhesionJob } from './demande-adhesion.job';
import type { ContexteDemandeAdhesion } from './demande-adhesion.view-model';
import type { CodeDocumentSouscription, ContexteDocumentSouscription, DonneesDocumentSouscription, ParticipantDia } from './kit-souscription.view-model';
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
  /** Step 2's participants, in their order: one pre-filled DIA each (brief §2.3). */
  participants: ParticipantDia[];
}

export const RAISON_DA_INCOMPLETE = 'incomplet_pour_edition_da';
/** The projet has no tariff: nothing to print in the table of guarantees or the DSN sheet. */
export const RAISON_TARIF_ABSENT = 'tarif_absent';

/**
 * 'Frozen projet or subscription' (spec 02 step 4): the subscription is read-only (projet FIGE, or
 * the file has left the broker). Not the TARIFS_FIGES of the hand-over, which every subscription in
 * progress has: the page would ask on every download (ADR 0045).
 */
const fige = (c: ContexteKitSouscription) => c.vue.lecture_seule;
const sansTarif = (c: ContexteKitSouscription) => (c.demandeAdhesion.projet.tarifs ? undefined : RAISON_TARIF_ABSENT);

/** The document's own download address: POST, no body (the projet is in the path). */
export const URL_DOCUMENT_SOUSCRIPTION = (idProjet: number, code: string) => `/api/projets/${idProjet}/documents/souscription/${code}`;

const sur = (c: ContexteKitSouscription, code: string) => URL_DOCUMENT_SOUSCRIPTION(c.vue.id_projet, code);

interface OptionsDocument {
  detail?: string;
  present?: (c: ContexteKitSouscription) => boolean;
  indisponible?: (c: ContexteKitSouscription) => string | undefined;
  statique?: boolean;
  /** What the document prints beyond the company (the projet, a participant). */
  donnees?: (c: ContexteKitSouscription) => DonneesDocumentSouscription;
}

/** A document made by the `souscription.document` job from the subscription file. */
function document(code: Exclude<CodeDocumentSouscription, 'fic' | 'bulletin-affiliation-nominatif'>, nom: TexteKit<ContexteKitSouscription>, options: OptionsDocument = {}): DeclarationDocument<ContexteKitSouscription> {
  return {
    id: code,
    nom,
    detail: options.detail,
    statique: options.statique,
    url: (c) => sur(c, code),
    present: options.present,
    indisponible: options.indisponible,
    confirmationFige: fige,
    produire: (c) => {
      const donnees = options.donnees?.(c);
      return {
        job: DocumentSouscriptionJob,
        payload: { codeDistributeur: '', document: code, contexte: c.documents, donnees, theme: c.theme, demandeLe: c.demandeLe },
        demande: { projet: c.vue.id_projet, document: code },
        contexte: { contexte: { ...c.documents, genereLe: undefined }, donnees, jour: c.jour, theme: c.theme },
      };
    },
  };
}

/** One DIA per participant entered at step 2, pre-filled with its identity (brief §2.3): ids bulletin-affiliation-<n>. */
export const SERIE_DIA = 'bulletin-affiliation';
const diasNominatifs: SerieDocuments<ContexteKitSouscription> = {
  serie: SERIE_DIA,
  documents: (c) =>
    c.participants.map((participant, i) => ({
      nom: KD.diaNominatif.nom(participant.prenom, participant.nom),
      detail: KD.diaNominatif.detail,
      url: (x: ContexteKitSouscription) => sur(x, `${SERIE_DIA}-${i + 1}`),
      confirmationFige: fige,
      produire: (x: ContexteKitSouscription) => ({
        job: DocumentSouscriptionJob,
        payload: { codeDistributeur: '', document: 'bulletin-affiliation-nominatif', numero: i + 1, contexte: x.documents, donnees: { participant }, theme: x.theme, demandeLe: x.demandeLe },
        demande: { projet: x.vue.id_projet, document: 'bulletin-affiliation-nominatif', participant },
        contexte: { contexte: { ...x.documents, genereLe: undefined }, jour: x.jour, theme: x.theme },
      }),
    })),
};

function descriptif(type: 'socle' | 'surcomplementaire'): DeclarationDocument<ContexteKitSouscription> {
  const id = `descriptif-${type}`;
  return {
    id,
    nom: type === 'socle' ? K.noms.descriptifSocle : K.noms.descriptifSurco,
    url: (c) => sur(c, id),
    present: (c) => c.sante && (type === 'socle' || c.surComplementaire),
    confirmationFige: fige,
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
  raisons: { [RAISON_DA_INCOMPLETE]: K.telechargementImpossible, [RAISON_TARIF_ABSENT]: K.tarifAbsent },
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
          confirmationFige: fige,
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
          confirmationFige: fige,
          produire: (c) => ({
            job: DemandeAdhesionJob,
            payload: { codeDistributeur: '', contexte: { ...c.demandeAdhesion, surcomplementaire: true }, theme: c.theme, demandeLe: c.demandeLe },
            demande: { projet: c.vue.id_projet, document: 'demande-adhesion-surcomplementaire' },
            contexte: { contexte: c.demandeAdhesion, jour: c.jour, theme: c.theme },
          }),
        },
        document('conditions-generales', (c) => K.noms.conditionsGenerales(DEMANDE_ADHESION.produits[c.documents.codeProduit] ?? c.documents.codeProduit), {
          detail: K.details.conditionsGenerales,
          statique: true,
        }),
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
          confirmationFige: fige,
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
      // The DUE kit's page joins this group for a health projet (kit-souscription.service.ts).
      nom: G.gestion,
      code_categorie: ENTREPRISE,
      documents: [
        document('parametrage-dsn', K.noms.parametrageDsn, { detail: K.details.parametrageDsn, indisponible: sansTarif, donnees: (c) => ({ projet: c.demandeAdhesion.projet }) }),
        document('guide-employeur', K.noms.guideEmployeur, { detail: K.details.guideEmployeur, statique: true }),
      ],
    },
    {
      nom: G.affiliation,
      code_categorie: SALARIE,
      documents: [
        document('bulletin-affiliation', K.noms.bulletinAffiliation, { detail: K.details.bulletinAffiliation }),
        diasNominatifs,
        document('dispense-affiliation', K.noms.dispense, { detail: K.details.dispense }),
        document('designation-beneficiaire', K.noms.designation, { detail: K.details.designation, present: (c) => !c.sante }),
      ],
    },
    {
      nom: G.information,
      code_categorie: SALARIE,
      documents: [
        document('notice', K.noms.notice, { detail: K.details.notice, statique: true }),
        document('tableau-garanties', K.noms.tableauGaranties, { detail: K.details.tableauGaranties, indisponible: sansTarif, donnees: (c) => ({ projet: c.demandeAdhesion.projet }) }),
      ],
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
