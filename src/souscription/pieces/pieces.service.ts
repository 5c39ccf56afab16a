import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Utilisateur } from '../../auth/utilisateur';
import { RefusMetier } from '../../common/refus-metier';
import { SOUSCRIPTION_PIECES } from '../../domain/messages';
import { formatReel, TYPE_MIME } from '../../domain/souscription/fichiers';
import { etatPieces, maxFichiersParEnvoi, messageMotifFichier, messageRefusFichiers, piecesAttendues, progressionPieces, refusAjout, remplaceLesPrecedents, type PieceAttendue } from '../../domain/souscription/pieces';
import { decisionEtudeMedicale } from '../../domain/souscription';
import { versSaisi } from '../participants/participants.service';
import { FilesRepository, type StoredFileContent } from '../../files/files.repository';
import { ReferentielsService } from '../../referentiels/referentiels.service';
import { ContexteSouscriptionService, type ContexteSouscription } from '../participants/contexte-souscription.service';
import { PROPRIETAIRE_PIECE } from '../participants/participants.service';
import type { SouscriptionPieceEntity } from '../entities/piece.entity';
import { PiecesRepository } from '../pieces.repository';
import type { PieceDto, PiecesReponseDto } from './pieces.dto';
import { RecalculAvancement } from '../recalcul-avancement.port';
import { HistoriqueService } from '../../historique/historique.service';
import { parCourtier, pourcentEtape } from '../../domain/historique/evenement';
import { verifierTeleverse, type FichierTemporaire, type MotifRefusTeleversement } from '../../files/televersement';

/** What the state read before an upload's body allows (PiecesService.controleEnvoi). */
export interface ControleEnvoi {
  /** As each file part arrives: throws the step's refusal when it does not take that many files. */
  nombre(code: string | undefined, nombre: number): void;
  /** Once the fields are read: the expected piece of `code` for that many files, or the step's refusal. */
  piece(code: string, nombre: number): PieceAttendue;
}

/** Subscription step 3 'Justificatifs': expected pieces, uploads (checked by their bytes), deletion, download. */
@Injectable()
export class PiecesService {
  constructor(
    private readonly contextes: ContexteSouscriptionService,
    private readonly referentiels: ReferentielsService,
    private readonly files: FilesRepository,
    private readonly pieces: PiecesRepository,
    private readonly historique: HistoriqueService,
    /** The file's stored progress, refreshed in each change's transaction (docs/adr/0084). */
    private readonly avancement: RecalculAvancement,
  ) {}

  fichiersDuProjet(ctx: ContexteSouscription, manager?: EntityManager): Promise<SouscriptionPieceEntity[]> {
    return this.pieces.duProjet(ctx.projet.id, ctx.projet.codeDistributeur, manager);
  }

  /** The one rule (src/domain/souscription/pieces.ts) fed with the projet, step 1, step 2 and the files held. */
  async attendues(ctx: ContexteSouscription, fichiers: readonly { code: string }[]): Promise<PieceAttendue[]> {
    const e1 = ctx.etape1;
    const forme = e1.codeFormeJuridique ? ((await this.referentiels.formesJuridiques()).find((f) => f.code === e1.codeFormeJuridique) ?? null) : null;
    const participants = ctx.liste.participants;
    return piecesAttendues({
      codeProduit: ctx.projet.codeProduit,
      effectifCollege: ctx.projet.collegeEffectif,
      formeJuridique: forme,
      codeActivite: e1.codeActivite,
      resiliationInfraAnnuelle: ctx.projet.resiliationInfraAnnuelle === true,
      natureRegime: e1.natureRegime,
      methodeAffiliation: ctx.methodeAffiliation,
      modeAffiliation: ctx.modeAffiliation,
      etudeMedicale: e1.etudeMedicale ? decisionEtudeMedicale(e1.etudeMedicale, participants.map(versSaisi)) : null,
      beneficiairesRenteEducationConjoint: e1.etudeMedicale?.beneficiaires_rente_education_conjoint === true,
      participantEnArretDeTravail: participants.some((p) => p.arretTravailALaDateDeDemandeAdhesion === true),
      codesPresents: new Set(fichiers.map((f) => f.code)),
    });
  }

  private versDto(rows: readonly SouscriptionPieceEntity[], attendues: readonly PieceAttendue[]): PieceDto[] {
    const rang = new Map<string, number>();
    return rows.map((r) => {
      const piece = attendues.find((p) => p.code === r.code);
      const n = (rang.get(r.code) ?? 0) + 1;
      rang.set(r.code, n);
      return {
        id: r.id,
        code: r.code,
        nom_fichier: r.nomFichier,
        libelle: piece?.libelle ?? SOUSCRIPTION_PIECES.libelles[r.code] ?? r.code,
        status: 'success' as const,
        ...(piece?.multiple ? { indice_repetition: n } : {}),
        url: `/api/pieces-justificatives/${r.id}`,
        taille: r.taille,
      };
    });
  }

  async lister(user: Utilisateur, idProjet: number): Promise<PiecesReponseDto> {
    const ctx = await this.contextes.charger(user, idProjet);
    return this.reponse(ctx, await this.fichiersDuProjet(ctx));
  }

  /** GET's answer from a context and files already read (the page loader shares them with the frame). */
  async reponse(ctx: ContexteSouscription, rows: SouscriptionPieceEntity[]): Promise<PiecesReponseDto> {
    const attendues = await this.attendues(ctx, rows);
    const p = progressionPieces(attendues, rows);
    return {
      pieces: this.versDto(rows, attendues),
      attendues: etatPieces(attendues, rows).map((e) => ({
        code: e.piece.code,
        libelle: e.piece.libelle,
        section: e.piece.section,
        obligatoire: e.piece.obligatoire,
        min: e.piece.min,
        max: e.piece.max,
        multiple: e.piece.multiple,
        formats: [...e.piece.formats],
        nombre: e.nombre,
        complete: e.complete,
        compteur: e.compteur,
        message: e.message,
      })),
      progression: { nb_completed: p.nbCompleted, nb_total: p.nbTotal },
      lecture_seule: ctx.lectureSeule,
    };
  }

  /**
   * What the files of `code` may be: refused as the step refuses them (unknown code, the import's
   * code, more files than the piece takes with those already held), else the expected piece.
   */
  private pieceAutorisee(attendues: readonly PieceAttendue[], rows: readonly SouscriptionPieceEntity[], code: string, nombre: number): PieceAttendue {
    const refus = refusAjout(attendues, code, rows.filter((r) => r.code === code).length, nombre);
    if (refus) throw new RefusMetier('invalide', refus.message, { champ: 'code', code: refus.code });
    return attendues.find((p) => p.code === code)!;
  }

  /**
   * Before the body of a POST is read (issue 25): another distributor's or an unknown projet is a
   * 404, a read-only subscription a 409. The answer checks, as each file part arrives, that the step
   * takes that many files (for the code sent before them; else what the most generous expected piece
   * still takes), and gives the expected piece the files are checked against once read.
   */
  async controleEnvoi(user: Utilisateur, idProjet: number): Promise<ControleEnvoi> {
    const ctx = await this.contextes.charger(user, idProjet);
    this.contextes.verifierModifiable(ctx, SOUSCRIPTION_PIECES.lectureSeule);
    const rows = await this.fichiersDuProjet(ctx);
    const attendues = await this.attendues(ctx, rows);
    const existants = new Map<string, number>();
    for (const r of rows) existants.set(r.code, (existants.get(r.code) ?? 0) + 1);
    const max = maxFichiersParEnvoi(attendues, existants);
    return {
      nombre: (code, nombre) => {
        if (code !== undefined) return void this.pieceAutorisee(attendues, rows, code, nombre);
        if (nombre > max) throw new RefusMetier('invalide', SOUSCRIPTION_PIECES.tropDeFichiers(max), { champ: 'file', code: 'TROP_DE_FICHIERS' });
      },
      piece: (code, nombre) => this.pieceAutorisee(attendues, rows, code, nombre),
    };
  }

  /**
   * Every file checked (size, extension, declared type, magic bytes, then its content) one at a
   * time, before anything is written; one refused and none is kept (400, 02 §5 message; active
   * content named as such). Gives the last file's bytes: it is stored without being read again.
   */
  private async verifierFichiers(fichiers: readonly FichierTemporaire[], formats: PieceAttendue['formats']): Promise<Buffer> {
    const refuses: { fichier: FichierTemporaire; motif: MotifRefusTeleversement }[] = [];
    let octets: Buffer = Buffer.alloc(0);
    for (const fichier of fichiers) {
      const verifie = await verifierTeleverse(fichier, formats);
      octets = verifie.octets;
      if (verifie.motif) refuses.push({ fichier, motif: verifie.motif });
    }
    if (!refuses.length) return octets;
    const actif = refuses.every((r) => r.motif === 'CONTENU_ACTIF');
    const message = (motif: MotifRefusTeleversement) => messageMotifFichier(motif);
    throw new RefusMetier('invalide', actif ? SOUSCRIPTION_PIECES.contenuActif : messageRefusFichiers(fichiers.length), {
      code: actif ? 'CONTENU_ACTIF' : refuses.every((r) => r.motif === 'ILLISIBLE') ? 'FICHIER_ILLISIBLE' : 'FICHIER_REFUSE',
      erreurs: refuses.map((r) => ({ champ: 'file', message: SOUSCRIPTION_PIECES.fichierMotif(r.fichier.originalname, message(r.motif)) })),
    });
  }

  /**
   * POST pieces-justificatives: the files (spooled to disk while the request was read) are checked
   * outside the transaction, then stored one at a time. A single piece is replaced by the new file;
   * dia adds up to its count. Answers the whole step again.
   */
  async ajouter(user: Utilisateur, idProjet: number, code: string, fichiers: FichierTemporaire[], controle: ControleEnvoi): Promise<PiecesReponseDto> {
    if (fichiers.length === 0) throw new RefusMetier('invalide', SOUSCRIPTION_PIECES.aucunFichier, { champ: 'file', code: 'AUCUN_FICHIER' });
    // The state read before the body (controleEnvoi) says what the files may be; the transaction reads it again.
    const piece = controle.piece(code, fichiers.length);
    const verifies = await this.verifierFichiers(fichiers, piece.formats);
    // A single file (the usual case) is stored from the bytes just checked; several are read again one at a time.
    const unSeul = fichiers.length === 1 ? verifies : null;
    return this.pieces.transaction(async (manager) => {
      const ctx = await this.contextes.charger(user, idProjet, manager);
      this.contextes.verifierModifiable(ctx, SOUSCRIPTION_PIECES.lectureSeule);
      const rows = await this.fichiersDuProjet(ctx, manager);
      this.pieceAutorisee(await this.attendues(ctx, rows), rows, code, fichiers.length);
      if (remplaceLesPrecedents(code)) {
        for (const ancienne of rows.filter((r) => r.code === code)) await this.retirer(ancienne, manager);
      }
      for (const f of fichiers) {
        const octets = unSeul ?? (await f.lire());
        const format = formatReel(octets);
        // Checked above; a temporary file changed since is not ours to store.
        if (!format || !piece.formats.includes(format)) throw new RefusMetier('invalide', messageRefusFichiers(1), { champ: 'file', code: 'FICHIER_REFUSE' });
        const stocke = await this.files.create(
          { codeDistributeur: user.codeDistributeur, kind: 'piece', name: f.originalname, contentType: TYPE_MIME[format], bytes: octets, owner: { type: PROPRIETAIRE_PIECE, id: String(ctx.projet.id) } },
          manager,
        );
        await this.pieces.enregistrer(
          { projetId: ctx.projet.id, codeDistributeur: user.codeDistributeur, code, fichierId: stocke.id, nomFichier: f.originalname, typeMime: TYPE_MIME[format], taille: octets.length },
          manager,
        );
      }
      await this.avancement.recalculer(manager, ctx.projet.id, user.codeDistributeur);
      const reponse = await this.reponse(ctx, await this.fichiersDuProjet(ctx, manager));
      return this.historique.avec(manager, reponse, (r) => parCourtier(user, ctx.projet.id, 'PIECE_AJOUTEE', { piece: piece.libelle, progression: pourcentEtape(r.progression) }));
    });
  }

  private async retirer(piece: SouscriptionPieceEntity, manager: EntityManager): Promise<void> {
    await this.pieces.supprimer(piece, manager);
    await this.files.delete(piece.fichierId, piece.codeDistributeur, manager);
  }

  private async piece(user: Utilisateur, id: number, manager?: EntityManager): Promise<SouscriptionPieceEntity> {
    const piece = await this.pieces.parId(id, user.codeDistributeur, manager);
    if (!piece) throw new RefusMetier('introuvable', SOUSCRIPTION_PIECES.pieceIntrouvable);
    return piece;
  }

  /** DELETE /pieces-justificatives/{id}: another distributor's piece is not found; a read-only subscription refuses. */
  async supprimer(user: Utilisateur, id: number): Promise<void> {
    await this.pieces.transaction(async (manager) => {
      const piece = await this.piece(user, id, manager);
      const ctx = await this.contextes.charger(user, piece.projetId, manager);
      this.contextes.verifierModifiable(ctx, SOUSCRIPTION_PIECES.lectureSeule);
      // Named as the step names it (the legal form's pieces come from the referential, not the catalogue).
      const attendue = (await this.attendues(ctx, await this.fichiersDuProjet(ctx, manager))).find((a) => a.code === piece.code);
      await this.retirer(piece, manager);
      await this.avancement.recalculer(manager, piece.projetId, user.codeDistributeur);
      await this.historique.enregistrer(manager, parCourtier(user, piece.projetId, 'PIECE_RETIREE', { piece: attendue?.libelle ?? SOUSCRIPTION_PIECES.libelles[piece.code] ?? piece.code }));
    });
  }

  async fichier(user: Utilisateur, id: number): Promise<StoredFileContent> {
    const piece = await this.piece(user, id);
    const contenu = await this.files.findContent(piece.fichierId, user.codeDistributeur);
    if (!contenu) throw new RefusMetier('introuvable', SOUSCRIPTION_PIECES.pieceIntrouvable);
    return contenu;
  }
}
