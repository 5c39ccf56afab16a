import { Radio } from 'react-aria-components';
import type { ProduitEligible } from '../../../../src/domain/eligibilite/offres';
import { OFFRES_ELIGIBLES } from '../../../../src/domain/messages';
import { OFFRES } from '../../../../src/domain/offres/catalogue';
import { AccesCollege } from './AccesCollege';
import { FicheOffre } from './FicheOffre';

interface CarteOffreProps {
  produit: ProduitEligible;
  selectionnee: boolean;
  onSelectionner: (id: number) => void;
}

/**
 * A selectable offer (spec 01 §2): its name, 'Collèges tarifables' with a light per college, and
 * for offer 460 the link 'En savoir plus sur l'offre'. The radio carries the choice (arrows move it
 * within the group); a click anywhere else on the card chooses it too.
 */
export function CarteOffre({ produit, selectionnee, onSelectionner }: CarteOffreProps) {
  return (
    // The radio inside is the keyboard way in; the card is only a bigger target for the pointer.
    <div className="ent-offre pile ecart-3" data-selectionnee={selectionnee || undefined} data-offre={produit.id} onClick={() => onSelectionner(produit.id)}>
      <Radio value={String(produit.id)} className="ent-offre-radio">
        <span className="ent-radio" aria-hidden="true" />
        <span className="ent-offre-titre">{produit.libelle}</span>
      </Radio>
      <div className="ent-offre-corps">
        <p className="ent-offre-sous-titre">{OFFRES_ELIGIBLES.collegesTarifables}</p>
        {produit.colleges.length > 0 ? (
          <ul className="ent-colleges">
            {produit.colleges.map((college) => (
              <li key={college.id}>
                <AccesCollege college={college} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="ent-vide">{OFFRES_ELIGIBLES.aucunCollege}</p>
        )}
        {produit.id === OFFRES.SANTE_ESSENTIELLE ? <FicheOffre id={produit.id} libelle={produit.libelle} /> : null}
      </div>
    </div>
  );
}
