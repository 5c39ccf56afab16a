import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { COMMON, INFORMATIONS_TARIFANTES, PREVOYANCE, REFERENTIELS, SANTE } from '../../domain/messages';
import { TYPES_MASSE_SALARIALE, type TypeMasseSalariale } from '../../domain/pricing/prevoyance/garanties.types';
import { CODES_POSTES, REGIMES_OBLIGATOIRES, type RegimeObligatoire } from '../../domain/pricing/sante/types';
import { ClientRefDto, UtilisateurRefDto } from '../../common/dto/references.dto';
import { CollegeSanteDto, NiveauPosteDto } from '../../sante/dto/tarifer-sante.dto';
import { CollegePrevoyanceDto, GarantieDto } from '../../prevoyance/dto/tarifer-prevoyance.dto';
import { IsDateIsoStricte, ObjetRequis } from '../../common/dto/validateurs';
import { IsIdentifiant } from '../../common/identifiant';
import { STATUTS, type StatutProjet } from '../../domain/projets/projet.types';

/**
 * Bodies of POST /projets and PUT /projets/{id} (spec 01 §7), one per market, told apart by
 * produit.code. Field rules that need no clock and no database are here; the effective-date
 * window, the agreement minima, the guarantees relations and the price are checked by the service.
 */

export class ProduitRefDto {
  @IsIdentifiant('produit.id', { example: 460, description: "Identifiant de l'offre (460, 461 santé ; 470, 471 prévoyance)" })
  id!: number;

  @ApiProperty({ enum: ['SSC', 'SPC'], example: 'SSC' })
  @IsIn(['SSC', 'SPC'], { message: COMMON.champValeurs('produit.code', 'SSC, SPC') })
  code!: 'SSC' | 'SPC';

  @ApiPropertyOptional({ description: 'Ignoré (le catalogue fait foi)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  libelle?: string;
}

/** A health projet's offer: its code is SSC (the body is chosen by it), so the generated type tells the two bodies apart. */
export class ProduitSanteRefDto extends ProduitRefDto {
  @ApiProperty({ enum: ['SSC'], example: 'SSC' })
  declare code: 'SSC';
}

/** A provident projet's offer: its code is SPC. */
export class ProduitPrevoyanceRefDto extends ProduitRefDto {
  @ApiProperty({ enum: ['SPC'], example: 'SPC' })
  declare code: 'SPC';
}

export class CommissionnementDto {
  @ApiProperty({ example: 'CLIN', description: 'Préfixe du collège (C, NC, EP) suivi de LIN ou d’une option précomptée (ESC13/5, ESC20/7, ESC30/10)' })
  @IsString({ message: COMMON.champTexte('commissionnement.type') })
  @MaxLength(16)
  type!: string;

  @ApiProperty({ example: 5, minimum: 0, maximum: 15 })
  @IsDefined({ message: SANTE.tauxCommissionnement })
  @IsInt({ message: SANTE.tauxCommissionnement })
  @Min(0, { message: SANTE.tauxCommissionnement })
  @Max(15, { message: SANTE.tauxCommissionnement })
  taux!: number;
}

/** Fields both markets share. */
abstract class ProjetCommunDto {
  @ApiPropertyOptional({ description: "En modification, doit être l'identifiant de l'adresse ; ignoré en création" })
  @IsOptional()
  // Not marked as a distributor's record: the address's id is the one that counts.
  @IsIdentifiant('id', { nullable: true })
  id?: number | null;

  @ApiPropertyOptional({ nullable: true, enum: ['FIGE', 'TARIFS_FIGES'], description: "Ignoré : l'état est tenu par le serveur" })
  @IsOptional()
  @IsIn(['FIGE', 'TARIFS_FIGES'])
  etat?: 'FIGE' | 'TARIFS_FIGES' | null;

  @ObjetRequis(ProduitRefDto, COMMON.champObligatoire('produit'))
  produit!: ProduitRefDto;

  @ApiProperty({ format: 'date', example: '2027-01-01', description: 'AAAA-MM-JJ ; de J+1 (ou du 1er du mois en cours pour un collège de 2 salariés et plus) à J+183' })
  @IsDefined({ message: COMMON.champObligatoire('date_effet') })
  @IsDateIsoStricte({ message: INFORMATIONS_TARIFANTES.dateEffetFormat })
  date_effet!: string;

  @ApiPropertyOptional({ type: UtilisateurRefDto, description: "Facultatif ; s'il est donné, son code distributeur doit être celui de l'utilisateur connecté (sinon 403)" })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => UtilisateurRefDto)
  utilisateur?: UtilisateurRefDto;

  @ObjetRequis(ClientRefDto, COMMON.champObligatoire('client'))
  client!: ClientRefDto;

  @ObjetRequis(CommissionnementDto, COMMON.champObligatoire('commissionnement'))
  commissionnement!: CommissionnementDto;
}

/** Health projet (SSC). */
export class ProjetSanteDto extends ProjetCommunDto {
  @ObjetRequis(ProduitSanteRefDto, COMMON.champObligatoire('produit'))
  declare produit: ProduitSanteRefDto;

  @ApiProperty({ example: '35000' })
  @IsString({ message: REFERENTIELS.codePostalFormat })
  @Matches(/^\d{5}$/, { message: REFERENTIELS.codePostalFormat })
  code_postal!: string;

  @ApiProperty({ example: false })
  @IsBoolean({ message: COMMON.champBooleen('resiliation_infra_annuelle') })
  resiliation_infra_annuelle!: boolean;

  @ApiProperty({ enum: REGIMES_OBLIGATOIRES, example: 'SECURITE_SOCIALE' })
  @IsIn(REGIMES_OBLIGATOIRES, { message: SANTE.regimeObligatoire })
  regime_obligatoire!: RegimeObligatoire;

  @ApiPropertyOptional({ example: true, default: true, description: 'Surcomplémentaire individuelle proposée (défaut : oui)' })
  @IsOptional()
  @IsBoolean({ message: COMMON.champBooleen('acces_surcomplementaire') })
  acces_surcomplementaire?: boolean;

  @ObjetRequis(CollegeSanteDto, INFORMATIONS_TARIFANTES.typeCollegeRequis)
  college!: CollegeSanteDto;

  @ApiProperty({ type: [NiveauPosteDto], description: 'Niveau choisi par poste ; au moins un' })
  @IsArray({ message: SANTE.auMoinsUnNiveau })
  @ArrayMaxSize(CODES_POSTES.length, { message: COMMON.champInvalide('niveaux_garanties') })
  @ValidateNested({ each: true })
  @Type(() => NiveauPosteDto)
  niveaux_garanties!: NiveauPosteDto[];
}

export class MasseSalarialeDto {
  @ApiProperty({ enum: TYPES_MASSE_SALARIALE, example: 'T1', description: 'T1 seule, ou T1 + T2 (T12)' })
  @IsIn(TYPES_MASSE_SALARIALE, { message: COMMON.champObligatoire('type de masse salariale') })
  type_masse_salariale!: TypeMasseSalariale;

  @ApiProperty({ example: 480000, description: 'Masse salariale annuelle T1, en euros' })
  @IsDefined({ message: COMMON.champObligatoire('masse_salariale_t1') })
  @IsInt({ message: COMMON.champEntier('masse_salariale_t1') })
  masse_salariale_t1!: number;

  @ApiPropertyOptional({ type: 'integer', nullable: true, example: 0, description: 'Masse salariale annuelle T2, en euros (T1 + T2 seulement)' })
  @IsOptional()
  @IsInt({ message: COMMON.champEntier('masse_salariale_t2') })
  masse_salariale_t2?: number | null;
}

export class NafRefDto {
  @ApiProperty({ example: '62.01Z' })
  @IsString({ message: COMMON.champObligatoire(PREVOYANCE.codeNaf) })
  @MaxLength(6)
  code!: string;

  @ApiPropertyOptional({ description: 'Ignoré (le référentiel fait foi)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;
}

/** Provident projet (SPC). */
export class ProjetPrevoyanceDto extends ProjetCommunDto {
  @ObjetRequis(ProduitPrevoyanceRefDto, COMMON.champObligatoire('produit'))
  declare produit: ProduitPrevoyanceRefDto;

  @ObjetRequis(CollegePrevoyanceDto, PREVOYANCE.typeCollegeRequis)
  college!: CollegePrevoyanceDto;

  @ObjetRequis(MasseSalarialeDto, COMMON.champObligatoire('masse_salariale'))
  masse_salariale!: MasseSalarialeDto;

  @ApiPropertyOptional({ type: NafRefDto, description: "Code NAF de l'entreprise ; à défaut celui du client" })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => NafRefDto)
  naf?: NafRefDto;

  @ApiPropertyOptional({ enum: ['OUI', 'NON'], description: 'Doublement de la durée de portabilité (ou la section doublement_duree_portabilite)' })
  @IsOptional()
  @IsIn(['OUI', 'NON'])
  portabilite_supra_legale?: 'OUI' | 'NON';

  @ApiProperty({ type: [GarantieDto], description: 'Forme liste des garanties : [{code, caracteristiques: [{nom, valeur}]}]' })
  @IsArray({ message: COMMON.champListe('garanties') })
  @ArrayMaxSize(16)
  @ValidateNested({ each: true })
  @Type(() => GarantieDto)
  garanties!: GarantieDto[];
}

/** Reply of a save (spec 01 §7). */
export class ProjetEnregistreDto {
  @ApiProperty({ example: 42 }) id!: number;
  @ApiProperty({ type: 'object', required: ['id'], properties: { id: { type: 'integer', example: 7 } } }) client!: { id: number };
  @ApiProperty({ nullable: true, enum: ['FIGE', 'TARIFS_FIGES'] }) etat!: 'FIGE' | 'TARIFS_FIGES' | null;
  @ApiProperty({ enum: STATUTS, example: 'NOUVEAU' }) statut!: StatutProjet;
}
