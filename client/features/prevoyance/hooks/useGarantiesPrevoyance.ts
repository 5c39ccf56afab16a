import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PROJETS } from '../../../../src/domain/messages';
import type { GarantiesPrevoyance } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import { sectionExigee } from '../../../../src/domain/pricing/prevoyance/minima';
import { notifier, type ChoixEnregistrement } from '../../../components';
import { common, useHydrated, useSessionModule } from '../../../state';
import { prevoyance, PREVOYANCE_VIDE } from '../../../state/prevoyance';
import { useEnregistrementProjet } from '../../devis/hooks/useEnregistrementProjet';
import { enregistrerProjet } from '../api';
import { CHEMIN_INFORMATIONS, CHEMIN_PROJETS } from '../chemins';
import type { Edition } from '../components/Edition';
import { etatAffichePrevoyance, etatInitialPrevoyance, sessionTientLeProjet, tarifAffiche } from '../ecran-initial';
import { corpsProjet, corpsTarifer, erreursGaranties, estProjetLectureSeule, etatDepuisProjet, minimaDuProjet, preparerGaranties } from '../projet';
import { lireResultatTarif } from '../tarif';
import type { ProjetPrevoyanceDetail } from '../../../../src/domain/projets/contrat';
import type { UtilisateurRef } from '../types';
import { useTarifPrevoyance, type Tarif } from './useTarifPrevoyance';

/**
 * The state of the provident 'Garanties' (spec 01 §2, §4, §5): its start (the route's projet, or
 * the one being created, with the guards), the guarantees being edited with their relations'
 * messages, the price (debounced, never recomputed for a read-only projet) and the save flow.
 */
export function useGarantiesPrevoyance(utilisateur: UtilisateurRef, projet: ProjetPrevoyanceDetail | null) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const session = useSessionModule(prevoyance);
  // A saved projet is shown from the server render on, from the loader's projet, until the session
  // state holds it (ADR 0046); a new projet from the session state once hydrated.
  const initial = useMemo(() => etatInitialPrevoyance(projet), [projet]);
  const etat = etatAffichePrevoyance({ initial, hydrate: hydrated, session });

  const idProjet = projet?.id ?? null;
  // The route's projet says it at once (server render included); a new one is never read-only.
  const lectureSeule = projet ? estProjetLectureSeule(projet) : estProjetLectureSeule(etat);

  // ---- Start: the projet of the route, or the one being created ----
  const demarre = useRef(false);
  useEffect(() => {
    if (!hydrated || demarre.current) return;
    demarre.current = true;
    if (projet) {
      const courant = prevoyance.get();
      const s = sessionTientLeProjet(courant, projet.id) ? courant : etatDepuisProjet(projet);
      prevoyance.set(estProjetLectureSeule(s) ? s : preparerGaranties(s));
      common.set({ marche: 'prevoyance', creationProjet: false });
      return;
    }
    const s = prevoyance.get();
    // 'Going back to a guarantees screen without a project id is refused with the warning' (01 §2),
    // like a route guard: the warning, and the list where the projet can be opened.
    if (s.idProjet !== null) {
      notifier('warning', PROJETS.retourArriereNonAutorise, { suivreNavigation: true });
      navigate(CHEMIN_PROJETS, { replace: true });
      return;
    }
    if (!s.informations || !s.informations.typeCollege) {
      navigate(CHEMIN_INFORMATIONS, { replace: true });
      return;
    }
    prevoyance.set(preparerGaranties(s, { duplication: common.get().duplicationProjet }));
  }, [hydrated, projet, navigate]);

  // A saved projet's is ready at once (from the projet until the start above has put it in the
  // session state); a new projet's once the start has prepared its guarantees there.
  const pret = etat.garanties !== null && etat.informations !== null && etat.idProjet === (projet?.id ?? null) && (hydrated || etat === initial);

  const g = etat.garanties;
  const college = etat.informations?.typeCollege ?? null;
  const minima = useMemo(() => minimaDuProjet(etat.idCcn, college), [etat.idCcn, college]);
  // Sections are numbered as shown: 7 (portabilité) appears only when the agreement requires it.
  const numeroCommission = sectionExigee(minima, 'doublement_duree_portabilite') ? 8 : 7;
  const erreurs = useMemo(() => erreursGaranties(etat), [etat]);
  const edition: Edition | null = useMemo(
    () =>
      g
        ? {
            g,
            minima,
            erreurs,
            lectureSeule,
            modifier: (suivant: GarantiesPrevoyance) => prevoyance.set((s) => ({ ...s, garanties: suivant })),
          }
        : null,
    [g, minima, erreurs, lectureSeule],
  );

  // ---- Price: the summary is always in sight (ADR 0049); never recomputed for a read-only projet ----
  const corps = pret && !lectureSeule ? corpsTarifer(etat, utilisateur) : null;
  const calcule = useTarifPrevoyance(corps, !lectureSeule);
  const fige = useMemo(() => lireResultatTarif(projet?.tarifs), [projet]);
  const corpsEnregistre = useMemo(() => (initial && !lectureSeule ? corpsTarifer(initial, utilisateur) : null), [initial, lectureSeule, utilisateur]);
  const tarif: Tarif = tarifAffiche({ lectureSeule, pret, calcule, enregistre: fige, corps, corpsEnregistre });

  // ---- Save (01 §2 'Save flow'), as for health (devis/hooks/useEnregistrementProjet) ----
  const corpsEnregistrement = pret && !lectureSeule ? corpsProjet(etat, utilisateur) : null;
  const sauvegarde = useEnregistrementProjet<ChoixEnregistrement>(
    () => {
      const corpsSave = corpsProjet(prevoyance.get(), utilisateur);
      return corpsSave ? () => enregistrerProjet(corpsSave) : null;
    },
    (choix, r) => {
      common.set({ creationProjet: choix === 'nouveau', duplicationProjet: false });
      if (choix === 'nouveau') {
        const s = prevoyance.get();
        prevoyance.set({
          ...PREVOYANCE_VIDE,
          produit: s.produit,
          clientId: s.clientId,
          effectifEntreprise: s.effectifEntreprise,
          siret: s.siret,
          raisonSociale: s.raisonSociale,
          idCcn: s.idCcn,
          libelleCcn: s.libelleCcn,
          sansPreRemplissage: true,
        });
        navigate(CHEMIN_INFORMATIONS);
      } else {
        prevoyance.set((s) => ({ ...s, idProjet: r.id, etat: r.etat, statut: r.statut }));
        navigate(CHEMIN_PROJETS);
      }
    },
  );
  const surEnregistrer = () => {
    if (idProjet !== null) void sauvegarde.enregistrer('continuer');
    else sauvegarde.ouvrirDialogue();
  };

  return { hydrated, etat, pret, lectureSeule, idProjet, college, edition, erreurs, numeroCommission, tarif, corpsEnregistrement, sauvegarde, surEnregistrer };
}
