import type { Theme } from '../../domain/theme/themes';
import type { VueDescriptif } from '../../sante/descriptif/descriptif.view-model';
import { PdfLayout } from '../pdf/pdf-layout';

/**
 * Benefits description (descriptif des prestations, base contract or individual top-up), pure:
 * view-model in, PDF bytes out, drawn with the shared layout (branded header, paginated tables
 * that repeat their header, footer with the offer, the barème and the generation date).
 */
export async function renderDescriptifPrestations(vue: VueDescriptif, theme: Theme, createdAt: Date): Promise<Buffer> {
  const layout = new PdfLayout({ theme, title: vue.titre, subtitle: vue.sousTitre, footerNote: vue.piedDePage, createdAt });
  for (const bloc of vue.blocs) {
    switch (bloc.type) {
      case 'titre':
        layout.heading(bloc.texte);
        break;
      case 'paragraphe':
        layout.paragraph(bloc.texte, bloc.note ? { size: 8.5, color: theme.muted } : {});
        break;
      case 'clesValeurs':
        layout.keyValues(bloc.lignes, 0.3);
        break;
      case 'tableau':
        layout.table(
          bloc.colonnes.map((c) => ({ header: c.entete, width: c.largeur, align: c.align })),
          bloc.lignes,
          { fontSize: bloc.taille },
        );
        break;
    }
  }
  return layout.toBuffer();
}
