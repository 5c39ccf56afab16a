import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { INFORMATIONS_TARIFANTES } from '../../domain/messages/sante';
import { COLLEGES_PAR_PRODUIT, type TypeCollege } from '../../domain/offres/catalogue';
import { CODES_POSTES, REGIMES_OBLIGATOIRES, STRUCTURES_SANTE, STRUCTURES_SURCOMPLEMENTAIRE, UNITES } from '../../domain/pricing/sante/types';

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

// The engine's breakdown (DetailTarifSante of src/domain/pricing/sante/moteur.ts), field for field,
// so the generated page types are the domain's.
export class PmssTarifSanteDto {
  @ApiProperty({ example: 3925 }) montant!: number;
  @ApiProperty({ example: 2026 }) annee!: number;
  @ApiProperty({ example: 2026, description: 'Année du barème appliqué (la dernière publiée)' }) annee_reference!: number;
  @ApiProperty() publie!: boolean;
}

export class CoutPosteDto {
  @ApiProperty({ enum: CODES_POSTES }) poste!: string;
  @ApiProperty({ example: 5 }) niveau!: number;
  @ApiProperty({ example: 0.1234, description: '% PMSS, 4 décimales' }) cout!: number;
}

export class FacteurAgeDto {
  @ApiProperty() age_moyen!: number;
  @ApiProperty() facteur!: number;
}

export class FacteurZoneDto {
  @ApiProperty({ example: '35' }) departement!: string;
  @ApiProperty({ example: 2 }) zone!: number;
  @ApiProperty() facteur!: number;
}

export class FacteurRegimeDto {
  @ApiProperty({ enum: REGIMES_OBLIGATOIRES }) regime!: string;
  @ApiProperty() facteur!: number;
}

export class FacteurEffectifDto {
  @ApiProperty() effectif!: number;
  @ApiProperty() facteur!: number;
}

export class FacteursSanteDto {
  @ApiProperty({ type: FacteurAgeDto }) age!: FacteurAgeDto;
  @ApiProperty({ type: FacteurZoneDto }) zone!: FacteurZoneDto;
  @ApiProperty({ type: FacteurRegimeDto }) regime!: FacteurRegimeDto;
  @ApiProperty({ type: FacteurEffectifDto }) effectif_college!: FacteurEffectifDto;
}

export class ChargementsSanteDto {
  @ApiProperty({ description: '%' }) frais_gestion!: number;
  @ApiProperty({ description: '%' }) commissionnement!: number;
  @ApiProperty({ description: '%' }) tsa!: number;
}

export class CoefficientStructureDto {
  @ApiProperty({ enum: STRUCTURES_SANTE }) structure!: string;
  @ApiProperty() coefficient!: number;
}

export class CoutSurcomplementaireDto {
  @ApiProperty({ enum: STRUCTURES_SURCOMPLEMENTAIRE }) structure!: string;
  @ApiProperty() cout!: number;
}

export class DetailSurcomplementaireDto {
  @ApiProperty() libelle!: string;
  @ApiProperty() description!: string;
  @ApiProperty() frais_gestion!: number;
  @ApiProperty({ type: [CoutSurcomplementaireDto] }) couts!: CoutSurcomplementaireDto[];
}

export class DetailTarifSanteDto {
  @ApiProperty({ type: PmssTarifSanteDto }) pmss!: PmssTarifSanteDto;
  @ApiProperty({ type: [CoutPosteDto], description: 'Coût pur de chaque poste à son niveau, % PMSS' }) postes!: CoutPosteDto[];
  @ApiProperty({ description: 'Somme des postes, % PMSS' }) cout_pur!: number;
  @ApiProperty({ type: FacteursSanteDto }) facteurs!: FacteursSanteDto;
  @ApiProperty({ type: ChargementsSanteDto }) chargements!: ChargementsSanteDto;
  @ApiProperty({ type: [CoefficientStructureDto] }) structures!: CoefficientStructureDto[];
  @ApiProperty({ type: DetailSurcomplementaireDto }) surcomplementaire!: DetailSurcomplementaireDto;
  @ApiProperty({ description: 'Règle d’arrondi' }) arrondi!: string;
}

export class ResultatTarifSanteDto {
  @ApiProperty({ example: 'SSC-2026.1' }) bareme_version!: string;
  @ApiProperty({ type: [TarifStructureDto], description: 'Tarifs du contrat collectif, une ligne par structure de cotisation' }) tarifs!: TarifStructureDto[];
  @ApiProperty({ type: [TarifSurcomplementaireDto], description: 'Surcomplémentaire individuelle : grille propre, par bénéficiaire' })
  surcomplementaire!: TarifSurcomplementaireDto[];
  @ApiProperty({ type: DetailTarifSanteDto, description: 'Décomposition : coût par poste, facteurs, chargements, coefficients de structure, PMSS, règle d’arrondi' })
  detail!: DetailTarifSanteDto;
}
