import { SOUSCRIPTION_PIECES as M } from '../messages/souscription-pieces';
import type { FormeJuridique } from '../referentiels/types';
import fc from 'fast-check';
import { etatPiece, maxFichiersParEnvoi, nombreDiaRequis, piecesAttendues, progressionPieces, refusAjout, remplaceLesPrecedents, type ContextePieces } from './pieces';

const SARL: Pick<FormeJuridique, 'activites' | 'pieces_justificatives'> = {
  pieces_justificatives: [{ code: 'kbis', libelle: 'Extrait Kbis de moins de trois mois' }],
  activites: [
    { code: 'commerciale', libelle: 'Commerciale', pieces_justificatives: [] },
    { code: 'artisanale', libelle: 'Artisanale', pieces_justificatives: [{ code: 'extrait_rne', libelle: 'Extrait RNE' }] },
  ],
};
const ASSOCIATION: Pick<FormeJuridique, 'activites' | 'pieces_justificatives'> = {
  pieces_justificatives: [
    { code: 'statuts', libelle: 'Statuts' },
    { code: 'recepisse_prefecture', libelle: 'Récépissé' },
  ],
  activites: [],
};

const base: ContextePieces = {
  codeProduit: 'SSC',
  effectifCollege: 4,
  formeJuridique: SARL,
  codeActivite: 'commerciale',
  resiliationInfraAnnuelle: false,
  natureRegime: null,
  methodeAffiliation: 'AUTRES_MODES',
  modeAffiliation: 'espace_entreprise',
  etudeMedicale: null,
  beneficiairesRenteEducationConjoint: false,
  participantEnArretDeTravail: false,
  codesPresents: [],
};
const codes = (c: Partial<ContextePieces>) => piecesAttendues({ ...base, ...c }).map((p) => `${p.code}${p.obligatoire ? '' : '?'}${p.multiple ? `[${p.min}]` : ''}`);

describe('piecesAttendues: the one rule of the expected pieces', () => {
  it.each<[string, Partial<ContextePieces>, string[]]>([
    ['health, SARL commerciale: kbis, optional DSN mandate', {}, ['kbis', 'dsn?']],
    ['no legal form yet: kbis by default', { formeJuridique: null, codeActivite: null }, ['kbis', 'dsn?']],
    ['SARL artisanale: the activity adds its piece', { codeActivite: 'artisanale' }, ['kbis', 'extrait_rne', 'dsn?']],
    ['association: its own pieces, no kbis', { formeJuridique: ASSOCIATION, codeActivite: null }, ['statuts', 'recepisse_prefecture', 'dsn?']],
    ['a DSN mandate held: the RIB is required', { codesPresents: ['dsn'] }, ['kbis', 'dsn?', 'rib']],
    ['a DSN mandate held (set)', { codesPresents: new Set(['dsn', 'kbis']) }, ['kbis', 'dsn?', 'rib']],
    ['health replacing a contract: optional RIA mandate', { resiliationInfraAnnuelle: true }, ['kbis', 'dsn?', 'ria?']],
    ['provident never asks the RIA', { codeProduit: 'SPC', resiliationInfraAnnuelle: true }, ['kbis', 'dsn?']],
    ['imported participants: their file, optional', { methodeAffiliation: 'IMPORTER' }, ['kbis', 'dsn?', 'import_participants?']],
    ['provident reprise: claims statement', { codeProduit: 'SPC', natureRegime: 'REPRISE_REGIME' }, ['kbis', 'dsn?', 'sec']],
    ['provident creation: none', { codeProduit: 'SPC', natureRegime: 'CREATION_REGIME' }, ['kbis', 'dsn?']],
    ['provident, a participant on sick leave: claims statement', { codeProduit: 'SPC', participantEnArretDeTravail: true }, ['kbis', 'dsn?', 'sec']],
    ['provident, annuities in payment: claims statement', { codeProduit: 'SPC', beneficiairesRenteEducationConjoint: true }, ['kbis', 'dsn?', 'sec']],
    ['health never asks the claims statement', { natureRegime: 'REPRISE_REGIME', participantEnArretDeTravail: true }, ['kbis', 'dsn?']],
    ['provident, everyone fills a questionnaire: one DIA per college member', { codeProduit: 'SPC', etudeMedicale: { regime: 'TOUS', concernes: [] } }, ['kbis', 'dsn?', 'dia[4]']],
    ['provident, two concerned', { codeProduit: 'SPC', etudeMedicale: { regime: 'CONCERNES', concernes: ['a', 'b'] } }, ['kbis', 'dsn?', 'dia[2]']],
    ['provident, all exempt: no DIA', { codeProduit: 'SPC', etudeMedicale: { regime: 'TOUS_DISPENSES', concernes: [] } }, ['kbis', 'dsn?']],
    ['provident on paper forms: one DIA per college member', { codeProduit: 'SPC', modeAffiliation: 'dia_papier' }, ['kbis', 'dsn?', 'dia[4]']],
    ['health on paper forms: no DIA', { modeAffiliation: 'dia_papier', etudeMedicale: { regime: 'TOUS', concernes: [] } }, ['kbis', 'dsn?']],
  ])('%s', (_, c, attendu) => expect(codes(c)).toEqual(attendu));

  it('company pieces first, the extra section after', () => {
    const p = piecesAttendues({ ...base, codeProduit: 'SPC', natureRegime: 'REPRISE_REGIME', etudeMedicale: { regime: 'TOUS', concernes: [] } });
    expect(p.map((x) => x.section)).toEqual(['entreprise', 'entreprise', 'complementaire', 'complementaire']);
    expect(p.find((x) => x.code === 'sec')?.libelle).toBe(M.libelles.sec);
  });
});

describe('nombreDiaRequis', () => {
  it.each<[Partial<ContextePieces>, number]>([
    [{ codeProduit: 'SSC', etudeMedicale: { regime: 'TOUS', concernes: [] } }, 0],
    [{ codeProduit: 'SPC', etudeMedicale: null }, 0],
    [{ codeProduit: 'SPC', etudeMedicale: { regime: 'CONCERNES', concernes: ['a', 'b', 'c', 'd', 'e', 'f'] } }, 4],
    [{ codeProduit: 'SPC', methodeAffiliation: 'IMPORTER', modeAffiliation: 'dia_papier' }, 0],
    // Affiliation on paper forms: every employee of the college joins with a DIA (02 §5, PRODUCT 'mode d'affiliation').
    [{ codeProduit: 'SPC', methodeAffiliation: 'AUTRES_MODES', modeAffiliation: 'dia_papier', etudeMedicale: null }, 4],
    [{ codeProduit: 'SSC', methodeAffiliation: 'AUTRES_MODES', modeAffiliation: 'dia_papier' }, 0],
  ])('%j → %i', (c, n) => expect(nombreDiaRequis({ ...base, ...c })).toBe(n));
});

describe('etatPiece: counts and the 02 §5 messages', () => {
  const [kbis] = piecesAttendues(base);
  const dia = piecesAttendues({ ...base, codeProduit: 'SPC', etudeMedicale: { regime: 'TOUS', concernes: [] } }).find((p) => p.code === 'dia')!;
  const dsn = piecesAttendues(base).find((p) => p.code === 'dsn')!;
  it.each([
    ['kbis missing', kbis, 0, false, null, null],
    ['kbis held', kbis, 1, true, null, null],
    ['dsn optional, absent', dsn, 0, true, null, null],
    ['dia 2 of 4: the 2 still missing', dia, 2, false, 'Fichier(s) 2 / 4', 'Des fichiers sont manquants. Veuillez charger 2 fichiers valides.'],
    ['dia 4 of 4', dia, 4, true, 'Fichier(s) 4 / 4', null],
    ['dia 5 of 4', dia, 5, false, 'Fichier(s) 5 / 4', "Impossible d'enregistrer plus de 4 fichiers."],
    ['between min and max', { ...dia, min: 2, max: 5 }, 1, false, 'Fichier(s) 1 / 5', 'Merci de charger entre 2 et 5 fichiers.'],
  ])('%s', (_, piece, n, complete, compteur, message) => {
    const e = etatPiece(piece, n);
    expect([e.complete, e.compteur, e.message]).toEqual([complete, compteur, message]);
  });

  it('progress counts the obligatory pieces only', () => {
    const attendues = piecesAttendues({ ...base, codeProduit: 'SPC', etudeMedicale: { regime: 'TOUS', concernes: [] }, codesPresents: ['dsn'] });
    expect(progressionPieces(attendues, [])).toEqual({ nbCompleted: 0, nbTotal: 3 });
    const fichiers = [{ code: 'kbis' }, { code: 'dsn' }, { code: 'rib' }, ...Array.from({ length: 4 }, () => ({ code: 'dia' }))];
    expect(progressionPieces(attendues, fichiers)).toEqual({ nbCompleted: 3, nbTotal: 3 });
    expect(progressionPieces(attendues, fichiers.slice(0, 5))).toEqual({ nbCompleted: 2, nbTotal: 3 });
  });
});

describe('refusAjout and replacement', () => {
  const attendues = piecesAttendues({ ...base, codeProduit: 'SPC', etudeMedicale: { regime: 'TOUS', concernes: [] } });
  it.each<[string, number, number, string | null]>([
    ['kbis', 1, 1, null],
    ['kbis', 0, 2, 'TROP_DE_FICHIERS'],
    ['dia', 3, 1, null],
    ['dia', 3, 2, 'TROP_DE_FICHIERS'],
    ['rib', 0, 1, 'PIECE_NON_ATTENDUE'],
    ['import_participants', 0, 1, 'PIECE_PAR_IMPORT'],
  ])('%s with %i held, %i new → %s', (code, existants, nouveaux, refus) => expect(refusAjout(attendues, code, existants, nouveaux)?.code ?? null).toBe(refus));
  it('every code but dia replaces', () => expect(['kbis', 'dsn', 'rib', 'sec', 'dia'].map(remplaceLesPrecedents)).toEqual([true, true, true, true, false]));
});


describe('maxFichiersParEnvoi: what a request whose files come before their code is held to', () => {
  const attendues = piecesAttendues({ ...base, codeProduit: 'SPC', etudeMedicale: { regime: 'TOUS', concernes: [] } });
  const dia = attendues.find((p) => p.code === 'dia')!;
  it.each<[string, Record<string, number>, number]>([
    ['nothing held: the largest max', {}, Math.max(...attendues.map((p) => p.max))],
    ['dia held in full: the single pieces still take their max', { dia: dia.max }, Math.max(1, ...attendues.filter((p) => !p.multiple).map((p) => p.max))],
  ])('%s', (_cas, held, attendu) => expect(maxFichiersParEnvoi(attendues, new Map(Object.entries(held)))).toBe(attendu));
  it('no expected piece: nothing', () => expect(maxFichiersParEnvoi([], new Map())).toBe(0));
  it('never refuses a count that some code would accept (refusAjout)', () =>
    fc.assert(
      fc.property(fc.constantFrom(...attendues.map((p) => p.code)), fc.nat(dia.max), fc.integer({ min: 1, max: 20 }), (code, existants, nouveaux) => {
        const held = new Map([[code, existants]]);
        if (refusAjout(attendues, code, existants, nouveaux) === null) expect(nouveaux).toBeLessThanOrEqual(maxFichiersParEnvoi(attendues, held));
      }),
    ));
});
