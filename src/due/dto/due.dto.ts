import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import type { EtatTunnelDue, ProjetDue } from '../../domain/due/types';
import { COMMON } from '../../domain/messages';

/** Body of PUT /projets/{id}/due/ssc: the whole tunnel state (spec 03 §3), checked field by field. */
export class EnregistrementDueDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Les réponses des étapes etape1 … etape10 (03 §3) ; chaque valeur est vérifiée contre sa liste ou ses bornes',
  })
  @IsObject({ message: COMMON.champObligatoire('etat') })
  etat!: Record<string, unknown>;
}

/** The tunnel of a health projet: what it reads of the projet, and the answers so far. */
export class TunnelDueReponse {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Projet lu par le parcours : raison sociale, date d’effet, collège, tarifs par structure' })
  projet!: ProjetDue;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Réponses etape1 … etape10' })
  etat!: EtatTunnelDue;
}
