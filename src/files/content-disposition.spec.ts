import fc from 'fast-check';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it.each([
    ['etude.pdf', `attachment; filename="etude.pdf"; filename*=UTF-8''etude.pdf`],
    ['Étude santé – 2025.pdf', `attachment; filename="Etude sante _ 2025.pdf"; filename*=UTF-8''%C3%89tude%20sant%C3%A9%20%E2%80%93%202025.pdf`],
    ['l’offre "pro" (v2)*.pdf', `attachment; filename="l_offre _pro_ (v2)*.pdf"; filename*=UTF-8''l%E2%80%99offre%20%22pro%22%20%28v2%29%2A.pdf`],
    ['../../etc/passwd', `attachment; filename=".._.._etc_passwd"; filename*=UTF-8''.._.._etc_passwd`],
    ['a\r\nSet-Cookie: x.pdf', `attachment; filename="a__Set-Cookie: x.pdf"; filename*=UTF-8''a__Set-Cookie%3A%20x.pdf`],
    ['', `attachment; filename="fichier"; filename*=UTF-8''fichier`],
    ['\u0301', `attachment; filename="fichier"; filename*=UTF-8''%CC%81`],
    ['facture\u202Efdp.exe', `attachment; filename="facturefdp.exe"; filename*=UTF-8''facturefdp.exe`],
    [`${'é'.repeat(256)}.pdf`, `attachment; filename="${'e'.repeat(256)}.pdf"; filename*=UTF-8''${'%C3%A9'.repeat(256)}.pdf`],
    ['100%.pdf', `attachment; filename="100_.pdf"; filename*=UTF-8''100%25.pdf`],
  ])('%p', (name, expected) => {
    expect(contentDisposition(name)).toBe(expected);
  });

  it('never lets a header break out, whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: 'binary-ascii' }), (name, ascii) => {
        for (const n of [name, ascii, `${name}\ud800`]) {
          expect(contentDisposition(n)).toMatch(/^attachment; filename="[\x20\x21\x23-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%!._~-]+$/);
        }
      }),
    );
  });
});
