import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Utilisateur } from '../../auth/utilisateur';
import { RefusMetier } from '../../common/refus-metier';
import { IMPORT_PARTICIPANTS, SOUSCRIPTION, SOUSCRIPTION_PARTICIPANTS } from '../../domain/messages';
import { FORMATS_IMPORT, motifRefusFichier, TYPE_MIME } from '../../domain/souscription/fichiers';
import { analyserImport, fusionnerImport, varianteModele, type ModeImport, type VarianteModele } from '../../domain/souscription/import-participants';
import { messageRefusClasseur } from '../../domain/souscription/inspection-classeur';
import { compteurParticipants } from '../../domain/souscription';
import { erreursParticipant, exigencesParticipants, validiteParticipants, type ExigencesParticipants, type Participant } from '../../domain/souscription/participants';
import { CODE_IMPORT } from '../../domain/souscription/pieces';
import { FilesRepository } from '../../files/files.repository';
import { SouscriptionRepository } from '../souscription.repository';
import { PiecesRepository } from '../pieces.repository';
import type { MethodeAffiliation, ModeAffiliation } from '../../domain/souscription/types';
import type { FichierTeleverse } from '../../files/televersement';
import { lireClasseur, modeleParticipants } from './classeur-participants';
import { ContexteSouscriptionService, type ContexteSouscription } from './contexte-souscription.service';
import type { AffiliationParticipantsDto, AffiliationReponseDto } from './participants.dto';
import { RecalculAvancement } from '../recalcul-avancement.port';
import { HistoriqueService } from '../../historique/historique.service';
import { etapeEnregistree, parCourtier } from '../../domain/historique/evenement';
import type { ParticipantEnregistre } from './participants.entity';
import { ParticipantsRepository } from './participants.repository';

export const PROPRIETAIRE_PIECE = 'souscription-piece';

/** Step 2 'Participants': read, save, import (all or nothing), the template. */
@Injectable()
export class ParticipantsService {
  constructor(
    private readonly contextes: ContexteSouscriptionService,
    private readonly files: FilesRepository,
    private readonly souscriptions: SouscriptionRepository,
    private readonly listes: ParticipantsRepository,
    private readonly pieces: PiecesRepository,
    private readonly historique: HistoriqueService,
    /** The file's stored progress, refreshed in each change's transaction (docs/adr/0084). */
    private readonly avancement: RecalculAvancement,
  ) {}

  exigences(ctx: ContexteSouscription): ExigencesParticipants {
    return exigencesParticipants({
      codeProduit: ctx.projet.codeProduit,
      effectifCollege: ctx.projet.collegeEffectif,
      typeMasseSalariale: ctx.projet.typeMasseSalariale,
      etudeMedicale: ctx.etape1.etudeMedicale,
    });
  }

  variante(ctx: ContexteSouscription): VarianteModele {
    return varianteModele(ctx.projet.codeProduit, ctx.projet.typeMasseSalariale);
  }

  async lire(user: Utilisateur, idProjet: number, aujourdhui: string): Promise<AffiliationReponseDto> {
    return this.reponse(await this.contextes.charger(user, idProjet), aujourdhui);
  }

  reponse(ctx: ContexteSouscription, aujourdhui: string, importe?: { importes: number; doublons: number }): AffiliationReponseDto {
    const exigences = this.exigences(ctx);
    const participants = ctx.liste.participants;
    const v = validiteParticipants(participants, exigences, aujourdhui, true, ctx.methodeAffiliation);
    // The counter is the subscription's own (the tab's percentage): one truth for the frame and this step.
    const p = compteurParticipants(
      {
        code_produit: ctx.projet.codeProduit,
        effectif_college: exigences.effectifCollege,
        methode_affiliation: ctx.methodeAffiliation,
        mode_affiliation: ctx.modeAffiliation,
        participants: participants.map(versSaisi),
        etude_medicale: ctx.etape1.etudeMedicale,
      },
      aujourdhui,
    );
    return {
      methode_affiliation: ctx.methodeAffiliation,
      mode_affiliation: ctx.modeAffiliation,
      effectif_college: exigences.effectifCollege,
      participants: participants.map((x) => ({
        id: x.id,
        nom: x.nom,
        prenom: x.prenom,
        date_naissance: x.dateNaissance,
        ...(x.salaireReferenceExcede4Pass == null ? {} : { salaire_reference_excede_4_pass: x.salaireReferenceExcede4Pass }),
        ...(x.arretTravailALaDateDeDemandeAdhesion == null ? {} : { arret_travail_a_la_date_de_demande_adhesion: x.arretTravailALaDateDeDemandeAdhesion }),
      })),
      salaire_4_pass: { posee: exigences.salaire4Pass.posee, au_moins_un: exigences.salaire4Pass.auMoinsUn },
      arret_travail: { posee: exigences.arretTravail.posee, au_moins_un: exigences.arretTravail.auMoinsUn },
      valide: v.valide,
      erreurs: v.erreurs,
      progression: { nb_completed: p.nbCompleted, nb_total: p.nbTotal },
      lecture_seule: ctx.lectureSeule,
      ...(importe === undefined ? {} : { importes: importe.importes, ...(importe.doublons ? { doublons_ignores: importe.doublons } : {}) }),
    };
  }

  /**
   * POST affiliation-participants: the method, the mode and the whole list, replaced at once.
   * Field errors are refused (400, each as 'participants.{i}.{champ}') and nothing is written;
   * fewer participants than the college is allowed (the step then stays incomplete).
   */
  async enregistrer(user: Utilisateur, idProjet: number, dto: AffiliationParticipantsDto, aujourdhui: string): Promise<AffiliationReponseDto> {
    return this.souscriptions.transaction(async (manager) => {
      const ctx = await this.contextes.charger(user, idProjet, manager);
      this.contextes.verifierModifiable(ctx, SOUSCRIPTION_PARTICIPANTS.lectureSeule);
      const exigences = this.exigences(ctx);
      if (dto.participants.length > exigences.effectifCollege) {
        throw new RefusMetier('invalide', SOUSCRIPTION_PARTICIPANTS.trop(exigences.effectifCollege), { champ: 'participants' });
      }
      const SNAKE: Record<string, string> = {
        dateNaissance: 'date_naissance',
        salaireReferenceExcede4Pass: 'salaire_reference_excede_4_pass',
        arretTravailALaDateDeDemandeAdhesion: 'arret_travail_a_la_date_de_demande_adhesion',
      };
      const connus = new Set(ctx.liste.participants.map((p) => p.id));
      const participants: ParticipantEnregistre[] = dto.participants.map((p) => ({
        id: p.id && connus.has(p.id) ? p.id : randomUUID(),
        nom: p.nom.trim().replace(/\s+/g, ' ').toLocaleUpperCase('fr-FR'),
        prenom: p.prenom.trim().replace(/\s+/g, ' '),
        dateNaissance: p.date_naissance,
        ...(typeof p.salaire_reference_excede_4_pass === 'boolean' && exigences.salaire4Pass.posee ? { salaireReferenceExcede4Pass: p.salaire_reference_excede_4_pass } : {}),
        ...(typeof p.arret_travail_a_la_date_de_demande_adhesion === 'boolean' && exigences.arretTravail.posee
          ? { arretTravailALaDateDeDemandeAdhesion: p.arret_travail_a_la_date_de_demande_adhesion }
          : {}),
      }));
      const erreurs = participants.flatMap((p, i) =>
        Object.entries(erreursParticipant(p, exigences, aujourdhui)).map(([champ, message]) => ({ champ: `participants.${i}.${SNAKE[champ] ?? champ}`, message: message! })),
      );
      if (erreurs.length) throw RefusMetier.champs(erreurs);
      await this.ecrire(ctx, dto.methode_affiliation, dto.mode_affiliation, participants, manager);
      await this.avancement.recalculer(manager, ctx.projet.id, user.codeDistributeur);
      return this.historique.avec(manager, this.reponse(ctx, aujourdhui), (r) => etapeEnregistree(user, ctx.projet.id, SOUSCRIPTION.onglets.participants, r.progression));
    });
  }

  /** Before the body of an import is read: the user's started, modifiable subscription (404 / 409), its context. */
  async controleImport(user: Utilisateur, idProjet: number): Promise<ContexteSouscription> {
    const ctx = await this.contextes.charger(user, idProjet);
    this.contextes.verifierModifiable(ctx, SOUSCRIPTION_PARTICIPANTS.lectureSeule);
    return ctx;
  }

  /**
   * POST import-participants: an xlsx of at most 10 Mo, read and checked as a whole; any error
   * and nothing changes (400 with one message per cell, 'Ligne n – Colonne : …'). On success the
   * list is replaced ('remplacer') or the new rows follow the saved ones ('ajouter', more than the
   * college refused as a whole), the method becomes IMPORTER and the file is kept as the
   * import_participants piece (replacing the previous one). `ctx0`: the context controleImport read
   * before the body; the transaction reads it again (a concurrent signature may have frozen the file
   * while the upload was read).
   */
  async importer(user: Utilisateur, ctx0: ContexteSouscription, fichiers: FichierTeleverse[], aujourdhui: string, mode: ModeImport): Promise<AffiliationReponseDto> {
    const idProjet = ctx0.projet.id;
    if (fichiers.length === 0) throw new RefusMetier('invalide', IMPORT_PARTICIPANTS.formatImport, { champ: 'file', code: 'AUCUN_FICHIER' });
    const [f] = fichiers;
    if (fichiers.length > 1 || motifRefusFichier({ nom: f.originalname, typeDeclare: f.mimetype, taille: f.size, octets: f.buffer }, FORMATS_IMPORT)) {
      throw new RefusMetier('invalide', IMPORT_PARTICIPANTS.formatImport, { champ: 'file', code: 'FICHIER_REFUSE' });
    }
    // Inspected before it is parsed, and refused before anything is stored (the file is kept only on success, below).
    const lecture = await lireClasseur(f.buffer);
    if (!lecture.ok) {
      const code = lecture.cause === 'ILLISIBLE' ? 'FICHIER_ILLISIBLE' : 'IMPORT_REFUSE';
      throw new RefusMetier('invalide', messageRefusClasseur(lecture.cause), { champ: 'file', code, data: { cause: lecture.cause } });
    }
    const resultat = analyserImport(lecture.classeur, this.variante(ctx0), this.exigences(ctx0), aujourdhui);
    if (!resultat.ok) {
      if ('fichier' in resultat) throw new RefusMetier('invalide', resultat.fichier, { champ: 'file', code: 'IMPORT_REFUSE' });
      throw new RefusMetier('invalide', resultat.resume, {
        code: 'IMPORT_REFUSE',
        erreurs: resultat.messages.map((message) => ({ champ: 'file', message })),
        data: { erreurs: resultat.erreurs.map(({ message: _m, ...e }) => e) },
      });
    }
    return this.souscriptions.transaction(async (manager) => {
      const ctx = await this.contextes.charger(user, idProjet, manager);
      this.contextes.verifierModifiable(ctx, SOUSCRIPTION_PARTICIPANTS.lectureSeule);
      const fusion = fusionnerImport<ParticipantEnregistre>(ctx.liste.participants, resultat.participants.map((p) => ({ ...p, id: randomUUID() })), mode, this.exigences(ctx).effectifCollege);
      if (!fusion.ok) throw new RefusMetier('invalide', fusion.fichier, { champ: 'file', code: 'IMPORT_REFUSE' });
      for (const ancienne of await this.pieces.duProjet(ctx.projet.id, user.codeDistributeur, manager, CODE_IMPORT)) {
        await this.pieces.supprimer(ancienne, manager);
        await this.files.delete(ancienne.fichierId, user.codeDistributeur, manager);
      }
      const stocke = await this.files.create(
        { codeDistributeur: user.codeDistributeur, kind: 'piece', name: f.originalname, contentType: TYPE_MIME.xlsx, bytes: f.buffer, owner: { type: PROPRIETAIRE_PIECE, id: String(ctx.projet.id) } },
        manager,
      );
      await this.pieces.enregistrer(
        { projetId: ctx.projet.id, codeDistributeur: user.codeDistributeur, code: CODE_IMPORT, fichierId: stocke.id, nomFichier: f.originalname, typeMime: TYPE_MIME.xlsx, taille: f.size },
        manager,
      );
      await this.ecrire(ctx, 'IMPORTER', ctx.modeAffiliation, fusion.participants, manager);
      await this.avancement.recalculer(manager, ctx.projet.id, user.codeDistributeur);
      return this.historique.avec(manager, this.reponse(ctx, aujourdhui, { importes: fusion.ajoutes, doublons: fusion.doublons }), (r) =>
        parCourtier(user, ctx.projet.id, 'PARTICIPANTS_IMPORTES', { nombre: r.importes ?? 0 }),
      );
    });
  }

  /** The method and mode on the subscription record, the list in its own row: one transaction. */
  private async ecrire(ctx: ContexteSouscription, methode: MethodeAffiliation, mode: ModeAffiliation, participants: ParticipantEnregistre[], manager: EntityManager): Promise<void> {
    await this.souscriptions.enregistrerAffiliation(ctx.souscription.id, ctx.souscription.codeDistributeur, { methodeAffiliation: methode, modeAffiliation: mode }, manager);
    ctx.liste.participants = participants;
    ctx.liste = await this.listes.enregistrer(ctx.liste, manager);
    ctx.methodeAffiliation = methode;
    ctx.modeAffiliation = mode;
  }

  /** GET the template: the projet's variant when a projet is named, else the one asked (SSC by default). */
  async modele(user: Utilisateur, q: { code_produit?: 'SSC' | 'SPC'; type_masse_salariale?: 'T1' | 'T12'; projet_id?: number }, aujourdhui: string) {
    let variante = varianteModele(q.code_produit ?? 'SSC', q.type_masse_salariale);
    let effectif: number | undefined;
    if (q.projet_id !== undefined) {
      const ctx = await this.contextes.charger(user, q.projet_id);
      variante = this.variante(ctx);
      effectif = ctx.projet.collegeEffectif;
    }
    const octets = await modeleParticipants(variante, aujourdhui, effectif);
    return { octets, nom: IMPORT_PARTICIPANTS.nomFichierModele(variante.version), type: TYPE_MIME.xlsx };
  }
}

/** A saved participant in the shape the subscription's counters read (snake_case, 02 §3). */
export function versSaisi(p: Participant) {
  return {
    id: p.id,
    nom: p.nom,
    prenom: p.prenom,
    date_naissance: p.dateNaissance,
    salaire_reference_excede_4_pass: p.salaireReferenceExcede4Pass ?? null,
    arret_travail_a_la_date_de_demande_adhesion: p.arretTravailALaDateDeDemandeAdhesion ?? null,
  };
}
