import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { COMMON, ENTREPRISE } from '../../domain/messages';
import {
  EFFECTIF_TOTAL_MAX,
  validerEffectifsColleges,
  validerEffectifTotal,
  validerRaisonSociale,
  validerSiret,
} from '../../domain/eligibilite/saisie-entreprise';
import { normaliserSiret } from '../../domain/siret';
import { IsIdentifiant } from '../../common/identifiant';
import { ValideSelon } from './valide-selon';

/** Spaces are stripped from a typed or displayed SIRET ('732 829 320 00074'); an empty one means none. */
export const transformerSiret = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const siret = normaliserSiret(value);
  return siret === '' ? null : siret;
};

/** NAF sub-class: '62.01Z' (the dot may be left out: '6201Z'). */
export const FORMAT_NAF = /^\d{2}\.?\d{2}[A-Z]$/;
export const normaliserNaf = (naf: string) => `${naf.slice(0, 2)}.${naf.replace('.', '').slice(2)}`;

export class CcnRefDto {
  @ApiProperty({ example: 1486, description: 'Identifiant de la convention collective (IDCC entier ; 9999 = sans convention collective)' })
  @ValideSelon((v) => (v === null || v === undefined || v === '' ? ENTREPRISE.ccnObligatoire : Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 9999 ? null : ENTREPRISE.ccnInconnue))
  id!: number;

  // The page may send back the agreement it received; these are ignored (the referential is the truth).
  @ApiPropertyOptional({ example: '1486' }) @IsOptional() @IsString() @MaxLength(4) idcc?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) libelle?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) libelle_court?: string;
  @ApiPropertyOptional() @IsOptional() dares_valide?: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(1000) lien_fiche?: string | null;
}

/**
 * College headcounts: optional integers between 0 and the total, which together never exceed it.
 * The sum is reported on the non-cadre field.
 */
function regleEffectifCollege(champ: 'effectif_cadre' | 'effectif_non_cadre') {
  return (v: unknown, o: Record<string, unknown>): string | null => {
    if (v === null || v === undefined) return null;
    const total = Number.isInteger(o.effectif_global) ? (o.effectif_global as number) : EFFECTIF_TOTAL_MAX;
    if (champ === 'effectif_cadre') return validerEffectifsColleges(total, v as number, null);
    const cadre = o.effectif_cadre;
    const cadreValide = Number.isInteger(cadre) && (cadre as number) >= 0 && (cadre as number) <= total ? (cadre as number) : null;
    return validerEffectifsColleges(total, cadreValide, v as number);
  };
}

export class DemographieDto {
  @ApiProperty({ example: 25, minimum: 1, maximum: 100000, description: 'Effectif total' })
  @ValideSelon((v) => (v === null || v === undefined || typeof v === 'number' ? validerEffectifTotal(v) : ENTREPRISE.effectifEntier))
  effectif_global!: number;

  @ApiPropertyOptional({ example: 5, nullable: true, type: Number })
  @ValideSelon(regleEffectifCollege('effectif_cadre'))
  effectif_cadre?: number | null;

  @ApiPropertyOptional({ example: 20, nullable: true, type: Number })
  @ValideSelon(regleEffectifCollege('effectif_non_cadre'))
  effectif_non_cadre?: number | null;
}

/** Body of POST /client and PUT /client/{id} (spec 01 §3 Client). */
export class ClientDto {
  @ApiPropertyOptional({ description: 'Ignoré en création ; en modification, doit être celui de l’adresse' })
  @IsOptional()
  // Not marked as a distributor's record: the address's id is the one that counts.
  @IsIdentifiant('id')
  id?: number;

  @ApiPropertyOptional({ type: String, example: '73282932000074', nullable: true, description: '14 chiffres, espaces acceptés ; facultatif pour tarifer' })
  @Transform(transformerSiret)
  @ValideSelon((v) => (v === null || v === undefined || typeof v === 'string' ? validerSiret(v, false) : ENTREPRISE.siretFormat))
  siret?: string | null;

  @ApiProperty({ example: 'Boulangerie Lefèvre', maxLength: 131 })
  @Transform(({ value }) => (typeof value === 'string' ? value.normalize('NFC').trim().replace(/ {2,}/g, ' ') : value))
  @ValideSelon((v) => (v === null || v === undefined || typeof v === 'string' ? validerRaisonSociale(v) : COMMON.champTexte('raison_sociale')))
  raison_sociale!: string;

  @ApiProperty({ type: CcnRefDto })
  @ValidateNested()
  @Type(() => CcnRefDto)
  @ValideSelon((v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? null : ENTREPRISE.ccnObligatoire))
  ccn!: CcnRefDto;

  @ApiPropertyOptional({ type: String, example: '10.71C', nullable: true })
  @Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim().toUpperCase()) : value))
  @ValideSelon((v) => (v === null || v === undefined || (typeof v === 'string' && FORMAT_NAF.test(v)) ? null : ENTREPRISE.nafFormat))
  naf?: string | null;

  @ApiProperty({ type: DemographieDto })
  @ValidateNested()
  @Type(() => DemographieDto)
  @ValideSelon((v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? null : ENTREPRISE.effectifObligatoire))
  demographie!: DemographieDto;

  @ApiPropertyOptional({ enum: ['entreprise'] })
  @IsOptional()
  @IsIn(['entreprise'])
  type?: 'entreprise';

  @ApiPropertyOptional({ example: 'DIST-A', description: 'Si présent, doit être celui de l’utilisateur connecté (sinon 403)' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  code_distributeur?: string;
}

/** GET /clients?code_distributeur=&doit_avoir_siret= */
export class ClientsQuery {
  @ApiPropertyOptional({ example: 'DIST-A', description: 'Doit être celui de l’utilisateur connecté (sinon 403) ; par défaut le sien' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  code_distributeur?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true : clients avec SIRET (recherche par SIRET) ; false : clients sans SIRET (recherche par raison sociale) ; absent : tous' })
  @IsOptional()
  @IsIn(['true', 'false'])
  doit_avoir_siret?: 'true' | 'false';
}

/** GET /clients/suggestions?siret= or ?raison_sociale= */
export class SuggestionsQuery {
  @ApiPropertyOptional({ example: '732829', description: 'Début du SIRET (chiffres, espaces acceptés)' })
  @IsOptional()
  @Transform(transformerSiret)
  @ValideSelon((v) => (v === null || v === undefined || (typeof v === 'string' && /^\d{1,14}$/.test(v)) ? null : ENTREPRISE.siretFormat))
  siret?: string | null;

  @ApiPropertyOptional({ example: 'boulangerie', description: 'Partie de la raison sociale, accents et casse ignorés' })
  @IsOptional()
  @IsString()
  @MaxLength(131)
  raison_sociale?: string;

  @ApiPropertyOptional({ example: 10, minimum: 1, maximum: 50 })
  @IsOptional()
  @Type(() => Number)
  @ValideSelon((v) => (v === undefined || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 50) ? null : COMMON.champMax('limite', '50')))
  limite?: number;
}

/** What the API answers for a client (spec 01 §3). */
export class CcnClientReponse {
  @ApiProperty({ example: 1486 }) id!: number;
  @ApiProperty({ example: '1486' }) idcc!: string;
  @ApiProperty() libelle!: string;
  @ApiProperty() libelle_court!: string;
  @ApiProperty() dares_valide!: boolean;
}

export class DemographieReponse {
  @ApiProperty({ example: 25 }) effectif_global!: number;
  @ApiProperty({ example: 5, nullable: true, type: Number }) effectif_cadre!: number | null;
  @ApiProperty({ example: 20, nullable: true, type: Number }) effectif_non_cadre!: number | null;
}

export class ClientReponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: '73282932000074', nullable: true, type: String }) siret!: string | null;
  @ApiProperty({ example: 'Boulangerie Lefèvre' }) raison_sociale!: string;
  @ApiProperty({ type: CcnClientReponse }) ccn!: CcnClientReponse;
  @ApiProperty({ example: '10.71C', nullable: true, type: String }) naf!: string | null;
  @ApiProperty({ type: DemographieReponse }) demographie!: DemographieReponse;
  @ApiProperty({ enum: ['entreprise'] }) type!: 'entreprise';
}

export class SuggestionClientReponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: '73282932000074', nullable: true, type: String }) siret!: string | null;
  @ApiProperty({ example: 'Boulangerie Lefèvre' }) raisonSociale!: string;
}
