import { SOUSCRIPTION } from '../messages/souscription';
import type { CodeProduit } from '../projets/projet.types';
import { activiteObligatoire } from '../referentiels/formes-juridiques';
import { estDateIso } from '../projets/informations-tarifantes';
import { estSiretValide, normaliserSiret } from '../siret';
import { estIndiceRepetition } from './adresse';
import { estEmail, estTelephoneValide } from './contacts';
import { modesCotisationDisponibles, payeurDemande } from './cotisation';
import { questionsEtudeMedicale } from './etude-medicale';
import type { Compteur } from './progression';
import type { ContexteSouscription, InformationsComplementaires } from './types';

const M = SOUSCRIPTION.informations;

export interface ChampEnErreur {
  champ: string;
  message: string;
}

export interface ReferentielsEtape1 {
  formes: readonly { code: string; activites: readonly { code: string }[] }[];
  /** Towns of the entered postcode; null when not known (the check is skipped). */
  villes: readonly string[] | null;
}

/** The regime question appears, and is required, only for provident with contract nature NOUVEAU (02 §3). */
export function natureRegimeDemandee(codeProduit: CodeProduit, natureContrat: string | null | undefined): boolean {
  return codeProduit === 'SPC' && natureContrat === 'NOUVEAU';
}

const vide = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Step 1 check and counter, one pass (02 §2, §3, §5): every required field of the product counts
 * once in nbTotal; it is completed when filled and valid. Errors name the field by its body path.
 */
export function verifierInformationsComplementaires(
  info: InformationsComplementaires,
  ctx: Pick<ContexteSouscription, 'code_produit' | 'effectif_college' | 'type_masse_salariale' | 'structures_tarifees'>,
  refs: ReferentielsEtape1,
  today: string,
): { erreurs: ChampEnErreur[]; compteur: Compteur } {
  const erreurs: ChampEnErreur[] = [];
  let nbTotal = 0;
  let nbCompleted = 0;
  /** A required field: counted, and in error when empty or when `invalide` gives a message. */
  const requis = (champ: string, valeur: unknown, invalide?: () => string | null, messageVide: string = M.champObligatoire) => {
    nbTotal++;
    if (vide(valeur)) return void erreurs.push({ champ, message: messageVide });
    const m = invalide?.() ?? null;
    if (m) return void erreurs.push({ champ, message: m });
    nbCompleted++;
  };
  const optionnel = (champ: string, valeur: unknown, invalide: () => string | null) => {
    if (vide(valeur)) return;
    const m = invalide();
    if (m) erreurs.push({ champ, message: m });
  };

  const e = info.entreprise_adherente;
  const ea = 'entreprise_adherente';
  requis(`${ea}.nature_contrat`, e.nature_contrat);
  if (natureRegimeDemandee(ctx.code_produit, e.nature_contrat)) requis(`${ea}.nature_regime`, e.nature_regime);
  else if (!vide(e.nature_regime)) erreurs.push({ champ: `${ea}.nature_regime`, message: M.natureRegimeNonAttendue });
  requis(`${ea}.raison_sociale`, e.raison_sociale);
  requis(`${ea}.siret`, e.siret, () => (estSiretValide(normaliserSiret(e.siret)) ? null : M.siretInvalide), M.siretObligatoire);
  const forme = refs.formes.find((f) => f.code === e.forme_juridique);
  requis(`${ea}.forme_juridique`, e.forme_juridique, () => (forme ? null : M.formeJuridiqueInconnue));
  if (!forme || activiteObligatoire(forme)) {
    requis(`${ea}.activite`, e.activite, () => (!forme || forme.activites.some((a) => a.code === e.activite) ? null : M.activiteInconnue));
  } else {
    optionnel(`${ea}.activite`, e.activite, () => (forme.activites.some((a) => a.code === e.activite) ? null : M.activiteInconnue));
  }
  requis(`${ea}.naf`, e.naf);
  requis(`${ea}.date_creation_administrative`, e.date_creation_administrative, () => {
    const d = e.date_creation_administrative ?? '';
    if (!estDateIso(d)) return M.dateInvalide;
    return d > today ? M.dateCreationFuture : null;
  });

  const a = info.adresse_siege_social;
  const ad = 'adresse_siege_social';
  optionnel(`${ad}.indice_repetition`, a.indice_repetition, () => (estIndiceRepetition(a.indice_repetition) ? null : M.indiceRepetitionInconnu));
  requis(`${ad}.voie`, a.voie);
  requis(`${ad}.code_postal`, a.code_postal, () => (/^\d{5}$/.test(a.code_postal) && (refs.villes === null || refs.villes.length > 0) ? null : M.codePostalInvalide));
  requis(`${ad}.ville`, a.ville, () => (refs.villes === null || refs.villes.includes(a.ville) ? null : M.villeInconnue));

  const i = info.interlocuteur;
  const it = 'interlocuteur';
  requis(`${it}.civilite`, i.civilite);
  requis(`${it}.nom`, i.nom);
  requis(`${it}.prenom`, i.prenom);
  requis(`${it}.fonction`, i.fonction);
  requis(`${it}.telephone`, i.telephone, () => (estTelephoneValide(i.telephone) ? null : M.telephoneInvalide));
  requis(`${it}.email`, i.email, () => (estEmail(i.email) ? null : M.emailInvalide));

  if (ctx.code_produit === 'SSC') {
    const c = info.cotisation;
    const modes = modesCotisationDisponibles(ctx.structures_tarifees, ctx.effectif_college);
    requis('cotisation.mode_cotisation', c?.mode_cotisation, () => (modes.some((m) => m.code === c?.mode_cotisation) ? null : M.modeCotisationIndisponible));
    if (payeurDemande(c?.mode_cotisation)) requis('cotisation.payeur', c?.payeur);
    else if (!vide(c?.payeur)) erreurs.push({ champ: 'cotisation.payeur', message: M.payeurNonAttendu });
  } else {
    const em = info.etude_medicale;
    const asked = em ? questionsEtudeMedicale(em, ctx.type_masse_salariale) : ['effectif_college_inferieur_6' as const];
    for (const q of asked) requis(`etude_medicale.${q}`, em?.[q] ?? null);
  }
  return { erreurs, compteur: { nbTotal, nbCompleted, erreurs: [] } };
}
