import type { ModeSignature, Signataire, TypeEvenement } from '../domain/signature/types';

/**
 * The signature provider port (brief §4.5): the application speaks to a provider only through this.
 * Adapters: the built-in simulator (default, src/signature/simulateur) and Yousign API v3, chosen by
 * SIGNATURE_PROVIDER (signature.module.ts), like the company register's port.
 */
export interface DemandeTransaction {
  /** Our transaction id (the opaque tid), given back by the provider's events. */
  referenceExterne: string;
  mode: ModeSignature;
  documents: { nom: string; pdf: Buffer }[];
  signataire: Signataire;
  /** Where the provider sends the browser after each outcome (/signature/retour?tid=…&status=…). */
  redirections: { succes: string; refus: string; erreur: string; interruption: string };
}

/** A provider's callback, verified and mapped. */
export interface EvenementSignature {
  /** Constant across the provider's retries: the inbox key. */
  eventId: string;
  survenuLe: Date;
  fournisseurTxId: string;
  type: TypeEvenement;
  motif?: string;
}

export class RappelInvalide extends Error {
  override name = 'RappelInvalide';
}

export interface FournisseurSignature {
  readonly code: 'simulateur' | 'yousign';
  creerTransaction(demande: DemandeTransaction): Promise<{ fournisseurTxId: string; signataireId: string }>;
  /** A fresh signing address (providers' links are short-lived: ask each time). */
  urlDeSignature(fournisseurTxId: string, signataireId: string): Promise<string>;
  /** Pull, when no callback came yet: the last event type the provider knows, or null. */
  etat(fournisseurTxId: string): Promise<TypeEvenement | null>;
  /** The reason the signer typed when refusing, as the provider keeps it (pulled when the refusal came first from `etat`); null if none. */
  motifRefus(fournisseurTxId: string): Promise<string | null>;
  /** The signed documents and the provider's proof, once signed. */
  documentsSignes(fournisseurTxId: string): Promise<{ pdf: Buffer; preuve: Buffer }>;
  /** Verifies a callback over its raw body (timing-safe, 5-minute window); throws RappelInvalide. */
  verifierRappel(entetes: Record<string, string | string[] | undefined>, corps: Buffer): EvenementSignature;
}

export const FOURNISSEUR_SIGNATURE = Symbol('FOURNISSEUR_SIGNATURE');
