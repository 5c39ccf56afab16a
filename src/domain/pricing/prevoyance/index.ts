/**
 * Provident (SPC) guarantee model (spec 01 §3, §5, §7), universal: the pages import it from here.
 * The engine and its barèmes are server-side: import them from './moteur' and './baremes'.
 */
export * from './garanties.types';
export * from './catalogue';
export * from './defaults';
export * from './franchise';
export * from './minima';
export * from './conversion';
export * from './naf';
export * from './fixe';
export * from './resultat';
