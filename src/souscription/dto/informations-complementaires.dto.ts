import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { COMMON } from '../../domain/messages';
import { ObjetRequis } from '../../common/dto/validateurs';
import {
  CIVILITES,
  MODES_COTISATION,
  NATURES_CONTRAT,
  NATURES_REGIME,
  PAYEURS,
  type Civilite,
  type ModeCotisation,
  type NatureContrat,
  type NatureRegime,
  type Payeur,
} from '../../domain/souscription/types';

/**
 * Body of POST /projets/{id}/souscription/informations-complementaires (02 §3, step 1). Shapes
 * only (types, lengths, lists of values); what is required for the product, the SIRET key, the
 * dates, the legal form's activities, the towns and the contribution modes are checked by the service.
 */

export class EntrepriseAdherenteDto {
  @ApiProperty({ enum: NATURES_CONTRAT, nullable: true })
  @IsOptional()
  @IsIn(NATURES_CONTRAT)
  nature_contrat!: NatureContrat | null;

  @ApiProperty({ enum: NATURES_REGIME, nullable: true, description: 'Prévoyance et nouvelle affaire seulement' })
  @IsOptional()
  @IsIn(NATURES_REGIME)
  nature_regime!: NatureRegime | null;

  @ApiProperty({ example: 'Boulangerie Lefèvre', description: 'Figée : celle du projet' })
  @IsString()
  @MaxLength(131)
  raison_sociale!: string;

  @ApiProperty({ example: '73282932000074', description: '14 chiffres (espaces ignorés) ; figé quand le projet le porte' })
  @IsString()
  @MaxLength(20)
  siret!: string;

  @ApiProperty({ type: String, example: 'sarl', nullable: true, description: 'Code du référentiel /formes-juridiques' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  forme_juridique!: string | null;

  @ApiProperty({ type: String, example: 'commerciale', nullable: true, description: "Activité de la forme juridique ; non demandée pour 'ei'" })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  activite!: string | null;

  @ApiPropertyOptional({ type: String, example: '1486', nullable: true, description: 'Figé : celui du projet' })
  @IsOptional()
  @IsString()
  @MaxLength(4)
  idcc!: string | null;

  @ApiProperty({ type: String, example: '62.01Z', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(6)
  naf!: string | null;

  @ApiProperty({ type: String, example: '2012-03-01', nullable: true, description: 'AAAA-MM-JJ, pas après aujourd’hui' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  date_creation_administrative!: string | null;
}

export class AdresseSiegeSocialDto {
  @ApiProperty({ type: String, example: '12', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  numero!: string | null;

  @ApiProperty({ example: 'rue de la Paix' })
  @IsString()
  @MaxLength(200)
  voie!: string;

  @ApiProperty({ type: String, example: 'B', nullable: true, description: 'A, B (Bis), C à M, O à S, T (Ter), U, V, X, Y, Z' })
  @IsOptional()
  @IsString()
  @MaxLength(2)
  indice_repetition!: string | null;

  @ApiProperty({ example: '35000' })
  @IsString()
  @MaxLength(5)
  code_postal!: string;

  @ApiProperty({ example: 'Rennes' })
  @IsString()
  @MaxLength(100)
  ville!: string;
}

export class InterlocuteurDto {
  @ApiProperty({ enum: CIVILITES, nullable: true })
  @IsOptional()
  @IsIn(CIVILITES)
  civilite!: Civilite | null;

  @ApiProperty({ example: 'Martin' })
  @IsString()
  @MaxLength(100)
  nom!: string;

  @ApiProperty({ example: 'Claire' })
  @IsString()
  @MaxLength(100)
  prenom!: string;

  @ApiProperty({ type: String, example: 'Gérant', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  fonction!: string | null;

  @ApiProperty({ example: '0299001122', description: 'Fixe ou portable' })
  @IsString()
  @MaxLength(20)
  telephone!: string;

  @ApiProperty({ example: 'claire.martin@example.fr' })
  @IsString()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ example: true, description: 'Documentation contractuelle par e-mail (sinon papier)' })
  @IsBoolean()
  documentation_contractuelle_email!: boolean;
}

export class CotisationDto {
  @ApiProperty({ enum: MODES_COTISATION, nullable: true })
  @IsOptional()
  @IsIn(MODES_COTISATION)
  mode_cotisation!: ModeCotisation | null;

  @ApiProperty({ enum: PAYEURS, nullable: true })
  @IsOptional()
  @IsIn(PAYEURS)
  payeur!: Payeur | null;
}

const OuiNon = () => (target: object, key: string) => {
  ApiProperty({ type: Boolean, nullable: true })(target, key);
  IsOptional()(target, key);
  IsBoolean()(target, key);
};

export class EtudeMedicaleDto {
  @OuiNon() effectif_college_inferieur_6!: boolean | null;
  @OuiNon() souscription_simultanee_et_effectif_global_superieur_5!: boolean | null;
  @OuiNon() au_moins_un_salaire_superieur_4_fois_pass!: boolean | null;
  @OuiNon() au_moins_un_salarie_en_arret_de_travail!: boolean | null;
  @OuiNon() beneficiaires_rente_education_conjoint!: boolean | null;
}

export class InformationsComplementairesDto {
  @ObjetRequis(EntrepriseAdherenteDto, COMMON.champObligatoire('entreprise_adherente'))
  entreprise_adherente!: EntrepriseAdherenteDto;

  @ObjetRequis(AdresseSiegeSocialDto, COMMON.champObligatoire('adresse_siege_social'))
  adresse_siege_social!: AdresseSiegeSocialDto;

  @ObjetRequis(InterlocuteurDto, COMMON.champObligatoire('interlocuteur'))
  interlocuteur!: InterlocuteurDto;

  @ApiPropertyOptional({ type: CotisationDto, nullable: true, description: 'Santé seulement' })
  @IsOptional()
  @ValidateNested()
  @Type(() => CotisationDto)
  cotisation!: CotisationDto | null;

  @ApiPropertyOptional({ type: EtudeMedicaleDto, nullable: true, description: 'Prévoyance seulement' })
  @IsOptional()
  @ValidateNested()
  @Type(() => EtudeMedicaleDto)
  etude_medicale!: EtudeMedicaleDto | null;
}
