import { raisonPourNomDeFichier } from './nom-fichier';

describe('a company name inside a file name (one name, alone or in the zip)', () => {
  it.each([
    ['Boulangerie Lefèvre', 'Boulangerie Lefèvre'],
    ['Durand & Fils : "La Mie"', 'Durand & Fils La Mie'],
    ['A/B\\C*D?E<F>G|H', 'A B C D E F G H'],
    ['Tab\tet\u0007bip', 'Tab et bip'],
    ['x\u202Efdp.exe', 'xfdp.exe'],
    ['  espaces   multiples  ', 'espaces multiples'],
  ])('%j → %j', (brut, attendu) => expect(raisonPourNomDeFichier(brut)).toBe(attendu));
});
