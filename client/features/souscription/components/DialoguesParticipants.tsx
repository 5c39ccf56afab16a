import { SOUSCRIPTION_PARTICIPANTS as M } from '../../../../src/domain/messages';
import { Button, Dialog } from '../../../components';

/**
 * Step 2's questions (issue 27): a workbook over participants already there ('Ajouter' or
 * 'Remplacer'), and leaving the page with rows not saved. Props in, choices out.
 */
export function DialoguesParticipants({
  importEnAttente,
  nombreExistants,
  onImport,
  onAnnulerImport,
  quitter,
}: {
  importEnAttente: boolean;
  nombreExistants: number;
  onImport: (mode: 'ajouter' | 'remplacer') => void;
  onAnnulerImport: () => void;
  quitter: { demande: boolean; rester: () => void; partir: () => void };
}) {
  return (
    <>
      <Dialog
        isOpen={importEnAttente}
        onClose={onAnnulerImport}
        title={M.choixImport.titre}
        actions={
          <>
            <Button variant="secondary" onClick={onAnnulerImport}>
              {M.choixImport.annuler}
            </Button>
            <Button variant="secondary" onClick={() => onImport('remplacer')}>
              {M.choixImport.remplacer}
            </Button>
            <Button variant="primary" onClick={() => onImport('ajouter')}>
              {M.choixImport.ajouter}
            </Button>
          </>
        }
      >
        <p>{M.choixImport.texte(nombreExistants)}</p>
      </Dialog>
      <Dialog
        isOpen={quitter.demande}
        onClose={quitter.rester}
        title={M.quitter.titre}
        alert
        actions={
          <>
            <Button variant="secondary" onClick={quitter.partir}>
              {M.quitter.partir}
            </Button>
            <Button variant="primary" onClick={quitter.rester}>
              {M.quitter.rester}
            </Button>
          </>
        }
      >
        <p>{M.quitter.texte}</p>
      </Dialog>
    </>
  );
}
