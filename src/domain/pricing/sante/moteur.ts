import { pmssAt, type PmssApplique } from '../pmss';
import { baremeSantePour } from './baremes';
import {
  CODES_POSTES,
  NIVEAU_MAX,
  NIVEAU_MIN,
  STRUCTURES_SANTE,
  STRUCTURES_SURCOMPLEMENTAIRE,
  type BaremeSante,
  type CodePoste,
  type NiveauChoisi,
  type RegimeObligatoire,
  type StructureSante,
  type StructureSurcomplementaire,
} from './types';

/**
 * Health pricing engine (PRODUCT.md 'Health price'), pure.
 *
 *   cout_pur   = Σ postes cout[poste][niveau]                    (millionths of PMSS, reference adult)
 *   risque(s)  = cout_pur × F_age × F_zone × F_regime × F_effectif × C_structure(s)   (factors in ‰)
 *   HT(s)      = risque(s) / (1 − frais_gestion − commissionnement)
 *   TTC(s)     = HT(s) × (1 + TSA)
 *
 * All inputs are integers; the exact TTC is the fraction num/den in BigInt. It is rounded once per
 * shown figure, half up, from the exact value:
 *   taux (% PMSS, 2 decimals)      = round(TTC / 100) / 100         (TTC in millionths of PMSS)
 *   budget_mensuel (€, 2 decimals) = round(taux × PMSS) to the cent
 * The contract is written in % PMSS: the rate shown is the contractual rate, and the monthly budget
 * is that very rate times the PMSS, so a broker can check it by hand (1,56 % × 4 005 € = 62,48 €).
 *
 * A poste absent from the selection is priced at level 0, the contrat responsable floor every
 * contract carries.
 */

export interface ParametresTarifSante {
  /** ISO 'yyyy-mm-dd': picks the barème version and the PMSS. */
  dateEffet: string;
  ageMoyen: number;
  effectifCollege: number;
  regime: RegimeObligatoire;
  /** Department code ('75', '2A', '974'): picks the zone. */
  departement: string;
  /** Integer percent 0..15 (linear rate, or the discount option's rate 7/10/15). */
  tauxCommissionnement: number;
  niveaux: readonly NiveauChoisi[];
}

export interface Tarif {
  /** % of PMSS, two decimals. */
  taux: number;
  /** Euros per month, two decimals. */
  budget_mensuel: number;
}

export interface TarifStructure<S extends string = StructureSante> {
  structure: S;
  tarif: Tarif;
}

export interface DetailTarifSante {
  pmss: { montant: number; annee: number; annee_reference: number; publie: boolean };
  /** Pure cost of each poste at its level, % PMSS (exact, 4 decimals). */
  postes: { poste: CodePoste; niveau: number; cout: number }[];
  /** Sum of the postes, % PMSS. */
  cout_pur: number;
  facteurs: {
    age: { age_moyen: number; facteur: number };
    zone: { departement: string; zone: number; facteur: number };
    regime: { regime: RegimeObligatoire; facteur: number };
    effectif_college: { effectif: number; facteur: number };
  };
  /** Percentages. */
  chargements: { frais_gestion: number; commissionnement: number; tsa: number };
  structures: { structure: StructureSante; coefficient: number }[];
  surcomplementaire: {
    libelle: string;
    description: string;
    frais_gestion: number;
    couts: { structure: StructureSurcomplementaire; cout: number }[];
  };
  arrondi: string;
}

export interface ResultatTarifSante {
  bareme_version: string;
  /** The spec's list of {structure, tarif {taux, budget_mensuel}} for the collective contract. */
  tarifs: TarifStructure[];
  /** The individual top-up's own price list (per beneficiary). */
  surcomplementaire: TarifStructure<StructureSurcomplementaire>[];
  detail: DetailTarifSante;
}

export class ErreurTarifSante extends Error {}

const MILLE = 1000n;
const DIX_MILLE = 10000n;
export const REGLE_ARRONDI =
  "Taux arrondi une seule fois au centième de point de PMSS (au plus proche, demi vers le haut) ; budget mensuel = taux contractuel × PMSS, au centime.";

function facteurTranche(l: { de: number; a: number; facteur: number }[], valeur: number, nom: string): number {
  for (const t of l) if (valeur >= t.de && valeur <= t.a) return t.facteur;
  throw new ErreurTarifSante(`${nom} hors barème : ${valeur}`);
}

/** Zone of a department in a barème (unknown department: the default zone). */
export function zoneDuDepartement(bareme: BaremeSante, departement: string): number {
  const d = departement.trim().toUpperCase();
  for (const [zone, deps] of Object.entries(bareme.zones.departements)) if (deps.includes(d)) return Number(zone);
  return bareme.zones.zone_par_defaut;
}

/** Half-up rounding of a positive fraction to an integer. */
function arrondi(num: bigint, den: bigint): bigint {
  return (2n * num + den) / (2n * den);
}

function tarifDe(num: bigint, den: bigint, pmss: bigint): Tarif {
  const tauxCentiemes = arrondi(num, den * 100n);
  // The budget follows the contractual (rounded) rate: taux × PMSS, to the cent.
  const budgetCentimes = arrondi(tauxCentiemes * pmss, 100n);
  return { taux: Number(tauxCentiemes) / 100, budget_mensuel: Number(budgetCentimes) / 100 };
}

/** Levels 0..11 per poste, catalogue order; absent postes at level 0. */
export function niveauxParPoste(niveaux: readonly NiveauChoisi[]): number[] {
  const out = CODES_POSTES.map(() => NIVEAU_MIN);
  for (const { poste, niveau } of niveaux) {
    const i = CODES_POSTES.indexOf(poste);
    if (i < 0) throw new ErreurTarifSante(`Code de poste inconnu : ${poste}`);
    if (!Number.isInteger(niveau) || niveau < NIVEAU_MIN || niveau > NIVEAU_MAX) throw new ErreurTarifSante(`Niveau hors bornes : ${niveau}`);
    out[i] = niveau;
  }
  return out;
}

/** Prices with an explicit barème and PMSS (pure). */
export function tarifierSanteAvec(p: ParametresTarifSante, bareme: BaremeSante, pmss: PmssApplique): ResultatTarifSante {
  if (!Number.isInteger(p.tauxCommissionnement) || p.tauxCommissionnement < 0 || p.tauxCommissionnement > 15) {
    throw new ErreurTarifSante(`Taux de commissionnement hors bornes : ${p.tauxCommissionnement}`);
  }
  const niveaux = niveauxParPoste(p.niveaux);
  let coutPur = 0;
  const postes = CODES_POSTES.map((poste, i) => {
    const cout = bareme.couts_par_niveau[poste][niveaux[i]];
    coutPur += cout;
    return { poste, niveau: niveaux[i], cout: cout / 10000 };
  });
  const fAge = facteurTranche(bareme.facteurs_age, p.ageMoyen, 'Âge moyen');
  const zone = zoneDuDepartement(bareme, p.departement);
  const fZone = bareme.facteurs_zone[String(zone)];
  const fRegime = bareme.facteurs_regime[p.regime];
  if (fRegime === undefined) throw new ErreurTarifSante(`Régime inconnu : ${p.regime}`);
  const fEffectif = facteurTranche(bareme.facteurs_effectif_college, p.effectifCollege, 'Effectif du collège');
  const pmssMontant = BigInt(pmss.montant);
  const tsa = DIX_MILLE + BigInt(bareme.tsa_pb);
  const commission = BigInt(p.tauxCommissionnement * 100);
  const facteursCommuns = BigInt(fAge) * BigInt(fZone) * BigInt(fRegime);

  // Collective contract: num / den millionths of PMSS, per structure.
  const numCommun = BigInt(coutPur) * facteursCommuns * BigInt(fEffectif) * tsa;
  const den = MILLE ** 5n * (DIX_MILLE - BigInt(bareme.frais_gestion_pb) - commission);
  const tarifs = STRUCTURES_SANTE.map((structure) => ({
    structure,
    tarif: tarifDe(numCommun * BigInt(bareme.coefficients_structure[structure]), den, pmssMontant),
  }));

  // Individual top-up: no college-size factor (individual risk), its own management costs.
  const surco = bareme.surcomplementaire;
  const denSurco = MILLE ** 3n * (DIX_MILLE - BigInt(surco.frais_gestion_pb) - commission);
  const surcomplementaire = STRUCTURES_SURCOMPLEMENTAIRE.map((structure) => ({
    structure,
    tarif: tarifDe(BigInt(surco.couts_par_structure[structure]) * facteursCommuns * tsa, denSurco, pmssMontant),
  }));

  return {
    bareme_version: bareme.version,
    tarifs,
    surcomplementaire,
    detail: {
      pmss: { montant: pmss.montant, annee: pmss.annee, annee_reference: pmss.anneeReference, publie: pmss.publie },
      postes,
      cout_pur: coutPur / 10000,
      facteurs: {
        age: { age_moyen: p.ageMoyen, facteur: fAge / 1000 },
        zone: { departement: p.departement, zone, facteur: fZone / 1000 },
        regime: { regime: p.regime, facteur: fRegime / 1000 },
        effectif_college: { effectif: p.effectifCollege, facteur: fEffectif / 1000 },
      },
      chargements: { frais_gestion: bareme.frais_gestion_pb / 100, commissionnement: p.tauxCommissionnement, tsa: bareme.tsa_pb / 100 },
      structures: STRUCTURES_SANTE.map((structure) => ({ structure, coefficient: bareme.coefficients_structure[structure] / 1000 })),
      surcomplementaire: {
        libelle: surco.libelle,
        description: surco.description,
        frais_gestion: surco.frais_gestion_pb / 100,
        couts: STRUCTURES_SURCOMPLEMENTAIRE.map((structure) => ({ structure, cout: surco.couts_par_structure[structure] / 10000 })),
      },
      arrondi: REGLE_ARRONDI,
    },
  };
}

/** Prices with the barème and the PMSS in force on the effective date. */
export function tarifierSante(p: ParametresTarifSante): ResultatTarifSante {
  const bareme = baremeSantePour(p.dateEffet);
  if (!bareme) throw new ErreurTarifSante(`Aucun barème santé au ${p.dateEffet}`);
  return tarifierSanteAvec(p, bareme, pmssAt(p.dateEffet));
}

/**
 * The exact TTC of a structure as a fraction of millionths of PMSS.
 * @internal Test oracle: the engine spec compares the rounded rates with this exact arithmetic.
 */
export function tauxExactSante(p: ParametresTarifSante, bareme: BaremeSante, structure: StructureSante): { num: bigint; den: bigint } {
  const niveaux = niveauxParPoste(p.niveaux);
  const coutPur = CODES_POSTES.reduce((s, poste, i) => s + bareme.couts_par_niveau[poste][niveaux[i]], 0);
  const f =
    BigInt(facteurTranche(bareme.facteurs_age, p.ageMoyen, 'Âge moyen')) *
    BigInt(bareme.facteurs_zone[String(zoneDuDepartement(bareme, p.departement))]) *
    BigInt(bareme.facteurs_regime[p.regime]) *
    BigInt(facteurTranche(bareme.facteurs_effectif_college, p.effectifCollege, 'Effectif du collège')) *
    BigInt(bareme.coefficients_structure[structure]);
  return {
    num: BigInt(coutPur) * f * (DIX_MILLE + BigInt(bareme.tsa_pb)),
    den: MILLE ** 5n * (DIX_MILLE - BigInt(bareme.frais_gestion_pb) - BigInt(p.tauxCommissionnement * 100)),
  };
}
