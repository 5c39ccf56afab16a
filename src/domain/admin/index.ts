/**
 * Pure rules of the administration (issue 29, ADR 0062–0063), shared by the server and the /admin
 * pages: which documents an admin may regenerate, a batch's filter and progress, what an admin sees
 * of a job's payload and of an e-mail's recipient.
 */
import { ADMIN } from '../messages/admin';

/** The role that opens /api/admin and /admin. */
export const ROLE_ADMIN = 'admin';

/**
 * The subscription kit's documents an admin may regenerate (`souscription/<code>`): those the
 * `souscription.document` job makes from one projet's file. Not the static ones (the same for every
 * client), the FIC model (it prints the broker's name), the pre-filled DIAs (one per participant) nor
 * the membership request (once signed, the signed copy is the one served).
 */
export const DOCUMENTS_KIT_REGENERABLES = ['mandat-sepa', 'mandat-ria', 'parametrage-dsn', 'bulletin-affiliation', 'dispense-affiliation', 'designation-beneficiaire', 'tableau-garanties'] as const;
/** The DUE kit's documents an admin may regenerate (`due/<code>`): all but the static notice. */
export const DOCUMENTS_DUE_REGENERABLES = ['decision', 'lettre-information', 'liste-emargement', 'demande-dispense', 'information-cse', 'denonciation'] as const;

/**
 * Documents an admin may regenerate (ADR 0063, 0079): the personalised study, a health projet's base
 * benefits description, one document of the subscription kit, one of the DUE kit — the type names
 * the document (`souscription/mandat-sepa`, `due/decision`).
 */
export const DOCUMENTS_REGENERABLES = [
  'etude-personnalisee',
  'descriptif-prestations',
  ...DOCUMENTS_KIT_REGENERABLES.map((c) => `souscription/${c}` as const),
  ...DOCUMENTS_DUE_REGENERABLES.map((c) => `due/${c}` as const),
] as const;
export type DocumentRegenerable = (typeof DOCUMENTS_REGENERABLES)[number];

/** The kit a regenerable document belongs to and its code there ('souscription/mandat-sepa' → souscription, mandat-sepa); null for a document of its own. */
export function documentDuKit(type: DocumentRegenerable): { kit: 'souscription' | 'due'; code: string } | null {
  const [kit, code] = type.split('/');
  return code !== undefined && (kit === 'souscription' || kit === 'due') ? { kit, code } : null;
}

/** Its French name (the /admin select, a batch's title). */
export function libelleDocumentRegenerable(type: string): string {
  return ADMIN.libellesDocuments[type] ?? type;
}

/**
 * The document's name inside its kit's group of the page's list ('Mandat de prélèvement SEPA'):
 * a phone's select shows about 30 characters, the kit is the group's label (the full name stays
 * in the batch's report and under the list).
 */
export function libelleCourtDocument(type: DocumentRegenerable): string {
  if (ADMIN.libellesCourtsDocuments[type]) return ADMIN.libellesCourtsDocuments[type];
  const libelle = libelleDocumentRegenerable(type);
  const kit = documentDuKit(type)?.kit;
  const prefixe = kit ? `${ADMIN.groupesDocuments[kit]} — ` : '';
  return prefixe && libelle.startsWith(prefixe) ? libelle.slice(prefixe.length) : libelle;
}

export const estDocumentRegenerable = (v: unknown): v is DocumentRegenerable => DOCUMENTS_REGENERABLES.includes(v as DocumentRegenerable);

/** A batch holds at most this many documents (one row each, frozen at start). */
export const TAILLE_MAX_LOT = 5_000;

export const STATUTS_LOT = ['EN_COURS', 'TERMINE', 'ANNULE'] as const;
export type StatutLot = (typeof STATUTS_LOT)[number];
export const STATUTS_ELEMENT = ['A_FAIRE', 'FAIT', 'ECHEC', 'ANNULE'] as const;
export type StatutElement = (typeof STATUTS_ELEMENT)[number];

/** Which projets a batch takes: every field optional; dates 'yyyy-mm-dd', on the projet's last change, both included. */
export interface FiltreLot {
  codeProduit?: string;
  codeDistributeur?: string;
  baremeVersion?: string;
  statut?: string;
  depuis?: string;
  jusqua?: string;
}

/** The filter's mistake, or null. */
export function erreurFiltreLot(filtre: FiltreLot): string | null {
  if (filtre.depuis && filtre.jusqua && filtre.jusqua < filtre.depuis) return ADMIN.periodeInvalide;
  return null;
}

/** Whether a batch of this many projets may start: the refusal's message, or null. */
export function erreurTailleLot(total: number): string | null {
  if (total === 0) return ADMIN.lotVide;
  if (total > TAILLE_MAX_LOT) return ADMIN.lotTropGrand(TAILLE_MAX_LOT);
  return null;
}

export interface ProgressionLot {
  total: number;
  faits: number;
  echecs: number;
  annules: number;
  restants: number;
  /** 0 to 100, of the documents settled (done, failed or cancelled). */
  pourcentage: number;
  statut: StatutLot;
}

/**
 * A batch's progress from its rows' counts. A batch is over (TERMINE) once no row is left to do;
 * a cancelled batch stays ANNULE whatever its rows say.
 */
export function progressionLot(statutLot: StatutLot, comptes: Partial<Record<StatutElement, number>>): ProgressionLot {
  const faits = comptes.FAIT ?? 0;
  const echecs = comptes.ECHEC ?? 0;
  const annules = comptes.ANNULE ?? 0;
  const restants = comptes.A_FAIRE ?? 0;
  const total = faits + echecs + annules + restants;
  const regles = faits + echecs + annules;
  const statut: StatutLot = statutLot === 'ANNULE' ? 'ANNULE' : restants === 0 ? 'TERMINE' : 'EN_COURS';
  return { total, faits, echecs, annules, restants, pourcentage: total === 0 ? 100 : Math.floor((regles * 100) / total), statut };
}

/** The projet a job concerns, read from its payload's ids (never anything else of it), or null. */
export function projetDuPayload(payload: unknown): number | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  for (const champ of ['idProjet', 'projetId']) {
    if (Number.isSafeInteger(p[champ])) return p[champ] as number;
  }
  if (Array.isArray(p.projetsIds) && Number.isSafeInteger(p.projetsIds[0])) return p.projetsIds[0] as number;
  return null;
}

/** A recipient as an admin sees it: first letter of the local part and the domain's top level ('a•••@•••.fr'). */
export function masquerDestinataire(adresse: string): string {
  const at = adresse.lastIndexOf('@');
  if (at <= 0) return '•••';
  const domaine = adresse.slice(at + 1);
  const point = domaine.lastIndexOf('.');
  return `${adresse[0]}•••@•••${point >= 0 ? domaine.slice(point) : ''}`;
}

/** An error as an admin sees it: one line, at most 300 characters. */
export function erreurLisible(erreur: string): string {
  const ligne = erreur.replace(/\s+/g, ' ').trim();
  return ligne.length > 300 ? `${ligne.slice(0, 299)}…` : ligne;
}
