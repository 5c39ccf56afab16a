import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { ECRAN_PROJETS, PROJETS } from '../../../../src/domain/messages';
import type { TypeCollege } from '../../../../src/domain/projets/projet.types';
import { actionSouscription } from '../../../../src/domain/projets/souscription';
import { pousserEvenementEtude } from '../../../analytics/data-layer';
import { ApiError } from '../../../api/client';
import { notifier } from '../../../components';
import { PATHS } from '../../../routing/paths';
import { ClesParEntrees } from '../../../session/idempotence';
import { common, entrepriseRenseignee, informationsEntreprise, produitsEligibles, useHydrated, useSessionModule } from '../../../state';
import { prevoyance } from '../../../state/prevoyance';
import { sante } from '../../../state/sante';
import { estProjetPrevoyance, estProjetSante } from '../../../../src/domain/projets/contrat';
import { archiverProjets, demarrerSouscription, dupliquerProjet, envoyerEtude, supprimerProjets, telechargerEtude } from '../api';
import type { ActionProjets } from '../components/BarreActions';
import type { ValeursEtude } from '../components/DialogueEtude';
import { entrepriseCourante, rechercheEntreprise } from '../entreprise';
import { apresDuplication, marche, nouveauProjet, ouvertureProjet, segment } from '../parcours';
import { basculer, elaguer, preselection, SELECTION_VIDE, type Selection } from '../selection';
import type { DonneesListe, GroupeListe, LigneListe } from '../types';

export interface EtudeOuverte {
  ids: number[];
  /** Opened by 'Souscription' (spec 01 §4): warnings shown, the subscription follows. */
  depuisSouscription: boolean;
  /** New key per opening: the dialog starts afresh. */
  cle: number;
  /** Idempotency keys of this opening (ADR 0024): a second 'Valider' after a failure is a retry. */
  cles: ClesParEntrees;
}

/**
 * The state and the actions of a project list (spec 01 §2 'Project lists', §4, §6, §8): the
 * selection (the current projet preselected), the company guard, and Modifier, Dupliquer,
 * Supprimer, Archiver, Étude personnalisée, Souscription with their dialogs' state.
 */
export function useListeProjets(donnees: DonneesListe) {
  const { codeProduit } = donnees;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  /** The broker's selection; null until the first click (the current projet is preselected until then). */
  const [choix, setChoix] = useState<Selection | null>(null);
  /** Projets whose study is being made (§8 'marked processing'). */
  const [enCours, setEnCours] = useState<ReadonlySet<number>>(() => new Set());
  /** Deleted or archived, hidden until the list comes back from the server (then forgotten). */
  const [retires, setRetires] = useState<{ pour: GroupeListe[] | null; ids: ReadonlySet<number> }>({ pour: null, ids: new Set() });
  const [suppression, setSuppression] = useState<{ ids: number[]; college: TypeCollege } | null>(null);
  const [suppressionEnCours, setSuppressionEnCours] = useState(false);
  const [etude, setEtude] = useState<EtudeOuverte | null>(null);
  const [etudeEnCours, setEtudeEnCours] = useState<'etude' | 'souscription' | null>(null);
  const occupe = useRef(false);

  const groupes = useMemo<GroupeListe[] | null>(() => {
    if (!donnees.groupes || retires.pour !== donnees.groupes || retires.ids.size === 0) return donnees.groupes;
    return donnees.groupes.map((g) => ({ ...g, lignes: g.lignes.filter((l) => !retires.ids.has(l.id)) }));
  }, [donnees.groupes, retires]);

  // ---- Selection (§4): the current projet of the session state preselected; ids gone from the list dropped ----
  const idSante = useSessionModule(sante).idProjet;
  const idPrevoyance = useSessionModule(prevoyance).idProjet;
  const idCourant = codeProduit === 'SSC' ? idSante : idPrevoyance;
  const initiale = useMemo(() => (groupes ? preselection(groupes, idCourant) : SELECTION_VIDE), [groupes, idCourant]);
  const selection = useMemo(() => (groupes ? elaguer(choix ?? initiale, groupes) : SELECTION_VIDE), [groupes, choix, initiale]);

  // ---- Company of the list: from the address, else the session state, else the company step ----
  useEffect(() => {
    if (!hydrated || donnees.entreprise) return;
    const e = entrepriseCourante(informationsEntreprise.get(), codeProduit === 'SSC' ? sante.get() : null);
    navigate(e ? rechercheEntreprise(e) : PATHS.informationsEntreprise, { replace: true });
  }, [hydrated, donnees.entreprise, codeProduit, navigate]);

  // The list ends the project steps: its market is known, nothing is being created any more.
  useEffect(() => {
    if (hydrated) common.set({ marche: marche(codeProduit), creationProjet: false, duplicationProjet: false });
  }, [hydrated, codeProduit]);

  const onBasculer = useCallback((college: TypeCollege, id: number) => setChoix((s) => basculer(s ?? initiale, college, id)), [initiale]);

  /** The id link and 'Modifier': the projet's information screen, read afresh. */
  const onOuvrir = useCallback(
    (id: number) => {
      const o = ouvertureProjet(codeProduit, id);
      if (o.oublierPrevoyance) prevoyance.reset();
      common.set(o.common);
      navigate(o.vers);
    },
    [codeProduit, navigate],
  );

  const recharger = useCallback(() => revalidator.revalidate(), [revalidator]);

  const retirer = (ids: readonly number[], college: TypeCollege) => {
    setRetires((r) => ({ pour: donnees.groupes, ids: new Set([...(r.pour === donnees.groupes ? r.ids : []), ...ids]) }));
    setChoix({ ...selection, [college]: [] });
  };

  // ---- Actions ----
  const nouveau = (groupe: GroupeListe) => {
    const entreprise = informationsEntreprise.get();
    const depart = nouveauProjet(codeProduit, groupe.college, {
      produitSelectionne: produitsEligibles.get().selectedProduit,
      produitIdListe: groupe.produitId ?? donnees.groupes?.find((g) => g.produitId !== null)?.produitId ?? null,
      clientSante: entrepriseRenseignee(entreprise) ? null : sante.get().client,
    });
    if (depart.sante) sante.set(depart.sante);
    if (depart.prevoyance) prevoyance.set(depart.prevoyance);
    common.set(depart.common);
    navigate(depart.vers);
  };

  const dupliquer = async (id: number) => {
    if (occupe.current) return;
    occupe.current = true;
    try {
      if (codeProduit === 'SSC') {
        const [copie, { etatDepuisProjet }] = await Promise.all([dupliquerProjet(id), import('../../sante/projet')]);
        if (!estProjetSante(copie)) throw new Error('The copy is not a health projet');
        sante.set({ ...etatDepuisProjet(copie), idProjet: null, etat: null, statut: null });
      } else {
        const [copie, { etatDepuisProjet }] = await Promise.all([dupliquerProjet(id), import('../../prevoyance/projet')]);
        if (!estProjetPrevoyance(copie)) throw new Error('The copy is not a provident projet');
        prevoyance.set({ ...etatDepuisProjet(copie), idProjet: null, etat: null, statut: null, sansPreRemplissage: true });
      }
      const d = apresDuplication(codeProduit);
      common.set(d.common);
      navigate(d.vers);
    } catch {
      notifier('danger', ECRAN_PROJETS.duplicationEchec);
    } finally {
      occupe.current = false;
    }
  };

  const archiver = async (ids: number[], college: TypeCollege) => {
    if (occupe.current) return;
    occupe.current = true;
    try {
      await archiverProjets(ids);
      retirer(ids, college);
      notifier('success', ECRAN_PROJETS.archivageSucces(ids.length));
      await recharger();
    } catch {
      notifier('danger', ECRAN_PROJETS.archivageEchec(ids.length));
    } finally {
      occupe.current = false;
    }
  };

  const confirmerSuppression = async () => {
    if (!suppression) return;
    const { ids, college } = suppression;
    setSuppressionEnCours(true);
    try {
      await supprimerProjets(ids);
      retirer(ids, college);
      notifier('success', PROJETS.suppressionSucces(ids.length));
      setSuppression(null);
      await recharger();
    } catch {
      notifier('danger', PROJETS.suppressionEchec(ids.length));
      setSuppression(null);
    } finally {
      setSuppressionEnCours(false);
    }
  };

  /** POST /projets/{id}/souscription, then the subscription screen; false when refused. */
  const demarrer = async (id: number): Promise<boolean> => {
    try {
      await demarrerSouscription(id);
      navigate(`/souscription/${segment(codeProduit)}/${id}`);
      return true;
    } catch (e) {
      const refus = e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 401 && e.status !== 403;
      notifier('danger', refus ? e.message : ECRAN_PROJETS.souscriptionEchec);
      return false;
    }
  };

  const souscrire = async (ligne: LigneListe) => {
    // §4: a new, editable projet hands the study over first.
    if (actionSouscription(ligne) === 'ETUDE_PUIS_SOUSCRIPTION') {
      setEtude({ ids: [ligne.id], depuisSouscription: true, cle: Date.now(), cles: new ClesParEntrees() });
      return;
    }
    if (occupe.current) return;
    occupe.current = true;
    try {
      await demarrer(ligne.id);
    } finally {
      occupe.current = false;
    }
  };

  const remettreEtude = async (v: ValeursEtude) => {
    if (!etude) return;
    const { ids, depuisSouscription, cles } = etude;
    setEtudeEnCours('etude');
    setEnCours((s) => new Set([...s, ...ids]));
    try {
      if (v.mode === 'envoyer') {
        // Sent, or said as it is: captured (no SMTP), queued, unconfirmed — never 'sent' for those.
        // Another address or another option is another action, with a key of its own.
        const issue = await cles.pour(`envoyer|${v.email.trim().toLowerCase()}|${v.detailChargements}`).essayer((cle) => envoyerEtude(v.email, ids, cle, v.detailChargements));
        notifier(issue.ton, issue.message);
      } else {
        await cles.pour(`telecharger|${v.detailChargements}`).essayer((cle) => telechargerEtude(ids, cle, v.detailChargements));
      }
    } catch {
      notifier('danger', v.mode === 'envoyer' ? PROJETS.etudeEmailEchec : PROJETS.etudeGenerationEchec);
      setEtudeEnCours(null);
      return;
    } finally {
      // §8: the projets stop being marked processing, whatever happened.
      setEnCours((s) => new Set([...s].filter((id) => !ids.includes(id))));
    }
    pousserEvenementEtude(v.mode, ids.length, depuisSouscription);
    if (depuisSouscription) {
      setEtudeEnCours('souscription');
      if (await demarrer(ids[0])) return;
    }
    setEtude(null);
    setEtudeEnCours(null);
    // §4: after a study is sent or downloaded the list reloads (statuts move on).
    await recharger();
  };

  const onAction = (action: ActionProjets, groupe: GroupeListe, choisies: LigneListe[]) => {
    const ids = choisies.map((l) => l.id);
    switch (action) {
      case 'modifier':
        onOuvrir(ids[0]);
        return;
      case 'dupliquer':
        void dupliquer(ids[0]);
        return;
      case 'supprimer':
        setSuppression({ ids, college: groupe.college });
        return;
      case 'archiver':
        void archiver(ids, groupe.college);
        return;
      case 'etudePersonnalisee':
        setEtude({ ids, depuisSouscription: false, cle: Date.now(), cles: new ClesParEntrees() });
        return;
      case 'souscription':
        void souscrire(choisies[0]);
        return;
    }
  };

  return {
    hydrated,
    groupes,
    selection,
    enCours,
    suppression,
    setSuppression,
    suppressionEnCours,
    confirmerSuppression,
    etude,
    setEtude,
    etudeEnCours,
    setEtudeEnCours,
    remettreEtude,
    onBasculer,
    onOuvrir,
    nouveau,
    onAction,
    recharger,
  };
}
