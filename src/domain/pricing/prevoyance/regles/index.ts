/** Provident rules (spec 01 §4, §5), shared by the pages and the API. */
export * from './garanties';
export * from './informations';
export * from './initialisation';
export * from './format';
