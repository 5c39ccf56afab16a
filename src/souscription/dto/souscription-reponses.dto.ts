import { ApiProperty, OmitType } from '@nestjs/swagger';
import { ETATS, STATUTS, type EtatProjet, type StatutProjet } from '../../domain/projets/projet.types';
import { MODES_COTISATION, type ModeCotisation } from '../../domain/souscription/types';
import { SignataireDto } from './signataire.dto';
import { CotisationDto, EntrepriseAdherenteDto, EtudeMedicaleDto, InformationsComplementairesDto } from './informations-complementaires.dto';

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
  @ApiProperty({ enum: MODES_COTISATION, example: 'ISOLE_FAMILLE' }) code!: ModeCotisation;
  @ApiProperty({ example: 'Isolé / Famille' }) libelle!: string;
}

class AffiliationDto {
  @ApiProperty({ enum: ['IMPORTER', 'AUTRES_MODES'], nullable: true }) methode_affiliation!: string | null;
  @ApiProperty({ enum: ['espace_entreprise', 'dsn', 'dia_papier'], nullable: true }) mode_affiliation!: string | null;
}

class StructureTarifeeDto {
  @ApiProperty({ example: 'ISOLE' }) structure!: string;
  @ApiProperty({ example: 1.25, description: 'Taux (% PMSS)' }) taux!: number;
}

/** What the rules of the subscription read from its projet (src/domain/souscription/types.ts ContexteSouscription). */
class ContexteSouscriptionDto {
  @ApiProperty({ enum: ['SSC', 'SPC'] }) code_produit!: 'SSC' | 'SPC';
  @ApiProperty({ enum: STATUTS }) statut!: StatutProjet;
  @ApiProperty({ enum: ETATS, nullable: true }) etat!: EtatProjet;
  @ApiProperty({ example: 12 }) effectif_global!: number;
  @ApiProperty({ example: 8 }) effectif_college!: number;
  @ApiProperty({ enum: ['T1', 'T12'], nullable: true, description: 'Prévoyance : masse salariale tarifée ; null en santé' }) type_masse_salariale!: 'T1' | 'T12' | null;
  @ApiProperty({ type: [StructureTarifeeDto], description: 'Structures santé tarifées du projet' }) structures_tarifees!: StructureTarifeeDto[];
}

/** Step 1 as the answer gives it: the IDCC, the contribution and the medical study always there (null when not asked). */
class EntrepriseAdherenteVueDto extends OmitType(EntrepriseAdherenteDto, ['idcc'] as const) {
  @ApiProperty({ type: String, example: '1486', nullable: true, description: 'Figé : celui du projet' })
  idcc!: string | null;
}

class InformationsComplementairesVueDto extends OmitType(InformationsComplementairesDto, ['entreprise_adherente', 'cotisation', 'etude_medicale'] as const) {
  @ApiProperty({ type: EntrepriseAdherenteVueDto }) entreprise_adherente!: EntrepriseAdherenteVueDto;
  @ApiProperty({ type: CotisationDto, nullable: true, description: 'Santé seulement (null en prévoyance)' }) cotisation!: CotisationDto | null;
  @ApiProperty({ type: EtudeMedicaleDto, nullable: true, description: 'Prévoyance seulement (null en santé)' }) etude_medicale!: EtudeMedicaleDto | null;
}

/** GET /projets/{id}/souscription and the answer of the step saves (src/domain/souscription/vue.ts). */
export class SouscriptionDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 42 }) id_projet!: number;
  @ApiProperty({ enum: ['SSC', 'SPC'] }) code_produit!: string;
  @ApiProperty({ enum: STATUTS, example: 'EN_SOUSCRIPTION' }) statut!: StatutProjet;
  @ApiProperty({ enum: ETATS, nullable: true }) etat!: EtatProjet;
  @ApiProperty({ example: 'Boulangerie Lefèvre' }) raison_sociale!: string;
  @ApiProperty() lecture_seule!: boolean;
  @ApiProperty({ type: [String], example: ['entreprise_adherente.siret'] }) champs_figes!: string[];
  @ApiProperty({ type: ContexteSouscriptionDto, description: 'Effectifs, type de masse salariale, structures tarifées du projet' })
  contexte!: ContexteSouscriptionDto;
  @ApiProperty({ type: [ModeCotisationDto] }) modes_cotisation!: ModeCotisationDto[];
  @ApiProperty({ type: InformationsComplementairesVueDto }) informations_complementaires!: InformationsComplementairesVueDto;
  @ApiProperty({ description: 'Faux tant que l’étape 1 n’a jamais été enregistrée (pré-remplissage)' }) informations_enregistrees!: boolean;
  @ApiProperty({ type: AffiliationDto }) affiliation!: AffiliationDto;
  @ApiProperty({ type: ProgressionDto }) progression!: ProgressionDto;
  @ApiProperty() dossier_complet!: boolean;
  @ApiProperty({ type: SignataireDto, description: 'Le signataire enregistré, ou celui par défaut tiré de l’interlocuteur (portable seulement s’il est valide)' })
  signataire!: SignataireDto;
  @ApiProperty({ description: 'Faux tant que le signataire n’a jamais été enregistré' }) signataire_enregistre!: boolean;
}
