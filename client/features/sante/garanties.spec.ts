import fc from 'fast-check';
import { SANTE } from '../../../src/domain/messages';
import { POSTES } from '../../../src/domain/pricing/sante/catalogue';
import { minimaSante } from '../../../src/domain/pricing/sante/minima';
import { CODES_POSTES, type CodePoste } from '../../../src/domain/pricing/sante/types';
import { ecartNiveaux, niveauMinimumCcn, type SelectionNiveaux } from '../../../src/domain/pricing/sante/regles';
import { choisirEntete, deplacerNiveau, erreurGaranties, erreurNiveaux, minimumAffiche, selectionInitiale } from './garanties';

const SANS_MINIMA = minimaSante(9999, 'CADRE');
const BET_CADRES = minimaSante(1486, 'CADRE');
const partout = (n: number): SelectionNiveaux => Object.fromEntries(CODES_POSTES.map((c) => [c, n]));
const ECART = SANTE.ecartMaximal(6);

describe('selectionInitiale (01 §4 defaults)', () => {
  it('level 5 everywhere without agreement minima', () => expect(selectionInitiale(null, SANS_MINIMA)).toEqual(partout(5)));
  it('the first selectable level where a minimum applies', () => {
    const s = selectionInitiale(null, BET_CADRES);
    for (const c of CODES_POSTES) expect(s[c]).toBeGreaterThanOrEqual(niveauMinimumCcn(BET_CADRES, c));
    expect(Object.values(s).some((n) => n !== 5)).toBe(true);
  });
  it('the projet’s own levels when it has some', () => expect(selectionInitiale({ OPTIQUE: 2 }, BET_CADRES)).toEqual({ OPTIQUE: 2 }));
});

describe('deplacerNiveau (01 §5 slider bounds)', () => {
  it('moves within the 6-level window', () => {
    expect(deplacerNiveau('OPTIQUE', 11, partout(5), SANS_MINIMA)).toEqual({ selection: { ...partout(5), OPTIQUE: 11 }, message: null });
  });

  it('stops at the window and says why', () => {
    const s = { ...partout(5), MATERNITE: 1 };
    expect(deplacerNiveau('OPTIQUE', 9, s, SANS_MINIMA)).toEqual({ selection: { ...s, OPTIQUE: 7 }, message: ECART });
    expect(deplacerNiveau('MATERNITE', 0, { ...partout(5), OPTIQUE: 11 }, SANS_MINIMA).selection.MATERNITE).toBe(5);
  });

  it('never goes under the agreement minimum, and the spread is then free', () => {
    const s = selectionInitiale(null, BET_CADRES);
    const poste = CODES_POSTES.find((c) => niveauMinimumCcn(BET_CADRES, c) > 0)!;
    expect(deplacerNiveau(poste, 0, s, BET_CADRES)).toEqual({ selection: { ...s, [poste]: niveauMinimumCcn(BET_CADRES, poste) }, message: null });
    expect(deplacerNiveau('MATERNITE', 11, { ...s, HOSPITALISATION_SEJOUR: niveauMinimumCcn(BET_CADRES, 'HOSPITALISATION_SEJOUR') }, BET_CADRES).message).toBeNull();
  });

  it('property: any sequence of moves keeps every level in 0..11 and the spread at most 6', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...CODES_POSTES), fc.integer({ min: 0, max: 11 })), { maxLength: 40 }), (moves) => {
        let s = partout(5);
        for (const [poste, n] of moves) s = deplacerNiveau(poste as CodePoste, n, s, SANS_MINIMA).selection;
        return ecartNiveaux(s) <= 6 && Object.values(s).every((n) => n! >= 0 && n! <= 11) && erreurNiveaux(s, SANS_MINIMA) === null;
      }),
    );
  });

  it('property: with agreement minima a move never lands under the minimum', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...CODES_POSTES), fc.integer({ min: 0, max: 11 })), { maxLength: 30 }), (moves) => {
        let s = selectionInitiale(null, BET_CADRES);
        for (const [poste, n] of moves) s = deplacerNiveau(poste as CodePoste, n, s, BET_CADRES).selection;
        return CODES_POSTES.every((c) => s[c]! >= niveauMinimumCcn(BET_CADRES, c)) && erreurNiveaux(s, BET_CADRES) === null;
      }),
    );
  });
});

describe('choisirEntete (01 §4 level headers)', () => {
  it('sets every poste where the level is selectable', () => {
    const s = selectionInitiale(null, BET_CADRES);
    const apres = choisirEntete(0, s, BET_CADRES, false);
    for (const c of CODES_POSTES) expect(apres[c]).toBe(niveauMinimumCcn(BET_CADRES, c) > 0 ? s[c] : 0);
    expect(choisirEntete(9, s, BET_CADRES, false)).toEqual(partout(9));
  });
  it('changes nothing on a read-only projet', () => expect(choisirEntete(9, partout(5), SANS_MINIMA, true)).toEqual(partout(5)));
});

describe('minimumAffiche', () => {
  it('marks the agreement minimum with its level’s label', () => {
    const poste = POSTES.find((p) => niveauMinimumCcn(BET_CADRES, p.code) > 0)!;
    const m = minimumAffiche(poste, BET_CADRES);
    expect(m).toEqual({ niveau: niveauMinimumCcn(BET_CADRES, poste.code), applique: true, libelle: poste.niveaux[m.niveau].libelle });
  });
  it('has no mark without a minimum', () => expect(minimumAffiche(POSTES[0], SANS_MINIMA)).toEqual({ niveau: 0, applique: false, libelle: null }));
});

describe('erreurGaranties (Enregistrer disabled while invalid)', () => {
  it.each([
    ['valid', partout(5), { type: 'CLIN', taux: 5 }, null],
    ['spread', { ...partout(5), OPTIQUE: 11, MATERNITE: 0 }, { type: 'CLIN', taux: 5 }, ECART],
    ['no level', {}, { type: 'CLIN', taux: 5 }, SANTE.auMoinsUnNiveau],
    ['linear rate over 15', partout(5), { type: 'CLIN', taux: 16 }, SANTE.tauxCommissionnement],
    ['another college’s type', partout(5), { type: 'NCLIN', taux: 5 }, SANTE.typeCommissionnementInconnu('NCLIN')],
  ])('%s', (_cas, s, c, attendu) => expect(erreurGaranties(s as SelectionNiveaux, SANS_MINIMA, c, 'CADRE')).toBe(attendu));

  it('a level under the agreement minimum (read-only projet priced with older minima)', () => {
    const poste = CODES_POSTES.find((c) => niveauMinimumCcn(BET_CADRES, c) > 0)!;
    expect(erreurNiveaux({ ...selectionInitiale(null, BET_CADRES), [poste]: 0 }, BET_CADRES)).toBe(SANTE.niveauSousMinimumCcn(poste, 0, niveauMinimumCcn(BET_CADRES, poste)));
  });
});

