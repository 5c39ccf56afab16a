import ExcelJS from 'exceljs';
import { analyserImport, varianteModele } from '../../domain/souscription/import-participants';
import { formatReel } from '../../domain/souscription/fichiers';
import { exigencesParticipants } from '../../domain/souscription/participants';
import { lireClasseur, modeleParticipants } from './classeur-participants';

const TODAY = '2026-11-23';

describe('the participant template (exceljs) and its reading', () => {
  it.each([
    ['SSC', null, ['Nom*', 'Prénom*', 'Date de naissance* (JJ/MM/AAAA)'], 'SSC-2026.1'],
    ['SPC', 'T1', ['Nom*', 'Prénom*', 'Date de naissance* (JJ/MM/AAAA)', "En arrêt de travail à la date de la demande d'adhésion (Oui/Non)"], 'SPC-T1-2026.1'],
    ['SPC', 'T12', ['Nom*', 'Prénom*', 'Date de naissance* (JJ/MM/AAAA)', 'Salaire de référence > 4 PASS (Oui/Non)', "En arrêt de travail à la date de la demande d'adhésion (Oui/Non)"], 'SPC-T12-2026.1'],
  ] as const)('%s %s: headers, date cells, Oui/Non lists, Instructions, version', async (produit, masse, entetes, version) => {
    const octets = await modeleParticipants(varianteModele(produit, masse), TODAY);
    expect(formatReel(octets)).toBe('xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(octets as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Participants', 'Instructions']);
    const ws = wb.getWorksheet('Participants')!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(entetes);
    expect(ws.getCell('C2').numFmt).toBe('dd/mm/yyyy');
    expect(ws.getCell('C2').dataValidation).toMatchObject({ type: 'date', operator: 'between' });
    if (entetes.length > 3) expect(ws.getCell(`${String.fromCharCode(64 + entetes.length)}101`).dataValidation).toMatchObject({ type: 'list', formulae: ['"Oui,Non"'] });
    expect(ws.getCell('A2').protection).toMatchObject({ locked: false });
    const lu = await lireClasseur(octets);
    expect(lu.ok && lu.classeur.version).toBe(version);
  });

  it('a filled template reads back: Excel dates as dates', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await modeleParticipants(varianteModele('SSC'), TODAY)) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Participants')!;
    ws.getRow(2).values = ['dupont', 'Marie', new Date(Date.UTC(1985, 6, 14))];
    ws.getRow(3).values = ['Martin', 'Paul', '01/02/1990'];
    const lu = await lireClasseur(Buffer.from(await wb.xlsx.writeBuffer()));
    if (!lu.ok) throw new Error(lu.cause);
    const r = analyserImport(lu.classeur, varianteModele('SSC'), exigencesParticipants({ codeProduit: 'SSC', effectifCollege: 5 }), TODAY);
    expect(r).toEqual({ ok: true, participants: [{ nom: 'DUPONT', prenom: 'Marie', dateNaissance: '1985-07-14' }, { nom: 'MARTIN', prenom: 'Paul', dateNaissance: '1990-02-01' }] });
  });

  it('what is not a zip is unreadable', async () => expect(await lireClasseur(Buffer.from('PK\u0003\u0004 pas un zip'))).toEqual({ ok: false, cause: 'ILLISIBLE' }));
});
