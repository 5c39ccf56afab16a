import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import type { RefusMetier } from '../common/refus-metier';
import { SOUSCRIPTION_FIC } from '../domain/messages';
import { FORMATS_PIECES } from '../domain/souscription/fichiers';
import { inspecterContenu, type MotifContenu } from './inspection';
import { FicService } from '../souscription/fic/fic.service';
import { verifierTeleverse, type FichierTemporaire } from './televersement';

// The inspection's verdict is the input here (src/files/inspection proves its own).
jest.mock('./inspection', () => ({ inspecterContenu: jest.fn() }));
const inspection = inspecterContenu as jest.MockedFunction<typeof inspecterContenu>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

// Made when the file loads: the tables below write their files as they are declared.
const dossier = mkdtempSync(join(tmpdir(), 'televersement-spec-'));
afterAll(() => rmSync(dossier, { recursive: true, force: true }));

function fichier(nom: string, type: string, octets: Buffer): FichierTemporaire {
  const path = join(dossier, `${Math.random()}`);
  writeFileSync(path, octets);
  return { fieldname: 'file', originalname: nom, mimetype: type, size: octets.length, path, lire: () => readFile(path) };
}

describe('verifierTeleverse: magic bytes, then the content inspection', () => {
  it.each<[string, FichierTemporaire, MotifContenu | null, string | null, boolean]>([
    ['a PDF the inspection accepts', fichier('a.pdf', 'application/pdf', PDF), null, null, true],
    ['a PDF with active content', fichier('a.pdf', 'application/pdf', PDF), 'CONTENU_ACTIF', 'CONTENU_ACTIF', true],
    ['a PDF that does not parse', fichier('a.pdf', 'application/pdf', PDF), 'ILLISIBLE', 'ILLISIBLE', true],
    ['a PNG renamed .pdf: refused by its bytes, never inspected', fichier('a.pdf', 'application/pdf', PNG), 'CONTENU_ACTIF', 'CONTENU', false],
    ['an empty file', fichier('a.pdf', 'application/pdf', Buffer.alloc(0)), null, 'VIDE', false],
  ])('%s', async (_, f, verdict, motif, inspecte) => {
    inspection.mockReset().mockResolvedValue(verdict);
    const r = await verifierTeleverse(f, FORMATS_PIECES);
    expect(r.motif).toBe(motif);
    expect(r.octets.equals(await f.lire())).toBe(true);
    expect(inspection.mock.calls).toEqual(inspecte ? [['pdf', r.octets]] : []);
  });
});

describe('FIC: what the inspection says becomes the answer, before anything is read from the database', () => {
  // Every refusal happens before the transaction: no context, repository or connection is touched.
  const service = new FicService({} as never, {} as never, {} as never, {} as never);
  const user = { codeDistributeur: 'DIST-A' } as never;

  it.each<[MotifContenu, string, string]>([
    ['CONTENU_ACTIF', SOUSCRIPTION_FIC.contenuActif, 'CONTENU_ACTIF'],
    ['ILLISIBLE', SOUSCRIPTION_FIC.formatTaille, 'FICHIER_ILLISIBLE'],
  ])('%s → %s', async (verdict, message, code) => {
    inspection.mockReset().mockResolvedValue(verdict);
    const refus = (await service.deposer(user, 1, [fichier('fic.pdf', 'application/pdf', PDF)], false).catch((e: unknown) => e)) as RefusMetier;
    expect([refus.getStatus(), refus.getResponse()]).toEqual([400, expect.objectContaining({ message, code })]);
  });

  it('a PNG is the spec message, not inspected', async () => {
    inspection.mockReset().mockResolvedValue(null);
    const refus = (await service.deposer(user, 1, [fichier('fic.png', 'image/png', PNG)], false).catch((e: unknown) => e)) as RefusMetier;
    expect(refus.getResponse()).toEqual(expect.objectContaining({ message: SOUSCRIPTION_FIC.formatTaille, code: 'FICHIER_REFUSE' }));
    expect(inspection).not.toHaveBeenCalled();
  });
});
