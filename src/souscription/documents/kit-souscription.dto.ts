import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { CodesDocumentsEnvoyes, EmailDestinataire } from '../../common/dto/validateurs';
import { IsIdentifiant } from '../../common/identifiant';
import { COMMON } from '../../domain/messages';

const CATEGORIES = ['entreprise', 'salarie'] as const;

/** The most codes an archive request may list: far above any kit (2 per participant and a few more). */
export const MAX_CODES_ARCHIVE = 500;

/** Body of POST /projets/documents-souscription (02 §7). */
export class DocumentsSouscriptionDto {
  @IsArray({ message: COMMON.champListe('projet_ids') })
  @ArrayMinSize(1, { message: COMMON.champObligatoire('projet_ids') })
  @ArrayMaxSize(20)
  @IsIdentifiant('projet_ids', { liste: true, distributeur: 'projet' })
  projet_ids!: number[];
}

/** Body of the archive: the selected documents' codes (of one category when given). */
export class ArchiveSouscriptionDto {
  @ApiProperty({ type: [String], example: ['mandat-sepa', 'bulletin-affiliation', 'bulletin-affiliation-1'], description: 'Codes des documents (bulletin-affiliation-<n> : le bulletin prérempli du n-ième participant)' })
  @IsArray({ message: COMMON.champListe('documents_code') })
  @ArrayMinSize(1, { message: COMMON.champObligatoire('documents_code') })
  // A whole kit in one request (a 12-participant file has 25 documents): the selection itself is
  // bounded by what the kit lists for the projet (unknown codes refused, repeats counted once);
  // this cap only bounds the validation of a hostile body.
  @ArrayMaxSize(MAX_CODES_ARCHIVE, { message: COMMON.champListe('documents_code') })
  @IsString({ each: true, message: COMMON.champListe('documents_code') })
  @Matches(/^[a-z0-9-]{1,40}$/, { each: true, message: COMMON.champListe('documents_code') })
  documents_code!: string[];

  @ApiPropertyOptional({ enum: CATEGORIES, description: 'Refuse un document d’une autre catégorie' })
  @IsOptional()
  @IsIn(CATEGORIES, { message: COMMON.champObligatoire('code_categorie') })
  code_categorie?: string;
}

/** Body of the e-mail: the selected documents and the recipient. */
export class EmailSouscriptionDto {
  @CodesDocumentsEnvoyes(['demande-adhesion', 'notice'])
  documents_code!: string[];

  @EmailDestinataire()
  email!: string;
}

export class DocumentSouscriptionDto {
  @ApiProperty({ example: 'demande-adhesion' }) id!: string;
  @ApiProperty() nom!: string;
  @ApiProperty({ nullable: true, type: String }) detail!: string | null;
  @ApiProperty({ description: 'Adresse du téléchargement, ou de la page quand methode vaut PAGE' }) url!: string;
  @ApiProperty({ enum: ['GET', 'POST', 'PAGE'], example: 'POST' }) methode!: string;
  @ApiProperty({ description: 'Une page de l’application (le kit DUE) : ni téléchargée, ni zippée, ni envoyée' }) page!: boolean;
  @ApiProperty() statique!: boolean;
  @ApiProperty({ description: 'isEligibleEmail' }) email!: boolean;
  @ApiProperty() disponible!: boolean;
  @ApiProperty() confirmation_fige!: boolean;
  @ApiProperty({ nullable: true, type: String, example: 'incomplet_pour_edition_da' }) raison_indisponibilite!: string | null;
  @ApiProperty({ nullable: true, type: String }) message_indisponibilite!: string | null;
}

export class GroupeDocumentsDto {
  @ApiProperty() projet_id!: number;
  @ApiProperty({ example: 'Contractuels' }) nom!: string;
  @ApiProperty({ enum: CATEGORIES }) code_categorie!: string;
  @ApiProperty({ type: [DocumentSouscriptionDto] }) documents!: DocumentSouscriptionDto[];
}
