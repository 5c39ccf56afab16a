import type { Bloc, VueDocument } from '../../documents/pdf/blocs';
import { blocsGaranties } from '../../documents/pdf/blocs-projet';
import { vueNotice } from '../../documents/pdf/notice';
import { DEMANDE_ADHESION, DUE_DOCUMENTS, LIBELLES_STRUCTURE_SANTE, SOUSCRIPTION, SOUSCRIPTION_KIT as K, SOUSCRIPTION_KIT_DOCUMENTS as KD } from '../../domain/messages';
import { estProjetPrevoyance, estProjetSante, type ProjetDetail } from '../../domain/projets/contrat';
import { formatDateFr, formatEuros, formatPourcent, formatSiret } from '../../domain/format';
import { INDICES_REPETITION } from '../../domain/souscription/adresse';
import { CODES_POPULATION_DSN, codeOptionDsn } from '../../domain/souscription/parametrage-dsn';
import type { VueSouscription } from '../../domain/souscription/vue';

/**
 * The subscription kit's own documents as data (brief §2.3, §2.4), pure: what the subscription file
 * says in, a document of blocks out, drawn by the one block renderer. Each names the company and
 * prints the projet, barème and generation date in its footer.
 */

/** Codes of the documents the `souscription.document` job makes (the kit selects by them). */
export const DOCUMENTS_SOUSCRIPTION = [
  'mandat-sepa',
  'mandat-ria',
  'conditions-generales',
  'parametrage-dsn',
  'guide-employeur',
  'bulletin-affiliation',
  'bulletin-affiliation-nominatif',
  'dispense-affiliation',
  'designation-beneficiaire',
  'notice',
  'tableau-garanties',
  'fic',
] as const;
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
          [m.siret, formatSiret(c.siret, K.pdf.aCompleter)],
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
          [m.siret, formatSiret(c.siret, K.pdf.aCompleter)],
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
          [m.dateEffet, c.dateEffet ? formatDateFr(c.dateEffet.slice(0, 10)) : K.pdf.aCompleter],
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
export function vueBulletinAffiliation(c: ContexteDocumentSouscription, participant?: ParticipantDia): VueDocument {
  const d = K.dia;
  const produit = DEMANDE_ADHESION.produits[c.codeProduit] ?? c.codeProduit;
  // Pre-filled per participant (brief §2.3): what step 2 entered, the rest left to fill.
  const connus: Record<string, string> = participant
    ? {
        [d.champsSalarie[1]]: participant.nom,
        [d.champsSalarie[3]]: participant.prenom,
        [d.champsSalarie[4]]: `${formatDateFr(participant.dateNaissance.slice(0, 10))} à ${K.pdf.aCompleter}`,
        ...(participant.college ? { [d.champsSalarie[10]]: participant.college } : {}),
      }
    : {};
  const salarie = d.champsSalarie.map((ch): [string, string] => [ch, connus[ch] || K.pdf.aCompleter]);
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
    sousTitre: participant ? KD.diaNominatif.sousTitre(participant.prenom, participant.nom, c.raisonSociale) : d.sousTitre(produit, c.raisonSociale),
    piedDePage: pied(c),
    blocs: [
      { type: 'titre', texte: d.contrat },
      {
        type: 'clesValeurs',
        lignes: [
          [d.entreprise, `${c.raisonSociale} (SIRET ${formatSiret(c.siret, K.pdf.aCompleter)})`],
          [d.numeroContrat, K.pdf.aCompleter],
        ],
      },
      { type: 'titre', texte: d.salarie },
      { type: 'clesValeurs', lignes: salarie },
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

/** A participant entered at step 2, for the DIA pre-filled with its identity (brief §2.3). */
export interface ParticipantDia {
  nom: string;
  prenom: string;
  /** 'yyyy-mm-dd'. */
  dateNaissance: string;
  /** The college's label ('Cadres'). */
  college: string | null;
}

/** What some documents read beyond the company: the projet (guarantees, tariff), the participant of a DIA. */
export interface DonneesDocumentSouscription {
  projet?: ProjetDetail;
  participant?: ParticipantDia;
}

const produitDe = (c: ContexteDocumentSouscription) => DEMANDE_ADHESION.produits[c.codeProduit] ?? c.codeProduit;
const sections = (liste: readonly (readonly [string, readonly string[]])[]): Bloc[] =>
  liste.flatMap(([titre, paragraphes]): Bloc[] => [{ type: 'titre', texte: titre }, ...paragraphes.map((texte): Bloc => ({ type: 'paragraphe', texte }))]);

/** Conditions générales of the product (the same for every client; the projet in the footer). */
export function vueConditionsGenerales(c: ContexteDocumentSouscription): VueDocument {
  const g = KD.conditionsGenerales;
  return {
    titre: g.titre,
    sousTitre: g.sousTitre[c.codeProduit],
    piedDePage: pied(c),
    blocs: [{ type: 'paragraphe', texte: g.reference(produitDe(c)) }, ...sections(g.sections[c.codeProduit])],
  };
}

/** Guide employeur of the product (the same for every client). */
export function vueGuideEmployeur(c: ContexteDocumentSouscription): VueDocument {
  const g = KD.guideEmployeur;
  return { titre: g.titre, sousTitre: g.sousTitre[c.codeProduit], piedDePage: pied(c), blocs: sections(g.sections[c.codeProduit]) };
}

/** Contribution lines of the DSN sheet: [structure or tranche, base, rate, indicative amount]. */
export function lignesCotisationsDsn(projet: ProjetDetail): string[][] {
  const d = KD.parametrageDsn;
  if (estProjetSante(projet)) {
    return (projet.tarifs?.tarifs ?? []).map((l) => [LIBELLES_STRUCTURE_SANTE[l.structure] ?? l.structure, d.baseSante, formatPourcent(l.tarif.taux), d.montantMensuel(formatEuros(l.tarif.budget_mensuel))]);
  }
  if (!estProjetPrevoyance(projet)) return [];
  return (projet.tarifs?.tarifs ?? [])
    .filter((l) => l.type_masse_salariale === 'T1' || projet.type_masse_salariale === 'T12')
    .map((l) => {
      const tranche = d.tranches[l.type_masse_salariale];
      return [tranche, d.baseTranche(tranche), formatPourcent(l.tarif.taux), d.montantAnnuel(formatEuros(l.tarif.budget_annuel))];
    });
}

/** Fiche de paramétrage DSN: the company, the contract and its codes, populations and contributions (brief §2.6). */
export function vueParametrageDsn(c: ContexteDocumentSouscription, projet: ProjetDetail): VueDocument {
  const d = KD.parametrageDsn;
  const cotisations = lignesCotisationsDsn(projet);
  const college = projet.type_college;
  return {
    titre: d.titre,
    sousTitre: d.sousTitre(produitDe(c), c.raisonSociale),
    piedDePage: pied(c),
    blocs: [
      { type: 'paragraphe', texte: d.intro },
      { type: 'titre', texte: d.entreprise },
      {
        type: 'clesValeurs',
        lignes: [
          [d.raisonSociale, c.raisonSociale],
          [d.siret, formatSiret(c.siret, K.pdf.aCompleter)],
        ],
      },
      { type: 'titre', texte: d.contrat },
      {
        type: 'clesValeurs',
        largeurLibelle: 0.4,
        lignes: [
          [d.reference, d.referenceValeur(c.idProjet)],
          [d.organisme, d.organismeValeur(d.codeOrganisme, c.assureur)],
          [d.delegataire, d.sansDelegataire],
          [d.typeContrat, d.typesContrat[c.codeProduit]],
          [d.dateEffet, c.dateEffet ? formatDateFr(c.dateEffet.slice(0, 10)) : K.pdf.aCompleter],
        ],
      },
      { type: 'titre', texte: d.populations },
      {
        type: 'tableau',
        colonnes: d.colonnesPopulations.map((entete, i) => ({ entete, largeur: i === 0 ? 2 : 1 })),
        lignes: [[college.label, CODES_POPULATION_DSN[college.value], codeOptionDsn(projet.produit.code, projet.produit.id), String(projet.effectif_college)]],
      },
      { type: 'titre', texte: d.cotisations },
      ...(cotisations.length
        ? [
            { type: 'tableau', colonnes: d.colonnesCotisations.map((entete, i) => ({ entete, largeur: i === 1 ? 1.6 : 1.2 })), lignes: cotisations } as Bloc,
            { type: 'paragraphe', texte: c.codeProduit === 'SSC' ? d.noteSante('50 %') : d.notePrevoyance, note: true } as Bloc,
          ]
        : [{ type: 'paragraphe', texte: d.tarifAbsent } as Bloc]),
      { type: 'titre', texte: d.paiement },
      { type: 'paragraphe', texte: d.paiementTexte },
    ],
  };
}

/** Formulaire de dispense d'affiliation: health's public-order cases and the act's; provident only the act's. */
export function vueDispenseAffiliation(c: ContexteDocumentSouscription): VueDocument {
  const d = KD.dispense;
  const colonnes = d.colonnes.map((entete, i) => ({ entete, largeur: i === 0 ? 0.25 : i === 1 ? 2.4 : 1.6 }));
  const cases = (liste: readonly (readonly [string, string])[]): Bloc => ({ type: 'tableau', colonnes, lignes: liste.map(([cas, preuve]) => ['☐', cas, preuve]) });
  const sante = c.codeProduit === 'SSC';
  const due = DUE_DOCUMENTS.dispense;
  return {
    titre: d.titre,
    sousTitre: d.sousTitre[c.codeProduit](c.raisonSociale),
    piedDePage: pied(c),
    blocs: [
      { type: 'clesValeurs', lignes: lignesVides(d.identite) },
      { type: 'paragraphe', texte: due.casTitre },
      ...(sante ? [{ type: 'paragraphe', texte: d.ordrePublicTitre, note: true } as Bloc, cases(due.ordrePublic)] : []),
      { type: 'paragraphe', texte: d.facultativesTitre[c.codeProduit], note: true },
      cases(sante ? [...d.facultatives, ...d.facultativesSante] : d.facultatives),
      { type: 'clesValeurs', lignes: due.echeance, largeurLibelle: 0.6 },
      { type: 'paragraphe', texte: due.mention },
      ...blocSignature(),
    ],
  };
}

/** Désignation de bénéficiaire of the death capital (provident): standard or specific clause. */
export function vueDesignationBeneficiaire(c: ContexteDocumentSouscription): VueDocument {
  const d = KD.designation;
  return {
    titre: d.titre,
    sousTitre: d.sousTitre(c.raisonSociale),
    piedDePage: pied(c),
    blocs: [
      { type: 'titre', texte: d.assure },
      { type: 'clesValeurs', lignes: lignesVides(d.identite) },
      { type: 'titre', texte: d.titre },
      { type: 'paragraphe', texte: d.choix },
      { type: 'paragraphe', texte: d.standard },
      { type: 'paragraphe', texte: d.specifique },
      tableauVide(d.colonnes, 4),
      { type: 'paragraphe', texte: d.notaire },
      ...d.informations.map((texte): Bloc => ({ type: 'paragraphe', texte, note: true })),
      ...blocSignature(),
    ],
  };
}

/** Tableau de garanties of the projet (SSC levels per poste, SPC values), for the employees. */
export function vueTableauGaranties(c: ContexteDocumentSouscription, projet: ProjetDetail): VueDocument {
  const g = KD.garanties;
  return {
    titre: g.titre,
    sousTitre: g.sousTitre(produitDe(c), c.raisonSociale),
    piedDePage: pied(c),
    blocs: [
      { type: 'titre', texte: g.contrat },
      {
        type: 'clesValeurs',
        lignes: [
          [g.offre, projet.produit.libelle ?? produitDe(c)],
          [g.college, projet.type_college.label],
          [g.dateEffet, c.dateEffet ? formatDateFr(c.dateEffet.slice(0, 10)) : K.pdf.aCompleter],
        ],
      },
      { type: 'paragraphe', texte: g.intro[c.codeProduit] },
      ...(projet.tarifs ? blocsGaranties(projet) : [{ type: 'paragraphe', texte: g.tarifAbsent } as Bloc]),
      { type: 'paragraphe', texte: g.note, note: true },
    ],
  };
}

export const NOMS_FICHIERS: Record<Exclude<CodeDocumentSouscription, 'fic'>, string> = {
  'mandat-sepa': 'Mandat SEPA DSN',
  'mandat-ria': 'Mandat de resiliation infra-annuelle',
  'conditions-generales': 'Conditions generales',
  'parametrage-dsn': 'Fiche de parametrage DSN',
  'guide-employeur': 'Guide employeur',
  'bulletin-affiliation': 'Bulletin individuel d affiliation',
  'bulletin-affiliation-nominatif': 'Bulletin individuel d affiliation',
  'dispense-affiliation': 'Formulaire de dispense d affiliation',
  'designation-beneficiaire': 'Designation de beneficiaire',
  notice: 'Notice d information',
  'tableau-garanties': 'Tableau de garanties',
};

function exiger<T>(valeur: T | undefined, code: string): T {
  if (valeur === undefined) throw new Error(`Document ${code} sans ses données`);
  return valeur;
}

export function vueDocumentSouscription(code: Exclude<CodeDocumentSouscription, 'fic'>, c: ContexteDocumentSouscription, donnees: DonneesDocumentSouscription = {}): VueDocument {
  switch (code) {
    case 'mandat-sepa':
      return vueMandatSepa(c);
    case 'mandat-ria':
      return vueMandatRia(c);
    case 'conditions-generales':
      return vueConditionsGenerales(c);
    case 'parametrage-dsn':
      return vueParametrageDsn(c, exiger(donnees.projet, code));
    case 'guide-employeur':
      return vueGuideEmployeur(c);
    case 'bulletin-affiliation':
      return vueBulletinAffiliation(c);
    case 'bulletin-affiliation-nominatif':
      return vueBulletinAffiliation(c, exiger(donnees.participant, code));
    case 'dispense-affiliation':
      return vueDispenseAffiliation(c);
    case 'designation-beneficiaire':
      return vueDesignationBeneficiaire(c);
    case 'notice':
      return vueNoticeSouscription(c);
    case 'tableau-garanties':
      return vueTableauGaranties(c, exiger(donnees.projet, code));
  }
}
