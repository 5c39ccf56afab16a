import { PROJETS } from '../messages/projets';
import { etatBoutonsProjets, indicateursLigne, type ProjetSelectionne } from './boutons';
import type { EtatProjet, StatutProjet } from './projet.types';
import { actionSouscription, mouvementsDeStatut, statutApresEtude, statutApresSouscription, verifierSouscription } from './souscription';

const TODAY = '2026-11-21';
const FUTURE = '2026-12-01';
const PAST = '2026-10-01';

const p = (statut: StatutProjet, etat: EtatProjet, dateEffet: string | null = FUTURE, extra: Partial<ProjetSelectionne> = {}): ProjetSelectionne => ({
  statut,
  etat,
  dateEffet,
  effectifCollege: 1,
  ...extra,
});

const VERROU_NOUVEAU = `${PROJETS.garantiesNonModifiables} ${PROJETS.souscriptionResteAccessible}`;

describe('etatBoutonsProjets (spec 01 §6)', () => {
  describe('by selection size', () => {
    const one = p('NOUVEAU', null);
    it.each([
      // [n, modifier, dupliquer, supprimer, etude, souscription] as [actif, infobulle]
      [0, [false, PROJETS.selectionnerUnProjet], [false, PROJETS.selectionnerUnProjet], [false, PROJETS.selectionnerUnProjet], [false, PROJETS.selectionnerUnProjet], [false, PROJETS.selectionnerUnProjet]],
      [1, [true, null], [true, null], [true, null], [true, null], [true, null]],
      [2, [false, PROJETS.selectionnerUnSeulProjet], [false, PROJETS.selectionnerUnSeulProjet], [true, null], [true, null], [false, PROJETS.selectionnerUnSeulProjet]],
      [3, [false, PROJETS.selectionnerUnSeulProjet], [false, PROJETS.selectionnerUnSeulProjet], [true, null], [false, 'Veuillez sélectionner 2 projets maximum'], [false, PROJETS.selectionnerUnSeulProjet]],
    ] as const)('%i selected', (n, modifier, dupliquer, supprimer, etude, souscription) => {
      const b = etatBoutonsProjets(Array.from({ length: n }, () => one), TODAY);
      expect([b.modifier.actif, b.modifier.infobulle]).toEqual(modifier);
      expect([b.dupliquer.actif, b.dupliquer.infobulle]).toEqual(dupliquer);
      expect([b.supprimer.actif, b.supprimer.infobulle]).toEqual(supprimer);
      expect([b.etudePersonnalisee.actif, b.etudePersonnalisee.infobulle]).toEqual(etude);
      expect([b.souscription.actif, b.souscription.infobulle]).toEqual(souscription);
    });
  });

  describe('one projet: etat × statut × date', () => {
    it.each([
      // [statut, etat, date, modifier [actif, infobulle], souscription [actif, infobulle]]
      ['NOUVEAU', null, FUTURE, [true, null], [true, null]],
      ['NOUVEAU', null, PAST, [true, null], [false, PROJETS.dateEffetExpiree]],
      ['NOUVEAU', 'FIGE', FUTURE, [false, VERROU_NOUVEAU], [true, null]],
      ['NOUVEAU', 'FIGE', PAST, [false, VERROU_NOUVEAU], [false, PROJETS.dateEffetExpireeEtVerrouille]],
      ['NOUVEAU', 'TARIFS_FIGES', PAST, [false, VERROU_NOUVEAU], [false, PROJETS.dateEffetExpireeEtVerrouille]],
      ['NOUVEAU', null, null, [true, null], [false, PROJETS.dateEffetExpiree]],
      ['ETUDE_PERSONNALISEE_EDITEE', null, PAST, [true, null], [true, null]],
      ['ETUDE_PERSONNALISEE_EDITEE', 'FIGE', FUTURE, [false, PROJETS.garantiesNonModifiables], [true, null]],
      ['EN_SOUSCRIPTION', 'TARIFS_FIGES', FUTURE, [false, PROJETS.garantiesNonModifiables], [true, null]],
      ['EN_SOUSCRIPTION', 'TARIFS_FIGES', PAST, [false, PROJETS.garantiesNonModifiables], [true, null]],
      ['ACCEPTE', 'TARIFS_FIGES', PAST, [false, PROJETS.garantiesNonModifiables], [true, null]],
    ] as const)('%s / %s / %s', (statut, etat, date, modifier, souscription) => {
      const b = etatBoutonsProjets([p(statut, etat, date)], TODAY);
      expect([b.modifier.actif, b.modifier.infobulle]).toEqual(modifier);
      expect([b.souscription.actif, b.souscription.infobulle]).toEqual(souscription);
      // Duplicate, delete and study only look at the selection size.
      expect(b.dupliquer).toEqual({ actif: true, infobulle: null });
      expect(b.supprimer).toEqual({ actif: true, infobulle: null });
      expect(b.etudePersonnalisee).toEqual({ actif: true, infobulle: null });
    });

    it('a projet being processed cannot be modified', () => {
      const b = etatBoutonsProjets([p('NOUVEAU', null, FUTURE, { enCours: true })], TODAY);
      expect(b.modifier).toEqual({ actif: false, infobulle: null });
      expect(b.souscription.actif).toBe(true);
    });

    it('a month-start date of the current month is not expired for a college of 2 or more', () => {
      const b = etatBoutonsProjets([p('NOUVEAU', null, '2026-11-01', { effectifCollege: 2 })], TODAY);
      expect(b.souscription.actif).toBe(true);
      const single = etatBoutonsProjets([p('NOUVEAU', null, '2026-11-01', { effectifCollege: 1 })], TODAY);
      expect(single.souscription.infobulle).toBe(PROJETS.dateEffetExpiree);
    });
  });
});

describe('indicateursLigne', () => {
  it.each([
    ['NOUVEAU', null, PAST, { dateEffetExpiree: true, verrouille: false }],
    ['NOUVEAU', 'FIGE', FUTURE, { dateEffetExpiree: false, verrouille: true }],
    ['EN_SOUSCRIPTION', 'TARIFS_FIGES', PAST, { dateEffetExpiree: false, verrouille: true }],
  ] as const)('%s / %s / %s', (statut, etat, date, expected) => {
    expect(indicateursLigne(p(statut, etat, date), TODAY)).toEqual(expected);
  });
});

describe('subscribe action (§4)', () => {
  it.each([
    ['NOUVEAU', null, 'ETUDE_PUIS_SOUSCRIPTION'],
    ['NOUVEAU', 'FIGE', 'SOUSCRIPTION_DIRECTE'],
    ['NOUVEAU', 'TARIFS_FIGES', 'SOUSCRIPTION_DIRECTE'],
    ['ETUDE_PERSONNALISEE_EDITEE', null, 'SOUSCRIPTION_DIRECTE'],
    ['EN_SOUSCRIPTION', 'TARIFS_FIGES', 'SOUSCRIPTION_DIRECTE'],
  ] as const)('%s / %s → %s', (statut, etat, action) => expect(actionSouscription({ statut, etat })).toBe(action));

  it.each([
    ['NOUVEAU', null, FUTURE, 'ETUDE_NON_REMISE'],
    ['NOUVEAU', null, PAST, 'DATE_EFFET_EXPIREE'],
    ['NOUVEAU', 'FIGE', PAST, 'DATE_EFFET_EXPIREE'],
    ['NOUVEAU', 'FIGE', FUTURE, null],
    ['ETUDE_PERSONNALISEE_EDITEE', null, FUTURE, null],
    ['EN_SOUSCRIPTION', 'TARIFS_FIGES', PAST, null],
  ] as const)('server check %s / %s / %s → %s', (statut, etat, dateEffet, code) => {
    const refus = verifierSouscription({ statut, etat, dateEffet, effectifCollege: 1 }, TODAY);
    expect(refus?.code ?? null).toBe(code);
  });

  it('the refusal carries the spec text', () => {
    expect(verifierSouscription({ statut: 'NOUVEAU', etat: 'FIGE', dateEffet: PAST, effectifCollege: 1 }, TODAY)?.message).toBe(
      "Le projet ne peut pas être souscrit car la date d'effet a expiré et le projet est non modifiable. Veuillez créer un autre projet.",
    );
  });

  it.each([
    ['NOUVEAU', 'ETUDE_PERSONNALISEE_EDITEE', 'EN_SOUSCRIPTION'],
    ['ETUDE_PERSONNALISEE_EDITEE', 'ETUDE_PERSONNALISEE_EDITEE', 'EN_SOUSCRIPTION'],
    ['EN_SOUSCRIPTION', 'EN_SOUSCRIPTION', 'EN_SOUSCRIPTION'],
    ['SIGNATURE_EN_ATTENTE', 'SIGNATURE_EN_ATTENTE', 'SIGNATURE_EN_ATTENTE'],
    ['ACCEPTE', 'ACCEPTE', 'ACCEPTE'],
  ] as const)('transitions from %s: study → %s, subscription → %s', (from, etude, souscription) => {
    expect(statutApresEtude(from)).toBe(etude);
    expect(statutApresSouscription(from)).toBe(souscription);
  });
});

describe('mouvementsDeStatut', () => {
  it('lists only the statuts a transition changes, with where they go', () => {
    expect(mouvementsDeStatut(statutApresEtude)).toEqual([['NOUVEAU', 'ETUDE_PERSONNALISEE_EDITEE']]);
    expect(mouvementsDeStatut(statutApresSouscription).map(([de]) => de)).toEqual(['NOUVEAU', 'ETUDE_PERSONNALISEE_EDITEE', 'DEMANDE_ADHESION_EDITEE']);
    for (const [, vers] of mouvementsDeStatut(statutApresSouscription)) expect(vers).toBe('EN_SOUSCRIPTION');
    expect(mouvementsDeStatut((s) => s)).toEqual([]);
  });
});
