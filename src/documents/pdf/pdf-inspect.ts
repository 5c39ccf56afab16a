/** Small checks on pdfkit output, for tests and benchmarks (no PDF parser needed). */
export function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}
