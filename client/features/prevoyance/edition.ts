/**
 * Editing the provident guarantees state by state path ('decesPtia.majoration'), without React.
 * The paths are the keys of the domain rules' messages (validerGarantiesPrevoyance), so a field
 * finds its message by its own path.
 */
import { copierGaranties } from '../../../src/domain/pricing/prevoyance/defaults';
import type { GarantiesPrevoyance } from '../../../src/domain/pricing/prevoyance/garanties.types';

export function lireChemin(g: GarantiesPrevoyance, chemin: string): unknown {
  return chemin.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), g);
}

/** A copy of the state with one value changed; an unknown path throws (a typo is a bug). */
export function avecValeur(g: GarantiesPrevoyance, chemin: string, valeur: unknown): GarantiesPrevoyance {
  const copie = copierGaranties(g);
  const cles = chemin.split('.');
  const racine: object = copie;
  let o = racine as Record<string, unknown>;
  for (const k of cles.slice(0, -1)) {
    const suivant = o[k];
    if (!suivant || typeof suivant !== 'object') throw new Error(`Chemin de garantie inconnu : ${chemin}`);
    o = suivant as Record<string, unknown>;
  }
  const derniere = cles[cles.length - 1];
  if (!(derniere in o)) throw new Error(`Chemin de garantie inconnu : ${chemin}`);
  o[derniere] = valeur;
  return copie;
}

/** The messages of a section (group prefix) that no field of the screen shows. */
export function erreursNonAffichees(erreurs: Record<string, string>, groupe: string, affiches: ReadonlySet<string>): string[] {
  return [
    ...new Set(
      Object.entries(erreurs)
        .filter(([cle]) => (cle === groupe || cle.startsWith(`${groupe}.`)) && !affiches.has(cle))
        .map(([, m]) => m),
    ),
  ];
}
