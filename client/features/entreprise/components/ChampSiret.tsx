import { useLayoutEffect, useRef } from 'react';
import { ECRAN_ENTREPRISE } from '../../../../src/domain/messages';
import { saisirSiret } from '../saisie-siret';
import { ChampSuggere, type ChampClientProps } from './ChampSuggere';

/**
 * SIRET: digits only, grouped 3-3-3-4 as they are typed (the caret keeps its place), with the
 * distributor's clients suggested by SIRET prefix.
 */
export function ChampSiret({ value, onChange, onBlur, erreur, suggestions, onChoisirClient }: ChampClientProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const curseur = useRef<number | null>(null);

  // After the grouped value is rendered, put the caret back after the digit it followed.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (curseur.current !== null && input && input.ownerDocument.activeElement === input) {
      input.setSelectionRange(curseur.current, curseur.current);
    }
    curseur.current = null;
  });

  const changer = (texte: string) => {
    const input = inputRef.current;
    const focus = input && input.ownerDocument.activeElement === input ? input.selectionStart : null;
    const saisie = saisirSiret(texte, focus);
    curseur.current = saisie.curseur;
    onChange(saisie.valeur);
  };

  return (
    <ChampSuggere
      label={ECRAN_ENTREPRISE.siret}
      value={value}
      onChange={changer}
      onBlur={onBlur}
      erreur={erreur}
      suggestions={suggestions}
      onChoisirClient={onChoisirClient}
      input={{ ref: inputRef, name: 'siret', inputMode: 'numeric', autoComplete: 'off', spellCheck: false, placeholder: ECRAN_ENTREPRISE.siretPlaceholder }}
    />
  );
}
