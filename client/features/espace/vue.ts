/**
 * The workspace page without React: the API's page of clients (src/domain/espace/contrat.ts) as the
 * screen shows it — texts already written (French formats), links already built — so the loader
 * sends it ready and the component only lays it out.
 */
import type { ClientEspace, PageClientsEspace, ProjetEspace } from '../../../src/domain/espace/contrat';
import { pagesAffichees, texteTarif } from '../../../src/domain/espace/espace';
import { ESPACE } from '../../../src/domain/messages';
import type { CodeProduit } from '../../../src/domain/projets/projet.types';
import { estLectureSeule, segmentProduit } from '../../../src/domain/projets/statut';
import { formatDateFr as formaterDate } from '../../../src/domain/format';
import { masquerSiret } from '../../../src/domain/siret';
import { rechercheEntreprise } from '../projets/entreprise';
import { chemins, ouvertureGaranties, ouvertureProjet } from '../projets/parcours';
import type { InformationsEntrepriseState } from '../../state/entreprise';
import { PATHS } from '../../routing/paths';

export { texteTarif };

export const CHEMIN_ESPACE = PATHS.espace;
export const PARAM_RECHERCHE = 'recherche';
export const PARAM_PAGE = 'page';

/** '/espace?recherche=…&page=2' (the first page and an empty search are left out). */
export function adresseEspace(recherche: string, page: number): string {
  const q = new URLSearchParams();
  if (recherche.trim()) q.set(PARAM_RECHERCHE, recherche.trim());
  if (page > 1) q.set(PARAM_PAGE, String(page));
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

export interface LigneEspace {
  id: number;
  codeProduit: CodeProduit;
  numero: string;
  produit: string;
  college: string;
  statut: string;
  /** 'Refusé le 06/12/2026' when the latest signature was refused (shown as a badge instead of the statut); else null. */
  refuse: string | null;
  verrouille: boolean;
  dateEffet: string;
  tarif: string;
  ouvrir: OuvertureLigne;
  /** '/souscription/ssc/12' when the subscription is started or may start now; else null. */
  souscription: string | null;
  /** The subscription is not started yet: the link hands the projet over first (POST /projets/{id}/souscription). */
  souscriptionADemarrer: boolean;
  /** Health projets: the DUE tunnel (spec 03), started afresh from here. */
  due: string | null;
}

export interface CarteClient {
  id: number;
  raisonSociale: string;
  /** '732 829 320 00074', or null without SIRET. */
  siret: string | null;
  ccn: string | null;
  effectif: string;
  lignes: LigneEspace[];
  /** 'Les 10 projets les plus récents sur 14.' when some are not shown; else null. */
  tronque: string | null;
  /** The product lists of the company ('Tous les projets Santé'), for the products it has. */
  listes: { libelle: string; vers: string }[];
  /** The company state a new projet starts from (put in session state before the company screen). */
  entreprise: InformationsEntrepriseState;
}

export interface VueEspace {
  recherche: string;
  page: number;
  pages: number;
  total: number;
  resume: string;
  clients: CarteClient[];
  /** Pager: page numbers with their address; null = a gap. */
  pager: ({ page: number; vers: string; courante: boolean } | null)[] | null;
  precedente: string | null;
  suivante: string | null;
}

export function ligneEspace(p: ProjetEspace): LigneEspace {
  const verrouille = estLectureSeule(p.etat);
  return {
    id: p.id,
    codeProduit: p.code_produit,
    numero: ESPACE.projetNumero(p.id),
    produit: ESPACE.produits[p.code_produit],
    college: p.college.libelle,
    statut: p.statut_libelle,
    refuse: p.signature_refusee_le ? ESPACE.refuseLe(formaterDate(p.signature_refusee_le)) : null,
    verrouille,
    dateEffet: p.date_effet ? formaterDate(p.date_effet) : ESPACE.dateNonRenseignee,
    tarif: texteTarif(p.prix),
    ouvrir: ouvertureLigne(p.code_produit, p.id, verrouille),
    souscription: p.souscription ? `/souscription/${segmentProduit(p.code_produit)}/${p.id}` : null,
    souscriptionADemarrer: p.souscription === 'POSSIBLE',
    due: p.code_produit === 'SSC' ? `/ssc/due/${p.id}/etape1` : null,
  };
}

/** The company module of the session state for a new projet of this client (no retyping). */
export function entrepriseDuClient(c: ClientEspace): InformationsEntrepriseState {
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

export function carteClient(c: ClientEspace): CarteClient {
  const lignes = c.projets.map(ligneEspace);
  const entreprise = { siret: c.siret, raisonSociale: c.raison_sociale };
  const tronque = c.nombre_projets > lignes.length;
  const produits: CodeProduit[] = tronque ? ['SSC', 'SPC'] : (['SSC', 'SPC'] as const).filter((code) => lignes.some((l) => l.codeProduit === code));
  return {
    id: c.id,
    raisonSociale: c.raison_sociale,
    siret: c.siret ? masquerSiret(c.siret) : null,
    ccn: c.ccn ? `${c.ccn.libelle_court || c.ccn.libelle} (IDCC ${c.ccn.idcc})` : null,
    effectif: ESPACE.effectif(c.demographie.effectif_global),
    lignes,
    tronque: tronque ? ESPACE.projetsAffiches(lignes.length, c.nombre_projets) : null,
    listes: produits.map((code) => ({ libelle: ESPACE.tousLesProjets(ESPACE.produits[code].toLowerCase()), vers: `${chemins(code).projets}${rechercheEntreprise(entreprise)}` })),
    entreprise: entrepriseDuClient(c),
  };
}

/** The search as typed is shown back in the field; the count sentence names it. */
export function vueEspace(page: PageClientsEspace, rechercheSaisie: string): VueEspace {
  const recherche = rechercheSaisie.trim();
  const pager =
    page.pages > 1
      ? pagesAffichees(Math.min(page.page, page.pages), page.pages).map((n) =>
          n === null ? null : { page: n, vers: adresseEspace(recherche, n), courante: n === page.page },
        )
      : null;
  return {
    recherche,
    page: page.page,
    pages: page.pages,
    total: page.total,
    resume: recherche ? ESPACE.resultatsRecherche(page.total, recherche) : ESPACE.resultats(page.total),
    clients: page.clients.map(carteClient),
    pager,
    precedente: page.page > 1 ? adresseEspace(recherche, Math.min(page.page - 1, page.pages)) : null,
    suivante: page.page < page.pages ? adresseEspace(recherche, page.page + 1) : null,
  };
}
