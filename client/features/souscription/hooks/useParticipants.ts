import { useMemo, useRef, useState } from 'react';
import { SOUSCRIPTION, SOUSCRIPTION_PARTICIPANTS as M, SOUSCRIPTION_PIECES } from '../../../../src/domain/messages';
import { confirmationChangementMethode, validiteParticipants, type ExigencesParticipants, type MethodeAffiliation, type ModeAffiliation } from '../../../../src/domain/souscription/participants';
import type { EtatFichier } from '../../../components';
import { ApiError } from '../../../api/client';
import { enregistrerParticipants, importerParticipants, lireSouscription } from '../api';
import { useEtapeEnregistrable, useSouscription, type EtapeEnregistrable } from '../contexte';
import { corpsAffiliation, ligneVide, versLignes, type AffiliationParticipants, type LigneParticipant } from '../participants';

export interface EtatImport {
  etat: EtatFichier;
  nom?: string;
  erreurs: string[];
  message?: string;
}

/**
 * Step 2's state (02 §2, §4, §5): the method and mode, the participant rows checked by the shared
 * rules (src/domain/souscription/participants), the import of the template, the save; registered
 * with the frame for the save-before-switch rule.
 */
export function useParticipants(initiale: AffiliationParticipants) {
  const { donnees, dossier, setDossier, avecEnregistrement } = useSouscription();
  const lecture = dossier.lecture_seule || initiale.lecture_seule;
  const [methode, setMethode] = useState<MethodeAffiliation>(initiale.methode_affiliation);
  const [mode, setMode] = useState<ModeAffiliation>(initiale.mode_affiliation);
  // 02 §2: one empty participant on opening when none exist.
  const [lignes, setLignes] = useState<LigneParticipant[]>(() => {
    const l = versLignes(initiale.participants);
    return l.length || lecture ? l : [ligneVide()];
  });
  const [confirmation, setConfirmation] = useState(false);
  const [montrerErreurs, setMontrerErreurs] = useState(false);
  const [erreurServeur, setErreurServeur] = useState<string | null>(null);
  const [importEtat, setImportEtat] = useState<EtatImport>({ etat: 'vide', erreurs: [] });
  const enregistre = useRef(JSON.stringify(corpsAffiliation(initiale.methode_affiliation, initiale.mode_affiliation, versLignes(initiale.participants))));

  const exigences: ExigencesParticipants = {
    effectifCollege: initiale.effectif_college,
    salaire4Pass: { posee: initiale.salaire_4_pass.posee, auMoinsUn: initiale.salaire_4_pass.au_moins_un },
    arretTravail: { posee: initiale.arret_travail.posee, auMoinsUn: initiale.arret_travail.au_moins_un },
  };
  const corps = corpsAffiliation(methode, mode, lignes);
  const validite = validiteParticipants(lignes, exigences, donnees.today, false, methode);
  // The form can be saved when every row's fields are right (the step's count is its completion, 02 §5).
  const champsValides = methode === 'AUTRES_MODES' || validite.parParticipant.every((e) => Object.keys(e).length === 0);
  const modifiee = () => JSON.stringify(corps) !== enregistre.current;

  const rafraichirDossier = async () => setDossier(await lireSouscription(donnees.idProjet));

  const appliquer = (r: AffiliationParticipants) => {
    setMethode(r.methode_affiliation);
    setMode(r.mode_affiliation);
    const l = versLignes(r.participants);
    setLignes(l.length ? l : [ligneVide()]);
    enregistre.current = JSON.stringify(corpsAffiliation(r.methode_affiliation, r.mode_affiliation, l));
  };

  const enregistrer = async (): Promise<boolean> => {
    setErreurServeur(null);
    try {
      const r = await avecEnregistrement(async () => {
        const reponse = await enregistrerParticipants(donnees.idProjet, corps);
        await rafraichirDossier();
        return reponse;
      });
      appliquer(r);
      return true;
    } catch (e) {
      setMontrerErreurs(true);
      setErreurServeur(e instanceof ApiError && e.status === 400 && e.message ? e.message : SOUSCRIPTION.erreurEnregistrement);
      return false;
    }
  };

  const etape: EtapeEnregistrable = useMemo(
    () => ({ modifiee, valide: () => champsValides, enregistrer }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [corps, champsValides],
  );
  useEtapeEnregistrable(etape);

  const importer = async (fichier: File) => {
    setImportEtat({ etat: 'envoi', nom: fichier.name, erreurs: [] });
    try {
      const r = await avecEnregistrement(async () => {
        const reponse = await importerParticipants(donnees.idProjet, fichier);
        await rafraichirDossier();
        return reponse;
      });
      appliquer(r);
      setImportEtat({ etat: 'succes', nom: fichier.name, erreurs: [], message: M.importReussi(r.importes ?? r.participants.length) });
    } catch (e) {
      // 02 §8: a 400's message under the field, one alone or several as a list.
      const erreurs = e instanceof ApiError ? e.erreurs.map((x) => x.message) : [];
      setImportEtat({ etat: 'erreur', nom: fichier.name, erreurs, message: e instanceof ApiError && e.status === 400 ? e.message : SOUSCRIPTION_PIECES.erreurAjout });
    }
  };

  const changerMethode = (m: MethodeAffiliation) => {
    if (m === methode) return;
    // 02 §2: other modes from another method ask first; cancelling keeps the previous choice.
    if (confirmationChangementMethode(methode, m)) setConfirmation(true);
    else setMethode(m);
  };
  const confirmerAutresModes = () => {
    setConfirmation(false);
    setMethode('AUTRES_MODES');
  };

  const modifier = (cle: string, champ: keyof LigneParticipant, valeur: unknown) => setLignes((ls) => ls.map((l) => (l.cle === cle ? { ...l, [champ]: valeur } : l)));
  const ajouter = () => setLignes((ls) => [...ls, ligneVide()]);
  const retirer = (cle: string) => setLignes((ls) => ls.filter((x) => x.cle !== cle));

  return {
    lecture,
    methode,
    mode,
    setMode,
    changerMethode,
    confirmation,
    annulerConfirmation: () => setConfirmation(false),
    confirmerAutresModes,
    lignes,
    modifier,
    ajouter,
    retirer,
    exigences,
    validite,
    montrerErreurs,
    champsValides,
    erreurServeur,
    importEtat,
    importer,
    enregistrer,
  };
}
