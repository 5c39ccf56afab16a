import { DUE } from '../messages/due';
import { libelleCollegeParDefaut, libellesCollege } from './libelles-college';
import { nettoyerDispenses, PART_DEFAUT, PART_MAX, PART_MIN } from './regles';
import {
  AFFILIATIONS_AYANTS_DROIT,
  APPELS_COTISATION,
  CODES_LIBELLE_COLLEGE,
  DISPENSES,
  etatTunnelInitial,
  ETATS_REGIME,
  MISES_EN_PLACE,
  OUI_NON,
  type EtatTunnelDue,
  type ProjetDue,
} from './types';
import { MODES_COTISATION } from '../souscription/types';

/**
 * The tunnel state as the server keeps it: the initial state of a projet, and the reading of a
 * saved one (PUT body) — every value checked against its list or bounds, a French message per field.
 * Partial answers are allowed (the broker saves step by step); what a step needs to go on is
 * `raisonBlocage`'s.
 */

/** 03 §4: reset when the tunnel starts; the projet's head-office postcode, the college's default label. */
export function etatInitialPourProjet(projet: Pick<ProjetDue, 'typeCollege' | 'adresse'>): EtatTunnelDue {
  const e = etatTunnelInitial();
  const college = libelleCollegeParDefaut(projet.typeCollege);
  return {
    ...e,
    etape1: { ...e.etape1, adresse: { voie: projet.adresse.voie ?? '', codePostal: projet.adresse.codePostal ?? '', ville: projet.adresse.ville ?? '' } },
    etape5: { college, libelle: libellesCollege(projet.typeCollege, null).find((l) => l.code === college)!.libelle },
  };
}

export interface ErreurEtat {
  champ: string;
  message: string;
}

const objet = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** Reads a PUT body's state; errors name the field ('etape7.partCotisation'). */
export function lireEtatTunnel(brut: unknown, projet: Pick<ProjetDue, 'typeCollege'>): { etat: EtatTunnelDue; erreurs: ErreurEtat[] } {
  const erreurs: ErreurEtat[] = [];
  const b = objet(brut);
  const e = (n: number) => objet(b[`etape${n}`]);
  const choix = <T extends string>(champ: string, v: unknown, valeurs: readonly T[]): T | null => {
    if (v === null || v === undefined || v === '') return null;
    if (typeof v === 'string' && (valeurs as readonly string[]).includes(v)) return v as T;
    erreurs.push({ champ, message: DUE.valeurInvalide(champ, valeurs.join(', ')) });
    return null;
  };
  const texte = (champ: string, v: unknown, max: number): string => {
    if (v === null || v === undefined) return '';
    if (typeof v !== 'string' || v.length > max) {
      erreurs.push({ champ, message: DUE.texteInvalide(champ, max) });
      return '';
    }
    return v;
  };
  const booleen = (champ: string, v: unknown): boolean => {
    if (v === undefined || v === null) return false;
    if (typeof v === 'boolean') return v;
    erreurs.push({ champ, message: DUE.booleenInvalide(champ) });
    return false;
  };

  const a1 = objet(e(1).adresse);
  const codePostal = texte('etape1.adresse.codePostal', a1.codePostal, 5);
  if (codePostal && !/^\d{5}$/.test(codePostal)) erreurs.push({ champ: 'etape1.adresse.codePostal', message: DUE.codePostal });
  const college = choix('etape5.college', e(5).college, CODES_LIBELLE_COLLEGE);
  const offerts = libellesCollege(projet.typeCollege, null);
  if (college && !offerts.some((l) => l.code === college)) erreurs.push({ champ: 'etape5.college', message: DUE.collegeHorsProjet });
  const part = e(7).partCotisation;
  // 03 §4 'default 50 in the tunnel': a save that does not carry the share (a partial body) keeps the default; an explicit null is an emptied field.
  let partCotisation: number | null = part === undefined ? PART_DEFAUT : null;
  if (part !== null && part !== undefined) {
    if (typeof part === 'number' && Number.isInteger(part) && part >= PART_MIN && part <= PART_MAX) partCotisation = part;
    else erreurs.push({ champ: 'etape7.partCotisation', message: DUE.part(PART_MIN, PART_MAX) });
  }
  const dispensesBrutes = e(8).dispenseAffiliation;
  const dispenses = Array.isArray(dispensesBrutes) ? dispensesBrutes : [];
  if (dispensesBrutes !== undefined && !Array.isArray(dispensesBrutes)) erreurs.push({ champ: 'etape8.dispenseAffiliation', message: DUE.valeurInvalide('etape8.dispenseAffiliation', DISPENSES.join(', ')) });
  const date = e(9).dateEntreeVigueur;
  let dateEntreeVigueur: string | null = null;
  if (date !== null && date !== undefined && date !== '') {
    if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`))) dateEntreeVigueur = date;
    else erreurs.push({ champ: 'etape9.dateEntreeVigueur', message: DUE.date });
  }
  const etat: EtatTunnelDue = {
    etape1: {
      structureTarifaire: choix('etape1.structureTarifaire', e(1).structureTarifaire, MODES_COTISATION),
      appelDeCotisation: choix('etape1.appelDeCotisation', e(1).appelDeCotisation, APPELS_COTISATION),
      adresse: { voie: texte('etape1.adresse.voie', a1.voie, 200), codePostal, ville: texte('etape1.adresse.ville', a1.ville, 100) },
    },
    etape2: { etatRegime: choix('etape2.etatRegime', e(2).etatRegime, ETATS_REGIME) },
    etape3: { regimeSanteMisEnPlacePar: choix('etape3.regimeSanteMisEnPlacePar', e(3).regimeSanteMisEnPlacePar, MISES_EN_PLACE) },
    etape4: { plusieursEtablissements: choix('etape4.plusieursEtablissements', e(4).plusieursEtablissements, OUI_NON) },
    // The printed label is the data's, never the body's: it follows the chosen code.
    etape5: { college, libelle: college ? (offerts.find((l) => l.code === college)?.libelle ?? null) : null },
    etape6: { affiliationAyantsDroit: choix('etape6.affiliationAyantsDroit', e(6).affiliationAyantsDroit, AFFILIATIONS_AYANTS_DROIT) },
    etape7: { partCotisation },
    etape8: {
      autresCasDeDispenses: booleen('etape8.autresCasDeDispenses', e(8).autresCasDeDispenses),
      dispenseAffiliation: [...new Set(dispenses.map((d, i) => choix(`etape8.dispenseAffiliation.${i}`, d, DISPENSES)).filter((d): d is NonNullable<typeof d> => d !== null))],
    },
    etape9: { dateEntreeVigueur },
    etape10: { confirmation: booleen('etape10.confirmation', e(10).confirmation) },
  };
  return { etat: nettoyerDispenses(etat), erreurs };
}
