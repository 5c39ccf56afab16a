import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsString,
  Matches,
  Max,
  Min,
  registerDecorator,
  ValidateNested,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { COMMON, REFERENTIELS } from '../../domain/messages';
import { INFORMATIONS_TARIFANTES, SANTE } from '../../domain/messages/sante';
import { COLLEGES_PAR_PRODUIT, type TypeCollege } from '../../domain/offres/catalogue';
import { minimaSante } from '../../domain/pricing/sante/minima';
import { normaliserIdcc } from '../../domain/referentiels/ccn';
import { IsDateIsoStricte, IsIdcc, ObjetRequis } from '../../common/dto/validateurs';
import { CODES_POSTES, NIVEAU_MAX, NIVEAU_MIN, REGIMES_OBLIGATOIRES, type CodePoste, type RegimeObligatoire } from '../../domain/pricing/sante/types';
import { departementCouvert } from '../../domain/referentiels/code-postal';
import { niveauMinimumCcn, verifierEcart, versSelection } from '../../domain/pricing/sante/regles';
import { AGE_MOYEN_MAX, AGE_MOYEN_MIN, EFFECTIF_COLLEGE_MAX, EFFECTIF_COLLEGE_MIN } from '../../domain/projets/informations-tarifantes';
import { ClientRefDto, UtilisateurRefDto } from '../../common/dto/references.dto';

/**
 * POST /sante/tarifer (spec 01 §7), snake_case as the spec gives it. Every rule that needs no
 * clock and no database is a decorator here (messages from the catalogue); the effective-date
 * window (needs today) and the postcode/department match (needs the towns) are checked by the service.
 */

const COLLEGES_SANTE = COLLEGES_PAR_PRODUIT.SSC;

function IsDepartementCouvert(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isDepartementCouvert',
      target: object.constructor,
      propertyName,
      options,
      validator: { validate: (v: unknown) => typeof v === 'string' && v.length <= 3 && departementCouvert(v) },
    });
}

type NiveauxBruts = { poste?: unknown; niveau?: unknown }[];
/** Well-formed items only; malformed ones are reported by NiveauDto. */
function niveauxBienFormes(v: unknown): { poste: CodePoste; niveau: number }[] {
  if (!Array.isArray(v)) return [];
  return (v as NiveauxBruts).filter(
    (n): n is { poste: CodePoste; niveau: number } =>
      !!n && (CODES_POSTES as readonly unknown[]).includes(n.poste) && typeof n.niveau === 'number' && Number.isInteger(n.niveau) && n.niveau >= NIVEAU_MIN && n.niveau <= NIVEAU_MAX,
  );
}

/** Minima for the payload's agreement and college (none when either is invalid: reported elsewhere). */
function minimaDuPayload(args: ValidationArguments) {
  const o = args.object as DonneesTarifantesSanteDto;
  const type = o.college?.type;
  if (!(COLLEGES_SANTE as readonly unknown[]).includes(type)) return null;
  const idcc = normaliserIdcc(o.idcc as number | string);
  return idcc === null ? null : minimaSante(idcc, type as TypeCollege);
}

/** Each poste at most once. */
function PostesUniques() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'postesUniques',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (v: unknown) => {
          const postes = niveauxBienFormes(v).map((n) => n.poste);
          return new Set(postes).size === postes.length;
        },
        defaultMessage: (args: ValidationArguments) => {
          const postes = niveauxBienFormes(args.value).map((n) => n.poste);
          return SANTE.posteEnDouble(postes.find((p, i) => postes.indexOf(p) !== i) ?? '');
        },
      },
    });
}

/** First poste below the agreement minimum (absent postes count as level 0), or null. */
function premierSousMinimum(args: ValidationArguments): { poste: CodePoste; niveau: number; minimum: number } | null {
  const minima = minimaDuPayload(args);
  if (!minima) return null;
  const selection = versSelection(niveauxBienFormes(args.value));
  for (const poste of CODES_POSTES) {
    const minimum = niveauMinimumCcn(minima, poste);
    const niveau = selection[poste] ?? NIVEAU_MIN;
    if (niveau < minimum) return { poste, niveau, minimum };
  }
  return null;
}

/** Levels below the CCN minimum are refused (01 §5 'Health levels'). */
function NiveauxAuMinimumCcn() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'niveauxAuMinimumCcn',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (_v: unknown, args: ValidationArguments) => premierSousMinimum(args) === null,
        defaultMessage: (args: ValidationArguments) => {
          const x = premierSousMinimum(args);
          return x ? SANTE.niveauSousMinimumCcn(x.poste, x.niveau, x.minimum) : COMMON.champInvalide(args.property);
        },
      },
    });
}

/** Spread at most 6 unless a CCN minimum applies (01 §5). */
function EcartNiveauxAutorise() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'ecartNiveauxAutorise',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (v: unknown, args: ValidationArguments) => verifierEcart(versSelection(niveauxBienFormes(v)), minimaDuPayload(args) ?? []) === null,
        defaultMessage: (args: ValidationArguments) => verifierEcart(versSelection(niveauxBienFormes(args.value)), minimaDuPayload(args) ?? []) ?? '',
      },
    });
}

export class CollegeSanteDto {
  @ApiProperty({ enum: COLLEGES_SANTE, example: 'CADRE' })
  @IsIn(COLLEGES_SANTE, { message: INFORMATIONS_TARIFANTES.typeCollegeRequis })
  type!: TypeCollege;

  @ApiProperty({ minimum: AGE_MOYEN_MIN, maximum: AGE_MOYEN_MAX, example: 42 })
  @IsDefined({ message: COMMON.champObligatoire('age_moyen') })
  @IsInt({ message: INFORMATIONS_TARIFANTES.ageMoyen })
  @Min(AGE_MOYEN_MIN, { message: INFORMATIONS_TARIFANTES.ageMoyen })
  @Max(AGE_MOYEN_MAX, { message: INFORMATIONS_TARIFANTES.ageMoyen })
  age_moyen!: number;

  @ApiProperty({ minimum: EFFECTIF_COLLEGE_MIN, maximum: EFFECTIF_COLLEGE_MAX, example: 12 })
  @IsDefined({ message: COMMON.champObligatoire('effectif') })
  @IsInt({ message: COMMON.champEntier('effectif') })
  @Min(EFFECTIF_COLLEGE_MIN, { message: INFORMATIONS_TARIFANTES.effectifCollegeMin })
  @Max(EFFECTIF_COLLEGE_MAX, { message: INFORMATIONS_TARIFANTES.effectifCollegeMax })
  effectif!: number;
}

export class NiveauPosteDto {
  @ApiProperty({ enum: CODES_POSTES, example: 'OPTIQUE' })
  @IsIn(CODES_POSTES, { message: (a: ValidationArguments) => SANTE.posteInconnu(String(a.value)) })
  poste!: CodePoste;

  @ApiProperty({ minimum: NIVEAU_MIN, maximum: NIVEAU_MAX, example: 5 })
  @IsInt({ message: SANTE.niveauHorsBornes })
  @Min(NIVEAU_MIN, { message: SANTE.niveauHorsBornes })
  @Max(NIVEAU_MAX, { message: SANTE.niveauHorsBornes })
  niveau!: number;
}

export class DonneesTarifantesSanteDto {
  @ApiProperty({ format: 'date', example: '2027-01-01', description: 'AAAA-MM-JJ ; de J+1 (ou du 1er du mois en cours pour un collège de 2 salariés et plus) à J+183' })
  @IsDefined({ message: COMMON.champObligatoire('date_effet') })
  @IsDateIsoStricte({ message: INFORMATIONS_TARIFANTES.dateEffetFormat })
  date_effet!: string;

  @ObjetRequis(CollegeSanteDto, INFORMATIONS_TARIFANTES.typeCollegeRequis)
  college!: CollegeSanteDto;

  @ApiProperty({ enum: REGIMES_OBLIGATOIRES, example: 'SECURITE_SOCIALE' })
  @IsIn(REGIMES_OBLIGATOIRES, { message: SANTE.regimeObligatoire })
  regime_obligatoire!: RegimeObligatoire;

  @ApiProperty({ example: '35000' })
  @IsString({ message: REFERENTIELS.codePostalFormat })
  @Matches(/^\d{5}$/, { message: REFERENTIELS.codePostalFormat })
  code_postal!: string;

  @ApiProperty({ example: '35' })
  @IsString({ message: SANTE.departementInvalide })
  @IsDepartementCouvert({ message: SANTE.departementInvalide })
  departement!: string;

  @ApiProperty({ minimum: 0, maximum: 15, example: 5, description: 'Taux linéaire, ou taux de l’option précomptée (7, 10 ou 15)' })
  @IsDefined({ message: SANTE.tauxCommissionnement })
  @IsInt({ message: SANTE.tauxCommissionnement })
  @Min(0, { message: SANTE.tauxCommissionnement })
  @Max(15, { message: SANTE.tauxCommissionnement })
  taux_commissionnement!: number;

  @ApiProperty({ type: [NiveauPosteDto], description: 'Au moins un niveau ; un poste absent est tarifé au niveau 0' })
  @IsArray({ message: SANTE.auMoinsUnNiveau })
  @ArrayMinSize(1, { message: SANTE.auMoinsUnNiveau })
  @ArrayMaxSize(CODES_POSTES.length, { message: COMMON.champInvalide('donnees_tarifantes.niveaux') })
  @ValidateNested({ each: true })
  @Type(() => NiveauPosteDto)
  @PostesUniques()
  @NiveauxAuMinimumCcn()
  @EcartNiveauxAutorise()
  niveaux!: NiveauPosteDto[];

  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string' }], example: 1486, description: 'IDCC (9999 : sans convention collective)' })
  @IsDefined({ message: SANTE.idccInvalide })
  @IsIdcc({ message: SANTE.idccInvalide })
  idcc!: number | string;
}

export class TarifierSanteDto {
  @ObjetRequis(DonneesTarifantesSanteDto, COMMON.champObligatoire('donnees_tarifantes'), { nonVide: true })
  donnees_tarifantes!: DonneesTarifantesSanteDto;

  @ObjetRequis(ClientRefDto, COMMON.champObligatoire('client'))
  client!: ClientRefDto;

  @ObjetRequis(UtilisateurRefDto, COMMON.champObligatoire('utilisateur'))
  utilisateur!: UtilisateurRefDto;
}
