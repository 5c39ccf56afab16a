import type { ReactNode } from 'react';
import { ECRAN_PROJET, PROJETS } from '../../src/domain/messages';
import { Banner } from './Banner';
import { Button } from './Button';

interface ReadOnlyBannerProps {
  /** Duplicates the projet; without it the banner only tells (e.g. on a guarantees screen). */
  onDupliquer?: () => void;
  enCours?: boolean;
  /** Extra lines under the spec's two sentences. */
  children?: ReactNode;
}

/**
 * A read-only projet (etat FIGE or TARIFS_FIGES, spec 01 §2, §4), for health and provident:
 * 'Le projet est verrouillé. Il n'est plus modifiable.', 'Pour modifier le projet, veuillez le
 * dupliquer.' and the 'Dupliquer' button.
 */
export function ReadOnlyBanner({ onDupliquer, enCours = false, children }: ReadOnlyBannerProps) {
  return (
    <Banner tone="warning" title={PROJETS.projetVerrouille} className="banniere-lecture-seule">
      <div className="banniere-lecture-seule-corps">
        <p>{PROJETS.dupliquerPourModifier}</p>
        {onDupliquer ? (
          <Button variant="secondary" className="btn-small" onClick={onDupliquer} disabled={enCours}>
            {enCours ? ECRAN_PROJET.duplicationEnCours : PROJETS.boutons.dupliquer}
          </Button>
        ) : null}
      </div>
      {children}
    </Banner>
  );
}
