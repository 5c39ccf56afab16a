import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CIVILITES } from '../../domain/souscription/types';

/**
 * Bodies of the signer's routes (02 §7). Shapes only (texts, lengths): what is required, the dates,
 * the e-mail and the mobile are checked by the service with the spec's messages (a missing name
 * must answer 'Impossible de valider le numéro de téléphone', not a generic refusal).
 */

export class ValiderTelephoneDto {
  @ApiProperty({ type: String, example: 'Durand', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  nom!: string | null;

  @ApiProperty({ type: String, example: 'Paul', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  prenom!: string | null;

  @ApiProperty({ type: String, example: '1975-06-15', nullable: true, description: 'AAAA-MM-JJ' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  date_naissance!: string | null;

  @ApiProperty({ type: String, example: '06 12 34 56 78', nullable: true, description: 'Portable : national (métropole et outre-mer), +… ou 00…' })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  telephone_portable!: string | null;
}

export class SignataireSaisiDto extends ValiderTelephoneDto {
  @ApiProperty({ type: String, enum: CIVILITES, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  civilite!: string | null;

  @ApiProperty({ type: String, example: 'Gérant', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  fonction!: string | null;

  @ApiProperty({ type: String, example: 'paul.durand@example.fr', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email!: string | null;
}

/** The signer in the subscription's answer (02 §3): the saved one, or the defaults from the interlocutor. */
export class SignataireDto {
  @ApiProperty({ enum: CIVILITES, nullable: true }) civilite!: string | null;
  @ApiProperty({ example: 'Durand' }) nom!: string;
  @ApiProperty({ example: 'Paul' }) prenom!: string;
  @ApiProperty({ example: '1975-06-15', description: 'AAAA-MM-JJ ; vide tant que non saisie' }) dateNaissance!: string;
  @ApiProperty({ example: 'Gérant' }) fonction!: string;
  @ApiProperty({ example: '+33612345678', description: 'E.164 ; vide quand l’interlocuteur n’a pas de portable valide' }) telephonePortable!: string;
  @ApiProperty({ example: 'paul.durand@example.fr' }) email!: string;
}
