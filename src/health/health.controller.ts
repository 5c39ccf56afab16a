import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/utilisateur';
import { DatabaseRuntime } from '../database/database-runtime';
import { withTimeout } from '../jobs/drivers/job-queue-driver';
import { JobQueue } from '../jobs/job-queue';
import { EtatArret } from './arret';
import { EtatApplicationDto } from './dto/etat-application.dto';
import { HealthRepository } from './health.repository';
import { healthReport, type ComponentStatus, type HealthReport } from './health-report';

const CHECK_TIMEOUT_MS = 2000;

@ApiTags('supervision')
@Controller('health')
export class HealthController {
  constructor(
    private readonly base: HealthRepository,
    private readonly database: DatabaseRuntime,
    private readonly jobs: JobQueue,
    private readonly arret: EtatArret,
  ) {}

  /** Liveness: the process answers. Depends on nothing (a restart would not bring a database back). */
  @Public()
  @Get('live')
  @ApiOperation({ summary: 'Vivacité : le processus répond (ne dépend de rien).' })
  @ApiOkResponse({ schema: { type: 'object', properties: { status: { type: 'string', example: 'ok' } } } })
  live(@Res({ passthrough: true }) res: Response): { status: 'ok' } {
    res.setHeader('Cache-Control', 'no-store');
    return { status: 'ok' };
  }

  @Public()
  @Get()
  @ApiOperation({ summary: "Disponibilité : état de l'application, de sa base de données et de sa file de jobs (Redis quand il est configuré)." })
  @ApiOkResponse({ type: EtatApplicationDto, description: 'Toutes les parties requises répondent (status "ok").' })
  @ApiServiceUnavailableResponse({ type: EtatApplicationDto, description: `Une partie requise ne répond pas, ou le processus s'arrête (status "unavailable", état de chaque partie, arret).` })
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const [database, queue] = await Promise.all([this.databaseStatus(), this.queueStatus()]);
    const report = healthReport({ status: database, driver: this.database.driver }, { status: queue, driver: this.jobs.driverName }, this.arret.enCours);
    res.status(report.httpStatus).setHeader('Cache-Control', 'no-store');
    return report.body;
  }

  private async databaseStatus(): Promise<ComponentStatus> {
    try {
      await withTimeout(this.base.ping(), CHECK_TIMEOUT_MS, () => new Error('timeout'));
      return 'up';
    } catch {
      return 'down';
    }
  }

  private async queueStatus(): Promise<ComponentStatus> {
    return (await this.jobs.isHealthy().catch(() => false)) ? 'up' : 'down';
  }
}
