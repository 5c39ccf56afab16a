import { adresseModele, corpsAffiliation, ligneSaisie, lignesApresImport, ligneVide, versLignes, type LigneParticipant } from './participants';

describe('step 2 rows', () => {
  const enregistre = { id: 'b3d9c2f4-0000-4000-8000-000000000001', nom: 'Dupont', prenom: 'Marie', date_naissance: '1985-07-14', salaire_reference_excede_4_pass: true };

  it('a saved participant keeps its id as row key; a new row gets a key of its own', () => {
    const [l] = versLignes([enregistre]);
    expect(l).toMatchObject({ cle: enregistre.id, id: enregistre.id, dateNaissance: '1985-07-14', salaireReferenceExcede4Pass: true, arretTravailALaDateDeDemandeAdhesion: null });
    expect(ligneVide().cle).not.toBe(ligneVide().cle);
  });

  it.each([
    ['online entry: trimmed rows, answered questions only, ids of saved rows', 'IMPORTER' as const, [{ ...versLignes([enregistre])[0], nom: ' Dupont ' }, ligneVide()], 2],
    ['other modes: no list', 'AUTRES_MODES' as const, versLignes([enregistre]), 0],
  ])('the body: %s', (_, methode, lignes, n) => {
    const corps = corpsAffiliation(methode, 'dsn', lignes);
    expect(corps.participants).toHaveLength(n);
    if (n) {
      expect(corps.participants[0]).toEqual({ id: enregistre.id, nom: 'Dupont', prenom: 'Marie', date_naissance: '1985-07-14', salaire_reference_excede_4_pass: true });
      expect(corps.participants[1]).toEqual({ nom: '', prenom: '', date_naissance: '' });
    }
  });

  it('the template of the projet’s variant', () => {
    expect(adresseModele('SSC', null)).toBe('/api/fichiers/infos-participants-a-affilier-template?code_produit=SSC');
    expect(adresseModele('SPC', 'T12')).toBe('/api/fichiers/infos-participants-a-affilier-template?code_produit=SPC&type_masse_salariale=T12');
  });
});

describe('rows typed, and the grid after an import', () => {
  const l = (cle: string, v: Partial<LigneParticipant> = {}): LigneParticipant => ({ cle, id: null, nom: '', prenom: '', dateNaissance: '', ...v });

  it.each<[string, LigneParticipant, boolean]>([
    ['an empty row', l('a'), false],
    ['spaces only', l('a', { nom: '  ' }), false],
    ['a name', l('a', { nom: 'X' }), true],
    ['a date', l('a', { dateNaissance: '1980-01-01' }), true],
    ['a question answered no', l('a', { arretTravailALaDateDeDemandeAdhesion: false }), true],
  ])('typed in: %s → %s', (_cas, ligne, attendu) => expect(ligneSaisie(ligne)).toBe(attendu));

  const saved = l('u1', { id: 'u1', nom: 'DUPONT', prenom: 'Marie', dateNaissance: '1985-07-14' });
  const importee = l('u2', { id: 'u2', nom: 'NEUF', prenom: 'Léa', dateNaissance: '1992-02-02' });
  const editee = { ...saved, prenom: 'Marie-Claire' };
  const tapee = l('p9', { nom: 'Martin', prenom: 'Paul', dateNaissance: '1990-01-01' });

  it.each<[string, LigneParticipant[], LigneParticipant[], 'ajouter' | 'remplacer', LigneParticipant[]]>([
    ['remplacer: the file’s list', [editee, tapee], [importee], 'remplacer', [importee]],
    ['ajouter: the grid as typed (an edited saved row keeps the edit, empty rows go), then the file’s', [editee, tapee, l('vide')], [saved, importee], 'ajouter', [editee, tapee, importee]],
    ['ajouter: a typed row the file also brought is not doubled', [l('p1', { nom: 'neuf', prenom: 'léa', dateNaissance: '1992-02-02' })], [importee], 'ajouter', [l('p1', { nom: 'neuf', prenom: 'léa', dateNaissance: '1992-02-02' })]],
    ['ajouter: a saved row removed on the page stays removed', [tapee], [saved, importee], 'ajouter', [tapee, importee]],
  ])('%s', (_cas, locales, serveur, mode, attendu) => expect(lignesApresImport(locales, serveur, mode, new Set(['u1']))).toEqual(attendu));
});
