import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsString, MaxLength } from 'class-validator';
import { ValideSelon } from '../../clients/dto/valide-selon';
import { COMMON, ENTREPRISE } from '../../domain/messages';
import { validerEffectifTotal, validerSiret } from '../../domain/eligibilite/saisie-entreprise';
import { normaliserSiret } from '../../domain/siret';

/** POST /eligibilite/determiner-eligibilite-entreprise */
export class EligibiliteEntrepriseDto {
  @ApiProperty({
    example: '301 777 553 00019',
    description: '14 chiffres, espaces acceptés. Exemples par cas : data/registre-entreprises.README.md',
  })
  @Transform(({ value }) => (typeof value === 'string' ? normaliserSiret(value) : value))
  @ValideSelon((v) => (v === null || v === undefined || typeof v === 'string' ? validerSiret(v, true) : ENTREPRISE.siretFormat))
  siret!: string;
}

/** POST /eligibilite/determiner-produits-eligibles[/{productId}] */
export class ProduitsEligiblesDto {
  @ApiProperty({ example: 1486, description: 'Identifiant de la convention collective (IDCC entier ; 9999 = sans convention collective)' })
  @ValideSelon((v) =>
    v === null || v === undefined ? ENTREPRISE.ccnObligatoire : Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 9999 ? null : ENTREPRISE.ccnInconnue,
  )
  id_ccn!: number;

  @ApiProperty({ example: 25, minimum: 1, maximum: 100000, description: "Effectif total de l'entreprise" })
  @ValideSelon((v) => (v === null || v === undefined || typeof v === 'number' ? validerEffectifTotal(v) : ENTREPRISE.effectifEntier))
  effectif!: number;

  @ApiProperty({ example: 'DIST-A', description: "Doit être celui de l'utilisateur connecté (sinon 403)" })
  @MaxLength(64)
  @IsString()
  @IsDefined({ message: COMMON.champObligatoire('code_distributeur') })
  code_distributeur!: string;
}

export class EligibiliteReponse {
  @ApiProperty({ enum: ['VALIDE', 'INDETERMINEE', 'INVALIDE'] }) code!: string;
  @ApiProperty({
    enum: ['RADIEE', 'PROCEDURE_EN_COURS', 'CATEGORIE_JURIDIQUE_INVALIDE', 'LOCALITE_INVALIDE', 'TRANCHE_EFFECTIF_ZERO', 'NON_TROUVE'],
    nullable: true,
    type: String,
  })
  raison!: string | null;
}

export class InformationsEntrepriseReponse {
  @ApiProperty({ example: 'Laboratoires Mathieu', nullable: true, type: String }) raison_sociale!: string | null;
  @ApiPropertyOptional({ example: '20.59Z', nullable: true, type: String }) naf!: string | null;
  @ApiPropertyOptional({ example: '72000', nullable: true, type: String }) code_postal!: string | null;
  @ApiPropertyOptional({ example: 'Le Mans', nullable: true, type: String }) commune!: string | null;
  @ApiPropertyOptional({ example: '12', nullable: true, type: String, description: 'Tranche d’effectif Sirene' }) tranche_effectif!: string | null;
}

export class EligibiliteEntrepriseReponse {
  @ApiProperty({ type: EligibiliteReponse }) eligibilite!: EligibiliteReponse;
  @ApiProperty({ type: InformationsEntrepriseReponse }) informations_entreprise!: InformationsEntrepriseReponse;
}

export class AccesTarificationCodeReponse {
  @ApiProperty({ enum: ['OUI', 'AVEC_CONTRAINTE', 'AVEC_CONSULTATION', 'SANS_ANALYSE', 'NON', 'SANS_COLLEGE'] }) code!: string;
}

export class CollegeEligibleReponse {
  @ApiProperty({ enum: ['CADRE', 'NON_CADRE', 'TOUS'] }) id!: string;
  @ApiProperty({ enum: ['CADRE', 'NON_CADRE', 'TOUS'] }) code!: string;
  @ApiProperty({ example: 'Cadres' }) libelle!: string;
  @ApiProperty({ type: AccesTarificationCodeReponse }) acces_tarification!: AccesTarificationCodeReponse;
}

export class ProduitEligibleReponse {
  @ApiProperty({ example: 460 }) id!: number;
  @ApiProperty({ enum: ['SSC', 'SPC'] }) code!: string;
  @ApiProperty({ example: 'Santé Collective Essentielle' }) libelle!: string;
  @ApiProperty({ type: [CollegeEligibleReponse] }) colleges!: CollegeEligibleReponse[];
  @ApiPropertyOptional({ example: '/offres/460/fiche', description: "Lien 'En savoir plus sur l'offre'" }) lien_fiche?: string;
}

export class MarcheEligibleReponse {
  @ApiProperty({ enum: ['sante', 'prevoyance'] }) code!: string;
  @ApiProperty({ example: 'Santé' }) libelle!: string;
  @ApiProperty({ type: [ProduitEligibleReponse] }) produits!: ProduitEligibleReponse[];
}

export class DetailAccesTarificationReponse {
  @ApiProperty({ enum: ['OUI', 'AVEC_CONTRAINTE', 'AVEC_CONSULTATION', 'SANS_ANALYSE', 'NON', 'SANS_COLLEGE'] }) code!: string;
  @ApiProperty({ enum: ['vert', 'orange', 'rouge'] }) feu!: string;
  @ApiProperty({ example: 'Tarification libre' }) titre!: string;
  @ApiProperty() message!: string;
}

export class FicheOffreReponse {
  @ApiProperty({ example: 460 }) id!: number;
  @ApiProperty({ enum: ['SSC', 'SPC'] }) code!: string;
  @ApiProperty({ example: 'Santé Collective Essentielle' }) libelle!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) points_forts!: string[];
  @ApiProperty({ example: 1 }) effectif_min!: number;
  @ApiProperty({ type: [String], enum: ['CADRE', 'NON_CADRE', 'TOUS'], isArray: true }) colleges!: string[];
}
