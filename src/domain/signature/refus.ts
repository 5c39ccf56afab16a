import { formatDateHeureFr } from '../format';
import { SIGNATURE_TRANSACTION as M } from '../messages';
import type { EtatTransaction } from './types';

/**
 * A refusal is not a dead end (issue 27 item 4), pure: what step 4 shows of a refused signature and
 * the e-mail the broker receives ('votre conseiller en est informé', says the signer's page).
 */

/** Step 4's refusal: who refused, when (an instant, shown in Paris time) and the reason typed by the signer. */
export interface RefusSignature {
  /** ISO instant. */
  date: string;
  /** 'Mme Claire Dupont'; null for a transaction older than the record of it. */
  signataire: string | null;
  motif: string | null;
}

/** What the last transaction of a projet holds, for the refusal. */
export interface DerniereTransaction {
  etat: EtatTransaction;
  clotureLe: string | null;
  signataire: string | null;
  motif: string | null;
}

/**
 * The refusal step 4 shows: the projet's latest transaction, when it is a refusal (a relaunch opens a
 * newer transaction, which hides it); null otherwise. A blank reason reads as none.
 */
export function refusAffiche(derniere: DerniereTransaction | null): RefusSignature | null {
  if (!derniere || derniere.etat !== 'REFUSEE' || !derniere.clotureLe) return null;
  const motif = derniere.motif?.trim() || null;
  return { date: derniere.clotureLe, signataire: derniere.signataire?.trim() || null, motif };
}

/** 'Mme Claire DUPONT': the signer as the refusal names them. */
export function nomSignataire(s: { civilite: string; prenom: string; nom: string }): string {
  const civilite = s.civilite === 'madame' ? 'Mme' : s.civilite === 'monsieur' ? 'M.' : '';
  return [civilite, s.prenom.trim(), s.nom.trim()].filter(Boolean).join(' ');
}

/** The broker's e-mail of a refusal: subject and text, the date in Paris time, a link back to step 4. */
export function mailRefus(r: { raisonSociale: string; courtier: string | null; refus: RefusSignature; lien: string }): { subject: string; text: string } {
  return {
    subject: M.mailRefusObjet(r.raisonSociale),
    text: M.mailRefusTexte({
      courtier: r.courtier,
      raisonSociale: r.raisonSociale,
      signataire: r.refus.signataire ?? M.signataireInconnu,
      date: formatDateHeureFr(r.refus.date),
      motif: r.refus.motif,
      lien: r.lien,
    }),
  };
}

/** The broker's e-mail of a signature (issue 28 item 3): who signed, when (Paris time), a link back to step 4. */
export function mailSignee(r: { raisonSociale: string; courtier: string | null; signataire: string | null; date: string; lien: string }): { subject: string; text: string } {
  return {
    subject: M.mailSigneeObjet(r.raisonSociale),
    text: M.mailSigneeTexte({ courtier: r.courtier, raisonSociale: r.raisonSociale, signataire: r.signataire?.trim() || M.signataireInconnu, date: formatDateHeureFr(r.date), lien: r.lien }),
  };
}
