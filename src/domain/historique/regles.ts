import { formatEuros } from '../format';
import { HISTORIQUE } from '../messages/historique';
import type { DetailsEvenement, TypeEvenement } from './evenement';

/** A value kept in an entry is at most this long (a refusal's reason, a list of documents). */
export const LONGUEUR_MAX_DETAIL = 200;
/** At most this many details per entry: an entry says what happened, it is not a copy of the file. */
export const NOMBRE_MAX_DETAILS = 8;

/** Keys never kept, whatever their value: birth dates, social security and bank numbers. */
const CLES_INTERDITES = /naissance|(^|_)nir$|secu|iban|(^|_)bic$|adresse/i;
const CLES_TELEPHONE = /telephone|portable|mobile/i;
const CLES_EMAIL = /e?mail|destinataire/i;
const EMAIL = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;
const DATE_ISO = /^\d{4}-\d{2}-\d{2}/;

/** '06 12 34 56 78', '+33612345678' → '•• •• •• •• 78': the last two digits only. */
export function masquerTelephone(v: string): string {
  const chiffres = v.replace(/\D/g, '');
  return chiffres.length < 2 ? '••' : `•• •• •• •• ${chiffres.slice(-2)}`;
}

/** 'claire.martin@exemple.fr' → 'c•••@exemple.fr': the broker recognises whom, the address is not kept. */
export function masquerEmail(v: string): string {
  const m = EMAIL.exec(v.trim());
  if (!m) return '•••';
  return `${v.trim()[0]}•••@${m[1]}`;
}

/**
 * The minimisation rule of an entry's details (issue 28: personal data minimal): keys that name a
 * birth date, a social security or bank number, or an address are dropped; a date
 * of the yyyy-mm-dd shape under any other key too (a birth date by another name); phone numbers keep
 * their last two digits, e-mail addresses their first letter and domain (under any key: a value that
 * is an address is masked); strings are cut at 200 characters; at most 8 details.
 */
export function minimiserDetails(details: DetailsEvenement | undefined): DetailsEvenement {
  const sortie: DetailsEvenement = {};
  for (const [cle, valeur] of Object.entries(details ?? {})) {
    if (Object.keys(sortie).length >= NOMBRE_MAX_DETAILS) break;
    if (CLES_INTERDITES.test(cle) || valeur === undefined) continue;
    if (typeof valeur !== 'string') {
      sortie[cle] = typeof valeur === 'number' && !Number.isFinite(valeur) ? null : valeur;
      continue;
    }
    if (DATE_ISO.test(valeur) && !/_le$|^date_effet$/.test(cle)) continue;
    if (CLES_TELEPHONE.test(cle)) sortie[cle] = masquerTelephone(valeur);
    else if (CLES_EMAIL.test(cle) || EMAIL.test(valeur.trim())) sortie[cle] = masquerEmail(valeur);
    else sortie[cle] = valeur.length > LONGUEUR_MAX_DETAIL ? `${valeur.slice(0, LONGUEUR_MAX_DETAIL - 1)}…` : valeur;
  }
  return sortie;
}

const texte = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const nombre = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The details worth a reader's time, in words (what follows the label). */
function precisions(type: TypeEvenement, d: DetailsEvenement): string[] {
  const p: string[] = [];
  switch (type) {
    case 'PROJET_CREE':
    case 'PROJET_ENREGISTRE': {
      const bareme = texte(d.bareme_version);
      const budget = nombre(d.budget);
      if (bareme) p.push(HISTORIQUE.bareme(bareme));
      if (budget !== null) p.push(HISTORIQUE.prix(`${formatEuros(budget)} / ${d.periode === 'an' ? 'an' : 'mois'}`));
      break;
    }
    case 'ETAPE_ENREGISTREE': {
      const etape = texte(d.etape);
      const pourcent = nombre(d.progression);
      if (etape && pourcent !== null) p.push(HISTORIQUE.etape(etape, pourcent));
      break;
    }
    case 'PARTICIPANTS_IMPORTES': {
      const n = nombre(d.nombre);
      if (n !== null) p.push(HISTORIQUE.nombreParticipants(n));
      break;
    }
    case 'SIGNATURE_OUVERTE':
      if (d.mode === 'FACE_A_FACE') p.push(HISTORIQUE.modeFaceAFace);
      if (d.mode === 'A_DISTANCE') p.push(HISTORIQUE.modeADistance);
      break;
    case 'REFUSE': {
      const motif = texte(d.motif);
      if (motif) p.push(HISTORIQUE.motif(motif));
      break;
    }
    default:
      break;
  }
  const documents = texte(d.documents);
  const piece = texte(d.piece);
  const destinataire = texte(d.destinataire);
  if (documents) p.push(HISTORIQUE.documents(documents));
  if (piece) p.push(HISTORIQUE.piece(piece));
  if (destinataire) p.push(HISTORIQUE.destinataire(destinataire));
  return p;
}

/** 'Projet créé — barème 2026-01, prix 62,48 € / mois': the entry's one line. */
export function libelleEvenement(type: TypeEvenement, details: DetailsEvenement): string {
  const libelle = HISTORIQUE.evenements[type];
  const p = precisions(type, details);
  return p.length ? `${libelle} — ${p.join(', ')}` : libelle;
}
