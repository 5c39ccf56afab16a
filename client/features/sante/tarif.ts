/**
 * The tariff of the 'Garanties' screen without React (spec 01 §3 'Health tariff', §5 'Colleges',
 * §7 POST /sante/tarifer, §9 formats): the request, the structures as shown, French formats.
 */
import { ESPACE_INSECABLE, formatEuros, formatEurosEntiers, formatNombre, formatPourcent } from '../../../src/domain/format';
import { ECRAN_SANTE, LIBELLES_STRUCTURE_SANTE } from '../../../src/domain/messages';
import type { TypeCollege } from '../../../src/domain/offres/catalogue';
import type { TarifStructure } from '../../../src/domain/pricing/sante/moteur';
import type { RegimeObligatoire, StructureSante } from '../../../src/domain/pricing/sante/types';
import type { Commissionnement } from '../../../src/domain/projets/commission';
import { structureSignalee, versNiveauxChoisis, type SelectionNiveaux } from '../../../src/domain/pricing/sante/regles';
import type { components } from '../../api/schema';
import type { UtilisateurPage } from './types';

/** Body of POST /sante/tarifer (01 §7): the server's document's. */
export type DemandeTarifSante = components['schemas']['TarifierSanteDto'];

export interface ElementsTarif {
  dateEffet: string | null;
  typeCollege: TypeCollege | null;
  ageMoyen: number | null;
  effectifCollege: number | null;
  regimeSocial: RegimeObligatoire | null;
  codePostal: string;
  departement: string | null;
  commissionnement: Commissionnement | null;
  niveaux: SelectionNiveaux | null;
  /** Agreement (integer IDCC; 9999 without agreement). */
  idcc: number | null;
  clientId: number | null;
}

/**
 * The tariff request, or null while something is missing (01 §4: health pricing needs at least one
 * level selected). The caller only asks when the pricing information is valid.
 */
export function demandeTarif(e: ElementsTarif, utilisateur: UtilisateurPage): DemandeTarifSante | null {
  if (!e.dateEffet || !e.typeCollege || e.ageMoyen === null || e.effectifCollege === null || !e.regimeSocial) return null;
  if (!e.departement || !e.commissionnement || !e.niveaux || e.idcc === null || e.clientId === null) return null;
  const niveaux = versNiveauxChoisis(e.niveaux);
  if (!niveaux.length) return null;
  return {
    donnees_tarifantes: {
      date_effet: e.dateEffet,
      college: { type: e.typeCollege, age_moyen: e.ageMoyen, effectif: e.effectifCollege },
      regime_obligatoire: e.regimeSocial,
      code_postal: e.codePostal,
      departement: e.departement,
      taux_commissionnement: e.commissionnement.taux,
      niveaux,
      idcc: e.idcc,
    },
    client: { id: e.clientId },
    utilisateur: { id: utilisateur.id, code_distributeur: utilisateur.codeDistributeur, username: utilisateur.username },
  };
}

/** Memo key of a request (01 §7 'results memoised by serialised parameters'). */
export function cleDemande(d: DemandeTarifSante | null): string | null {
  return d ? JSON.stringify(d) : null;
}

/** Structures grouped as a broker reads them; every structure of the answer appears once. */
export const GROUPES_STRUCTURES: readonly { titre: string; structures: readonly StructureSante[] }[] = [
  { titre: ECRAN_SANTE.groupesStructures.unique, structures: ['UNIQUE'] },
  { titre: ECRAN_SANTE.groupesStructures.isoleFamille, structures: ['ISOLE', 'FAMILLE'] },
  { titre: ECRAN_SANTE.groupesStructures.personnes, structures: ['P1', 'P2', 'P3'] },
  { titre: ECRAN_SANTE.groupesStructures.beneficiaires, structures: ['SALARIE_SEUL', 'CONJOINT_SEUL', 'ENFANT'] },
  { titre: ECRAN_SANTE.groupesStructures.composition, structures: ['SALARIE_ENFANT', 'CONJOINT_SALARIE_ENFANT'] },
];

export interface LigneTarif {
  structure: string;
  libelle: string;
  taux: string;
  budget: string;
  /** 01 §5: unique, salarié + enfants and conjoint + salarié + enfants flagged under 4 % PMSS. */
  signale: boolean;
}

/** Label of a structure; an unsupported structure is an error (01 §8). */
export function libelleStructure(structure: string): string {
  const libelle = (LIBELLES_STRUCTURE_SANTE as Record<string, string>)[structure];
  if (!libelle) throw new Error(`Structure de cotisation non gérée : ${structure}`);
  return libelle;
}

export function ligneTarif(t: TarifStructure<string>): LigneTarif {
  return {
    structure: t.structure,
    libelle: libelleStructure(t.structure),
    taux: formaterTaux(t.tarif.taux),
    budget: formaterEuros(t.tarif.budget_mensuel),
    signale: structureSignalee(t.structure, t.tarif.taux),
  };
}

/** Groups of lines in display order (structures the answer lacks are left out). */
export function groupesTarif(tarifs: readonly TarifStructure<string>[]): { titre: string; lignes: LigneTarif[] }[] {
  return GROUPES_STRUCTURES.map((g) => ({
    titre: g.titre,
    lignes: g.structures.map((s) => tarifs.find((t) => t.structure === s)).filter((t): t is TarifStructure<string> => !!t).map(ligneTarif),
  })).filter((g) => g.lignes.length > 0);
}


/** '1,56 %' (01 §9: two decimals for percent). */
export function formaterTaux(taux: number): string {
  return formatPourcent(taux, ESPACE_INSECABLE);
}

/** '62,48 €' */
export function formaterEuros(montant: number): string {
  return formatEuros(montant);
}

/** '4 005 €' */
export function formaterEurosEntiers(montant: number): string {
  return formatEurosEntiers(montant);
}

/** A factor or an exact cost: '1,05', '0,1234'. */
export function formaterNombre(n: number): string {
  return formatNombre(n, 4);
}

/** '5 %' for loadings given in percent. */
export function formaterPourcent(n: number): string {
  return `${formatNombre(n, 4)}${ESPACE_INSECABLE}%`;
}
