import { HttpException } from '@nestjs/common';
import { COMMON } from '../domain/messages';

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
