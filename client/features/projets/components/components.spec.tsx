import { renderToStaticMarkup } from 'react-dom/server';
import { etatBoutonsProjets } from '../../../../src/domain/projets/boutons';
import { entetes } from '../liste';
import type { LigneListe } from '../types';
import { BarreActions } from './BarreActions';
import { TableauProjets } from './TableauProjets';

const ligne = (id: number, autres: Partial<LigneListe> = {}): LigneListe => ({
  id,
  dateCreation: '22/11/2026',
  dateEffet: '2027-01-01',
  dateEffetAffichee: '01/01/2027',
  prix: { budget: '62,48 €/mois', taux: '1,56 % PMSS' },
  effectifCollege: 12,
  statut: 'NOUVEAU',
  libelleStatut: 'Proposition',
  etat: null,
  dateEffetExpiree: false,
  verrouille: false,
  valeurs: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'],
  ...autres,
});

const rendre = (codeProduit: 'SSC' | 'SPC', lignes: LigneListe[], selection?: number[]) =>
  renderToStaticMarkup(
    <TableauProjets
      codeProduit={codeProduit}
      college="CADRE"
      libelleCollege="Cadres"
      lignes={lignes}
      entetes={entetes(codeProduit)}
      colonnesIcones={codeProduit === 'SPC'}
      selection={selection}
      onBasculer={() => undefined}
      onOuvrir={() => undefined}
    />,
  );

const textes = (html: string, balise: string) =>
  [...html.matchAll(new RegExp(`<${balise}[^>]*>(.*?)</${balise}>`, 'g'))].map((m) => m[1].replace(/<[^>]+>/g, '').replace(/\u00AD/g, '').replace(/&#x27;/g, "'"));

describe('TableauProjets (spec 01 §2 columns and rows)', () => {
  it("health: Projet, Date de création, Date d'effet, the care items, Prix, Statut — and nothing else", () => {
    const html = rendre('SSC', [ligne(12)]);
    const entetesHtml = textes(html.slice(0, html.indexOf('</thead>')), 'th');
    expect(entetesHtml[0]).toBe('Projet');
    expect(entetesHtml[1]).toBe("Date de créationDate d'effet");
    expect(entetesHtml.indexOf('Statut') - entetesHtml.indexOf('Prix')).toBe(1);
    expect(entetesHtml).toContain('Maternité');
    expect(html).toContain('aria-label="Projets — Cadres"');
    // One row: checkbox and id link, the dates (creation, effective under it), 11 levels, price, status.
    const cellules = textes(html.slice(html.indexOf('<tbody>')), 'td');
    expect(cellules).toHaveLength(1 + 1 + 11 + 1 + 1);
    expect(cellules[1]).toBe('22/11/202601/01/2027');
    expect(cellules.at(-2)).toBe('62,48 €/mois1,56 % PMSS');
    expect(html).toContain('aria-label="Sélectionner le projet n°12"');
    expect(html).toContain('href="/ssc/informations-projet/12?loadProjet=true">12</a>');
    expect(cellules.at(-1)).toBe('Proposition');
  });

  it('provident: the guarantee groups and two icon columns; icons carry the spec texts', () => {
    const html = rendre('SPC', [ligne(7, { valeurs: ['100 %'], dateEffetExpiree: true, verrouille: true })], [7]);
    expect(textes(html, 'th').slice(0, 6)).toEqual(['Projet', "Date de créationDate d'effet", 'Décès/PTIA', 'Alloc', 'Rentes', 'Incap/Inval']);
    expect(html).toContain('<span class="visually-hidden">Date d&#x27;effet expirée</span>');
    // A price that cannot be read leaves its cell empty.
    expect(rendre('SPC', [ligne(8, { prix: null })])).toContain('<td class="projets-prix"></td>');
    expect(html).toContain('role="img" aria-label="La date d&#x27;effet a expiré"');
    expect(html).toContain('role="img" aria-label="Le projet est verrouillé. Il n&#x27;est plus modifiable."');
    expect(html).toMatch(/<tr data-projet="7" data-selectionnee=""/);
    expect(html).toContain('href="/spc/informations-projet/7">7</a>');
  });

  it('a long list renders its first rows only, with a spacer for the rest and row indexes', () => {
    const lignes = Array.from({ length: 500 }, (_, i) => ligne(1000 - i));
    const html = rendre('SSC', lignes);
    expect((html.match(/<tr data-projet=/g) ?? []).length).toBe(30);
    expect(html).toContain('aria-rowcount="502"');
    expect(html).toContain('aria-rowindex="3"');
    expect(html).toMatch(/class="projets-espace" aria-hidden="true" style="height:19270px"/);
  });
});

describe('BarreActions (spec 01 §6)', () => {
  it('a disabled button with a reason stays focusable (aria-disabled), one without is disabled', () => {
    const boutons = etatBoutonsProjets([], '2026-11-22');
    const html = renderToStaticMarkup(
      <BarreActions libelleCollege="Cadres" nombre={0} boutons={{ ...boutons, archiver: boutons.supprimer }} onAction={() => undefined} />,
    );
    expect(html).toContain('Aucun projet sélectionné');
    expect((html.match(/aria-disabled="true"/g) ?? []).length).toBe(6);
    expect(textes(html, 'button')).toEqual(['Modifier', 'Dupliquer', 'Supprimer', 'Archiver', 'Étude personnalisée', 'Souscription']);
  });
});
