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
