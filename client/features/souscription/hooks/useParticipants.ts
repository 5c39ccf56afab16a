import { useEffect, useMemo, useRef, useState } from 'react';
import { SOUSCRIPTION, SOUSCRIPTION_PARTICIPANTS as M, SOUSCRIPTION_PIECES } from '../../../../src/domain/messages';
import { confirmationChangementMethode, peutAjouterParticipant, validiteParticipants, type ExigencesParticipants, type MethodeAffiliation, type ModeAffiliation } from '../../../../src/domain/souscription/participants';
import type { EtatFichier } from '../../../components';
import { ApiError } from '../../../api/client';
import { useHydrated } from '../../../state/hydrated';
import { enregistrerParticipants, importerParticipants, lireSouscription, type CorpsAffiliation } from '../api';
import { cleBrouillon, garderBrouillon, lireBrouillon, stockageSession } from '../brouillon';
import { colonnesGrille, collerDansGrille, lireCollage, type ColonneGrille } from '../collage';
import { useEtapeEnregistrable, useSouscription, type EtapeEnregistrable } from '../contexte';
import { corpsAffiliation, ligneSaisie, lignesApresImport, ligneVide, versLignes, type AffiliationParticipants, type LigneParticipant } from '../participants';
import { useQuitterSansPerdre } from './useQuitterSansPerdre';

/** What a draft of step 2 holds (02 §9: session storage). */
interface BrouillonParticipants {
  methode: MethodeAffiliation;
  mode: ModeAffiliation;
  lignes: LigneParticipant[];
}

/** The saved version a draft is compared with: the body of the saved rows (an empty row added by the page is not a change). */
const versionEnregistree = (methode: MethodeAffiliation, mode: ModeAffiliation, lignes: readonly LigneParticipant[]) => JSON.stringify(corpsAffiliation(methode, mode, lignes.filter(ligneSaisie)));

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
  // A workbook chosen over participants already there waits for 'Ajouter' or 'Remplacer' (issue 27).
  const [importEnAttente, setImportEnAttente] = useState<File | null>(null);
  // The row just added: its first field takes the focus.
  const [ajoutee, setAjoutee] = useState<string | null>(null);
  const enregistre = useRef(JSON.stringify(corpsAffiliation(initiale.methode_affiliation, initiale.mode_affiliation, versLignes(initiale.participants))));
  const [version, setVersion] = useState(() => versionEnregistree(initiale.methode_affiliation, initiale.mode_affiliation, versLignes(initiale.participants)));

  const exigences: ExigencesParticipants = {
    effectifCollege: initiale.effectif_college,
    salaire4Pass: { posee: initiale.salaire_4_pass.posee, auMoinsUn: initiale.salaire_4_pass.au_moins_un },
    arretTravail: { posee: initiale.arret_travail.posee, auMoinsUn: initiale.arret_travail.au_moins_un },
  };
  const corps = corpsAffiliation(methode, mode, lignes);
  const validite = validiteParticipants(lignes, exigences, donnees.today, false, methode);
  // The form can be saved when every row's fields are right (the step's count is its completion, 02 §5).
  const champsValides = methode === 'AUTRES_MODES' || validite.parParticipant.every((e) => Object.keys(e).length === 0);
  // Rows typed and not saved: kept in the tab's session storage, and leaving the page asks first.
  const nonEnregistre = !lecture && versionEnregistree(methode, mode, lignes) !== version;
  // What the frame asks before a tab change: the empty row the page adds is not a change (no 'Attention !' for nothing typed).
  const modifiee = () => nonEnregistre;
  const cle = cleBrouillon('participants', donnees.idProjet);
  const premierPassage = useRef(true);
  // Once hydrated (the server knows no session storage), the draft typed over this saved version comes back.
  const hydrate = useHydrated();
  const [brouillonLu, setBrouillonLu] = useState(false);
  if (hydrate && !brouillonLu) {
    setBrouillonLu(true);
    const b = lecture ? null : lireBrouillon<BrouillonParticipants>(stockageSession(), cle, version);
    if (b && Array.isArray(b.lignes)) {
      setMethode(b.methode);
      setMode(b.mode);
      setLignes(b.lignes.length ? b.lignes : [ligneVide()]);
    }
  }
  useEffect(() => {
    if (premierPassage.current) return void (premierPassage.current = false);
    if (lecture) return;
    garderBrouillon<BrouillonParticipants>(stockageSession(), cle, version, { methode, mode, lignes }, !nonEnregistre);
  }, [methode, mode, lignes, nonEnregistre, cle, lecture, version]);
  const quitter = useQuitterSansPerdre(nonEnregistre, `/souscription/${donnees.codeProduit.toLowerCase()}/${donnees.idProjet}`, donnees.idProjet);



  const rafraichirDossier = async () => setDossier(await lireSouscription(donnees.idProjet));

  const appliquer = (r: AffiliationParticipants) => {
    setMethode(r.methode_affiliation);
    setMode(r.mode_affiliation);
    const l = versLignes(r.participants);
    setLignes(l.length ? l : [ligneVide()]);
    enregistre.current = JSON.stringify(corpsAffiliation(r.methode_affiliation, r.mode_affiliation, l));
    setVersion(versionEnregistree(r.methode_affiliation, r.mode_affiliation, l));
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

  /** Participants there now: saved, or typed (the import's question counts them). */
  const nombreExistants = lignes.filter(ligneSaisie).length;
  /** A workbook chosen: over participants already saved or typed, 'Ajouter' or 'Remplacer' is asked first. */
  const choisirFichier = (fichier: File) => {
    if (nombreExistants > 0 || lignes.some(ligneSaisie)) setImportEnAttente(fichier);
    else void importer(fichier, 'remplacer');
  };
  const confirmerImport = (modeImport: 'ajouter' | 'remplacer') => {
    const f = importEnAttente;
    setImportEnAttente(null);
    if (f) void importer(f, modeImport);
  };

  const importer = async (fichier: File, modeImport: 'ajouter' | 'remplacer') => {
    setImportEtat({ etat: 'envoi', nom: fichier.name, erreurs: [] });
    try {
      const r = await avecEnregistrement(async () => {
        const reponse = await importerParticipants(donnees.idProjet, fichier, modeImport);
        await rafraichirDossier();
        return reponse;
      });
      const locales = lignes;
      const idsAvant = new Set((JSON.parse(enregistre.current) as CorpsAffiliation).participants.map((x) => x.id ?? '').filter(Boolean));
      appliquer(r);
      // 'Ajouter': the grid as typed stays (still to be saved), the file's rows after it.
      if (modeImport === 'ajouter') setLignes((l) => lignesApresImport(locales, l, 'ajouter', idsAvant));
      const message = modeImport === 'ajouter' ? M.importAjoute(r.importes ?? 0, r.doublons_ignores ?? 0) : M.importReussi(r.importes ?? r.participants.length);
      setImportEtat({ etat: 'succes', nom: fichier.name, erreurs: [], message });
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

  const modifier = (cleLigne: string, champ: keyof LigneParticipant, valeur: unknown) => setLignes((ls) => ls.map((l) => (l.cle === cleLigne ? { ...l, [champ]: valeur } : l)));
  const peutAjouter = peutAjouterParticipant(lignes.length, exigences.effectifCollege, lecture);
  /** 'Ajouter un participant' (or Enter on the last row's last field): a new row, its first field focused. */
  const ajouter = () => {
    if (!peutAjouter) return;
    const l = ligneVide();
    setAjoutee(l.cle);
    setLignes((ls) => [...ls, l]);
  };
  const retirer = (cleLigne: string) => setLignes((ls) => ls.filter((x) => x.cle !== cleLigne));
  const colonnes = colonnesGrille({ salaire4Pass: exigences.salaire4Pass.posee, arretTravail: exigences.arretTravail.posee });
  /** Rows copied from a spreadsheet, pasted into a cell: true when they filled the grid (the field then ignores the paste). */
  const coller = (index: number, colonne: ColonneGrille, texte: string): boolean => {
    const cellules = lecture ? null : lireCollage(texte);
    if (!cellules?.length) return false;
    setLignes((ls) => collerDansGrille(ls, index, colonne, cellules, colonnes, exigences.effectifCollege));
    return true;
  };

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
    peutAjouter,
    ajouter,
    ajoutee,
    retirer,
    coller,
    importEnAttente,
    nombreExistants,
    annulerImport: () => setImportEnAttente(null),
    confirmerImport,
    quitter,
    exigences,
    validite,
    montrerErreurs,
    champsValides,
    erreurServeur,
    importEtat,
    choisirFichier,
    enregistrer,
  };
}
