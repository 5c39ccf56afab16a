import { renderToString } from 'react-dom/server';
import type { Poste } from '../../../../src/domain/pricing/sante/types';
import type { MinimumAffiche } from '../garanties';
import { normaliser } from '../../../components/avant-hydratation.testing';
import { SliderAvantHydratation, SliderInteractif, SliderPoste, type SliderPosteProps } from './SliderPoste';

const poste = {
  code: 'HOSPI',
  libelle: 'Hospitalisation',
  detail_libelle: 'Frais de séjour',
  niveaux: [
    { numValue: 0, libelle: '100 % BR' },
    { numValue: 3, libelle: '150 % BR' },
    { numValue: 11, libelle: '400 % BR' },
  ],
} as unknown as Poste;
const sansMinimum: MinimumAffiche = { niveau: 0, applique: false, libelle: null };
const minimum = (niveau: number): MinimumAffiche => ({ niveau, applique: true, libelle: 'libellé' });
const rien = () => undefined;

const cas: [string, Omit<SliderPosteProps, 'poste' | 'onChange'>][] = [
  ['level at the minimum (0), no agreement minimum', { niveau: 0, minimum: sansMinimum }],
  ['level in the middle, agreement minimum 2', { niveau: 3, minimum: minimum(2) }],
  ['level at the maximum (11)', { niveau: 11, minimum: minimum(4) }],
  ['agreement minimum at the start (0)', { niveau: 5, minimum: minimum(0) }],
  ['agreement minimum at the end (11)', { niveau: 11, minimum: minimum(11) }],
  ['disabled (read-only projet)', { niveau: 6, minimum: minimum(3), isDisabled: true }],
  ['below the minimum, disabled', { niveau: 1, minimum: minimum(4), isDisabled: true, sousMinimum: true }],
  ['level without a label', { niveau: 7, minimum: sansMinimum }],
];

describe('SliderPoste: the slider drawn before hydration is react-aria’s markup', () => {
  it.each(cas)('%s', (_nom, etat) => {
    const props: SliderPosteProps = { poste, onChange: rien, ...etat };
    const reactAria = renderToString(<SliderInteractif {...props} />);
    const jumeau = renderToString(<SliderAvantHydratation {...props} />);
    expect(normaliser(jumeau)).toBe(normaliser(reactAria));
  });

  it('the server render draws the twin (no react-aria), with the poste’s alerts', () => {
    const html = renderToString(<SliderPoste poste={poste} niveau={1} minimum={minimum(4)} onChange={rien} isDisabled sousMinimum message="Écart trop grand" />);
    expect(html).toContain('class="ss-poste ss-poste-sous-minimum" data-poste="HOSPI"');
    expect(html).toContain('type="range"');
    expect(html).not.toContain('react-aria-');
    expect(html).toContain('class="ss-poste-alerte"');
    expect(html).toContain('role="alert"');
  });

  it('the normalisation does not hide a difference', () => {
    const props: SliderPosteProps = { poste, onChange: rien, niveau: 3, minimum: minimum(2) };
    const reactAria = renderToString(<SliderInteractif {...props} />);
    const autre = renderToString(<SliderAvantHydratation {...props} niveau={4} />);
    expect(normaliser(autre)).not.toBe(normaliser(reactAria));
  });
});
