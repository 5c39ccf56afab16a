import { STATUTS, type StatutProjet } from '../projets/projet.types';
import { ETATS_TRANSACTION, type EtatTransaction } from '../signature/types';
import { pourcentageDossier, type Compteur, type Progression } from '../souscription/progression';
import { aRelancer, ETAPES_DOSSIER, etapeDossier, libelleEtape, manquantsDossier, progressionDossier, type EtapeDossier } from './etape';

describe('etapeDossier: where a file stands', () => {
  it.each<[string, StatutProjet, EtatTransaction | null, boolean, EtapeDossier]>([
    ['a projet being quoted', 'NOUVEAU', null, false, 'PROJET'],
    ['a projet with a DUE but nothing signed is still a projet', 'NOUVEAU', null, true, 'PROJET'],
    ['the study handed over', 'ETUDE_PERSONNALISEE_EDITEE', null, false, 'ETUDE_REMISE'],
    ['the membership request edited', 'DEMANDE_ADHESION_EDITEE', null, false, 'ETUDE_REMISE'],
    ['a subscription being filled', 'EN_SOUSCRIPTION', null, false, 'SOUSCRIPTION'],
    ['a signature opened (statut)', 'SIGNATURE_EN_ATTENTE', 'CREEE', false, 'SIGNATURE_EN_ATTENTE'],
    ['the signer opened the link', 'SIGNATURE_EN_ATTENTE', 'EN_COURS', false, 'SIGNATURE_EN_ATTENTE'],
    ['the signer stopped half-way', 'SIGNATURE_EN_ATTENTE', 'INTERROMPUE', false, 'SIGNATURE_EN_ATTENTE'],
    ['refused: the statut went back, the refusal shows', 'EN_SOUSCRIPTION', 'REFUSEE', false, 'REFUSEE'],
    ['refused, even with a DUE', 'EN_SOUSCRIPTION', 'REFUSEE', true, 'REFUSEE'],
    ['an expired transaction: back to the subscription', 'EN_SOUSCRIPTION', 'EXPIREE', false, 'SOUSCRIPTION'],
    ['a failed transaction: back to the subscription', 'EN_SOUSCRIPTION', 'ERREUR', false, 'SOUSCRIPTION'],
    ['signed', 'ACCEPTE', 'SIGNEE', false, 'SIGNEE'],
    ['signed, the statut not yet moved', 'SIGNATURE_EN_ATTENTE', 'SIGNEE', false, 'SIGNEE'],
    ['accepted without a transaction', 'ACCEPTE', null, false, 'SIGNEE'],
    ['under management', 'ETUDE_GESTION', null, false, 'SIGNEE'],
    ['signed with its DUE saved', 'ACCEPTE', 'SIGNEE', true, 'DUE_PRETE'],
    ['accepted without a transaction, DUE saved', 'ACCEPTE', null, true, 'DUE_PRETE'],
  ])('%s → %s', (_cas, statut, signature, due, attendu) => {
    expect(etapeDossier({ statut, signature, due })).toBe(attendu);
  });

  it('gives every combination one of the known stages', () => {
    for (const statut of STATUTS)
      for (const signature of [null, ...ETATS_TRANSACTION])
        for (const due of [false, true]) expect(ETAPES_DOSSIER).toContain(etapeDossier({ statut, signature, due }));
  });
});

describe('aRelancer: refused, or a signature waiting for more than 7 days', () => {
  const maintenant = new Date('2026-12-10T12:00:00Z');
  it.each<[string, EtapeDossier, string | null, boolean]>([
    ['refused', 'REFUSEE', '2026-12-10T11:00:00Z', true],
    ['waiting 8 days', 'SIGNATURE_EN_ATTENTE', '2026-12-02T11:00:00Z', true],
    ['waiting exactly 7 days', 'SIGNATURE_EN_ATTENTE', '2026-12-03T12:00:00Z', false],
    ['waiting 2 days', 'SIGNATURE_EN_ATTENTE', '2026-12-08T12:00:00Z', false],
    ['waiting, since unknown', 'SIGNATURE_EN_ATTENTE', null, false],
    ['a subscription started long ago', 'SOUSCRIPTION', '2026-01-01T00:00:00Z', false],
    ['signed', 'SIGNEE', '2026-01-01T00:00:00Z', false],
  ])('%s → %s', (_cas, etape, depuis, attendu) => {
    expect(aRelancer(etape, depuis ? new Date(depuis) : null, maintenant)).toBe(attendu);
  });
});

describe('progressionDossier', () => {
  it.each<[EtapeDossier, number | null, number]>([
    ['PROJET', null, 0],
    ['ETUDE_REMISE', null, 0],
    ['SOUSCRIPTION', 40, 40],
    ['SOUSCRIPTION', null, 0],
    ['SIGNATURE_EN_ATTENTE', null, 100],
    ['REFUSEE', null, 100],
    ['SIGNEE', null, 100],
    ['DUE_PRETE', null, 100],
  ])('%s (%s) → %i', (etape, souscription, attendu) => expect(progressionDossier(etape, souscription)).toBe(attendu));
});

describe('libelleEtape: the badge', () => {
  it.each<[EtapeDossier, number, string | null, string]>([
    ['PROJET', 0, null, 'Projet'],
    ['ETUDE_REMISE', 0, null, 'Étude remise'],
    ['SOUSCRIPTION', 40, null, 'En souscription 40 %'],
    ['SIGNATURE_EN_ATTENTE', 100, '01/12/2026', 'Signature en attente depuis le 01/12/2026'],
    ['SIGNEE', 100, '02/12/2026', 'Signée le 02/12/2026'],
    ['SIGNEE', 100, null, 'Signée'],
    ['REFUSEE', 100, '03/12/2026', 'Refusée le 03/12/2026'],
    ['DUE_PRETE', 100, '03/12/2026', 'DUE prête'],
  ])('%s → %s', (etape, progression, depuis, attendu) => {
    expect(libelleEtape(etape, { progression, depuis }).replace(/\u00a0/g, ' ')).toBe(attendu);
  });
});

describe('what a subscription in progress still needs, and its percent', () => {
  const c = (nbCompleted: number, nbTotal: number, erreurs: string[] = []): Compteur => ({ nbCompleted, nbTotal, erreurs });
  const p = (i: Compteur, pa: Compteur, pj: Compteur): Progression => ({ informationsComplementaires: i, participants: pa, piecesJustificatives: pj });
  it.each<[string, Progression, string[], string[], number]>([
    ['nothing filled', p(c(0, 10), c(0, 12), c(0, 2)), ['Extrait Kbis', 'RIB'], ['informations complémentaires', '12 participants', 'Extrait Kbis', 'RIB'], 0],
    ['two participants missing', p(c(10, 10), c(10, 12), c(2, 2)), [], ['2 participants'], 94],
    ['one piece missing', p(c(10, 10), c(12, 12), c(1, 2)), ['Kbis'], ['Kbis'], 83],
    ['every participant there, a rule unmet', p(c(10, 10), c(12, 12, ['Au moins un…']), c(2, 2)), [], ['participants à vérifier'], 99],
    ['complete', p(c(10, 10), c(12, 12), c(2, 2)), [], [], 100],
  ])('%s', (_cas, progression, pieces, manquants, pourcent) => {
    expect(manquantsDossier(progression, pieces)).toEqual(manquants);
    expect(pourcentageDossier(progression)).toBe(pourcent);
  });
});
