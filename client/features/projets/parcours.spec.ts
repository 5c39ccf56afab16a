import { apresDuplication, nouveauProjet, ouvertureGaranties, ouvertureProjet } from './parcours';

const SSC_460 = { id: 460, code: 'SSC' as const, libelle: 'Santé Collective Essentielle', colleges: [] };

describe('where the list leads', () => {
  it('the id link and Modifier: health reloads the projet, provident forgets an unsaved copy', () => {
    expect(ouvertureProjet('SSC', 12)).toEqual({
      vers: '/ssc/informations-projet/12?loadProjet=true',
      common: { marche: 'sante', creationProjet: false, duplicationProjet: false },
      oublierPrevoyance: false,
    });
    expect(ouvertureProjet('SPC', 7)).toMatchObject({ vers: '/spc/informations-projet/7', oublierPrevoyance: true, common: { marche: 'prevoyance' } });
    expect(ouvertureGaranties('SSC', 12).vers).toBe('/ssc/garanties/12?loadProjet=true');
    expect(ouvertureGaranties('SPC', 7)).toEqual({ vers: '/spc/garanties/7', oublierPrevoyance: true });
  });

  it('Nouveau projet (health): the chosen offer, the college, creating flag, prefill left to the screen', () => {
    const d = nouveauProjet('SSC', 'NON_CADRE', { produitSelectionne: SSC_460, produitIdListe: 461, clientSante: null });
    expect(d.vers).toBe('/ssc/informations-projet');
    expect(d.common).toEqual({ marche: 'sante', creationProjet: true, duplicationProjet: false });
    expect(d.sante).toMatchObject({ idProjet: null, produit: { id: 460, code: 'SSC' }, typeCollege: 'NON_CADRE', prefillCollege: null });
  });

  it("Nouveau projet: another product's offer is not taken; the list's newest offer is", () => {
    const d = nouveauProjet('SPC', 'CADRE', { produitSelectionne: SSC_460, produitIdListe: 471, clientSante: null });
    expect(d.vers).toBe('/spc/informations-projet?college=CADRE');
    expect(d.prevoyance).toMatchObject({ idProjet: null, produit: { id: 471, code: 'SPC' }, informations: null, sansPreRemplissage: false });
    expect(d.common).toEqual({ marche: 'prevoyance', creationProjet: true, duplicationProjet: false });
  });

  it('Dupliquer: the information screen without prefill, creating a duplicate', () => {
    expect(apresDuplication('SSC')).toEqual({
      vers: '/ssc/informations-projet?skipPrefillInformationsTarifantesFromDernierProjet=true',
      common: { marche: 'sante', creationProjet: true, duplicationProjet: true },
    });
  });
});
