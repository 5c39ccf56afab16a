import { COMMON } from '../messages/common';
import { PROJETS } from '../messages/projets';
import { SANTE } from '../messages/sante';
import { detailAccesTarification, estCollegeTarifable } from '../eligibilite/acces-tarification';
import { accesTarificationCollege, trouverOffre } from '../eligibilite/offres';
import { REFERENTIEL_ELIGIBILITE } from '../eligibilite/referentiel';
import type { CodeProduit, TypeCollege } from '../offres/catalogue';
import { pmssAt } from '../pricing/pmss';
import { champListe, garantiesVersListe, listeVersGaranties } from '../pricing/prevoyance/conversion';
import type { GarantieListe, GarantiesPrevoyance, TypeMasseSalariale } from '../pricing/prevoyance/garanties.types';
import { minimaPrevoyance } from '../pricing/prevoyance/minima';
import { ErreurTarifPrevoyance, tarifierPrevoyance, type ResultatTarifPrevoyance } from '../pricing/prevoyance/moteur';
import { VERSION_MINIMA_SANTE, minimaSante } from '../pricing/sante/minima';
import { ErreurTarifSante, tarifierSante, type ResultatTarifSante } from '../pricing/sante/moteur';
import type { CodePoste, RegimeObligatoire } from '../pricing/sante/types';
import { departementDuCodePostal, validerCodePostal } from '../referentiels/code-postal';
import type { Commune } from '../referentiels/types';
import { validerCommissionnement } from './commission';
import { validerDateEffet } from './informations-tarifantes';
import { nettoyerDemographie, validerGarantiesPrevoyance, validerInformationsPrevoyance } from '../pricing/prevoyance/regles';
import { validerNiveauxSante } from '../pricing/sante/regles';
import { resumeGarantiesPrevoyance, type ResumeGarantiesPrevoyance } from './resume';

/**
 * Saving a projet (spec 01 §7 POST/PUT /projets): the server never trusts a price from the page.
 * It re-checks every pricing-information and guarantee rule with the pure rules the pages use,
 * then prices with the engine and keeps the engine's whole answer and barème version.
 * Pure: the client company, the towns of the postcode and `today` are passed in.
 */

export interface ErreurChamp {
  champ: string;
  message: string;
}

/** What the save needs of the client company. */
export interface EntrepriseDuProjet {
  idCcn: number | null;
  nafCode: string | null;
}

interface SaisieCommune {
  produit: { id: number; code: CodeProduit };
  date_effet: string;
  commissionnement: { type: string; taux: number };
}

export interface SaisieSante extends SaisieCommune {
  code_postal: string;
  resiliation_infra_annuelle: boolean;
  regime_obligatoire: RegimeObligatoire;
  acces_surcomplementaire?: boolean;
  college: { type: TypeCollege; effectif: number; age_moyen: number };
  niveaux_garanties: { poste: string; niveau: number }[];
}

export interface SaisiePrevoyance extends SaisieCommune {
  college: { type: 'CADRE' | 'NON_CADRE'; effectif: number; age_moyen: number; nb_femmes?: number | null; nb_enfants?: number | null; nb_conjoints?: number | null };
  masse_salariale: { type_masse_salariale: TypeMasseSalariale; masse_salariale_t1: number; masse_salariale_t2?: number | null };
  naf?: { code: string } | null;
  portabilite_supra_legale?: 'OUI' | 'NON';
  garanties: GarantieListe[];
}

export interface ProjetSantePrepare {
  departement: string;
  surComplementaire: boolean;
  niveauxPostes: { code: CodePoste; numValue: number }[];
  tarif: ResultatTarifSante;
  /** Agreement minima data version the levels were checked against. */
  versionMinima: string;
}

export interface ProjetPrevoyancePrepare {
  naf: string;
  nombreFemmes: number | null;
  nombreConjoints: number | null;
  nombreEnfants: number | null;
  masseSalarialeT2: number | null;
  portabiliteSupraLegale: boolean;
  /** The canonical list form (what is stored and sent back). */
  garanties: GarantieListe[];
  etatGaranties: GarantiesPrevoyance;
  resume: ResumeGarantiesPrevoyance;
  tarif: ResultatTarifPrevoyance;
}

export type Preparation<T> = { ok: true; valeurs: T } | { ok: false; erreurs: ErreurChamp[] };

/** Checks common to both markets: offer of the product, college of the offer and tarifiable, date, commission. */
function verifierCommun(s: SaisieCommune & { college: { type: TypeCollege; effectif: number } }, code: CodeProduit, entreprise: EntrepriseDuProjet, today: string): ErreurChamp[] {
  const erreurs: ErreurChamp[] = [];
  const offre = trouverOffre(REFERENTIEL_ELIGIBILITE, s.produit.id);
  if (!offre || offre.produit !== code || s.produit.code !== code) {
    erreurs.push({ champ: 'produit.id', message: PROJETS.offreNonDuProduit(s.produit.id, code) });
  } else if (!offre.colleges.includes(s.college.type)) {
    erreurs.push({ champ: 'college.type', message: PROJETS.collegeHorsOffre(s.college.type) });
  } else if (entreprise.idCcn !== null) {
    const acces = accesTarificationCollege(REFERENTIEL_ELIGIBILITE, entreprise.idCcn, code, s.college.type);
    if (!estCollegeTarifable(acces)) {
      const detail = detailAccesTarification(acces);
      erreurs.push({ champ: 'college.type', message: `${detail.titre} : ${detail.message}` });
    }
  }
  const date = validerDateEffet(s.date_effet, s.college.effectif, today);
  if (date) erreurs.push({ champ: 'date_effet', message: date });
  const commission = validerCommissionnement(s.commissionnement, s.college.type);
  if (commission) erreurs.push({ champ: 'commissionnement', message: commission });
  return erreurs;
}

export function preparerProjetSante(
  s: SaisieSante,
  entreprise: EntrepriseDuProjet,
  communes: readonly Pick<Commune, 'departement'>[],
  today: string,
): Preparation<ProjetSantePrepare> {
  const erreurs = verifierCommun(s, 'SSC', entreprise, today);
  const cp = validerCodePostal(s.code_postal, communes);
  const departement = cp.valide ? departementDuCodePostal(s.code_postal, communes) : null;
  if (!cp.valide || !departement) erreurs.push({ champ: 'code_postal', message: cp.cause ?? COMMON.champInvalide('code_postal') });
  const minima = minimaSante(entreprise.idCcn ?? null, s.college.type);
  for (const e of validerNiveauxSante(s.niveaux_garanties, minima)) {
    erreurs.push({ champ: e.index === null ? 'niveaux_garanties' : `niveaux_garanties.${e.index}`, message: e.message });
  }
  if (erreurs.length || !departement) return { ok: false, erreurs };
  const niveaux = s.niveaux_garanties.map((n) => ({ poste: n.poste as CodePoste, niveau: n.niveau }));
  let tarif: ResultatTarifSante;
  try {
    tarif = tarifierSante({
      dateEffet: s.date_effet,
      ageMoyen: s.college.age_moyen,
      effectifCollege: s.college.effectif,
      regime: s.regime_obligatoire,
      departement,
      tauxCommissionnement: s.commissionnement.taux,
      niveaux,
    });
  } catch (err) {
    if (err instanceof ErreurTarifSante) return { ok: false, erreurs: [{ champ: 'tarifs', message: SANTE.erreurTarif }] };
    throw err;
  }
  return {
    ok: true,
    valeurs: {
      departement,
      surComplementaire: s.acces_surcomplementaire ?? true,
      niveauxPostes: niveaux.map((n) => ({ code: n.poste, numValue: n.niveau })),
      tarif,
      versionMinima: VERSION_MINIMA_SANTE,
    },
  };
}

/** Provident information fields → payload field names, for error keys. */
const CHAMPS_INFORMATIONS: Record<string, string> = {
  typeCollege: 'college.type',
  naf: 'naf.code',
  nombreFemmes: 'college.nb_femmes',
  nombreConjoints: 'college.nb_conjoints',
  nombreEnfants: 'college.nb_enfants',
  typeMasseSalariale: 'masse_salariale.type_masse_salariale',
  masseSalarialeT1: 'masse_salariale.masse_salariale_t1',
  masseSalarialeT2: 'masse_salariale.masse_salariale_t2',
};

export function preparerProjetPrevoyance(s: SaisiePrevoyance, entreprise: EntrepriseDuProjet, today: string): Preparation<ProjetPrevoyancePrepare> {
  const erreurs = verifierCommun(s, 'SPC', entreprise, today);
  const naf = s.naf?.code?.trim() || entreprise.nafCode || null;
  let pass: number | null = null;
  try {
    pass = pmssAt(s.date_effet).montant * 12;
  } catch {
    // The date error is already reported.
  }
  const info = nettoyerDemographie({
    typeCollege: s.college.type,
    effectifCollege: s.college.effectif,
    naf,
    nombreFemmes: s.college.nb_femmes ?? null,
    nombreConjoints: s.college.nb_conjoints ?? null,
    nombreEnfants: s.college.nb_enfants ?? null,
    typeMasseSalariale: s.masse_salariale.type_masse_salariale,
    masseSalarialeT1: s.masse_salariale.masse_salariale_t1,
    masseSalarialeT2: s.masse_salariale.type_masse_salariale === 'T12' ? (s.masse_salariale.masse_salariale_t2 ?? null) : null,
  });
  if (pass !== null) {
    for (const [champ, message] of Object.entries(validerInformationsPrevoyance(info, pass))) {
      erreurs.push({ champ: CHAMPS_INFORMATIONS[champ] ?? champ, message });
    }
  }

  const lecture = listeVersGaranties(s.garanties);
  for (const [cle, message] of Object.entries(lecture.erreurs)) erreurs.push({ champ: `garanties.${cle}`, message });
  const doublementPortabilite = lecture.doublementPortabilite || s.portabilite_supra_legale === 'OUI';
  const g = lecture.garanties;
  if (!Object.keys(lecture.erreurs).length) {
    const minima = minimaPrevoyance(entreprise.idCcn ?? null, s.college.type);
    for (const [chemin, message] of Object.entries(validerGarantiesPrevoyance(g, minima, { doublementPortabilite }))) {
      erreurs.push({ champ: `garanties.${champListe(chemin, g)}`, message });
    }
  }
  if (erreurs.length || !naf) return { ok: false, erreurs };

  let tarif: ResultatTarifPrevoyance;
  try {
    tarif = tarifierPrevoyance({
      dateEffet: s.date_effet,
      college: s.college.type,
      ageMoyen: s.college.age_moyen,
      effectif: s.college.effectif,
      nbFemmes: info.nombreFemmes,
      nbConjoints: info.nombreConjoints,
      nbEnfants: info.nombreEnfants,
      naf,
      tauxCommissionnement: s.commissionnement.taux,
      typeMasseSalariale: s.masse_salariale.type_masse_salariale,
      masseSalarialeT1: s.masse_salariale.masse_salariale_t1,
      masseSalarialeT2: info.masseSalarialeT2,
      portabiliteSupraLegale: doublementPortabilite,
      garanties: g,
    });
  } catch (err) {
    if (err instanceof ErreurTarifPrevoyance) return { ok: false, erreurs: [{ champ: 'tarifs', message: SANTE.erreurTarif }] };
    throw err;
  }
  return {
    ok: true,
    valeurs: {
      naf,
      nombreFemmes: info.nombreFemmes ?? null,
      nombreConjoints: info.nombreConjoints ?? null,
      nombreEnfants: info.nombreEnfants ?? null,
      masseSalarialeT2: info.masseSalarialeT2 ?? null,
      portabiliteSupraLegale: doublementPortabilite,
      garanties: garantiesVersListe(g, { doublementPortabilite: lecture.doublementPortabilite }),
      etatGaranties: g,
      resume: resumeGarantiesPrevoyance(g),
      tarif,
    },
  };
}
