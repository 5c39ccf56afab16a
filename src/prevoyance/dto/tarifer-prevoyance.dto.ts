import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { COMMON, formatMessage, INFORMATIONS_TARIFANTES, PREVOYANCE } from '../../domain/messages';
import { COLLEGES_PREVOYANCE, TYPES_MASSE_SALARIALE, type CollegePrevoyance, type TypeMasseSalariale } from '../../domain/pricing/prevoyance/garanties.types';
import { AGE_MOYEN_MAX, AGE_MOYEN_MIN, EFFECTIF_COLLEGE_MAX, EFFECTIF_COLLEGE_MIN } from '../../domain/projets/informations-tarifantes';
import { NB_ENFANTS_MAX_SAISIE } from '../../domain/pricing/prevoyance/regles/informations';
import { ClientRefDto, UtilisateurRefDto } from '../../common/dto/references.dto';
import { IsDateIsoStricte, IsIdcc, IsValeurScalaire, ObjetRequis } from '../../common/dto/validateurs';

/**
 * POST /prevoyance/tarifer (spec 01 §7), snake_case as the spec gives it. The DTOs check the shape
 * and the single-field bounds; the relations between fields (counts against the headcount, payroll
 * against the PASS, every guarantee relation and agreement minimum) are the domain rules, run by the
 * service with the same French messages the pages show.
 */

export class CollegePrevoyanceDto {
  @ApiProperty({ enum: COLLEGES_PREVOYANCE, example: 'CADRE' })
  @IsDefined({ message: PREVOYANCE.typeCollegeRequis })
  @IsIn(COLLEGES_PREVOYANCE, { message: (a: ValidationArguments) => formatMessage(PREVOYANCE.collegeNonGere, { type: String(a.value) }) })
  type!: CollegePrevoyance;

  @ApiProperty({ minimum: AGE_MOYEN_MIN, maximum: AGE_MOYEN_MAX, example: 40 })
  @IsDefined({ message: COMMON.champObligatoire('age_moyen') })
  @IsInt({ message: INFORMATIONS_TARIFANTES.ageMoyen })
  @Min(AGE_MOYEN_MIN, { message: INFORMATIONS_TARIFANTES.ageMoyen })
  @Max(AGE_MOYEN_MAX, { message: INFORMATIONS_TARIFANTES.ageMoyen })
  age_moyen!: number;

  @ApiProperty({ minimum: EFFECTIF_COLLEGE_MIN, maximum: EFFECTIF_COLLEGE_MAX, example: 10 })
  @IsDefined({ message: COMMON.champObligatoire('effectif') })
  @IsInt({ message: COMMON.champEntier('effectif') })
  @Min(EFFECTIF_COLLEGE_MIN, { message: INFORMATIONS_TARIFANTES.effectifCollegeMin })
  @Max(EFFECTIF_COLLEGE_MAX, { message: INFORMATIONS_TARIFANTES.effectifCollegeMax })
  effectif!: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, nullable: true, example: 4, description: 'Obligatoire au-delà de 49 salariés dans le collège ; ignoré en deçà' })
  @IsOptional()
  @IsInt({ message: COMMON.champEntier('nb_femmes') })
  @Min(0, { message: COMMON.champMin('nb_femmes', '0') })
  nb_femmes?: number | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: NB_ENFANTS_MAX_SAISIE, nullable: true, example: 8 })
  @IsOptional()
  @IsInt({ message: COMMON.champEntier('nb_enfants') })
  @Min(0, { message: COMMON.champMin('nb_enfants', '0') })
  @Max(NB_ENFANTS_MAX_SAISIE, { message: PREVOYANCE.nbEnfantsMax })
  nb_enfants?: number | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, nullable: true, example: 6 })
  @IsOptional()
  @IsInt({ message: COMMON.champEntier('nb_conjoints') })
  @Min(0, { message: COMMON.champMin('nb_conjoints', '0') })
  nb_conjoints?: number | null;
}

export class SocieteDto {
  @ApiProperty({ example: '62.01Z', description: 'Code NAF (rév. 2)' })
  @IsDefined({ message: COMMON.champObligatoire(PREVOYANCE.codeNaf) })
  @IsString({ message: COMMON.champObligatoire(PREVOYANCE.codeNaf) })
  @IsNotEmpty({ message: COMMON.champObligatoire(PREVOYANCE.codeNaf) })
  @MaxLength(10, { message: (a: ValidationArguments) => formatMessage(PREVOYANCE.nafInvalide, { naf: String(a.value) }) })
  naf!: string;

  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string' }], example: 1486, description: 'IDCC (9999 : sans convention collective)' })
  @IsDefined({ message: PREVOYANCE.idccInvalide })
  @IsIdcc({ message: PREVOYANCE.idccInvalide })
  idcc!: number | string;
}

export class CaracteristiqueDto {
  @ApiProperty({ example: 'marie_pacse_concubin' })
  @IsString({ message: COMMON.champTexte('nom') })
  @MaxLength(64)
  nom!: string;

  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'boolean' }, { type: 'string' }], example: 150 })
  @IsDefined({ message: PREVOYANCE.valeurObligatoire })
  @IsValeurScalaire({ message: COMMON.champInvalide('valeur') })
  valeur!: number | boolean | string;
}

export class GarantieDto {
  @ApiProperty({ example: 'deces_ptia', description: 'Section : deces_ptia, incapacite_invalidite, allocation_obseques, rente_education, rente_conjoint, rente_personne_a_charge, doublement_duree_portabilite' })
  @IsString({ message: COMMON.champTexte('code') })
  @MaxLength(64)
  code!: string;

  @ApiProperty({ type: [CaracteristiqueDto] })
  @IsArray({ message: COMMON.champListe('caracteristiques') })
  @ArrayMaxSize(64)
  @ValidateNested({ each: true })
  @Type(() => CaracteristiqueDto)
  caracteristiques!: CaracteristiqueDto[];
}

export class PropositionDto {
  @ApiProperty({ minimum: 0, maximum: 15, example: 5, description: 'Taux linéaire, ou taux de l’option précomptée (7, 10 ou 15)' })
  @IsDefined({ message: PREVOYANCE.tauxCommissionnement })
  @IsInt({ message: PREVOYANCE.tauxCommissionnement })
  @Min(0, { message: PREVOYANCE.tauxCommissionnement })
  @Max(15, { message: PREVOYANCE.tauxCommissionnement })
  taux_commissionnement!: number;

  @ApiProperty({ enum: TYPES_MASSE_SALARIALE, example: 'T1' })
  @IsIn(TYPES_MASSE_SALARIALE, { message: COMMON.champValeurs('masse_salariale_atarifer', TYPES_MASSE_SALARIALE.join(', ')) })
  masse_salariale_atarifer!: TypeMasseSalariale;

  @ApiProperty({ minimum: 1, example: 450000, description: 'Euros ; au plus effectif du collège × PASS' })
  @IsOptional()
  @IsInt({ message: COMMON.champEntier('masse_salariale_t1') })
  masse_salariale_t1!: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, nullable: true, example: 0, description: 'Euros, pour T12 ; au plus effectif du collège × 7 × PASS' })
  @IsOptional()
  @IsInt({ message: COMMON.champEntier('masse_salariale_t2') })
  masse_salariale_t2?: number | null;

  @ApiProperty({ enum: ['OUI', 'NON'], example: 'NON' })
  @IsIn(['OUI', 'NON'], { message: COMMON.champValeurs('portabilite_supra_legale', 'OUI, NON') })
  portabilite_supra_legale!: 'OUI' | 'NON';

  @ApiProperty({ type: [GarantieDto], description: 'Une entrée par section choisie (Décès/PTIA toujours) : {code, caracteristiques: [{nom, valeur}]}' })
  @IsArray({ message: COMMON.champListe('garanties') })
  @ArrayMaxSize(16)
  @ValidateNested({ each: true })
  @Type(() => GarantieDto)
  garanties!: GarantieDto[];
}

export class DonneesTarifantesPrevoyanceDto {
  @ApiProperty({ format: 'date', example: '2027-01-01', description: 'AAAA-MM-JJ ; de J+1 (ou du 1er du mois en cours pour un collège de 2 salariés et plus) à J+183' })
  @IsDefined({ message: COMMON.champObligatoire('date_effet') })
  @IsDateIsoStricte({ message: INFORMATIONS_TARIFANTES.dateEffetFormat })
  date_effet!: string;

  @ObjetRequis(CollegePrevoyanceDto, PREVOYANCE.typeCollegeRequis)
  college!: CollegePrevoyanceDto;

  @ObjetRequis(SocieteDto, COMMON.champObligatoire('societe'))
  societe!: SocieteDto;

  @ObjetRequis(PropositionDto, COMMON.champObligatoire('proposition'))
  proposition!: PropositionDto;
}

export class TarifierPrevoyanceDto {
  @ObjetRequis(DonneesTarifantesPrevoyanceDto, COMMON.champObligatoire('donnees_tarifantes'), { nonVide: true })
  donnees_tarifantes!: DonneesTarifantesPrevoyanceDto;

  @ObjetRequis(ClientRefDto, COMMON.champObligatoire('client'))
  client!: ClientRefDto;

  @ObjetRequis(UtilisateurRefDto, COMMON.champObligatoire('utilisateur'))
  utilisateur!: UtilisateurRefDto;
}

export class CatalogueQuery {
  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string' }], example: 1486, description: 'IDCC (9999 : sans convention collective)' })
  @IsDefined({ message: PREVOYANCE.idccInvalide })
  @IsIdcc({ message: PREVOYANCE.idccInvalide })
  idcc!: string;

  @ApiProperty({ enum: COLLEGES_PREVOYANCE, example: 'CADRE' })
  @IsDefined({ message: PREVOYANCE.typeCollegeRequis })
  @IsIn(COLLEGES_PREVOYANCE, { message: (a: ValidationArguments) => formatMessage(PREVOYANCE.collegeNonGere, { type: String(a.value) }) })
  college!: CollegePrevoyance;
}
