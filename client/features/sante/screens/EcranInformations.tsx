import { useLocation } from 'react-router';
import { PAGES } from '../../../../src/domain/messages';
import { CadreDevis } from '../../devis/components/CadreDevis';
import { ChargementProjet, EnteteProjet } from '../components/EnteteProjet';
import { FormulaireInformations } from '../components/FormulaireInformations';
import { EtatSanteProvider } from '../hooks/useEtatSante';
import { usePreparation } from '../hooks/usePreparation';
import type { ReponsesInitialesInformations } from '../informations';
import { drapeau, lireIdProjet, PARAM_SANS_PREFILL } from '../projet';
import type { ProjetSanteApi, UtilisateurPage } from '../types';

/** What the route's loader gives the screen (sante.server.ts). */
export interface DonneesInformationsSante {
  projet: ProjetSanteApi | null;
  aujourdhui: string;
  utilisateur: UtilisateurPage;
  reponsesInitiales: ReponsesInitialesInformations;
}

/** Spec 01 §2 'Health pricing information' (route informations-projet-sante), timeline step 1. */
export function EcranInformationsSante({ donnees, idProjetRoute }: { donnees: DonneesInformationsSante; idProjetRoute: string | undefined }) {
  const location = useLocation();
  const idProjet = lireIdProjet(idProjetRoute) ?? undefined;
  // A saved projet is shown from the server render on, from the loader's projet (ADR 0046).
  const { pret, etat } = usePreparation('informations', idProjet, donnees.projet);
  const sansPrefill = drapeau(new URLSearchParams(location.search), PARAM_SANS_PREFILL);
  return (
    <CadreDevis idProjet={idProjet}>
      <EtatSanteProvider value={etat}>
        <EnteteProjet titre={PAGES.titreInformationsProjet} pret={pret} etape={0} idProjet={idProjet} />
        {pret ? (
          <FormulaireInformations
            key={location.pathname}
            today={donnees.aujourdhui}
            utilisateur={donnees.utilisateur}
            idProjet={idProjet}
            sansPrefill={sansPrefill}
            reponsesInitiales={donnees.reponsesInitiales}
          />
        ) : (
          <ChargementProjet />
        )}
      </EtatSanteProvider>
    </CadreDevis>
  );
}
