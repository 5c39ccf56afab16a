import { Controller, Get, HttpCode, Next, Post, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { COMMON } from '../domain/messages';
import { auditer, detailsRequete } from '../securite/audit';
import { OidcService } from './oidc.service';
import { connexionDe, EchecConnexionFilter, OidcCallbackGuard, OidcLoginGuard, safeReturnTo } from './oidc.guards';
import { endSession, SessionRenewal } from './session';
import { Public } from './utilisateur';

/** Pages refresh every 10 s; the token is renewed once it has less than this to live (brief: 30 s). */
export const REFRESH_MARGIN_MS = 30_000;

const unauthenticated = (res: Response) => res.status(401).json({ statusCode: 401, message: COMMON.nonAuthentifie });

/**
 * Sign-in routes of the pages (outside /api, not in the API's documentation):
 *   GET  /auth/login?returnTo=/chemin   start sign-in at the provider (AuthGuard('oidc'))
 *   GET  /auth/callback                 provider's answer (AuthGuard('oidc')); session id rotated; back to returnTo
 *   POST /auth/refresh                  keep-alive every 10 s: 200 {utilisateur, expiresAt}, 401 when signed out
 *   POST /auth/logout                   ends the session here and at the provider, then back to /
 *   GET  /auth/logout                   changes nothing (a link on another site must not sign out): back to /
 * Sign-in attempts are counted before (RATE_LIMIT_SIGN_IN, auth.setup.ts); cross-site POSTs are
 * refused before (refuserRequetesAutreSite); a failed sign-in ends on /auth-error (EchecConnexionFilter).
 */
@Public()
@ApiExcludeController()
@UseFilters(EchecConnexionFilter)
@Controller('auth')
export class AuthController {
  private readonly publicUrl: string;

  constructor(
    private readonly oidc: OidcService,
    private readonly renewal: SessionRenewal,
    config: AppConfig,
  ) {
    this.publicUrl = config.publicUrl;
  }

  /** Reached only when there is nothing to ask the provider: already signed in, or sign-in is off. */
  @Get('login')
  @UseGuards(OidcLoginGuard)
  login(@Req() req: Request, @Res() res: Response): void {
    if (req.user) return res.redirect(303, safeReturnTo(req.query.returnTo));
    res.redirect(303, '/loading-error');
  }

  @Get('callback')
  @UseGuards(OidcCallbackGuard)
  callback(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): void {
    const { utilisateur, tokens } = connexionDe(req);
    const returnTo = req.session.returnTo ?? '/';
    // A new session id at sign-in: a session id known before cannot be ridden after it.
    req.session.regenerate((regenerateError) => {
      if (regenerateError) return next(regenerateError);
      req.session.utilisateur = utilisateur;
      req.session.tokens = tokens;
      req.user = utilisateur;
      auditer('connexion', { ...detailsRequete(req), utilisateur: utilisateur.id, distributeur: utilisateur.codeDistributeur });
      req.session.save((saveError) => (saveError ? next(saveError) : res.redirect(303, returnTo)));
    });
  }

  @Post('refresh')
  @HttpCode(200)
  async refresh(@Req() req: Request, @Res() res: Response): Promise<void> {
    const state = await this.renewal.ensureFresh(req, res, REFRESH_MARGIN_MS);
    const data = req.session;
    if (state !== 'ok' || !data?.utilisateur || !data.tokens) return void unauthenticated(res);
    res.set('Cache-Control', 'no-store').json({ utilisateur: data.utilisateur, expiresAt: new Date(data.tokens.expiresAt).toISOString() });
  }

  /** POST only, and only from the application's pages (refuserRequetesAutreSite runs before). */
  @Post('logout')
  async logout(@Req() req: Request, @Res() res: Response): Promise<void> {
    const idToken = req.session?.tokens?.idToken;
    const utilisateur = req.session?.utilisateur;
    await endSession(req, res, this.publicUrl);
    // Without a session here there is nothing to end at the provider either: never a trampoline
    // to its end-session endpoint for a request that came without the cookie.
    if (!utilisateur) return res.redirect(303, '/');
    auditer('deconnexion', { ...detailsRequete(req), utilisateur: utilisateur.id, distributeur: utilisateur.codeDistributeur });
    res.redirect(303, (this.oidc.enabled && (await this.oidc.endSessionUrl(idToken))) || '/');
  }

  @Get('logout')
  logoutParLien(@Res() res: Response): void {
    res.redirect(303, '/');
  }
}
