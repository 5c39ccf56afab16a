import {
  ACCES_TARIFICATION,
  CODES_ACCES_TARIFICATION,
  CodeAccesNonGereError,
  detailAccesTarification,
  estCollegeTarifable,
  statutAffichageFeu,
} from './acces-tarification';

describe('the six tarification access codes (01 §2)', () => {
  it.each([
    ['OUI', 'vert', 'Tarification libre', true],
    ['AVEC_CONTRAINTE', 'vert', 'Tarification possible sous condition', true],
    ['AVEC_CONSULTATION', 'orange', 'Tarification sur étude spécifique', true],
    ['SANS_ANALYSE', 'orange', "En attente d'étude", true],
    ['NON', 'rouge', 'Tarification impossible', false],
    ['SANS_COLLEGE', 'rouge', 'Collège non applicable à la CCN', false],
  ])('%s: %s, %p, tarifiable %p', (code, feu, titre, tarifable) => {
    const detail = detailAccesTarification(code);
    expect(detail.feu).toBe(feu);
    expect(detail.titre).toBe(titre);
    expect(detail.message.length).toBeGreaterThan(20);
    expect(estCollegeTarifable(code)).toBe(tarifable);
  });

  it('AVEC_CONTRAINTE says pricing is limited to CCN-compliant levels; NON sends to the delegation', () => {
    expect(ACCES_TARIFICATION.AVEC_CONTRAINTE.message).toMatch(/conformes aux minima de la convention collective/);
    expect(ACCES_TARIFICATION.NON.message).toMatch(/délégation commerciale/);
  });

  it('covers exactly six codes', () => {
    expect(Object.keys(ACCES_TARIFICATION).sort()).toEqual([...CODES_ACCES_TARIFICATION].sort());
  });

  it.each(['PEUT_ETRE', '', 'oui'])('an unsupported code %p is an error', (code) => {
    expect(() => detailAccesTarification(code)).toThrow(CodeAccesNonGereError);
    expect(() => estCollegeTarifable(code)).toThrow(CodeAccesNonGereError);
  });

  it.each([
    ['vert', 'success'],
    ['orange', 'warning'],
    ['rouge', 'danger'],
  ])('light %s → %s', (feu, statut) => {
    expect(statutAffichageFeu(feu)).toBe(statut);
  });

  it('any other light is an error', () => {
    expect(() => statutAffichageFeu('bleu')).toThrow('Couleur de feu non gérée : bleu.');
  });
});
