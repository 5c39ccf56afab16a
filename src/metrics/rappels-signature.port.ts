/**
 * What the metrics ask the signature module, owner of `signature_evenement` (docs/adr/0064): a port
 * defined here and provided by SignatureTableModule, so metrics neither reads that table nor imports
 * a feature.
 */
export abstract class RappelsSignature {
  /** Seconds between the latest callback received and the moment it reports (recu_le − survenu_le); null: none yet. */
  abstract retardDernierRappel(): Promise<number | null>;
}
