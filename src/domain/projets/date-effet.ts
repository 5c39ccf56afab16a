/**
 * Date-expired state (spec 01 §4) lives with the pricing-information date rules; re-exported here
 * under the name the projet rules use, so the list, the buttons and the server share one rule.
 */
export { dateEffetExpiree as estDateEffetExpiree } from './informations-tarifantes';
