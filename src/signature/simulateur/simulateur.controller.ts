import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Post, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Response } from 'express';
import { Public } from '../../auth/utilisateur';
import { RefusMetier } from '../../common/refus-metier';
import { AppConfig } from '../../config/app-config';
import { contentDisposition } from '../../files/content-disposition';
import { LimitePublique } from '../../securite/limites/limites.decorators';
import { ActionSimulateurRefusee, SimulateurSignature } from './simulateur';

export class ActionSimulateurDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(12) code?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) motif?: string;
}

export class RedirectionDto {
  @ApiProperty({ description: 'Où le navigateur du signataire va ensuite (vide après l’envoi du code)' }) redirection!: string;
}

/**
 * The simulator's own endpoints (brief §4.6), as an outside provider's signing page would call:
 * public (the signer has no session), reached with the page's token, served only while the
 * simulator is the configured provider.
 */
@ApiTags('simulateur de signature')
@ApiNotFoundResponse({ description: 'Simulateur non configuré, ou document introuvable' })
@ApiConflictResponse({ description: 'Demande introuvable ou terminée, code absent ou incorrect' })
@Controller('simulateur-signature/:jeton')
@Public()
@LimitePublique()
export class SimulateurController {
  constructor(
    private readonly simulateur: SimulateurSignature,
    private readonly config: AppConfig,
  ) {}

  private async agir(action: () => Promise<string | void>): Promise<RedirectionDto> {
    if (this.config.SIGNATURE_PROVIDER !== 'simulateur') throw new NotFoundException();
    try {
      const redirection = await action();
      return { redirection: redirection ?? '' };
    } catch (err) {
      if (err instanceof ActionSimulateurRefusee) throw new RefusMetier('conflit', err.message);
      throw err;
    }
  }

  @Post('code')
  @HttpCode(200)
  @ApiOkResponse({ type: RedirectionDto })
  @ApiOperation({ summary: 'Envoie le code à usage unique par SMS (boîte de démonstration)' })
  code(@Param('jeton') jeton: string) {
    return this.agir(() => this.simulateur.envoyerCode(jeton));
  }

  @Post('signer')
  @HttpCode(200)
  @ApiOkResponse({ type: RedirectionDto })
  signer(@Param('jeton') jeton: string, @Body() dto: ActionSimulateurDto) {
    return this.agir(() => this.simulateur.signer(jeton, dto.code ?? ''));
  }

  @Post('refuser')
  @HttpCode(200)
  @ApiOkResponse({ type: RedirectionDto })
  refuser(@Param('jeton') jeton: string, @Body() dto: ActionSimulateurDto) {
    return this.agir(() => this.simulateur.refuser(jeton, dto.motif ?? ''));
  }

  @Post('interrompre')
  @HttpCode(200)
  @ApiOkResponse({ type: RedirectionDto })
  interrompre(@Param('jeton') jeton: string) {
    return this.agir(() => this.simulateur.interrompre(jeton));
  }

  @Post('erreur')
  @HttpCode(200)
  @ApiOkResponse({ type: RedirectionDto })
  erreur(@Param('jeton') jeton: string) {
    return this.agir(() => this.simulateur.provoquerErreur(jeton));
  }

  @Get('documents/:n')
  @ApiOperation({ summary: 'Un document à signer (PDF)' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'Le PDF', schema: { type: 'string', format: 'binary' } })
  async document(@Param('jeton') jeton: string, @Param('n', ParseIntPipe) n: number, @Res() res: Response): Promise<void> {
    if (this.config.SIGNATURE_PROVIDER !== 'simulateur') throw new NotFoundException();
    const d = await this.simulateur.document(jeton, n);
    if (!d) throw new NotFoundException();
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', contentDisposition(d.nom, 'inline'));
    res.setHeader('Cache-Control', 'no-store');
    res.end(d.pdf);
  }
}
