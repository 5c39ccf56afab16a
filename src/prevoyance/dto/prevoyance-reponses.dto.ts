import { ApiProperty } from '@nestjs/swagger';
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

export class ResultatTarifPrevoyanceDto {
  @ApiProperty({ example: 'SPC-2026.1' }) bareme_version!: string;
  @ApiProperty({ type: [LigneTarifPrevoyanceDto], description: 'T1, puis T2 pour une masse salariale T1 + T2' }) tarifs!: LigneTarifPrevoyanceDto[];
  @ApiProperty({ type: InformationsMinimumLegalDto }) informations_minimum_legal!: InformationsMinimumLegalDto;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Décomposition : PMSS, population, risque, facteurs, garanties' })
  detail!: Record<string, unknown>;
}
