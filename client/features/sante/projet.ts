/**
 * The health projet between the API and the session state (spec 01 §3, §4, §7), without React:
 * loading a projet, prefilling from the last one, duplicating, and the save payload.
 */
import type { TypeCollege } from '../../../src/domain/offres/catalogue';
import { estCodePoste, REGIMES_OBLIGATOIRES, type RegimeObligatoire } from '../../../src/domain/pricing/sante/types';
import { estLectureSeule } from '../../../src/domain/projets/statut';
import { validerDateEffet } from '../../../src/domain/projets/informations-tarifantes';
import { versNiveauxChoisis, type SelectionNiveaux } from '../../../src/domain/pricing/sante/regles';
import { SANTE_VIDE, type SanteState } from '../../state/sante';
import type { ProjetSanteApi, UtilisateurPage } from './types';
import type { components } from '../../api/schema';

export const CODE_PRODUIT_SANTE = 'SSC';
/** Query flag of spec 01 §2: the pricing information is not prefilled from the last projet. */
export const PARAM_SANS_PREFILL = 'skipPrefillInformationsTarifantesFromDernierProjet';
/** Query flag of spec 01 §2: the projet of the route is (re)loaded from the server. */
export const PARAM_CHARGER_PROJET = 'loadProjet';

export const CHEMINS_SANTE = {
  informations: (id?: number | null) => (id ? `/ssc/informations-projet/${id}` : '/ssc/informations-projet'),
  garanties: (id?: number | null) => (id ? `/ssc/garanties/${id}` : '/ssc/garanties'),
  projets: '/ssc/projets',
  nouveauSansPrefill: `/ssc/informations-projet?${PARAM_SANS_PREFILL}=true`,
} as const;

/** ':idProjet?' of the route as a number; undefined when absent; null when it is not an id (404). */
export function lireIdProjet(param: string | undefined): number | undefined | null {
  if (param === undefined || param === '') return undefined;
  return /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/** A query flag is on when present and not 'false' ('?flag', '?flag=true'). */
export function drapeau(search: URLSearchParams, nom: string): boolean {
  const v = search.get(nom);
  return v !== null && v !== 'false' && v !== '0';
}

function regime(v: string | null | undefined): RegimeObligatoire | null {
  return (REGIMES_OBLIGATOIRES as readonly string[]).includes(v ?? '') ? (v as RegimeObligatoire) : null;
}

function selectionDepuis(niveaux: ProjetSanteApi['niveaux_postes']): SelectionNiveaux | null {
  if (!niveaux?.length) return null;
  const s: SelectionNiveaux = {};
  for (const n of niveaux) if (estCodePoste(n.code)) s[n.code] = n.num_value;
  return s;
}

/** The session state of a projet read from the server (loaded by id, or a duplicate to edit). */
export function etatDepuisProjet(p: ProjetSanteApi): SanteState {
  return {
    ...SANTE_VIDE,
    idProjet: p.id,
    etat: p.etat ?? null,
    statut: p.statut ?? null,
    produit: { id: p.produit.id, code: CODE_PRODUIT_SANTE, libelle: p.produit.libelle },
    client: { id: p.client.id, raisonSociale: p.raison_sociale, siret: p.siret, idCcn: p.ccn?.id ?? null, effectif: p.effectif },
    codePostal: p.code_postal ?? '',
    departement: p.departement ?? null,
    regimeSocial: regime(p.regime_social),
    typeCollege: p.type_college.value,
    effectifCollege: p.effectif_college,
    ageMoyen: p.age_moyen,
    resiliationInfraAnnuelle: Boolean(p.resiliation_infra_annuelle),
    dateEffet: p.date_effet ? p.date_effet.slice(0, 10) : null,
    niveaux: selectionDepuis(p.niveaux_postes),
    commissionnement: p.commissionnement ? { type: p.commissionnement.type, taux: Number(p.commissionnement.taux) } : null,
    surComplementaire: p.sur_complementaire ?? true,
    // A loaded projet is never prefilled from another one.
    prefillCollege: p.type_college.value,
    prefillDepuis: null,
  };
}

/** The pricing information a prefill copies (01 §4 'New projet from the last projet of the same college'). */
type ChampsInformations = Pick<SanteState, 'codePostal' | 'departement' | 'regimeSocial' | 'effectifCollege' | 'ageMoyen' | 'resiliationInfraAnnuelle' | 'dateEffet'>;

/**
 * After looking up the last projet of `college`: prefilled from it when there is one (its effective
 * date only while still allowed), else emptied — but only what an earlier prefill put there, never
 * what the broker typed.
 */
export function appliquerDernierProjet(etat: SanteState, college: TypeCollege, dernier: ProjetSanteApi | null, today: string): SanteState {
  if (dernier) {
    const source = etatDepuisProjet(dernier);
    const dateEffet = source.dateEffet && validerDateEffet(source.dateEffet, source.effectifCollege, today) === null ? source.dateEffet : null;
    const infos: ChampsInformations = { ...pick(source), dateEffet };
    return { ...etat, ...infos, typeCollege: college, prefillCollege: college, prefillDepuis: dernier.id };
  }
  if (etat.prefillDepuis !== null) {
    return { ...etat, ...pick(SANTE_VIDE), typeCollege: college, prefillCollege: college, prefillDepuis: null };
  }
  return { ...etat, typeCollege: college, prefillCollege: college };
}

function pick(s: SanteState): ChampsInformations {
  return {
    codePostal: s.codePostal,
    departement: s.departement,
    regimeSocial: s.regimeSocial,
    effectifCollege: s.effectifCollege,
    ageMoyen: s.ageMoyen,
    resiliationInfraAnnuelle: s.resiliationInfraAnnuelle,
    dateEffet: s.dateEffet,
  };
}

/** Prefill runs for a new projet (not a duplicate), once per college, unless the route says to skip it. */
export function doitPrefiller(etat: SanteState, ctx: { creation: boolean; duplication: boolean; sansPrefill: boolean }): boolean {
  return (
    ctx.creation && !ctx.duplication && !ctx.sansPrefill && etat.idProjet === null && etat.typeCollege !== null && etat.prefillCollege !== etat.typeCollege
  );
}

/** A fresh health projet for an offer (informations emptied; the individual top-up offered). */
export function nouveauProjet(produit: SanteState['produit'], typeCollege: TypeCollege | null = null, client: SanteState['client'] = null): SanteState {
  return { ...SANTE_VIDE, produit, typeCollege, client };
}

export function lectureSeule(etat: Pick<SanteState, 'etat'>): boolean {
  return estLectureSeule(etat.etat);
}

/** Body of POST /projets and PUT /projets/{id} (health, 01 §7): the server's document's. */
export type CorpsProjetSante = components['schemas']['ProjetSanteDto'];

/** The body of the save; null while something is missing. */
export function corpsEnregistrement(etat: SanteState, clientId: number | null, utilisateur: UtilisateurPage): CorpsProjetSante | null {
  const { produit, regimeSocial, typeCollege, effectifCollege, ageMoyen, dateEffet, commissionnement, niveaux } = etat;
  if (!produit || !regimeSocial || !typeCollege || effectifCollege === null || ageMoyen === null || !dateEffet || !commissionnement || !niveaux) return null;
  if (clientId === null) return null;
  return {
    id: etat.idProjet,
    code_postal: etat.codePostal,
    resiliation_infra_annuelle: etat.resiliationInfraAnnuelle,
    produit: { id: produit.id, code: CODE_PRODUIT_SANTE },
    regime_obligatoire: regimeSocial,
    acces_surcomplementaire: etat.surComplementaire,
    date_effet: dateEffet,
    utilisateur: { id: utilisateur.id, code_distributeur: utilisateur.codeDistributeur, username: utilisateur.username },
    client: { id: clientId },
    college: { type: typeCollege, effectif: effectifCollege, age_moyen: ageMoyen },
    commissionnement: { type: commissionnement.type, taux: commissionnement.taux },
    niveaux_garanties: versNiveauxChoisis(niveaux),
  };
}
