import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { MailModule } from '../mail/mail.module';
import { SouscriptionDocumentsModule } from '../souscription/documents/souscription-documents.module';
import { SouscriptionModule } from '../souscription/souscription.module';
import { FOURNISSEUR_SIGNATURE } from './fournisseur';
import { SignatureController, SignaturePubliqueController } from './signature.controller';
import { SignatureRepository } from './signature.repository';
import { DocumentsSignesHandler, SignatureService } from './signature.service';
import { RappelSimulateurHandler, SimulateurSignature } from './simulateur/simulateur';
import { SimulateurController } from './simulateur/simulateur.controller';

/**
 * Electronic signature (spec 02 step 4; ADR 0044): transactions, callbacks, outcome checks. The
 * provider is a port (fournisseur.ts) whose adapter SIGNATURE_PROVIDER chooses; today the built-in
 * simulator, which also serves its own signing page and callbacks.
 */
@Module({
  imports: [SouscriptionModule, SouscriptionDocumentsModule, MailModule, FilesModule],
  controllers: [SignatureController, SignaturePubliqueController, SimulateurController],
  providers: [
    SignatureRepository,
    SignatureService,
    DocumentsSignesHandler,
    SimulateurSignature,
    RappelSimulateurHandler,
    { provide: FOURNISSEUR_SIGNATURE, useExisting: SimulateurSignature },
  ],
  exports: [SignatureService, SimulateurSignature],
})
export class SignatureModule {}
