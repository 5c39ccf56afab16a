import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';

/** GET /api/health (public): database and job queue status, 503 without a database. */
@Module({ controllers: [HealthController] })
export class HealthModule {}
