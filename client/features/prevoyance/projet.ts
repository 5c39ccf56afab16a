/**
 * The provident projet between the screens and the API (spec 01 §3, §4, §7), without React:
 * the session state of a loaded projet, the guarantees' initialisation for an agreement and a
 * college, and the bodies of POST /api/prevoyance/tarifer and POST/PUT /api/projets.
 */
import { garantiesVersListe, listeVersGaranties } from '../../../src/domain/pricing/prevoyance/conversion';
import type { CollegePrevoyance } from '../../../src/domain/pricing/prevoyance/garanties.types';
import { AUCUN_MINIMA, minimaPrevoyance, sectionExigee, type MinimaPrevoyance } from '../../../src/domain/pricing/prevoyance/minima';
import { estLectureSeule } from '../../../src/domain/projets/statut';
import { commissionnementParDefaut, validerCommissionnement } from '../../../src/domain/projets/commission';
import { garantiesInitiales, validerGarantiesPrevoyance } from '../../../src/domain/pricing/prevoyance/regles';
import { PREVOYANCE_VIDE, type InformationsProjetPrevoyance, type PrevoyanceState } from '../../state/prevoyance';
import { estCollegePrevoyance, informationsDepuisProjet } from './informations';
import type { ProjetPrevoyanceDetail } from '../../../src/domain/projets/contrat';
import type { CorpsProjetPrevoyance, CorpsTarifer, UtilisateurRef } from './types';

/** The agreement's provident minima for the projet's college (none without a college). */
export function minimaDuProjet(idCcn: number | null, college: CollegePrevoyance | null | undefined): MinimaPrevoyance {
  return college ? minimaPrevoyance(idCcn, college) : AUCUN_MINIMA;
}

/** What the guarantees were initialised for: a change of agreement or college starts them again. */
export function cleGaranties(idCcn: number | null, college: CollegePrevoyance | null | undefined): string {
  return `${idCcn ?? ''}|${college ?? ''}`;
}

export function estProjetLectureSeule(s: Pick<PrevoyanceState, 'etat'>): boolean {
  return estLectureSeule(s.etat);
}

/** The session state of a saved projet (GET /api/projets/{id}). */
export function etatDepuisProjet(p: ProjetPrevoyanceDetail): PrevoyanceState {
  const lecture = listeVersGaranties(p.garanties ?? []);
  const informations = informationsDepuisProjet(p);
  return {
    ...PREVOYANCE_VIDE,
    idProjet: p.id,
    etat: p.etat,
    statut: p.statut,
    produit: { id: p.produit.id, code: 'SPC' },
    clientId: p.client.id,
    effectifEntreprise: p.effectif,
    siret: p.siret,
    raisonSociale: p.raison_sociale,
    idCcn: p.ccn?.id ?? null,
    libelleCcn: p.ccn?.libelle_court ?? null,
    informations,
    garanties: lecture.garanties,
    garantiesPour: cleGaranties(p.ccn?.id ?? null, informations.typeCollege),
    doublementPortabilite: p.portabilite_supra_legale === 'OUI' || lecture.doublementPortabilite,
    commissionnement: { type: p.commissionnement.type, taux: p.commissionnement.taux },
  };
}

/**
 * A new projet started from the last projet of the same college (01 §4 'prefilled from it'):
 * its guarantees, commissioning and portability, kept as a new projet (no id, etat, statut).
 */
export function repriseDuDernierProjet(s: PrevoyanceState, dernier: ProjetPrevoyanceDetail): PrevoyanceState {
  const lecture = listeVersGaranties(dernier.garanties ?? []);
  const college = estCollegePrevoyance(dernier.type_college.value) ? dernier.type_college.value : null;
  return {
    ...s,
    garanties: lecture.garanties,
    garantiesPour: cleGaranties(s.idCcn, college),
    doublementPortabilite: dernier.portabilite_supra_legale === 'OUI' || lecture.doublementPortabilite,
    commissionnement: college ? { type: dernier.commissionnement.type, taux: dernier.commissionnement.taux } : null,
  };
}

/**
 * The guarantees ready for the guarantees screen (01 §4): kept when they were made for this
 * agreement and college; otherwise the agreement's minima, its required sections switched on only
 * when creating (not when duplicating). The commissioning is set on first display (linear 5 %),
 * and the portability doubling follows the agreement.
 */
export function preparerGaranties(s: PrevoyanceState, options: { duplication?: boolean } = {}): PrevoyanceState {
  const college = s.informations?.typeCollege ?? null;
  if (!college) return s;
  const minima = minimaDuProjet(s.idCcn, college);
  const cle = cleGaranties(s.idCcn, college);
  let next = s;
  if (!s.garanties || s.garantiesPour !== cle) {
    next = { ...next, garanties: garantiesInitiales(minima, { forcerSections: !options.duplication }), garantiesPour: cle, commissionnement: null };
  }
  if (!next.commissionnement || validerCommissionnement(next.commissionnement, college) !== null) {
    next = { ...next, commissionnement: commissionnementParDefaut(college) };
  }
  const portabilite = sectionExigee(minima, 'doublement_duree_portabilite');
  if (next.doublementPortabilite !== portabilite) next = { ...next, doublementPortabilite: portabilite };
  return next;
}

/** The guarantees rules (01 §5) for the state, keyed by state path: empty when valid. */
export function erreursGaranties(s: Pick<PrevoyanceState, 'garanties' | 'idCcn' | 'informations' | 'doublementPortabilite'>): Record<string, string> {
  if (!s.garanties) return {};
  return validerGarantiesPrevoyance(s.garanties, minimaDuProjet(s.idCcn, s.informations?.typeCollege), { doublementPortabilite: s.doublementPortabilite });
}

/** Information complete enough to price and save (the form's rules are checked before). */
interface InformationsCompletes extends InformationsProjetPrevoyance {
  typeCollege: CollegePrevoyance;
  dateEffet: string;
  effectifCollege: number;
  ageMoyen: number;
  naf: NonNullable<InformationsProjetPrevoyance['naf']>;
  typeMasseSalariale: NonNullable<InformationsProjetPrevoyance['typeMasseSalariale']>;
  masseSalarialeT1: number;
}

function completes(v: InformationsProjetPrevoyance | null): v is InformationsCompletes {
  return (
    v !== null &&
    v.typeCollege !== null &&
    v.dateEffet !== null &&
    v.effectifCollege !== null &&
    v.ageMoyen !== null &&
    v.naf !== null &&
    v.typeMasseSalariale !== null &&
    v.masseSalarialeT1 !== null
  );
}

function college(v: InformationsCompletes): CorpsTarifer['donnees_tarifantes']['college'] {
  return {
    type: v.typeCollege,
    age_moyen: v.ageMoyen,
    effectif: v.effectifCollege,
    nb_femmes: v.nombreFemmes,
    nb_enfants: v.nombreEnfants,
    nb_conjoints: v.nombreConjoints,
  };
}

/**
 * Body of POST /api/prevoyance/tarifer, or null when the state cannot be priced (information
 * incomplete, guarantees or commissioning in error): the panel then says 'Tarification impossible'.
 */
export function corpsTarifer(s: PrevoyanceState, utilisateur: UtilisateurRef): CorpsTarifer | null {
  const v = s.informations;
  if (!completes(v) || !s.garanties || !s.commissionnement || s.clientId === null) return null;
  if (Object.keys(erreursGaranties(s)).length) return null;
  if (validerCommissionnement(s.commissionnement, v.typeCollege) !== null) return null;
  return {
    donnees_tarifantes: {
      date_effet: v.dateEffet,
      college: college(v),
      societe: { naf: v.naf.code, idcc: s.idCcn ?? 9999 },
      proposition: {
        taux_commissionnement: s.commissionnement.taux,
        masse_salariale_atarifer: v.typeMasseSalariale,
        masse_salariale_t1: v.masseSalarialeT1,
        masse_salariale_t2: v.typeMasseSalariale === 'T12' ? v.masseSalarialeT2 : null,
        portabilite_supra_legale: s.doublementPortabilite ? 'OUI' : 'NON',
        garanties: garantiesVersListe(s.garanties, { doublementPortabilite: s.doublementPortabilite }),
      },
    },
    client: { id: s.clientId },
    utilisateur,
  };
}

/** Body of POST /api/projets (no id) or PUT /api/projets/{id}; null when the state cannot be saved. */
export function corpsProjet(s: PrevoyanceState, utilisateur: UtilisateurRef): CorpsProjetPrevoyance | null {
  const tarif = corpsTarifer(s, utilisateur);
  const v = s.informations;
  if (!tarif || !completes(v) || !s.produit || !s.commissionnement) return null;
  const p = tarif.donnees_tarifantes.proposition;
  const corps: CorpsProjetPrevoyance = {
    etat: s.etat,
    produit: { id: s.produit.id, code: 'SPC' },
    date_effet: v.dateEffet,
    utilisateur,
    client: tarif.client,
    college: tarif.donnees_tarifantes.college,
    commissionnement: { type: s.commissionnement.type, taux: s.commissionnement.taux },
    masse_salariale: { type_masse_salariale: p.masse_salariale_atarifer, masse_salariale_t1: p.masse_salariale_t1, masse_salariale_t2: p.masse_salariale_t2 },
    naf: { code: v.naf.code, description: v.naf.description },
    portabilite_supra_legale: p.portabilite_supra_legale,
    garanties: p.garanties,
  };
  if (s.idProjet !== null) corps.id = s.idProjet;
  return corps;
}
