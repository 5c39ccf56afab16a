import { useLocation } from 'react-router';
import { ECRAN_PREVOYANCE, KIT, PAGES, PROJETS } from '../../../../src/domain/messages';
import { Actions, Banner, ButtonLink, RAISON_CHAMPS_EN_ERREUR, SaveProjetDialog, SubmitButton } from '../../../components';
import { prevoyance } from '../../../state/prevoyance';
import { CadreDevis, EnteteDevis } from '../../devis/components/CadreDevis';
import { CHEMIN_INFORMATIONS, CHEMIN_PROJETS } from '../chemins';
import { EditionProvider } from '../components/Edition';
import { LectureSeule } from '../components/LectureSeule';
import { PanneauTarif } from '../components/PanneauTarif';
import { SectionCommissionnement } from '../components/SectionCommissionnement';
import { SectionConjoint } from '../components/SectionConjoint';
import { SectionDeces } from '../components/SectionDeces';
import { SectionEducation } from '../components/SectionEducation';
import { SectionIncapacite } from '../components/SectionIncapacite';
import { SectionObseques, SectionPersonneACharge, SectionPortabilite } from '../components/SectionsSimples';
import { useGarantiesPrevoyance } from '../hooks/useGarantiesPrevoyance';
import type { ProjetPrevoyanceDetail } from '../../../../src/domain/projets/contrat';
import type { UtilisateurRef } from '../types';

interface EcranGarantiesProps {
  utilisateur: UtilisateurRef;
  projet: ProjetPrevoyanceDetail | null;
}

/** Route 'garanties-prevoyance' (spec 01 §2), timeline step 2: a new navigation starts the screen again. */
export function EcranGarantiesPrevoyance({ donnees }: { donnees: EcranGarantiesProps }) {
  const location = useLocation();
  return (
    <CadreDevis idProjet={donnees.projet?.id}>
      <EcranGaranties key={location.key} utilisateur={donnees.utilisateur} projet={donnees.projet} />
    </CadreDevis>
  );
}

/**
 * 'Garanties' of the provident offer (spec 01 §2 'Provident guarantees', §4, §5): the seven
 * guarantee sections (open = selected; required ones open and locked), commissioning, and the
 * tariff panel priced while shown (debounced 200 ms). Every relation's message under its field,
 * the same rules as the API. Save as for health; a read-only projet disables everything.
 */
export function EcranGaranties({ utilisateur, projet }: EcranGarantiesProps) {
  const { hydrated, etat, pret, lectureSeule, idProjet, college, edition, erreurs, numeroCommission, tarif, corpsEnregistrement, sauvegarde, surEnregistrer } =
    useGarantiesPrevoyance(utilisateur, projet);

  return (
    <div className="prev-ecran pile ecart-5" data-pret={pret ? '' : undefined} data-hydrated={hydrated ? '' : undefined}>
      <EnteteDevis produit="spc" idProjet={idProjet ?? undefined} etape={1} titre={PAGES.titreGaranties} />
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
              isPending={sauvegarde.enCours !== null}
              action="enregistrer"
            >
              {sauvegarde.enCours ? ECRAN_PREVOYANCE.enregistrementEnCours : PROJETS.boutons.enregistrer}
            </SubmitButton>
          )
        }
      />
      <SaveProjetDialog isOpen={sauvegarde.dialogue} onClose={sauvegarde.fermerDialogue} onChoice={(c) => void sauvegarde.enregistrer(c)} enCours={sauvegarde.enCours} />
    </div>
  );
}
