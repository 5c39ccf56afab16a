/**
 * Electronic signature (spec 02 §2 step 4, §3, §5; brief §4): the signer and the provider-neutral
 * states, shared by the pages, the server and the providers' adapters.
 */

/** The signer: stored on the subscription, its type is the subscription's (src/domain/souscription/types). */
export type { Signataire } from '../souscription/types';

export const MODES_SIGNATURE = ['FACE_A_FACE', 'A_DISTANCE'] as const;
export type ModeSignature = (typeof MODES_SIGNATURE)[number];

/** A transaction's state (brief §4.5); only moves forward (see `etatSuivant`). */
export const ETATS_TRANSACTION = ['CREEE', 'EN_COURS', 'INTERROMPUE', 'SIGNEE', 'REFUSEE', 'EXPIREE', 'ERREUR'] as const;
export type EtatTransaction = (typeof ETATS_TRANSACTION)[number];

/** A provider's event, verified and mapped (brief §4.5 EvenementSignature). */
export const TYPES_EVENEMENT = ['NOTIFIE', 'LIEN_OUVERT', 'SIGNE', 'REFUSE', 'INTERROMPU', 'EXPIRE', 'ERREUR'] as const;
export type TypeEvenement = (typeof TYPES_EVENEMENT)[number];

/** The browser's return status (02 §5 'Signature return'). */
export const STATUTS_RETOUR = ['OK', 'CANCEL', 'SUSPEND'] as const;
export type StatutRetour = (typeof STATUTS_RETOUR)[number];

/** userType of the return (brief §4.2 Proposal): the broker face to face, the client at a distance. */
export const TYPES_UTILISATEUR = ['COURTIER', 'CLIENT'] as const;
export type TypeUtilisateur = (typeof TYPES_UTILISATEUR)[number];

/** The contract closing shown on step 4 (02 §2): ACCEPTEE or ANNULEE with its date. */
export interface ClotureContrat {
  status: 'ACCEPTEE' | 'ANNULEE';
  /** ISO instant. */
  date: string;
}
