import { renderToStaticMarkup } from 'react-dom/server';
import { ECRAN_PREVOYANCE, KIT, PREVOYANCE } from '../../../../src/domain/messages';
import type { ResultatTarifPrevoyance } from '../../../../src/domain/pricing/prevoyance/resultat';
import { PanneauTarif } from './PanneauTarif';
import { SectionGarantie } from './SectionGarantie';
import { Stepper } from './Stepper';

const sansEspaces = (html: string) => html.replace(/[\u202f\u00a0]/g, ' ');

const resultat = {
  bareme_version: 'SPC-2026.1',
  tarifs: [
    { formule: 'SUR_MESURE', type_masse_salariale: 'T1', tarif: { taux: 1.2, budget_annuel: 1000, budget_mensuel: 83.33 } },
    { formule: 'SUR_MESURE', type_masse_salariale: 'T2', tarif: { taux: 0.8, budget_annuel: 500, budget_mensuel: 41.67 } },
  ],
  informations_minimum_legal: { t1: PREVOYANCE.minimumLegalT1, t1_deces: PREVOYANCE.minimumLegalT1Deces },
  detail: {
    pmss: { montant: 4005, pass: 48060, annee: 2026, annee_reference: 2026, publie: true },
    population: { effectif: 10, age_moyen: 40, source: 'defaut', part_femmes: 0.4, part_conjoints: 0.5, enfants_par_salarie: 0.7, salaire_moyen_t1: 40000 },
    risque: { naf: '62.01Z', section: 'J', classe: 1 },
    facteurs: { taille: 1, portabilite: 1 },
    chargements: { securite: 5, frais_gestion: 12, commissionnement: 5, coefficient: 1.2 },
    cotisation_association: 0.01,
    garanties: [],
    taux_deces: { T1: 0.5 },
    taux_hors_association: { T1: 1.19 },
    arrondi: 'x',
  },
} as unknown as ResultatTarifPrevoyance;

const panneau = (etat: 'ok' | 'desactive' | 'erreur' | 'chargement', type: 'T1' | 'T12' = 'T1') =>
  sansEspaces(renderToStaticMarkup(<PanneauTarif tarif={{ etat, resultat: etat === 'desactive' || etat === 'erreur' ? null : resultat }} type={type} />));

describe('PanneauTarif (01 §2 tariff panel)', () => {
  it('priced: the columns, the lines of the projet, the TOTAL, the notes and the legal-minimum banners', () => {
    const html = panneau('ok', 'T12');
    for (const texte of [PREVOYANCE.colonneTaux, PREVOYANCE.colonneBudgetAnnuel.toLowerCase(), PREVOYANCE.total, PREVOYANCE.noteTaux, PREVOYANCE.minimumLegalT1, PREVOYANCE.minimumLegalT1Deces, ECRAN_PREVOYANCE.detailTarif]) {
      expect(html).toContain(texte.replace(/'/g, '&#x27;'));
    }
    expect(html).toContain('data-ligne="T2"');
    expect(html).toContain('1 500,00 €');
  });

  it('only the T1 line for a T1 projet', () => {
    expect(panneau('ok', 'T1')).not.toContain('data-ligne="T2"');
  });

  it("disabled: 'Tarification impossible / Veuillez corriger les champs en erreur' and dashes", () => {
    const html = panneau('desactive');
    expect(html).toContain(PREVOYANCE.tarificationImpossible);
    expect(html).toContain(PREVOYANCE.corrigerChamps);
    // The projet's line (its budget and its rate) and the TOTAL.
    expect(html.match(/>(Taux )?–</g)?.length).toBe(3);
    expect(html).not.toContain(ECRAN_PREVOYANCE.detailTarif);
  });

  it('failed: the error text replaces the panel', () => {
    const html = panneau('erreur');
    expect(html).toContain(PREVOYANCE.erreurTarif.replace(/'/g, '&#x27;'));
    expect(html).not.toContain('data-ligne');
  });

  it('busy while a price is on its way', () => {
    expect(panneau('chargement')).toContain('aria-busy="true"');
  });
});

describe('PanneauTarif on a phone: the bar says a legal-minimum warning exists and opens on the detail', () => {
  const avec = (t1: string | null, t1_deces: string | null) =>
    sansEspaces(renderToStaticMarkup(<PanneauTarif tarif={{ etat: 'ok', resultat: { ...resultat, informations_minimum_legal: { t1, t1_deces } } }} type="T1" />));

  it.each([
    ['both banners', avec(PREVOYANCE.minimumLegalT1, PREVOYANCE.minimumLegalT1Deces), true],
    ['the death banner only', avec(null, PREVOYANCE.minimumLegalT1Deces), true],
    ['no banner', avec(null, null), false],
    ['no price (pricing disabled)', panneau('desactive'), false],
  ])('%s: the short warning only when there is a banner', (_cas, html, alerte) => {
    expect(html.includes(ECRAN_PREVOYANCE.alerteMinimumLegal)).toBe(alerte);
    expect(html.includes('data-alerte=""')).toBe(alerte);
  });

  it('« Détail », closed, controls the part of the summary it opens (banners, lines, notes)', () => {
    const html = panneau('ok');
    const bouton = html.match(/<button[^>]*kit-price-summary-toggle[^>]*>/)?.[0] ?? '';
    expect(bouton).toContain('aria-expanded="false"');
    const corps = bouton.match(/aria-controls="([^"]+)"/)?.[1];
    expect(corps).toBeTruthy();
    expect(html).toContain(`class="kit-price-summary-corps" id="${corps}"`);
    expect(html).toContain(`>${KIT.detailTarifCourt}<`);
    const debut = html.indexOf(`id="${corps}"`);
    for (const texte of [PREVOYANCE.minimumLegalT1Deces, 'data-ligne="T1"', PREVOYANCE.noteTaux]) expect(html.indexOf(texte.replace(/'/g, '&#x27;'))).toBeGreaterThan(debut);
  });
});

describe('SectionGarantie', () => {
  it('a required section is open, locked and marked Exigé CCN', () => {
    const html = renderToStaticMarkup(
      <SectionGarantie code="incapacite_invalidite" numero={1} titre="Incapacité" isSelected={false} exigeCcn>
        <p>corps</p>
      </SectionGarantie>,
    );
    expect(html).toContain(PREVOYANCE.exigeCcn);
    expect(html).toMatch(/aria-expanded="true"/);
    expect(html).toMatch(/<button[^>]*disabled/);
  });

  it('an optional section follows its selected flag', () => {
    const html = renderToStaticMarkup(
      <SectionGarantie code="rente_conjoint" numero={5} titre="Rente conjoint" isSelected={false}>
        <p>corps</p>
      </SectionGarantie>,
    );
    expect(html).toMatch(/aria-expanded="false"/);
    expect(html).toContain(ECRAN_PREVOYANCE.nonSouscrite);
    // Its fields are rendered once it opens (ADR 0046: most of the page's render otherwise).
    expect(html).not.toContain('<p>corps</p>');
  });

  it('an open section renders its fields', () => {
    const html = renderToStaticMarkup(
      <SectionGarantie code="rente_conjoint" numero={5} titre="Rente conjoint" isSelected>
        <p>corps</p>
      </SectionGarantie>,
    );
    expect(html).toContain('<p>corps</p>');
  });
});

describe('Stepper', () => {
  const bornes = { min: 80, max: 100, palier: 1, decimales: 0, minCcn: 80 };
  const rendu = (props: Partial<Parameters<typeof Stepper>[0]> = {}) =>
    renderToStaticMarkup(<Stepper chemin="x" label="IJ" value={85} onChange={() => undefined} bornes={bornes} unite="POURCENT" {...props} />);
  it("offers 'Min CCN' when the agreement sets a minimum, and shows the rule's message linked to the input", () => {
    const html = rendu({ erreur: 'Trop haut' });
    expect(html).toContain(PREVOYANCE.minCcn);
    expect(html).toMatch(/<span class="kit-error" id="([^"]+)"[^>]*>Trop haut<\/span>/);
    const erreur = /<span class="kit-error" id="([^"]+)"/.exec(html)![1];
    const aide = /<span class="kit-help" id="([^"]+)"/.exec(html)![1];
    expect(html).toMatch(new RegExp(`<input[^>]*aria-describedby="${aide} ${erreur}"[^>]*aria-invalid="true"`));
    expect(html).toContain(`aria-label="${ECRAN_PREVOYANCE.augmenter}"`);
    expect(html).toContain(`aria-label="${ECRAN_PREVOYANCE.diminuer}"`);
  });
  it('is a native text input named by its label, read as a number field, with −/+ out of the tab order controlling it', () => {
    const html = rendu();
    const id = /<input[^>]* id="([^"]+)"/.exec(html)![1];
    expect(html).toMatch(new RegExp(`<label class="kit-label" id="([^"]+)" for="${id}">IJ</label>`));
    expect(html).toMatch(/<input type="text" inputMode="numeric"[^>]*aria-roledescription="Champ de nombre"/);
    const label = new RegExp(`<label class="kit-label" id="([^"]+)" for="${id}">`).exec(html)![1];
    // Each button named by its word then the field's label ('Augmenter IJ').
    for (const mot of [ECRAN_PREVOYANCE.diminuer, ECRAN_PREVOYANCE.augmenter]) {
      const [, bouton] = new RegExp(`<button type="button" id="([^"]+)" class="prev-stepper-bouton" tabindex="-1" aria-label="${mot}" aria-labelledby="([^"]+)" aria-controls="${id}">`).exec(html)!;
      expect(html).toContain(`id="${bouton}" class="prev-stepper-bouton" tabindex="-1" aria-label="${mot}" aria-labelledby="${bouton} ${label}"`);
    }
    expect(html).not.toContain('react-aria');
  });
  it.each([
    ['at the minimum: − disabled', 80, ECRAN_PREVOYANCE.diminuer, ECRAN_PREVOYANCE.augmenter],
    ['at the maximum: + disabled', 100, ECRAN_PREVOYANCE.augmenter, ECRAN_PREVOYANCE.diminuer],
  ])('%s', (_cas, value, desactive, actif) => {
    const html = rendu({ value });
    expect(html).toMatch(new RegExp(`aria-label="${desactive}"[^>]*aria-controls="_R_0_c" disabled=""`));
    expect(html).toMatch(new RegExp(`aria-label="${actif}"[^>]*aria-controls="_R_0_c">`));
  });
  it('decimals: French comma, decimal keyboard', () => {
    const html = rendu({ value: 1.5, bornes: { min: 0, max: 5, palier: 0.5, decimales: 1, minCcn: null }, unite: 'PMSS' });
    expect(html).toContain('inputMode="decimal"');
    expect(html).toContain('value="1,5"');
  });
  it('read-only: no arrows and no Min CCN', () => {
    const html = rendu({ isReadOnly: true });
    expect(html).not.toContain(PREVOYANCE.minCcn);
    expect(html).not.toContain('prev-stepper-bouton');
    expect(html).toContain(ECRAN_PREVOYANCE.lectureSeuleCcn);
  });
});
