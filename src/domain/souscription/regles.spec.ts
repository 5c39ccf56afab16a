import { INDICES_REPETITION, estIndiceRepetition } from './adresse';
import { estEmail, estTelephoneMobile, estTelephoneValide } from './contacts';
import { libelleModeCotisation, modesCotisationDisponibles, payeurDemande } from './cotisation';
import { decisionEtudeMedicale, drapeauxParticipantRequis, etudeMedicaleParDefaut, questionsEtudeMedicale } from './etude-medicale';
import { nombreDiaRequis } from './pieces';
import { champsFiges, estSouscriptionLectureSeule, etatEtapeTunnel } from './etat';
import { compteurInformations, compteurParticipants, compteurPieces, dossierComplet, pourcentage, premiereEtapeIncomplete, type Compteur } from './progression';
import type { EtudeMedicale, ParticipantSaisi } from './types';

const TODAY = '2026-11-21';

describe('pourcentage (completed / total × 100 rounded, 100 when total is 0)', () => {
  it.each([
    [0, 0, 100],
    [0, 5, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [5, 5, 100],
    [7, 5, 100],
  ])('%i / %i → %i', (nbCompleted, nbTotal, attendu) => expect(pourcentage({ nbCompleted, nbTotal })).toBe(attendu));
});

const c = (nbCompleted: number, nbTotal: number, erreurs: string[] = []): Compteur => ({ nbCompleted, nbTotal, erreurs });

describe('dossier complet and the first incomplete step', () => {
  it.each([
    [c(3, 3), c(2, 2), c(1, 1), true, null],
    [c(2, 3), c(2, 2), c(1, 1), false, 'informations-complementaires'],
    [c(3, 3), c(1, 2), c(0, 1), false, 'participants'],
    [c(3, 3), c(2, 2, ['x']), c(1, 1), false, 'participants'],
    [c(3, 3), c(2, 2), c(0, 1), false, 'pieces-justificatives'],
    [c(3, 3), c(0, 0), c(0, 0), true, null],
  ])('%#', (informationsComplementaires, participants, piecesJustificatives, complet, etape) => {
    const p = { informationsComplementaires, participants, piecesJustificatives };
    expect(dossierComplet(p)).toBe(complet);
    expect(premiereEtapeIncomplete(p)).toBe(etape);
  });
});

describe('repeat index list (02 §2)', () => {
  it('is A, B (Bis), C to M, O to S, T (Ter), U, V, X, Y, Z', () => {
    expect(INDICES_REPETITION.map((i) => i.libelle)).toEqual([
      'A', 'B (Bis)', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'O', 'P', 'Q', 'R', 'S', 'T (Ter)', 'U', 'V', 'X', 'Y', 'Z',
    ]);
  });
  it.each([
    ['A', true],
    ['B', true],
    ['T', true],
    ['N', false],
    ['W', false],
    ['Bis', false],
    ['', false],
    [null, false],
  ])('%p → %p', (code, attendu) => expect(estIndiceRepetition(code)).toBe(attendu));
});

describe('phone and e-mail of the Interlocuteur', () => {
  it.each([
    ['0299001122', true, false],
    ['02 99 00 11 22', true, false],
    ['06.12.34.56.78', true, true],
    ['+33 7 12 34 56 78', true, true],
    ['0033612345678', true, true],
    ['0899001122', false, false],
    ['029900112', false, false],
    ['', false, false],
  ])('%p: valid %p, mobile %p', (tel, valide, mobile) => {
    expect(estTelephoneValide(tel)).toBe(valide);
    expect(estTelephoneMobile(tel)).toBe(mobile);
  });
  it.each([
    ['a@b.fr', true],
    ['claire.martin@example.co.uk', true],
    ['a@b', false],
    ['a b@c.fr', false],
    ['@c.fr', false],
  ])('%p → %p', (e, attendu) => expect(estEmail(e)).toBe(attendu));
});

const tarifs = (structures: string[], taux = 3) => structures.map((structure) => ({ structure, taux }));
const TOUTES = ['UNIQUE', 'ISOLE', 'FAMILLE', 'P1', 'P2', 'P3', 'SALARIE_SEUL', 'CONJOINT_SEUL', 'ENFANT', 'SALARIE_ENFANT', 'CONJOINT_SALARIE_ENFANT'];

describe('contribution modes from the tariff structures and the college headcount', () => {
  it.each([
    [TOUTES, 12, ['UNIQUE', 'ISOLE_FAMILLE', 'PERSONNES', 'SALARIE_CONJOINT_ENFANT', 'SALARIE_ENFANT']],
    [TOUTES, 2, ['UNIQUE', 'ISOLE_FAMILLE', 'SALARIE_ENFANT']],
    [TOUTES, 1, ['UNIQUE']],
    [['UNIQUE', 'ISOLE', 'FAMILLE'], 12, ['UNIQUE', 'ISOLE_FAMILLE']],
    [['ISOLE', 'P1', 'P2'], 12, []],
    [[], 12, []],
  ])('%j with %i employees → %j', (structures, effectif, attendu) => {
    expect(modesCotisationDisponibles(tarifs(structures), effectif).map((m) => m.code)).toEqual(attendu);
  });
  it('a structure priced at 0 does not count', () => {
    expect(modesCotisationDisponibles([...tarifs(['UNIQUE']), { structure: 'ISOLE', taux: 0 }, { structure: 'FAMILLE', taux: 4 }], 5).map((m) => m.code)).toEqual(['UNIQUE']);
  });
  it.each([
    ['UNIQUE', false],
    ['ISOLE_FAMILLE', false],
    ['PERSONNES', false],
    ['SALARIE_CONJOINT_ENFANT', true],
    ['SALARIE_ENFANT', true],
    [null, false],
  ])('payer asked for %p: %p', (mode, attendu) => expect(payeurDemande(mode)).toBe(attendu));
  it('an unknown mode is an error (§8)', () => expect(() => libelleModeCotisation('FOO')).toThrow('Mode de cotisation inconnu : FOO'));
});

const em = (v: Partial<EtudeMedicale>): EtudeMedicale => ({ ...etudeMedicaleParDefaut(10), ...v });
const p = (id: number, salaire: boolean | null, arret: boolean | null): ParticipantSaisi => ({
  id,
  nom: 'N',
  prenom: 'P',
  date_naissance: '1980-01-01',
  salaire_reference_excede_4_pass: salaire,
  arret_travail_a_la_date_de_demande_adhesion: arret,
});
const PARTICIPANTS = [p(1, true, false), p(2, false, true), p(3, false, false)];

describe('medical study (brief §3)', () => {
  it.each([
    [5, true],
    [6, false],
    [1, true],
  ])('default: college of %i → effectifCollegeInferieur6 %p', (n, attendu) => expect(etudeMedicaleParDefaut(n).effectif_college_inferieur_6).toBe(attendu));

  it.each([
    ['college < 6, no simultaneous subscription', em({ effectif_college_inferieur_6: true, souscription_simultanee_et_effectif_global_superieur_5: false }), 'TOUS', [], 4],
    ['college < 6, simultaneous unanswered', em({ effectif_college_inferieur_6: true }), 'TOUS', [], 4],
    ['college < 6 with simultaneous > 5, a salary > 4 PASS', em({ effectif_college_inferieur_6: true, souscription_simultanee_et_effectif_global_superieur_5: true, au_moins_un_salaire_superieur_4_fois_pass: true }), 'CONCERNES', [1, 2], 2],
    ['college ≥ 6, sick leave', em({ effectif_college_inferieur_6: false, au_moins_un_salarie_en_arret_de_travail: true }), 'CONCERNES', [1, 2], 2],
    ['college ≥ 6, nothing', em({ effectif_college_inferieur_6: false, au_moins_un_salaire_superieur_4_fois_pass: false, au_moins_un_salarie_en_arret_de_travail: false }), 'TOUS_DISPENSES', [], 0],
  ])('%s → %s', (_l, e, regime, concernes, dia) => {
    const d = decisionEtudeMedicale(e, PARTICIPANTS);
    expect(d.regime).toBe(regime);
    expect(d.concernes).toEqual(concernes);
    // The DIA count the pieces step asks for, from this decision (a college of 4, affiliation by DSN).
    const pieces = { effectifCollege: 4, etudeMedicale: d, methodeAffiliation: 'AUTRES_MODES', modeAffiliation: 'dsn' } as const;
    expect(nombreDiaRequis({ ...pieces, codeProduit: 'SPC' })).toBe(dia);
    expect(nombreDiaRequis({ ...pieces, codeProduit: 'SSC' })).toBe(0);
  });

  it('annuities in payment require the sec piece', () => {
    expect(decisionEtudeMedicale(em({ beneficiaires_rente_education_conjoint: true })).secRequis).toBe(true);
    expect(decisionEtudeMedicale(em({ beneficiaires_rente_education_conjoint: false })).secRequis).toBe(false);
  });

  it.each([
    [em({ effectif_college_inferieur_6: false }), 'T12', ['effectif_college_inferieur_6', 'au_moins_un_salaire_superieur_4_fois_pass', 'au_moins_un_salarie_en_arret_de_travail', 'beneficiaires_rente_education_conjoint']],
    [em({ effectif_college_inferieur_6: false }), 'T1', ['effectif_college_inferieur_6', 'au_moins_un_salarie_en_arret_de_travail', 'beneficiaires_rente_education_conjoint']],
    [em({ effectif_college_inferieur_6: true }), 'T12', ['effectif_college_inferieur_6', 'souscription_simultanee_et_effectif_global_superieur_5', 'beneficiaires_rente_education_conjoint']],
    [
      em({ effectif_college_inferieur_6: true, souscription_simultanee_et_effectif_global_superieur_5: true }),
      'T12',
      ['effectif_college_inferieur_6', 'souscription_simultanee_et_effectif_global_superieur_5', 'au_moins_un_salaire_superieur_4_fois_pass', 'au_moins_un_salarie_en_arret_de_travail', 'beneficiaires_rente_education_conjoint'],
    ],
  ] as const)('questions asked %#', (e, type, attendu) => expect(questionsEtudeMedicale(e, type)).toEqual(attendu));

  it('per-participant flags are required only where the study answered yes (provident)', () => {
    const e = em({ effectif_college_inferieur_6: false, au_moins_un_salarie_en_arret_de_travail: true });
    expect(drapeauxParticipantRequis('SPC', e)).toEqual({ salaire4Pass: false, arretTravail: true });
    expect(drapeauxParticipantRequis('SSC', e)).toEqual({ salaire4Pass: false, arretTravail: false });
  });
});

describe('participants counter (02 §5)', () => {
  const base = { code_produit: 'SPC' as const, effectif_college: 3, methode_affiliation: 'IMPORTER' as const, mode_affiliation: null, etude_medicale: em({ effectif_college_inferieur_6: false }) };
  it.each([
    ['no method chosen', { ...base, methode_affiliation: null, participants: [] }, 0, 3, 0],
    ['other modes, mode chosen', { ...base, methode_affiliation: 'AUTRES_MODES' as const, mode_affiliation: 'dsn' as const, participants: [] }, 1, 1, 0],
    ['other modes, none', { ...base, methode_affiliation: 'AUTRES_MODES' as const, participants: [] }, 0, 1, 0],
    ['three complete of three', { ...base, participants: PARTICIPANTS }, 3, 3, 0],
    ['a birth date in the future', { ...base, participants: [...PARTICIPANTS.slice(0, 2), { ...p(3, false, false), date_naissance: '2026-11-22' }] }, 2, 3, 0],
    ['no id yet', { ...base, participants: [...PARTICIPANTS.slice(0, 2), { ...p(3, false, false), id: null }] }, 2, 3, 0],
    ['four for a college of three', { ...base, participants: [...PARTICIPANTS, p(4, false, false)] }, 2, 3, 0],
    ['sick leave required, nobody flagged', { ...base, etude_medicale: em({ effectif_college_inferieur_6: false, au_moins_un_salarie_en_arret_de_travail: true }), participants: [p(1, null, false), p(2, null, false), p(3, null, false)] }, 3, 3, 1],
    ['4 PASS required, flag unanswered', { ...base, etude_medicale: em({ effectif_college_inferieur_6: false, au_moins_un_salaire_superieur_4_fois_pass: true }), participants: [p(1, true, null), p(2, null, null), p(3, false, null)] }, 2, 3, 0],
  ])('%s', (_l, e, nbCompleted, nbTotal, nbErreurs) => {
    const r = compteurParticipants(e, TODAY);
    expect([r.nbCompleted, r.nbTotal, r.erreurs.length]).toEqual([nbCompleted, nbTotal, nbErreurs]);
  });
  it('names the two rules word for word', () => {
    const e = em({ effectif_college_inferieur_6: false, au_moins_un_salarie_en_arret_de_travail: true, au_moins_un_salaire_superieur_4_fois_pass: true });
    expect(compteurParticipants({ ...base, etude_medicale: e, participants: [p(1, false, false)] }, TODAY).erreurs).toEqual([
      "Au moins un des salariés doit être concerné par un arrêt de travail total ou partiel à la date d'établissement de la demande d'adhésion.",
      'Au moins un des salariés doit être concerné par un salaire excédant 4 PASS.',
    ]);
  });
});

describe('pieces counter', () => {
  it.each([
    [[], [], 0, 0],
    [[{ code: 'kbis', min: 1, max: 1 }], [], 0, 1],
    [[{ code: 'kbis', min: 1, max: 1 }], [{ code: 'kbis', status: 'processing' }], 0, 1],
    [[{ code: 'kbis', min: 1, max: 1 }], [{ code: 'kbis', status: 'success' }], 1, 1],
    [[{ code: 'kbis', min: 1, max: 1 }, { code: 'dsn', min: 0, max: 1 }], [{ code: 'kbis', status: 'success' }], 1, 1],
    [[{ code: 'dia', min: 2, max: 2 }], [{ code: 'dia', status: 'success' }], 0, 1],
    [[{ code: 'dia', min: 2, max: 2 }], [{ code: 'dia', status: 'success' }, { code: 'dia', status: 'success' }], 1, 1],
    [[{ code: 'dia', min: 2, max: 2 }], [{ code: 'dia', status: 'success' }, { code: 'dia', status: 'success' }, { code: 'dia', status: 'success' }], 0, 1],
  ] as const)('%#', (attendues, chargees, nbCompleted, nbTotal) => {
    const r = compteurPieces(attendues, chargees);
    expect([r.nbCompleted, r.nbTotal]).toEqual([nbCompleted, nbTotal]);
  });
});

describe('read-only, frozen fields, timeline', () => {
  it.each([
    ['EN_SOUSCRIPTION', 'TARIFS_FIGES', false],
    ['EN_SOUSCRIPTION', 'FIGE', true],
    ['SIGNATURE_EN_ATTENTE', 'TARIFS_FIGES', true],
    ['ACCEPTE', 'TARIFS_FIGES', true],
    ['ETUDE_GESTION', null, true],
  ] as const)('%s / %s → read-only %p', (statut, etat, attendu) => expect(estSouscriptionLectureSeule({ statut, etat })).toBe(attendu));

  it('frozen fields only in TARIFS_FIGES and only those the frozen data holds', () => {
    expect(champsFiges('TARIFS_FIGES', { raison_sociale: 'X', siret: null, idcc: '1486', naf: '' })).toEqual(['entreprise_adherente.raison_sociale', 'entreprise_adherente.idcc']);
    expect(champsFiges(null, { raison_sociale: 'X' })).toEqual([]);
  });

  it.each([
    [100, false, 'EN_SOUSCRIPTION', 'fait'],
    [60, false, 'EN_SOUSCRIPTION', 'a-venir'],
    [60, true, 'EN_SOUSCRIPTION', 'courant'],
    [100, true, 'EN_SOUSCRIPTION', 'fait'],
    [null, true, 'EN_SOUSCRIPTION', 'courant'],
    [null, false, 'SIGNATURE_EN_ATTENTE', 'a-venir'],
    [40, false, 'SIGNATURE_EN_ATTENTE', 'a-venir'],
    [null, false, 'ACCEPTE', 'fait'],
    [0, true, 'ETUDE_GESTION', 'fait'],
  ] as const)('one indicator: %p %% (current %p, %s) → %s', (pourcent, courante, statut, attendu) => expect(etatEtapeTunnel(pourcent, courante, statut)).toBe(attendu));
});

describe('compteurInformations: step 1 complete only once saved (issue 27)', () => {
  it.each<[string, { nbCompleted: number; nbTotal: number }, boolean, number]>([
    ['saved and full', { nbCompleted: 20, nbTotal: 20 }, true, 20],
    ['a full prefill never saved is one short', { nbCompleted: 20, nbTotal: 20 }, false, 19],
    ['a partial prefill keeps its count', { nbCompleted: 12, nbTotal: 20 }, false, 12],
    ['nothing to fill', { nbCompleted: 0, nbTotal: 0 }, false, 0],
  ])('%s', (_cas, c, enregistree, attendu) => expect(compteurInformations(c, enregistree).nbCompleted).toBe(attendu));
});
