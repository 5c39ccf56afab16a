import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CodePoste } from '../../../../src/domain/pricing/sante/types';
import type { Commissionnement as ValeurCommissionnement } from '../../../../src/domain/projets/commission';
import { postesSousMinimum, selectionSousMinimum, type SelectionNiveaux } from '../../../../src/domain/pricing/sante/regles';
import type { ChoixEnregistrement } from '../../../components';
import { common, ENTREPRISE_VIDE, informationsEntreprise, useHydrated, useSessionModule } from '../../../state';
import { sante } from '../../../state/sante';
import { useEnregistrementProjet } from '../../devis/hooks/useEnregistrementProjet';
import { enregistrerProjet } from '../api';
import { elementsTarifGaranties, prixEnregistreApplicable } from '../ecran-initial';
import { entrepriseCourante } from '../entreprise';
import { choisirEntete, commissionnementInitial, deplacerNiveau, erreurGaranties, erreurNiveaux, selectionInitiale } from '../garanties';
import { CHEMINS_SANTE, corpsEnregistrement, lectureSeule, nouveauProjet } from '../projet';
import { demandeTarif, groupesTarif, type LigneTarif } from '../tarif';
import { useCatalogueGaranties } from './useCatalogueGaranties';
import { useDupliquer } from './useDupliquer';
import { useEtatDuServeur, useEtatSante } from './useEtatSante';
import { annoncerSortie } from './usePreparation';
import { useTarifSante } from './useTarifSante';
import type { EcranGarantiesProps } from '../components/FormulaireGaranties';

/**
 * The state of the health 'Garanties' (01 §2, §4): the catalogue, the levels and commissioning
 * (initialised and kept with the projet), the price (in the browser; the saved one while nothing
 * changed) and the save flow.
 */
export function useGarantiesSante({ utilisateur, tarifEnregistre, catalogue: catalogueDuProjet = null, etatEnregistre = null }: EcranGarantiesProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const etat = useEtatSante();
  // Shown from the route's projet: the session state does not hold it yet (nothing to write there).
  const depuisServeur = useEtatDuServeur();
  const entreprise = entrepriseCourante(useSessionModule(informationsEntreprise), etat);
  const lecture = lectureSeule(etat);
  const college = etat.typeCollege!;
  const produit = etat.produit!;
  const { dupliquer, enCours: duplication } = useDupliquer();
  const [message, setMessage] = useState<{ poste: CodePoste; texte: string } | null>(null);

  const { catalogue, erreur: erreurCatalogue } = useCatalogueGaranties({ idProduit: produit.id, idcc: entreprise.idCcn, college }, catalogueDuProjet);
  const minima = catalogue?.minima ?? [];
  const selection: SelectionNiveaux | null = catalogue ? selectionInitiale(etat.niveaux, minima) : etat.niveaux;
  const commission = commissionnementInitial(etat.commissionnement, college);

  // First display (01 §4): levels and commissioning are initialised and kept with the projet.
  useEffect(() => {
    if (!catalogue || lecture || depuisServeur) return;
    const s = sante.get();
    if (!s.niveaux || !s.commissionnement) {
      sante.set({ niveaux: selectionInitiale(s.niveaux, catalogue.minima), commissionnement: commissionnementInitial(s.commissionnement, college) });
    }
  }, [catalogue, lecture, college, depuisServeur]);

  const invalide = selection ? erreurGaranties(selection, minima, commission, college) : null;
  const niveauxInvalides = selection ? erreurNiveaux(selection, minima) : null;
  const elements = catalogue ? elementsTarifGaranties(etat, entreprise, minima) : null;
  const demande = !lecture && elements && invalide === null ? demandeTarif(elements, utilisateur) : null;
  // The same request for the projet as saved: while they are equal, its saved price is shown.
  const elementsEnregistres = catalogue && etatEnregistre ? elementsTarifGaranties(etatEnregistre, entrepriseCourante(ENTREPRISE_VIDE, etatEnregistre), minima) : null;
  const demandeEnregistree = elementsEnregistres ? demandeTarif(elementsEnregistres, utilisateur) : null;
  // Priced in the browser only (the server render shows the saved price, see below).
  const tarif = useTarifSante(hydrated ? demande : null);
  const resultat = lecture ? tarifEnregistre : (tarif.resultat ?? (tarifEnregistre && prixEnregistreApplicable(demande, demandeEnregistree) ? tarifEnregistre : null));

  function changerNiveau(poste: CodePoste, niveau: number) {
    if (lecture || !selection) return;
    const d = deplacerNiveau(poste, niveau, selection, minima);
    sante.set({ niveaux: d.selection });
    setMessage(d.message ? { poste, texte: d.message } : null);
  }

  function choisirNiveau(niveau: number) {
    if (!selection) return;
    sante.set({ niveaux: choisirEntete(niveau, selection, minima, lecture) });
    setMessage(null);
  }

  function changerCommission(c: ValeurCommissionnement) {
    if (!lecture) sante.set({ commissionnement: c });
  }

  // Save (01 §2 'Save flow'), as for provident (devis/hooks/useEnregistrementProjet).
  const sauvegarde = useEnregistrementProjet<ChoixEnregistrement | 'direct'>(
    () => {
      const corps = corpsEnregistrement(sante.get(), entreprise.clientId, utilisateur);
      return corps ? () => enregistrerProjet(corps) : null;
    },
    (choix, r) => {
      annoncerSortie(location.key);
      if (choix === 'nouveau') {
        const s = sante.get();
        sante.set(nouveauProjet(s.produit, null, s.client));
        common.set({ marche: 'sante', creationProjet: true, duplicationProjet: false });
        void navigate(CHEMINS_SANTE.nouveauSansPrefill);
      } else {
        sante.set({ idProjet: r.id, etat: r.etat ?? null, statut: r.statut });
        common.set({ marche: 'sante', creationProjet: false, duplicationProjet: false });
        void navigate(CHEMINS_SANTE.projets);
      }
    },
  );

  const sousMinimaActuels = lecture && catalogue && selection ? selectionSousMinimum(selection, minima) : false;
  const postesSous = lecture && selection ? postesSousMinimum(selection, minima) : [];
  const pmss = resultat?.detail.pmss;
  // The sticky summary (side column / bottom bar): the structures' monthly budgets, the first as headline.
  const [tete, ...suite] = resultat ? groupesTarif(resultat.tarifs).flatMap((g) => g.lignes) : [];
  const resume = (l: LigneTarif) => ({ label: l.libelle, value: `${l.budget} · ${l.taux}` });

  return {
    hydrated,
    etat,
    lecture,
    college,
    produit,
    dupliquer,
    duplication,
    message,
    catalogue,
    erreurCatalogue,
    minima,
    selection,
    commission,
    invalide,
    niveauxInvalides,
    tarif,
    resultat,
    changerNiveau,
    choisirNiveau,
    changerCommission,
    sauvegarde,
    sousMinimaActuels,
    postesSous,
    pmss,
    tete,
    suite,
    resume,
  };
}
