import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CODES_GARANTIE } from '../../domain/pricing/prevoyance/garanties.types';

// Response shapes of the provident endpoints, for the OpenAPI document (the service answers the
// domain's objects: GarantieCatalogue, ResultatTarifPrevoyance).

export class GarantieCatalogueDto {
  @ApiProperty({ enum: CODES_GARANTIE }) code!: string;
  @ApiProperty() libelle!: string;
  @ApiProperty() detail_libelle!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Borne basse ; null pour une option oui/non' }) min!: number | null;
  @ApiProperty({ type: Number, nullable: true }) max!: number | null;
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'boolean' }], nullable: true, description: 'Minimum de la convention (true : option exigée) ; null sans minimum' })
  minima!: number | boolean | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Pas du sélecteur' }) palier!: number | null;
  @ApiProperty({ enum: ['POURCENT', 'PMSS', 'PASS', 'EURO', 'EURO_AN', 'JOURS', 'ANS', 'FLAG'] }) unite!: string;
  @ApiProperty({ example: 0 }) decimales!: number;
  @ApiProperty() isExigeCcn!: boolean;
}

export class TarifPrevoyanceDto {
  @ApiProperty({ example: 1.23, description: '% de la masse salariale de la tranche' }) taux!: number;
  @ApiProperty({ example: 5904, description: 'Euros' }) budget_annuel!: number;
  @ApiProperty({ example: 492 }) budget_mensuel!: number;
}

export class LigneTarifPrevoyanceDto {
  @ApiProperty({ example: 'Formule 1' }) formule!: string;
  @ApiProperty({ enum: ['T1', 'T2'] }) type_masse_salariale!: string;
  @ApiProperty({ type: TarifPrevoyanceDto }) tarif!: TarifPrevoyanceDto;
}

export class InformationsMinimumLegalDto {
  @ApiProperty({ type: String, nullable: true }) t1!: string | null;
  @ApiProperty({ type: String, nullable: true }) t1_deces!: string | null;
}

// The engine's breakdown (DetailTarifPrevoyance of src/domain/pricing/prevoyance/resultat.ts),
// field for field, so the generated page types are the domain's.
export class PmssPrevoyanceDto {
  @ApiProperty({ example: 3925 }) montant!: number;
  @ApiProperty({ example: 47100 }) pass!: number;
  @ApiProperty({ example: 2026 }) annee!: number;
  @ApiProperty({ example: 2026, description: 'Année du barème appliqué (la dernière publiée)' }) annee_reference!: number;
  @ApiProperty() publie!: boolean;
}

export class PopulationDto {
  @ApiProperty() effectif!: number;
  @ApiProperty() age_moyen!: number;
  @ApiProperty({ enum: ['saisie', 'defaut'], description: 'saisie au-delà du seuil, sinon les valeurs par défaut du barème' }) source!: 'saisie' | 'defaut';
  @ApiProperty() part_femmes!: number;
  @ApiProperty() part_conjoints!: number;
  @ApiProperty() enfants_par_salarie!: number;
  @ApiProperty() salaire_moyen_t1!: number;
}

export class RisqueDto {
  @ApiProperty({ example: '62.01Z' }) naf!: string;
  @ApiProperty({ example: 'J' }) section!: string;
  @ApiProperty({ enum: [1, 2, 3, 4] }) classe!: 1 | 2 | 3 | 4;
}

export class FacteursPrevoyanceDto {
  @ApiProperty() taille!: number;
  @ApiProperty() portabilite!: number;
}

export class ChargementsPrevoyanceDto {
  @ApiProperty({ description: '%' }) securite!: number;
  @ApiProperty({ description: '%' }) frais_gestion!: number;
  @ApiProperty({ description: '%' }) commissionnement!: number;
  @ApiProperty() coefficient!: number;
}

/** A value per payroll tranche (T2 only for a T1 + T2 payroll). */
export class ParTrancheDto {
  @ApiPropertyOptional() T1?: number;
  @ApiPropertyOptional() T2?: number;
}

export class DetailGarantieDto {
  @ApiProperty({ enum: ['deces_ptia', 'allocation_obseques', 'rente_education', 'rente_conjoint', 'rente_personne_a_charge', 'incapacite', 'invalidite'] }) code!: string;
  @ApiProperty() libelle!: string;
  @ApiProperty({ description: 'Compte dans la cotisation décès (contrôle des 0,76 %)' }) deces!: boolean;
  @ApiProperty({ type: ParTrancheDto, description: 'Taux pur, % de la masse salariale' }) taux_pur!: ParTrancheDto;
  @ApiProperty({ type: ParTrancheDto, description: 'Taux chargé, % de la masse salariale' }) taux!: ParTrancheDto;
}

export class DetailTarifPrevoyanceDto {
  @ApiProperty({ type: PmssPrevoyanceDto }) pmss!: PmssPrevoyanceDto;
  @ApiProperty({ type: PopulationDto }) population!: PopulationDto;
  @ApiProperty({ type: RisqueDto }) risque!: RisqueDto;
  @ApiProperty({ type: FacteursPrevoyanceDto }) facteurs!: FacteursPrevoyanceDto;
  @ApiProperty({ type: ChargementsPrevoyanceDto }) chargements!: ChargementsPrevoyanceDto;
  @ApiProperty() cotisation_association!: number;
  @ApiProperty({ type: [DetailGarantieDto] }) garanties!: DetailGarantieDto[];
  @ApiProperty({ type: ParTrancheDto, description: 'Cotisation décès chargée, hors association' }) taux_deces!: ParTrancheDto;
  @ApiProperty({ type: ParTrancheDto, description: 'Total hors cotisation association' }) taux_hors_association!: ParTrancheDto;
  @ApiProperty({ description: 'Règle d’arrondi' }) arrondi!: string;
}

export class ResultatTarifPrevoyanceDto {
  @ApiProperty({ example: 'SPC-2026.1' }) bareme_version!: string;
  @ApiProperty({ type: [LigneTarifPrevoyanceDto], description: 'T1, puis T2 pour une masse salariale T1 + T2' }) tarifs!: LigneTarifPrevoyanceDto[];
  @ApiProperty({ type: InformationsMinimumLegalDto }) informations_minimum_legal!: InformationsMinimumLegalDto;
  @ApiProperty({ type: DetailTarifPrevoyanceDto, description: 'Décomposition : PMSS, population, risque, facteurs, garanties' })
  detail!: DetailTarifPrevoyanceDto;
}
