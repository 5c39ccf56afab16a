import { DUE } from '../messages/due';
import { formatDateFr } from '../format';
import { STRUCTURES_PAR_MODE } from '../souscription/cotisation';
import {
  DISPENSES,
  type AffiliationAyantsDroit,
  type AppelCotisation,
  type CodeDispense,
  type EtatTunnelDue,
  type NumeroEtapeDue,
  type ProjetDue,
  type StructureTarifaireDue,
} from './types';

/**
 * The DUE tunnel's rules (spec 03 §2, §4, §5; brief §1), pure: which step follows which, what each
 * step offers, what blocks, and when 'Suivant' is possible. Today is a parameter.
 */

/** 03 §5: the employer share is an integer from 50 to 100 % (CSS L911-7: the employer pays at least half). */
export const PART_MIN = 50;
export const PART_MAX = 100;
export const PART_DEFAUT = 50;

/** 03 §2 etape1: the call mode is asked only for the two per-insured structures. */
export const STRUCTURES_PAR_ASSURE: readonly StructureTarifaireDue[] = ['SALARIE_CONJOINT_ENFANT', 'SALARIE_ENFANT'];

export function appelDeCotisationDemande(structure: StructureTarifaireDue | null): boolean {
  return !!structure && STRUCTURES_PAR_ASSURE.includes(structure);
}

/** The structures the projet priced (a rate above 0 for every structure of the group). */
export function structuresProposees(projet: Pick<ProjetDue, 'tarifs'>): StructureTarifaireDue[] {
  const tarifees = new Set(projet.tarifs.filter((t) => t.taux > 0).map((t) => t.structure));
  return (Object.keys(STRUCTURES_PAR_MODE) as StructureTarifaireDue[]).filter((m) => STRUCTURES_PAR_MODE[m].every((s) => tarifees.has(s)));
}

/** 03 §4: changing the tariff structure resets the contribution call. */
export function changerStructure(etat: EtatTunnelDue, structure: StructureTarifaireDue): EtatTunnelDue {
  if (etat.etape1.structureTarifaire === structure) return etat;
  return { ...etat, etape1: { ...etat.etape1, structureTarifaire: structure, appelDeCotisation: null } };
}

/** 03 §4: switching the other-dispenses switch off resets the list. */
export function changerAutresCasDeDispenses(etat: EtatTunnelDue, actif: boolean): EtatTunnelDue {
  return { ...etat, etape8: { autresCasDeDispenses: actif, dispenseAffiliation: actif ? etat.etape8.dispenseAffiliation : [] } };
}

/** 03 §2, §4: etape2 NOUVEAU → etape4, MODIFICATION → etape3; every other step goes to the next. */
export function etapeSuivante(n: NumeroEtapeDue, etat: EtatTunnelDue): NumeroEtapeDue | 'kit' {
  if (n === 2) return etat.etape2.etatRegime === 'MODIFICATION' ? 3 : 4;
  if (n === 10) return 'kit';
  return (n + 1) as NumeroEtapeDue;
}

/** 03 §2 etape4: back to etape2 for a new scheme, else etape3; the kit goes back to etape10. */
export function etapePrecedente(n: NumeroEtapeDue | 'kit', etat: EtatTunnelDue): NumeroEtapeDue | null {
  if (n === 'kit') return 10;
  if (n === 1) return null;
  if (n === 4) return etat.etape2.etatRegime === 'MODIFICATION' ? 3 : 2;
  return (n - 1) as NumeroEtapeDue;
}

/** The steps a complete tunnel goes through (etape3 only for a modification). */
export function parcours(etat: EtatTunnelDue): NumeroEtapeDue[] {
  const etapes: NumeroEtapeDue[] = [];
  let n: NumeroEtapeDue | 'kit' = 1;
  while (n !== 'kit') {
    etapes.push(n);
    n = etapeSuivante(n, etat);
  }
  return etapes;
}

export interface ChoixAyantsDroit {
  /** What the question is about: all dependants, or the spouse only (children then compulsory). */
  portee: 'ayants-droit' | 'conjoint';
  choix: readonly AffiliationAyantsDroit[];
}

/**
 * 03 §4 etape6: the choices by structure and call mode. Unique: only compulsory. The employee-child
 * structure: the choice is about the spouse (children are compulsory). Others: both, for dependants.
 */
export function choixAyantsDroit(structure: StructureTarifaireDue | null): ChoixAyantsDroit {
  if (structure === 'UNIQUE') return { portee: 'ayants-droit', choix: ['OBLIGATOIRE'] };
  if (structure === 'SALARIE_ENFANT') return { portee: 'conjoint', choix: ['FACULTATIF', 'OBLIGATOIRE'] };
  return { portee: 'ayants-droit', choix: ['FACULTATIF', 'OBLIGATOIRE'] };
}

/**
 * 03 §4 etape6 blocks: compulsory dependants with a mixed call on the two per-insured structures
 * (brief §1.4: a compulsory cover is collected through the company's payroll).
 */
export function affiliationBloquee(structure: StructureTarifaireDue | null, appel: AppelCotisation | null, affiliation: AffiliationAyantsDroit | null): boolean {
  return affiliation === 'OBLIGATOIRE' && appel === 'MIXTE' && !!structure && STRUCTURES_PAR_ASSURE.includes(structure);
}

/** 03 §4 etape8: the employer-financed dispense only for a new scheme at 100 %. */
export function dispensesDisponibles(etat: EtatTunnelDue): CodeDispense[] {
  const patronal = etat.etape2.etatRegime === 'NOUVEAU' && etat.etape7.partCotisation === PART_MAX;
  return DISPENSES.filter((d) => d !== 'SALARIE_REGIME_FINANCEMENT_PATRONAL' || patronal);
}

/** 03 §4: on etape8's load, selected dispenses no longer available are removed. */
export function nettoyerDispenses(etat: EtatTunnelDue): EtatTunnelDue {
  const disponibles = new Set(dispensesDisponibles(etat));
  const gardees = etat.etape8.dispenseAffiliation.filter((d) => disponibles.has(d));
  return gardees.length === etat.etape8.dispenseAffiliation.length ? etat : { ...etat, etape8: { ...etat.etape8, dispenseAffiliation: gardees } };
}

/** 03 §5, §9: the first day of the month three months before the projet's effective date. */
export function dateMinEntreeVigueur(dateEffet: string): string {
  const [a, m] = dateEffet.split('-').map(Number);
  const mois = a * 12 + (m - 1) - 3;
  return `${Math.floor(mois / 12)}-${String((mois % 12) + 1).padStart(2, '0')}-01`;
}

export function erreurDateEntreeVigueur(date: string | null, dateEffet: string): string | null {
  if (!date) return DUE.etapeNonRenseignee;
  const min = dateMinEntreeVigueur(dateEffet);
  return date < min ? DUE.dateMin(DUE.libelleDateEntreeVigueur, formatDateFr(min)) : null;
}

/** 03 §5: the employer share, integer 50..100. */
export function partValide(part: number | null): boolean {
  return part !== null && Number.isInteger(part) && part >= PART_MIN && part <= PART_MAX;
}

const CODE_POSTAL = /^\d{5}$/;

/**
 * 03 §4 'Next is disabled until the step's answer is given': the reason it is, or null. The blocks
 * (etape3 ACCORD_COLLECTIF, etape6 compulsory with a mixed call) are reasons too.
 */
export function raisonBlocage(n: NumeroEtapeDue, etat: EtatTunnelDue, projet: Pick<ProjetDue, 'dateEffet'>): string | null {
  switch (n) {
    case 1: {
      const e = etat.etape1;
      if (!e.structureTarifaire) return DUE.etapeNonRenseignee;
      if (appelDeCotisationDemande(e.structureTarifaire) && !e.appelDeCotisation) return DUE.etapeNonRenseignee;
      if (!e.adresse.voie.trim() || !e.adresse.ville.trim() || !CODE_POSTAL.test(e.adresse.codePostal)) return DUE.etapeNonRenseignee;
      return null;
    }
    case 2:
      return etat.etape2.etatRegime ? null : DUE.etapeNonRenseignee;
    case 3:
      if (etat.etape3.regimeSanteMisEnPlacePar === 'ACCORD_COLLECTIF') return DUE.accordCollectifBloquant;
      return etat.etape3.regimeSanteMisEnPlacePar === 'DUE' ? null : DUE.etapeNonRenseignee;
    case 4:
      return etat.etape4.plusieursEtablissements ? null : DUE.etapeNonRenseignee;
    case 5:
      return etat.etape5.college ? null : DUE.etapeNonRenseignee;
    case 6: {
      const a = etat.etape6.affiliationAyantsDroit;
      if (!a || !choixAyantsDroit(etat.etape1.structureTarifaire).choix.includes(a)) return DUE.etapeNonRenseignee;
      return affiliationBloquee(etat.etape1.structureTarifaire, etat.etape1.appelDeCotisation, a) ? DUE.affiliationObligatoireMixte : null;
    }
    case 7:
      return partValide(etat.etape7.partCotisation) ? null : DUE.etapeNonRenseignee;
    case 8: {
      if (!etat.etape8.autresCasDeDispenses) return null;
      const disponibles = new Set(dispensesDisponibles(etat));
      return etat.etape8.dispenseAffiliation.some((d) => disponibles.has(d)) ? null : DUE.dispenseRequise;
    }
    case 9:
      return erreurDateEntreeVigueur(etat.etape9.dateEntreeVigueur, projet.dateEffet);
    case 10:
      return etat.etape10.confirmation ? null : DUE.confirmationRequise;
  }
}

/** The kit needs every step of the tunnel's path answered and nothing blocking. */
export function tunnelComplet(etat: EtatTunnelDue, projet: Pick<ProjetDue, 'dateEffet'>): boolean {
  return parcours(etat).every((n) => raisonBlocage(n, etat, projet) === null);
}
