import fc from 'fast-check';
import { ENTREPRISE } from '../messages/entreprise';
import { cleLuhn } from '../siret';
import {
  bannieresEligibilite,
  cleRechercheRaisonSociale,
  interpreterVerificationSiret,
  messageRaisonEligibilite,
  normaliserRaisonSociale,
  regleRaisonSocialeCaracteres,
  regleSiretChecksum,
  regleSiretEligible,
  regleSiretFormat,
  statutAffichageEligibilite,
  validerCcn,
  validerEffectifsColleges,
  validerEffectifTotal,
  validerFormulaireEntreprise,
  validerRaisonSociale,
  validerSiret,
} from './saisie-entreprise';

describe('spec messages, word for word', () => {
  it.each([
    [ENTREPRISE.siretObligatoire, 'Le champ SIRET est obligatoire'],
    [ENTREPRISE.siretFormat, 'Le champ SIRET doit contenir 14 chiffres'],
    [ENTREPRISE.siretInvalide, 'Le numéro de siret est invalide'],
    [ENTREPRISE.siretInvalideEligibilite, 'Le SIRET est invalide'],
    [
      ENTREPRISE.verificationSiretIndisponible,
      'La vérification du SIRET est indisponible. Il reste cependant possible de continuer le parcours de vente.',
    ],
    [ENTREPRISE.raisonSocialeCaracteres, 'Seul les caractères spéciaux @, &, \', " et . sont acceptés'],
    [
      ENTREPRISE.raisons.RADIEE,
      "L'entreprise du client n'est pas éligible car elle est radiée, en cessation ou a une procédure légale en cours",
    ],
    [ENTREPRISE.raisons.CATEGORIE_JURIDIQUE_INVALIDE, "La catégorie juridique n'est pas éligible"],
    [
      ENTREPRISE.raisons.LOCALITE_INVALIDE,
      "L'entreprise du client n'est pas éligible car elle est en dehors de la zone géographique couverte",
    ],
    [ENTREPRISE.banniereEffectifMinimum, 'Effectif minimum'],
    [ENTREPRISE.banniereVerificationSiretImpossible, 'Vérification SIRET impossible'],
  ])('%s', (message, attendu) => {
    expect(message).toBe(attendu);
  });
});

describe('SIRET rules (01 §5, 03 §5)', () => {
  it.each([
    // [value, obligatoire, expected message]
    ['', true, 'Le champ SIRET est obligatoire'],
    ['   ', true, 'Le champ SIRET est obligatoire'],
    [null, true, 'Le champ SIRET est obligatoire'],
    [undefined, true, 'Le champ SIRET est obligatoire'],
    ['', false, null],
    ['7328293200007', true, 'Le champ SIRET doit contenir 14 chiffres'],
    ['732829320000745', true, 'Le champ SIRET doit contenir 14 chiffres'],
    ['7328293200007A', true, 'Le champ SIRET doit contenir 14 chiffres'],
    ['7328293200007A', false, 'Le champ SIRET doit contenir 14 chiffres'],
    ['73282932000075', true, 'Le numéro de siret est invalide'],
    ['12345678901234', true, 'Le numéro de siret est invalide'],
    ['73282932000074', true, null],
    ['732 829 320 00074', true, null],
    ['35600000049837', true, null], // La Poste
    ['35600000000002', true, 'Le numéro de siret est invalide'],
  ])('validerSiret(%p, obligatoire=%p) → %p', (valeur, obligatoire, attendu) => {
    expect(validerSiret(valeur, obligatoire)).toBe(attendu);
  });

  it('each rule judges only its own concern', () => {
    expect(validerSiret('')).toBe(ENTREPRISE.siretObligatoire);
    expect(validerSiret('', false)).toBeNull();
    expect(regleSiretFormat('')).toBeNull();
    expect(regleSiretFormat('123')).toBe(ENTREPRISE.siretFormat);
    expect(regleSiretChecksum('123')).toBeNull();
    expect(regleSiretChecksum('12345678901234')).toBe(ENTREPRISE.siretInvalide);
  });

  it.each([
    ['INVALIDE', 'Le SIRET est invalide'],
    ['INDETERMINEE', null],
    ['VALIDE', null],
    [null, null],
  ] as const)('remote validity: eligibility %p → %p', (code, attendu) => {
    expect(regleSiretEligible(code)).toBe(attendu);
  });

  it('every generated Luhn SIRET passes, with or without display spaces', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{13}$/), (debut) => {
        const siret = `${debut}${cleLuhn(debut)}`;
        expect(validerSiret(siret)).toBeNull();
        expect(validerSiret(`${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`)).toBeNull();
      }),
    );
  });
});

describe('company name (01 §5)', () => {
  const max = 'A'.repeat(131);
  it.each([
    ['', ENTREPRISE.raisonSocialeObligatoire],
    ['   ', ENTREPRISE.raisonSocialeObligatoire],
    [null, ENTREPRISE.raisonSocialeObligatoire],
    [max, null],
    [`${max}B`, ENTREPRISE.raisonSocialeTropLongue],
    ['Boulangerie Lefèvre', null],
    ['ÉTABLISSEMENTS GÉRARD & FILS', null],
    ["L'Atelier d'Œuvre", null],
    ['Société "Les Amis" (SARL)', null],
    ['Tech@Lyon - Conseil', null],
    ['Dupont\\Martin S.A.', null],
    ['Garage 2000', null],
    ['Ça ira à Noël', null],
    ['Café_Paris', ENTREPRISE.raisonSocialeCaracteres],
    ['Prix 100%', ENTREPRISE.raisonSocialeCaracteres],
    ['A+B', ENTREPRISE.raisonSocialeCaracteres],
    ['Dupont, Martin', ENTREPRISE.raisonSocialeCaracteres],
    ['Société / Filiale', ENTREPRISE.raisonSocialeCaracteres],
    ['Entreprise #1', ENTREPRISE.raisonSocialeCaracteres],
    ['L’Atelier', ENTREPRISE.raisonSocialeCaracteres], // typographic apostrophe is not in the list
    ['Компания', ENTREPRISE.raisonSocialeCaracteres], // letters, but not Latin
    ['Line\nbreak', ENTREPRISE.raisonSocialeCaracteres],
  ])('%p → %p', (valeur, attendu) => {
    expect(validerRaisonSociale(valeur)).toBe(attendu);
  });

  it('a decomposed accent counts as the letter it shows', () => {
    expect(regleRaisonSocialeCaracteres('Cafe\u0301')).toBeNull();
  });

  it('normalises what is stored and what is searched', () => {
    expect(normaliserRaisonSociale('  Boulangerie   Lefèvre ')).toBe('Boulangerie Lefèvre');
    expect(cleRechercheRaisonSociale('ÉTABLISSEMENTS  Gérard')).toBe('etablissements gerard');
  });
});

describe('total headcount (01 §5, §9: integer 1 to 100000)', () => {
  it.each([
    [null, ENTREPRISE.effectifObligatoire],
    [undefined, ENTREPRISE.effectifObligatoire],
    ['', ENTREPRISE.effectifObligatoire],
    [0, ENTREPRISE.effectifBornes],
    [-3, ENTREPRISE.effectifBornes],
    [1, null],
    [100000, null],
    [100001, ENTREPRISE.effectifBornes],
    [12.5, ENTREPRISE.effectifEntier],
    ['12', null],
    ['12.5', ENTREPRISE.effectifEntier],
    ['douze', ENTREPRISE.effectifEntier],
    [Number.NaN, ENTREPRISE.effectifEntier],
  ])('%p → %p', (valeur, attendu) => {
    expect(validerEffectifTotal(valeur)).toBe(attendu);
  });

  it('every integer in range passes, every integer outside fails', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (n) => {
        expect(validerEffectifTotal(n) === null).toBe(n >= 1 && n <= 100000);
      }),
    );
  });
});

describe('college headcounts of the client', () => {
  it.each([
    [10, null, null, null],
    [10, 4, 6, null],
    [10, 10, 0, null],
    [10, 4, null, null],
    [10, 11, null, ENTREPRISE.effectifCollegeBornes],
    [10, -1, null, ENTREPRISE.effectifCollegeBornes],
    [10, 2.5, null, ENTREPRISE.effectifCollegeBornes],
    [10, 6, 6, ENTREPRISE.effectifsCollegesSomme],
  ])('total %p, cadres %p, non-cadres %p → %p', (total, cadre, nonCadre, attendu) => {
    expect(validerEffectifsColleges(total, cadre, nonCadre)).toBe(attendu);
  });
});

describe('agreement (01 §5)', () => {
  it.each([
    [null, ENTREPRISE.ccnObligatoire],
    [undefined, ENTREPRISE.ccnObligatoire],
    ['', ENTREPRISE.ccnObligatoire],
    [1486, null],
    [9999, null],
  ])('validerCcn(%p) → %p', (valeur, attendu) => {
    expect(validerCcn(valeur)).toBe(attendu);
  });
});

describe('the whole form', () => {
  const ok = { siretConnu: true, siret: '73282932000074', raisonSociale: 'Boulangerie Lefèvre', effectifTotal: 12, idCcn: 843 };

  it('valid form', () => {
    expect(validerFormulaireEntreprise(ok)).toEqual({});
  });

  it('SIRET judged only when known', () => {
    expect(validerFormulaireEntreprise({ ...ok, siret: '' })).toEqual({ siret: ENTREPRISE.siretObligatoire });
    expect(validerFormulaireEntreprise({ ...ok, siretConnu: false, siret: '123' })).toEqual({});
  });

  it('reports every field', () => {
    expect(validerFormulaireEntreprise({ siretConnu: true })).toEqual({
      siret: ENTREPRISE.siretObligatoire,
      raisonSociale: ENTREPRISE.raisonSocialeObligatoire,
      effectifTotal: ENTREPRISE.effectifObligatoire,
      idCcn: ENTREPRISE.ccnObligatoire,
    });
  });
});

describe('eligibility display (01 §2)', () => {
  it.each([
    ['VALIDE', 'success'],
    ['INDETERMINEE', 'warning'],
    ['INVALIDE', 'danger'],
  ])('%s → %s', (code, statut) => {
    expect(statutAffichageEligibilite(code)).toBe(statut);
  });

  it('an unknown code is an error', () => {
    expect(() => statutAffichageEligibilite('PEUT_ETRE')).toThrow();
  });

  it.each([
    ['RADIEE', ENTREPRISE.raisons.RADIEE],
    ['PROCEDURE_EN_COURS', ENTREPRISE.raisons.RADIEE],
    ['CATEGORIE_JURIDIQUE_INVALIDE', "La catégorie juridique n'est pas éligible"],
    ['LOCALITE_INVALIDE', ENTREPRISE.raisons.LOCALITE_INVALIDE],
    ['TRANCHE_EFFECTIF_ZERO', null],
    ['NON_TROUVE', null],
    [null, null],
  ] as const)('reason %p → %p', (raison, attendu) => {
    expect(messageRaisonEligibilite(raison)).toBe(attendu);
  });

  it('an unknown reason is an error', () => {
    expect(() => messageRaisonEligibilite('AUTRE' as never)).toThrow();
  });

  it.each([
    [{ code: 'VALIDE', raison: null }, []],
    [{ code: 'INDETERMINEE', raison: 'TRANCHE_EFFECTIF_ZERO' }, ['Effectif minimum']],
    [{ code: 'INDETERMINEE', raison: null }, ['Effectif minimum']],
    [{ code: 'INDETERMINEE', raison: 'NON_TROUVE' }, ['Vérification SIRET impossible']],
    [{ code: 'INVALIDE', raison: 'RADIEE' }, []],
    [{ code: 'INVALIDE', raison: 'LOCALITE_INVALIDE' }, []],
    [null, []],
  ] as const)('banners of %p → %p', (eligibilite, titres) => {
    expect(bannieresEligibilite(eligibilite).map((b) => b.titre)).toEqual(titres);
  });
});

describe('reading the check answer (01 §7)', () => {
  const corps = { eligibilite: { code: 'VALIDE', raison: null }, informations_entreprise: { raison_sociale: 'Boulangerie Lefèvre' } };

  it('200 gives the eligibility and the name', () => {
    expect(interpreterVerificationSiret(200, corps)).toEqual({
      etat: 'verifie',
      eligibilite: { code: 'VALIDE', raison: null },
      raisonSociale: 'Boulangerie Lefèvre',
    });
  });

  it('400 is treated as INVALIDE', () => {
    expect(interpreterVerificationSiret(400, { message: ENTREPRISE.siretInvalide })).toEqual({
      etat: 'verifie',
      eligibilite: { code: 'INVALIDE', raison: null },
      raisonSociale: null,
    });
  });

  it.each([503, 500, 0, 404])('%p leaves the journey open with the warning', (status) => {
    expect(interpreterVerificationSiret(status, {})).toEqual({ etat: 'indisponible', avertissement: ENTREPRISE.verificationSiretIndisponible });
  });

  it('a 200 with an unknown code is not trusted', () => {
    expect(interpreterVerificationSiret(200, { eligibilite: { code: 'OK' } }).etat).toBe('indisponible');
  });
});
