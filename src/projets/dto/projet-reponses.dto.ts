import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { ETATS, STATUTS } from '../../domain/projets/projet.types';
import { PrixEspaceReponse } from '../../espace/dto/espace.dto';
import { ResultatTarifPrevoyanceDto } from '../../prevoyance/dto/prevoyance-reponses.dto';
import { ResultatTarifSanteDto } from '../../sante/dto/sante-reponses.dto';

// Response shapes of the projets endpoints, for the OpenAPI document (the service returns the
// mapper's objects, projet.mapper.ts; the security suite checks every answer against these).

const COLLEGES = ['CADRE', 'NON_CADRE', 'TOUS'];
const NOMBRE_OU_NON = { oneOf: [{ type: 'number' }, { type: 'boolean', enum: [false] }] };

export class ClientLigneDto {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ type: String, nullable: true, example: '73282932000074' }) siret!: string | null;
  @ApiProperty({ example: 'Boulangerie Lefèvre' }) raison_sociale!: string;
}

export class ProduitLigneDto {
  @ApiProperty({ example: 460 }) id!: number;
  @ApiProperty({ enum: ['SSC', 'SPC'] }) code!: string;
}

export class CollegeLigneDto {
  @ApiProperty({ enum: COLLEGES }) type!: string;
  @ApiProperty({ example: 'Cadres' }) libelle!: string;
  @ApiProperty({ example: 12 }) effectif!: number;
}

export class NiveauResumeDto {
  @ApiProperty({ example: 'OPTIQUE' }) code_poste!: string;
  @ApiProperty({ example: 5 }) niveau!: number;
}

export class ResumeGarantiesPrevoyanceDto {
  @ApiProperty({ example: 100 }) deces_celibataire!: number;
  @ApiProperty({ example: 150 }) deces_maries!: number;
  @ApiProperty({ example: 0 }) deces_majoration!: number;
  @ApiProperty({ ...NOMBRE_OU_NON, description: 'Montant, ou false sans la garantie' }) allocation_obseques!: number | false;
  @ApiProperty() rente_education!: boolean;
  @ApiProperty() rente_conjoint!: boolean;
  @ApiProperty() rente_personne_a_charge!: boolean;
  @ApiProperty(NOMBRE_OU_NON) incapacite_ij!: number | false;
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'boolean', enum: [false] }], example: '60 j' }) incapacite_franchise!: string | false;
  @ApiProperty(NOMBRE_OU_NON) invalidite_pro!: number | false;
  @ApiProperty(NOMBRE_OU_NON) invalidite_non_pro!: number | false;
}

/** GET /projets row (spec 01 §3 'Project list row'). */
export class LigneProjetDto {
  @ApiProperty({ example: 42 }) id!: number;
  @ApiProperty({ format: 'date-time' }) date_creation!: string;
  @ApiProperty({ format: 'date', example: '2027-01-01' }) date_effet!: string;
  @ApiProperty({ enum: STATUTS }) statut!: string;
  @ApiProperty({ enum: ETATS, type: String, nullable: true }) etat!: string | null;
  @ApiProperty({ type: ClientLigneDto }) client!: ClientLigneDto;
  @ApiProperty({ type: ProduitLigneDto }) produit!: ProduitLigneDto;
  @ApiProperty({ type: CollegeLigneDto }) college!: CollegeLigneDto;
  @ApiPropertyOptional({ type: [NiveauResumeDto], description: 'Santé : le niveau de chaque poste' }) niveaux?: NiveauResumeDto[];
  @ApiPropertyOptional({ type: ResumeGarantiesPrevoyanceDto, description: 'Prévoyance : les colonnes de la liste' }) garanties?: ResumeGarantiesPrevoyanceDto;
  @ApiProperty({ type: PrixEspaceReponse, nullable: true, description: 'Le prix enregistré, lu comme dans l’espace courtier' }) prix!: PrixEspaceReponse | null;
}

export class CcnProjetDto {
  @ApiProperty({ example: 1486 }) id!: number;
  @ApiProperty({ example: '1486' }) idcc!: string;
  @ApiProperty() libelle!: string;
  @ApiProperty() libelle_court!: string;
}

export class NafProjetDto {
  @ApiProperty({ example: '62.01Z' }) code!: string;
  @ApiProperty() description!: string;
}

export class ProduitProjetDto {
  @ApiProperty({ example: 460 }) id!: number;
  @ApiProperty({ enum: ['SSC', 'SPC'] }) code!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Santé Collective Essentielle' }) libelle!: string | null;
}

export class TypeCollegeDto {
  @ApiProperty({ enum: COLLEGES }) value!: string;
  @ApiProperty({ example: 'Cadres' }) label!: string;
}

export class CommissionnementReponseDto {
  @ApiProperty({ example: 'CLIN' }) type!: string;
  @ApiProperty({ example: 5 }) taux!: number;
}

export class NiveauPosteProjetDto {
  @ApiProperty({ example: 'OPTIQUE' }) code!: string;
  @ApiProperty({ example: 5 }) num_value!: number;
}

export class CaracteristiqueReponseDto {
  @ApiProperty({ example: 'marie_pacse_concubin' }) nom!: string;
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'boolean' }, { type: 'string' }], example: 150 }) valeur!: number | boolean | string;
}

export class GarantieReponseDto {
  @ApiProperty({ example: 'deces_ptia' }) code!: string;
  @ApiProperty({ type: [CaracteristiqueReponseDto] }) caracteristiques!: CaracteristiqueReponseDto[];
}

export class ClientProjetDto {
  @ApiProperty({ example: 7 }) id!: number;
}

/** GET /projets/{id} (spec 01 §3 'Projet'); a duplicate has id, statut and etat null. */
export class ProjetDetailDto {
  @ApiProperty({ type: Number, nullable: true, example: 42 }) id!: number | null;
  @ApiProperty({ example: 7 }) client_id!: number;
  @ApiProperty({ type: ClientProjetDto }) client!: ClientProjetDto;
  @ApiProperty({ enum: STATUTS, type: String, nullable: true }) statut!: string | null;
  @ApiProperty({ enum: ETATS, type: String, nullable: true }) etat!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) date_creation!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Null dans une copie quand la date est passée' }) date_effet!: string | null;
  @ApiProperty({ type: Number, nullable: true }) effectif!: number | null;
  @ApiProperty({ type: Number, nullable: true }) effectif_cadre!: number | null;
  @ApiProperty({ type: Number, nullable: true }) effectif_non_cadre!: number | null;
  @ApiProperty({ type: CcnProjetDto, nullable: true }) ccn!: CcnProjetDto | null;
  @ApiProperty({ type: ProduitProjetDto }) produit!: ProduitProjetDto;
  @ApiProperty({ type: String, nullable: true }) siret!: string | null;
  @ApiProperty() raison_sociale!: string;
  @ApiProperty({ type: TypeCollegeDto }) type_college!: TypeCollegeDto;
  @ApiProperty({ example: 12 }) effectif_college!: number;
  @ApiProperty({ example: 42 }) age_moyen!: number;
  @ApiProperty({ type: CommissionnementReponseDto }) commissionnement!: CommissionnementReponseDto;
  @ApiProperty({
    nullable: true,
    oneOf: [{ $ref: getSchemaPath(ResultatTarifSanteDto) }, { $ref: getSchemaPath(ResultatTarifPrevoyanceDto) }],
    description: 'La réponse entière du moteur de tarification à l’enregistrement',
  })
  tarifs!: ResultatTarifSanteDto | ResultatTarifPrevoyanceDto | null;
  @ApiProperty({ type: String, nullable: true, example: 'SSC-2026.1' }) bareme_version!: string | null;
  @ApiProperty() archive!: boolean;
  // Health
  @ApiPropertyOptional({ type: String, nullable: true, example: '35000' }) code_postal?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '35' }) departement?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'SECURITE_SOCIALE' }) regime_social?: string | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) resiliation_infra_annuelle?: boolean | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) sur_complementaire?: boolean | null;
  @ApiPropertyOptional({ type: [NiveauPosteProjetDto] }) niveaux_postes?: NiveauPosteProjetDto[];
  // Provident
  @ApiPropertyOptional({ type: NafProjetDto, nullable: true }) naf?: NafProjetDto | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) nombre_femmes?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) nombre_conjoints?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) nombre_enfants?: number | null;
  @ApiPropertyOptional({ enum: ['T1', 'T12'], type: String, nullable: true }) type_masse_salariale?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) masse_salariale_t1?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) masse_salariale_t2?: number | null;
  @ApiPropertyOptional({ enum: ['OUI', 'NON'] }) portabilite_supra_legale?: string;
  @ApiPropertyOptional({ type: [GarantieReponseDto] }) garanties?: GarantieReponseDto[];
}

export class ProduitProjetSanteDto extends ProduitProjetDto {
  @ApiProperty({ enum: ['SSC'] }) declare code: 'SSC';
}

export class ProduitProjetPrevoyanceDto extends ProduitProjetDto {
  @ApiProperty({ enum: ['SPC'] }) declare code: 'SPC';
}

/** A health projet: its price is the health engine's answer (src/domain/projets/contrat.ts ProjetSanteDetail). */
export class ProjetSanteDetailDto extends ProjetDetailDto {
  @ApiProperty({ type: ProduitProjetSanteDto }) declare produit: ProduitProjetSanteDto;
  @ApiProperty({ type: ResultatTarifSanteDto, nullable: true, description: 'La réponse entière du moteur de tarification à l’enregistrement' })
  declare tarifs: ResultatTarifSanteDto | null;
}

/** A provident projet: its price is the provident engine's answer (ProjetPrevoyanceDetail). */
export class ProjetPrevoyanceDetailDto extends ProjetDetailDto {
  @ApiProperty({ type: ProduitProjetPrevoyanceDto }) declare produit: ProduitProjetPrevoyanceDto;
  @ApiProperty({ type: ResultatTarifPrevoyanceDto, nullable: true, description: 'La réponse entière du moteur de tarification à l’enregistrement' })
  declare tarifs: ResultatTarifPrevoyanceDto | null;
}

/** The answer of GET /projets/{id}, /projets/dernier, POST /projets/{id}/dupliquer: one of the two, told apart by produit.code. */
export const PROJET_DETAIL = { oneOf: [{ $ref: getSchemaPath(ProjetSanteDetailDto) }, { $ref: getSchemaPath(ProjetPrevoyanceDetailDto) }] };

/** GET /projets/{id}/donnees-figees: what was frozen when the subscription started. */
export class DonneesFigeesDto {
  @ApiProperty({ format: 'date-time' }) fige_le!: string;
  @ApiProperty({ type: ProjetDetailDto }) projet!: ProjetDetailDto;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) tarifs!: Record<string, unknown> | null;
  @ApiProperty({ type: String, nullable: true }) bareme_version!: string | null;
  @ApiProperty({ example: 'CCN-SANTE-2026.1', description: 'Version des minima conventionnels appliqués' }) version_minima!: string;
}

export class ProjetsIdsReponseDto {
  @ApiProperty({ type: [Number], example: [12, 13] }) projets_ids!: number[];
}
