import { COMMON } from '../messages/common';
import { SIGNATURE } from '../messages/signature';
import { estDateIso } from '../projets/informations-tarifantes';
import { estEmail } from '../souscription/contacts';
import type { ChampEnErreur } from '../souscription/informations-complementaires';
import { CIVILITES, type Interlocuteur, type SignataireParDefaut } from '../souscription/types';
import { champsManquantsSignataire } from './signataire-requis';
import { normaliserPortable } from './telephone';
import type { Signataire } from './types';

/** Body of POST /projets/{id}/souscription/signataire (02 §7), snake_case as on the wire. */
export interface SaisieSignataire {
  civilite: string | null;
  nom: string | null;
  prenom: string | null;
  date_naissance: string | null;
  fonction: string | null;
  telephone_portable: string | null;
  email: string | null;
}

/** The signer as the dialog opens: the saved one, or the defaults (what is not known is empty). */
export type { SignataireParDefaut } from '../souscription/types';

/**
 * Defaults from the interlocutor (02 §3): the phone only if it is a valid mobile (a landline
 * would be refused at save); the birth date is never known from step 1.
 */
export function signataireParDefaut(interlocuteur: Interlocuteur | null | undefined): SignataireParDefaut {
  const i = interlocuteur;
  return {
    civilite: i?.civilite ?? null,
    nom: i?.nom ?? '',
    prenom: i?.prenom ?? '',
    dateNaissance: '',
    fonction: i?.fonction ?? '',
    telephonePortable: normaliserPortable(i?.telephone) ?? '',
    email: i?.email ?? '',
  };
}

const normaliserNom = (v: string) =>
  v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toUpperCase();

/**
 * 'NOM|PRENOM|yyyy-mm-dd' (trimmed, upper case, no accents): who holds a mobile, so 'Élodie' and
 * 'ELODIE ' are the same person. Null when a part is missing or the date is not a real date. The
 * server stores only its sha256, never the identity.
 */
export function identiteSignataire(nom: string | null | undefined, prenom: string | null | undefined, dateNaissance: string | null | undefined): string | null {
  const n = normaliserNom(nom ?? '');
  const p = normaliserNom(prenom ?? '');
  const d = (dateNaissance ?? '').trim();
  if (!n || !p || !estDateIso(d)) return null;
  return `${n}|${p}|${d}`;
}


/**
 * The signer's field rules (02 §5), the uniqueness of the mobile aside (it needs the registry):
 * every field required ('Le champ {name} est obligatoire'), birth date not after `today`, e-mail
 * and mobile valid. Errors name the field by its body path.
 */
export function verifierSignataire(s: SaisieSignataire, today: string): ChampEnErreur[] {
  const erreurs: ChampEnErreur[] = champsManquantsSignataire(s);
  const enErreur = (champ: string) => erreurs.some((e) => e.champ === champ);
  if (!enErreur('civilite') && !(CIVILITES as readonly string[]).includes(s.civilite ?? '')) {
    erreurs.push({ champ: 'civilite', message: COMMON.champValeurs('civilite', CIVILITES.join(', ')) });
  }
  const d = s.date_naissance?.trim() ?? '';
  if (!enErreur('date_naissance')) {
    if (!estDateIso(d)) erreurs.push({ champ: 'date_naissance', message: SIGNATURE.dateNaissanceInvalide });
    else if (d > today) erreurs.push({ champ: 'date_naissance', message: SIGNATURE.dateNaissanceFuture });
  }
  if (!enErreur('telephone_portable') && !normaliserPortable(s.telephone_portable)) {
    erreurs.push({ champ: 'telephone_portable', message: SIGNATURE.telephoneNonPortable });
  }
  if (!enErreur('email') && !estEmail(s.email)) erreurs.push({ champ: 'email', message: SIGNATURE.emailInvalide });
  return erreurs;
}

/** The signer as stored (02 §3): trimmed, phone in E.164. Call after `verifierSignataire` found nothing. */
export function signataireEnregistre(s: SaisieSignataire): Signataire {
  const t = (v: string | null) => (v ?? '').trim();
  return {
    civilite: s.civilite as Signataire['civilite'],
    nom: t(s.nom),
    prenom: t(s.prenom),
    dateNaissance: t(s.date_naissance),
    fonction: t(s.fonction),
    telephonePortable: normaliserPortable(s.telephone_portable) ?? '',
    email: t(s.email),
  };
}
