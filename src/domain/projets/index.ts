/** Pure projet rules (spec 01 §2, §4, §6), shared by the server and the list pages. */
export * from './projet.types';
export * from './statut';
export * from './date-effet';
export * from './duplication';
export * from './etude';
export * from './boutons';
export * from './souscription';
export * from './groupement';
export * from './resume';
export * from './contrat';
