import { ENTETES_NIVEAUX, POSTES } from '../../../src/domain/pricing/sante/catalogue';
import { minimaSante } from '../../../src/domain/pricing/sante/minima';
import { SANTE_VIDE, type SanteState } from '../../state/sante';
import { catalogueComplet, cleCatalogue, cleCatalogueDuProjet, elementsTarifGaranties, etatAffiche, etatInitialSante, prixEnregistreApplicable } from './ecran-initial';
import { commissionnementInitial, selectionInitiale } from './garanties';
import type { DecisionPreparation } from './preparation';
import { etatDepuisProjet } from './projet';
import { projetApi } from './projet.fixtures';
import { demandeTarif } from './tarif';

const UTILISATEUR = { id: 'alice', username: 'alice', codeDistributeur: 'DIST-A' };
const projet = projetApi({ id: 12 });
const charge = etatDepuisProjet(projet);

describe('catalogueComplet — the page sends the minima, the script holds the level headers and postes', () => {
  const minima = minimaSante(1486, 'CADRE');
  it.each([
    ['a health offer (460): the whole catalogue', 460, { niveaux: ENTETES_NIVEAUX, postes: POSTES, minima }],
    ['the other health offer (461): the same catalogue', 461, { niveaux: ENTETES_NIVEAUX, postes: POSTES, minima }],
    ['a provident offer: none', 470, null],
    ['an unknown offer: none', 9, null],
  ] as const)('%s', (_cas, idProduit, attendu) => {
    expect(catalogueComplet(idProduit, minima)).toEqual(attendu);
  });

  it('gives the minima it was given, unchanged', () => {
    expect(catalogueComplet(460, minima)?.minima).toBe(minima);
  });
});

describe('etatInitialSante — the projet of the route as the screen first shows it', () => {
  it.each([
    ['a saved projet: the state loading it produces', 12, projet, charge],
    ['a read-only saved projet: the same, read-only', 12, projetApi({ id: 12, etat: 'FIGE' }), etatDepuisProjet(projetApi({ id: 12, etat: 'FIGE' }))],
    ['a new projet (no id): nothing, the session state decides', undefined, null, null],
    ['an id without its projet: nothing', 12, null, null],
    ['a projet that is not the route’s: nothing', 13, projet, null],
  ] as const)('%s', (_cas, id, p, attendu) => {
    expect(etatInitialSante(id, p)).toEqual(attendu);
  });

  it('is what the load decision would put in the session state (same render on server and client)', () => {
    expect(etatInitialSante(12, projet)).toEqual(etatDepuisProjet(projet));
    expect(etatInitialSante(12, projet)).toEqual(etatInitialSante(12, structuredClone(projet)));
  });
});

describe('etatAffiche — the projet until the session state holds it', () => {
  const appliquer: DecisionPreparation = { type: 'appliquer', sante: charge };
  const pret: DecisionPreparation = { type: 'pret' };
  const rediriger: DecisionPreparation = { type: 'rediriger', vers: '/ssc/projets' };
  it.each<[string, { initial: SanteState | null; hydrate: boolean; enSortie: boolean; decision: DecisionPreparation | null }, SanteState | null]>([
    ['server render and hydration: the projet', { initial: charge, hydrate: false, enSortie: false, decision: null }, charge],
    ['hydrated, the projet being put in the session state: still the projet', { initial: charge, hydrate: true, enSortie: false, decision: appliquer }, charge],
    ['hydrated, the session state holds it (maybe with edits): the session state', { initial: charge, hydrate: true, enSortie: false, decision: pret }, null],
    ['leaving after a save or a duplicate: the session state', { initial: charge, hydrate: false, enSortie: true, decision: null }, null],
    ['a new projet while hydrating: the session state (skeleton)', { initial: null, hydrate: false, enSortie: false, decision: null }, null],
    ['a new projet redirected by a guard: the session state', { initial: null, hydrate: true, enSortie: false, decision: rediriger }, null],
  ])('%s', (_cas, ctx, attendu) => {
    expect(etatAffiche(ctx)).toBe(attendu);
  });
});

describe('catalogue key — the loader’s catalogue is the one the screen would ask for', () => {
  it.each([
    ['with an agreement', projetApi(), cleCatalogue(460, 1486, 'CADRE')],
    ['without an agreement (9999)', projetApi({ ccn: null }), cleCatalogue(460, 9999, 'CADRE')],
    ['another college', projetApi({ type_college: { value: 'TOUS', label: 'Ensemble du personnel' } }), '460|1486|TOUS'],
  ] as const)('%s', (_cas, p, cle) => {
    expect(cleCatalogueDuProjet(p)).toBe(cle);
  });
});

describe('prixEnregistreApplicable — the saved price stands only for its own parameters', () => {
  const minima = minimaSante(1486, 'CADRE');
  const entreprise = { idCcn: 1486, clientId: 7 };
  const demandeDe = (s: SanteState) => demandeTarif(elementsTarifGaranties(s, entreprise, minima)!, UTILISATEUR);
  const enregistree = demandeDe(charge);
  it.each<[string, SanteState, boolean]>([
    ['unchanged', charge, true],
    ['a level moved', { ...charge, niveaux: { ...charge.niveaux, OPTIQUE: 8 } }, false],
    ['another commissioning', { ...charge, commissionnement: { type: 'CLIN', taux: 7 } }, false],
    ['another headcount', { ...charge, effectifCollege: 13 }, false],
  ])('%s', (_cas, etat, attendu) => {
    expect(prixEnregistreApplicable(demandeDe(etat), enregistree)).toBe(attendu);
  });

  it('nothing to compare: no', () => {
    expect(prixEnregistreApplicable(null, enregistree)).toBe(false);
    expect(prixEnregistreApplicable(enregistree, null)).toBe(false);
  });

  it('elements use the first-display levels and commissioning when the state has none', () => {
    const e = elementsTarifGaranties({ ...charge, niveaux: null, commissionnement: null }, entreprise, minima)!;
    expect(e.niveaux).toEqual(selectionInitiale(null, minima));
    expect(e.commissionnement).toEqual(commissionnementInitial(null, 'CADRE'));
    expect(elementsTarifGaranties(SANTE_VIDE, entreprise, minima)).toBeNull();
  });
});
