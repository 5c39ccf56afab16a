import { rendrePdf } from '../../documents/pdf/blocs';
import type { Theme } from '../../domain/theme/themes';
import type { VueDescriptif } from './descriptif.view-model';

/**
 * Benefits description (descriptif des prestations, base contract or individual top-up), pure:
 * view-model in, PDF bytes out, drawn by the one block renderer with the shared layout.
 */
export function renderDescriptifPrestations(vue: VueDescriptif, theme: Theme, createdAt: Date): Promise<Buffer> {
  return rendrePdf(vue, theme, createdAt);
}
