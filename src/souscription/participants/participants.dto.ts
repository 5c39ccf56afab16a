import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { COMMON, SOUSCRIPTION_PARTICIPANTS } from '../../domain/messages';
import { METHODES_AFFILIATION, MODES_AFFILIATION, type MethodeAffiliation, type ModeAffiliation } from '../../domain/souscription/participants';
import { LIGNES_MODELE, MODE_IMPORT_DEFAUT, MODES_IMPORT, type ModeImport } from '../../domain/souscription/import-participants';
import { IMPORT_PARTICIPANTS } from '../../domain/messages';

/** A participant as the spec sends it (02 §3): names, birth date, optionally the two flags. */
export class ParticipantDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Identifiant d’un participant déjà enregistré (absent pour un nouveau)' })
  @IsOptional()
  @IsUUID('all', { message: COMMON.champInvalide('id') })
  id?: string | null;

  @ApiProperty({ example: 'DUPONT', maxLength: 100 })
  @IsString()
  @MaxLength(100)
  nom!: string;

  @ApiProperty({ example: 'Marie', maxLength: 100 })
  @IsString()
  @MaxLength(100)
  prenom!: string;

  @ApiProperty({ example: '1985-07-14', description: 'AAAA-MM-JJ' })
  @IsString()
  @MaxLength(10)
  date_naissance!: string;

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @IsOptional()
  @IsBoolean()
  salaire_reference_excede_4_pass?: boolean | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @IsOptional()
  @IsBoolean()
  arret_travail_a_la_date_de_demande_adhesion?: boolean | null;
}

/** Body of POST /projets/{id}/souscription/affiliation-participants (02 §7). */
export class AffiliationParticipantsDto {
  @ApiProperty({ enum: METHODES_AFFILIATION })
  @IsIn(METHODES_AFFILIATION, { message: SOUSCRIPTION_PARTICIPANTS.methodeInvalide })
  methode_affiliation!: MethodeAffiliation;

  @ApiProperty({ enum: MODES_AFFILIATION })
  @IsIn(MODES_AFFILIATION, { message: SOUSCRIPTION_PARTICIPANTS.modeInvalide })
  mode_affiliation!: ModeAffiliation;

  @ApiProperty({ type: [ParticipantDto], maxItems: LIGNES_MODELE })
  @IsArray()
  @ArrayMaxSize(LIGNES_MODELE)
  @ValidateNested({ each: true })
  @Type(() => ParticipantDto)
  participants!: ParticipantDto[];
}

/** Query of the template download: the variant (product and payroll type), or the projet's. */
export class ModeleParticipantsQueryDto {
  @ApiPropertyOptional({ enum: ['SSC', 'SPC'], description: 'Produit (SSC par défaut)' })
  @IsOptional()
  @IsIn(['SSC', 'SPC'], { message: COMMON.champValeurs('code_produit', 'SSC, SPC') })
  code_produit?: 'SSC' | 'SPC';

  @ApiPropertyOptional({ enum: ['T1', 'T12'], description: 'Masse salariale tarifée (prévoyance)' })
  @IsOptional()
  @IsIn(['T1', 'T12'], { message: COMMON.champValeurs('type_masse_salariale', 'T1, T12') })
  type_masse_salariale?: 'T1' | 'T12';
}

/** Query of the import: what the file does to the participants already saved (default: replaces them). */
export class ImportParticipantsQueryDto {
  @ApiPropertyOptional({ enum: MODES_IMPORT, default: MODE_IMPORT_DEFAUT, description: 'ajouter : les lignes du fichier après les participants enregistrés (un participant déjà enregistré n’est pas ajouté deux fois) ; remplacer : la liste devient celle du fichier' })
  @IsOptional()
  @IsIn(MODES_IMPORT, { message: IMPORT_PARTICIPANTS.modeImportInvalide })
  mode?: ModeImport;
}

export class ParticipantReponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() nom!: string;
  @ApiProperty() prenom!: string;
  @ApiProperty({ example: '1985-07-14' }) date_naissance!: string;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) salaire_reference_excede_4_pass?: boolean | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) arret_travail_a_la_date_de_demande_adhesion?: boolean | null;
}

class QuestionDto {
  @ApiProperty() posee!: boolean;
  @ApiProperty() au_moins_un!: boolean;
}

class ProgressionParticipantsDto {
  @ApiProperty() nb_completed!: number;
  @ApiProperty() nb_total!: number;
}

/** The saved step 2, with what the page needs to show it. */
export class AffiliationReponseDto {
  @ApiProperty({ enum: METHODES_AFFILIATION }) methode_affiliation!: MethodeAffiliation;
  @ApiProperty({ enum: MODES_AFFILIATION }) mode_affiliation!: ModeAffiliation;
  @ApiProperty() effectif_college!: number;
  @ApiProperty({ type: [ParticipantReponseDto] }) participants!: ParticipantReponseDto[];
  @ApiProperty({ type: QuestionDto }) salaire_4_pass!: QuestionDto;
  @ApiProperty({ type: QuestionDto }) arret_travail!: QuestionDto;
  @ApiProperty() valide!: boolean;
  @ApiProperty({ type: [String] }) erreurs!: string[];
  @ApiProperty({ type: ProgressionParticipantsDto }) progression!: ProgressionParticipantsDto;
  @ApiProperty() lecture_seule!: boolean;
  @ApiPropertyOptional({ description: 'Import : nombre de participants importés (ajoutés à la liste en mode ajouter)' }) importes?: number;
  @ApiPropertyOptional({ description: 'Import en mode ajouter : lignes du fichier déjà enregistrées, non ajoutées deux fois' }) doublons_ignores?: number;
}
