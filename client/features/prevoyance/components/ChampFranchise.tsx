import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';
import { ECRAN_PREVOYANCE, formatMessage, PREVOYANCE } from '../../../../src/domain/messages';
import { choixFranchise, franchiseMinimumCcn, joursFranchise } from '../../../../src/domain/pricing/prevoyance/franchise';
import type { NiveauFranchise } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import { BadgeExigeCcn } from './BadgeExigeCcn';
import { avecValeur } from '../edition';
import { useEdition } from './Edition';
import { Icone, TRACES } from '../../../components';

const CHEMIN = 'incapaciteInvalidite.ittFranchiseDuree';
const libelle = (n: NiveauFranchise) => formatMessage(ECRAN_PREVOYANCE.jours, { n: joursFranchise(n) });

/**
 * Franchise duration (01 §2): the durations offered for the franchise type, bounded by the
 * agreement's longest one, with the 'Min CCN' button (the longest allowed); read-only when the
 * agreement leaves a single choice.
 */
export function ChampFranchise() {
  const { g, minima, erreurs, lectureSeule, modifier } = useEdition();
  const i = g.incapaciteInvalidite;
  const joursMax = minima.franchise?.jours_max ?? null;
  const choix = choixFranchise(i.ittFranchiseType, joursMax);
  const erreur = erreurs[CHEMIN];
  const unique = choix.length === 1;
  const minCcn = joursMax !== null ? franchiseMinimumCcn(i.ittFranchiseType, joursMax) : null;
  return (
    <div className="prev-champ" data-chemin={CHEMIN}>
      <Select
        className="prev-select"
        selectedKey={i.ittFranchiseDuree}
        onSelectionChange={(k) => {
          if (k !== null && k !== i.ittFranchiseDuree) modifier(avecValeur(g, CHEMIN, k));
        }}
        isDisabled={lectureSeule || unique}
        isInvalid={Boolean(erreur)}
        validationBehavior="aria"
      >
        <div className="prev-stepper-entete">
          <Label className="kit-label">{ECRAN_PREVOYANCE.dureeFranchise}</Label>
          {joursMax !== null ? <BadgeExigeCcn /> : null}
        </div>
        <div className="prev-stepper-ligne">
          <Button className="prev-select-bouton">
            <SelectValue className="prev-select-valeur" />
            <Icone d={TRACES.chevronBas} />
          </Button>
          {minCcn !== null && !lectureSeule && !unique ? (
            <button
              type="button"
              className="btn btn-secondary btn-small prev-min-ccn"
              onClick={() => modifier(avecValeur(g, CHEMIN, minCcn))}
              title={formatMessage(ECRAN_PREVOYANCE.maximumCcn, { valeur: libelle(minCcn) })}
            >
              {PREVOYANCE.minCcn}
            </button>
          ) : null}
        </div>
        <Text slot="description" className="kit-help">
          {unique ? ECRAN_PREVOYANCE.lectureSeuleCcn : minCcn !== null ? formatMessage(ECRAN_PREVOYANCE.maximumCcn, { valeur: libelle(minCcn) }) : null}
        </Text>
        <FieldError className="kit-error">{erreur}</FieldError>
        <Popover className="prev-popover" placement="bottom start" offset={4}>
          <ListBox className="prev-liste" items={choix.map((n) => ({ id: n, libelle: libelle(n) }))}>
            {(item) => (
              <ListBoxItem id={item.id} className="prev-option" textValue={item.libelle}>
                {item.libelle}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
    </div>
  );
}
