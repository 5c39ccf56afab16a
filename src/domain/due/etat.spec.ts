import { etatInitialPourProjet, lireEtatTunnel } from './etat';
import { projetDue } from './projet';
import { etatTunnelInitial } from './types';

const projet = { typeCollege: 'CADRE' as const, adresse: { codePostal: '35000' } };

describe('the tunnel state as the server keeps it', () => {
  it('starts with the projet postcode, the default label of the college and a 50 % share', () => {
    const e = etatInitialPourProjet(projet);
    expect(e.etape1.adresse).toEqual({ voie: '', codePostal: '35000', ville: '' });
    expect(e.etape5).toEqual({ college: 'C2122', libelle: "les salariés relevant des articles 2.1 et 2.2 de l'ANI du 17 novembre 2017" });
    expect(e.etape7.partCotisation).toBe(50);
  });

  it('reads back what it writes', () => {
    const e = etatInitialPourProjet(projet);
    expect(lireEtatTunnel(JSON.parse(JSON.stringify(e)), projet)).toEqual({ etat: e, erreurs: [] });
  });

  it.each([
    ['etape2.etatRegime', { etape2: { etatRegime: 'PEUT-ETRE' } }],
    ['etape7.partCotisation', { etape7: { partCotisation: 49 } }],
    ['etape7.partCotisation', { etape7: { partCotisation: 60.5 } }],
    ['etape1.adresse.codePostal', { etape1: { adresse: { codePostal: '3500A' } } }],
    ['etape5.college', { etape5: { college: 'NC21' } }],
    ['etape8.dispenseAffiliation.0', { etape8: { autresCasDeDispenses: true, dispenseAffiliation: ['SALARIE_INVENTE'] } }],
    ['etape9.dateEntreeVigueur', { etape9: { dateEntreeVigueur: '01/10/2026' } }],
    ['etape10.confirmation', { etape10: { confirmation: 'oui' } }],
  ])('a bad %s is named with a French message', (champ, modif) => {
    const { erreurs } = lireEtatTunnel({ ...etatTunnelInitial(), ...modif }, projet);
    expect(erreurs.map((x) => x.champ)).toEqual([champ]);
    expect(erreurs[0].message).toMatch(/^(Le|La|Ce) /);
  });

  it.each([
    ['no etape7 (a partial save)', { etape2: { etatRegime: 'NOUVEAU' } }, 50],
    ['an etape7 without the share', { etape7: {} }, 50],
    ['a share of 70', { etape7: { partCotisation: 70 } }, 70],
    ['an emptied field (null)', { etape7: { partCotisation: null } }, null],
  ])('the employer share with %s: %s', (_l, corps, attendu) => {
    const { etat, erreurs } = lireEtatTunnel(corps, projet);
    expect(erreurs).toEqual([]);
    expect(etat.etape7.partCotisation).toBe(attendu);
  });

  it('takes the printed label from the data, never from the body', () => {
    const { etat } = lireEtatTunnel({ ...etatTunnelInitial(), etape5: { college: 'C21', libelle: 'autre chose' } }, projet);
    expect(etat.etape5.libelle).toBe("les salariés cadres relevant de l'article 2.1 de l'ANI du 17 novembre 2017");
  });

  it('drops a dispense no longer offered (the employer-financed one needs a new scheme at 100 %)', () => {
    const { etat } = lireEtatTunnel({ ...etatTunnelInitial(), etape2: { etatRegime: 'NOUVEAU' }, etape7: { partCotisation: 80 }, etape8: { autresCasDeDispenses: true, dispenseAffiliation: ['SALARIE_CDD', 'SALARIE_REGIME_FINANCEMENT_PATRONAL'] } }, projet);
    expect(etat.etape8.dispenseAffiliation).toEqual(['SALARIE_CDD']);
  });
});

describe('projetDue: what the tunnel reads of a saved health projet', () => {
  it('keeps each priced structure with its rate and monthly budget, and the company', () => {
    const p = projetDue({
      id: 7,
      raisonSociale: 'Boulangerie Lefèvre',
      siret: '73282932000074',
      dateEffet: '2027-01-01',
      collegeType: 'TOUS',
      surComplementaire: null,
      effectif: 12,
      ccn: { idcc: '843', libelle_court: 'Boulangerie' },
      codePostal: '35000',
      tarifs: { tarifs: [{ structure: 'UNIQUE', tarif: { taux: 1.56, budget_mensuel: 62.48 } }, { structure: 'ISOLE', tarif: { taux: 'x' } }] },
    });
    expect(p).toMatchObject({ idProjet: 7, surComplementaire: false, ccn: { idcc: '843', libelle: 'Boulangerie' }, adresse: { codePostal: '35000' } });
    expect(p.tarifs).toEqual([{ structure: 'UNIQUE', taux: 1.56, montant: 62.48 }]);
  });
});
