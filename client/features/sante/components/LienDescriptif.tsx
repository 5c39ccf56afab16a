import { ECRAN_SANTE } from '../../../../src/domain/messages';
import { Icone } from '../../../components';
import { useTelechargement } from '../hooks/useTelechargement';

interface LienDescriptifProps {
  /** /api path of the PDF. */
  chemin: string;
  libelle: string;
  /** Notification when the document cannot be produced (01 §8). */
  erreur: string;
}

/**
 * 'Descriptif des prestations' (01 §2): downloads the PDF named by the server, one document per click
 * (Idempotency-Key; a click after a failed one retries it with the same key).
 */
export function LienDescriptif({ chemin, libelle, erreur }: LienDescriptifProps) {
  const { enCours, ouvrir } = useTelechargement(chemin, erreur);
  return (
    <button type="button" className="ss-lien-descriptif" onClick={ouvrir} disabled={enCours} aria-busy={enCours}>
      <Icone d="M5 20h14v-2H5v2zm7-18-5.5 5.5 1.4 1.4L11 5.8V16h2V5.8l3.1 3.1 1.4-1.4L12 2z" transform="rotate(180 12 11)" />
      {enCours ? ECRAN_SANTE.telechargementEnCours : libelle}
    </button>
  );
}
