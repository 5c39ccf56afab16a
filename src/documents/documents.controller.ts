import { Controller, Post, UnauthorizedException } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { Horloge } from '../common/horloge';
import { ApiCleIdempotence, CleIdempotence, cleDeDemande } from '../common/idempotence';
import { AppConfig } from '../config/app-config';
import { JobQueue } from '../jobs/job-queue';
import { ApercuThemeJob, type ApercuThemeResult } from './apercu-theme.job';

class DocumentGenere implements ApercuThemeResult {
  @ApiProperty({ format: 'uuid', description: 'Identifiant du fichier, à télécharger sur GET /api/fichiers/{id}' })
  id!: string;

  @ApiProperty({ example: 'Aperçu du thème Collectif Courtage.pdf' })
  nom!: string;
}

@ApiTags('documents')
@Controller('documents')
export class DocumentsController {
  constructor(
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
    private readonly horloge: Horloge,
  ) {}

  @Post('apercu-theme')
  @ApiOperation({ summary: 'Génère un PDF d’aperçu du thème configuré et attend sa production.' })
  @ApiCreatedResponse({ type: DocumentGenere })
  @ApiCleIdempotence()
  async apercuTheme(@CurrentUser() user: Utilisateur | undefined, @CleIdempotence() cleClient: string | undefined): Promise<DocumentGenere> {
    if (!user) throw new UnauthorizedException();
    const payload = { codeDistributeur: user.codeDistributeur, demandePar: user.nom, theme: this.config.THEME, demandeLe: this.horloge.maintenant().toISOString() };
    // Without a key every call is a new preview (nothing in the request tells two apart).
    const cle = cleClient === undefined ? undefined : cleDeDemande({ codeDistributeur: user.codeDistributeur, operation: 'apercu-theme', cleClient, demande: {} }).cle;
    const { id, nom } = await this.jobs.runAndWait(ApercuThemeJob, payload, { jobId: cle });
    return { id, nom };
  }
}
