import { useLocation, useSearchParams } from 'react-router';
import { COMMON, ECRAN_PREVOYANCE, PAGES, PROJETS } from '../../../../src/domain/messages';
import { Actions, Banner, ButtonLink, RAISON_CHAMPS_EN_ERREUR, SubmitButton } from '../../../components';
import { PATHS } from '../../../routing/paths';
import { CadreDevis, EnteteDevis } from '../../devis/components/CadreDevis';
import { CHEMIN_PROJETS } from '../chemins';
import { CarteActivite } from '../components/CarteActivite';
import { CarteCollege } from '../components/CarteCollege';
import { CarteMasseSalariale } from '../components/CarteMasseSalariale';
import { LectureSeule } from '../components/LectureSeule';
import { useInformationsPrevoyance, type EcranInformationsProps } from '../hooks/useInformationsPrevoyance';
import type { ReponsesInitialesInformationsPrevoyance } from '../listes-informations';
import type { ProjetPrevoyanceDetail } from '../../../../src/domain/projets/contrat';
import type { UtilisateurRef } from '../types';

/** What the route's loader gives the screen (prevoyance.server.ts). */
export interface DonneesEcranInformations {
  today: string;
  utilisateur: UtilisateurRef;
  projet: ProjetPrevoyanceDetail | null;
  reponsesInitiales: ReponsesInitialesInformationsPrevoyance;
}

/**
 * Route 'informations-projet-prevoyance' (spec 01 §2), timeline step 1. 'Unless told to skip, it
 * pre-fills from the last project' and the list's 'Nouveau projet' names a college (query
 * parameters); a new navigation (another projet, a duplicate, a new projet) starts the screen again.
 */
export function EcranInformationsPrevoyance({ donnees }: { donnees: DonneesEcranInformations }) {
  const location = useLocation();
  const [query] = useSearchParams();
  const sansPreRemplissage = ['true', '1'].includes(query.get('skipPrefillInformationsTarifantesFromDernierProjet') ?? '');
  return (
    <CadreDevis idProjet={donnees.projet?.id}>
      <EcranInformations
        key={location.key}
        today={donnees.today}
        utilisateur={donnees.utilisateur}
        projet={donnees.projet}
        sansPreRemplissage={sansPreRemplissage}
        collegeDemande={query.get('college')}
        reponsesInitiales={donnees.reponsesInitiales}
      />
    </CadreDevis>
  );
}

/**
 * 'Informations projet' of the provident offer (spec 01 §2 'Provident pricing information', §4, §5):
 * activity (agreement, NAF), college (type with its access, effective date, headcount, counts
 * above 49, average age), reference payroll (T1, T1 + T2). A saved projet is validated at once;
 * a new one is prefilled from the last projet of its college unless told to skip. 'Garanties'
 * validates the form first.
 */
export function EcranInformations(props: EcranInformationsProps) {
  const ctx = useInformationsPrevoyance(props);
  const { projet } = props;
  const { hydrated, pret, lectureSeule, idProjet, preRempli, tenteSuivant, erreurs, suivantPossible, soumettre } = ctx;

  return (
    <div className="prev-ecran pile ecart-5" data-pret={pret ? '' : undefined} data-hydrated={hydrated ? '' : undefined}>
      <EnteteDevis produit="spc" idProjet={idProjet ?? undefined} etape={0} titre={PAGES.titreInformationsProjet} />
      {lectureSeule && projet ? <LectureSeule projet={projet} /> : null}
      {preRempli ? <Banner tone="info">{ECRAN_PREVOYANCE.preRempli}</Banner> : null}
      {tenteSuivant && Object.keys(erreurs).length ? <Banner tone="danger">{COMMON.champsEnErreur}</Banner> : null}

      <form
        className="prev-formulaire pile ecart-5"
        noValidate
        onSubmit={soumettre}
      >
        <CarteActivite ctx={ctx} />
        <CarteCollege ctx={ctx} />
        <CarteMasseSalariale ctx={ctx} />
        <Actions
          back={
            idProjet === null ? (
              <ButtonLink variant="secondary" to={PATHS.offresEligibles}>
                {PAGES.retour}
              </ButtonLink>
            ) : (
              <ButtonLink variant="secondary" to={CHEMIN_PROJETS}>
                {PROJETS.boutons.listeProjets}
              </ButtonLink>
            )
          }
          next={
            <SubmitButton disabledReason={suivantPossible ? null : RAISON_CHAMPS_EN_ERREUR} action="suivant">
              {PAGES.titreGaranties}
            </SubmitButton>
          }
        />
      </form>
    </div>
  );
}

