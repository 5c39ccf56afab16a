import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { ValideSelon } from '../../clients/dto/valide-selon';
import { PAGE_MAX, RECHERCHE_LONGUEUR_MAX, TAILLE_PAGE_DEFAUT, TAILLE_PAGE_MAX } from '../../domain/espace/espace';
import type { ClientDossier, DossierEspace, EvenementDossier, PageDossiersEspace } from '../../domain/espace/contrat';
import { ETAPES_DOSSIER, JOURS_AVANT_RELANCE, TRIS_DOSSIERS, type EtapeDossier, type TriDossiers } from '../../domain/espace/etape';
import { TYPES_EVENEMENT, type TypeEvenement } from '../../domain/historique/evenement';
import type { CodeProduit } from '../../domain/projets/projet.types';
import type { AccesSouscription, PrixProjet } from '../../domain/espace/espace';
import { STATUTS, type EtatProjet, type StatutProjet } from '../../domain/projets/projet.types';
import { ESPACE } from '../../domain/messages';

/** A query integer is decimal digits only ('1e3', '+2', '2.0' are not); anything else stays as sent, to be refused. */
const entierDeRequete = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);
const entreBornes = (max: number) => (v: unknown) => v === undefined || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= max);

/** One of a closed list, as sent (a repeated parameter is an array: refused). */
const parmi = (champ: string, valeurs: readonly string[]) => (v: unknown) =>
  v === undefined || (typeof v === 'string' && valeurs.includes(v)) ? null : ESPACE.valeurInvalide(champ, valeurs);

/** GET /espace/clients?recherche=&etape=&produit=&aRelancer=&tri=&page=&taille= */
export class EspaceClientsQuery {
  @ApiPropertyOptional({
    example: 'boulangerie',
    maxLength: RECHERCHE_LONGUEUR_MAX,
    description: 'Raison sociale (partie, accents et casse ignorés), début du SIRET, numéro de projet, nom du contact ou du signataire, nom d’un participant',
  })
  @IsOptional()
  @IsString()
  @ValideSelon((v) => (typeof v === 'string' && v.length > RECHERCHE_LONGUEUR_MAX ? ESPACE.rechercheTropLongue(RECHERCHE_LONGUEUR_MAX) : null))
  recherche?: string;

  @ApiPropertyOptional({ enum: ETAPES_DOSSIER, description: 'Les dossiers à cette étape seulement' })
  @ValideSelon(parmi('etape', ETAPES_DOSSIER))
  etape?: EtapeDossier;

  @ApiPropertyOptional({ enum: ['SSC', 'SPC'], description: 'Les dossiers de ce produit seulement' })
  @ValideSelon(parmi('produit', ['SSC', 'SPC']))
  produit?: CodeProduit;

  @ApiPropertyOptional({ type: Boolean, description: `true : les dossiers à relancer seulement (signature refusée, ou en attente depuis plus de ${JOURS_AVANT_RELANCE} jours)` })
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @ValideSelon((v) => (v === undefined || typeof v === 'boolean' ? null : ESPACE.booleenInvalide('aRelancer')))
  aRelancer?: boolean;

  @ApiPropertyOptional({ enum: TRIS_DOSSIERS, default: TRIS_DOSSIERS[0], description: 'activite : dernier événement d’abord ; raison_sociale ; etape : dans l’ordre du parcours' })
  @ValideSelon(parmi('tri', TRIS_DOSSIERS))
  tri?: TriDossiers;

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

export class ClientDossierReponse implements ClientDossier {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ type: String, nullable: true, example: '73282932000074' }) siret!: string | null;
  @ApiProperty({ example: 'Boulangerie Lefèvre' }) raison_sociale!: string;
  @ApiProperty({ type: CcnEspaceReponse, nullable: true }) ccn!: CcnEspaceReponse | null;
  @ApiProperty({ type: String, nullable: true, example: '10.71C' }) naf!: string | null;
  @ApiProperty({ type: DemographieEspaceReponse }) demographie!: DemographieEspaceReponse;
}

export class EvenementDossierReponse implements EvenementDossier {
  @ApiProperty({ enum: TYPES_EVENEMENT }) type!: TypeEvenement;
  @ApiProperty({ example: 'Signature refusée — motif : Tarif trop élevé' }) libelle!: string;
  @ApiProperty({ example: 'le signataire' }) acteur!: string;
  @ApiProperty({ format: 'date-time' }) survenu_le!: string;
}

export class DossierEspaceReponse implements DossierEspace {
  @ApiProperty({ example: 42, description: 'Numéro du projet' }) id!: number;
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
  @ApiProperty({ type: ClientDossierReponse }) client!: ClientDossierReponse;
  @ApiProperty({ enum: ETAPES_DOSSIER, description: 'Étape du dossier (docs/adr/0081)' }) etape!: EtapeDossier;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Signature ouverte (en attente), signée ou refusée le ; sinon null' })
  etape_depuis!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Motif du refus de signature (étape REFUSEE)' }) motif_refus!: string | null;
  @ApiProperty({ description: `Refusée, ou signature en attente depuis plus de ${JOURS_AVANT_RELANCE} jours` }) a_relancer!: boolean;
  @ApiProperty({ example: 67, minimum: 0, maximum: 100, description: 'Complétude du dossier en % : 0 avant la souscription, celle de la souscription pendant, 100 une fois envoyé à la signature' })
  progression!: number;
  @ApiProperty({ type: [String], example: ['2 participants', 'Extrait Kbis de moins de trois mois'], description: 'Ce qui manque à une souscription en cours' })
  manquants!: string[];
  @ApiProperty({ type: EvenementDossierReponse, nullable: true }) dernier_evenement!: EvenementDossierReponse | null;
  @ApiProperty({ format: 'date-time', description: 'Dernier événement de l’historique (ou dernière modification du projet)' }) derniere_activite!: string;
}

export class PageClientsReponse implements PageDossiersEspace {
  @ApiProperty({ example: 'boulangerie', description: 'La recherche appliquée (vide : tous les dossiers)' }) recherche!: string;
  @ApiProperty({ type: String, nullable: true, enum: ETAPES_DOSSIER }) etape!: EtapeDossier | null;
  @ApiProperty({ type: String, nullable: true, enum: ['SSC', 'SPC'] }) produit!: CodeProduit | null;
  @ApiProperty() a_relancer!: boolean;
  @ApiProperty({ enum: TRIS_DOSSIERS }) tri!: TriDossiers;
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 20 }) taille!: number;
  @ApiProperty({ example: 53 }) total!: number;
  @ApiProperty({ example: 3, description: 'Nombre de pages (1 au moins)' }) pages!: number;
  @ApiProperty({ type: [DossierEspaceReponse] }) dossiers!: DossierEspaceReponse[];
}
