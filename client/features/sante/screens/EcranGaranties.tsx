import { useLocation } from 'react-router';
import { PAGES } from '../../../../src/domain/messages';
import { useSessionModule } from '../../../state';
import { sante } from '../../../state/sante';
import { CadreDevis } from '../../devis/components/CadreDevis';
import type { CatalogueDuProjet } from '../ecran-initial';
import { ChargementProjet, EnteteProjet } from '../components/EnteteProjet';
import { FormulaireGaranties } from '../components/FormulaireGaranties';
import { EtatSanteProvider } from '../hooks/useEtatSante';
import { usePreparation } from '../hooks/usePreparation';
import { informationsRenseignees } from '../preparation';
import { lireIdProjet } from '../projet';
import type { ProjetSanteApi, UtilisateurPage } from '../types';

/** What the route's loader gives the screen (sante.server.ts). */
export interface DonneesGarantiesSante {
  projet: ProjetSanteApi | null;
  utilisateur: UtilisateurPage;
  catalogue: CatalogueDuProjet | null;
}

/** Spec 01 §2 'Health guarantees' (route garanties-sante), timeline step 2. */
export function EcranGarantiesSante({ donnees, idProjetRoute }: { donnees: DonneesGarantiesSante; idProjetRoute: string | undefined }) {
  const location = useLocation();
  const idProjet = lireIdProjet(idProjetRoute) ?? undefined;
  // A saved projet is shown from the server render on, from the loader's projet (ADR 0046).
  const { pret, etat, enregistre } = usePreparation('garanties', idProjet, donnees.projet);
  const session = useSessionModule(sante);
  // While leaving after a save the state may already be the next projet's: nothing to price then.
  const complet = informationsRenseignees(etat ?? session);
  return (
    <CadreDevis idProjet={idProjet}>
      <EtatSanteProvider value={etat}>
        <EnteteProjet titre={PAGES.titreGaranties} pret={pret} etape={1} idProjet={idProjet} />
        {pret && complet ? (
          <FormulaireGaranties
            key={location.pathname}
            utilisateur={donnees.utilisateur}
            idProjet={idProjet}
            tarifEnregistre={donnees.projet?.tarifs ?? null}
            catalogue={donnees.catalogue}
            etatEnregistre={enregistre}
          />
        ) : (
          <ChargementProjet />
        )}
      </EtatSanteProvider>
    </CadreDevis>
  );
}
