/**
 * The pipeline page without React: the address read as filters, and the API's page of files
 * (src/domain/espace/contrat.ts) as the screen shows it — texts already written (French formats,
 * Paris time), links already built — so the loader sends it ready and the component only lays it out.
 */
import type { ClientDossier, DossierEspace, PageDossiersEspace } from '../../../src/domain/espace/contrat';
import { PAGE_MAX, pagesAffichees, RECHERCHE_LONGUEUR_MAX, texteTarif } from '../../../src/domain/espace/espace';
import { ETAPES_DOSSIER, JOURS_AVANT_RELANCE, libelleEtape, TRIS_DOSSIERS, type EtapeDossier, type TriDossiers } from '../../../src/domain/espace/etape';
import { formatDateFr as formaterDate, formatDateHeureFr } from '../../../src/domain/format';
import { ESPACE } from '../../../src/domain/messages';
import type { CodeProduit } from '../../../src/domain/projets/projet.types';
import { estLectureSeule, segmentProduit } from '../../../src/domain/projets/statut';
import { masquerSiret } from '../../../src/domain/siret';
import { ouvertureGaranties, ouvertureProjet } from '../projets/parcours';
import type { InformationsEntrepriseState } from '../../state/entreprise';
import { PATHS } from '../../routing/paths';

export { texteTarif };

export const CHEMIN_ESPACE = PATHS.espace;
/** The address's parameters: the API's query names. */
export const PARAMS = { recherche: 'recherche', etape: 'etape', produit: 'produit', aRelancer: 'aRelancer', tri: 'tri', page: 'page' } as const;

export interface FiltresEspace {
  recherche: string;
  etape: EtapeDossier | null;
  produit: CodeProduit | null;
  aRelancer: boolean;
  tri: TriDossiers;
}

const parmi = <T extends string>(valeurs: readonly T[], v: string | null): T | null => (v !== null && (valeurs as readonly string[]).includes(v) ? (v as T) : null);

/**
 * The broker's address as filters and a page. It is theirs to type: what is not a value is left out
 * (the first page, every stage…), a search longer than a company name is cut; the API refuses both.
 */
export function lireAdresse(q: URLSearchParams): { filtres: FiltresEspace; page: number } {
  const texte = q.get(PARAMS.page) ?? '';
  const page = /^\d{1,5}$/.test(texte) && Number(texte) >= 1 && Number(texte) <= PAGE_MAX ? Number(texte) : 1;
  return {
    filtres: {
      recherche: (q.get(PARAMS.recherche) ?? '').slice(0, RECHERCHE_LONGUEUR_MAX),
      etape: parmi(ETAPES_DOSSIER, q.get(PARAMS.etape)),
      produit: parmi(['SSC', 'SPC'] as const, q.get(PARAMS.produit)),
      aRelancer: q.get(PARAMS.aRelancer) === 'true',
      tri: parmi(TRIS_DOSSIERS, q.get(PARAMS.tri)) ?? TRIS_DOSSIERS[0],
    },
    page,
  };
}

/** '/espace?etape=REFUSEE&page=2' (defaults left out: the first page, no filter, the default sort). */
export function adresseEspace(f: FiltresEspace, page: number): string {
  const q = new URLSearchParams();
  if (f.recherche.trim()) q.set(PARAMS.recherche, f.recherche.trim());
  if (f.etape) q.set(PARAMS.etape, f.etape);
  if (f.produit) q.set(PARAMS.produit, f.produit);
  if (f.aRelancer) q.set(PARAMS.aRelancer, 'true');
  if (f.tri !== TRIS_DOSSIERS[0]) q.set(PARAMS.tri, f.tri);
  if (page > 1) q.set(PARAMS.page, String(page));
  const s = q.toString();
  return s ? `${CHEMIN_ESPACE}?${s}` : CHEMIN_ESPACE;
}

/**
 * Where a projet opens: an editable one on its information screen (the projets list's id link),
 * a locked one on its guarantees (read-only: what was priced, and its price).
 */
export interface OuvertureLigne {
  vers: string;
  marche: 'sante' | 'prevoyance';
  oublierPrevoyance: boolean;
}

export function ouvertureLigne(code: CodeProduit, id: number, verrouille: boolean): OuvertureLigne {
  const marche = code === 'SSC' ? 'sante' : 'prevoyance';
  if (verrouille) return { ...ouvertureGaranties(code, id), marche };
  const o = ouvertureProjet(code, id);
  return { vers: o.vers, marche, oublierPrevoyance: o.oublierPrevoyance };
}

/** The badge's colour by stage: waiting on the broker, on the client, done, refused. */
export type TonEtape = 'info' | 'warning' | 'success' | 'danger' | 'neutre';
const TONS: Record<EtapeDossier, TonEtape> = {
  PROJET: 'neutre',
  ETUDE_REMISE: 'info',
  SOUSCRIPTION: 'info',
  SIGNATURE_EN_ATTENTE: 'warning',
  SIGNEE: 'success',
  REFUSEE: 'danger',
  DUE_PRETE: 'success',
};

export interface LigneEspace {
  id: number;
  codeProduit: CodeProduit;
  numero: string;
  /** 'Santé · Cadres · 01/01/2027' */
  projet: string;
  raisonSociale: string;
  /** '732 829 320 00074', or null without SIRET. */
  siret: string | null;
  etape: { code: EtapeDossier; libelle: string; ton: TonEtape };
  /** 'Motif : …' of a refusal; else null. */
  motif: string | null;
  aRelancer: boolean;
  progression: number;
  /** 'Manque : 2 participants, Extrait Kbis…' for a subscription in progress; else null. */
  manque: string | null;
  evenement: { libelle: string; quand: string } | null;
  tarif: string;
  verrouille: boolean;
  ouvrir: OuvertureLigne;
  /** '/souscription/ssc/12' when the subscription is started or may start now; else null. */
  souscription: string | null;
  /** The subscription is not started yet: the link hands the projet over first (POST /projets/{id}/souscription). */
  souscriptionADemarrer: boolean;
  /** Health projets: the DUE tunnel (spec 03). */
  due: string | null;
  /** The company state a new projet for this client starts from (put in session state before the company screen). */
  entreprise: InformationsEntrepriseState;
}

export interface VueEspace {
  filtres: FiltresEspace;
  /** Some filter or search applied (the empty list says so). */
  filtre: boolean;
  page: number;
  pages: number;
  total: number;
  resume: string;
  lignes: LigneEspace[];
  /** Pager: page numbers with their address; null = a gap. */
  pager: ({ page: number; vers: string; courante: boolean } | null)[] | null;
  precedente: string | null;
  suivante: string | null;
}

/** The company module of the session state for a new projet of this client (no retyping). */
export function entrepriseDuClient(c: ClientDossier): InformationsEntrepriseState {
  return {
    clientId: c.id,
    siretConnu: c.siret !== null,
    siret: c.siret,
    raisonSociale: c.raison_sociale,
    effectifTotal: c.demographie.effectif_global,
    ccn: c.ccn,
    // Checked again by the company screen (the register may have changed since).
    eligibilite: null,
    naf: c.naf,
    effectifCadre: c.demographie.effectif_cadre,
    effectifNonCadre: c.demographie.effectif_non_cadre,
  };
}

export function ligneEspace(d: DossierEspace): LigneEspace {
  const verrouille = estLectureSeule(d.etat);
  const depuis = d.etape_depuis ? formaterDate(d.etape_depuis) : null;
  return {
    id: d.id,
    codeProduit: d.code_produit,
    numero: ESPACE.projetNumero(d.id),
    projet: [ESPACE.produits[d.code_produit], d.college.libelle, d.date_effet ? formaterDate(d.date_effet) : null].filter(Boolean).join(' · '),
    raisonSociale: d.client.raison_sociale,
    siret: d.client.siret ? masquerSiret(d.client.siret) : null,
    etape: { code: d.etape, libelle: libelleEtape(d.etape, { progression: d.progression, depuis }), ton: TONS[d.etape] },
    motif: d.motif_refus ? ESPACE.motifRefus(d.motif_refus) : null,
    aRelancer: d.a_relancer,
    progression: d.progression,
    manque: d.manquants.length ? ESPACE.manque(d.manquants.join(', ')) : null,
    evenement: d.dernier_evenement ? { libelle: d.dernier_evenement.libelle, quand: `${formatDateHeureFr(d.dernier_evenement.survenu_le)} · ${d.dernier_evenement.acteur}` } : null,
    tarif: texteTarif(d.prix),
    verrouille,
    ouvrir: ouvertureLigne(d.code_produit, d.id, verrouille),
    souscription: d.souscription ? `/souscription/${segmentProduit(d.code_produit)}/${d.id}` : null,
    souscriptionADemarrer: d.souscription === 'POSSIBLE',
    due: d.code_produit === 'SSC' ? `/ssc/due/${d.id}/etape1` : null,
    entreprise: entrepriseDuClient(d.client),
  };
}

/** The filters' choices, in the pipeline's order. */
export const OPTIONS = {
  etapes: ETAPES_DOSSIER.map((e) => ({ value: e, label: ESPACE.etapes.libelles[e] })),
  produits: (['SSC', 'SPC'] as const).map((p) => ({ value: p, label: ESPACE.produits[p] })),
  tris: TRIS_DOSSIERS.map((t) => ({ value: t, label: ESPACE.tris[t] })),
  aRelancer: ESPACE.filtreARelancer(JOURS_AVANT_RELANCE),
};

/** The filters as typed are shown back in the form; the address of each page keeps them. */
export function vueEspace(page: PageDossiersEspace, filtresSaisis: FiltresEspace): VueEspace {
  const filtres = { ...filtresSaisis, recherche: filtresSaisis.recherche.trim() };
  const pager =
    page.pages > 1
      ? pagesAffichees(Math.min(page.page, page.pages), page.pages).map((n) => (n === null ? null : { page: n, vers: adresseEspace(filtres, n), courante: n === page.page }))
      : null;
  return {
    filtres,
    filtre: Boolean(filtres.recherche || filtres.etape || filtres.produit || filtres.aRelancer),
    page: page.page,
    pages: page.pages,
    total: page.total,
    resume: ESPACE.resultatsDossiers(page.total),
    lignes: page.dossiers.map(ligneEspace),
    pager,
    precedente: page.page > 1 ? adresseEspace(filtres, Math.min(page.page - 1, page.pages)) : null,
    suivante: page.page < page.pages ? adresseEspace(filtres, page.page + 1) : null,
  };
}
