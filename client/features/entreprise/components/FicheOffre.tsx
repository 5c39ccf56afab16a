import { useState } from 'react';
import { Button as BoutonLien } from 'react-aria-components';
import { ECRAN_OFFRES, OFFRES_ELIGIBLES } from '../../../../src/domain/messages';
import { Button, Dialog } from '../../../components';
import { useFicheOffre } from '../hooks/useFicheOffre';

function ContenuFiche({ id }: { id: number }) {
  const etat = useFicheOffre(id);
  if (etat.etat === 'en-cours') return <p className="ent-squelette-ligne" aria-busy="true" />;
  if (etat.etat === 'erreur') return <p>{ECRAN_OFFRES.ficheIndisponible}</p>;
  const { fiche } = etat;
  return (
    <>
      <p>{fiche.description}</p>
      {fiche.points_forts.length > 0 ? (
        <>
          <h3 className="ent-fiche-sous-titre">{ECRAN_OFFRES.pointsForts}</h3>
          <ul className="ent-fiche-points">
            {fiche.points_forts.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="ent-fiche-note">{ECRAN_OFFRES.effectifMinimum(fiche.effectif_min)}</p>
    </>
  );
}

/** 'En savoir plus sur l'offre' (offer 460, spec 01 §2): the offer's sheet in the kit's dialog, read when opened. */
export function FicheOffre({ id, libelle }: { id: number; libelle: string }) {
  const [ouverte, setOuverte] = useState(false);
  return (
    <>
      <BoutonLien className="ent-lien ent-lien-bouton" onPress={() => setOuverte(true)}>
        {OFFRES_ELIGIBLES.enSavoirPlus}
      </BoutonLien>
      <Dialog
        isOpen={ouverte}
        onClose={() => setOuverte(false)}
        nom="fiche-offre"
        title={libelle}
        actions={
          <Button variant="ghost" onClick={() => setOuverte(false)}>
            {ECRAN_OFFRES.fermer}
          </Button>
        }
      >
        {ouverte ? <ContenuFiche id={id} /> : null}
      </Dialog>
    </>
  );
}
