import { raisonPourNomDeFichier } from '../../domain/nom-fichier';
import type { Bloc, VueDocument } from '../../documents/pdf/blocs';
import { repartitionCotisations } from '../../domain/due/cotisations';
import { choixAyantsDroit } from '../../domain/due/regles';
import type { EtatTunnelDue, ProjetDue } from '../../domain/due/types';
import { DUE, DUE_DOCUMENTS as D, LIBELLES_STRUCTURE_SANTE, SOUSCRIPTION } from '../../domain/messages';
import { formatDateFr, formatEuros, formatEurosRonds, formatNombre, formatPourcent, formatSiret } from '../../domain/format';

/**
 * The DUE kit's documents as data (brief §1.8), pure: the projet, the tunnel's answers and the
 * request's date in, a document of blocks out, drawn by the one block renderer. Every document names
 * the company, the college, the employer share and the date of entry into force.
 */

/** The codes of the kit's documents (stable: the page and the archive select by them). */
export const DOCUMENTS_DUE = ['decision', 'lettre-information', 'liste-emargement', 'demande-dispense', 'information-cse', 'denonciation', 'notice'] as const;
export type CodeDocumentDue = (typeof DOCUMENTS_DUE)[number];

export interface ContexteDocumentsDue {
  projet: ProjetDue;
  etat: EtatTunnelDue;
  /** The offer's name, printed as the contract. */
  produit: string;
  /** Poste / level chosen, for the guarantees annex. */
  garanties: [string, string][];
  pmss: { annee: number; montant: number } | null;
  bareme: string;
  /** 'dd/mm/yyyy à hh:mm', printed in the footer. */
  genereLe: string;
}

/** R2312-22 C. trav.: the CSE is consulted from 50 employees; below, it is informed only. */
export const SEUIL_CONSULTATION_CSE = 50;

export function consultationCse(projet: Pick<ProjetDue, 'effectifGlobal'>): boolean {
  return (projet.effectifGlobal ?? 0) >= SEUIL_CONSULTATION_CSE;
}

const modification = (c: ContexteDocumentsDue) => c.etat.etape2.etatRegime === 'MODIFICATION';
const college = (c: ContexteDocumentsDue) => c.etat.etape5.libelle ?? D.nonRenseigne;
const dateEffet = (c: ContexteDocumentsDue) => (c.etat.etape9.dateEntreeVigueur ? formatDateFr(c.etat.etape9.dateEntreeVigueur) : D.aCompleter);
const part = (c: ContexteDocumentsDue) => c.etat.etape7.partCotisation ?? 50;

function adresse(c: ContexteDocumentsDue): string {
  const a = c.etat.etape1.adresse;
  return [a.voie, `${a.codePostal} ${a.ville}`.trim()].filter(Boolean).join(', ') || D.nonRenseigne;
}

function blocIdentite(c: ContexteDocumentsDue): Bloc[] {
  const i = D.identite;
  const lignes: [string, string][] = [
    [i.raisonSociale, c.projet.raisonSociale],
    [i.siret, formatSiret(c.projet.siret, D.nonRenseigne)],
    [i.adresse, adresse(c)],
  ];
  if (c.projet.ccn) lignes.push([i.ccn, `${c.projet.ccn.libelle} (IDCC ${c.projet.ccn.idcc})`]);
  if (c.projet.effectifGlobal !== null) lignes.push([i.effectif, formatNombre(c.projet.effectifGlobal, 0)]);
  return [{ type: 'titre', texte: i.titre }, { type: 'clesValeurs', lignes }];
}

function libelleStructure(c: ContexteDocumentsDue): string {
  const s = c.etat.etape1.structureTarifaire;
  return s ? (SOUSCRIPTION.informations.modesCotisation[s] ?? s) : D.nonRenseigne;
}

/** The contribution grid: rate, total and split per structure line (brief §1.4). */
export function grilleCotisations(c: ContexteDocumentsDue): Bloc[] {
  const s = c.etat.etape1.structureTarifaire;
  if (!s) return [];
  const lignes = repartitionCotisations(c.projet.tarifs, s, c.etat.etape6.affiliationAyantsDroit, part(c));
  const blocs: Bloc[] = [
    {
      type: 'tableau',
      colonnes: D.decision.colonnesCotisations.map((entete, i) => ({ entete, largeur: i === 0 ? 2.2 : 1, align: i === 0 ? 'left' : 'right' })),
      lignes: lignes.map((l) => [
        (LIBELLES_STRUCTURE_SANTE as Record<string, string>)[l.structure] ?? l.structure,
        formatPourcent(l.taux),
        formatEuros(l.total),
        formatEuros(l.employeur),
        formatEuros(l.salarie),
      ]),
    },
  ];
  if (c.pmss) blocs.push({ type: 'paragraphe', texte: D.decision.notePmss(c.pmss.annee, formatEurosRonds(c.pmss.montant)), note: true });
  return blocs;
}

function appel(c: ContexteDocumentsDue): string | null {
  const a = c.etat.etape1.appelDeCotisation;
  return a ? (DUE.appels[a] ?? a) : null;
}

function texteAyantsDroit(c: ContexteDocumentsDue): string {
  const a = D.decision.articles;
  const affiliation = c.etat.etape6.affiliationAyantsDroit;
  if (affiliation === 'OBLIGATOIRE') return a.ayantsDroitObligatoire;
  return choixAyantsDroit(c.etat.etape1.structureTarifaire).portee === 'conjoint' ? a.ayantsDroitConjoint : a.ayantsDroitFacultatif;
}

/** Art. 3: the ordre-public dispenses recited, the employee-contribution one when share < 100, then the selected optional ones. */
function blocsDispenses(c: ContexteDocumentsDue): Bloc[] {
  const a = D.decision.articles;
  const ordrePublic = [...a.ordrePublic, ...(part(c) < 100 && !modification(c) ? [a.ordrePublicContributif] : [])];
  const facultatives = c.etat.etape8.autresCasDeDispenses ? c.etat.etape8.dispenseAffiliation : [];
  return [
    { type: 'titre', texte: a.obligatoire },
    { type: 'paragraphe', texte: a.obligatoireTexte },
    { type: 'paragraphe', texte: a.ordrePublicTitre },
    ...ordrePublic.map((t): Bloc => ({ type: 'paragraphe', texte: `– ${t}` })),
    { type: 'paragraphe', texte: facultatives.length ? a.facultativesTitre : a.aucuneFacultative },
    ...facultatives.map((code): Bloc => ({ type: 'paragraphe', texte: `– ${D.dispense.facultatives[code]?.[0] ?? DUE.dispenses[code] ?? code} ;` })),
    { type: 'paragraphe', texte: a.formaliteDispense },
  ];
}

function entete(c: ContexteDocumentsDue, titre: string): Pick<VueDocument, 'titre' | 'sousTitre' | 'piedDePage'> {
  return { titre, sousTitre: D.sousTitre(c.projet.raisonSociale, college(c)), piedDePage: D.pied(c.projet.idProjet, c.bareme, c.genereLe) };
}

export function vueDecision(c: ContexteDocumentsDue): VueDocument {
  const d = D.decision;
  const a = d.articles;
  const blocs: Bloc[] = [
    ...blocIdentite(c),
    { type: 'titre', texte: d.preambuleTitre },
    { type: 'paragraphe', texte: d.preambule(c.projet.raisonSociale) },
    ...(modification(c) ? [{ type: 'paragraphe', texte: d.preambuleModification(dateEffet(c)) } as Bloc] : []),
    { type: 'paragraphe', texte: d.preambuleCse(consultationCse(c.projet)) },
    { type: 'titre', texte: a.objet },
    { type: 'paragraphe', texte: a.objetTexte },
    { type: 'titre', texte: a.beneficiaires },
    { type: 'paragraphe', texte: a.beneficiairesTexte(college(c)) },
    ...(c.projet.typeCollege === 'TOUS' ? [] : [{ type: 'paragraphe', texte: a.beneficiairesCategorie, note: true } as Bloc]),
    ...blocsDispenses(c),
    { type: 'titre', texte: a.ayantsDroit },
    { type: 'paragraphe', texte: texteAyantsDroit(c) },
    { type: 'titre', texte: a.garanties },
    { type: 'paragraphe', texte: a.garantiesTexte(c.produit, c.projet.idProjet) },
    ...(c.projet.surComplementaire ? [{ type: 'paragraphe', texte: d.surcomplementaire, note: true } as Bloc] : []),
    { type: 'titre', texte: a.cotisations },
    { type: 'paragraphe', texte: a.cotisationsTexte(libelleStructure(c), part(c), appel(c)) },
    ...grilleCotisations(c),
    { type: 'titre', texte: a.suspension },
    { type: 'paragraphe', texte: a.suspensionTexte },
    { type: 'titre', texte: a.portabilite },
    { type: 'paragraphe', texte: a.portabiliteTexte },
    { type: 'titre', texte: a.information },
    { type: 'paragraphe', texte: a.informationTexte },
    { type: 'titre', texte: a.effet },
    { type: 'paragraphe', texte: a.effetTexte(dateEffet(c)) },
    { type: 'titre', texte: a.revision },
    { type: 'paragraphe', texte: a.revisionTexte },
    { type: 'titre', texte: d.signatureTitre },
    { type: 'clesValeurs', lignes: d.signature },
    { type: 'saut' },
    { type: 'titre', texte: d.annexeGaranties },
    { type: 'tableau', colonnes: d.colonnesGaranties.map((entete, i) => ({ entete, largeur: i === 0 ? 1.4 : 2 })), lignes: c.garanties.map(([p, n]) => [p, n]) },
    { type: 'titre', texte: d.annexeCotisations },
    ...grilleCotisations(c),
  ];
  return { ...entete(c, d.titre(modification(c))), blocs };
}

export function vueLettreInformation(c: ContexteDocumentsDue): VueDocument {
  const l = D.lettre;
  return {
    ...entete(c, l.titre),
    blocs: [
      { type: 'clesValeurs', lignes: [[D.identite.raisonSociale, c.projet.raisonSociale], [D.identite.adresse, adresse(c)], ...l.destinataire] },
      { type: 'titre', texte: l.objet(modification(c)) },
      { type: 'paragraphe', texte: l.corps(c.projet.raisonSociale, college(c), dateEffet(c)) },
      { type: 'paragraphe', texte: l.cotisation(part(c)) },
      ...grilleCotisations(c),
      { type: 'paragraphe', texte: texteAyantsDroit(c) },
      { type: 'paragraphe', texte: l.dispense },
      { type: 'paragraphe', texte: l.piecesJointes, note: true },
      { type: 'titre', texte: l.arTitre },
      { type: 'paragraphe', texte: l.ar(dateEffet(c)) },
      { type: 'clesValeurs', lignes: l.arSignature },
    ],
  };
}

export function vueEmargement(c: ContexteDocumentsDue): VueDocument {
  const e = D.emargement;
  return {
    ...entete(c, e.titre),
    blocs: [
      { type: 'paragraphe', texte: e.intro(dateEffet(c), part(c)) },
      { type: 'tableau', colonnes: e.colonnes.map((entete, i) => ({ entete, largeur: i === 3 ? 1.6 : 1 })), lignes: Array.from({ length: e.lignes }, () => ['', '', '', '']), taille: 11 },
    ],
  };
}

export function vueDemandeDispense(c: ContexteDocumentsDue): VueDocument {
  const d = D.dispense;
  const cases: [string, string][] = [...d.ordrePublic];
  if (part(c) < 100 && !modification(c)) cases.push(d.contributif);
  if (c.etat.etape8.autresCasDeDispenses) for (const code of c.etat.etape8.dispenseAffiliation) if (d.facultatives[code]) cases.push(d.facultatives[code]);
  return {
    ...entete(c, d.titre),
    blocs: [
      { type: 'paragraphe', texte: d.intro(c.projet.raisonSociale, dateEffet(c), part(c)) },
      { type: 'clesValeurs', lignes: d.identite },
      { type: 'paragraphe', texte: d.casTitre },
      { type: 'tableau', colonnes: d.colonnes.map((entete, i) => ({ entete, largeur: i === 0 ? 0.25 : i === 1 ? 2.4 : 1.6 })), lignes: cases.map(([cas, preuve]) => ['☐', cas, preuve]) },
      { type: 'clesValeurs', lignes: d.echeance, largeurLibelle: 0.6 },
      { type: 'paragraphe', texte: d.mention },
      { type: 'clesValeurs', lignes: d.signature },
    ],
  };
}

export function vueInformationCse(c: ContexteDocumentsDue): VueDocument {
  const s = D.cse;
  const consultation = consultationCse(c.projet);
  const a = D.decision.articles;
  return {
    ...entete(c, s.titre(consultation)),
    blocs: [
      { type: 'paragraphe', texte: s.cadre(consultation), note: true },
      { type: 'titre', texte: s.convocationTitre },
      { type: 'paragraphe', texte: s.convocation(c.projet.raisonSociale, consultation, modification(c)) },
      { type: 'titre', texte: s.noteTitre },
      {
        type: 'clesValeurs',
        lignes: [
          ...s.note.map(([k, v]): [string, string] => [k, v.replace('{id}', String(c.projet.idProjet))]),
          [D.identite.raisonSociale, c.projet.raisonSociale],
          [a.beneficiaires.replace(/^Article \d+ — /, ''), college(c)],
          [a.cotisations.replace(/^Article \d+ — /, ''), a.cotisationsTexte(libelleStructure(c), part(c), appel(c))],
          [a.ayantsDroit.replace(/^Article \d+ — /, ''), texteAyantsDroit(c)],
          [a.effet.replace(/^Article \d+ — /, ''), a.effetTexte(dateEffet(c))],
        ],
        largeurLibelle: 0.28,
      },
      ...grilleCotisations(c),
      { type: 'paragraphe', texte: s.calendrier(dateEffet(c)) },
      { type: 'paragraphe', texte: s.projetJoint, note: true },
      { type: 'titre', texte: s.avisTitre(consultation) },
      { type: 'clesValeurs', lignes: s.avis },
    ],
  };
}

export function vueDenonciation(c: ContexteDocumentsDue): VueDocument {
  const n = D.denonciation;
  const a = D.decision.articles;
  return {
    ...entete(c, n.titre),
    blocs: [
      { type: 'clesValeurs', lignes: [[D.identite.raisonSociale, c.projet.raisonSociale], [D.identite.adresse, adresse(c)]] },
      { type: 'paragraphe', texte: n.corps(c.projet.raisonSociale) },
      { type: 'paragraphe', texte: n.fin(dateEffet(c)) },
      { type: 'paragraphe', texte: n.changements },
      { type: 'paragraphe', texte: `– ${a.beneficiairesTexte(college(c))}` },
      { type: 'paragraphe', texte: `– ${a.cotisationsTexte(libelleStructure(c), part(c), appel(c))}` },
      ...grilleCotisations(c),
      { type: 'paragraphe', texte: n.procedure, note: true },
      { type: 'clesValeurs', lignes: n.remise },
      { type: 'saut' },
      { type: 'titre', texte: n.noteCseTitre },
      { type: 'paragraphe', texte: n.noteCse(dateEffet(c)) },
      { type: 'paragraphe', texte: D.cse.cadre(consultationCse(c.projet)), note: true },
    ],
  };
}

const VUES: Record<Exclude<CodeDocumentDue, 'notice'>, (c: ContexteDocumentsDue) => VueDocument> = {
  decision: vueDecision,
  'lettre-information': vueLettreInformation,
  'liste-emargement': vueEmargement,
  'demande-dispense': vueDemandeDispense,
  'information-cse': vueInformationCse,
  denonciation: vueDenonciation,
};

export function vueDocumentDue(code: Exclude<CodeDocumentDue, 'notice'>, c: ContexteDocumentsDue): VueDocument {
  return VUES[code](c);
}

/** 'DUE - Decision unilaterale - ACME.pdf': the company in the name, nothing a file system refuses. */
export function nomFichierDue(nom: string, raisonSociale: string): string {
  const propre = `${nom} - ${raisonPourNomDeFichier(raisonSociale)}`;
  return `${propre.slice(0, 120)}.pdf`;
}
