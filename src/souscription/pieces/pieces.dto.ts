import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { COMMON } from '../../domain/messages';

/** Text part of POST pieces-justificatives (multipart): the piece's code, next to its file(s). */
export class AjoutPieceDto {
  @ApiProperty({ example: 'kbis', description: 'Code de la pièce attendue (kbis, dsn, rib, ria, sec, dia…)' })
  @IsString({ message: COMMON.champObligatoire('code') })
  @MaxLength(64)
  @Matches(/^[a-z0-9_]+$/, { message: COMMON.champInvalide('code') })
  code!: string;
}

export class PieceDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'kbis' }) code!: string;
  @ApiProperty({ example: 'kbis.pdf' }) nom_fichier!: string;
  @ApiProperty({ example: 'Extrait Kbis de moins de trois mois' }) libelle!: string;
  @ApiProperty({ enum: ['processing', 'success', 'error'], example: 'success' }) status!: 'success';
  @ApiPropertyOptional({ description: 'Rang du fichier pour une pièce multiple (dia)' }) indice_repetition?: number;
  @ApiProperty({ example: '/api/pieces-justificatives/12' }) url!: string;
  @ApiProperty() taille!: number;
}

export class PieceAttendueDto {
  @ApiProperty() code!: string;
  @ApiProperty() libelle!: string;
  @ApiProperty({ enum: ['entreprise', 'complementaire'] }) section!: string;
  @ApiProperty() obligatoire!: boolean;
  @ApiProperty() min!: number;
  @ApiProperty() max!: number;
  @ApiProperty() multiple!: boolean;
  @ApiProperty({ type: [String], example: ['png', 'jpeg', 'pdf'] }) formats!: string[];
  @ApiProperty() nombre!: number;
  @ApiProperty() complete!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'Fichier(s) 2 / 4' }) compteur!: string | null;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
}

class ProgressionPiecesDto {
  @ApiProperty() nb_completed!: number;
  @ApiProperty() nb_total!: number;
}

export class PiecesReponseDto {
  @ApiProperty({ type: [PieceDto] }) pieces!: PieceDto[];
  @ApiProperty({ type: [PieceAttendueDto] }) attendues!: PieceAttendueDto[];
  @ApiProperty({ type: ProgressionPiecesDto }) progression!: ProgressionPiecesDto;
  @ApiProperty() lecture_seule!: boolean;
}
