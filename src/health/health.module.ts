import { Module } from '@nestjs/common';
import { EtatArret } from './arret';
import { HealthController } from './health.controller';
import { HealthRepository } from './health.repository';

/**
 * GET /api/health (public readiness): each part's state, 503 when a required one is down or the
 * process is stopping (EtatArret, set by main.ts on SIGTERM); GET /api/health/live (liveness).
 */
@Module({ controllers: [HealthController], providers: [EtatArret, HealthRepository], exports: [EtatArret] })
export class HealthModule {}
