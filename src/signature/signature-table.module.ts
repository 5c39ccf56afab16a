import { Global, Module } from '@nestjs/common';
import { RappelsSignature } from '../metrics/rappels-signature.port';
import { ProjetsModule } from '../projets/projets.module';
import { AdhesionsSignees } from '../souscription/documents/adhesions-signees.port';
import { SignatureRepository } from './signature.repository';

/**
 * The owner of the signature tables (`signature_transaction`, `signature_evenement`; docs/adr/0064):
 * SignatureRepository alone reads and writes them; the subscription kit asks through its port
 * AdhesionsSignees, the metrics through RappelsSignature; the projet's statut and names are asked of ProjetsRepository (Mes clients reads the latest transaction in its pipeline query, read-only: docs/adr/0081). Global, so that the subscription's documents (below the signature) receive the
 * adapter without importing src/signature.
 */
@Global()
@Module({
  imports: [ProjetsModule],
  providers: [SignatureRepository, { provide: AdhesionsSignees, useExisting: SignatureRepository }, { provide: RappelsSignature, useExisting: SignatureRepository }],
  exports: [SignatureRepository, AdhesionsSignees, RappelsSignature],
})
export class SignatureTableModule {}
