import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';

/** GET /api/health (public readiness): each part's state, 503 when a required one is down; GET /api/health/live (liveness). */
@Module({ controllers: [HealthController] })
export class HealthModule {}
