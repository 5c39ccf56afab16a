import { ApiProperty } from '@nestjs/swagger';

// Shapes of the mail capture (« boîte de démonstration », GET /dev/outbox), for the OpenAPI document.

export class PieceJointeOutboxDto {
  @ApiProperty({ example: 0 }) index!: number;
  @ApiProperty({ example: 'Étude personnalisée.pdf' }) filename!: string;
  @ApiProperty({ example: 'application/pdf' }) content_type!: string;
  @ApiProperty({ example: 48213 }) size!: number;
  @ApiProperty({ example: '/api/dev/outbox/3/attachments/0' }) url!: string;
}

export class MessageOutboxDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ enum: ['EMAIL', 'SMS'], description: 'Un e-mail, ou le SMS du simulateur de signature (destinataire : numéro masqué)' }) canal!: 'EMAIL' | 'SMS';
  @ApiProperty({ type: String, nullable: true, description: 'Message-ID de l’e-mail' }) message_id!: string | null;
  @ApiProperty() from!: string;
  @ApiProperty({ example: 'dirigeant@entreprise.fr', description: 'Adresses e-mail, ou le numéro masqué d’un SMS' }) to!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: String, nullable: true }) html!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: [PieceJointeOutboxDto] }) attachments!: PieceJointeOutboxDto[];
}
