/**
 * The project list as the page shows it (spec 01 §2 'Project lists', §3 'Project list row'), built
 * from GET /projets rows with the domain's rules: grouping by college, status label, date expiry
 * and lock icons, level and guarantee cells. Pure; runs in the loader (server), so the browser
 * bundle carries neither the health catalogue nor these rules.
 */
import { partiesTarif, type PrixProjet } from '../../../src/domain/espace/espace';
import { formatDateFr as formaterDate } from '../../../src/domain/format';
import { indicateursLigne } from '../../../src/domain/projets/boutons';
import { grouperParCollege } from '../../../src/domain/projets/groupement';
import type { CodeProduit, DateIso, EtatProjet, StatutProjet, TypeCollege } from '../../../src/domain/projets/projet.types';
import {
  COLONNES_RESUME_PREVOYANCE,
  formaterCelluleResume,
  type NiveauResume,
  type ResumeGarantiesPrevoyance,
} from '../../../src/domain/projets/resume';
import { libelleStatut, verifierCodeProduit } from '../../../src/domain/projets/statut';
import { POSTES } from '../../../src/domain/pricing/sante/catalogue';
import { CODES_POSTES } from '../../../src/domain/pricing/sante/types';
import type { EnteteGroupe, GroupeListe, LigneListe } from './types';

/** A GET /projets row (spec 01 §7), as much of it as the list reads. */
export interface LigneApi {
  id: number;
  date_creation: string;
  date_effet: string | null;
  statut: StatutProjet;
  etat: EtatProjet;
  produit: { id: number; code: string };
  college: { type: TypeCollege; effectif: number };
  niveaux?: NiveauResume[] | null;
  garanties?: ResumeGarantiesPrevoyance | null;
  /** The saved price (GET /projets computes it as the workspace does). */
  prix?: PrixProjet | null;
}

const JOUR_PARIS = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Creation timestamp → dd/mm/yyyy of its day in Paris (the brokers' calendar). */
export function dateCreationAffichee(horodatage: string): string {
  const instant = new Date(horodatage);
  if (Number.isNaN(instant.getTime())) return formaterDate(horodatage.slice(0, 10));
  return formaterDate(JOUR_PARIS.format(instant));
}

/**
 * Health headers: one column per care item, in catalogue order, grouped by the part of the label
 * before ' - ' ('Hospitalisation - Frais de séjour' under 'Hospitalisation').
 */
export function entetesSante(): EnteteGroupe[] {
  const groupes: EnteteGroupe[] = [];
  for (const poste of POSTES) {
    const [groupe, ...reste] = poste.libelle.split(' - ');
    const sous = reste.join(' - ');
    const dernier = groupes[groupes.length - 1];
    if (sous && dernier?.libelle === groupe && dernier.colonnes.length) dernier.colonnes.push(sous);
    else groupes.push({ libelle: groupe, colonnes: sous ? [sous] : [] });
  }
  return groupes;
}

/** Provident headers: Décès/PTIA (Célib, Mariés, Majo), Alloc (Obs), Rentes (...), Incap/Inval (...). */
export function entetesPrevoyance(): EnteteGroupe[] {
  return COLONNES_RESUME_PREVOYANCE.map((g) => ({ libelle: g.groupe, colonnes: g.colonnes.map((c) => c.libelle) }));
}

export function entetes(codeProduit: CodeProduit): EnteteGroupe[] {
  return verifierCodeProduit(codeProduit) === 'SSC' ? entetesSante() : entetesPrevoyance();
}

/** Level of each care item, in column order; an unknown care item code is an error (§2). */
function niveauxSante(niveaux: readonly NiveauResume[] | null | undefined): (number | null)[] {
  const parCode = new Map<string, number>();
  for (const n of niveaux ?? []) {
    if (!(CODES_POSTES as readonly string[]).includes(n.code_poste)) throw new Error(`Code de poste inconnu : ${n.code_poste}`);
    parCode.set(n.code_poste, n.niveau);
  }
  return CODES_POSTES.map((code) => parCode.get(code) ?? null);
}

function valeursPrevoyance(garanties: ResumeGarantiesPrevoyance | null | undefined): string[] {
  return COLONNES_RESUME_PREVOYANCE.flatMap((g) => g.colonnes.map((c) => (garanties ? formaterCelluleResume(c.cle, garanties[c.cle]) : '')));
}

export function versLigne(ligne: LigneApi, today: DateIso): LigneListe {
  const code = verifierCodeProduit(ligne.produit.code);
  const { dateEffetExpiree, verrouille } = indicateursLigne(
    { statut: ligne.statut, etat: ligne.etat, dateEffet: ligne.date_effet, effectifCollege: ligne.college.effectif },
    today,
  );
  const base = {
    id: ligne.id,
    dateCreation: dateCreationAffichee(ligne.date_creation),
    dateEffet: ligne.date_effet,
    dateEffetAffichee: ligne.date_effet ? formaterDate(ligne.date_effet) : '',
    prix: partiesTarif(ligne.prix ?? null),
    effectifCollege: ligne.college.effectif,
    statut: ligne.statut,
    libelleStatut: libelleStatut(ligne.statut),
    etat: ligne.etat ?? null,
    dateEffetExpiree,
    verrouille,
  };
  if (code === 'SSC') {
    const niveaux = niveauxSante(ligne.niveaux);
    return { ...base, valeurs: niveaux.map((n) => (n === null ? '' : String(n))) };
  }
  return { ...base, valeurs: valeursPrevoyance(ligne.garanties) };
}

/**
 * Rows of one product grouped by college (every college of the product present, even empty);
 * a row of another product, of an unknown product or of a college the product has not, is an error.
 */
export function construireGroupes(codeProduit: CodeProduit, lignes: readonly LigneApi[], today: DateIso): GroupeListe[] {
  for (const l of lignes) {
    if (verifierCodeProduit(l.produit.code) !== codeProduit) throw new Error(`Projet ${l.id} d'un autre produit : ${l.produit.code}`);
  }
  return grouperParCollege(codeProduit, lignes).map((g) => ({
    college: g.college,
    libelle: g.libelle,
    lignes: g.projets.map((l) => versLigne(l, today)),
    produitId: g.projets[0]?.produit.id ?? null,
  }));
}
