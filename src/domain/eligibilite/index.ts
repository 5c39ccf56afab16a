/**
 * Company eligibility, tarification access codes and eligible offers (pure, shared with the pages).
 * The committed catalogue data is in './referentiel' (server side; import it explicitly).
 */
export * from './entreprise';
export * from './acces-tarification';
export * from './offres';
