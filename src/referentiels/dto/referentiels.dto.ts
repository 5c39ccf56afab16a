import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Response shapes of the referential endpoints, for OpenAPI (snake_case as the spec gives them). */

export class CcnDto {
  @ApiProperty({ example: 1486, description: 'IDCC en entier ; 9999 = Sans convention collective' }) id!: number;
  @ApiProperty({ example: '1486', description: 'IDCC sur 4 chiffres' }) idcc!: string;
  @ApiProperty({ example: 'Convention collective nationale des bureaux d’études techniques…' }) libelle!: string;
  @ApiProperty({ example: 'Bureaux d’études techniques, cabinets d’ingénieurs-conseils et sociétés de conseils' }) libelle_court!: string;
  @ApiProperty({ description: 'Convention valide au sens DARES (identifiant KALICONT, texte en vigueur) ; jamais pour 9999' }) dares_valide!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Fiche Legifrance ; lien « Voir la fiche CCN » seulement si dares_valide et id ≠ 9999' })
  lien_fiche!: string | null;
}

export class NafDto {
  @ApiProperty({ example: '62.01Z' }) code!: string;
  @ApiProperty({ example: 'Programmation informatique' }) description!: string;
}

export class FonctionDto {
  @ApiProperty({ example: 'Gérant' }) libelle!: string;
}

export class PmssDto {
  @ApiProperty({ example: 4005, description: 'PMSS mensuel en euros' }) montant!: number;
  @ApiProperty({ example: 48060, description: 'PASS annuel en euros = 12 × PMSS' }) montant_annuel!: number;
  @ApiProperty({ example: 2026 }) annee!: number;
  @ApiProperty({ description: 'Faux si le plafond de l’année n’est pas encore publié (dernier montant connu repris)' }) publie!: boolean;
  @ApiProperty({ example: 2026, description: 'Année du plafond publié utilisé' }) annee_reference!: number;
}

export class PieceJustificativeDto {
  @ApiProperty({ example: 'kbis' }) code!: string;
  @ApiProperty({ example: 'Extrait Kbis de moins de trois mois' }) libelle!: string;
}

export class ActiviteDto {
  @ApiProperty({ example: 'artisanale' }) code!: string;
  @ApiProperty({ example: 'Artisanale' }) libelle!: string;
  @ApiProperty({ type: [PieceJustificativeDto] }) pieces_justificatives!: PieceJustificativeDto[];
}

export class FormeJuridiqueDto {
  @ApiProperty({ example: 'sarl' }) code!: string;
  @ApiProperty({ example: 'SARL - Société à responsabilité limitée' }) libelle!: string;
  @ApiProperty({ example: 'SARL' }) forme_sociale!: string;
  @ApiProperty({ example: 'Société à responsabilité limitée' }) libelle_long!: string;
  @ApiProperty({ type: [String], example: ['5499'], description: 'Catégories juridiques INSEE (niveau III)' }) categories_juridiques!: string[];
  @ApiProperty({ type: [ActiviteDto], description: 'Vide pour « ei » : aucune activité à choisir' }) activites!: ActiviteDto[];
  @ApiProperty({ type: [PieceJustificativeDto], description: 'Pièces de la forme ; celles de l’activité s’y ajoutent ; « kbis » par défaut' })
  pieces_justificatives!: PieceJustificativeDto[];
}

export class CommuneDto {
  @ApiProperty({ example: '75001' }) code_postal!: string;
  @ApiProperty({ example: '75056', description: 'Code INSEE de la commune' }) insee!: string;
  @ApiProperty({ example: 'Paris' }) nom!: string;
  @ApiProperty({ example: '75' }) departement!: string;
}

export class ValidationCodePostalDto {
  @ApiProperty() valide!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'le code postal est invalide' }) cause!: string | null;
}
