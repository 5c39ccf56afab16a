import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsObject, IsOptional, IsString, Matches } from 'class-validator';
import { CodesDocumentsEnvoyes, EmailDestinataire } from '../../common/dto/validateurs';
import { IsIdentifiant } from '../../common/identifiant';
import { COMMON, DUE_KIT, PROJETS } from '../../domain/messages';

const CATEGORIES = ['decision', 'salaries', 'dispenses', 'cse', 'denonciation', 'notice'] as const;

/** Body of the kit's calls (03 §7): the projet, and the tunnel's answers (the saved ones when left out). */
export class DemandeKitDueDto {
  @ApiProperty({ type: [Number], example: [12], description: 'Le projet santé (une liste d’un identifiant)' })
  @IsArray({ message: PROJETS.selectionnerUnProjet })
  @ArrayMinSize(1, { message: PROJETS.selectionnerUnProjet })
  @ArrayMaxSize(1, { message: PROJETS.selectionnerUnProjet })
  @IsIdentifiant('projet_ids', { liste: true, distributeur: 'projet', description: 'Le projet santé' })
  projet_ids!: number[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Les réponses du parcours (etape1 … etape10), vérifiées comme à l’enregistrement ; absentes, les réponses enregistrées du projet',
  })
  @IsOptional()
  @IsObject({ message: COMMON.champObligatoire('payload') })
  payload?: Record<string, unknown>;
}

/** One document or the archive: the broker's answer to the 'Attention !' dialog when the document freezes the projet. */
export class TelechargementKitDueDto extends DemandeKitDueDto {
  @ApiPropertyOptional({ type: Boolean, default: false, description: DUE_KIT.confirmationFigeRequise })
  @IsOptional()
  @IsBoolean({ message: COMMON.champBooleen('confirmation_fige') })
  confirmation_fige?: boolean;
}

export class ArchiveKitDueDto extends TelechargementKitDueDto {
  @ApiPropertyOptional({ type: [String], enum: CATEGORIES, description: 'Les groupes à inclure (tous par défaut)' })
  @IsOptional()
  @IsArray({ message: COMMON.champObligatoire('code_categories') })
  @IsIn(CATEGORIES, { each: true, message: COMMON.champObligatoire('code_categories') })
  code_categories?: string[];

  @ApiPropertyOptional({ type: [String], example: ['decision', 'notice'], description: 'La sélection à télécharger (issue 27 item 8) ; absente, tous les documents des groupes demandés' })
  @IsOptional()
  @IsArray({ message: COMMON.champListe('documents_code') })
  @ArrayMinSize(1, { message: COMMON.champObligatoire('documents_code') })
  @ArrayMaxSize(20)
  @IsString({ each: true, message: COMMON.champListe('documents_code') })
  @Matches(/^[a-z0-9-]{1,40}$/, { each: true, message: COMMON.champListe('documents_code') })
  documents_code?: string[];
}

/** Body of the DUE kit's e-mail (issue 27 item 8): the selected documents and the recipient, with the answers and the 'fige' confirmation like a download. */
export class EmailKitDueDto extends TelechargementKitDueDto {
  @CodesDocumentsEnvoyes(['decision', 'notice'])
  documents_code!: string[];

  @EmailDestinataire()
  email!: string;
}

export class DocumentKitDueDto {
  @ApiProperty() id!: string;
  @ApiProperty() nom!: string;
  @ApiProperty({ nullable: true, type: String }) detail!: string | null;
  @ApiProperty() url!: string;
  @ApiProperty() statique!: boolean;
  @ApiProperty() email!: boolean;
  @ApiProperty() disponible!: boolean;
  @ApiProperty({ description: 'Le document fige le projet : confirmation « Attention ! » demandée' }) confirmation_fige!: boolean;
  @ApiProperty({ nullable: true, type: String }) raison_indisponibilite!: string | null;
  @ApiProperty({ nullable: true, type: String }) message_indisponibilite!: string | null;
}

export class GroupeKitDueDto {
  @ApiProperty() nom!: string;
  @ApiProperty({ enum: CATEGORIES }) code_categorie!: string;
  @ApiProperty({ type: [DocumentKitDueDto] }) documents!: DocumentKitDueDto[];
}
