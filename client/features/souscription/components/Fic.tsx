import { SOUSCRIPTION_FIC as F, SOUSCRIPTION_PIECES as M } from '../../../../src/domain/messages';
import { Button, Card, FileUpload, RadioCards } from '../../../components';
import { useFic } from '../hooks/useFic';
import type { FicApi } from '../pieces';

/** The FIC (02 §2, §5, §8): one pdf, the broker's own model or the insurer's, shown, replaced, deleted. */
export function Fic({ idProjet, initiale, lecture }: { idProjet: number; initiale: FicApi | null; lecture: boolean }) {
  const { fic, modeleFournisseur, setModeleFournisseur, etat, erreur, deposer, supprimer } = useFic(idProjet, initiale);
  const chemin = `/projets/${idProjet}/souscription/fiche-informations-conseils`;

  return (
    <Card title={F.titre}>
      <div className="sous-piece pile ecart-3" data-piece="fic">
        <RadioCards<'propre' | 'fournisseur'>
          label={F.modele}
          value={modeleFournisseur ? 'fournisseur' : 'propre'}
          onChange={(v) => setModeleFournisseur(v === 'fournisseur')}
          isDisabled={lecture}
          options={[
            { value: 'propre', title: F.modelePropre },
            { value: 'fournisseur', title: F.modeleFournisseur, text: <a href={`/api${chemin}/modele`} download>{F.telechargerModele}</a> },
          ]}
        />
        {fic ? (
          <ul className="sous-fichiers pile ecart-2 liste-nue" role="list">
            <li className="sous-fichier" data-statut="success">
              <span className="sous-fichier-nom">{fic.nomFichier}</span>
              <a href={`/api${chemin}/fichier`} download>
                {M.telecharger}
              </a>
              {!lecture ? (
                <Button variant="secondary" className="btn-small" onClick={() => void supprimer()} aria-label={`${M.supprimer} ${fic.nomFichier}`}>
                  {M.supprimer}
                </Button>
              ) : null}
            </li>
          </ul>
        ) : (
          <p className="kit-help">{F.aucunFichier}</p>
        )}
        {!lecture ? (
          <FileUpload label={fic ? F.remplacer : F.deposer} etat={etat} accept={['.pdf', 'application/pdf']} onSelect={(f) => void deposer(f)} help={F.formatTaille} error={erreur ?? undefined} isRequired />
        ) : null}
        {erreur && etat !== 'erreur' ? <p className="kit-error">{erreur}</p> : null}
      </div>
    </Card>
  );
}
