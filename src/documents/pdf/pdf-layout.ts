import PDFDocument from 'pdfkit';
import { DOCUMENTS } from '../../domain/messages';
import type { Theme } from '../../domain/theme/themes';
import { loadFonts } from './fonts';

export interface PdfLayoutOptions {
  theme: Theme;
  /** Document title: metadata, header bar of every page, big title on page 1. */
  title: string;
  /** Line under the big title on page 1. */
  subtitle?: string;
  /** Left part of every footer, e.g. "Projet P-0042 · Barème 2025.1 · Généré le 21/11/2025 à 14:05". */
  footerNote?: string;
  /** Written in the PDF metadata; passed in so a template stays a pure function. */
  createdAt: Date;
  /** PDF metadata "Author"; defaults to the brand name. */
  author?: string;
}

export interface PdfTableColumn {
  header: string;
  /** Relative width: the columns share the content width in proportion. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface PdfTableOptions {
  /** Alternate row background (default true). */
  zebra?: boolean;
  fontSize?: number;
}

export type TextStyle = { font?: 'regular' | 'bold' | 'italic'; size?: number; color?: string; align?: 'left' | 'right' | 'center' | 'justify' };

const HEADER_HEIGHT = 56;
const FOOTER_HEIGHT = 44;
const MARGIN_X = 48;
const BODY_SIZE = 10;

/**
 * The shared page layout of every generated document: a header bar in the theme colour with the
 * brand icon and name on every page, a big title on page 1, a footer with the caller's line and
 * "Page N / M" (pages are buffered so the total is known), and helpers that paginate.
 *
 *   const layout = new PdfLayout({ theme, title: 'Étude santé', footerNote, createdAt });
 *   layout.heading('Garanties');
 *   layout.table(columns, rows);          // repeats its header row on each new page
 *   layout.paragraph('…');
 *   const pdf: Buffer = await layout.toBuffer();
 *
 * For custom drawing use `layout.doc` (pdfkit) after `layout.ensureSpace(height)`; fonts are
 * registered as 'regular', 'bold' and 'italic'.
 */
export class PdfLayout {
  readonly doc: PDFKit.PDFDocument;
  readonly theme: Theme;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(private readonly options: PdfLayoutOptions) {
    this.theme = options.theme;
    this.doc = new PDFDocument({
      size: 'A4',
      autoFirstPage: false,
      bufferPages: true,
      margins: { top: HEADER_HEIGHT + 28, bottom: FOOTER_HEIGHT + 12, left: MARGIN_X, right: MARGIN_X },
      lang: 'fr-FR',
      displayTitle: true,
      info: {
        Title: options.title,
        Author: options.author ?? options.theme.brandName,
        Creator: options.theme.brandName,
        Producer: options.theme.brandName,
        CreationDate: options.createdAt,
        ModDate: options.createdAt,
      },
    });
    const fonts = loadFonts();
    this.doc.registerFont('regular', fonts.regular);
    this.doc.registerFont('bold', fonts.bold);
    this.doc.registerFont('italic', fonts.italic);
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.doc.on('pageAdded', () => this.drawHeader());
    this.doc.addPage();
    this.drawTitle();
  }

  get left(): number {
    return this.doc.page.margins.left;
  }

  get contentWidth(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  /** Lowest y content may reach on the current page. */
  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` points still fit below the cursor. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  spacer(height = 8): void {
    this.doc.y += height;
  }

  /** Section title; moves to a new page unless a few lines of what follows fit under it. */
  heading(text: string): void {
    this.ensureSpace(90);
    this.spacer(6);
    this.text(text, { font: 'bold', size: 13, color: this.theme.primary });
    const y = this.doc.y + 2;
    this.doc.moveTo(this.left, y).lineTo(this.left + this.contentWidth, y).lineWidth(0.75).strokeColor(this.theme.secondary).stroke();
    this.doc.y = y + 8;
  }

  /** Body text; long paragraphs flow onto new pages (with header) by themselves. */
  paragraph(text: string, style: TextStyle = {}): void {
    this.ensureSpace(2 * (style.size ?? BODY_SIZE));
    this.text(text, style);
    this.spacer(6);
  }

  /** Label / value lines (label muted, value bold), e.g. the identity block of a study. */
  keyValues(rows: ReadonlyArray<readonly [string, string]>, labelWidth = 0.35): void {
    const labelW = this.contentWidth * labelWidth;
    const valueW = this.contentWidth - labelW - 8;
    for (const [label, value] of rows) {
      this.font('regular', BODY_SIZE);
      const height = Math.max(this.doc.heightOfString(label, { width: labelW }), this.font('bold', BODY_SIZE).heightOfString(value, { width: valueW }));
      this.ensureSpace(height + 4);
      const y = this.doc.y;
      this.font('regular', BODY_SIZE).fillColor(this.theme.muted).text(label, this.left, y, { width: labelW });
      this.font('bold', BODY_SIZE).fillColor(this.theme.text).text(value, this.left + labelW + 8, y, { width: valueW });
      this.doc.x = this.left;
      this.doc.y = y + height + 4;
    }
    this.spacer(4);
  }

  /**
   * A table that paginates: rows never split across pages, the header row is repeated at the
   * top of each new page, cells wrap. A row taller than a whole page is cut with an ellipsis.
   */
  table(columns: readonly PdfTableColumn[], rows: ReadonlyArray<readonly string[]>, options: PdfTableOptions = {}): void {
    const size = options.fontSize ?? 9;
    const zebra = options.zebra ?? true;
    const padX = 5;
    const padY = 4;
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.contentWidth);
    const xs = widths.map((_, i) => this.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const maxRowHeight = this.bottom - this.doc.page.margins.top - 40;

    const rowHeight = (cells: readonly string[], font: 'regular' | 'bold') => {
      this.font(font, size);
      const h = Math.max(...cells.map((cell, i) => this.doc.heightOfString(cell ?? '', { width: widths[i] - 2 * padX })));
      return Math.min(h + 2 * padY, maxRowHeight);
    };

    const drawRow = (cells: readonly string[], y: number, height: number, font: 'regular' | 'bold', color: string, fill?: string) => {
      if (fill) this.doc.rect(this.left, y, this.contentWidth, height).fill(fill);
      this.font(font, size).fillColor(color);
      cells.forEach((cell, i) => {
        this.doc.text(cell ?? '', xs[i] + padX, y + padY, {
          width: widths[i] - 2 * padX,
          height: height - 2 * padY,
          align: columns[i].align ?? 'left',
          ellipsis: true,
        });
      });
    };

    const headers = columns.map((c) => c.header);
    const headerHeight = rowHeight(headers, 'bold');
    const drawHeaderRow = () => {
      const y = this.doc.y;
      drawRow(headers, y, headerHeight, 'bold', this.theme.primaryContrast, this.theme.primary);
      this.doc.y = y + headerHeight;
    };

    this.ensureSpace(headerHeight + rowHeight(rows[0] ?? headers, 'regular'));
    drawHeaderRow();
    rows.forEach((cells, index) => {
      const height = rowHeight(cells, 'regular');
      if (this.doc.y + height > this.bottom) {
        this.doc.addPage();
        drawHeaderRow();
      }
      const y = this.doc.y;
      drawRow(cells, y, height, 'regular', this.theme.text, zebra && index % 2 === 1 ? this.theme.secondary : undefined);
      this.doc
        .moveTo(this.left, y + height)
        .lineTo(this.left + this.contentWidth, y + height)
        .lineWidth(0.5)
        .strokeColor(this.theme.secondary)
        .stroke();
      this.doc.y = y + height;
    });
    this.doc.x = this.left;
    this.spacer(10);
  }

  /** Writes text at the cursor across the content width with a style; returns the layout. */
  text(text: string, style: TextStyle = {}): this {
    this.font(style.font ?? 'regular', style.size ?? BODY_SIZE)
      .fillColor(style.color ?? this.theme.text)
      .text(text, this.left, this.doc.y, { width: this.contentWidth, align: style.align ?? 'left' });
    return this;
  }

  font(name: 'regular' | 'bold' | 'italic', size: number): PDFKit.PDFDocument {
    return this.doc.font(name).fontSize(size);
  }

  /** Draws the footers (page numbers need the total), ends the document and returns its bytes. */
  async toBuffer(): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      this.drawFooter(i - start + 1, count);
    }
    this.doc.end();
    return this.done;
  }

  /** Brand icon (24×24 SVG path) scaled to `size` points. */
  drawIcon(x: number, y: number, size: number, color: string): void {
    this.doc.save().translate(x, y).scale(size / 24).path(this.theme.iconPath).fill(color, 'even-odd').restore();
  }

  private drawHeader(): void {
    const { doc, theme } = this;
    const { x, y } = doc;
    doc.save();
    doc.rect(0, 0, doc.page.width, HEADER_HEIGHT).fill(theme.primary);
    const iconSize = 26;
    this.drawIcon(MARGIN_X, (HEADER_HEIGHT - iconSize) / 2, iconSize, theme.primaryContrast);
    const textX = MARGIN_X + iconSize + 10;
    const half = (doc.page.width - 2 * MARGIN_X) / 2;
    this.font('bold', 14)
      .fillColor(theme.primaryContrast)
      .text(theme.brandName, textX, HEADER_HEIGHT / 2 - 8, { width: half - iconSize - 10, height: 18, ellipsis: true, lineBreak: false });
    this.font('regular', 9)
      .fillColor(theme.primaryContrast)
      .text(this.options.title, MARGIN_X + half, HEADER_HEIGHT / 2 - 5, { width: half, height: 12, align: 'right', ellipsis: true, lineBreak: false });
    doc.restore();
    doc.x = x;
    doc.y = y;
  }

  private drawTitle(): void {
    this.text(this.options.title, { font: 'bold', size: 20, color: this.theme.text });
    if (this.options.subtitle) this.text(this.options.subtitle, { size: 11, color: this.theme.muted });
    const y = this.doc.y + 6;
    this.doc.moveTo(this.left, y).lineTo(this.left + 60, y).lineWidth(2.5).strokeColor(this.theme.primary).stroke();
    this.doc.y = y + 16;
  }

  private drawFooter(page: number, total: number): void {
    const { doc, theme } = this;
    // Writing below the bottom margin would make pdfkit add a page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const lineY = doc.page.height - FOOTER_HEIGHT;
    const width = doc.page.width - 2 * MARGIN_X;
    doc.moveTo(MARGIN_X, lineY).lineTo(MARGIN_X + width, lineY).lineWidth(0.5).strokeColor(theme.muted).stroke();
    const pagination = DOCUMENTS.pagination(page, total);
    this.font('regular', 8).fillColor(theme.muted);
    const paginationWidth = doc.widthOfString(pagination) + 2;
    if (this.options.footerNote) {
      doc.text(this.options.footerNote, MARGIN_X, lineY + 8, { width: width - paginationWidth - 16, height: 22, ellipsis: true });
    }
    doc.text(pagination, MARGIN_X + width - paginationWidth, lineY + 8, { width: paginationWidth, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}
