import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { reglerLectureRoles, CLAIM_ROLES_PAR_DEFAUT } from '../auth/claims';
import { AppConfig } from '../config/app-config';
import { DEV_OIDC_CLIENT_ID } from '../config/public-config';
import { FilesModule } from '../files/files.module';
import { MailModule } from '../mail/mail.module';
import { ProjetsModule } from '../projets/projets.module';
import { AdminController } from './admin.controller';
import { AdminRepository } from './admin.repository';
import { AdminService } from './admin.service';
import { AuditAdminInterceptor } from './audit-admin.interceptor';
import { BullBoardController, TableauBullMq } from './bull-board';
import { Regenerateurs } from './regenerateurs';
import { RegenerationHandler } from './regeneration.job';

/**
 * Admins trigger and watch document jobs (issue 29, ADR 0062–0063): jobs at a glance, regeneration
 * batches, the mail outbox. Routes under /api/admin, role 'admin' from the identity provider.
 */
@Module({
  imports: [DiscoveryModule, FilesModule, MailModule, ProjetsModule],
  controllers: [AdminController, BullBoardController],
  providers: [AdminRepository, AdminService, AuditAdminInterceptor, RegenerationHandler, Regenerateurs, TableauBullMq],
})
export class AdminModule {
  constructor(config: AppConfig) {
    // Where tokens carry roles: read when a token becomes a user (src/auth/claims.ts).
    reglerLectureRoles({ claim: config.OIDC_ROLES_CLAIM ?? CLAIM_ROLES_PAR_DEFAUT, clientId: config.useDevIdentityProvider ? DEV_OIDC_CLIENT_ID : config.OIDC_CLIENT_ID });
  }
}
