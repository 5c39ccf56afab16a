import type { Utilisateur } from '../auth/utilisateur';

/**
 * Optional hook for GET /code-postal/valider?projet_id=: the projets module may provide, under
 * this token, the pricing postcode of a projet the user may read (throwing NotFoundException
 * otherwise; null when the projet has none). When provided, the postcode checked must then lie
 * in the same department, since the health price depends on it ('Le code postal ne correspond
 * pas au département renseigné'). Looked up lazily, so no module import is needed either way.
 */
export const CODE_POSTAL_DU_PROJET = 'CODE_POSTAL_DU_PROJET';

export type CodePostalDuProjet = (projetId: number, utilisateur: Utilisateur | undefined) => Promise<string | null>;
