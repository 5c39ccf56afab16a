import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { INFORMATIONS_TARIFANTES } from '../../domain/messages/sante';
import { COLLEGES_PAR_PRODUIT, type TypeCollege } from '../../domain/offres/catalogue';
import { CODES_POSTES, STRUCTURES_SANTE, STRUCTURES_SURCOMPLEMENTAIRE, UNITES } from '../../domain/pricing/sante/types';

/** GET /produits/{id}/ccns/{idCcn}/minima?college= */
export class MinimaQuery {
  @ApiProperty({ enum: COLLEGES_PAR_PRODUIT.SSC, example: 'CADRE' })
  @IsIn(COLLEGES_PAR_PRODUIT.SSC, { message: INFORMATIONS_TARIFANTES.typeCollegeRequis })
  college!: TypeCollege;
}

// Response shapes, for the OpenAPI description only (the service returns the domain objects).
export class EnteteNiveauDto {
  @ApiProperty({ example: 'NIVEAU_5' }) code!: string;
  @ApiProperty({ example: 5 }) numValue!: number;
  @ApiProperty({ example: 'Niveau 5' }) libelle!: string;
}

export class NiveauPosteReponseDto {
  @ApiProperty({ example: 'NIVEAU_5' }) code!: string;
  @ApiProperty({ example: 5 }) numValue!: number;
  @ApiProperty({ example: '225', description: 'Valeur décimale, ou texte pour l’unité TEXTE' }) valeur!: string;
  @ApiProperty({ enum: UNITES, example: 'BRSS' }) unite!: string;
  @ApiProperty({ example: '225 % BRSS' }) libelle!: string;
}

export class PosteDto {
  @ApiProperty({ enum: CODES_POSTES }) code!: string;
  @ApiProperty({ example: 'Hospitalisation - Frais de séjour' }) libelle!: string;
  @ApiProperty() detail_libelle!: string;
  @ApiProperty({ type: [NiveauPosteReponseDto] }) niveaux!: NiveauPosteReponseDto[];
}

export class PalierDto {
  @ApiProperty({ example: 150 }) min!: number;
  @ApiProperty({ example: 300 }) max!: number;
  @ApiProperty({ enum: UNITES, example: 'EURO' }) unite!: string;
}

export class MinimumPosteDto {
  @ApiProperty({ enum: CODES_POSTES }) poste!: string;
  @ApiProperty({ type: Number, nullable: true, example: 3, description: 'Niveau minimal exigé ; null : aucun minimum' }) minima!: number | null;
  @ApiProperty({ nullable: true, enum: ['NIVEAU', 'PALIER', 'FLAG'], description: 'FLAG avec valeur NON : la convention n’exige rien' }) type!: string | null;
  @ApiProperty({ nullable: true, type: PalierDto }) palier!: PalierDto | null;
  @ApiProperty({ type: String, nullable: true, example: '175' }) valeur!: string | null;
  @ApiProperty({ type: [Number], example: [3, 4, 5, 6, 7, 8, 9, 10, 11], description: 'Niveaux sélectionnables' }) niveaux!: number[];
}

export class TarifDto {
  @ApiProperty({ example: 1.56, description: '% du PMSS, deux décimales' }) taux!: number;
  @ApiProperty({ example: 62.48, description: 'Euros par mois = taux × PMSS de la date d’effet, au centime' }) budget_mensuel!: number;
}

export class TarifStructureDto {
  @ApiProperty({ enum: STRUCTURES_SANTE }) structure!: string;
  @ApiProperty({ type: TarifDto }) tarif!: TarifDto;
}

export class TarifSurcomplementaireDto {
  @ApiProperty({ enum: STRUCTURES_SURCOMPLEMENTAIRE }) structure!: string;
  @ApiProperty({ type: TarifDto }) tarif!: TarifDto;
}

export class ResultatTarifSanteDto {
  @ApiProperty({ example: 'SSC-2026.1' }) bareme_version!: string;
  @ApiProperty({ type: [TarifStructureDto], description: 'Tarifs du contrat collectif, une ligne par structure de cotisation' }) tarifs!: TarifStructureDto[];
  @ApiProperty({ type: [TarifSurcomplementaireDto], description: 'Surcomplémentaire individuelle : grille propre, par bénéficiaire' })
  surcomplementaire!: TarifSurcomplementaireDto[];
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Décomposition : coût par poste, facteurs, chargements, coefficients de structure, PMSS, règle d’arrondi' })
  detail!: Record<string, unknown>;
}
