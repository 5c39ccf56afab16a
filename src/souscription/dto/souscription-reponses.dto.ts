import { ApiProperty } from '@nestjs/swagger';
import { SignataireDto } from './signataire.dto';
import { InformationsComplementairesDto } from './informations-complementaires.dto';

export class SouscriptionDemarreeDto {
  @ApiProperty({ example: 3 }) id_souscription!: number;
  @ApiProperty({ example: '/souscription/ssc/42' }) url!: string;
}

class CompteurDto {
  @ApiProperty({ example: 12 }) nbCompleted!: number;
  @ApiProperty({ example: 20 }) nbTotal!: number;
  @ApiProperty({ type: [String], description: "Messages de l'étape (« Au moins un des salariés… »)" }) erreurs!: string[];
}

class ProgressionDto {
  @ApiProperty({ type: CompteurDto }) informationsComplementaires!: CompteurDto;
  @ApiProperty({ type: CompteurDto }) participants!: CompteurDto;
  @ApiProperty({ type: CompteurDto }) piecesJustificatives!: CompteurDto;
}

class ModeCotisationDto {
  @ApiProperty({ example: 'ISOLE_FAMILLE' }) code!: string;
  @ApiProperty({ example: 'Isolé / Famille' }) libelle!: string;
}

class AffiliationDto {
  @ApiProperty({ enum: ['IMPORTER', 'AUTRES_MODES'], nullable: true }) methode_affiliation!: string | null;
  @ApiProperty({ enum: ['espace_entreprise', 'dsn', 'dia_papier'], nullable: true }) mode_affiliation!: string | null;
}

/** GET /projets/{id}/souscription and the answer of the step saves (src/domain/souscription/vue.ts). */
export class SouscriptionDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 42 }) id_projet!: number;
  @ApiProperty({ enum: ['SSC', 'SPC'] }) code_produit!: string;
  @ApiProperty({ example: 'EN_SOUSCRIPTION' }) statut!: string;
  @ApiProperty({ enum: ['FIGE', 'TARIFS_FIGES'], nullable: true }) etat!: string | null;
  @ApiProperty({ example: 'Boulangerie Lefèvre' }) raison_sociale!: string;
  @ApiProperty() lecture_seule!: boolean;
  @ApiProperty({ type: [String], example: ['entreprise_adherente.siret'] }) champs_figes!: string[];
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Effectifs, type de masse salariale, structures tarifées du projet' })
  contexte!: Record<string, unknown>;
  @ApiProperty({ type: [ModeCotisationDto] }) modes_cotisation!: ModeCotisationDto[];
  @ApiProperty({ type: InformationsComplementairesDto }) informations_complementaires!: InformationsComplementairesDto;
  @ApiProperty({ description: 'Faux tant que l’étape 1 n’a jamais été enregistrée (pré-remplissage)' }) informations_enregistrees!: boolean;
  @ApiProperty({ type: AffiliationDto }) affiliation!: AffiliationDto;
  @ApiProperty({ type: ProgressionDto }) progression!: ProgressionDto;
  @ApiProperty() dossier_complet!: boolean;
  @ApiProperty({ type: SignataireDto, description: 'Le signataire enregistré, ou celui par défaut tiré de l’interlocuteur (portable seulement s’il est valide)' })
  signataire!: SignataireDto;
  @ApiProperty({ description: 'Faux tant que le signataire n’a jamais été enregistré' }) signataire_enregistre!: boolean;
}
