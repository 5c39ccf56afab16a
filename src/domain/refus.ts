/**
 * The refusal contract shared by the server and the pages (docs/adr/0030, 0057): every refused call
 * answers `{statusCode, message, code?, erreurs?: [{champ, message}], data?}`. The server throws it as
 * a RefusMetier (src/common/refus-metier.ts); a page reads its machine code with `codeRefus(err)` and
 * branches on a typed code, never on a string it spells itself.
 */

/**
 * The machine codes the pages may branch on (`code` of the answer). One list, so a code is never
 * misspelt between the server and the pages; add a code here with the refusal that needs it.
 */
export const CODES_REFUS = [
  // projets → subscription (spec 01 §5)
  'DATE_EFFET_EXPIREE',
  'ETUDE_NON_REMISE',
  // subscription and signature (spec 02)
  'SOUSCRIPTION_INCOMPLETE',
  'SOUSCRIPTION_ABSENTE',
  'SOUSCRIPTION_LECTURE_SEULE',
  'SIGNATURE_CONTRADICTOIRE',
  // subscription steps 2–3 and the FIC: uploads and the participants import
  'AUCUN_FICHIER',
  'FICHIER_REFUSE',
  'FICHIER_ILLISIBLE',
  'CONTENU_ACTIF',
  'IMPORT_REFUSE',
  'PIECE_NON_ATTENDUE',
  'PIECE_PAR_IMPORT',
  'TROP_DE_FICHIERS',
  // document kits (src/documents/kit)
  'DOCUMENT_INCONNU',
  'DOCUMENT_INDISPONIBLE',
  // DUE kit: a document that freezes the projet waits for the broker's confirmation (03 §4)
  'CONFIRMATION_FIGE_REQUISE',
] as const;

export type CodeRefus = (typeof CODES_REFUS)[number];

/** A field in error: `champ` is the body path as the client sent it ('client.adresse.code_postal'). */
export interface ChampEnErreur {
  champ: string;
  message: string;
}

export function estCodeRefus(valeur: unknown): valeur is CodeRefus {
  return typeof valeur === 'string' && CODES_REFUS.some((code) => code === valeur);
}

/**
 * The machine code of a refused call (the `code` of the answer an ApiError keeps as `body`), or
 * undefined for any other error, an answer without a code, or a code this version does not know.
 */
export function codeRefus(err: unknown): CodeRefus | undefined {
  if (typeof err !== 'object' || err === null || !('body' in err)) return undefined;
  const corps = err.body;
  if (typeof corps !== 'object' || corps === null || !('code' in corps)) return undefined;
  return estCodeRefus(corps.code) ? corps.code : undefined;
}
