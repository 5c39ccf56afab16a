import { ECRAN_SANTE } from '../../../../src/domain/messages';
import { PageHeader } from '../../../components';
import { informationsEntreprise, useSessionModule } from '../../../state';
import { entrepriseCourante } from '../entreprise';
import { useEtatSante } from '../hooks/useEtatSante';

/** Screen title with the company, the offer and the projet (read from the session state). */
export function EnteteProjet({ titre, pret }: { titre: string; pret: boolean }) {
  const etat = useEtatSante();
  const entreprise = entrepriseCourante(useSessionModule(informationsEntreprise), etat);
  const sousTitre = pret && etat.produit ? ECRAN_SANTE.sousTitre(entreprise.raisonSociale, etat.produit.libelle ?? '', etat.idProjet) : undefined;
  return <PageHeader title={titre} subtitle={sousTitre} />;
}

/** What shows while the session state is read and the screen prepared (server render included). */
export function ChargementProjet() {
  return (
    <p className="ss-chargement" role="status">
      <span className="tarif-loading-spinner" aria-hidden="true" />
      {ECRAN_SANTE.chargement}
    </p>
  );
}
