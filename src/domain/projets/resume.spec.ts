import { garantiesParDefaut } from '../pricing/prevoyance/defaults';
import { garantiesVersListe, listeVersGaranties } from '../pricing/prevoyance/conversion';
import { COLONNES_RESUME_PREVOYANCE, formaterCelluleResume, resumeGarantiesPrevoyance } from './resume';

describe('provident summary columns (§2 Project lists)', () => {
  it('defaults: death levels, other sections not taken', () => {
    expect(resumeGarantiesPrevoyance(garantiesParDefaut())).toEqual({
      deces_celibataire: 100,
      deces_maries: 150,
      deces_majoration: 0,
      allocation_obseques: false,
      rente_education: false,
      rente_conjoint: false,
      rente_personne_a_charge: false,
      incapacite_ij: false,
      incapacite_franchise: false,
      invalidite_pro: false,
      invalidite_non_pro: false,
    });
  });

  it('reads the list form the projet stores (round trip with the converter)', () => {
    const g = garantiesParDefaut();
    g.allocationObseques.selected = true;
    g.renteConjoint.selected = true;
    g.incapaciteInvalidite.selected = true;
    g.incapaciteInvalidite.ittIndemniteJournaliere = 80;
    g.incapaciteInvalidite.ittFranchiseType = 'discontinue';
    g.incapaciteInvalidite.ittFranchiseDuree = 'NIVEAU_8';
    g.incapaciteInvalidite.nonProCategorie23 = 40;
    const r = resumeGarantiesPrevoyance(listeVersGaranties(garantiesVersListe(g)).garanties);
    expect(r).toMatchObject({
      allocation_obseques: 25,
      rente_conjoint: true,
      rente_education: false,
      incapacite_ij: 80,
      incapacite_franchise: '15 j disc.',
      invalidite_pro: 50,
      invalidite_non_pro: 40,
    });
  });

  it('continuous franchise reads in days', () => {
    const g = garantiesParDefaut();
    g.incapaciteInvalidite.selected = true;
    expect(resumeGarantiesPrevoyance(g).incapacite_franchise).toBe('60 j');
  });

  it('has the spec columns in order', () => {
    expect(COLONNES_RESUME_PREVOYANCE.map((g) => [g.groupe, g.colonnes.map((c) => c.libelle)])).toEqual([
      ['Décès/PTIA', ['Célib', 'Mariés', 'Majo']],
      ['Alloc', ['Obs']],
      ['Rentes', ['Educ', 'Conj', 'Pers']],
      ['Incap/Inval', ['IJ', 'Franchise', 'Prof', 'Non Prof']],
    ]);
  });

  it.each([
    ['deces_maries', 150, '150 %'],
    ['allocation_obseques', 12.5, '12,5 %'],
    ['allocation_obseques', false, '-'],
    ['rente_conjoint', true, 'Oui'],
    ['rente_conjoint', false, 'Non'],
    ['incapacite_franchise', '60 j', '60 j'],
  ] as const)('cell %s = %p → %s', (cle, v, s) => expect(formaterCelluleResume(cle, v)).toBe(s));
});
