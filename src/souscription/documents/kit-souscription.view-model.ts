import type { Bloc, VueDocument } from '../../documents/pdf/blocs';
import { DEMANDE_ADHESION, SOUSCRIPTION, SOUSCRIPTION_KIT as K } from '../../domain/messages';
import { formaterDate } from '../../domain/rules/informations-tarifantes';
import { INDICES_REPETITION } from '../../domain/souscription/adresse';
import type { VueSouscription } from '../../domain/souscription/vue';
import { vueNotice } from '../../due/kit/due-documents.view-model';

/**
 * The subscription kit's own documents as data (brief §2.3, §2.4), pure: what the subscription file
 * says in, a document of blocks out, drawn by the one block renderer. Each names the company and
 * prints the projet, barème and generation date in its footer.
 */

/** Codes of the documents the `souscription.document` job makes (the kit selects by them). */
export const DOCUMENTS_SOUSCRIPTION = ['mandat-sepa', 'mandat-ria', 'bulletin-affiliation', 'notice', 'fic'] as const;
export type CodeDocumentSouscription = (typeof DOCUMENTS_SOUSCRIPTION)[number];

export interface ContexteDocumentSouscription {
  idProjet: number;
  codeProduit: 'SSC' | 'SPC';
  raisonSociale: string;
  siret: string;
  adresse: string;
  /** 'Madame Claire Martin, Gérante' — the signer, else the interlocutor. */
  representant: string;
  /** The insurer's (the brand's) name: creditor of the SEPA mandate, mandatary of the termination. */
  assureur: string;
  bareme: string;
  dateEffet: string | null;
  codeDistributeur: string;
  /** 'dd/mm/yyyy à hh:mm', printed in the footer. */
  genereLe: string;
}

const I = SOUSCRIPTION.informations;

function siret(s: string): string {
  const chiffres = s.replace(/\s/g, '');
  return /^\d{14}$/.test(chiffres) ? `${chiffres.slice(0, 3)} ${chiffres.slice(3, 6)} ${chiffres.slice(6, 9)} ${chiffres.slice(9)}` : s || K.pdf.aCompleter;
}

/** What the documents read of the subscription file (and the signer, when saved). */
export function contexteDocumentSouscription(
  vue: VueSouscription,
  projet: { bareme: string | null; dateEffet: string | null },
  options: { assureur: string; codeDistributeur: string; genereLe: string },
): ContexteDocumentSouscription {
  const info = vue.informations_complementaires;
  const a = info.adresse_siege_social;
  const indice = INDICES_REPETITION.find((x) => x.code === a.indice_repetition)?.libelle ?? '';
  const adresse = [[a.numero, indice, a.voie].filter(Boolean).join(' '), `${a.code_postal ?? ''} ${a.ville ?? ''}`].filter((x) => x.trim()).join(', ');
  const s = vue.signataire_enregistre ? vue.signataire : null;
  const it = info.interlocuteur;
  const personne = s ?? it;
  const civilite = personne.civilite ? (I.civilites[personne.civilite] ?? '') : '';
  const nom = [civilite, personne.prenom, personne.nom].filter(Boolean).join(' ');
  const fonction = s ? s.fonction : it.fonction;
  return {
    idProjet: vue.id_projet,
    codeProduit: vue.code_produit,
    raisonSociale: info.entreprise_adherente.raison_sociale || vue.raison_sociale,
    siret: info.entreprise_adherente.siret ?? '',
    adresse: adresse || K.pdf.aCompleter,
    representant: nom ? [nom, fonction].filter(Boolean).join(', ') : K.pdf.aCompleter,
    assureur: options.assureur,
    bareme: projet.bareme ?? '—',
    dateEffet: projet.dateEffet,
    codeDistributeur: options.codeDistributeur,
    genereLe: options.genereLe,
  };
}

/** RUM of the DSN mandate: stable per distributor and projet, at most 35 characters (SEPA). */
export function referenceMandat(c: Pick<ContexteDocumentSouscription, 'codeDistributeur' | 'idProjet'>): string {
  return `DSN-${c.codeDistributeur.replace(/[^A-Za-z0-9]/g, '')}-${c.idProjet}`.slice(0, 35);
}

const pied = (c: ContexteDocumentSouscription) => K.pdf.pied(c.idProjet, c.bareme, c.genereLe);
const blocSignature = (): Bloc[] => [
  { type: 'titre', texte: K.pdf.signature },
  { type: 'paragraphe', texte: K.pdf.dateSignature },
  { type: 'paragraphe', texte: `${K.pdf.signature} : ${K.pdf.aCompleter}` },
];

/** Mandat de prélèvement SEPA for the contributions paid through the DSN (brief §2.4 `dsn`). */
export function vueMandatSepa(c: ContexteDocumentSouscription): VueDocument {
  const m = K.sepa;
  return {
    titre: m.titre,
    sousTitre: m.sousTitre(c.raisonSociale),
    piedDePage: pied(c),
    blocs: [
      { type: 'titre', texte: m.creancier },
      {
        type: 'clesValeurs',
        lignes: [
          [m.nomCreancier, c.assureur],
          [m.ics, m.valeurIcs],
          [m.rum, referenceMandat(c)],
        ],
      },
      { type: 'titre', texte: m.debiteur },
      {
        type: 'clesValeurs',
        lignes: [
          [m.nomDebiteur, c.raisonSociale],
          [m.siret, siret(c.siret)],
          [m.adresse, c.adresse],
        ],
      },
      { type: 'titre', texte: m.compte },
      {
        type: 'clesValeurs',
        lignes: [
          [m.iban, K.pdf.aCompleter + K.pdf.aCompleter],
          [m.bic, K.pdf.aCompleter],
          [m.typePaiement, m.recurrent],
        ],
      },
      { type: 'paragraphe', texte: m.autorisation(c.assureur) },
      { type: 'paragraphe', texte: m.droits, note: true },
      { type: 'paragraphe', texte: m.netEntreprises, note: true },
      ...blocSignature(),
    ],
  };
}

/** Mandat de résiliation infra-annuelle of the health contract being replaced (brief §2.4 `ria`). */
export function vueMandatRia(c: ContexteDocumentSouscription): VueDocument {
  const m = K.ria;
  return {
    titre: m.titre,
    sousTitre: m.sousTitre(c.raisonSociale),
    piedDePage: pied(c),
    blocs: [
      { type: 'titre', texte: m.entreprise },
      {
        type: 'clesValeurs',
        lignes: [
          [m.raisonSociale, c.raisonSociale],
          [m.siret, siret(c.siret)],
          [m.adresse, c.adresse],
          [m.representant, c.representant],
        ],
      },
      { type: 'titre', texte: m.contratResilie },
      {
        type: 'clesValeurs',
        lignes: [
          [m.ancienAssureur, K.pdf.aCompleter],
          [m.numeroContrat, K.pdf.aCompleter],
          [m.dateEffet, c.dateEffet ? formaterDate(c.dateEffet.slice(0, 10)) : K.pdf.aCompleter],
        ],
      },
      { type: 'titre', texte: m.mandatTitre },
      { type: 'paragraphe', texte: m.mandat(c.assureur) },
      { type: 'paragraphe', texte: m.conditions },
      { type: 'titre', texte: m.cadreTitre },
      { type: 'paragraphe', texte: m.cadre, note: true },
      ...blocSignature(),
    ],
  };
}

const lignesVides = (champs: readonly string[]): [string, string][] => champs.map((ch) => [ch, K.pdf.aCompleter]);
const tableauVide = (colonnes: readonly string[], n: number): Bloc => ({
  type: 'tableau',
  colonnes: colonnes.map((entete) => ({ entete, largeur: 1 })),
  lignes: Array.from({ length: n }, () => colonnes.map(() => ' ')),
});

/** The blank bulletin individuel d'affiliation (brief §2.3): health dependants and refunds, or provident beneficiaries. */
export function vueBulletinAffiliation(c: ContexteDocumentSouscription): VueDocument {
  const d = K.dia;
  const produit = DEMANDE_ADHESION.produits[c.codeProduit] ?? c.codeProduit;
  const specifique: Bloc[] =
    c.codeProduit === 'SSC'
      ? [
          { type: 'titre', texte: d.ayantsDroit },
          tableauVide(d.colonnesAyantsDroit, 4),
          { type: 'titre', texte: d.regime },
          { type: 'clesValeurs', lignes: lignesVides(d.regimeChamps), largeurLibelle: 0.55 },
          { type: 'titre', texte: d.noemie },
          { type: 'paragraphe', texte: d.noemieTexte },
          { type: 'titre', texte: d.rib },
          { type: 'clesValeurs', lignes: lignesVides(d.ribChamps) },
          { type: 'paragraphe', texte: d.ribNote, note: true },
        ]
      : [
          { type: 'titre', texte: d.beneficiaires },
          { type: 'paragraphe', texte: d.beneficiairesStandard },
          { type: 'paragraphe', texte: d.beneficiairesParticuliere },
          { type: 'paragraphe', texte: K.pdf.aCompleter + K.pdf.aCompleter + K.pdf.aCompleter },
          { type: 'titre', texte: d.enfants },
          tableauVide(d.colonnesEnfants, 3),
          { type: 'titre', texte: d.arretTravail },
          { type: 'paragraphe', texte: d.arretTravailQuestion },
          { type: 'paragraphe', texte: d.questionnaire, note: true },
        ];
  return {
    titre: d.titre,
    sousTitre: d.sousTitre(produit, c.raisonSociale),
    piedDePage: pied(c),
    blocs: [
      { type: 'titre', texte: d.contrat },
      {
        type: 'clesValeurs',
        lignes: [
          [d.entreprise, `${c.raisonSociale} (SIRET ${siret(c.siret)})`],
          [d.numeroContrat, K.pdf.aCompleter],
        ],
      },
      { type: 'titre', texte: d.salarie },
      { type: 'clesValeurs', lignes: lignesVides(d.champsSalarie) },
      ...specifique,
      { type: 'paragraphe', texte: d.declaration },
      ...blocSignature(),
    ],
  };
}

/** The insurer's notice (the DUE kit's, the same for every client), with the projet in the footer. */
export function vueNoticeSouscription(c: ContexteDocumentSouscription): VueDocument {
  return { ...vueNotice(c.genereLe), piedDePage: pied(c) };
}

export const NOMS_FICHIERS: Record<Exclude<CodeDocumentSouscription, 'fic'>, string> = {
  'mandat-sepa': 'Mandat SEPA DSN',
  'mandat-ria': 'Mandat de resiliation infra-annuelle',
  'bulletin-affiliation': 'Bulletin individuel d affiliation',
  notice: 'Notice d information',
};

export function vueDocumentSouscription(code: Exclude<CodeDocumentSouscription, 'fic'>, c: ContexteDocumentSouscription): VueDocument {
  switch (code) {
    case 'mandat-sepa':
      return vueMandatSepa(c);
    case 'mandat-ria':
      return vueMandatRia(c);
    case 'bulletin-affiliation':
      return vueBulletinAffiliation(c);
    case 'notice':
      return vueNoticeSouscription(c);
  }
}
