import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ECRAN_PREVOYANCE, KIT, PAGES, PROJETS } from '../../../src/domain/messages';
import type { GarantiesPrevoyance } from '../../../src/domain/pricing/prevoyance/garanties.types';
import { Actions, Banner, ButtonLink, PageHeader, projectSteps, notifier, RAISON_CHAMPS_EN_ERREUR, SaveProjetDialog, SubmitButton, Timeline, type ChoixEnregistrement } from '../../components';
import { common, useHydrated, useSessionModule } from '../../state';
import { prevoyance, PREVOYANCE_VIDE } from '../../state/prevoyance';
import { enregistrerProjet } from './api';
import { sectionExigee } from '../../../src/domain/pricing/prevoyance/minima';
import { SectionCommissionnement } from './components/SectionCommissionnement';
import { EditionProvider, type Edition } from './components/Edition';
import { LectureSeule } from './components/LectureSeule';
import { PanneauTarif } from './components/PanneauTarif';
import { CHEMIN_INFORMATIONS, CHEMIN_PROJETS } from './chemins';
import { etatAffichePrevoyance, etatInitialPrevoyance, sessionTientLeProjet, tarifAffiche } from './ecran-initial';
import { useTarifPrevoyance, type Tarif } from './hooks/useTarifPrevoyance';
import { corpsProjet, corpsTarifer, erreursGaranties, estProjetLectureSeule, etatDepuisProjet, minimaDuProjet, preparerGaranties } from './projet';
import { SectionConjoint } from './sections/SectionConjoint';
import { SectionDeces } from './sections/SectionDeces';
import { SectionEducation } from './sections/SectionEducation';
import { SectionIncapacite } from './sections/SectionIncapacite';
import { SectionObseques, SectionPersonneACharge, SectionPortabilite } from './sections/SectionsSimples';
import { lireResultatTarif } from './tarif';
import type { ProjetPrevoyanceDetail, UtilisateurRef } from './types';

interface EcranGarantiesProps {
  utilisateur: UtilisateurRef;
  projet: ProjetPrevoyanceDetail | null;
}

/**
 * 'Garanties' of the provident offer (spec 01 §2 'Provident guarantees', §4, §5): the seven
 * guarantee sections (open = selected; required ones open and locked), commissioning, and the
 * tariff panel priced while shown (debounced 200 ms). Every relation's message under its field,
 * the same rules as the API. Save as for health; a read-only projet disables everything.
 */
export function EcranGaranties({ utilisateur, projet }: EcranGarantiesProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const session = useSessionModule(prevoyance);
  // A saved projet is shown from the server render on, from the loader's projet, until the session
  // state holds it (ADR 0046); a new projet from the session state once hydrated.
  const initial = useMemo(() => etatInitialPrevoyance(projet), [projet]);
  const etat = etatAffichePrevoyance({ initial, hydrate: hydrated, session });
  const [dialogue, setDialogue] = useState(false);
  const [enCours, setEnCours] = useState<ChoixEnregistrement | null>(null);

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

  // ---- Save (01 §2 'Save flow') ----
  const corpsEnregistrement = pret && !lectureSeule ? corpsProjet(etat, utilisateur) : null;
  const enregistrer = async (choix: ChoixEnregistrement) => {
    const corpsSave = corpsProjet(prevoyance.get(), utilisateur);
    if (!corpsSave) return;
    setEnCours(choix);
    try {
      const r = await enregistrerProjet(corpsSave);
      notifier('success', PROJETS.projetEnregistre(r.id), { suivreNavigation: true });
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
    } catch {
      notifier('danger', PROJETS.echecEnregistrement);
      setEnCours(null);
      setDialogue(false);
    }
  };
  const surEnregistrer = () => {
    if (idProjet !== null) void enregistrer('continuer');
    else setDialogue(true);
  };

  const titre = <PageHeader title={PAGES.titreGaranties} />;
  const timeline = <Timeline steps={projectSteps('spc', idProjet ?? undefined)} current={1} />;

  return (
    <div className="prev-ecran pile ecart-5" data-pret={pret ? '' : undefined} data-hydrated={hydrated ? '' : undefined}>
      {timeline}
      {titre}
      {lectureSeule && projet ? <LectureSeule projet={projet} /> : null}
      {/* 01 §4: a read-only projet below the agreement's current minima says a new projet is needed. */}
      {lectureSeule && pret && Object.keys(erreurs).length ? <Banner tone="warning">{PROJETS.minimaCcnModifies}</Banner> : null}
      {!pret || !edition || !college ? (
        <p className="kit-help" aria-live="polite">
          {ECRAN_PREVOYANCE.chargementGaranties}
        </p>
      ) : (
        <EditionProvider value={edition}>
          <div className="prev-garanties">
            <div className="prev-garanties-sections pile">
              <SectionIncapacite />
              <SectionDeces />
              <SectionObseques />
              <SectionEducation />
              <SectionConjoint />
              <SectionPersonneACharge />
              <SectionPortabilite />
              {etat.commissionnement ? (
                <SectionCommissionnement
                  college={college}
                  value={etat.commissionnement}
                  onChange={(c) => prevoyance.set((s) => ({ ...s, commissionnement: c }))}
                  isDisabled={lectureSeule}
                  numero={numeroCommission}
                />
              ) : null}
            </div>
            <PanneauTarif tarif={tarif} type={etat.informations?.typeMasseSalariale ?? 'T1'} />
          </div>
        </EditionProvider>
      )}
      <Actions
        back={
          <ButtonLink variant="secondary" to={idProjet !== null ? `${CHEMIN_INFORMATIONS}/${idProjet}` : CHEMIN_INFORMATIONS}>
            {PAGES.retour}
          </ButtonLink>
        }
        next={
          lectureSeule ? (
            <ButtonLink to={CHEMIN_PROJETS}>{PROJETS.boutons.listeProjets}</ButtonLink>
          ) : (
            <SubmitButton
              type="button"
              onPress={surEnregistrer}
              disabledReason={!corpsEnregistrement ? RAISON_CHAMPS_EN_ERREUR : tarif.etat === 'erreur' ? KIT.tarifRequis : null}
              isPending={enCours !== null}
              action="enregistrer"
            >
              {enCours ? ECRAN_PREVOYANCE.enregistrementEnCours : PROJETS.boutons.enregistrer}
            </SubmitButton>
          )
        }
      />
      <SaveProjetDialog isOpen={dialogue} onClose={() => setDialogue(false)} onChoice={(c) => void enregistrer(c)} enCours={enCours} />
    </div>
  );
}
