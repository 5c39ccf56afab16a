/**
 * The French message catalogue: every text a user sees, word for word from the spec.
 * One file per business area, gathered here; import from 'src/domain/messages'.
 */
export { COMMON } from './common';
export { REFERENTIELS } from './referentiels';
export { PROJETS, ETUDE } from './projets';
export { DETAIL_CALCUL, PMSS_NON_PUBLIE } from './detail-calcul';
export { PAGES } from './pages';
export { ENTREPRISE, OFFRES_ELIGIBLES } from './entreprise';
export { ECRAN_ENTREPRISE, ECRAN_OFFRES } from './ecrans-entreprise';
export { COMMISSIONNEMENT } from './commissionnement';
export { SANTE, INFORMATIONS_TARIFANTES, LIBELLES_STRUCTURE_SANTE } from './sante';
export { ECRAN_SANTE, DESCRIPTIF } from './ecrans-sante';
export { ECRAN_PROJET } from './ecran-projet';
export { PREVOYANCE } from './prevoyance';
export { ECRAN_PREVOYANCE } from './ecrans-prevoyance';
export { ECRAN_PROJETS, ECRAN_SOUSCRIPTION } from './ecrans-projets';
export { MAIL, ECRAN_BOITE_DEMONSTRATION } from './mail';
export { DOCUMENTS } from './documents';
export { DEMARRAGE } from './demarrage';
export { ESPACE } from './espace';
export { SOUSCRIPTION } from './souscription';
export { KIT, CONFIRMATION_FIGE } from './kit';
export { DUE } from './due';
export { DUE_KIT, DUE_DOCUMENTS } from './due-documents';
export { SIGNATURE_TRANSACTION, SIMULATEUR_SIGNATURE } from './signature-transactions';
export { DEMANDE_ADHESION } from './souscription-documents';
export { SOUSCRIPTION_KIT } from './souscription-kit';
export { SOUSCRIPTION_KIT_DOCUMENTS } from './souscription-kit-documents';
export { SIGNATURE_PAGES } from './signature-pages';
export { SIGNATURE } from './signature';
export { SOUSCRIPTION_PARTICIPANTS, IMPORT_PARTICIPANTS, SOUSCRIPTION_PIECES, SOUSCRIPTION_FIC } from './souscription-pieces';
export { ADMIN } from './admin';
export { HISTORIQUE } from './historique';

/** Replaces {name} placeholders. */
export function formatMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in params ? String(params[key]) : m));
}
export { EVENEMENTS } from './evenements';
