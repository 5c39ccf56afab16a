import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { ValideSelon } from '../../clients/dto/valide-selon';
import { PAGE_MAX, RECHERCHE_LONGUEUR_MAX, TAILLE_PAGE_DEFAUT, TAILLE_PAGE_MAX } from '../../domain/espace/espace';
import type { ClientEspace, PageClientsEspace, ProjetEspace } from '../../domain/espace/contrat';
import type { AccesSouscription, PrixProjet } from '../../domain/espace/espace';
import { STATUTS, type EtatProjet, type StatutProjet } from '../../domain/projets/projet.types';
import { ESPACE } from '../../domain/messages';

/** A query integer is decimal digits only ('1e3', '+2', '2.0' are not); anything else stays as sent, to be refused. */
const entierDeRequete = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);
const entreBornes = (max: number) => (v: unknown) => v === undefined || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= max);

/** GET /espace/clients?recherche=&page=&taille= */
export class EspaceClientsQuery {
  @ApiPropertyOptional({ example: 'boulangerie', maxLength: RECHERCHE_LONGUEUR_MAX, description: 'Partie de la raison sociale (accents et casse ignorés) ou début du SIRET' })
  @IsOptional()
  @IsString()
  @ValideSelon((v) => (typeof v === 'string' && v.length > RECHERCHE_LONGUEUR_MAX ? ESPACE.rechercheTropLongue(RECHERCHE_LONGUEUR_MAX) : null))
  recherche?: string;

  @ApiPropertyOptional({ example: 1, minimum: 1, maximum: PAGE_MAX, default: 1 })
  @Transform(entierDeRequete)
  @ValideSelon((v) => (entreBornes(PAGE_MAX)(v) ? null : ESPACE.pageInvalide(PAGE_MAX)))
  page?: number;

  @ApiPropertyOptional({ example: TAILLE_PAGE_DEFAUT, minimum: 1, maximum: TAILLE_PAGE_MAX, default: TAILLE_PAGE_DEFAUT })
  @Transform(entierDeRequete)
  @ValideSelon((v) => (entreBornes(TAILLE_PAGE_MAX)(v) ? null : ESPACE.tailleInvalide(TAILLE_PAGE_MAX)))
  taille?: number;
}

export class CcnEspaceReponse {
  @ApiProperty({ example: 843 }) id!: number;
  @ApiProperty({ example: '0843' }) idcc!: string;
  @ApiProperty() libelle!: string;
  @ApiProperty() libelle_court!: string;
  @ApiProperty() dares_valide!: boolean;
  @ApiProperty({ type: String, nullable: true }) lien_fiche!: string | null;
}

export class DemographieEspaceReponse {
  @ApiProperty({ example: 25 }) effectif_global!: number;
  @ApiProperty({ type: Number, nullable: true }) effectif_cadre!: number | null;
  @ApiProperty({ type: Number, nullable: true }) effectif_non_cadre!: number | null;
}

export class TauxEspaceReponse {
  @ApiProperty({ enum: ['PMSS', 'T1', 'T2'] }) assiette!: 'PMSS' | 'T1' | 'T2';
  @ApiProperty({ example: 1.56, description: '%' }) taux!: number;
}

export class PrixEspaceReponse implements PrixProjet {
  @ApiProperty({ type: [TauxEspaceReponse] }) taux!: TauxEspaceReponse[];
  @ApiProperty({ example: 62.48, description: 'Euros' }) budget!: number;
  @ApiProperty({ enum: ['mois', 'an'], description: 'Santé : structure Unique, par mois ; prévoyance : tranches tarifées, par an' }) periode!: 'mois' | 'an';
}

export class CollegeEspaceReponse {
  @ApiProperty({ enum: ['CADRE', 'NON_CADRE', 'TOUS'] }) type!: 'CADRE' | 'NON_CADRE' | 'TOUS';
  @ApiProperty({ example: 'Cadres' }) libelle!: string;
  @ApiProperty({ example: 12 }) effectif!: number;
}

export class ProjetEspaceReponse implements ProjetEspace {
  @ApiProperty({ example: 42 }) id!: number;
  @ApiProperty({ enum: ['SSC', 'SPC'] }) code_produit!: 'SSC' | 'SPC';
  @ApiProperty({ enum: STATUTS, example: 'NOUVEAU' }) statut!: StatutProjet;
  @ApiProperty({ example: 'Proposition' }) statut_libelle!: string;
  @ApiProperty({ type: String, nullable: true, enum: ['FIGE', 'TARIFS_FIGES'] }) etat!: EtatProjet;
  @ApiProperty({ type: String, nullable: true, example: '2027-01-01' }) date_effet!: string | null;
  @ApiProperty({ example: '2026-11-23T10:00:00.000Z' }) date_creation!: string;
  @ApiProperty({ type: CollegeEspaceReponse }) college!: CollegeEspaceReponse;
  @ApiProperty({ type: PrixEspaceReponse, nullable: true }) prix!: PrixEspaceReponse | null;
  @ApiProperty({ type: String, nullable: true, enum: ['EN_COURS', 'POSSIBLE'], description: 'Souscription commencée, possible maintenant, ou non (null)' })
  souscription!: AccesSouscription;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Date du refus de signature quand la dernière transaction de signature du projet est refusée ; sinon null' })
  signature_refusee_le!: string | null;
}

export class ClientEspaceReponse implements ClientEspace {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ type: String, nullable: true, example: '73282932000074' }) siret!: string | null;
  @ApiProperty({ example: 'Boulangerie Lefèvre' }) raison_sociale!: string;
  @ApiProperty({ type: CcnEspaceReponse, nullable: true }) ccn!: CcnEspaceReponse | null;
  @ApiProperty({ type: String, nullable: true, example: '10.71C' }) naf!: string | null;
  @ApiProperty({ type: DemographieEspaceReponse }) demographie!: DemographieEspaceReponse;
  @ApiProperty({ example: 3, description: 'Projets non archivés du client' }) nombre_projets!: number;
  @ApiProperty({ type: [ProjetEspaceReponse], description: 'Les plus récents d’abord (10 au plus)' }) projets!: ProjetEspaceReponse[];
}

export class PageClientsReponse implements PageClientsEspace {
  @ApiProperty({ example: 'boulangerie', description: 'La recherche appliquée (vide : tous les clients)' }) recherche!: string;
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 20 }) taille!: number;
  @ApiProperty({ example: 53 }) total!: number;
  @ApiProperty({ example: 3, description: 'Nombre de pages (1 au moins)' }) pages!: number;
  @ApiProperty({ type: [ClientEspaceReponse] }) clients!: ClientEspaceReponse[];
}
