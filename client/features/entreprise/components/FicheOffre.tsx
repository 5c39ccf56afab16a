import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ECRAN_OFFRES, OFFRES_ELIGIBLES } from '../../../../src/domain/messages';
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

/** 'En savoir plus sur l'offre' (offer 460, spec 01 §2): the offer's sheet in a dialog. */
export function FicheOffre({ id, libelle }: { id: number; libelle: string }) {
  return (
    <DialogTrigger>
      <Button className="ent-lien ent-lien-bouton">{OFFRES_ELIGIBLES.enSavoirPlus}</Button>
      <ModalOverlay className="dialog-overlay ent-modal-fond" isDismissable>
        <Modal className="dialog-modal ent-modal">
          <Dialog className="ent-dialog">
            {({ close }) => (
              <>
                <div className="ent-dialog-entete">
                  <Heading slot="title" className="ent-dialog-titre">
                    {libelle}
                  </Heading>
                  <Button className="btn btn-ghost btn-small" onPress={close}>
                    {ECRAN_OFFRES.fermer}
                  </Button>
                </div>
                <div className="ent-dialog-corps pile ecart-3">
                  <ContenuFiche id={id} />
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
