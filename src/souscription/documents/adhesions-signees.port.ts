/**
 * Port: the signed membership request of a projet. The `signature_transaction` table belongs to
 * src/signature, which sits above the subscription (docs/adr/0064): the kit asks through this port,
 * SignatureRepository answers it (src/signature/signature-table.module.ts).
 */
export abstract class AdhesionsSignees {
  /** The stored file of the last signed request of the projet (within the distributor), once saved; null otherwise. */
  abstract fichierSigne(projetId: number, codeDistributeur: string): Promise<string | null>;
}
