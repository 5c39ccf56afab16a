/**
 * The broker's workspace (issue 11 item 2), pure: what a search means, the page window, the price a
 * projet row shows and whether its subscription can be opened. Shared by the API and the page.
 */
import { formatEuros, formatPourcent } from '../format';
import { ESPACE } from '../messages';
import { cleRechercheRaisonSociale } from '../eligibilite/saisie-entreprise';
import { verifierSouscription } from '../projets/souscription';
import type { CodeProduit, DateIso, EtatProjet, StatutProjet } from '../projets/projet.types';

export const TAILLE_PAGE_DEFAUT = 20;
export const TAILLE_PAGE_MAX = 50;
/** Pages beyond this are refused: 10⁴ × 50 clients is far above any distributor. */
export const PAGE_MAX = 10_000;
export const RECHERCHE_LONGUEUR_MAX = 131;

export interface CritereRecherche {
  /** cleRechercheRaisonSociale of the text: contained in the client's search key. */
  cle: string;
  /** The text as SIRET digits ('732 829' → '732829') when it is only digits and spaces, else null. */
  debutSiret: string | null;
  /** A projet number ('42', 'n°42', 'N° 42'), else null. */
  numeroProjet: number | null;
}

/** What the broker typed, as the query searches it; null when there is nothing to search. */
export function critereRecherche(texte: string | null | undefined): CritereRecherche | null {
  const cle = cleRechercheRaisonSociale(texte ?? '');
  if (cle === '') return null;
  const chiffres = cle.replace(/ /g, '');
  const numero = /^(?:n ?°? ?)?(\d{1,9})$/.exec(cle);
  return { cle, debutSiret: /^\d{1,14}$/.test(chiffres) ? chiffres : null, numeroProjet: numero ? Number(numero[1]) : null };
}

export interface FenetrePage {
  page: number;
  taille: number;
  /** Rows skipped before this page. */
  decalage: number;
}

export function fenetrePage(page: number | undefined, taille: number | undefined): FenetrePage {
  const p = page ?? 1;
  const t = taille ?? TAILLE_PAGE_DEFAUT;
  return { page: p, taille: t, decalage: (p - 1) * t };
}

/** Number of pages for `total` rows (at least 1: an empty list still has its first page). */
export function nombrePages(total: number, taille: number): number {
  return Math.max(1, Math.ceil(total / taille));
}

/**
 * The page numbers a pager shows: the first, the last, the current one and its neighbours; null
 * marks a gap ('…'). 1 … 4 5 6 … 12.
 */
export function pagesAffichees(page: number, pages: number): (number | null)[] {
  const garder = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const tries = [...garder].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of tries) {
    const precedent = out[out.length - 1];
    if (typeof precedent === 'number' && n - precedent === 2) out.push(n - 1);
    else if (typeof precedent === 'number' && n - precedent > 2) out.push(null);
    out.push(n);
  }
  return out;
}

/** The price a projet row shows: rates per base and one budget. */
export interface PrixProjet {
  /** Health: [{PMSS}]; provident: [{T1}] or [{T1}, {T2}]. Rates in %, two decimals. */
  taux: { assiette: 'PMSS' | 'T1' | 'T2'; taux: number }[];
  /** Euros, two decimals: per month (health, single-rate structure) or per year (provident, all tranches shown). */
  budget: number;
  periode: 'mois' | 'an';
}

const nombre = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const centimes = (v: number) => Math.round(v * 100) / 100;

/**
 * The stored tariff (`projet.tarifs.tarifs`, the engine's answer) as a row shows it; null when it
 * cannot be read. Health: the 'Unique' structure (one rate for every employee), the reading a
 * broker compares first. Provident: the tranches the projet prices (T1, or T1 and T2 for a T1+T2
 * payroll, as the tariff panel shows them) and their annual budget.
 */
export function prixProjet(codeProduit: CodeProduit, lignes: unknown, typeMasseSalariale: 'T1' | 'T12' | null): PrixProjet | null {
  if (!Array.isArray(lignes)) return null;
  if (codeProduit === 'SSC') {
    const unique = lignes.find((l) => (l as { structure?: unknown })?.structure === 'UNIQUE') as { tarif?: Record<string, unknown> } | undefined;
    const taux = nombre(unique?.tarif?.taux);
    const budget = nombre(unique?.tarif?.budget_mensuel);
    return taux === null || budget === null ? null : { taux: [{ assiette: 'PMSS', taux }], budget, periode: 'mois' };
  }
  const retenues = typeMasseSalariale === 'T12' ? lignes : lignes.slice(0, 1);
  const taux: PrixProjet['taux'] = [];
  let budget = 0;
  for (const l of retenues as { type_masse_salariale?: unknown; tarif?: Record<string, unknown> }[]) {
    const t = nombre(l?.tarif?.taux);
    const b = nombre(l?.tarif?.budget_annuel);
    if (t === null || b === null || (l.type_masse_salariale !== 'T1' && l.type_masse_salariale !== 'T2')) return null;
    taux.push({ assiette: l.type_masse_salariale, taux: t });
    budget += b;
  }
  return taux.length ? { taux, budget: centimes(budget), periode: 'an' } : null;
}

/** Statuts reached once the subscription was started (spec 01 §4: EN_SOUSCRIPTION follows the start). */
export const STATUTS_EN_SOUSCRIPTION: readonly StatutProjet[] = ['EN_SOUSCRIPTION', 'SIGNATURE_EN_ATTENTE', 'ETUDE_GESTION', 'ACCEPTE'];

export type AccesSouscription = 'EN_COURS' | 'POSSIBLE' | null;

/**
 * Whether a row links to the projet's subscription: EN_COURS once started, POSSIBLE when the
 * hand-over would be accepted now (the server's own rule: study handed over, effective date not
 * expired), null otherwise (a new projet goes through the study first, from the projets list).
 */
export function accesSouscription(
  projet: { statut: StatutProjet; etat: EtatProjet; dateEffet: DateIso | null; effectifCollege: number | null },
  today: DateIso,
): AccesSouscription {
  if (STATUTS_EN_SOUSCRIPTION.includes(projet.statut)) return 'EN_COURS';
  return verifierSouscription(projet, today) === null ? 'POSSIBLE' : null;
}

/** The price in two parts, for a table cell: '62,48 €/mois' and '1,56 % PMSS' (null: not readable). */
export function partiesTarif(prix: PrixProjet | null): { budget: string; taux: string } | null {
  if (!prix) return null;
  return {
    budget: `${formatEuros(prix.budget)}/${prix.periode}`,
    taux: prix.taux.map((t) => `${formatPourcent(t.taux)} ${t.assiette}`).join(' · '),
  };
}

/** '1,56 % PMSS · 62,48 €/mois', '1,23 % T1 · 2,50 % T2 · 13 345,77 €/an'. */
export function texteTarif(prix: PrixProjet | null): string {
  const p = partiesTarif(prix);
  return p ? `${p.taux} · ${p.budget}` : ESPACE.tarifIndisponible;
}
