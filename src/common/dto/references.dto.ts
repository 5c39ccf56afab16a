import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsString, MaxLength, registerDecorator, type ValidationOptions } from 'class-validator';
import { COMMON } from '../../domain/messages';
import { IsIdentifiant } from '../identifiant';

/** The signed-in user's identifier (the token's subject): a string, or a positive integer. Not a database id. */
function IsIdUtilisateur(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isIdUtilisateur',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) || (typeof v === 'string' && v.trim().length > 0 && v.length <= 64),
      },
    });
}

/** `client {id}` of the spec's pricing and projet payloads (01 §7). */
export class ClientRefDto {
  @IsDefined({ message: COMMON.champObligatoire('client.id') })
  @IsIdentifiant('client.id', { distributeur: 'client', example: 42 })
  id!: number;
}

/** `utilisateur {id, code_distributeur, username}`; the distributor must be the signed-in user's. */
export class UtilisateurRefDto {
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'integer', minimum: 1 }], example: 'alice', description: 'Identifiant de l’utilisateur connecté (sub du jeton)' })
  @IsDefined({ message: COMMON.champObligatoire('utilisateur.id') })
  @IsIdUtilisateur({ message: COMMON.champInvalide('utilisateur.id') })
  id!: string | number;

  @ApiProperty({ example: 'DIST-A', description: 'Doit être celui de l’utilisateur connecté (sinon 403)' })
  @IsString({ message: COMMON.champTexte('utilisateur.code_distributeur') })
  @IsNotEmpty({ message: COMMON.champObligatoire('utilisateur.code_distributeur') })
  @MaxLength(64)
  code_distributeur!: string;

  @ApiProperty({ example: 'alice' })
  @IsString({ message: COMMON.champTexte('utilisateur.username') })
  @IsNotEmpty({ message: COMMON.champObligatoire('utilisateur.username') })
  @MaxLength(128)
  username!: string;
}
