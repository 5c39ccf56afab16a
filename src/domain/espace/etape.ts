/**
 * Where a file stands in the broker's pipeline 'Mes clients' (issue 28 item 2, docs/adr/0081), pure.
 * The stage follows from the projet's statut, its latest signature transaction and whether a DUE was
 * saved; the rules are one ordered table (REGLES_ETAPE) that this function reads and that the
 * workspace's query turns into its SQL CASE, so the page, the filter and the sort never disagree.
 */
import { ESPACE } from '../messages';
import type { StatutProjet } from '../projets/projet.types';
import type { EtatTransaction } from '../signature/types';
import { etapeComplete, type Progression } from '../souscription/progression';

export const ETAPES_DOSSIER = ['PROJET', 'ETUDE_REMISE', 'SOUSCRIPTION', 'SIGNATURE_EN_ATTENTE', 'SIGNEE', 'REFUSEE', 'DUE_PRETE'] as const;
export type EtapeDossier = (typeof ETAPES_DOSSIER)[number];

/** What the stage is read from (the query reads the same columns). */
export interface EtatDossier {
  statut: StatutProjet;
  /** State of the projet's latest signature transaction (by creation); null when none was opened. */
  signature: EtatTransaction | null;
  /** A DUE was saved for this projet (its tunnel's row exists). */
  due: boolean;
}

/** One line of the table: every condition given must hold; the first matching line wins. */
export interface RegleEtape {
  etape: EtapeDossier;
  statuts?: readonly StatutProjet[];
  signatures?: readonly EtatTransaction[];
  due?: boolean;
}

const SIGNES: readonly StatutProjet[] = ['ACCEPTE', 'ETUDE_GESTION'];

/**
 * In order. A refusal is the latest transaction's (a relaunch opens a new one, which hides it). A
 * signed file is signed by its transaction or by its statut (a file accepted before transactions
 * existed); with a DUE saved, the DUE is ready. A transaction open (created, in progress,
 * interrupted) is a signature waiting; an expired or failed one sends the file back to its statut.
 */
export const REGLES_ETAPE: readonly RegleEtape[] = [
  { etape: 'REFUSEE', signatures: ['REFUSEE'] },
  { etape: 'DUE_PRETE', signatures: ['SIGNEE'], due: true },
  { etape: 'DUE_PRETE', statuts: SIGNES, due: true },
  { etape: 'SIGNEE', signatures: ['SIGNEE'] },
  { etape: 'SIGNEE', statuts: SIGNES },
  { etape: 'SIGNATURE_EN_ATTENTE', statuts: ['SIGNATURE_EN_ATTENTE'] },
  { etape: 'SIGNATURE_EN_ATTENTE', signatures: ['CREEE', 'EN_COURS', 'INTERROMPUE'] },
  { etape: 'SOUSCRIPTION', statuts: ['EN_SOUSCRIPTION'] },
  { etape: 'ETUDE_REMISE', statuts: ['ETUDE_PERSONNALISEE_EDITEE', 'DEMANDE_ADHESION_EDITEE'] },
];
/** No line matched: a projet being quoted. */
export const ETAPE_PAR_DEFAUT: EtapeDossier = 'PROJET';

export function regleSatisfaite(r: RegleEtape, e: EtatDossier): boolean {
  if (r.statuts && !r.statuts.includes(e.statut)) return false;
  if (r.signatures && (e.signature === null || !r.signatures.includes(e.signature))) return false;
  if (r.due !== undefined && r.due !== e.due) return false;
  return true;
}

/**
 * The stage of one file by the rule table read in order.
 * @internal The product runs the same table as SQL (espace.repository's ETAPE_SQL, to filter and
 * sort on the server); this reading is the referee the medium test checks the SQL against.
 */
export function etapeDossier(e: EtatDossier): EtapeDossier {
  return REGLES_ETAPE.find((r) => regleSatisfaite(r, e))?.etape ?? ETAPE_PAR_DEFAUT;
}

/** A signature waiting longer than this is to be relaunched ('à relancer'). */
export const JOURS_AVANT_RELANCE = 7;

/** The instant before which a waiting signature is 'à relancer'. */
export function limiteRelance(maintenant: Date): Date {
  return new Date(maintenant.getTime() - JOURS_AVANT_RELANCE * 24 * 3600 * 1000);
}

/** 'À relancer': refused, or a signature waiting for more than JOURS_AVANT_RELANCE days. */
export function aRelancer(etape: EtapeDossier, depuis: Date | null, maintenant: Date): boolean {
  if (etape === 'REFUSEE') return true;
  return etape === 'SIGNATURE_EN_ATTENTE' && depuis !== null && depuis.getTime() < limiteRelance(maintenant).getTime();
}

/**
 * The file's completion percent: nothing filled before the subscription, the subscription's own
 * percent while it is filled (null when it could not be read), complete once sent for signature.
 */
export function progressionDossier(etape: EtapeDossier, souscription: number | null): number {
  if (etape === 'PROJET' || etape === 'ETUDE_REMISE') return 0;
  if (etape === 'SOUSCRIPTION') return souscription ?? 0;
  return 100;
}

/** The sorts of the list; the first is the default (most recent activity first). */
export const TRIS_DOSSIERS = ['activite', 'raison_sociale', 'etape'] as const;
export type TriDossiers = (typeof TRIS_DOSSIERS)[number];

/** The badge's words: 'En souscription 40 %', 'Signature en attente depuis le 01/12/2026'… */
export function libelleEtape(etape: EtapeDossier, x: { progression: number; depuis: string | null }): string {
  const date = x.depuis;
  switch (etape) {
    case 'SOUSCRIPTION':
      return ESPACE.etapes.souscription(x.progression);
    case 'SIGNATURE_EN_ATTENTE':
      return date ? ESPACE.etapes.signatureEnAttenteDepuis(date) : ESPACE.etapes.signatureEnAttente;
    case 'SIGNEE':
      return date ? ESPACE.etapes.signeeLe(date) : ESPACE.etapes.signee;
    case 'REFUSEE':
      return date ? ESPACE.etapes.refuseeLe(date) : ESPACE.etapes.refusee;
    default:
      return ESPACE.etapes.libelles[etape];
  }
}

/**
 * What a subscription in progress still needs, in words: 'informations complémentaires',
 * '2 participants', then each required piece not yet given by its step-3 label.
 */
export function manquantsDossier(p: Progression, piecesManquantes: readonly string[]): string[] {
  const out: string[] = [];
  if (!etapeComplete(p.informationsComplementaires)) out.push(ESPACE.manquants.informations);
  if (!etapeComplete(p.participants)) {
    const n = p.participants.nbTotal - p.participants.nbCompleted;
    out.push(n > 0 ? ESPACE.manquants.participants(n) : ESPACE.manquants.participantsAVerifier);
  }
  out.push(...piecesManquantes);
  return out;
}
