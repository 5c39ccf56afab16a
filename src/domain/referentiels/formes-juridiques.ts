import { REFERENTIELS } from '../messages/referentiels';
import type { ActiviteFormeJuridique, FormeJuridique, PieceJustificative } from './types';

/** Legal-form rules of the subscription's 'Entreprise adhérente' section and pieces step (02 §3, §5). */

/** Individual entrepreneur: no activity to choose. */
export const CODE_FORME_EI = 'ei';

/** Default company piece when neither the form nor its activity names one (02 §3). */
export const PIECE_KBIS: PieceJustificative = { code: 'kbis', libelle: REFERENTIELS.pieceKbis };

/** 'Activity not required if the legal form is ei' — nor for a form that lists no activity. */
export function activiteObligatoire(forme: { code: string; activites: readonly unknown[] }): boolean {
  return forme.code !== CODE_FORME_EI && forme.activites.length > 0;
}

/** The activity of this form with this code (changing the form clears an activity it does not offer). */
export function activiteDeLaForme(
  forme: Pick<FormeJuridique, 'activites'>,
  codeActivite: string | null | undefined,
): ActiviteFormeJuridique | undefined {
  return codeActivite ? forme.activites.find((a) => a.code === codeActivite) : undefined;
}

/**
 * Company pieces expected for a legal form and its activity: the form's own pieces, then the
 * activity's, without repeats; 'kbis' when that leaves nothing.
 */
export function piecesEntreprise(
  forme: Pick<FormeJuridique, 'activites' | 'pieces_justificatives'>,
  codeActivite?: string | null,
): PieceJustificative[] {
  const activite = activiteDeLaForme(forme, codeActivite);
  const pieces: PieceJustificative[] = [];
  for (const piece of [...forme.pieces_justificatives, ...(activite?.pieces_justificatives ?? [])]) {
    if (!pieces.some((p) => p.code === piece.code)) pieces.push(piece);
  }
  return pieces.length ? pieces : [PIECE_KBIS];
}

/**
 * The legal form an INSEE legal category (Sirene 'categorieJuridiqueUniteLegale') belongs to.
 * @internal Not run by the product yet (the subscription's legal form is chosen by hand; the
 * register's category is not matched). Kept with its spec until a prefill uses it, or dropped.
 */
export function formePourCategorieJuridique<T extends Pick<FormeJuridique, 'categories_juridiques'>>(
  formes: readonly T[],
  categorie: string,
): T | undefined {
  return formes.find((f) => f.categories_juridiques.includes(categorie));
}
