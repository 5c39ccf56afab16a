/**
 * A DUE step's form without React (spec 03 §4, §5): the field messages and the reason 'Suivant' is
 * disabled, both from the shared pure rules (src/domain/due/regles.ts, the server's own), and the
 * react-hook-form resolver made of them.
 */
import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import { erreurDateEntreeVigueur, PART_MAX, PART_MIN, raisonBlocage } from '../../../src/domain/due/regles';
import type { EtatTunnelDue, NumeroEtapeDue, ProjetDue } from '../../../src/domain/due/types';
import { DUE } from '../../../src/domain/messages';

/** The field of a step that carries a message of its own, by path in the tunnel's state. */
export type ChampDue = 'etape1.adresse.codePostal' | 'etape7.partCotisation' | 'etape9.dateEntreeVigueur';

export interface ContexteEtapeDue {
  n: NumeroEtapeDue;
  projet: Pick<ProjetDue, 'dateEffet'>;
}

/** The messages shown under the step's fields while a value is there and wrong (an empty field waits). */
export function messagesEtapeDue(n: NumeroEtapeDue, etat: EtatTunnelDue, projet: Pick<ProjetDue, 'dateEffet'>): Partial<Record<ChampDue, string>> {
  const messages: Partial<Record<ChampDue, string>> = {};
  const cp = etat.etape1.adresse.codePostal;
  if (n === 1 && cp && !/^\d{5}$/.test(cp)) messages['etape1.adresse.codePostal'] = DUE.codePostal;
  const part = etat.etape7.partCotisation;
  if (n === 7 && part !== null && (part < PART_MIN || part > PART_MAX)) messages['etape7.partCotisation'] = DUE.part(PART_MIN, PART_MAX);
  const date = etat.etape9.dateEntreeVigueur;
  const erreurDate = n === 9 && date ? erreurDateEntreeVigueur(date, projet.dateEffet) : null;
  if (erreurDate) messages['etape9.dateEntreeVigueur'] = erreurDate;
  return messages;
}

/** The step's fields and, as `root`, the reason it cannot be left yet (03 §4 'Next is disabled until answered'). */
export const resolverEtapeDue: Resolver<EtatTunnelDue, ContexteEtapeDue> = (values, contexte) => {
  const { n, projet } = contexte!;
  const errors: FieldErrors<EtatTunnelDue> = {};
  const messages = messagesEtapeDue(n, values, projet);
  const raison = raisonBlocage(n, values, projet);
  for (const [champ, message] of Object.entries(messages)) set(errors, champ, { type: 'regle', message });
  if (raison) set(errors, 'root', { type: 'regle', message: raison });
  return raison || Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};
