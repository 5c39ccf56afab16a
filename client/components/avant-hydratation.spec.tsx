import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { renderToString } from 'react-dom/server';
import { Autocomplete } from './Autocomplete';
import { NumberField } from './NumberField';
import { RadioCards } from './RadioCards';
import { Switch } from './Switch';
import { TextField } from './TextField';
import { normaliser } from './avant-hydratation.testing';

// The kit's controls are native (ADR 0052–0055): useHydrated() only lifts their read-only. Each case
// renders a control before and after hydration and compares the markup (normalised: readonly aside),
// so a control can never draw two things and fail hydration.
let mockHydrate = false;
jest.mock('../state/hydrated', () => ({ useHydrated: () => mockHydrate }));

const rien = () => undefined;

function deuxRendus(node: ReactNode): { avant: string; aria: string } {
  mockHydrate = false;
  // The application's locale (client/root.tsx): react-aria words and formats follow it.
  const rendre = () => normaliser(renderToString(<I18nProvider locale="fr-FR">{node}</I18nProvider>));
  const avant = rendre();
  mockHydrate = true;
  const aria = rendre();
  mockHydrate = false;
  return { avant, aria };
}

describe('the kit\'s native controls draw the same markup before and after hydration (ADR 0051, 0055)', () => {
  it.each([
    ['plain', <TextField key="1" label="Nom" value="Dupont" onChange={rien} />],
    ['required, invalid, help, every input option', <TextField key="2" label="SIRET" value="12" onChange={rien} isRequired error="Le SIRET est invalide" help="14 chiffres" chemin="a.b" name="siret" placeholder="123 456 789 00012" maxLength={17} inputMode="numeric" autoComplete="off" />],
    ['disabled, empty', <TextField key="3" label="Nom" value="" onChange={rien} isDisabled />],
  ])('TextField: %s', (_cas, node) => {
    const { avant, aria } = deuxRendus(node);
    expect(avant).toBe(aria);
  });

  it.each([
    ['on', <Switch key="1" isSelected onChange={rien}>Surcomplémentaire</Switch>],
    ['off, help, error, described elsewhere', <Switch key="2" isSelected={false} onChange={rien} help="Aide" error="Erreur" chemin="x" aria-describedby="ailleurs" badge={<span>Exigé CCN</span>}>Option</Switch>],
    ['disabled', <Switch key="3" isSelected={false} onChange={rien} isDisabled>Option</Switch>],
    ['locked on', <Switch key="4" isSelected onChange={rien} isLockedOn>Option</Switch>],
  ])('Switch: %s', (_cas, node) => {
    const { avant, aria } = deuxRendus(node);
    expect(avant).toBe(aria);
  });

  const cartes = [
    { value: 'a', title: 'Oui', text: 'Tous les salariés' },
    { value: 'b', title: 'Non' },
    { value: 'c', title: 'Peut-être', isDisabled: true },
  ] as const;
  it.each([
    ['one checked', <RadioCards key="1" label="Nature" value="a" onChange={rien} options={cartes} name="nature" />],
    ['none checked, no name, required, invalid, help', <RadioCards key="2" label="Nature" value={null} onChange={rien} options={cartes} isRequired error="Champ obligatoire" help="Aide" chemin="n" />],
    ['disabled group', <RadioCards key="3" label="Nature" value="b" onChange={rien} options={cartes} isDisabled />],
    ['with a badge beside the label', <RadioCards key="4" label="Nature" value="a" onChange={rien} options={cartes} isDisabled badge={<span className="badge">Exigé CCN</span>} />],
  ])('RadioCards: %s', (_cas, node) => {
    const { avant, aria } = deuxRendus(node);
    expect(avant).toBe(aria);
  });

  // The number field is native (ADR 0052): one component drawn the same before and after hydration.
  it.each([
    ['grouped amount, unit, name, required, invalid, help', <NumberField key="1" label="Effectif" value={12345} onChange={rien} grouping unit="salariés" name="effectif" isRequired error="Trop" help="Aide" chemin="e" />],
    ['empty, disabled, named', <NumberField key="3" label="Taux" value={null} onChange={rien} isDisabled name="t" />],
  ])('NumberField: %s, the same markup before and after hydration', (_cas, node) => {
    const { avant, aria } = deuxRendus(node);
    expect(avant).toBe(aria);
  });

  it('NumberField: read-only until hydrated (a key typed before would be lost), editable after', () => {
    mockHydrate = false;
    expect(renderToString(<NumberField label="Effectif" value={3} onChange={rien} />)).toMatch(/<input[^>]*readOnly=""/);
    mockHydrate = true;
    expect(renderToString(<NumberField label="Effectif" value={3} onChange={rien} />)).not.toMatch(/readOnly/);
    mockHydrate = false;
  });

  it.each([
    ['TextField', (): ReactNode => <TextField label="Nom" value="x" onChange={rien} />],
    ['Autocomplete', (): ReactNode => <Autocomplete label="Forme" value={null} onChange={rien} search={() => []} getKey={(i: { id: number }) => i.id} getText={() => ''} renderItem={() => null} emptyText="Aucune" showAllLabel="Toutes" />],
  ])('%s: read-only until hydrated (a key typed before would be lost), editable after', (_cas, rendre) => {
    mockHydrate = false;
    expect(renderToString(rendre())).toMatch(/<input[^>]*readOnly=""/);
    mockHydrate = true;
    expect(renderToString(rendre())).not.toMatch(/readOnly/);
    mockHydrate = false;
  });
});
