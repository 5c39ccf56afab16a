import fc from 'fast-check';
import { causeContradiction, clotureContrat, etatApresEvenement, estCloturee } from './transaction';
import { ETATS_TRANSACTION, TYPES_EVENEMENT, type EtatTransaction, type TypeEvenement } from './types';

describe('etatApresEvenement (brief §4.5: forward only)', () => {
  it.each([
    ['CREEE', 'NOTIFIE', 'EN_COURS'],
    ['CREEE', 'SIGNE', 'SIGNEE'],
    ['EN_COURS', 'LIEN_OUVERT', null],
    ['EN_COURS', 'INTERROMPU', 'INTERROMPUE'],
    ['INTERROMPUE', 'LIEN_OUVERT', 'EN_COURS'],
    ['INTERROMPUE', 'SIGNE', 'SIGNEE'],
    ['EN_COURS', 'REFUSE', 'REFUSEE'],
    ['SIGNEE', 'REFUSE', null],
    ['REFUSEE', 'SIGNE', null],
    ['SIGNEE', 'SIGNE', null],
    ['SIGNEE', 'INTERROMPU', null],
    ['EN_COURS', 'EXPIRE', 'EXPIREE'],
    ['EXPIREE', 'SIGNE', null],
  ] as const)('%s + %s → %s', (etat, evenement, attendu) => {
    expect(etatApresEvenement(etat, evenement)).toBe(attendu);
  });

  it('any sequence of events, in any order, closes at most once and never leaves a closed state', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TYPES_EVENEMENT), { maxLength: 12 }), (evenements: TypeEvenement[]) => {
        let etat: EtatTransaction = 'CREEE';
        let clotures = 0;
        for (const e of evenements) {
          const apres = etatApresEvenement(etat, e);
          if (apres === null) continue;
          expect(estCloturee(etat)).toBe(false);
          if (estCloturee(apres)) clotures++;
          etat = apres;
        }
        expect(clotures).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('applying the same event twice is the same as once (duplicates are harmless)', () => {
    for (const etat of ETATS_TRANSACTION)
      for (const e of TYPES_EVENEMENT) {
        const une = etatApresEvenement(etat, e) ?? etat;
        expect(etatApresEvenement(une, e)).toBeNull();
      }
  });
});

describe('causeContradiction (brief §4.2)', () => {
  it.each([
    ['SIGNEE', 'OK', null],
    ['SIGNEE', 'CANCEL', 'TRANSACTION_DEJA_CLOTUREE'],
    ['REFUSEE', 'CANCEL', null],
    ['REFUSEE', 'OK', 'TRANSACTION_DEJA_CLOTUREE'],
    ['INTERROMPUE', 'SUSPEND', null],
    ['INTERROMPUE', 'OK', 'STATUT_INCOHERENT'],
    ['EN_COURS', 'OK', null],
    ['CREEE', 'CANCEL', null],
    ['EXPIREE', 'OK', 'TRANSACTION_EXPIREE'],
    ['ERREUR', 'OK', 'STATUT_INCOHERENT'],
    ['ERREUR', 'ERROR', null],
  ] as const)('%s with the browser saying %s → %s', (etat, statut, cause) => {
    expect(causeContradiction(etat, statut)).toBe(cause);
  });
});

describe('clotureContrat (02 §2 step 4)', () => {
  it('accepted when signed, cancelled when refused, nothing otherwise', () => {
    expect(clotureContrat('SIGNEE', '2026-11-26T10:00:00.000Z')).toEqual({ status: 'ACCEPTEE', date: '2026-11-26T10:00:00.000Z' });
    expect(clotureContrat('REFUSEE', '2026-11-26T10:00:00.000Z')).toEqual({ status: 'ANNULEE', date: '2026-11-26T10:00:00.000Z' });
    expect(clotureContrat('EXPIREE', '2026-11-26T10:00:00.000Z')).toBeNull();
    expect(clotureContrat('SIGNEE', null)).toBeNull();
  });
});
