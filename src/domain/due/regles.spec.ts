import fc from 'fast-check';
import { DUE } from '../messages/due';
import {
  affiliationBloquee,
  appelDeCotisationDemande,
  changerAutresCasDeDispenses,
  changerStructure,
  choixAyantsDroit,
  dateMinEntreeVigueur,
  dispensesDisponibles,
  erreurDateEntreeVigueur,
  etapePrecedente,
  etapeSuivante,
  nettoyerDispenses,
  parcours,
  partValide,
  raisonBlocage,
  structuresProposees,
  tunnelComplet,
} from './regles';
import { APPELS_COTISATION, AFFILIATIONS_AYANTS_DROIT, etatTunnelInitial, type CodeDispense, type EtatTunnelDue, type StructureTarifaireDue } from './types';

const STRUCTURES: StructureTarifaireDue[] = ['UNIQUE', 'ISOLE_FAMILLE', 'PERSONNES', 'SALARIE_CONJOINT_ENFANT', 'SALARIE_ENFANT'];
const projet = { dateEffet: '2027-01-01' };

/** A tunnel answered through etape10 (a new scheme), to vary one answer at a time. */
function complet(modif: (e: EtatTunnelDue) => EtatTunnelDue = (e) => e): EtatTunnelDue {
  const e = etatTunnelInitial();
  return modif({
    ...e,
    etape1: { structureTarifaire: 'ISOLE_FAMILLE', appelDeCotisation: null, adresse: { voie: '12 rue de la Paix', codePostal: '35000', ville: 'Rennes' } },
    etape2: { etatRegime: 'NOUVEAU' },
    etape4: { plusieursEtablissements: 'NON' },
    etape5: { college: 'EP', libelle: "l'ensemble du personnel salarié de l'entreprise" },
    etape6: { affiliationAyantsDroit: 'FACULTATIF' },
    etape7: { partCotisation: 60 },
    etape9: { dateEntreeVigueur: '2027-01-01' },
    etape10: { confirmation: true },
  });
}

describe('branching (03 §2, §4): every etape2 / etape3 combination', () => {
  it.each([
    ['NOUVEAU', null, 4, [1, 2, 4, 5, 6, 7, 8, 9, 10], null],
    ['MODIFICATION', 'DUE', 3, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], null],
    ['MODIFICATION', 'ACCORD_COLLECTIF', 3, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], DUE.accordCollectifBloquant],
    ['MODIFICATION', null, 3, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], DUE.etapeNonRenseignee],
  ] as const)('etape2 %s, etape3 %s → next %s, path %j, etape3 blocked by %p', (etatRegime, misEnPlace, suivante, chemin, blocage3) => {
    const e = complet((x) => ({ ...x, etape2: { etatRegime }, etape3: { regimeSanteMisEnPlacePar: misEnPlace } }));
    expect(etapeSuivante(2, e)).toBe(suivante);
    expect(parcours(e)).toEqual(chemin);
    expect(etapePrecedente(4, e)).toBe(etatRegime === 'NOUVEAU' ? 2 : 3);
    if (etatRegime === 'MODIFICATION') expect(raisonBlocage(3, e, projet)).toBe(blocage3);
    expect(tunnelComplet(e, projet)).toBe(blocage3 === null);
  });

  it('no answer at etape2: Next disabled', () => {
    expect(raisonBlocage(2, etatTunnelInitial(), projet)).toBe(DUE.etapeNonRenseignee);
  });

  it('the kit goes back to etape10, etape1 has no previous step, etape10 leads to the kit', () => {
    expect(etapePrecedente('kit', complet())).toBe(10);
    expect(etapePrecedente(1, complet())).toBeNull();
    expect(etapeSuivante(10, complet())).toBe('kit');
  });
});

describe('etape6 (03 §4): every structure × call mode × choice', () => {
  const cas = STRUCTURES.flatMap((structure) =>
    [null, ...APPELS_COTISATION].flatMap((appel) => AFFILIATIONS_AYANTS_DROIT.map((affiliation) => [structure, appel, affiliation] as const)),
  );
  it.each(cas)('%s, call %s, %s', (structure, appel, affiliation) => {
    const e = complet((x) => ({
      ...x,
      etape1: { ...x.etape1, structureTarifaire: structure, appelDeCotisation: appelDeCotisationDemande(structure) ? (appel ?? 'GROUPE') : null },
      etape6: { affiliationAyantsDroit: affiliation },
    }));
    const offert = choixAyantsDroit(structure).choix.includes(affiliation);
    const bloque = affiliation === 'OBLIGATOIRE' && appel === 'MIXTE' && (structure === 'SALARIE_CONJOINT_ENFANT' || structure === 'SALARIE_ENFANT');
    expect(affiliationBloquee(e.etape1.structureTarifaire, e.etape1.appelDeCotisation, affiliation)).toBe(bloque);
    expect(raisonBlocage(6, e, projet)).toBe(!offert ? DUE.etapeNonRenseignee : bloque ? DUE.affiliationObligatoireMixte : null);
  });

  it('unique: compulsory only; employee-child: about the spouse; others: both for dependants', () => {
    expect(choixAyantsDroit('UNIQUE')).toEqual({ portee: 'ayants-droit', choix: ['OBLIGATOIRE'] });
    expect(choixAyantsDroit('SALARIE_ENFANT').portee).toBe('conjoint');
    for (const s of ['ISOLE_FAMILLE', 'PERSONNES', 'SALARIE_CONJOINT_ENFANT'] as const) expect(choixAyantsDroit(s).choix).toEqual(['FACULTATIF', 'OBLIGATOIRE']);
  });
});

describe('etape8 (03 §4): every etape2 × share × switch × selection', () => {
  const cas = (['NOUVEAU', 'MODIFICATION'] as const).flatMap((regime) =>
    [50, 99, 100].flatMap((part) =>
      [false, true].flatMap((actif) =>
        ([[], ['SALARIE_CDD'], ['SALARIE_REGIME_FINANCEMENT_PATRONAL'], ['SALARIE_TEMPS_PARTIEL', 'SALARIE_REGIME_FINANCEMENT_PATRONAL']] as CodeDispense[][]).map((choix) => [regime, part, actif, choix] as const),
      ),
    ),
  );
  it.each(cas)('%s, share %i, switch %s, %j', (regime, part, actif, choix) => {
    const e = complet((x) => ({ ...x, etape2: { etatRegime: regime }, etape3: { regimeSanteMisEnPlacePar: 'DUE' }, etape7: { partCotisation: part }, etape8: { autresCasDeDispenses: actif, dispenseAffiliation: [...choix] } }));
    const patronal = regime === 'NOUVEAU' && part === 100;
    expect(dispensesDisponibles(e).includes('SALARIE_REGIME_FINANCEMENT_PATRONAL')).toBe(patronal);
    const gardees = choix.filter((c) => c !== 'SALARIE_REGIME_FINANCEMENT_PATRONAL' || patronal);
    expect(nettoyerDispenses(e).etape8.dispenseAffiliation).toEqual(gardees);
    expect(raisonBlocage(8, e, projet)).toBe(!actif || gardees.length > 0 ? null : DUE.dispenseRequise);
  });

  it('switching off empties the list', () => {
    const e = complet((x) => ({ ...x, etape8: { autresCasDeDispenses: true, dispenseAffiliation: ['SALARIE_CDD'] } }));
    expect(changerAutresCasDeDispenses(e, false).etape8).toEqual({ autresCasDeDispenses: false, dispenseAffiliation: [] });
    expect(changerAutresCasDeDispenses(e, true).etape8.dispenseAffiliation).toEqual(['SALARIE_CDD']);
  });
});

describe('etape1 (03 §2, §4)', () => {
  it('asks the call mode only for the two per-insured structures', () => {
    expect(STRUCTURES.filter(appelDeCotisationDemande)).toEqual(['SALARIE_CONJOINT_ENFANT', 'SALARIE_ENFANT']);
  });

  it('changing the structure resets the call mode; the same one keeps it', () => {
    const e = complet((x) => ({ ...x, etape1: { ...x.etape1, structureTarifaire: 'SALARIE_ENFANT', appelDeCotisation: 'MIXTE' } }));
    expect(changerStructure(e, 'SALARIE_ENFANT').etape1.appelDeCotisation).toBe('MIXTE');
    expect(changerStructure(e, 'SALARIE_CONJOINT_ENFANT').etape1).toMatchObject({ structureTarifaire: 'SALARIE_CONJOINT_ENFANT', appelDeCotisation: null });
  });

  it.each([
    ['', '35000', 'Rennes'],
    ['12 rue', '3500', 'Rennes'],
    ['12 rue', '35000', ' '],
    ['12 rue', '3500a', 'Rennes'],
  ])('street %p, postcode %p, town %p: Next disabled', (voie, codePostal, ville) => {
    const e = complet((x) => ({ ...x, etape1: { ...x.etape1, adresse: { voie, codePostal, ville } } }));
    expect(raisonBlocage(1, e, projet)).toBe(DUE.etapeNonRenseignee);
  });

  it('offers the structures the projet priced (every structure of the group above 0)', () => {
    const tarifs = [
      { structure: 'UNIQUE', taux: 1.5, montant: 60 },
      { structure: 'ISOLE', taux: 1.2, montant: 48 },
      { structure: 'FAMILLE', taux: 0, montant: 0 },
    ];
    expect(structuresProposees({ tarifs })).toEqual(['UNIQUE']);
  });
});

describe('etape7 and etape9 (03 §5)', () => {
  it.each([
    [null, false],
    [49, false],
    [50, true],
    [75, true],
    [100, true],
    [101, false],
    [60.5, false],
  ])('share %p valid: %p', (part, valide) => expect(partValide(part)).toBe(valide));

  it.each([
    ['2027-01-01', '2026-10-01'],
    ['2027-03-15', '2026-12-01'],
    ['2027-02-01', '2026-11-01'],
    ['2026-12-01', '2026-09-01'],
  ])('effective %s: the entry into force may not be before %s', (dateEffet, min) => {
    expect(dateMinEntreeVigueur(dateEffet)).toBe(min);
  });

  it("says 'La date d'entrée en vigueur doit être au plus tôt le …' below the bound, in the help's words (issue 27 item 7)", () => {
    expect(erreurDateEntreeVigueur('2026-09-30', '2027-01-01')).toBe("La date d'entrée en vigueur doit être au plus tôt le 01/10/2026.");
    expect(erreurDateEntreeVigueur('2026-10-01', '2027-01-01')).toBeNull();
    expect(DUE.dateAide('01/10/2026')).toBe('Au plus tôt le 01/10/2026.');
    expect(erreurDateEntreeVigueur('2026-10-01', '2027-01-01')).toBeNull();
    expect(erreurDateEntreeVigueur(null, '2027-01-01')).toBe(DUE.etapeNonRenseignee);
  });

  it('the bound is the first of a month, three months before, for any effective date (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (a, m, j) => {
        const dateEffet = `${a}-${String(m).padStart(2, '0')}-${String(j).padStart(2, '0')}`;
        const [ba, bm, bj] = dateMinEntreeVigueur(dateEffet).split('-').map(Number);
        expect(bj).toBe(1);
        expect(a * 12 + m - (ba * 12 + bm)).toBe(3);
      }),
    );
  });
});

describe('etape10', () => {
  it('Next needs the confirmation ticked', () => {
    expect(raisonBlocage(10, complet((x) => ({ ...x, etape10: { confirmation: false } })), projet)).toBe(DUE.confirmationRequise);
    expect(raisonBlocage(10, complet(), projet)).toBeNull();
  });
});
