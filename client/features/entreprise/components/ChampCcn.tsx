import { useMemo, useState, type KeyboardEvent } from 'react';
import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { ECRAN_ENTREPRISE, REFERENTIELS } from '../../../../src/domain/messages';
import { formaterIdcc, lienFicheCcn, rechercherCcns, type IndexCcn } from '../../../../src/domain/referentiels/ccn';
import type { CcnChoisie } from '../../../state';

/** Results shown at once; typing more narrows them. */
const LIMITE_RESULTATS = 60;

export const libelleCcn = (ccn: CcnChoisie) => `${formaterIdcc(ccn.id)} - ${ccn.libelle_court}`;

interface ChampCcnProps {
  index: IndexCcn<CcnChoisie>;
  value: CcnChoisie | null;
  onChange: (ccn: CcnChoisie | null) => void;
  onBlur: () => void;
  erreur?: string;
  isDisabled?: boolean;
}

/**
 * CCN autocomplete (spec 01 §5): 'Rechercher par IDCC ou libellé', accents and case ignored, by
 * IDCC or label (the domain's rechercherCcns); a single result is taken on Tab or Enter.
 */
export function ChampCcn({ index, value, onChange, onBlur, erreur, isDisabled }: ChampCcnProps) {
  const [saisie, setSaisie] = useState(value ? libelleCcn(value) : '');
  // The agreement may change from outside (client selected, no-CCN toggle, restored state).
  const [idPrecedent, setIdPrecedent] = useState(value?.id ?? null);
  if (idPrecedent !== (value?.id ?? null)) {
    setIdPrecedent(value?.id ?? null);
    setSaisie(value ? libelleCcn(value) : '');
  }

  // The selected agreement's own text lists everything (the list opened from the chevron).
  const recherche = value && saisie === libelleCcn(value) ? '' : saisie;
  const resultats = useMemo(() => rechercherCcns(index, recherche, LIMITE_RESULTATS), [index, recherche]);

  const choisir = (ccn: CcnChoisie) => {
    setSaisie(libelleCcn(ccn));
    if (ccn.id !== value?.id) onChange(ccn);
  };

  const selectionner = (key: Key | null) => {
    const ccn = key === null ? undefined : resultats.find((c) => c.id === key);
    // null also comes on blur when the selected agreement is filtered out: keep it, show its text.
    if (ccn) choisir(ccn);
    else setSaisie(value ? libelleCcn(value) : '');
  };

  const changerSaisie = (texte: string) => {
    setSaisie(texte);
    if (texte === '' && value) onChange(null);
  };

  const uniqueResultat = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key !== 'Enter' && e.key !== 'Tab') || resultats.length !== 1 || recherche === '') return;
    if (e.key === 'Enter') e.preventDefault();
    choisir(resultats[0]);
  };

  const lien = value ? lienFicheCcn(value) : null;

  return (
    <div className="ent-champ-ccn">
      <ComboBox
        className="ent-champ"
        items={resultats}
        inputValue={saisie}
        onInputChange={changerSaisie}
        selectedKey={value?.id ?? null}
        onSelectionChange={selectionner}
        menuTrigger="input"
        allowsEmptyCollection
        isDisabled={isDisabled}
        isInvalid={Boolean(erreur)}
        validationBehavior="aria"
        onBlur={onBlur}
      >
        <Label className="ent-label">{ECRAN_ENTREPRISE.ccn}</Label>
        <div className="ent-controle ent-controle-bouton">
          <Input className="ent-input" placeholder={REFERENTIELS.rechercheCcnPlaceholder} onKeyDown={uniqueResultat} name="ccn" />
          <Button className="ent-chevron" aria-label={ECRAN_ENTREPRISE.afficherLesCcns}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M7 10l5 5 5-5z" fill="currentColor" />
            </svg>
          </Button>
        </div>
        {erreur ? <FieldError className="ent-erreur">{erreur}</FieldError> : null}
        <Popover className="ent-popover ent-popover-ccn" placement="bottom start" offset={4}>
          <ListBox<CcnChoisie>
            className="ent-liste"
            renderEmptyState={() => <p className="ent-liste-vide">{REFERENTIELS.aucuneCcnTrouvee}</p>}
          >
            {(ccn) => (
              <ListBoxItem id={ccn.id} className="ent-option ent-option-ccn" textValue={libelleCcn(ccn)}>
                <span className="ent-idcc">{formaterIdcc(ccn.id)}</span>
                <span className="ent-option-titre">{ccn.libelle_court}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {lien ? (
        <a className="ent-lien" href={lien} target="_blank" rel="noopener noreferrer">
          {REFERENTIELS.voirFicheCcn}
          <span className="visually-hidden"> {ECRAN_ENTREPRISE.ouvreNouvelOnglet}</span>
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" fill="currentColor" />
          </svg>
        </a>
      ) : null}
    </div>
  );
}
