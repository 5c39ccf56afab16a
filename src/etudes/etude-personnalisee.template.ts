import { rendrePdf } from '../documents/pdf/blocs';
import type { Theme } from '../domain/theme/themes';
import type { VueEtude } from './etude.view-model';

/**
 * The personalised study (étude personnalisée), pure: view-model in, PDF bytes out, drawn by the one
 * block renderer with the shared layout (branded header, paginated tables that repeat their header,
 * footer with the projets, the barème and the generation date).
 */
export function renderEtudePersonnalisee(vue: VueEtude, theme: Theme, createdAt: Date): Promise<Buffer> {
  return rendrePdf(vue, theme, createdAt);
}
