import { determinerEligibiliteEntreprise } from '../domain/eligibilite/entreprise';
import { RegistreLocal } from './registre-local';

describe('RegistreLocal', () => {
  const registre = new RegistreLocal();

  it('loads the committed register', () => {
    expect(registre.taille).toBeGreaterThanOrEqual(200);
  });

  it.each([
    ['30177755300019', 'VALIDE', null],
    ['33828226200017', 'INVALIDE', 'RADIEE'],
    ['30216232600011', 'INVALIDE', 'PROCEDURE_EN_COURS'],
    ['34757673800012', 'INVALIDE', 'CATEGORIE_JURIDIQUE_INVALIDE'],
    ['37011856400282', 'INVALIDE', 'LOCALITE_INVALIDE'],
    ['31981517100016', 'INDETERMINEE', 'TRANCHE_EFFECTIF_ZERO'],
    ['36377564400018', 'INDETERMINEE', null],
    ['63471751600013', 'INDETERMINEE', 'NON_TROUVE'],
  ])('%s → %s %s (README samples)', async (siret, code, raison) => {
    expect(determinerEligibiliteEntreprise(await registre.rechercherParSiret(siret))).toEqual({ code, raison });
  });

  it('answers null for an unknown SIRET', async () => {
    expect(await registre.rechercherParSiret('63471751600013')).toBeNull();
  });

  it('maps the JSON row to the record', async () => {
    const r = new RegistreLocal([
      {
        siret: '73282932000074',
        raison_sociale: 'Boulangerie Lefèvre',
        etat_administratif: 'A',
        categorie_juridique: '5499',
        tranche_effectif: '11',
        code_postal: '69003',
        commune: 'Lyon',
        naf: '10.71C',
        procedure_collective: false,
      },
    ]);
    expect(await r.rechercherParSiret('73282932000074')).toEqual({
      siret: '73282932000074',
      raisonSociale: 'Boulangerie Lefèvre',
      etatAdministratif: 'A',
      categorieJuridique: '5499',
      trancheEffectif: '11',
      codePostal: '69003',
      commune: 'Lyon',
      naf: '10.71C',
      procedureCollective: false,
    });
  });

  it('refuses a row with an unknown administrative state', () => {
    expect(
      () =>
        new RegistreLocal([
          {
            siret: '73282932000074',
            raison_sociale: 'X',
            etat_administratif: 'Z',
            categorie_juridique: '5499',
            tranche_effectif: null,
            code_postal: null,
            commune: null,
            naf: null,
            procedure_collective: false,
          },
        ]),
    ).toThrow(/état administratif Z/);
  });
});
