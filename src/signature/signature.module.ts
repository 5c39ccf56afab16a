import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { MailModule } from '../mail/mail.module';
import { ProjetsModule } from '../projets/projets.module';
import { SouscriptionDocumentsModule } from '../souscription/documents/souscription-documents.module';
import { SouscriptionModule } from '../souscription/souscription.module';
import { FOURNISSEUR_SIGNATURE } from './fournisseur';
import { SignatureController, SignaturePubliqueController } from './signature.controller';
import { SignatureTableModule } from './signature-table.module';
import { DocumentsSignesHandler } from './documents-signes';
import { SignatureService } from './signature.service';
import { RappelSimulateurHandler, SimulateurSignature } from './simulateur/simulateur';
import { SimulateurController } from './simulateur/simulateur.controller';
import { SimulateurRepository } from './simulateur/simulateur.repository';
import { YousignSignature } from './yousign/yousign';
import { AppConfig } from '../config/app-config';
import { LimitesModule } from '../securite/limites/limites.module';

/**
 * Electronic signature (spec 02 step 4; ADR 0044): transactions, callbacks, outcome checks. The
 * provider is a port (fournisseur.ts) whose adapter SIGNATURE_PROVIDER chooses; today the built-in
 * simulator (its own signing page and callbacks) or Yousign API v3.
 */
@Module({
  imports: [SignatureTableModule, ProjetsModule, SouscriptionModule, SouscriptionDocumentsModule, MailModule, FilesModule, LimitesModule],
  controllers: [SignatureController, SignaturePubliqueController, SimulateurController],
  providers: [
    SignatureService,
    DocumentsSignesHandler,
    SimulateurSignature,
    SimulateurRepository,
    RappelSimulateurHandler,
    YousignSignature,
    // The adapter is chosen by configuration (SIGNATURE_PROVIDER), like the company register's.
    { provide: FOURNISSEUR_SIGNATURE, inject: [AppConfig, SimulateurSignature, YousignSignature], useFactory: (config: AppConfig, simulateur: SimulateurSignature, yousign: YousignSignature) => (config.SIGNATURE_PROVIDER === 'yousign' ? yousign : simulateur) },
  ],
  exports: [SignatureService, SimulateurSignature],
})
export class SignatureModule {}
