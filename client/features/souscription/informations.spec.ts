import type { InformationsComplementaires } from '../../../src/domain/souscription';
import { element, filtrer, messagesParChamp, resolverInformations, touchesALOuverture, type ContexteInformations } from './informations';
import { resolverSignataire, saisieDepuis, signataireIncomplet } from './signataire';

const info = (f: (i: InformationsComplementaires) => InformationsComplementaires = (i) => i): InformationsComplementaires =>
  f({
    entreprise_adherente: { nature_contrat: null, nature_regime: null, raison_sociale: 'Lefèvre', siret: '', forme_juridique: null, activite: null, idcc: '1486', naf: null, date_creation_administrative: null },
    adresse_siege_social: { numero: null, voie: '', indice_repetition: null, code_postal: '', ville: '' },
    interlocuteur: { civilite: null, nom: '', prenom: '', fonction: null, telephone: '', email: '', documentation_contractuelle_email: true },
    cotisation: { mode_cotisation: null, payeur: null },
    etude_medicale: null,
  });
const contexte: ContexteInformations = {
  ctx: { code_produit: 'SSC', effectif_college: 3, type_masse_salariale: null, structures_tarifees: [] },
  formes: [],
  villes: null,
  today: '2026-11-28',
  erreursServeur: {},
};
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('step 1 form rules', () => {
  it('keeps each field’s first message, the server’s before the rule’s', () => {
    const erreurs = [
      { champ: 'interlocuteur.email', message: 'a' },
      { champ: 'interlocuteur.email', message: 'b' },
      { champ: 'interlocuteur.nom', message: 'c' },
    ];
    expect(messagesParChamp(erreurs, { 'interlocuteur.nom': 'serveur' })).toEqual({ 'interlocuteur.email': 'a', 'interlocuteur.nom': 'serveur' });
  });

  it('the resolver nests the messages by path and refuses the values while one remains', async () => {
    const r = await resolverInformations(info(), contexte, options);
    expect(r.values).toEqual({});
    expect(r.errors.interlocuteur?.email?.message).toEqual(expect.any(String));
    expect(r.errors.entreprise_adherente?.siret?.message).toEqual(expect.any(String));
  });

  it('the resolver shows a server refusal on its field', async () => {
    const r = await resolverInformations(info(), { ...contexte, erreursServeur: { 'interlocuteur.telephone': 'Refusé' } }, options);
    expect(r.errors.interlocuteur?.telephone?.message).toBe('Refusé');
  });

  it.each([
    ['nothing typed', info(), []],
    ['a phone and an e-mail', info((i) => ({ ...i, interlocuteur: { ...i.interlocuteur, telephone: '0299', email: ' x@' } })), ['interlocuteur.telephone', 'interlocuteur.email']],
    ['a blank postcode', info((i) => ({ ...i, adresse_siege_social: { ...i.adresse_siege_social, code_postal: '  ' } })), []],
  ])('checks on opening the fields that hold a value: %s', (_, valeurs, attendus) => {
    expect([...touchesALOuverture(valeurs)]).toEqual(attendus);
  });

  it('finds an item by id, a free text when allowed, and filters on the label', () => {
    const items = [
      { id: 'sarl', libelle: 'SARL' },
      { id: 'sas', libelle: 'SAS' },
    ];
    expect(element(items, 'sas')).toEqual(items[1]);
    expect(element(items, 'Gérant')).toBeNull();
    expect(element(items, 'Gérant', true)).toEqual({ id: 'Gérant', libelle: 'Gérant' });
    expect(filtrer(items, ' sa')).toEqual(items);
    expect(filtrer(items, 'rl')).toEqual([items[0]]);
  });
});

describe('signer dialog form rules', () => {
  const defaut = { civilite: 'madame' as const, nom: 'Martin', prenom: 'Claire', dateNaissance: '1980-05-01', fonction: 'Gérant', telephonePortable: '+33611223344', email: 'c@example.fr' };

  it('opens with the saved phone in its French form and an unknown birth date as empty', () => {
    expect(saisieDepuis(defaut).telephone_portable).toBe('0611223344');
    expect(saisieDepuis({ ...defaut, dateNaissance: '' }).date_naissance).toBeNull();
  });

  it('is incomplete while a required field is empty, not for a wrong value', () => {
    expect(signataireIncomplet(saisieDepuis({ ...defaut, nom: ' ' }))).toBe(true);
    expect(signataireIncomplet(saisieDepuis({ ...defaut, telephonePortable: '0140000000' }))).toBe(false);
  });

  it('the resolver refuses an empty required field, and a landline with the spec’s message (issue 27 item 7); other numbers stay the server’s', async () => {
    const r = await resolverSignataire(saisieDepuis({ ...defaut, nom: '' }), undefined, options);
    expect(r.errors.nom?.message).toEqual(expect.any(String));
    const fixe = saisieDepuis({ ...defaut, telephonePortable: '0140000000' });
    expect((await resolverSignataire(fixe, undefined, options)).errors.telephone_portable?.message).toBe("Le numéro de téléphone n'est pas un portable valide");
    const portable = saisieDepuis({ ...defaut, telephonePortable: '0612345678' });
    expect(await resolverSignataire(portable, undefined, options)).toEqual({ values: portable, errors: {} });
  });
});
