import { Label, Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { ECRAN_SANTE } from '../../../../src/domain/messages';
import { NIVEAU_MAX, NIVEAU_MIN, type Poste } from '../../../../src/domain/pricing/sante/types';
import type { MinimumAffiche } from '../garanties';

interface SliderPosteProps {
  poste: Poste;
  niveau: number;
  minimum: MinimumAffiche;
  onChange: (niveau: number) => void;
  isDisabled?: boolean;
  /** Spread message when the broker asked beyond the 6-level window. */
  message?: string | null;
  /** The projet's level is below the agreement's current minimum (read-only projet). */
  sousMinimum?: boolean;
}

const NIVEAUX = Array.from({ length: NIVEAU_MAX - NIVEAU_MIN + 1 }, (_, i) => NIVEAU_MIN + i);
const pourcent = (n: number) => `${((n - NIVEAU_MIN) / (NIVEAU_MAX - NIVEAU_MIN)) * 100}%`;

/**
 * One poste (01 §2 'one slider per poste'): react-aria Slider over levels 0 to 11; levels under the
 * agreement minimum are shown disabled, the minimum is marked, the level's value is shown beside.
 */
export function SliderPoste({ poste, niveau, minimum, onChange, isDisabled, message, sousMinimum }: SliderPosteProps) {
  const libelle = poste.niveaux.find((n) => n.numValue === niveau)?.libelle ?? '';
  const idValeur = `ss-valeur-${poste.code}`;
  return (
    <div className={['ss-poste', sousMinimum ? 'ss-poste-sous-minimum' : ''].filter(Boolean).join(' ')} data-poste={poste.code}>
      <Slider
        className="ss-slider"
        value={niveau}
        onChange={(v) => onChange(Array.isArray(v) ? v[0] : v)}
        minValue={NIVEAU_MIN}
        maxValue={NIVEAU_MAX}
        step={1}
        isDisabled={isDisabled}
      >
        <div className="ss-poste-intitule">
          <Label className="ss-poste-libelle">{poste.libelle}</Label>
          <span className="ss-poste-detail">{poste.detail_libelle}</span>
        </div>
        <SliderTrack className="ss-piste">
          {minimum.applique && minimum.niveau > NIVEAU_MIN ? (
            <span className="ss-piste-interdite" style={{ width: pourcent(minimum.niveau) }} title={ECRAN_SANTE.niveauxSousMinimum} />
          ) : null}
          <span className="ss-piste-remplie" style={{ width: pourcent(niveau) }} />
          {NIVEAUX.map((n) => (
            <span
              key={n}
              className={['ss-cran', n < minimum.niveau ? 'ss-cran-interdit' : '', n <= niveau ? 'ss-cran-atteint' : ''].filter(Boolean).join(' ')}
              style={{ left: pourcent(n) }}
              aria-hidden="true"
            />
          ))}
          {minimum.applique ? (
            <span
              className="ss-marque-minimum"
              // At either end a centred marker would stick out of the track and be clipped.
              data-bord={minimum.niveau <= NIVEAU_MIN ? 'debut' : minimum.niveau >= NIVEAU_MAX ? 'fin' : undefined}
              style={{ left: pourcent(minimum.niveau) }}
              title={ECRAN_SANTE.minimumCcnAide(minimum.niveau, minimum.libelle ?? '')}
            >
              {ECRAN_SANTE.minimumCcn}
            </span>
          ) : null}
          <SliderThumb className="ss-curseur" aria-describedby={idValeur} />
        </SliderTrack>
        <output className="ss-poste-valeur" id={idValeur} aria-live="off">
          <span className="ss-poste-niveau">{ECRAN_SANTE.niveauCourt(niveau)}</span>
          <span className="ss-poste-garantie">{libelle}</span>
        </output>
      </Slider>
      {sousMinimum ? <p className="ss-poste-alerte">{ECRAN_SANTE.posteSousMinimum}</p> : null}
      {message ? (
        <p className="ss-poste-alerte" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
