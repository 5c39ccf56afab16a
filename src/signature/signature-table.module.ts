import { Global, Module } from '@nestjs/common';
import { AdhesionsSignees } from '../souscription/documents/adhesions-signees.port';
import { SignatureRepository } from './signature.repository';

/**
 * The owner of the signature tables (`signature_transaction`, `signature_evenement`; docs/adr/0064):
 * SignatureRepository alone reads and writes them; the subscription kit asks through its port
 * AdhesionsSignees. Global, so that the subscription's documents (below the signature) receive the
 * adapter without importing src/signature.
 */
@Global()
@Module({
  providers: [SignatureRepository, { provide: AdhesionsSignees, useExisting: SignatureRepository }],
  exports: [SignatureRepository, AdhesionsSignees],
})
export class SignatureTableModule {}
