/**
 * Step 2 'Participants' without React (02 §2, §4, §5): the page's participant rows to and from the
 * API, built on the pure rules of src/domain/souscription/participants (same messages as the server).
 */
import type { MethodeAffiliation, ModeAffiliation, Participant } from '../../../src/domain/souscription/participants';
import type { AffiliationParticipants, CorpsAffiliation } from './api';

export type { AffiliationParticipants } from './api';
type ParticipantApi = AffiliationParticipants['participants'][number];

/** A row on the page: the participant and a key that stays while it is edited (ids come with the save). */
export interface LigneParticipant extends Participant {
  cle: string;
}

let compteur = 0;
const nouvelleCle = () => `p${(compteur += 1)}`;

export function versLignes(participants: readonly ParticipantApi[]): LigneParticipant[] {
  return participants.map((p) => ({
    cle: p.id ?? nouvelleCle(),
    id: p.id ?? null,
    nom: p.nom,
    prenom: p.prenom,
    dateNaissance: p.date_naissance,
    salaireReferenceExcede4Pass: p.salaire_reference_excede_4_pass ?? null,
    arretTravailALaDateDeDemandeAdhesion: p.arret_travail_a_la_date_de_demande_adhesion ?? null,
  }));
}

export function ligneVide(): LigneParticipant {
  return { cle: nouvelleCle(), id: null, nom: '', prenom: '', dateNaissance: '' };
}

/** The body of POST …/affiliation-participants (02 §7): other modes send no list. */
export function corpsAffiliation(methode: MethodeAffiliation, mode: ModeAffiliation, lignes: readonly LigneParticipant[]): CorpsAffiliation {
  return {
    methode_affiliation: methode,
    mode_affiliation: mode,
    participants:
      methode === 'AUTRES_MODES'
        ? []
        : lignes.map((l) => ({
            ...(l.id ? { id: l.id } : {}),
            nom: l.nom.trim(),
            prenom: l.prenom.trim(),
            date_naissance: l.dateNaissance,
            ...(typeof l.salaireReferenceExcede4Pass === 'boolean' ? { salaire_reference_excede_4_pass: l.salaireReferenceExcede4Pass } : {}),
            ...(typeof l.arretTravailALaDateDeDemandeAdhesion === 'boolean' ? { arret_travail_a_la_date_de_demande_adhesion: l.arretTravailALaDateDeDemandeAdhesion } : {}),
          })),
  };
}

/** The template of the projet's variant (product, payroll type). */
export function adresseModele(codeProduit: 'SSC' | 'SPC', typeMasseSalariale: 'T1' | 'T12' | null): string {
  const q = new URLSearchParams({ code_produit: codeProduit });
  if (typeMasseSalariale) q.set('type_masse_salariale', typeMasseSalariale);
  return `/api/fichiers/infos-participants-a-affilier-template?${q.toString()}`;
}

/** A row the broker typed something in (an empty row added by the page is not a change). */
export function ligneSaisie(l: LigneParticipant): boolean {
  return !!(l.nom.trim() || l.prenom.trim() || l.dateNaissance || typeof l.salaireReferenceExcede4Pass === 'boolean' || typeof l.arretTravailALaDateDeDemandeAdhesion === 'boolean');
}

const cleIdentite = (l: Pick<LigneParticipant, 'nom' | 'prenom' | 'dateNaissance'>) => `${l.nom.trim().toLocaleUpperCase('fr-FR')}|${l.prenom.trim().toLocaleLowerCase('fr-FR')}|${l.dateNaissance}`;

/**
 * The grid after an import (issue 27). 'remplacer': the file's list. 'ajouter': the grid as it is
 * (rows typed and not saved included, a saved row removed here staying removed), then the rows the
 * file brought that it does not hold yet: nothing typed is lost, the broker then saves the whole.
 */
export function lignesApresImport(locales: readonly LigneParticipant[], serveur: readonly LigneParticipant[], mode: 'ajouter' | 'remplacer', idsAvant: ReadonlySet<string> = new Set()): LigneParticipant[] {
  if (mode === 'remplacer') return [...serveur];
  const gardees = locales.filter(ligneSaisie);
  const ids = new Set(gardees.map((l) => l.id).filter(Boolean));
  const connus = new Set(gardees.map(cleIdentite));
  const nouvelles = serveur.filter((s) => !(s.id && (ids.has(s.id) || idsAvant.has(s.id))) && !connus.has(cleIdentite(s)));
  return [...gardees, ...nouvelles];
}
