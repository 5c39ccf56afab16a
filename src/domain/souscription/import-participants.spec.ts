import { IMPORT_PARTICIPANTS as M } from '../messages/souscription-pieces';
import { analyserImport, colonneDeLEntete, fusionnerImport, lireDate, lireOuiNon, MODE_IMPORT_DEFAUT, neutraliser, varianteModele, type ClasseurLu, type ErreurImport, type ModeImport } from './import-participants';
import { exigencesParticipants } from './participants';

const TODAY = '2026-11-23';
const SSC = varianteModele('SSC');
const SPC12 = varianteModele('SPC', 'T12');
const exSante = exigencesParticipants({ codeProduit: 'SSC', effectifCollege: 10 });
const exSpc = exigencesParticipants({ codeProduit: 'SPC', effectifCollege: 10, typeMasseSalariale: 'T12', etudeMedicale: { effectif_college_inferieur_6: false, souscription_simultanee_et_effectif_global_superieur_5: null, au_moins_un_salaire_superieur_4_fois_pass: null, au_moins_un_salarie_en_arret_de_travail: true, beneficiaires_rente_education_conjoint: null } });
const ENTETE_SSC = ['Nom*', 'Prénom*', 'Date de naissance* (JJ/MM/AAAA)'];
const classeur = (lignes: unknown[][], entete: unknown[] = ENTETE_SSC, autres: Partial<ClasseurLu> = {}): ClasseurLu => ({
  feuilles: [{ nom: 'Participants', lignes: [entete, ...lignes].map((valeurs, i) => ({ numero: i + 1, valeurs })) }],
  ...autres,
});
const erreurs = (r: ReturnType<typeof analyserImport>): ErreurImport[] => ('erreurs' in r ? r.erreurs : []);

describe('reading cells', () => {
  it.each<[unknown, string | null]>([
    [new Date(Date.UTC(1985, 6, 14)), '1985-07-14'],
    [31242, '1985-07-14'],
    ['14/07/1985', '1985-07-14'],
    ['4/7/1985', '1985-07-04'],
    ['1985-07-14', '1985-07-14'],
    ['31/02/1985', null],
    ['14/07/85', null],
    ['demain', null],
    [true, null],
  ])('date %j → %s', (v, attendu) => expect(lireDate(v as never)).toBe(attendu));

  it.each<[unknown, boolean | null | undefined]>([
    ['Oui', true], ['NON', false], ['o', true], ['N', false], [1, true], ['0', false], ['Vrai', true], ['faux', false], [true, true], ['', undefined], [null, undefined], ['peut-être', null],
  ])('yes/no %j → %s', (v, attendu) => expect(lireOuiNon(v as never)).toBe(attendu));

  it.each<[string, string | null]>([
    ['Nom*', 'nom'], ['  NOM ', 'nom'], ['Prénom*', 'prenom'], ['prenom', 'prenom'], ['Date de naissance* (JJ/MM/AAAA)', 'dateNaissance'],
    ['Salaire de référence > 4 PASS (Oui/Non)', 'salaireReferenceExcede4Pass'], ["En arrêt de travail à la date de la demande d'adhésion", 'arretTravailALaDateDeDemandeAdhesion'], ['Adresse', null],
  ])('header %j → %s', (h, col) => expect(colonneDeLEntete(h)).toBe(col));

  it.each([['=1+1', "'=1+1"], ['+33', "'+33"], ['-2', "'-2"], ['@SUM(A1)', "'@SUM(A1)"], ['Dupont', 'Dupont']])('neutralise %s', (v, n) => expect(neutraliser(v)).toBe(n));
});

describe('analyserImport: all or nothing (brief §6.2)', () => {
  it('reads valid rows: trimmed, nom upper-cased, Excel dates, serials and texts', () => {
    const r = analyserImport(classeur([[' dupont ', ' Marie ', new Date(Date.UTC(1985, 6, 14))], ["n'diaye", 'Éloïse', 31242], [], ['Martin-Petit', 'Jean Luc', '01/02/1990']]), SSC, exSante, TODAY);
    expect(r).toEqual({
      ok: true,
      participants: [
        { nom: 'DUPONT', prenom: 'Marie', dateNaissance: '1985-07-14' },
        { nom: "N'DIAYE", prenom: 'Éloïse', dateNaissance: '1985-07-14' },
        { nom: 'MARTIN-PETIT', prenom: 'Jean Luc', dateNaissance: '1990-02-01' },
      ],
    });
  });

  it('five bad rows: one message per cell, naming row and column, nothing imported', () => {
    const r = analyserImport(
      classeur([
        ['DUPONT', 'Marie', '14/07/1985'],
        ['MARTIN', '', '31/02/1985'],
        ['=HYPERLINK("x")', 'Paul', '01/01/1980'],
        ['DURAND', 'Luc', '2030-01-01'],
        ['PETIT', 'Anne', { formula: 'DATE(1980,1,1)' }],
        ['DUPONT', 'Marie', '14/07/1985'],
      ]),
      SSC,
      exSante,
      TODAY,
    );
    expect(r.ok).toBe(false);
    expect('messages' in r && r.messages).toEqual([
      'Ligne 3 – Prénom : champ obligatoire.',
      "Ligne 3 – Date de naissance : « 31/02/1985 » n'est pas une date valide (JJ/MM/AAAA).",
      `Ligne 4 – Nom : « '=HYPERLINK("x") » ne doit contenir que des lettres, des espaces, des tirets et des apostrophes.`,
      "Ligne 5 – Date de naissance : « 2030-01-01 » est postérieure à aujourd'hui.",
      'Ligne 6 – Date de naissance : les formules ne sont pas acceptées.',
      "Ligne 7 – Nom : participant en double (même nom, prénom et date de naissance qu'à la ligne 2).",
    ]);
    expect(erreurs(r).map((e) => [e.ligne, e.colonne, e.code])).toEqual([
      [3, 'B', 'OBLIGATOIRE'], [3, 'C', 'DATE_INVALIDE'], [4, 'A', 'NOM_INVALIDE'], [5, 'C', 'DATE_FUTURE'], [6, 'C', 'FORMULE'], [7, 'A', 'DOUBLON'],
    ]);
    expect(erreurs(r).every((e) => !/^[=+\-@]/.test(e.valeur))).toBe(true);
    expect('resume' in r && r.resume).toBe("Le fichier contient 6 erreurs : aucun participant n'a été importé.");
  });

  it('a formula with its cached result is read by its result', () => {
    const r = analyserImport(classeur([['DUPONT', { formula: 'PROPER("marie")', result: 'Marie' }, { formula: 'DATE(1985,7,14)', result: new Date(Date.UTC(1985, 6, 14)) }]]), SSC, exSante, TODAY);
    expect(r).toEqual({ ok: true, participants: [{ nom: 'DUPONT', prenom: 'Marie', dateNaissance: '1985-07-14' }] });
  });

  it('caps the list at 20 messages plus a summary', () => {
    const lignes = Array.from({ length: 10 }, () => ['', '', '']).map((l, i) => [`X${i}`, ...l.slice(1)]);
    const r = analyserImport(classeur(lignes), SSC, exSante, TODAY);
    expect('messages' in r && r.messages.length).toBe(21);
    expect('messages' in r && r.messages[20]).toBe('… et 10 autres erreurs.');
  });

  it.each<[string, ClasseurLu, string]>([
    ['an empty workbook', { feuilles: [] }, M.aucunParticipant],
    ['an empty sheet', { feuilles: [{ nom: 'Feuil1', lignes: [] }] }, M.aucunParticipant],
    ['headers only', classeur([]), M.aucunParticipant],
    ['no birth date column', classeur([['DUPONT', 'Marie']], ['Nom', 'Prénom']), M.colonneManquante('Date de naissance')],
    ['more rows than the college', classeur(Array.from({ length: 11 }, (_, i) => [`NOM${'A'.repeat(i)}`, 'Marie', '14/07/1985'])), M.tropDeLignes(11, 10)],
    ['a template of another product', classeur([['DUPONT', 'Marie', '14/07/1985']], ENTETE_SSC, { version: 'SPC-T1-2026.1' }), M.modeleObsolete('SPC-T1-2026.1', 'SSC-2026.1')],
  ])('file-level: %s', (_, c, message) => expect(analyserImport(c, SSC, exSante, TODAY)).toEqual({ ok: false, fichier: message }));

  it('provident: yes/no columns read, required where the study says at least one', () => {
    const entete = [...ENTETE_SSC, 'Salaire de référence > 4 PASS (Oui/Non)', "En arrêt de travail à la date de la demande d'adhésion (Oui/Non)"];
    const ok = analyserImport(classeur([['DUPONT', 'Marie', '14/07/1985', 'Non', 'Oui'], ['MARTIN', 'Paul', '01/01/1980', '', 'N']], entete), SPC12, exSpc, TODAY);
    expect(ok).toEqual({
      ok: true,
      participants: [
        { nom: 'DUPONT', prenom: 'Marie', dateNaissance: '1985-07-14', salaireReferenceExcede4Pass: false, arretTravailALaDateDeDemandeAdhesion: true },
        { nom: 'MARTIN', prenom: 'Paul', dateNaissance: '1980-01-01', arretTravailALaDateDeDemandeAdhesion: false },
      ],
    });
    const ko = analyserImport(classeur([['DUPONT', 'Marie', '14/07/1985', 'Peut-être', '']], entete), SPC12, exSpc, TODAY);
    expect(erreurs(ko).map((e) => e.message)).toEqual([
      'Ligne 2 – Salaire de référence > 4 PASS : « Peut-être » doit valoir Oui ou Non.',
      "Ligne 2 – En arrêt de travail à la date de la demande d'adhésion : champ obligatoire.",
    ]);
  });

  it('the Participants sheet is used even when it is not the first', () => {
    const c = classeur([['DUPONT', 'Marie', '14/07/1985']]);
    const r = analyserImport({ feuilles: [{ nom: 'Instructions', lignes: [{ numero: 1, valeurs: ['Mode d’emploi'] }] }, ...c.feuilles] }, SSC, exSante, TODAY);
    expect(r.ok).toBe(true);
  });
});

describe('an import over saved participants: ajouter or remplacer', () => {
  const p = (nom: string, prenom = 'Marie', dateNaissance = '1980-01-01') => ({ nom, prenom, dateNaissance });
  const existants = [p('DUPONT'), p('MARTIN')];
  it.each<[string, ModeImport, ReturnType<typeof p>[], number, ReturnType<typeof fusionnerImport>]>([
    ['remplacer: the file only', 'remplacer', [p('DURAND')], 10, { ok: true, participants: [p('DURAND')], ajoutes: 1, doublons: 0 }],
    ['remplacer: the college is the file’s own check', 'remplacer', [p('A'), p('B'), p('C')], 2, { ok: true, participants: [p('A'), p('B'), p('C')], ajoutes: 3, doublons: 0 }],
    ['ajouter: after the saved ones', 'ajouter', [p('DURAND')], 10, { ok: true, participants: [...existants, p('DURAND')], ajoutes: 1, doublons: 0 }],
    ['ajouter: a saved one is not added twice (case and accents ignored)', 'ajouter', [p('Dupont', 'marie'), p('DURAND')], 10, { ok: true, participants: [...existants, p('DURAND')], ajoutes: 1, doublons: 1 }],
    ['ajouter: same names, other birth date is another person', 'ajouter', [p('DUPONT', 'Marie', '1990-05-05')], 10, { ok: true, participants: [...existants, p('DUPONT', 'Marie', '1990-05-05')], ajoutes: 1, doublons: 0 }],
    ['ajouter: exactly the college', 'ajouter', [p('A')], 3, { ok: true, participants: [...existants, p('A')], ajoutes: 1, doublons: 0 }],
    ['ajouter: beyond the college refuses the file', 'ajouter', [p('A'), p('B')], 3, { ok: false, fichier: M.tropAvecExistants(2, 2, 3) }],
  ])('%s', (_cas, mode, importes, effectif, attendu) => expect(fusionnerImport(existants, importes, mode, effectif)).toEqual(attendu));

  it('the default keeps the list replaced (brief §6.2)', () => expect(MODE_IMPORT_DEFAUT).toBe('remplacer'));
});
