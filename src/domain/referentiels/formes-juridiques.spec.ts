import { activiteDeLaForme, activiteObligatoire, formePourCategorieJuridique, PIECE_KBIS, piecesEntreprise } from './formes-juridiques';
import type { FormeJuridique, PieceJustificative } from './types';

const p = (code: string): PieceJustificative => ({ code, libelle: code });

const forme = (code: string, pieces: PieceJustificative[], activites: FormeJuridique['activites'], categories: string[] = []): FormeJuridique => ({
  code,
  libelle: code,
  forme_sociale: code.toUpperCase(),
  libelle_long: code,
  categories_juridiques: categories,
  activites,
  pieces_justificatives: pieces,
});

const SARL = forme('sarl', [PIECE_KBIS], [
  { code: 'commerciale', libelle: 'Commerciale', pieces_justificatives: [] },
  { code: 'artisanale', libelle: 'Artisanale', pieces_justificatives: [p('extrait_rne')] },
  { code: 'doublon', libelle: 'Doublon', pieces_justificatives: [PIECE_KBIS, p('statuts')] },
], ['5499']);
const EI = forme('ei', [p('extrait_rne')], [], ['1000']);
const ASSOCIATION = forme('association', [p('statuts'), p('recepisse_prefecture')], [
  { code: 'sanitaire_social', libelle: 'Sanitaire', pieces_justificatives: [p('autorisation_etablissement')] },
], ['9220', '9221']);
const NUE = forme('nue', [], [{ code: 'a', libelle: 'A', pieces_justificatives: [] }]);

describe('PIECE_KBIS', () => {
  it('is the spec default piece', () => expect(PIECE_KBIS).toEqual({ code: 'kbis', libelle: 'Extrait Kbis de moins de trois mois' }));
});

describe('activiteObligatoire', () => {
  it.each([
    [SARL, true],
    [ASSOCIATION, true],
    [EI, false],
    [forme('ei', [], [{ code: 'x', libelle: 'x', pieces_justificatives: [] }]), false],
    [forme('sans_activite', [], []), false],
  ])('%s → %s', (f, attendu) => expect(activiteObligatoire(f)).toBe(attendu));
});

describe('activiteDeLaForme', () => {
  it.each([
    [SARL, 'artisanale', 'artisanale'],
    [SARL, 'sanitaire_social', undefined], // another form's activity is cleared
    [SARL, null, undefined],
    [SARL, undefined, undefined],
    [EI, 'commerciale', undefined],
  ])('%s / %s → %s', (f, code, attendu) => expect(activiteDeLaForme(f, code)?.code).toBe(attendu));
});

describe('piecesEntreprise', () => {
  const codes = (pieces: PieceJustificative[]) => pieces.map((x) => x.code);
  it.each([
    [SARL, undefined, ['kbis']],
    [SARL, 'commerciale', ['kbis']],
    [SARL, 'artisanale', ['kbis', 'extrait_rne']],
    [SARL, 'doublon', ['kbis', 'statuts']],
    [SARL, 'inconnue', ['kbis']],
    [EI, undefined, ['extrait_rne']],
    [ASSOCIATION, undefined, ['statuts', 'recepisse_prefecture']],
    [ASSOCIATION, 'sanitaire_social', ['statuts', 'recepisse_prefecture', 'autorisation_etablissement']],
    [NUE, 'a', ['kbis']], // nothing named: the default Kbis
    [NUE, undefined, ['kbis']],
  ])('%s / %s → %j', (f, activite, attendu) => expect(codes(piecesEntreprise(f, activite))).toEqual(attendu));
});

describe('formePourCategorieJuridique', () => {
  const formes = [SARL, EI, ASSOCIATION];
  it.each([
    ['5499', 'sarl'],
    ['1000', 'ei'],
    ['9221', 'association'],
    ['7389', undefined],
  ])('%s → %s', (categorie, attendu) => expect(formePourCategorieJuridique(formes, categorie)?.code).toBe(attendu));
});
