import { SOUSCRIPTION_PIECES as M } from '../messages/souscription-pieces';
import { piecesEntreprise } from '../referentiels/formes-juridiques';
import type { FormeJuridique } from '../referentiels/types';
import { FORMATS_IMPORT, FORMATS_PIECES, type FormatFichier } from './fichiers';
import type { DecisionEtudeMedicale as DecisionEtudeMedicaleEtape1 } from './etude-medicale';
import type { MethodeAffiliation, ModeAffiliation } from './types';

/**
 * Subscription step 3 'Justificatifs' (02 §2, §4, §5; brief §2.4–2.5, §3): the ONE rule saying
 * which pieces a subscription expects, how many files each takes, and where it stands.
 */

export const CODES_PIECES_SOUSCRIPTION = ['import_participants', 'dsn', 'rib', 'ria', 'sec', 'dia'] as const;
export type CodePieceSouscription = (typeof CODES_PIECES_SOUSCRIPTION)[number];

/** The piece that holds several files; every other code holds one, a new file replacing it (02 §4). */
export const CODE_DIA = 'dia';
export const CODE_IMPORT = 'import_participants';

export type SectionPiece = 'entreprise' | 'complementaire';

export interface PieceAttendue {
  code: string;
  libelle: string;
  section: SectionPiece;
  /** Counts towards the step's progress; an optional piece never blocks. */
  obligatoire: boolean;
  min: number;
  max: number;
  multiple: boolean;
  formats: readonly FormatFichier[];
}

/** The medical-study decision (brief §3, step 1's decisionEtudeMedicale): who fills a questionnaire, hence how many DIA. */
export type DecisionEtudeMedicale = Pick<DecisionEtudeMedicaleEtape1, 'regime' | 'concernes'>;

export interface ContextePieces {
  codeProduit: 'SSC' | 'SPC';
  effectifCollege: number;
  /** Step 1 legal form (referential) and activity code; null until chosen (kbis then). */
  formeJuridique: Pick<FormeJuridique, 'activites' | 'pieces_justificatives'> | null;
  codeActivite: string | null;
  /** The projet replaces a health contract during its year (brief §2.4 ria). */
  resiliationInfraAnnuelle: boolean;
  natureRegime: 'CREATION_REGIME' | 'REPRISE_REGIME' | null;
  methodeAffiliation: MethodeAffiliation | null;
  modeAffiliation: ModeAffiliation | null;
  /** Provident only. */
  etudeMedicale: DecisionEtudeMedicale | null;
  /** Step 1: annuities in payment to a spouse or for education (brief §3.4 → sec). */
  beneficiairesRenteEducationConjoint: boolean;
  /** Step 2: one participant or more on sick leave at the request date. */
  participantEnArretDeTravail: boolean;
  /** Codes of the pieces already held (successfully uploaded): a dsn mandate asks for the RIB. */
  codesPresents: ReadonlySet<string> | readonly string[];
}

/**
 * DIA count (02 §5, brief §3): SPC only — the college headcount when everyone fills a
 * questionnaire (regime TOUS) or when the employees join on paper forms (dia_papier), the number
 * concerned for CONCERNES, none otherwise.
 */
export function nombreDiaRequis(c: Pick<ContextePieces, 'codeProduit' | 'effectifCollege' | 'etudeMedicale' | 'methodeAffiliation' | 'modeAffiliation'>): number {
  if (c.codeProduit !== 'SPC') return 0;
  if (c.methodeAffiliation === 'AUTRES_MODES' && c.modeAffiliation === 'dia_papier') return c.effectifCollege;
  switch (c.etudeMedicale?.regime) {
    case 'TOUS':
      return c.effectifCollege;
    case 'CONCERNES':
      return Math.min(c.etudeMedicale.concernes.length, c.effectifCollege);
    default:
      return 0;
  }
}

const unique = (code: string, libelle: string, section: SectionPiece, obligatoire: boolean): PieceAttendue => ({
  code,
  libelle,
  section,
  obligatoire,
  min: obligatoire ? 1 : 0,
  max: 1,
  multiple: false,
  formats: FORMATS_PIECES,
});

const present = (codes: ContextePieces['codesPresents'], code: string) =>
  codes instanceof Set ? codes.has(code) : (codes as readonly string[]).includes(code);

/**
 * The pieces a subscription expects, in display order: the company's (legal form and activity,
 * kbis by default), the optional DSN mandate and the RIB it brings, the optional RIA mandate
 * (health replacing a contract), then the extra section: the claims statement (provident reprise,
 * a participant on sick leave, or annuities in payment) and the DIA; the participants file when
 * they are imported (optional here: step 2 checks the participants themselves).
 */
export function piecesAttendues(c: ContextePieces): PieceAttendue[] {
  const pieces: PieceAttendue[] = [];
  const forme = c.formeJuridique ?? { activites: [], pieces_justificatives: [] };
  for (const p of piecesEntreprise(forme, c.codeActivite)) pieces.push(unique(p.code, p.libelle, 'entreprise', true));
  pieces.push(unique('dsn', M.libelles.dsn, 'entreprise', false));
  if (present(c.codesPresents, 'dsn')) pieces.push(unique('rib', M.libelles.rib, 'entreprise', true));
  if (c.codeProduit === 'SSC' && c.resiliationInfraAnnuelle) pieces.push(unique('ria', M.libelles.ria, 'entreprise', false));
  if (c.codeProduit === 'SPC' && (c.natureRegime === 'REPRISE_REGIME' || c.participantEnArretDeTravail || c.beneficiairesRenteEducationConjoint)) {
    pieces.push(unique('sec', M.libelles.sec, 'complementaire', true));
  }
  const dia = nombreDiaRequis(c);
  if (dia > 0) pieces.push({ code: CODE_DIA, libelle: M.libelles.dia, section: 'complementaire', obligatoire: true, min: dia, max: dia, multiple: true, formats: FORMATS_PIECES });
  if (c.methodeAffiliation === 'IMPORTER') pieces.push({ ...unique(CODE_IMPORT, M.libelles.import_participants, 'complementaire', false), formats: FORMATS_IMPORT });
  return pieces;
}

export interface EtatPiece {
  piece: PieceAttendue;
  nombre: number;
  complete: boolean;
  /** The legend of a multiple piece: 'Fichier(s) n / max'. */
  compteur: string | null;
  /** Why an obligatory piece is not complete yet (02 §5 messages); 'charger {n} fichiers' counts what is still missing (issue 27 item 7). */
  message: string | null;
}

/** Where one expected piece stands given its number of successfully uploaded files. */
export function etatPiece(piece: PieceAttendue, nombre: number): EtatPiece {
  let message: string | null = null;
  if (nombre < piece.min || nombre > piece.max) {
    if (piece.multiple && piece.min === piece.max) message = nombre < piece.min ? M.fichiersManquants(piece.min - nombre) : M.tropDeFichiers(piece.max);
    else if (piece.multiple) message = M.entreMinEtMax(piece.min, piece.max);
    else if (nombre > piece.max) message = M.tropDeFichiers(piece.max);
  }
  return {
    piece,
    nombre,
    complete: nombre >= piece.min && nombre <= piece.max,
    compteur: piece.multiple ? M.compteur(nombre, piece.max) : null,
    message: piece.obligatoire || nombre > piece.max ? message : null,
  };
}

/** The pieces with their counts; `fichiers` are the successfully stored ones. */
export function etatPieces(attendues: readonly PieceAttendue[], fichiers: readonly { code: string }[]): EtatPiece[] {
  return attendues.map((p) => etatPiece(p, fichiers.filter((f) => f.code === p.code).length));
}

/** Step 3 progress: obligatory pieces complete over obligatory pieces. */
export function progressionPieces(attendues: readonly PieceAttendue[], fichiers: readonly { code: string }[]): { nbCompleted: number; nbTotal: number } {
  const obligatoires = etatPieces(attendues, fichiers).filter((e) => e.piece.obligatoire);
  return { nbCompleted: obligatoires.filter((e) => e.complete).length, nbTotal: obligatoires.length };
}

export type RefusAjout = { code: 'PIECE_NON_ATTENDUE' | 'PIECE_PAR_IMPORT' | 'TROP_DE_FICHIERS'; message: string };

/**
 * Can `nouveaux` files be added to this piece? A single piece is replaced (any count of 1 is fine);
 * the DIA keeps its files and may not go beyond its maximum ('Impossible d'enregistrer plus de {n}
 * fichiers.'). The participants file goes through the import.
 */
export function refusAjout(attendues: readonly PieceAttendue[], code: string, existants: number, nouveaux: number): RefusAjout | null {
  if (code === CODE_IMPORT) return { code: 'PIECE_PAR_IMPORT', message: M.codeImport };
  const piece = attendues.find((p) => p.code === code);
  if (!piece) return { code: 'PIECE_NON_ATTENDUE', message: M.codeInconnu(code) };
  const total = piece.multiple ? existants + nouveaux : nouveaux;
  if (total > piece.max) return { code: 'TROP_DE_FICHIERS', message: M.tropDeFichiers(piece.max) };
  return null;
}

/**
 * The most files one request may still add to any expected piece: what a request whose files come
 * before their `code` is held to while it is read (the page sends the code first; issue 25).
 */
export function maxFichiersParEnvoi(attendues: readonly PieceAttendue[], existantsParCode: ReadonlyMap<string, number>): number {
  return Math.max(0, ...attendues.map((p) => (p.multiple ? p.max - (existantsParCode.get(p.code) ?? 0) : p.max)));
}

/** 02 §4: a new file replaces the existing ones of its code, except dia which holds several. */
export function remplaceLesPrecedents(code: string): boolean {
  return code !== CODE_DIA;
}

/** 02 §8: the refusal shown for one file or several. */
export const messageRefusFichiers = (nombre: number): string => (nombre > 1 ? M.fichiersRefuses : M.fichierRefuse);

/** Why one file is refused, in words apart for each cause (issue 27 item 7: a fake PDF is not an oversized file). */
export function messageMotifFichier(motif: keyof typeof M.motifsFichier | 'CONTENU_ACTIF'): string {
  return motif === 'CONTENU_ACTIF' ? M.contenuActif : M.motifsFichier[motif];
}
