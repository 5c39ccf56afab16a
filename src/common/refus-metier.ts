import { HttpException } from '@nestjs/common';

/**
 * The one typed business refusal (docs/adr/0030). A service throws `new RefusMetier(genre, message, …)`
 * with a message from the catalogue (`src/domain/messages`); the API answers
 * `{statusCode, message, code?, erreurs?: [{champ, message}], data?}` through ApiExceptionFilter.
 * The genre decides the HTTP status, so no service picks a status or an exception class by hand.
 */
export const STATUT_PAR_GENRE = {
  invalide: 400,
  interdit: 403,
  introuvable: 404,
  conflit: 409,
  tropVolumineux: 413,
  nonTraitable: 422,
  amont: 502,
} as const;

export type GenreRefus = keyof typeof STATUT_PAR_GENRE;

/** A field in error: `champ` is the body path as the client sent it ('client.adresse.code_postal'). */
export interface ChampEnErreur {
  champ: string;
  message: string;
}

export interface DetailsRefus {
  /** Field the refusal is about: also listed in `erreurs` when `erreurs` is not given. */
  champ?: string;
  /** Every field in error; the first one's message is the answer's `message` when none is given. */
  erreurs?: ChampEnErreur[];
  /** A stable machine code the pages may branch on (e.g. 'SOUSCRIPTION_INCOMPLETE'). */
  code?: string;
  /** Extra data the spec returns with the refusal (e.g. `data.cause`). */
  data?: Record<string, unknown>;
}

export class RefusMetier extends HttpException {
  readonly genre: GenreRefus;
  readonly code?: string;

  constructor(genre: GenreRefus, message: string, details: DetailsRefus = {}) {
    const statusCode = STATUT_PAR_GENRE[genre];
    const erreurs = details.erreurs ?? (details.champ ? [{ champ: details.champ, message }] : undefined);
    super(
      {
        statusCode,
        message,
        ...(details.code ? { code: details.code } : {}),
        ...(erreurs ? { erreurs } : {}),
        ...(details.data ? { data: details.data } : {}),
      },
      statusCode,
    );
    this.genre = genre;
    this.code = details.code;
  }

  /** 400 for a list of field errors (the first message leads). */
  static champs(erreurs: ChampEnErreur[], message = erreurs[0]?.message): RefusMetier {
    return new RefusMetier('invalide', message ?? 'La requête est invalide.', { erreurs });
  }
}
