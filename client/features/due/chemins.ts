import type { NumeroEtapeDue } from '../../../src/domain/due/types';

/**
 * The DUE tunnel's addresses, in their own module: the kit page links to a step without importing
 * the step screen (its fields and libraries would load with the kit).
 */
export const cheminKit = (idProjet: number) => `/ssc/due/${idProjet}/kit-due`;

export const cheminEtape = (idProjet: number, n: NumeroEtapeDue, retour = false) => `/ssc/due/${idProjet}/etape${n}${retour && n === 1 ? '?loadProjet=false' : ''}`;
