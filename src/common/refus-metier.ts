import { HttpException } from '@nestjs/common';
import { COMMON } from '../domain/messages';
import type { ChampEnErreur, CodeRefus } from '../domain/refus';

/**
 * The one typed business refusal (docs/adr/0030). A service throws `new RefusMetier(genre, message, …)`
 * with a message from the catalogue (`src/domain/messages`); the API answers
 * `{statusCode, message, code?, erreurs?: [{champ, message}], data?}` through ApiExceptionFilter.
 * The genre decides the HTTP status, so no service picks a status or an exception class by hand.
 * Only a RefusMetier's message reaches the client: any other HttpException answers the French
 * default of its status (ApiExceptionFilter).
 */
export const STATUT_PAR_GENRE = {
  invalide: 400,
  /** A caller that could not prove who it is (a provider's callback with a bad signature). */
  nonAuthentifie: 401,
  interdit: 403,
  introuvable: 404,
  conflit: 409,
  tropVolumineux: 413,
  nonTraitable: 422,
  /** A failure the feature names in the spec's words ('Erreur lors de la génération…'); logged by the filter. */
  interne: 500,
  amont: 502,
  /** A dependency is down for now (e.g. the company register): try again later. */
  indisponible: 503,
} as const;

export type GenreRefus = keyof typeof STATUT_PAR_GENRE;

// The refusal contract (codes, fields in error) lives in src/domain so the pages import it too.
export { type CodeRefus, type ChampEnErreur } from '../domain/refus';

export interface DetailsRefus {
  /** Field the refusal is about: also listed in `erreurs` when `erreurs` is not given. */
  champ?: string;
  /** Every field in error; the first one's message is the answer's `message` when none is given. */
  erreurs?: ChampEnErreur[];
  /** A stable machine code the pages may branch on (CODES_REFUS). */
  code?: CodeRefus;
  /** Extra data the spec returns with the refusal (e.g. `data.cause`). */
  data?: Record<string, unknown>;
  /** Top-level fields an existing answer already has (e.g. `client_id` of the 409 on a taken SIRET); prefer `data` in new code. */
  complements?: Record<string, unknown>;
}

export class RefusMetier extends HttpException {
  readonly genre: GenreRefus;
  readonly code?: CodeRefus;

  constructor(genre: GenreRefus, message: string, details: DetailsRefus = {}) {
    const statusCode = STATUT_PAR_GENRE[genre];
    const erreurs = details.erreurs ?? (details.champ ? [{ champ: details.champ, message }] : undefined);
    super(
      {
        statusCode,
        message,
        ...(details.code ? { code: details.code } : {}),
        ...(details.complements ?? {}),
        ...(erreurs ? { erreurs } : {}),
        ...(details.data ? { data: details.data } : {}),
      },
      statusCode,
    );
    this.genre = genre;
    this.code = details.code;
  }

  /** 400 for a list of field errors (the first message leads). */
  static champs(erreurs: readonly ChampEnErreur[], message = erreurs[0]?.message): RefusMetier {
    return new RefusMetier('invalide', message ?? COMMON.corpsInvalide, { erreurs: [...erreurs] });
  }
}
