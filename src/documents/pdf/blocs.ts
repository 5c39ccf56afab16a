import type { Theme } from '../../domain/theme/themes';
import { PdfLayout } from './pdf-layout';

/**
 * The one block renderer. A feature's view-model (pure, beside the feature: src/etudes/etude.view-model.ts,
 * src/sante/descriptif/descriptif.view-model.ts…) describes its document as data — a title, a footer
 * line and a list of blocks — and `rendrePdf` draws it with the shared layout. A template that needs
 * nothing else is just `rendrePdf(vue, theme, createdAt)`.
 */
export interface ColonneBloc {
  entete: string;
  /** Relative width: the columns share the content width in proportion. */
  largeur: number;
  align?: 'left' | 'right' | 'center';
}

export type Bloc =
  /** A section title (moves to a new page unless a few lines fit under it). */
  | { type: 'titre'; texte: string }
  /** Body text; `note`: small and muted. */
  | { type: 'paragraphe'; texte: string; note?: boolean }
  /** Label / value lines; `largeurLibelle`: share of the width given to the labels (0.35). */
  | { type: 'clesValeurs'; lignes: [string, string][]; largeurLibelle?: number }
  /** A table that paginates and repeats its header; `taille`: font size (9). */
  | { type: 'tableau'; colonnes: ColonneBloc[]; lignes: string[][]; taille?: number }
  /** Forces a new page. */
  | { type: 'saut' };

/** A whole document as data. */
export interface VueDocument {
  titre: string;
  sousTitre?: string;
  /** Left part of every footer. */
  piedDePage?: string;
  blocs: readonly Bloc[];
}

/** Draws blocks in order at the layout's cursor. */
export function dessinerBlocs(layout: PdfLayout, blocs: readonly Bloc[]): void {
  for (const bloc of blocs) {
    switch (bloc.type) {
      case 'titre':
        layout.heading(bloc.texte);
        break;
      case 'paragraphe':
        layout.paragraph(bloc.texte, bloc.note ? { size: 8.5, color: layout.theme.muted } : {});
        break;
      case 'clesValeurs':
        layout.keyValues(bloc.lignes, bloc.largeurLibelle);
        break;
      case 'tableau':
        layout.table(
          bloc.colonnes.map((c) => ({ header: c.entete, width: c.largeur, align: c.align })),
          bloc.lignes,
          { fontSize: bloc.taille },
        );
        break;
      case 'saut':
        layout.doc.addPage();
        break;
    }
  }
}

/** View-model in, PDF bytes out (pure: `createdAt` is the request's instant, for the metadata). */
export async function rendrePdf(vue: VueDocument, theme: Theme, createdAt: Date): Promise<Buffer> {
  const layout = new PdfLayout({ theme, title: vue.titre, subtitle: vue.sousTitre, footerNote: vue.piedDePage, createdAt });
  dessinerBlocs(layout, vue.blocs);
  return layout.toBuffer();
}
