import { ECRAN_SANTE } from '../../../../src/domain/messages';
import { informationsEntreprise, useSessionModule } from '../../../state';
import { EnteteDevis } from '../../devis/components/CadreDevis';
import { entrepriseCourante } from '../entreprise';
import { useEtatSante } from '../hooks/useEtatSante';

/** The quoting screens' top (timeline and title) with the company, the offer and the projet (read from the session state). */
export function EnteteProjet({ titre, pret, etape, idProjet }: { titre: string; pret: boolean; etape: 0 | 1; idProjet: number | undefined }) {
  const etat = useEtatSante();
  const entreprise = entrepriseCourante(useSessionModule(informationsEntreprise), etat);
  const sousTitre = pret && etat.produit ? ECRAN_SANTE.sousTitre(entreprise.raisonSociale, etat.produit.libelle ?? '', etat.idProjet) : undefined;
  return <EnteteDevis produit="ssc" idProjet={idProjet} etape={etape} titre={titre} sousTitre={sousTitre} />;
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
