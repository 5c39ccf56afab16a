import { POSTES } from '../../domain/pricing/sante/catalogue';
import { vueDescriptifSocle, vueDescriptifSurcomplementaire, type BlocDescriptif } from './descriptif.view-model';
import { RENFORTS_SURCOMPLEMENTAIRE } from './prestations-surcomplementaire';

const ctx = { offre: 'Santé Collective Essentielle', bareme: 'SSC-2025.1', genereLe: '21/11/2025 à 14:05' };
const tableaux = (blocs: BlocDescriptif[]) => blocs.filter((b): b is Extract<BlocDescriptif, { type: 'tableau' }> => b.type === 'tableau');

describe('vueDescriptifSocle', () => {
  const vue = vueDescriptifSocle(POSTES, ctx);

  it('names the offer, the barème and the generation date', () => {
    expect(vue.titre).toBe('Descriptif des prestations');
    expect(vue.sousTitre).toContain('Santé Collective Essentielle');
    expect(vue.nomFichier).toBe('Descriptif des prestations socle - Santé Collective Essentielle.pdf');
    expect(vue.piedDePage).toBe('Santé Collective Essentielle · Barème SSC-2025.1 · Généré le 21/11/2025 à 14:05');
  });

  it('prints every level 0 to 11 of every poste, in two tables of six levels', () => {
    const [postes, bas, haut] = tableaux(vue.blocs);
    expect(postes.lignes).toEqual(POSTES.map((p) => [p.libelle, p.detail_libelle]));
    expect(bas.colonnes.map((c) => c.entete)).toEqual(['Poste', 'N0', 'N1', 'N2', 'N3', 'N4', 'N5']);
    expect(haut.colonnes.map((c) => c.entete)).toEqual(['Poste', 'N6', 'N7', 'N8', 'N9', 'N10', 'N11']);
    POSTES.forEach((poste, i) => {
      expect([...bas.lignes[i].slice(1), ...haut.lignes[i].slice(1)]).toEqual(poste.niveaux.map((n) => n.libelle));
      expect(bas.lignes[i][0]).toBe(poste.libelle);
    });
  });

  it('refuses a poste with a missing level', () => {
    const incomplet = [{ ...POSTES[0], niveaux: POSTES[0].niveaux.slice(0, 11) }];
    expect(() => vueDescriptifSocle(incomplet, ctx)).toThrow('niveau 11 absent du poste HOSPITALISATION_SEJOUR');
  });
});

describe('vueDescriptifSurcomplementaire', () => {
  it('lists the reinforcements of the individual top-up', () => {
    const vue = vueDescriptifSurcomplementaire(ctx);
    expect(vue.nomFichier).toBe('Descriptif des prestations surcomplémentaire - Santé Collective Essentielle.pdf');
    const [renforts] = tableaux(vue.blocs);
    expect(renforts.lignes).toEqual(RENFORTS_SURCOMPLEMENTAIRE.map((r) => [r.garantie, r.renfort]));
  });
});
