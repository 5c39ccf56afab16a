/** Health pricing: catalogue, agreement minima, versioned barèmes, engine. */
export * from './types';
export * from './catalogue';
export * from './minima';
export * from './baremes';
export * from './moteur';
