import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { ValideSelon } from '../../clients/dto/valide-selon';
import { DOCUMENTS_REGENERABLES, STATUTS_ELEMENT, STATUTS_LOT, estDocumentRegenerable, type DocumentRegenerable, type StatutLot } from '../../domain/admin';
import { ADMIN } from '../../domain/messages';
import { MAIL_STATUSES, type MailStatus } from '../../mail/mail.types';

const JOUR = /^\d{4}-\d{2}-\d{2}$/;
const texteCourt = (max: number, message: string) => (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() !== '' && v.length <= max) ? null : message);

// ---- Jobs at a glance --------------------------------------------------------------------------

export class ComptesEtatsAdmin {
  @ApiProperty() waiting!: number;
  @ApiProperty() active!: number;
  @ApiProperty() completed!: number;
  @ApiProperty() failed!: number;
  @ApiProperty() delayed!: number;
}

export class TypeTravailAdmin {
  @ApiProperty({ example: 'etudes.etude-personnalisee' }) nom!: string;
  @ApiProperty({ example: 'documents' }) file!: string;
  @ApiProperty({ type: ComptesEtatsAdmin }) comptes!: ComptesEtatsAdmin;
  @ApiProperty({ type: Number, nullable: true, description: 'Âge (ms) du plus ancien travail en attente' }) attente_max_ms!: number | null;
  @ApiProperty({ description: 'Travaux terminés dans la dernière heure' }) termines_derniere_heure!: number;
}

export class TravailEnEchecAdmin {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'etudes.etude-personnalisee' }) nom!: string;
  @ApiProperty({ example: 'Projet introuvable parmi 42' }) erreur!: string;
  @ApiProperty({ example: 3 }) tentatives!: number;
  @ApiProperty({ format: 'date-time' }) cree_le!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) echoue_le!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Projet concerné (identifiant seulement)' }) projet_id!: number | null;
}

export class VueTravauxAdmin {
  @ApiProperty({ enum: ['inline', 'bullmq'] }) pilote!: 'inline' | 'bullmq';
  @ApiProperty({ type: [TypeTravailAdmin] }) types!: TypeTravailAdmin[];
  @ApiProperty({ type: [TravailEnEchecAdmin] }) echecs!: TravailEnEchecAdmin[];
  @ApiProperty({ type: String, nullable: true, example: '/api/admin/bull-board/', description: 'Bull Board (inspection détaillée), seulement avec BullMQ ; null sinon' })
  bull_board!: string | null;
}

export class ActionTravauxDto {
  @ApiProperty({ example: 'etudes.etude-personnalisee', description: 'Type de travail dont tous les échecs sont relancés ou abandonnés' })
  @ValideSelon(texteCourt(100, ADMIN.nomTravailInvalide))
  nom!: string;
}

export class ResultatActionTravauxAdmin {
  @ApiProperty({ description: 'Travaux relancés ou abandonnés' }) traites!: number;
}

// ---- Regenerations -----------------------------------------------------------------------------

export class FiltreLotDto {
  @ApiPropertyOptional({ example: 'SSC' }) @IsOptional() @ValideSelon(texteCourt(3, ADMIN.filtreInvalide)) code_produit?: string;
  @ApiPropertyOptional({ example: 'DIST-A' }) @IsOptional() @ValideSelon(texteCourt(64, ADMIN.filtreInvalide)) code_distributeur?: string;
  @ApiPropertyOptional({ example: '2026.1' }) @IsOptional() @ValideSelon(texteCourt(64, ADMIN.filtreInvalide)) bareme_version?: string;
  @ApiPropertyOptional({ example: 'NOUVEAU' }) @IsOptional() @ValideSelon(texteCourt(32, ADMIN.filtreInvalide)) statut?: string;
  @ApiPropertyOptional({ example: '2026-01-01', description: 'Dernière modification du projet, à partir de ce jour (inclus)' })
  @IsOptional()
  @ValideSelon((v) => (v === undefined || (typeof v === 'string' && JOUR.test(v)) ? null : ADMIN.dateInvalide))
  depuis?: string;
  @ApiPropertyOptional({ example: '2026-12-31', description: "Jusqu'à ce jour (inclus)" })
  @IsOptional()
  @ValideSelon((v) => (v === undefined || (typeof v === 'string' && JOUR.test(v)) ? null : ADMIN.dateInvalide))
  jusqua?: string;
}

export class RegenerationDto {
  @ApiProperty({ enum: DOCUMENTS_REGENERABLES, example: 'etude-personnalisee', description: 'Le document : souscription/<code> et due/<code> nomment un document de ces kits' })
  @ValideSelon((v) => (estDocumentRegenerable(v) ? null : ADMIN.documentInconnu(String(v))))
  type_document!: DocumentRegenerable;

  @ApiPropertyOptional({ example: 42, description: 'Un seul document : celui de ce projet (sinon, tous ceux du filtre)' })
  @IsOptional()
  @ValideSelon((v, o) => (v === undefined ? null : !Number.isSafeInteger(v) || (v as number) < 1 ? ADMIN.projetInvalide : o.filtre !== undefined ? ADMIN.cibleOuFiltre : null))
  projet_id?: number;

  @ApiPropertyOptional({ type: FiltreLotDto, description: 'Tous les documents de ce type des projets correspondants (tous distributeurs)' })
  @IsOptional()
  @ValidateNested()
  @Type(() => FiltreLotDto)
  filtre?: FiltreLotDto;
}

export class LotCreeAdmin {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() total!: number;
}

export class EchecLotAdmin {
  @ApiProperty() projet_id!: number;
  @ApiProperty({ type: String, nullable: true }) erreur!: string | null;
  @ApiProperty() tentative!: number;
}

export class ProgressionLotAdmin {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: DOCUMENTS_REGENERABLES }) type_document!: DocumentRegenerable;
  @ApiProperty({ enum: STATUTS_LOT }) statut!: StatutLot;
  @ApiProperty() total!: number;
  @ApiProperty() faits!: number;
  @ApiProperty() echecs!: number;
  @ApiProperty() annules!: number;
  @ApiProperty() restants!: number;
  @ApiProperty({ minimum: 0, maximum: 100 }) pourcentage!: number;
  @ApiProperty({ type: [EchecLotAdmin], description: `Documents en échec et leur raison (statuts possibles des documents : ${STATUTS_ELEMENT.join(', ')})` }) raisons!: EchecLotAdmin[];
  @ApiProperty({ format: 'date-time' }) cree_le!: string;
  @ApiProperty({ format: 'date-time' }) modifie_le!: string;
}

export class LotsAdmin {
  @ApiProperty({ type: [ProgressionLotAdmin] }) lots!: ProgressionLotAdmin[];
}

export class VersionDocumentAdmin {
  @ApiProperty({ format: 'uuid', description: 'Lisible en GET /api/admin/fichiers/{id}' }) id!: string;
  @ApiProperty({ example: 'etude-personnalisee' }) type!: string;
  @ApiProperty() nom!: string;
  @ApiProperty() taille!: number;
  @ApiProperty({ format: 'date-time' }) cree_le!: string;
}

export class DocumentsProjetAdmin {
  @ApiProperty() projet_id!: number;
  @ApiProperty({ type: [VersionDocumentAdmin], description: 'Du plus récent au plus ancien : le premier de chaque type est celui servi' }) versions!: VersionDocumentAdmin[];
}

// ---- Mail outbox -------------------------------------------------------------------------------

export class CourrielAdmin {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'DIST-A' }) code_distributeur!: string;
  @ApiProperty({ example: 'a•••@•••.fr', description: 'Destinataire masqué' }) destinataire!: string;
  @ApiProperty({ enum: MAIL_STATUSES }) statut!: MailStatus;
  @ApiProperty() tentatives!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Code de la dernière erreur (jamais une adresse)' }) erreur!: string | null;
  @ApiProperty({ format: 'date-time' }) cree_le!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) renvoye_le!: string | null;
  @ApiProperty({ description: 'En échec et jamais renvoyé : peut être renvoyé une fois' }) renvoyable!: boolean;
}

export class CourrielsAdmin {
  @ApiProperty({ type: [CourrielAdmin] }) courriels!: CourrielAdmin[];
}
