/**
 * Step 1 'Informations complémentaires' without React (02 §2, §3, §5): the react-hook-form resolver
 * over the shared pure check (src/domain/souscription, the server's own), the fields checked on
 * opening, and the lists the autocompletes show.
 */
import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import type { ChampEnErreur } from '../../../src/domain/refus';
import { verifierInformationsComplementaires, type Compteur, type ContexteSouscription, type InformationsComplementaires } from '../../../src/domain/souscription';
import type { FormeChoix } from './types';

/** What the step's rule needs besides the values (the resolver's context). */
export interface ContexteInformations {
  ctx: Pick<ContexteSouscription, 'code_produit' | 'effectif_college' | 'type_masse_salariale' | 'structures_tarifees'>;
  formes: readonly FormeChoix[];
  /** Towns of the postcode; null while they are asked. */
  villes: readonly string[] | null;
  today: string;
  /** The server's refusals by field path: they win over the rule until the field changes. */
  erreursServeur: Readonly<Record<string, string>>;
}

/** Every field's first message (by body path), the server's first. */
export function messagesParChamp(erreurs: readonly ChampEnErreur[], erreursServeur: Readonly<Record<string, string>> = {}): Record<string, string> {
  const messages: Record<string, string> = { ...erreursServeur };
  for (const e of erreurs) messages[e.champ] ??= e.message;
  return messages;
}

/** The rule's errors of these values (the step can be saved when there is none) and the step's completion as filled. */
export function verificationInformations(info: InformationsComplementaires, c: Omit<ContexteInformations, 'erreursServeur'>): { erreurs: ChampEnErreur[]; compteur: Compteur } {
  return verifierInformationsComplementaires(info, c.ctx, c, c.today);
}

export function erreursInformations(info: InformationsComplementaires, c: Omit<ContexteInformations, 'erreursServeur'>): ChampEnErreur[] {
  return verificationInformations(info, c).erreurs;
}

/** react-hook-form validation through the pure rule (same messages as the API), nested by path. */
export const resolverInformations: Resolver<InformationsComplementaires, ContexteInformations> = (values, context) => {
  const messages = messagesParChamp(erreursInformations(values, context!), context!.erreursServeur);
  const errors: FieldErrors<InformationsComplementaires> = {};
  for (const [champ, message] of Object.entries(messages)) set(errors, champ, { type: 'regle', message });
  return Object.keys(messages).length ? { values: {}, errors } : { values, errors: {} };
};

/** Fields checked when the screen opens (02 §2): phone, e-mail, postcode, when they hold a value. */
export function touchesALOuverture(i: InformationsComplementaires): Set<string> {
  const valeurs: Record<string, string> = {
    'interlocuteur.telephone': i.interlocuteur.telephone,
    'interlocuteur.email': i.interlocuteur.email,
    'adresse_siege_social.code_postal': i.adresse_siege_social.code_postal,
  };
  return new Set(Object.keys(valeurs).filter((c) => valeurs[c]?.trim()));
}

/** An entry of a short list shown by the kit Autocomplete. */
export interface Element {
  id: string;
  libelle: string;
}

/** The item of `items` with this id (a free text when `libre` and none matches). */
export function element(items: readonly Element[], id: string | null | undefined, libre = false): Element | null {
  if (!id) return null;
  return items.find((i) => i.id === id) ?? (libre ? { id, libelle: id } : null);
}

/** Items whose label holds the typed text (all of them for an empty text). */
export function filtrer(items: readonly Element[], q: string): readonly Element[] {
  const r = q.trim().toLowerCase();
  return r ? items.filter((i) => i.libelle.toLowerCase().includes(r)) : items;
}
