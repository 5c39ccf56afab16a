import { ECRAN_PREVOYANCE, formatMessage, PREVOYANCE } from '../../../../src/domain/messages';
import { choixFranchise, franchiseMinimumCcn, joursFranchise } from '../../../../src/domain/pricing/prevoyance/franchise';
import type { NiveauFranchise } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import { BadgeExigeCcn } from './BadgeExigeCcn';
import { avecValeur } from '../edition';
import { useEdition } from './Edition';
import { SelectField } from '../../../components';

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
    <SelectField
      chemin={CHEMIN}
      label={ECRAN_PREVOYANCE.dureeFranchise}
      value={i.ittFranchiseDuree}
      onChange={(k) => {
        if (k !== null && k !== i.ittFranchiseDuree) modifier(avecValeur(g, CHEMIN, k));
      }}
      options={choix.map((n) => ({ value: n, label: libelle(n) }))}
      placeholder={false}
      isDisabled={lectureSeule || unique}
      badge={joursMax !== null ? <BadgeExigeCcn /> : null}
      action={
        minCcn !== null && !lectureSeule && !unique ? (
          <button
            type="button"
            className="btn btn-secondary btn-small prev-min-ccn"
            onClick={() => modifier(avecValeur(g, CHEMIN, minCcn))}
            title={formatMessage(ECRAN_PREVOYANCE.maximumCcn, { valeur: libelle(minCcn) })}
          >
            {PREVOYANCE.minCcn}
          </button>
        ) : null
      }
      help={unique ? ECRAN_PREVOYANCE.lectureSeuleCcn : minCcn !== null ? formatMessage(ECRAN_PREVOYANCE.maximumCcn, { valeur: libelle(minCcn) }) : null}
      error={erreur}
    />
  );
}
