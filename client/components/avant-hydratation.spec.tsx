import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { renderToString } from 'react-dom/server';
import { Autocomplete } from './Autocomplete';
import { ChampDateEffet } from './ChampDateEffet';
import { NumberField } from './NumberField';
import { RadioCards } from './RadioCards';
import { Switch } from './Switch';
import { TextField } from './TextField';
import { normaliser } from './avant-hydratation.testing';

// The kit draws its twins while useHydrated() is false (server render and hydration), react-aria's
// controls once it is true: each case renders both and compares their markup.
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

describe('kit controls before hydration draw react-aria markup (ADR 0051)', () => {
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

  const formes = [
    { code: 'sarl', libelle: 'SARL' },
    { code: 'sas', libelle: 'SAS' },
  ];
  const liste = {
    search: () => formes,
    getKey: (f: (typeof formes)[number]) => f.code,
    getText: (f: (typeof formes)[number]) => f.libelle,
    renderItem: (f: (typeof formes)[number]) => <b>{f.libelle}</b>,
    emptyText: 'Aucune forme trouvée',
    showAllLabel: 'Voir toutes les formes',
  };
  it.each([
    ['chosen', <Autocomplete key="1" label="Forme juridique" value={formes[1]} onChange={rien} {...liste} />],
    ['empty, required, invalid, help, name, placeholder, link under it', <Autocomplete key="2" label="Forme juridique" value={null} onChange={rien} {...liste} isRequired error="Obligatoire" help="Aide" name="forme" placeholder="Rechercher" chemin="f">{<a href="/x">Fiche</a>}</Autocomplete>],
    ['disabled', <Autocomplete key="3" label="Forme juridique" value={formes[0]} onChange={rien} {...liste} isDisabled />],
    ['free text', <Autocomplete key="4" label="Fonction" value={{ code: 'x', libelle: 'Gérant' }} onChange={rien} {...liste} freeText={(t) => ({ code: t, libelle: t })} />],
  ])('Autocomplete: %s', (_cas, node) => {
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
    ['a date, required, invalid, named', <ChampDateEffet key="1" label="Date de création" value="2026-01-05" onChange={rien} min="1800-01-01" max="2026-11-26" aide="jj/mm/aaaa" erreur="Date future" isRequired name="creation" chemin="d" />],
    ['February', <ChampDateEffet key="2" label="Date" value="2027-02-14" onChange={rien} min="2026-12-01" max="2027-12-01" aide="jj/mm/aaaa" />],
    ['empty: the window’s first month', <ChampDateEffet key="3" label="Date d’effet" value={null} onChange={rien} min="2027-04-01" max="2027-12-01" aide="Aide" />],
    ['empty, disabled', <ChampDateEffet key="4" label="Date" value={null} onChange={rien} min="2020-01-01" max="2030-01-01" aide="Aide" isDisabled />],
    ['out of the window without a message', <ChampDateEffet key="5" label="Date" value="2031-03-31" onChange={rien} min="2020-01-01" max="2030-01-01" aide="Aide" />],
  ])('ChampDateEffet: %s', (_cas, node) => {
    const { avant, aria } = deuxRendus(node);
    expect(avant).toBe(aria);
  });

  it('the twin is read-only and not react-aria (the comparison is not of a thing with itself)', () => {
    mockHydrate = false;
    const avant = renderToString(<TextField label="Nom" value="x" onChange={rien} />);
    expect(avant).toMatch(/readOnly=""/);
    expect(avant).not.toContain('react-aria-');
  });
});
