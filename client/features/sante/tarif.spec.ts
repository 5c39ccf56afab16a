import { STRUCTURES_SANTE } from '../../../src/domain/pricing/sante/types';
import { cleDemande, demandeTarif, formaterEuros, formaterTaux, groupesTarif, libelleStructure, ligneTarif, type ElementsTarif } from './tarif';

const utilisateur = { id: 'alice', username: 'alice', codeDistributeur: 'DIST-A' };
const elements: ElementsTarif = {
  dateEffet: '2026-12-01',
  typeCollege: 'CADRE',
  ageMoyen: 42,
  effectifCollege: 12,
  regimeSocial: 'SECURITE_SOCIALE',
  codePostal: '35000',
  departement: '35',
  commissionnement: { type: 'CLIN', taux: 5 },
  niveaux: { OPTIQUE: 7, HOSPITALISATION_SEJOUR: 3 },
  idcc: 1486,
  clientId: 7,
};

describe('demandeTarif (01 §7 POST /sante/tarifer)', () => {
  it('is the spec payload, levels in catalogue order', () => {
    expect(demandeTarif(elements, utilisateur)).toEqual({
      donnees_tarifantes: {
        date_effet: '2026-12-01',
        college: { type: 'CADRE', age_moyen: 42, effectif: 12 },
        regime_obligatoire: 'SECURITE_SOCIALE',
        code_postal: '35000',
        departement: '35',
        taux_commissionnement: 5,
        niveaux: [
          { poste: 'HOSPITALISATION_SEJOUR', niveau: 3 },
          { poste: 'OPTIQUE', niveau: 7 },
        ],
        idcc: 1486,
      },
      client: { id: 7 },
      utilisateur: { id: 'alice', code_distributeur: 'DIST-A', username: 'alice' },
    });
  });

  it.each(['dateEffet', 'typeCollege', 'ageMoyen', 'effectifCollege', 'regimeSocial', 'departement', 'commissionnement', 'niveaux', 'idcc', 'clientId'] as const)(
    'is null without %s',
    (champ) => expect(demandeTarif({ ...elements, [champ]: null }, utilisateur)).toBeNull(),
  );

  it('is null without any level (01 §4)', () => expect(demandeTarif({ ...elements, niveaux: {} }, utilisateur)).toBeNull());

  it('has the same key for the same parameters', () => {
    expect(cleDemande(demandeTarif(elements, utilisateur))).toBe(cleDemande(demandeTarif({ ...elements }, utilisateur)));
    expect(cleDemande(null)).toBeNull();
  });
});

describe('tariff lines', () => {
  const tarifs = STRUCTURES_SANTE.map((structure, i) => ({ structure, tarif: { taux: 1.5 + i, budget_mensuel: 1234.5 + i } }));

  it('groups every structure exactly once, in the answer’s figures', () => {
    const lignes = groupesTarif(tarifs).flatMap((g) => g.lignes);
    expect(lignes.map((l) => l.structure).sort()).toEqual([...STRUCTURES_SANTE].sort());
  });

  it.each([
    ['UNIQUE', 3.99, true],
    ['UNIQUE', 4, false],
    ['SALARIE_ENFANT', 3.5, true],
    ['CONJOINT_SALARIE_ENFANT', 2, true],
    ['FAMILLE', 2, false],
  ])('%s at %s %% PMSS flagged: %s (01 §5 Colleges)', (structure, taux, signale) => {
    expect(ligneTarif({ structure, tarif: { taux, budget_mensuel: 10 } }).signale).toBe(signale);
  });

  it('writes French figures', () => {
    expect(formaterTaux(1.56)).toBe('1,56\u00a0%');
    expect(formaterTaux(4)).toBe('4,00\u00a0%');
    expect(formaterEuros(62.48)).toMatch(/^62,48\s€$/);
    expect(formaterEuros(1234.5)).toMatch(/^1\s234,50\s€$/);
  });

  it('refuses an unsupported structure (01 §8)', () => {
    expect(libelleStructure('SALARIE_ENFANT')).toBe('Salarié + enfants');
    expect(() => libelleStructure('TRIO')).toThrow('Structure de cotisation non gérée : TRIO');
  });
});
