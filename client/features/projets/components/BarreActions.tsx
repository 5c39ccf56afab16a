import { ECRAN_PROJETS, PROJETS } from '../../../../src/domain/messages';
import type { EtatBouton, EtatBoutonsProjets } from '../../../../src/domain/projets/boutons';
import { BoutonAction } from './BoutonAction';

export type ActionProjets = 'modifier' | 'dupliquer' | 'supprimer' | 'etudePersonnalisee' | 'souscription' | 'archiver';

interface BarreActionsProps {
  libelleCollege: string;
  nombre: number;
  /** Spec 01 §6, from the domain (etatBoutonsProjets); archive follows the delete rule. */
  boutons: EtatBoutonsProjets & { archiver: EtatBouton };
  onAction: (action: ActionProjets) => void;
}

const ORDRE: readonly { action: ActionProjets; libelle: string; variante: 'primary' | 'secondary' | 'danger' | 'ghost' }[] = [
  { action: 'modifier', libelle: PROJETS.boutons.modifier, variante: 'secondary' },
  { action: 'dupliquer', libelle: PROJETS.boutons.dupliquer, variante: 'secondary' },
  { action: 'supprimer', libelle: PROJETS.boutons.supprimer, variante: 'secondary' },
  { action: 'archiver', libelle: ECRAN_PROJETS.archiver, variante: 'secondary' },
  { action: 'etudePersonnalisee', libelle: PROJETS.boutons.etudePersonnalisee, variante: 'secondary' },
  { action: 'souscription', libelle: PROJETS.boutons.souscription, variante: 'primary' },
];

/** A college group's control bar (spec 01 §2 'Buttons'), acting on that group's selection. */
export function BarreActions({ libelleCollege, nombre, boutons, onAction }: BarreActionsProps) {
  return (
    <div className="projets-barre rangee-etalee ecart-3" role="group" aria-label={ECRAN_PROJETS.barreActions(libelleCollege)}>
      <p className="projets-barre-compte" aria-live="polite">
        {ECRAN_PROJETS.selection(nombre)}
      </p>
      <div className="projets-barre-boutons">
        {ORDRE.map((b) => (
          <BoutonAction key={b.action} etat={boutons[b.action]} variante={b.variante} onPress={() => onAction(b.action)}>
            {b.libelle}
          </BoutonAction>
        ))}
      </div>
    </div>
  );
}
