import { SOUSCRIPTION_PARTICIPANTS as M } from '../messages/souscription-pieces';
import type { EtudeMedicale } from './types';
import {
  confirmationChangementMethode,
  exigencesParticipants,
  methodeAffiliationParDefaut,
  participantsALOuverture,
  peutAjouterParticipant,
  peutSupprimerParticipant,
  validiteParticipants,
  type Participant,
} from './participants';

const TODAY = '2026-11-23';
const etude = (e: Partial<EtudeMedicale>): EtudeMedicale => ({
  effectif_college_inferieur_6: false,
  souscription_simultanee_et_effectif_global_superieur_5: null,
  au_moins_un_salaire_superieur_4_fois_pass: null,
  au_moins_un_salarie_en_arret_de_travail: null,
  beneficiaires_rente_education_conjoint: null,
  ...e,
});
const p = (n: number, autres: Partial<Participant> = {}): Participant => ({ id: `p${n}`, nom: `NOM${'A'.repeat(n)}`, prenom: 'Marie', dateNaissance: '1985-07-14', ...autres });
const sante = exigencesParticipants({ codeProduit: 'SSC', effectifCollege: 2 });
const spcArret = exigencesParticipants({ codeProduit: 'SPC', effectifCollege: 2, typeMasseSalariale: 'T1', etudeMedicale: etude({ au_moins_un_salarie_en_arret_de_travail: true }) });
const spcSalaire = exigencesParticipants({ codeProduit: 'SPC', effectifCollege: 2, typeMasseSalariale: 'T12', etudeMedicale: etude({ au_moins_un_salaire_superieur_4_fois_pass: true }) });
const spcT1Salaire = exigencesParticipants({ codeProduit: 'SPC', effectifCollege: 2, typeMasseSalariale: 'T1', etudeMedicale: etude({ au_moins_un_salaire_superieur_4_fois_pass: true }) });

describe('exigencesParticipants', () => {
  it.each([
    ['health asks nothing', sante, [false, false, false, false]],
    ['provident T1: the work stoppage only, at least one', spcArret, [false, false, true, true]],
    ['provident T1+T2: the salary too', spcSalaire, [true, true, true, false]],
    ['provident T1: no salary question whatever the study says', spcT1Salaire, [false, false, true, false]],
  ])('%s', (_, e, [sp, sa, ap, aa]) => expect([e.salaire4Pass.posee, e.salaire4Pass.auMoinsUn, e.arretTravail.posee, e.arretTravail.auMoinsUn]).toEqual([sp, sa, ap, aa]));
});

describe('validiteParticipants (02 §5)', () => {
  it.each<[string, Partial<Participant>[], typeof sante, boolean, string[]]>([
    ['two complete for a college of 2', [p(1), p(2)], sante, true, []],
    ['one missing', [p(1)], sante, false, [M.nombreParticipants(1, 2)]],
    ['one not saved yet (no id)', [p(1), p(2, { id: null })], sante, false, [M.nombreParticipants(1, 2)]],
    ['three for two', [p(1), p(2), p(3)], sante, false, [M.trop(2)]],
    ['a birth date tomorrow', [p(1), p(2, { dateNaissance: '2026-11-24' })], sante, false, [M.nombreParticipants(1, 2)]],
    ['no one on sick leave when one must be', [p(1, { arretTravailALaDateDeDemandeAdhesion: false }), p(2, { arretTravailALaDateDeDemandeAdhesion: false })], spcArret, false, [M.auMoinsUnArretTravail]],
    ['one on sick leave', [p(1, { arretTravailALaDateDeDemandeAdhesion: true }), p(2, { arretTravailALaDateDeDemandeAdhesion: false })], spcArret, true, []],
    ['the flag unanswered', [p(1, { arretTravailALaDateDeDemandeAdhesion: true }), p(2)], spcArret, false, [M.nombreParticipants(1, 2)]],
    ['no salary above 4 PASS when one must be', [p(1, { salaireReferenceExcede4Pass: false, arretTravailALaDateDeDemandeAdhesion: false }), p(2, { salaireReferenceExcede4Pass: false })], spcSalaire, false, [M.auMoinsUnSalaire4Pass]],
    ['both rules fail: both messages', [p(1, { salaireReferenceExcede4Pass: false, arretTravailALaDateDeDemandeAdhesion: false }), p(2, { salaireReferenceExcede4Pass: false, arretTravailALaDateDeDemandeAdhesion: false })], { ...spcSalaire, arretTravail: { posee: true, auMoinsUn: true } }, false, [M.auMoinsUnArretTravail, M.auMoinsUnSalaire4Pass]],
  ])('%s', (_, liste, exigences, valide, erreurs) => {
    const v = validiteParticipants(liste, exigences, TODAY);
    expect([v.valide, v.erreurs]).toEqual([valide, erreurs]);
  });

  it.each<[Partial<Participant>, string[]]>([
    [{ nom: '', prenom: '', dateNaissance: '' }, [M.nomObligatoire, M.prenomObligatoire, M.dateNaissanceObligatoire]],
    [{ nom: 'D4RTY', prenom: 'Jean-Luc', dateNaissance: '1985-02-31' }, [M.nomInvalide, M.dateNaissanceInvalide]],
    [{ nom: "N'Diaye", prenom: 'Éloïse', dateNaissance: TODAY }, []],
    [{ nom: '=CMD()', prenom: 'x', dateNaissance: '2027-01-01' }, [M.nomInvalide, M.dateNaissanceFuture]],
  ])('field errors of %j', (participant, messages) => expect(Object.values(validiteParticipants([participant], sante, TODAY, false).parParticipant[0])).toEqual(messages));

  it('other affiliation modes: no list is due', () => {
    expect(validiteParticipants([], sante, TODAY, true, 'AUTRES_MODES')).toMatchObject({ valide: true, erreurs: [] });
  });
});

describe('affiliation method and list rules (02 §2, §4)', () => {
  it.each<['SSC' | 'SPC', number, string]>([
    ['SSC', 1, 'IMPORTER'],
    ['SPC', 5, 'AUTRES_MODES'],
    ['SPC', 6, 'IMPORTER'],
  ])('%s with %i → %s', (produit, effectif, methode) => expect(methodeAffiliationParDefaut(produit, effectif)).toBe(methode));

  it.each<[Parameters<typeof confirmationChangementMethode>[0], 'IMPORTER' | 'AUTRES_MODES', boolean]>([
    ['IMPORTER', 'AUTRES_MODES', true],
    ['AUTRES_MODES', 'IMPORTER', false],
    [null, 'AUTRES_MODES', false],
    ['AUTRES_MODES', 'AUTRES_MODES', false],
  ])('%s → %s asks: %s', (avant, apres, demande) => expect(confirmationChangementMethode(avant, apres)).toBe(demande));

  it.each([
    [0, 2, false, true],
    [1, 2, false, true],
    [2, 2, false, false],
    [0, 2, true, false],
  ])('add with %i of %i, read-only %s → %s', (n, effectif, ro, attendu) => expect(peutAjouterParticipant(n, effectif, ro)).toBe(attendu));

  it.each<[number, boolean, string[], boolean]>([
    [0, false, [], true],
    [0, true, [], false],
    [1, false, ['participants.1.nom'], false],
    [1, false, ['participants.10.nom', 'participants.0.prenom'], true],
  ])('delete #%i, read-only %s, frozen %j → %s', (i, ro, figes, attendu) => expect(peutSupprimerParticipant(i, ro, figes)).toBe(attendu));

  it('one empty participant on opening when none exist (not when read-only)', () => {
    expect(participantsALOuverture([], false)).toEqual([{ nom: '', prenom: '', dateNaissance: '' }]);
    expect(participantsALOuverture([], true)).toEqual([]);
    expect(participantsALOuverture([p(1)], false)).toEqual([p(1)]);
  });
});
