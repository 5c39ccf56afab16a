/**
 * The committed eligibility data (data/eligibilite/*.json), read once and checked: a wrong code in a
 * data file fails at start-up, not in front of a broker.
 */
import accesJson from '../../../data/eligibilite/acces-tarification.json';
import offresJson from '../../../data/eligibilite/offres.json';
import type { CodeProduit, TypeCollege } from '../offres/catalogue';
import { COLLEGES_PAR_PRODUIT, IDCC_AVEC_MINIMA, PRODUIT_DE_L_OFFRE } from '../offres/catalogue';
import type { CodeAccesTarification } from './acces-tarification';
import { estCodeAccesTarification } from './acces-tarification';
import type { AccesConvention, CodeMarche, ReferentielEligibilite } from './offres';

const PRODUITS: readonly CodeProduit[] = ['SSC', 'SPC'];
const MARCHES: readonly CodeMarche[] = ['sante', 'prevoyance'];

function erreur(detail: string): never {
  throw new Error(`Données d'éligibilité invalides : ${detail}`);
}

function code(valeur: unknown, ou: string): CodeAccesTarification {
  if (!estCodeAccesTarification(valeur)) erreur(`${ou} : code d'accès ${String(valeur)}`);
  return valeur;
}

function idcc(valeur: unknown, ou: string): string {
  if (typeof valeur !== 'string' || !/^\d{4}$/.test(valeur)) erreur(`${ou} : IDCC ${String(valeur)}`);
  return valeur;
}

function texte(valeur: unknown, ou: string): string {
  if (typeof valeur !== 'string' || valeur.trim() === '') erreur(`${ou} : texte attendu`);
  return valeur;
}

interface OffreJson {
  id: number;
  produit: string;
  libelle: string;
  colleges: string[];
  effectif_min: number;
  idcc_exclus: { idcc: string; motif: string }[];
  lien_fiche: string | null;
  description: string;
  points_forts: string[];
}

/** Builds and checks the referential from the two JSON documents. */
export function lireReferentielEligibilite(offres: unknown, acces: unknown): ReferentielEligibilite {
  const o = offres as { version: string; marches: { code: string; libelle: string; produit: string }[]; offres: OffreJson[] };
  const a = acces as {
    version: string;
    defaut: string;
    avec_minima: string;
    champ_conventionnel: { cadres_seuls: { idcc: string }[]; non_cadres_seuls: { idcc: string }[] };
    conventions: { idcc: string; libelle: string; acces: Record<string, unknown>; motif: string }[];
  };
  const marches = o.marches.map((m, i) => {
    if (!MARCHES.includes(m.code as CodeMarche)) erreur(`marché ${i} : code ${m.code}`);
    if (!PRODUITS.includes(m.produit as CodeProduit)) erreur(`marché ${m.code} : produit ${m.produit}`);
    return { code: m.code as CodeMarche, libelle: texte(m.libelle, `marché ${m.code}`), produit: m.produit as CodeProduit };
  });
  const ids = new Set<number>();
  const offresLues = o.offres.map((x) => {
    const ou = `offre ${x.id}`;
    if (!Number.isInteger(x.id) || ids.has(x.id)) erreur(`${ou} : identifiant`);
    ids.add(x.id);
    if (PRODUIT_DE_L_OFFRE[x.id] !== x.produit) erreur(`${ou} : produit ${x.produit} différent du catalogue partagé`);
    const produit = x.produit as CodeProduit;
    for (const c of x.colleges) {
      if (!COLLEGES_PAR_PRODUIT[produit].includes(c as TypeCollege)) erreur(`${ou} : collège ${c}`);
    }
    if (!Number.isInteger(x.effectif_min) || x.effectif_min < 1) erreur(`${ou} : effectif minimum`);
    return {
      id: x.id,
      produit,
      libelle: texte(x.libelle, ou),
      colleges: x.colleges as TypeCollege[],
      effectifMin: x.effectif_min,
      idccExclus: x.idcc_exclus.map((e) => ({ idcc: idcc(e.idcc, ou), motif: texte(e.motif, ou) })),
      lienFiche: x.lien_fiche,
      description: texte(x.description, ou),
      pointsForts: x.points_forts,
    };
  });
  const conventions = a.conventions.map((c) => {
    const ou = `convention ${c.idcc}`;
    const accesConvention: Partial<Record<CodeProduit, AccesConvention>> = {};
    for (const [produit, valeur] of Object.entries(c.acces)) {
      if (!PRODUITS.includes(produit as CodeProduit)) erreur(`${ou} : produit ${produit}`);
      if (typeof valeur === 'string') {
        accesConvention[produit as CodeProduit] = code(valeur, ou);
      } else {
        const parCollege: Partial<Record<TypeCollege, CodeAccesTarification>> = {};
        for (const [college, v] of Object.entries(valeur as Record<string, unknown>)) {
          if (!COLLEGES_PAR_PRODUIT[produit as CodeProduit].includes(college as TypeCollege)) erreur(`${ou} : collège ${college}`);
          parCollege[college as TypeCollege] = code(v, ou);
        }
        accesConvention[produit as CodeProduit] = parCollege;
      }
    }
    return { idcc: idcc(c.idcc, ou), libelle: texte(c.libelle, ou), acces: accesConvention, motif: texte(c.motif, ou) };
  });
  return {
    version: `${o.version}/${a.version}`,
    marches,
    offres: offresLues,
    defaut: code(a.defaut, 'défaut'),
    avecMinima: code(a.avec_minima, 'avec_minima'),
    idccAvecMinima: IDCC_AVEC_MINIMA,
    idccCadresSeuls: a.champ_conventionnel.cadres_seuls.map((c) => idcc(c.idcc, 'cadres_seuls')),
    idccNonCadresSeuls: a.champ_conventionnel.non_cadres_seuls.map((c) => idcc(c.idcc, 'non_cadres_seuls')),
    conventions,
  };
}

/** The referential of the committed data files. */
export const REFERENTIEL_ELIGIBILITE: ReferentielEligibilite = lireReferentielEligibilite(offresJson, accesJson);
