import { renderToStaticMarkup } from 'react-dom/server';
import { KIT } from '../../src/domain/messages';
import { Autocomplete } from './Autocomplete';
import { Badge } from './Badge';
import { Checkbox, CheckboxGroup } from './Checkbox';
import { Commissionnement } from './Commissionnement';
import { ChampDateEffet } from './ChampDateEffet';
import { Dialog } from './Dialog';
import { FileUpload } from './FileUpload';
import { NumberField } from './NumberField';
import { PriceSummary } from './PriceSummary';
import { RadioCards } from './RadioCards';
import { SelectField } from './SelectField';
import { SubmitButton } from './SubmitButton';
import { Switch } from './Switch';
import { Tabs } from './Tabs';
import { TextField } from './TextField';

const html = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);
const rien = () => undefined;

describe('form kit: one field anatomy', () => {
  it('marks a required field once: "*" hidden, "obligatoire" read', () => {
    const h = html(<TextField label="Raison sociale" value="" onChange={rien} isRequired />);
    expect(h).toContain('<span class="kit-required" aria-hidden="true">*</span><span class="visually-hidden"> obligatoire</span>');
    expect(h).toContain('aria-required="true"');
  });

  it.each([
    ['text', <TextField key="t" label="Nom" value="x" onChange={rien} error="Le champ est obligatoire" />],
    ['number', <NumberField key="n" label="Effectif" value={3} onChange={rien} error="Le champ est obligatoire" />],
    ['radio cards', <RadioCards key="r" label="Choix" value={null} onChange={rien} options={[{ value: 'a', title: 'A' }]} error="Le champ est obligatoire" />],
    ['select', <SelectField key="s" label="Ville" value={null} onChange={rien} options={[{ value: 'Rennes', label: 'Rennes' }]} error="Le champ est obligatoire" />],
  ])('%s field: invalid state and the rule message linked to the field', (_nom, node) => {
    const h = html(node);
    expect(h).toContain('data-invalid="true"');
    expect(h).toContain('class="kit-error"');
    expect(h).toContain('Le champ est obligatoire');
  });

  it('number field: unit after the value, help linked, no message when valid', () => {
    const h = html(<NumberField label="Effectif" value={12} onChange={rien} unit="salariés" help="Salariés du collège" chemin="effectif" />);
    expect(h).toContain('value="12"');
    expect(h).toContain('<span class="kit-suffix" aria-hidden="true">salariés</span>');
    expect(h).toMatch(/aria-describedby="[^"]+"/);
    expect(h).toContain('class="kit-help"');
    expect(h).not.toContain('kit-error');
    expect(h).toContain('data-chemin="effectif"');
  });

  it('number field: a native text input named by its label, read as a number field, help and message linked, required', () => {
    const h = html(<NumberField label="Effectif" value={12345} onChange={rien} grouping help="Aide" error="Trop" isRequired name="effectif" />);
    const id = /<input type="text" id="([^"]+)"/.exec(h)![1];
    const [, label] = new RegExp(`<label class="kit-label" id="([^"]+)" for="${id}">Effectif`).exec(h)!;
    const aide = /<span class="kit-help" id="([^"]+)"/.exec(h)![1];
    const erreur = /<span class="kit-error" id="([^"]+)"/.exec(h)![1];
    const input = /<input type="text"[^>]*>/.exec(h)![0];
    expect(input).toContain(`aria-labelledby="${label}"`);
    expect(input).toContain(`aria-describedby="${aide} ${erreur}"`);
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-required="true"');
    expect(input).toContain(`aria-roledescription="${KIT.champNombre}"`);
    expect(input).toContain('inputMode="numeric"');
    // Grouped with fr-FR's narrow no-break space; the form reads the plain value.
    expect(input).toContain('value="12\u202f345"');
    expect(input).not.toContain('name=');
    expect(h).toContain('<input type="hidden" name="effectif" value="12345"/>');
  });

  it('number field: empty is an empty input, disabled is disabled', () => {
    const h = html(<NumberField label="Taux" value={null} onChange={rien} isDisabled />);
    expect(h).toMatch(/<input type="text"[^>]* disabled=""[^>]*value=""/);
    expect(h).toContain('class="kit-control" data-disabled="true"');
  });

  it('date field: the kit classes (one help style, one invalid style) unless told', () => {
    const h = html(<ChampDateEffet label="Date d'effet" value="2026-01-01" onChange={rien} min="2025-12-01" max="2026-12-31" aide="Entre le 01/12/2025 et le 31/12/2026" />);
    expect(h).toContain('class="kit-field champ-date"');
    expect(h).toContain('class="kit-help"');
    expect(h).toContain('kit-control champ-date-groupe');
  });

  it('date field: one text input showing jj/mm/aaaa, its label, the format said first in its help (ADR 0053)', () => {
    const h = html(<ChampDateEffet label="Date d'effet" value="2027-03-01" onChange={rien} min="2027-01-01" max="2027-12-31" aide="Au plus tôt le 01/01/2027." isRequired name="dateEffet" chemin="dateEffet" />);
    const input = /<input[^>]*class="kit-input champ-date-input"[^>]*>/.exec(h)?.[0] ?? '';
    expect(input).toContain('type="text"');
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('autoComplete="off"');
    expect(input).toContain(`placeholder="${KIT.date.placeholder}"`);
    expect(input).toContain('value="01/03/2027"');
    expect(input).toContain('aria-required="true"');
    expect(input).not.toContain('aria-invalid');
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(h).toContain(`<label class="kit-label" for="${id}">Date d&#x27;effet<span class="kit-required" aria-hidden="true">*</span>`);
    expect(input).toContain(`aria-describedby="${id}-aide"`);
    expect(h).toContain(`<p class="kit-help" id="${id}-aide">${KIT.date.format} Au plus tôt le 01/01/2027.</p>`);
    // The form posts the ISO date.
    expect(h).toContain('<input type="hidden" name="dateEffet" value="2027-03-01"/>');
    expect(h).toContain('data-chemin="dateEffet"');
    expect(h).toMatch(/<button type="button" class="champ-date-bouton" aria-label="[^"]+">/);
  });

  it('date field: the rule message linked, the field invalid; no date, an empty field', () => {
    const h = html(<ChampDateEffet label="Date" value={null} onChange={rien} min="2027-01-01" max="2027-12-31" erreur="La date doit être postérieure au 01/01/2027." isDisabled />);
    expect(h).toContain('value=""');
    expect(h).toContain('data-invalid="true"');
    expect(h).toContain('aria-invalid="true"');
    const id = /<input id="([^"]+)"/.exec(h)?.[1];
    expect(h).toContain(`aria-describedby="${id}-aide ${id}-erreur"`);
    expect(h).toContain(`<p class="kit-error" id="${id}-erreur">La date doit être postérieure au 01/01/2027.</p>`);
    expect(h).toContain(`<p class="kit-help" id="${id}-aide">${KIT.date.format}</p>`);
    expect(h).toMatch(/<button[^>]*disabled=""/);
    expect(h).not.toContain('react-aria');
  });
});

describe('Switch', () => {
  it('is a labelled checkbox with role switch, with its badge and help', () => {
    const h = html(
      <Switch isSelected onChange={rien} badge={<Badge tone="warning" icon="cadenas">Exigé CCN</Badge>} help="Aide">
        Garantie
      </Switch>,
    );
    expect(h).toMatch(/<input[^>]*role="switch"[^>]*checked=""/);
    expect(h).toContain('<span class="kit-switch-label">Garantie</span>');
    expect(h).toContain('kit-badge kit-badge-warning');
    expect(h).toContain('<p class="kit-help">Aide</p>');
  });
});

describe('Checkbox', () => {
  it('is a real checkbox labelled by its text, its box drawn by the kit, checked when selected', () => {
    const h = html(
      <Checkbox isSelected onChange={rien}>
        Ne plus me demander
      </Checkbox>,
    );
    expect(h).toContain('type="checkbox"');
    expect(h).toMatch(/<label[^>]*class="kit-checkbox"[^>]*data-selected="true"/);
    expect(h).toContain('checked=""');
    expect(h).toContain('<span class="kit-checkbox-box" aria-hidden="true">');
    expect(h).toContain('<span class="kit-checkbox-label">Ne plus me demander</span>');
  });

  it('a group: one label with the required marker, each option checked by value, invalid when told', () => {
    const h = html(
      <CheckboxGroup label="Cas de dispense" value={['b']} onChange={rien} isRequired isInvalid>
        <Checkbox value="a">A</Checkbox>
        <Checkbox value="b">B</Checkbox>
      </CheckboxGroup>,
    );
    expect(h).toContain('role="group"');
    expect(h).toContain('data-invalid="true"');
    expect(h).toContain('<span class="kit-required" aria-hidden="true">*</span>');
    expect(h.match(/data-selected="true"/g)).toHaveLength(1);
  });

  it('is a real check box with its label, checked and disabled as told', () => {
    const h = html(
      <Checkbox isSelected isDisabled onChange={rien}>
        Demande d’adhésion
      </Checkbox>,
    );
    expect(h).toContain('class="kit-checkbox"');
    expect(h).toMatch(/<input[^>]*type="checkbox"[^>]*checked=""/);
    expect(h).toMatch(/<input[^>]*disabled=""/);
    expect(h).toContain('Demande d’adhésion');
  });
});

describe('SelectField', () => {
  it('a native select named by its label, the chosen option selected, help and message described', () => {
    const h = html(<SelectField label="Indice de répétition" name="indice" value="B" onChange={rien} options={[{ value: 'A', label: 'A' }, { value: 'B', label: 'B (Bis)' }]} help="Facultatif" error="Erreur" isRequired />);
    const id = /<select id="([^"]+)"/.exec(h)?.[1];
    expect(id).toBeTruthy();
    expect(h).toMatch(new RegExp(`<label class="kit-label" id="[^"]+" for="${id}">Indice de répétition`));
    expect(h).toContain('<option value="B" selected="">B (Bis)</option>');
    // The help and the message under it are what the select's description reads.
    const aide = /<span class="kit-help" id="([^"]+)">Facultatif/.exec(h)?.[1];
    const erreur = /<span class="kit-error" id="([^"]+)">Erreur/.exec(h)?.[1];
    expect(h).toContain(`aria-describedby="${aide} ${erreur}"`);
    expect(h).toContain('required=""');
    expect(h).toContain('aria-invalid="true"');
  });

  it('keeps showing a saved value that is no longer in the list, until it is changed', () => {
    const h = html(<SelectField label="Ville" value="Ancienne" onChange={rien} options={[{ value: 'Rennes', label: 'Rennes' }]} />);
    expect(h).toContain('<option value="Ancienne" selected="">Ancienne</option>');
    expect(html(<SelectField label="Ville" value="Rennes" onChange={rien} options={[{ value: 'Rennes', label: 'Rennes' }]} />)).not.toContain('Ancienne');
  });

  it('options of a group under one <optgroup>, the others as they come', () => {
    const options = [
      { value: 'etude', label: 'Étude' },
      { value: 'k/a', label: 'A', groupe: 'Kit' },
      { value: 'k/b', label: 'B', groupe: 'Kit' },
      { value: 'd/a', label: 'A', groupe: 'DUE' },
    ];
    const h = html(<SelectField label="Document" value="k/b" onChange={rien} options={options} placeholder={false} />);
    expect(h).toContain('<option value="etude">Étude</option><optgroup label="Kit"><option value="k/a">A</option><option value="k/b" selected="">B</option></optgroup><optgroup label="DUE"><option value="d/a">A</option></optgroup>');
  });
});

describe('Autocomplete', () => {
  const items = [
    { id: 1, nom: 'Bâtiment' },
    { id: 2, nom: 'Métallurgie' },
  ];
  it('shows the chosen item as text, a labelled chevron and a named input', () => {
    const h = html(
      <Autocomplete
        label="CCN"
        value={items[1]}
        onChange={rien}
        search={() => items}
        getKey={(i) => i.id}
        getText={(i) => i.nom}
        renderItem={(i) => i.nom}
        emptyText="Aucune"
        showAllLabel="Afficher les CCN"
        name="ccn"
        isRequired
      />,
    );
    expect(h).toContain('role="combobox"');
    expect(h).toContain('value="Métallurgie"');
    expect(h).toContain('aria-label="Afficher les CCN"');
    expect(h).toContain('name="ccn"');
    expect(h).toContain('kit-required');
    expect(h.match(/class="kit-control"/g)).toHaveLength(1);
    // Read-only until hydrated (what is typed before would be lost), the list closed and hidden.
    expect(h).toMatch(/<input[^>]*readonly=""/i);
    expect(h).toContain('aria-expanded="false"');
    expect(h).toMatch(/<div class="kit-popover" hidden=""><ul class="kit-list" [^>]*role="listbox"[^>]*><\/ul><\/div>/);
  });

  it('keeps a free text that is no item of the list (job titles), rendering only it before the first focus', () => {
    const fonctions = [
      { id: 'Gérant', nom: 'Gérant' },
      { id: 'Président', nom: 'Président' },
    ];
    const h = html(
      <Autocomplete
        label="Fonction"
        value={{ id: 'Directrice des achats', nom: 'Directrice des achats' }}
        onChange={rien}
        search={() => fonctions}
        getKey={(i) => i.id}
        getText={(i) => i.nom}
        renderItem={(i) => i.nom}
        emptyText="Aucune"
        showAllLabel="Afficher les fonctions"
        freeText={(t) => ({ id: t, nom: t })}
      />,
    );
    expect(h).toContain('value="Directrice des achats"');
    expect(h).not.toContain('Président');
  });
});

describe('SubmitButton', () => {
  it('when it cannot be used, says why (read with the button, still focusable)', () => {
    const h = html(<SubmitButton disabledReason={KIT.champsEnErreur}>Continuer</SubmitButton>);
    expect(h).toMatch(/<button type="submit" class="btn btn-primary" aria-disabled="true" aria-describedby="([^"]+)">Continuer<\/button><p id="\1" class="kit-submit-reason">Un ou plusieurs champs sont en erreur ou ne sont pas renseignés.<\/p>/);
    expect(h).not.toContain(' disabled=""');
  });

  it('is a plain button otherwise', () => {
    const h = html(<SubmitButton>Continuer</SubmitButton>);
    expect(h).not.toContain('aria-disabled');
    expect(h).not.toContain('kit-submit-reason');
  });
});

describe('FileUpload', () => {
  it.each([
    ['vide', [KIT.choisirFichier], [KIT.fichierEnCours, KIT.fichierEnvoye, 'role="alert"']],
    ['envoi', [KIT.fichierEnCours, 'kit-file-spinner'], [KIT.fichierEnvoye]],
    ['succes', [KIT.fichierEnvoye, 'kbis.pdf'], [KIT.fichierEnCours, 'role="alert"']],
    ['erreur', ['role="alert"', 'Fichier trop volumineux'], [KIT.fichierEnvoye]],
  ] as const)('state %s', (etat, avec, sans) => {
    const h = html(<FileUpload label="Extrait Kbis" etat={etat} fileName={etat === 'succes' ? 'kbis.pdf' : undefined} onSelect={rien} error="Fichier trop volumineux" />);
    expect(h).toContain(`data-etat="${etat}"`);
    for (const t of avec) expect(h).toContain(t.replace(/'/g, '&#x27;'));
    for (const t of sans) expect(h).not.toContain(t.replace(/'/g, '&#x27;'));
  });

  it('disables the button while sending', () => {
    expect(html(<FileUpload label="Kbis" etat="envoi" onSelect={rien} />)).toMatch(/<button[^>]*disabled=""/);
  });
});

describe('Tabs', () => {
  it('reads each tab with its completion, bounded to 0–100', () => {
    const h = html(
      <Tabs
        label="Souscription"
        tabs={[
          { id: 'a', label: 'Entreprise', completion: 50, content: <p>A</p> },
          { id: 'b', label: 'Signataire', completion: 130, content: <p>B</p> },
          { id: 'c', label: 'Pièces', content: <p>C</p> },
        ]}
      />,
    );
    expect(h).toContain('role="tablist"');
    expect(h).toContain('aria-label="Souscription"');
    expect(h).toContain('50 % complété');
    expect(h).toContain('100 % complété');
    expect(h).toContain('data-complete="true"');
    expect(h.match(/complété/g)).toHaveLength(2);
  });
});

describe('PriceSummary', () => {
  const base = { lines: [{ label: 'Socle', value: '12,00 €' }], total: { label: 'Total', value: '15,00 €' } };
  it('shows the lines and the total', () => {
    const h = html(<PriceSummary {...base} etat="pret" detailHref="#tarifs" />);
    expect(h).toContain('<dt>Socle</dt><dd>12,00 €</dd>');
    expect(h).toContain('data-total=""><dt>Total</dt><dd>15,00 €</dd>');
    expect(h).toContain('href="#tarifs"');
    expect(h).toContain('aria-busy="false"');
  });

  it('says it is computing', () => {
    const h = html(<PriceSummary {...base} etat="chargement" />);
    expect(h).toContain('aria-busy="true"');
    expect(h).toContain(KIT.tarifEnCours);
  });

  it("offers 'Réessayer' when pricing fails, only with an action", () => {
    const avec = html(<PriceSummary {...base} etat="erreur" error="Erreur de tarification" onRetry={rien} />);
    expect(avec).toContain('role="alert"');
    expect(avec).toContain('Erreur de tarification');
    expect(avec).toContain('>Réessayer</button>');
    expect(avec).not.toContain('15,00 €');
    expect(html(<PriceSummary {...base} etat="erreur" />)).not.toContain('Réessayer');
  });
});

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    expect(html(<Dialog isOpen={false} onClose={rien} title="Titre">Corps</Dialog>)).toBe('');
  });
});

describe('Commissionnement (one block for both products)', () => {
  it("linéaire: the two type cards, the rate field with its bounds, the rule's message when out of range", () => {
    const h = html(<Commissionnement college="CADRE" value={{ type: 'CLIN', taux: 5 }} onChange={rien} />);
    expect(h.match(/class="kit-radio-card"/g)).toHaveLength(2);
    expect(h).toContain('Taux de commissionnement');
    expect(h).toContain('value="5"');
    expect(h).toContain('De 0 à 15 %, nombre entier.');
    const hors = html(<Commissionnement college="CADRE" value={{ type: 'CLIN', taux: 16 }} onChange={rien} />);
    expect(hors).toContain('Le taux de commissionnement doit être un nombre entier compris entre 0 et 15 %.');
  });

  it('précompté: the discount options with their fixed rate, no rate field', () => {
    const h = html(<Commissionnement college="NON_CADRE" value={{ type: 'NCESC20/7', taux: 10 }} onChange={rien} />);
    expect(h).not.toContain('De 0 à 15 %');
    expect(h).toContain('Taux de commissionnement : 7 %');
    expect(h).toContain('Taux de commissionnement : 10 %');
    expect(h).toContain('Taux de commissionnement : 15 %');
  });
});
