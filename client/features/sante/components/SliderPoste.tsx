import { useId, type CSSProperties } from 'react';
import { Label, Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { ECRAN_SANTE } from '../../../../src/domain/messages';
import { NIVEAU_MAX, NIVEAU_MIN, type Poste } from '../../../../src/domain/pricing/sante/types';
import { useHydrated } from '../../../state';
import type { MinimumAffiche } from '../garanties';
import { MASQUE_VISUEL } from '../../../components/Field';

export interface SliderPosteProps {
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
 *
 * The server render and the hydration draw the same slider without react-aria
 * (`SliderAvantHydratation`): the page has eleven and their hooks were the largest part of its server
 * render (ADR 0050). The react-aria Slider replaces it once hydrated, when it can answer.
 */
export function SliderPoste(props: SliderPosteProps) {
  const hydrated = useHydrated();
  const { poste, message, sousMinimum } = props;
  return (
    <div className={['ss-poste', sousMinimum ? 'ss-poste-sous-minimum' : ''].filter(Boolean).join(' ')} data-poste={poste.code}>
      {hydrated ? <SliderInteractif {...props} /> : <SliderAvantHydratation {...props} />}
      {sousMinimum ? <p className="ss-poste-alerte">{ECRAN_SANTE.posteSousMinimum}</p> : null}
      {message ? (
        <p className="ss-poste-alerte" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The react-aria Slider (exported for the twin's fidelity test). */
export function SliderInteractif({ poste, niveau, minimum, onChange, isDisabled }: SliderPosteProps) {
  const idValeur = `ss-valeur-${poste.code}`;
  return (
    <Slider
      className="ss-slider"
      value={niveau}
      onChange={(v) => onChange(Array.isArray(v) ? v[0] : v)}
      minValue={NIVEAU_MIN}
      maxValue={NIVEAU_MAX}
      step={1}
      isDisabled={isDisabled}
    >
      <Intitule poste={poste} />
      <SliderTrack className="ss-piste">
        <Piste niveau={niveau} minimum={minimum} />
        <SliderThumb className="ss-curseur" aria-describedby={idValeur} />
      </SliderTrack>
      <Valeur poste={poste} niveau={niveau} />
    </Slider>
  );
}

const STYLE_PISTE: CSSProperties = { position: 'relative', touchAction: 'none' };
const rien = () => undefined;

/**
 * The same slider as react-aria draws it on the server (group, label ids, data attributes, the
 * track's and thumb's inline styles, the visually hidden range input and its aria attributes),
 * without its hooks. The attributes are in react-aria's order: the fidelity test compares the HTML.
 * Nothing answers until the Slider replaces it (exported for that test).
 */
export function SliderAvantHydratation({ poste, niveau, minimum, isDisabled }: SliderPosteProps) {
  const id = useId();
  const idLabel = `${id}l`;
  const idValeur = `ss-valeur-${poste.code}`;
  const desactive = isDisabled ? 'true' : undefined;
  return (
    <div className="ss-slider" data-rac="" role="group" id={id} aria-labelledby={idLabel} data-orientation="horizontal" data-disabled={desactive}>
      <Intitule poste={poste} idLabel={idLabel} />
      <div style={STYLE_PISTE} className="ss-piste" data-rac="" data-orientation="horizontal" data-disabled={desactive}>
        <Piste niveau={niveau} minimum={minimum} />
        <div
          style={{ position: 'absolute', left: pourcent(niveau), transform: 'translate(-50%, -50%)', touchAction: 'none' }}
          className="ss-curseur"
          data-rac=""
          data-disabled={desactive}
        >
          <div style={MASQUE_VISUEL}>
            <input
              tabIndex={0}
              id={`${idLabel}-0`}
              aria-labelledby={`${id}t ${idLabel}`}
              type="range"
              min={NIVEAU_MIN}
              max={NIVEAU_MAX}
              step={1}
              disabled={isDisabled}
              aria-orientation="horizontal"
              aria-valuetext={String(niveau)}
              aria-describedby={idValeur}
              aria-details=""
              value={niveau}
              onChange={rien}
            />
          </div>
        </div>
      </div>
      <Valeur poste={poste} niveau={niveau} />
    </div>
  );
}

function Intitule({ poste, idLabel }: { poste: Poste; idLabel?: string }) {
  return (
    <div className="ss-poste-intitule">
      {idLabel ? (
        <label className="ss-poste-libelle" id={idLabel}>
          {poste.libelle}
        </label>
      ) : (
        <Label className="ss-poste-libelle">{poste.libelle}</Label>
      )}
      <span className="ss-poste-detail">{poste.detail_libelle}</span>
    </div>
  );
}

/** The track's drawing: the levels under the minimum, the filled part, the notches, the minimum's mark. */
function Piste({ niveau, minimum }: Pick<SliderPosteProps, 'niveau' | 'minimum'>) {
  return (
    <>
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
    </>
  );
}

function Valeur({ poste, niveau }: Pick<SliderPosteProps, 'poste' | 'niveau'>) {
  const libelle = poste.niveaux.find((n) => n.numValue === niveau)?.libelle ?? '';
  return (
    <output className="ss-poste-valeur" id={`ss-valeur-${poste.code}`} aria-live="off">
      <span className="ss-poste-niveau">{ECRAN_SANTE.niveauCourt(niveau)}</span>
      <span className="ss-poste-garantie">{libelle}</span>
    </output>
  );
}
