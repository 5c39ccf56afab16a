import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import type { Type } from '@nestjs/common';
import { RefusMetier } from '../common/refus-metier';
import { createValidationPipe } from '../common/validation';
import { formatReel, motifRefusFichier, nomFichierSur, TAILLE_MAX_FICHIER, type FormatFichier, type MotifRefusFichier } from '../domain/souscription/fichiers';
import { inspecterContenu, type MotifContenu } from './inspection';

/**
 * A received file, spooled to a temporary file (mode 0600) while the request was read; removed
 * when the request ends. `originalname` is already the safe name (nomFichierSur).
 */
export interface FichierTemporaire {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  /** The temporary file. */
  path: string;
  /** Its bytes, read when needed: one file in memory at a time. */
  lire(): Promise<Buffer>;
}

/** A received file with its bytes in memory (the participants import reads its one workbook whole). */
export interface FichierTeleverse {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  /** The temporary file the bytes were read from (removed when the request ends). */
  path: string;
  buffer: Buffer;
}

export interface Televerse {
  /** The text fields, by name (only the route's own). */
  champs: Record<string, string>;
  fichiers: FichierTemporaire[];
}

export interface LimitesTeleversement {
  /** The field the files come in. */
  champ: string;
  /** The most files the route takes in one request. */
  maxFichiers: number;
  /** The text fields the route takes; any other field is refused. */
  champsTexte: readonly string[];
  /** The route's refusal of a file over 10 Mo, a malformed body, too many fields or parts. */
  refus: () => RefusMetier;
  /** The refusal of a file over 10 Mo, naming it (the route's `refus` when absent). */
  tropVolumineux?: (nomFichier: string) => RefusMetier;
  /** The refusal of one file more than `maxFichiers`. */
  tropDeFichiers: (max: number) => RefusMetier;
  /**
   * At each file part, with the text fields read before it and the number of files so far (this
   * one included): throws the step's refusal when it does not take that many.
   */
  controleNombre?: (champs: Readonly<Record<string, string>>, nombre: number) => void;
}

/** Text fields: a code or a flag, a handful of them. */
const MAX_CHAMPS = 5;
const TAILLE_MAX_CHAMP = 1024;
/** How long a refused request's client has to read the answer before its connection is cut. */
const ATTENTE_FERMETURE_MS = 2000;

/**
 * Reads the multipart body of an upload route with its limits enforced while reading (issue 25
 * item 1), gives `traiter` the fields and the spooled files, and removes the files whatever
 * happens (success, refusal, client gone). At the first byte over a limit the request is refused
 * with the route's French message: the rest of the body is not read, the connection is closed
 * once the answer is out, nothing is kept. Guards and path parameters ran before: an unknown or
 * another distributor's projet is refused by the caller before this reads a byte.
 */
export async function avecTeleversement<T>(req: Request, res: Response, limites: LimitesTeleversement, traiter: (recu: Televerse) => Promise<T>): Promise<T> {
  // mkdtemp makes the folder 0700; each file in it is 0600.
  const dossier = await mkdtemp(join(tmpdir(), 'televersement-'));
  try {
    return await traiter(await lireMultipart(req, res, limites, dossier));
  } finally {
    await rm(dossier, { recursive: true, force: true });
  }
}

/**
 * A check made before the body is read (the projet is the user's, the subscription modifiable):
 * when it refuses, the body is left unread and the connection closed after the answer (Node would
 * otherwise read a refused body to its end to keep the connection).
 */
export async function avantLecture<T>(req: Request, res: Response, controle: () => Promise<T>): Promise<T> {
  try {
    return await controle();
  } catch (err) {
    if (!req.complete) fermerApresReponse(req, res);
    throw err;
  }
}

function lireMultipart(req: Request, res: Response, limites: LimitesTeleversement, dossier: string): Promise<Televerse> {
  if (!req.is('multipart/form-data')) {
    // Not a form (a missing or JSON body): no file, the service says so. A body left unread is not drained.
    if (!req.complete) fermerApresReponse(req, res);
    return Promise.resolve({ champs: {}, fichiers: [] });
  }
  return new Promise<Televerse>((resolve, reject) => {
    const champs: Record<string, string> = {};
    const fichiers: FichierTemporaire[] = [];
    const ecritures: Promise<void>[] = [];
    const ouverts = new Set<WriteStream>();
    let fini = false;
    let bb: busboy.Busboy;

    const refuser = (refus: unknown) => {
      if (fini) return;
      fini = true;
      // Busboy is left as it is (destroying it from its own events breaks it): nothing feeds it any more.
      req.unpipe(bb);
      bb.removeAllListeners();
      bb.on('error', () => undefined);
      for (const sortie of ouverts) sortie.destroy();
      fermerApresReponse(req, res);
      // A refusal of ours, the server's own failure (disk full: a 500, logged), else the client's malformed body.
      const systeme = typeof (refus as NodeJS.ErrnoException | null)?.syscall === 'string';
      reject(refus instanceof RefusMetier || systeme ? refus : limites.refus());
    };

    try {
      bb = busboy({
        headers: req.headers,
        // Browsers send accented file names as UTF-8 bytes without saying so.
        defParamCharset: 'utf8',
        limits: {
          // One byte more than allowed: busboy signals the limit when a file reaches it, and a file of exactly 10 Mo is fine.
          fileSize: TAILLE_MAX_FICHIER + 1,
          files: limites.maxFichiers,
          fields: MAX_CHAMPS,
          fieldSize: TAILLE_MAX_CHAMP,
          parts: limites.maxFichiers + MAX_CHAMPS + 1,
          // A part's headers (field name, file name) are capped by busboy itself at 16 Ko ('Malformed part header').
        },
      });
    } catch {
      // No boundary, or a boundary busboy cannot use.
      fermerApresReponse(req, res);
      reject(limites.refus());
      return;
    }

    bb.on('field', (nom, valeur, info) => {
      if (fini) return;
      if (!limites.champsTexte.includes(nom) || info.valueTruncated || info.nameTruncated) return refuser(limites.refus());
      champs[nom] = valeur;
    });
    bb.on('file', (nom, flux, info) => {
      flux.on('error', () => undefined);
      if (fini) return void flux.resume();
      if (nom !== limites.champ) return refuser(limites.refus());
      try {
        limites.controleNombre?.(champs, fichiers.length + 1);
      } catch (err) {
        return refuser(err);
      }
      const chemin = join(dossier, String(fichiers.length + 1));
      const fichier: FichierTemporaire = {
        fieldname: nom,
        originalname: nomFichierSur(info.filename ?? ''),
        mimetype: info.mimeType,
        size: 0,
        path: chemin,
        lire: () => readFile(chemin),
      };
      fichiers.push(fichier);
      const sortie = createWriteStream(chemin, { flags: 'wx', mode: 0o600 });
      ouverts.add(sortie);
      flux.on('data', (morceau: Buffer) => (fichier.size += morceau.length));
      flux.on('limit', () => refuser(limites.tropVolumineux?.(fichier.originalname) ?? limites.refus()));
      ecritures.push(
        pipeline(flux, sortie).then(
          () => void ouverts.delete(sortie),
          (err: unknown) => refuser(err),
        ),
      );
    });
    bb.on('filesLimit', () => refuser(limites.tropDeFichiers(limites.maxFichiers)));
    bb.on('fieldsLimit', () => refuser(limites.refus()));
    bb.on('partsLimit', () => refuser(limites.refus()));
    bb.on('error', () => refuser(limites.refus()));
    bb.on('close', () => {
      void Promise.all(ecritures).then(() => {
        if (fini) return;
        fini = true;
        resolve({ champs, fichiers });
      });
    });
    // The client went away mid-body: stop, the caller's finally removes what was written.
    req.on('close', () => {
      if (!req.complete) refuser(limites.refus());
    });
    req.pipe(bb);
  });
}

/**
 * The answer to a request whose body is left unread closes the connection. Node ends such an answer
 * with `socket.destroySoon()`: closed as soon as the answer is written, the unread bytes turn the
 * close into a reset that can reach the client before it read the answer (curl: 'Connection reset
 * by peer'). Here the server half-closes instead (the client reads the answer and the end of the
 * stream, and stops sending) and cuts the connection shortly after, still without reading the body.
 */
function fermerApresReponse(req: Request, res: Response): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
  req.unpipe();
  req.pause();
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    const coupure = setTimeout(() => socket.destroy(), ATTENTE_FERMETURE_MS);
    coupure.unref();
    socket.once('close', () => clearTimeout(coupure));
  };
}

/** Why a received file is refused (02 §5, issue 25 item 3): its bytes, then what a parser finds in them. */
export type MotifRefusTeleversement = MotifRefusFichier | MotifContenu;

/**
 * Checks one spooled file for these formats: size, extension, declared type and magic bytes, then
 * the content inspection (a PDF that does not parse, active content). Gives the bytes read, so a
 * caller that stores the file next does not read it twice.
 */
export async function verifierTeleverse(fichier: FichierTemporaire, formats: readonly FormatFichier[]): Promise<{ motif: MotifRefusTeleversement | null; octets: Buffer }> {
  const octets = await fichier.lire();
  const motif = motifRefusFichier({ nom: fichier.originalname, typeDeclare: fichier.mimetype, taille: fichier.size, octets }, formats);
  return { motif: motif ?? (await inspecterContenu(formatReel(octets)!, octets)), octets };
}

/** The received files with their bytes in memory (a route that reads its one file whole). */
export async function enMemoire(fichiers: readonly FichierTemporaire[]): Promise<FichierTeleverse[]> {
  const lus: FichierTeleverse[] = [];
  for (const f of fichiers) lus.push({ fieldname: f.fieldname, originalname: f.originalname, mimetype: f.mimetype, size: f.size, path: f.path, buffer: await f.lire() });
  return lus;
}

const validation = createValidationPipe();

/** The text fields as the route's DTO, checked like any body (unknown fields refused, French messages). */
export async function champsValides<T extends object>(type: Type<T>, champs: Record<string, string>): Promise<T> {
  return (await validation.transform(champs, { type: 'body', metatype: type })) as T;
}
