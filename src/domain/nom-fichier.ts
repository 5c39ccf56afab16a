/**
 * A company name inside a document's file name: without the characters a file system refuses
 * (\ / : * ? " < > |), control characters or bidirectional formatting, so the name a document is
 * downloaded with alone (Content-Disposition) and its entry in a kit's zip are the same (issue 27
 * item 9: one name, alone or in the zip).
 */
export function raisonPourNomDeFichier(raisonSociale: string): string {
  return raisonSociale
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, ' ')
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
