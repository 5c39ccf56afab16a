import ExcelJS from 'exceljs';
import { IMPORT_PARTICIPANTS as M } from '../../domain/messages';
import { ENTETES, LIGNES_MODELE, type ClasseurLu, type VarianteModele } from '../../domain/souscription/import-participants';
import type { CauseRefusClasseur } from '../../domain/souscription/inspection-classeur';
import { inspecterClasseur } from './inspection-classeur';

/**
 * The participant template (brief §6.1) written with exceljs, and the reading of an uploaded
 * workbook into the plain rows the pure import rule takes (src/domain/souscription/import-participants).
 */

const LARGEURS: Record<string, number> = { nom: 28, prenom: 24, dateNaissance: 30, salaireReferenceExcede4Pass: 34, arretTravailALaDateDeDemandeAdhesion: 44 };

/** 'yyyy-mm-dd' → the Date exceljs writes as that calendar day. */
const jour = (iso: string) => new Date(`${iso}T00:00:00Z`);

export async function modeleParticipants(variante: VarianteModele, aujourdhui: string, maxLignes = LIGNES_MODELE): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Collectif Courtage';
  // Dated by the business clock, so one variant made twice the same day gives the same content.
  wb.created = jour(aujourdhui);
  wb.modified = jour(aujourdhui);

  const ws = wb.addWorksheet(M.feuilleParticipants, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = variante.colonnes.map((c) => ({ header: ENTETES[c], key: c, width: LARGEURS[c] }));
  const entete = ws.getRow(1);
  entete.font = { bold: true };
  entete.alignment = { vertical: 'middle', wrapText: true };
  entete.height = 32;
  entete.eachCell((cell) => {
    cell.protection = { locked: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
  });
  const derniere = maxLignes + 1;
  variante.colonnes.forEach((c, i) => {
    const lettre = String.fromCharCode(65 + i);
    const validation: ExcelJS.DataValidation | null =
      c === 'dateNaissance'
        ? {
            type: 'date',
            operator: 'between',
            allowBlank: true,
            showErrorMessage: true,
            errorTitle: M.libellesColonnes.dateNaissance,
            error: 'Saisissez une date JJ/MM/AAAA entre le 01/01/1900 et aujourd’hui.',
            formulae: [jour('1900-01-01'), jour(aujourdhui)],
          }
        : c === 'salaireReferenceExcede4Pass' || c === 'arretTravailALaDateDeDemandeAdhesion'
          ? { type: 'list', allowBlank: true, showErrorMessage: true, error: 'Choisissez Oui ou Non.', formulae: ['"Oui,Non"'] }
          : null;
    for (let r = 2; r <= derniere; r++) {
      const cell = ws.getCell(`${lettre}${r}`);
      cell.protection = { locked: false };
      if (c === 'dateNaissance') cell.numFmt = 'dd/mm/yyyy';
      if (validation) cell.dataValidation = validation;
    }
  });
  await ws.protect('', { selectLockedCells: true, selectUnlockedCells: true, formatColumns: true, formatRows: true });

  const instructions = wb.addWorksheet(M.feuilleInstructions);
  instructions.getColumn(1).width = 110;
  instructions.addRow([M.instructionsTitre]).font = { bold: true, size: 14 };
  instructions.addRow([]);
  for (const ligne of M.instructions(maxLignes, variante.colonnes.includes('salaireReferenceExcede4Pass'), variante.colonnes.includes('arretTravailALaDateDeDemandeAdhesion'))) {
    instructions.addRow([`• ${ligne}`]).alignment = { wrapText: true };
  }
  instructions.addRow([]);
  // The version cell: an import names a template of another product or payroll type (brief §6.1).
  const version = instructions.addRow([M.versionLibelle, variante.version]);
  version.font = { color: { argb: 'FF808080' }, size: 8 };
  instructions.getColumn(2).hidden = true;
  wb.definedNames.add(`'${M.feuilleInstructions}'!$B$${version.number}`, 'TEMPLATE_VERSION');

  return Buffer.from(await wb.xlsx.writeBuffer());
}

export type LectureClasseur = { ok: true; classeur: ClasseurLu } | { ok: false; cause: CauseRefusClasseur };

/**
 * The workbook's sheets as rows of cell values, and its version cell. The upload is inspected
 * first (inspection-classeur.ts): exceljs only ever parses the small zip of the parts the import
 * reads, never the uploaded one.
 */
export async function lireClasseur(octets: Buffer): Promise<LectureClasseur> {
  const inspection = await inspecterClasseur(octets);
  if (!inspection.ok) return inspection;
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(inspection.octets as unknown as ArrayBuffer);
  } catch {
    return { ok: false, cause: 'ILLISIBLE' };
  }
  let version: string | null = null;
  const feuilles = wb.worksheets.map((ws) => {
    const lignes: { numero: number; valeurs: unknown[] }[] = [];
    ws.eachRow({ includeEmpty: false }, (row) => {
      const valeurs = Array.isArray(row.values) ? row.values.slice(1) : [];
      lignes.push({ numero: row.number, valeurs });
      if (ws.name === M.feuilleInstructions && valeurs[0] === M.versionLibelle && typeof valeurs[1] === 'string') version = valeurs[1];
    });
    return { nom: ws.name, lignes };
  });
  return { ok: true, classeur: { feuilles, version } };
}
