import { ApiProperty } from '@nestjs/swagger';

// The health report (health-report.ts) as the OpenAPI document describes it.

export class EtatBaseDto {
  @ApiProperty({ enum: ['up', 'down'] }) status!: string;
  @ApiProperty({ enum: ['postgres', 'pglite'] }) driver!: string;
}

export class EtatFileDto {
  @ApiProperty({ enum: ['up', 'down'] }) status!: string;
  @ApiProperty({ enum: ['bullmq', 'inline'] }) driver!: string;
}

export class EtatApplicationDto {
  @ApiProperty({ enum: ['ok', 'unavailable'] }) status!: string;
  @ApiProperty({ type: EtatBaseDto }) database!: EtatBaseDto;
  @ApiProperty({ type: EtatFileDto }) queue!: EtatFileDto;
  @ApiProperty({ required: false, enum: [true], description: "Présent quand le processus s'arrête (SIGTERM)." }) arret?: boolean;
}
