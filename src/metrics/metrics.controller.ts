import { Controller, Get, Header, Headers, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/utilisateur';
import { AppConfig } from '../config/app-config';
import { MetricsService } from './metrics.service';
import { jetonMetriquesValide } from './serveur-worker';

/**
 * GET /api/metrics for Prometheus (not a broker's call: not in the OpenAPI document).
 * Only with METRICS_TOKEN, sent as `Authorization: Bearer <token>`; without it the route answers
 * 404 as if it did not exist; a wrong token gets the API's 401.
 */
@ApiExcludeController()
@Controller()
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('metrics')
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async exposer(@Headers('authorization') autorisation: string | undefined): Promise<string> {
    const jeton = this.config.METRICS_TOKEN;
    if (!jeton) throw new NotFoundException();
    if (!jetonMetriquesValide(autorisation, jeton)) throw new UnauthorizedException();
    return this.metrics.texte();
  }
}
