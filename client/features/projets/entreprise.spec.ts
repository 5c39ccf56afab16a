import { entrepriseCourante, entrepriseDepuisAdresse, filtreEntreprise, rechercheEntreprise } from './entreprise';

const ENTREPRISE = { siretConnu: true, siret: '30177755300019', raisonSociale: 'Laboratoires Mathieu' };

describe('company of a list', () => {
  it.each([
    ['?siret=30177755300019&raison_sociale=Laboratoires+Mathieu', { siret: '30177755300019', raisonSociale: 'Laboratoires Mathieu' }],
    ['?siret=301+777+553+00019', { siret: '30177755300019', raisonSociale: null }],
    ['?raison_sociale=Boulangerie%20Lef%C3%A8vre', { siret: null, raisonSociale: 'Boulangerie Lefèvre' }],
    ['?siret=123&raison_sociale=X', { siret: null, raisonSociale: 'X' }],
    ['?siret=123', null],
    ['', null],
  ])('address %s', (search, attendu) => {
    expect(entrepriseDepuisAdresse(new URLSearchParams(search))).toEqual(attendu);
  });

  it('filters by SIRET when known, else by company name', () => {
    expect(filtreEntreprise({ siret: '30177755300019', raisonSociale: 'X' })).toEqual({ siret: '30177755300019' });
    expect(filtreEntreprise({ siret: null, raisonSociale: 'X' })).toEqual({ raison_sociale: 'X' });
  });

  it('reads the company step first, then (health) the loaded projet, else none', () => {
    expect(entrepriseCourante(ENTREPRISE, null)).toEqual({ siret: '30177755300019', raisonSociale: 'Laboratoires Mathieu' });
    expect(entrepriseCourante({ ...ENTREPRISE, siretConnu: false }, null)).toEqual({ siret: null, raisonSociale: 'Laboratoires Mathieu' });
    const vide = { siretConnu: true, siret: null, raisonSociale: ' ' };
    const client = { id: 1, raisonSociale: 'Garage Martin', siret: null, idCcn: null, effectif: 5 };
    expect(entrepriseCourante(vide, { client })).toEqual({ siret: null, raisonSociale: 'Garage Martin' });
    expect(entrepriseCourante(vide, { client: null })).toBeNull();
    expect(entrepriseCourante(vide, null)).toBeNull();
  });

  it('round trip through the address', () => {
    const e = { siret: '30177755300019', raisonSociale: "L'Atelier & Fils" };
    expect(entrepriseDepuisAdresse(new URLSearchParams(rechercheEntreprise(e)))).toEqual(e);
  });
});
