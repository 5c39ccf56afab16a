import { adresseModele, corpsAffiliation, ligneVide, versLignes } from './participants';

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
