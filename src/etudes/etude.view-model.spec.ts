import { ETUDE } from '../domain/messages';
import { libelleCommissionnement } from '../documents/pdf/blocs-projet';
import { construireVueEtude, type BlocEtude } from './etude.view-model';
import { projetPrevoyance, projetSante } from './etude.fixtures';

const CTX = { conseiller: 'Alice Martin', genereLe: '21/11/2026 à 14:05', genereLeDate: '21/11/2026' };

const tableaux = (blocs: BlocEtude[]) => blocs.filter((b): b is Extract<BlocEtude, { type: 'tableau' }> => b.type === 'tableau');
const titres = (blocs: BlocEtude[]) => blocs.filter((b) => b.type === 'titre').map((b) => (b as { texte: string }).texte);
const cellule = (blocs: BlocEtude[], libelle: string) => tableaux(blocs).flatMap((t) => t.lignes).find((l) => l[0] === libelle);

describe('construireVueEtude — health', () => {
  const vue = construireVueEtude([projetSante(12), projetSante(13, 7, 10)], CTX);

  it('names the file, the footer and the subtitle after the company and projets', () => {
    expect(vue.titre).toBe('Étude personnalisée');
    expect(vue.sousTitre).toBe('Complémentaire santé collective — Boulangerie Lefèvre & Fils');
    expect(vue.nomFichier).toBe('Étude personnalisée - Boulangerie Lefèvre & Fils - projets n°12 et n°13.pdf');
    expect(vue.piedDePage).toMatch(/^Projets n°12 et n°13 · Barème SSC-\d{4}\.\d+ · Généré le 21\/11\/2026 à 14:05$/);
  });

  it('puts the price first, then the projet and its guarantees; no loadings for the client by default', () => {
    const S = ETUDE.sections;
    expect(titres(vue.blocs)).toEqual([S.entreprise, S.cotisations, S.projet, S.garanties, S.surcomplementaire, S.validite]);
    expect(cellule(vue.blocs, 'Commissionnement')).toBeUndefined();
    expect(cellule(vue.blocs, ETUDE.detail.fraisGestion)).toBeUndefined();
  });

  it('shows the commission and the calculation detail when the broker asks for the loadings', () => {
    const S = ETUDE.sections;
    const avec = construireVueEtude([projetSante(12), projetSante(13, 7, 10)], { ...CTX, detailChargements: true });
    expect(titres(avec.blocs)).toEqual([S.entreprise, S.cotisations, S.projet, S.garanties, S.surcomplementaire, S.detail, S.validite]);
    expect(cellule(avec.blocs, 'Commissionnement')?.slice(1)).toEqual(['Linéaire — 5 %', 'Précompté 20 % / 7 % — 10 %']);
    expect(cellule(avec.blocs, ETUDE.detail.fraisGestion)?.[1]).toMatch(/^\d+,\d{2} %$/);
  });

  it('has tables with one column per projet', () => {
    const vue = construireVueEtude([projetSante(12), projetSante(13, 7, 10)], { ...CTX, detailChargements: true });
    for (const t of tableaux(vue.blocs)) {
      expect(t.colonnes.map((c) => c.entete).slice(1)).toEqual(['Projet n°12', 'Projet n°13']);
      for (const l of t.lignes) expect(l).toHaveLength(3);
    }
  });

  it('shows levels with their values, prices per structure and barème', () => {
    expect(cellule(vue.blocs, 'Optique - Équipements')?.slice(1)).toEqual([expect.stringMatching(/^Niveau 5 · /), expect.stringMatching(/^Niveau 7 · /)]);
    expect(cellule(vue.blocs, 'Unique')?.[1]).toMatch(/^\d+,\d{2} % PMSS · \d[\d\u202f]*,\d{2}\u00a0€\/mois$/);
    expect(cellule(vue.blocs, 'Régime obligatoire')?.[1]).toBe('Alsace-Moselle');
    expect(cellule(vue.blocs, 'Barème')?.[1]).toMatch(/^SSC-/);
  });

  it('states the validity until the effective date', () => {
    expect(vue.blocs).toContainEqual({ type: 'paragraphe', texte: expect.stringContaining("Projet n°12 : offre valable jusqu'au 01/01/2027") });
  });

  it('drops the top-up section when no projet offers it', () => {
    const sans = construireVueEtude([projetSante(1, 5, 5, false)], CTX);
    expect(titres(sans.blocs)).not.toContain(ETUDE.sections.surcomplementaire);
    expect(tableaux(sans.blocs)[0].colonnes).toHaveLength(2);
    expect(sans.nomFichier).toBe('Étude personnalisée - Boulangerie Lefèvre & Fils - projet n°1.pdf');
  });
});

describe('construireVueEtude — provident', () => {
  it('lists guarantees by section, contributions per tranche with the spec notes', () => {
    const vue = construireVueEtude([projetPrevoyance(3, { t12: true }), projetPrevoyance(4, { riche: true })], CTX);
    expect(vue.sousTitre).toBe('Prévoyance collective — Boulangerie Lefèvre & Fils');
    expect(cellule(vue.blocs, 'DÉCÈS / PTIA')).toEqual(['DÉCÈS / PTIA', '', '']);
    expect(cellule(vue.blocs, 'Marié, pacsé, concubin')?.[1]).toBe('150 % du salaire de référence');
    expect(cellule(vue.blocs, 'Franchise')?.[1]).toBe('60 jours (continue)');
    const rentes = tableaux(vue.blocs).flatMap((t) => t.lignes).filter((l) => l[0] === 'Rente');
    expect(rentes[0].slice(1)).toEqual(['Non souscrite', 'De 0 à 11 ans : 2 % du salaire\nDe 12 à 17 ans : 2 % du salaire\nDe 18 à 28 ans : 2 % du salaire']);
    expect(rentes[1][2]).toBe('Viagère : (65 − âge) × 0,1 % du salaire\nTemporaire : (âge − 25) × 0,1 % du salaire');
    // T2 only for the T1 + T2 projet.
    expect(cellule(vue.blocs, 'Tranche 2 (T2) — Taux*')?.[2]).toBe('-');
    expect(cellule(vue.blocs, 'Tranche 2 (T2) — Taux*')?.[1]).toMatch(/^\d+,\d{2} %$/);
    expect(vue.blocs).toContainEqual({ type: 'paragraphe', texte: "*Tarifs incluant 0,01% de cotisation d'association.", note: true });
    expect(cellule(vue.blocs, 'Part de femmes')).toBeUndefined(); // calculation detail: only on demand
    expect(tableaux(vue.blocs)[0].lignes[0][0]).toBe('Tranche 1 (T1) — Taux*'); // the price first
  });

  it('shows the calculation detail and its loadings when the broker asks', () => {
    const vue = construireVueEtude([projetPrevoyance(3, { t12: true }), projetPrevoyance(4, { riche: true })], { ...CTX, detailChargements: true });
    expect(cellule(vue.blocs, 'Part de femmes')?.[1]).toBe('33,33 %');
    expect(cellule(vue.blocs, ETUDE.detail.commissionnement)?.[1]).toMatch(/%$/);
    expect(cellule(vue.blocs, ETUDE.detail.coefficient)).toBeDefined();
  });

  it('totals the annual budgets shown, to the cent', () => {
    const p = projetPrevoyance(5, { t12: true });
    const vue = construireVueEtude([p], CTX);
    const lignes = (p.tarifs as { tarifs: { tarif: { budget_annuel: number } }[] }).tarifs;
    const total = lignes.reduce((s, l) => s + Math.round(l.tarif.budget_annuel * 100), 0) / 100;
    const attendu = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(total);
    expect(cellule(vue.blocs, 'TOTAL — Budget annuel')?.[1]).toBe(attendu);
  });

  it('refuses 0 or 3 projets', () => {
    expect(() => construireVueEtude([], CTX)).toThrow();
    expect(() => construireVueEtude([projetSante(1), projetSante(2), projetSante(3)], CTX)).toThrow();
  });
});

describe('libelleCommissionnement', () => {
  it.each([
    [{ type: 'CLIN', taux: 5 }, 'Linéaire — 5 %'],
    [{ type: 'NCLIN', taux: 0 }, 'Linéaire — 0 %'],
    [{ type: 'EPESC30/10', taux: 15 }, 'Précompté 30 % / 10 % — 15 %'],
  ])('%j → %s', (c, s) => expect(libelleCommissionnement(c)).toBe(s));
});
