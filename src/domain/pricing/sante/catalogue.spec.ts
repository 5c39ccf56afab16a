import { ENTETES_NIVEAUX, estOffreSante, niveauxDuProduit, posteParCode, POSTES, postesDuProduit } from './catalogue';
import { CODES_POSTES, estCodePoste, UNITES } from './types';

describe('health catalogue (data/sante/catalogue.json)', () => {
  it('has the 11 postes of the spec, in the spec order, with French labels and detail labels', () => {
    expect(POSTES.map((p) => p.code)).toEqual([...CODES_POSTES]);
    for (const p of POSTES) {
      expect(p.libelle.length).toBeGreaterThan(3);
      expect(p.detail_libelle.length).toBeGreaterThan(p.libelle.length);
    }
  });

  it.each(CODES_POSTES.map((c) => [c]))('%s has levels 0..11 {code, numValue, valeur, unite, libelle}', (code) => {
    const p = posteParCode(code);
    expect(p.niveaux.map((n) => n.numValue)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(p.niveaux.map((n) => n.code)).toEqual(p.niveaux.map((n) => `NIVEAU_${n.numValue}`));
    let precedent = -Infinity;
    for (const n of p.niveaux) {
      expect(UNITES).toContain(n.unite);
      expect(n.libelle).not.toBe('');
      if (n.unite === 'TEXTE') {
        // Only level 0 may be text ('100 % Santé', 'Non couvert').
        expect(n.numValue).toBe(0);
        continue;
      }
      const v = Number(n.valeur);
      expect(Number.isFinite(v)).toBe(true);
      expect(v).toBeGreaterThan(precedent); // higher level, better benefit
      precedent = v;
    }
  });

  it('level 0 is the contrat responsable floor: 100 % BRSS on the reimbursed postes', () => {
    for (const code of ['HOSPITALISATION_SEJOUR', 'HOSPITALISATION_HONORAIRES', 'SOINS_COURANTS_HONORAIRES', 'SOINS_COURANTS_PLUS', 'DENTAIRE_PRIS_EN_CHARGE']) {
      expect(posteParCode(code).niveaux[0]).toMatchObject({ valeur: '100', unite: 'BRSS', libelle: '100 % BRSS' });
    }
  });

  it('level headers: NIVEAU_0..NIVEAU_11', () => {
    expect(ENTETES_NIVEAUX.map((n) => [n.code, n.numValue, n.libelle])).toEqual(
      Array.from({ length: 12 }, (_, i) => [`NIVEAU_${i}`, i, `Niveau ${i}`]),
    );
  });

  it.each([
    [460, true],
    [461, true],
    [470, false],
    [471, false],
    [999, false],
  ])('offer %i has postes: %s', (id, sante) => {
    expect(estOffreSante(id)).toBe(sante);
    expect(postesDuProduit(id) !== null).toBe(sante);
    expect(niveauxDuProduit(id) !== null).toBe(sante);
  });

  it('an unknown poste code is an error', () => {
    expect(estCodePoste('OPTIQUE')).toBe(true);
    expect(estCodePoste('LUNETTES')).toBe(false);
    expect(() => posteParCode('LUNETTES')).toThrow('Code de poste inconnu : LUNETTES');
  });
});
