import { BadRequestException, HttpException, Injectable, mixin, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { TAILLE_MAX_FICHIER } from '../../domain/souscription/fichiers';
import { RefusMetier } from '../../common/refus-metier';

/** A received file, as multer's memory storage gives it. */
export interface FichierTeleverse {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** The files multer put on the request (none when the body was not multipart). */
export const fichiersRecus = (fichiers: FichierTeleverse[] | undefined): FichierTeleverse[] => (Array.isArray(fichiers) ? fichiers : []);

/**
 * Multipart reading of an upload route: files of field `champ` kept in memory, each at most
 * 10 Mo (multer stops reading a file past it). Nest answers multer's limits with a 413 or an
 * English 400; the spec wants a 400 with its French message (02 §5), so every multer refusal
 * becomes `refus()` (the field is named `champ`).
 */
export function Televersement(champ: string, maxFichiers: number, refus: () => string): Type<NestInterceptor> {
  const Multer = FilesInterceptor(champ, maxFichiers, {
    // Browsers send accented file names as UTF-8 bytes without saying so.
    defParamCharset: 'utf8',
    limits: { fileSize: TAILLE_MAX_FICHIER, files: maxFichiers, fields: 10, fieldSize: 4096, parts: maxFichiers + 10 },
  });

  @Injectable()
  class TeleversementInterceptor implements NestInterceptor {
    private readonly multer = new Multer();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await this.multer.intercept(context, next);
      } catch (err) {
        if (err instanceof PayloadTooLargeException || (err instanceof BadRequestException && !(err instanceof RefusMetier))) {
          throw new RefusMetier('invalide', refus(), { champ, code: 'FICHIER_REFUSE' });
        }
        if (err instanceof HttpException) throw err;
        // busboy's own errors (malformed multipart): the client's, not ours.
        throw new RefusMetier('invalide', refus(), { champ, code: 'FICHIER_REFUSE' });
      }
    }
  }
  return mixin(TeleversementInterceptor);
}
