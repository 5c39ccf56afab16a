import { DOCUMENTS } from '../../domain/messages';
import type { Theme } from '../../domain/theme/themes';
import { formatDateHeureFr } from '../pdf/format';
import { PdfLayout } from '../pdf/pdf-layout';

/** Everything the theme preview shows; built by the job, rendered here without I/O. */
export interface ApercuThemeView {
  theme: Theme;
  generatedAt: Date;
  /** Display name of the user who asked for it. */
  demandePar: string;
}

const T = DOCUMENTS.apercuTheme;
const SWATCHES = Object.keys(T.libellesCouleurs) as Array<keyof typeof T.libellesCouleurs>;

/** One page: brand header, palette, typography with accents and amounts, a sample table. */
export async function renderApercuTheme(view: ApercuThemeView): Promise<Buffer> {
  const { theme } = view;
  const layout = new PdfLayout({
    theme,
    title: T.titre,
    subtitle: T.sousTitre(theme.brandName, theme.name),
    footerNote: `${T.pied(theme.brandName)} · ${DOCUMENTS.genereLe(formatDateHeureFr(view.generatedAt))}`,
    createdAt: view.generatedAt,
  });
  const { doc } = layout;

  layout.paragraph(T.demandePar(view.demandePar), { color: theme.muted });

  layout.heading(T.couleurs);
  const perRow = 5;
  const gap = 10;
  const w = (layout.contentWidth - gap * (perRow - 1)) / perRow;
  const swatchH = 34;
  const rowH = swatchH + 30;
  layout.ensureSpace(rowH * Math.ceil(SWATCHES.length / perRow));
  const top = doc.y;
  SWATCHES.forEach((key, i) => {
    const x = layout.left + (i % perRow) * (w + gap);
    const y = top + Math.floor(i / perRow) * rowH;
    doc.roundedRect(x, y, w, swatchH, 4).fillAndStroke(theme[key], theme.muted);
    layout.font('bold', 8.5).fillColor(theme.text).text(T.libellesCouleurs[key], x, y + swatchH + 4, { width: w, lineBreak: false, ellipsis: true });
    layout.font('regular', 8).fillColor(theme.muted).text(theme[key].toUpperCase(), x, y + swatchH + 15, { width: w, lineBreak: false });
  });
  doc.x = layout.left;
  doc.y = top + rowH * Math.ceil(SWATCHES.length / perRow) + 4;

  layout.heading(T.typographie);
  layout.paragraph(T.texteExemple, { align: 'justify' });
  const montant = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1234.56);
  const taux = new Intl.NumberFormat('fr-FR', { style: 'percent', minimumFractionDigits: 2 }).format(0.0175);
  layout.paragraph(T.montantExemple(montant, taux), { font: 'bold' });

  layout.heading(T.tableau);
  layout.table(
    [
      { header: T.colonnes[0], width: 3 },
      { header: T.colonnes[1], width: 2 },
      { header: T.colonnes[2], width: 2.5 },
      { header: T.colonnes[3], width: 1.6, align: 'right' },
    ],
    T.lignes,
  );

  return layout.toBuffer();
}
