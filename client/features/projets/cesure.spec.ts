import { avecCesures, coupures, TIRET_CONDITIONNEL } from './cesure';

const montrer = (t: string) => avecCesures(t).split(TIRET_CONDITIONNEL).join('-');

describe('soft hyphens in long headers', () => {
  it.each([
    ['complémentaires', 'com-plé-men-taires'],
    ['Honoraires', 'Hono-raires'],
    ['remboursés', 'rem-bour-sés'],
    ['Équipements', 'Équi-pe-ments'],
    ['réfractive', 'réfrac-tive'],
    ['Maternité', 'Mater-nité'],
    ['auditives', 'audi-tives'],
    ['médicaux', 'médi-caux'],
    ['chirurgie', 'chi-rur-gie'],
    ['Actes non remboursés', 'Actes non rem-bour-sés'],
    ['Lentilles', 'Len-tilles'],
    ['Frais de séjour', 'Frais de séjour'],
    ['Franchise', 'Fran-chise'],
    ['Optique', 'Optique'],
    ['Hospitalisation', 'Hos-pi-ta-li-sa-tion'],
    ['Non Prof', 'Non Prof'],
    ['Décès/PTIA', 'Décès/PTIA'],
  ])('%s → %s', (texte, attendu) => {
    expect(montrer(texte)).toBe(attendu);
  });

  it('keeps three letters on each side and never changes the letters', () => {
    for (const mot of ['complémentaires', 'ab', 'abcdef', 'Lentilles', 'chirurgie', 'Ensemble']) {
      expect(coupures(mot).every((i) => i >= 3 && i <= mot.length - 3)).toBe(true);
      expect(avecCesures(mot).split(TIRET_CONDITIONNEL).join('')).toBe(mot);
    }
  });
});
