import { SOUSCRIPTION_PIECES as M } from '../../../../src/domain/messages';
import { Badge, Button, FileUpload, type EtatFichier } from '../../../components';
import { typesAcceptes, type FichierPiece, type PieceAttendueApi } from '../pieces';

/** One expected piece of step 3 (02 §2, §5): its files (processing, success, error), its counter and rule message, its upload. */
export function PieceJustificative({
  attendue: a,
  fichiers,
  lecture,
  onEnvoyer,
  onSupprimer,
  versParticipants,
}: {
  attendue: PieceAttendueApi;
  fichiers: FichierPiece[];
  lecture: boolean;
  onEnvoyer: (fichiers: File[]) => void;
  onSupprimer: (f: FichierPiece) => void;
  versParticipants: () => void;
}) {
  const enCours = fichiers.some((f) => f.status === 'processing');
  const refus = fichiers.filter((f) => f.status === 'error');
  const etatUpload: EtatFichier = enCours ? 'envoi' : refus.length ? 'erreur' : fichiers.some((f) => f.status === 'success') ? 'succes' : 'vide';
  // The participants file is sent from step 2 (its import); here it is only shown.
  const depuisParticipants = a.code === 'import_participants';
  // 02 §5: a refused file says so alone; several refused say it for all.
  const erreurUpload = refus.length > 1 ? M.fichiersRefuses : refus[0]?.message;
  const plein = a.multiple && a.nombre >= a.max;
  return (
    <li className="sous-piece pile ecart-3" data-piece={a.code} data-complete={a.complete || undefined}>
      <div className="sous-piece-entete rangee-etalee">
        <h3>{a.libelle}</h3>
        {!a.obligatoire ? <Badge>{M.facultatif}</Badge> : null}
        {a.compteur ? <span className="sous-piece-compteur">{a.compteur}</span> : null}
      </div>
      {fichiers.length ? (
        <ul className="sous-fichiers pile ecart-2 liste-nue" role="list">
          {fichiers.map((f) => (
            <li key={f.id} className="sous-fichier" data-statut={f.status} data-id={f.id}>
              <span className="sous-fichier-nom">{f.nomFichier}</span>
              {f.status === 'processing' ? <span role="status">{M.enCours}</span> : null}
              {f.status === 'error' && refus.length > 1 && f.message ? <span className="kit-error">{f.message}</span> : null}
              {f.status === 'success' && f.url ? (
                <a href={f.url} download>
                  {M.telecharger}
                </a>
              ) : null}
              {!lecture && f.status !== 'processing' ? (
                <Button variant="secondary" className="btn-small" onClick={() => onSupprimer(f)} aria-label={`${M.supprimer} ${f.nomFichier}`}>
                  {M.supprimer}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {depuisParticipants ? (
        <div className="sous-piece-renvoi">
          <p className="kit-help">{M.codeImport}</p>
          <Button variant="secondary" className="btn-small" onClick={versParticipants}>
            {M.allerParticipants}
          </Button>
        </div>
      ) : !lecture && !plein ? (
        <FileUpload
          label={a.multiple ? M.choisirPlusieurs : M.choisir}
          etat={etatUpload}
          accept={typesAcceptes(a.formats)}
          allowsMultiple={a.multiple}
          onSelect={(f) => onEnvoyer([f])}
          onSelectFiles={onEnvoyer}
          help={M.formats}
          error={erreurUpload}
          isRequired={a.obligatoire}
        />
      ) : null}
      {a.message && !enCours ? (
        // Red once the piece was tried (a file sent or refused); before, what is expected, without alarm.
        <p className={fichiers.length ? 'kit-error' : 'kit-help'} data-regle={a.code}>
          {a.message}
        </p>
      ) : null}
    </li>
  );
}

