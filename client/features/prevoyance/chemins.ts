/**
 * The provident screens' addresses, in their own module: a screen that only links to another
 * must not import that screen (its form, fields and libraries would load with the page).
 */
export const CHEMIN_INFORMATIONS = '/spc/informations-projet';
export const CHEMIN_GARANTIES = '/spc/garanties';
export const CHEMIN_PROJETS = '/spc/projets';
