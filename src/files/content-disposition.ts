/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266 / 8187): browsers use the UTF-8 form,
 * old clients the ASCII fallback, where accents are dropped and unsafe characters replaced.
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const cleaned =
    fileName
      .replace(/[\u0000-\u001f\u007f/\\]/g, '_')
      // Bidirectional formatting would show 'x\u202Efdp.exe' as 'xexe.pdf' in the save dialog.
      .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      // Lone surrogates would make encodeURIComponent throw.
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '_')
      .trim() || 'fichier';
  const fallback =
    cleaned
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["%]/g, '_')
      .trim() || 'fichier';
  const encoded = encodeURIComponent(cleaned).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
