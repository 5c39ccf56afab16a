import type { Interlocuteur } from '../souscription/types';
import { identiteSignataire, signataireEnregistre, signataireParDefaut, verifierSignataire, type SaisieSignataire } from './signataire';

const interlocuteur = (telephone: string): Interlocuteur => ({
  civilite: 'madame',
  nom: 'Martin',
  prenom: 'Claire',
  fonction: 'Gérant',
  telephone,
  email: 'claire.martin@example.fr',
  documentation_contractuelle_email: true,
});

describe('signataireParDefaut (02 §3)', () => {
  it('takes the interlocutor, and its phone when it is a mobile (in E.164)', () => {
    expect(signataireParDefaut(interlocuteur('06 12 34 56 78'))).toEqual({
      civilite: 'madame',
      nom: 'Martin',
      prenom: 'Claire',
      dateNaissance: '',
      fonction: 'Gérant',
      telephonePortable: '+33612345678',
      email: 'claire.martin@example.fr',
    });
  });

  it.each(['02 99 00 11 22', '0712345678', ''])('leaves the phone empty when the interlocutor’s (%s) is not a mobile', (tel) => {
    expect(signataireParDefaut(interlocuteur(tel)).telephonePortable).toBe('');
  });

  it('an interlocutor not filled in gives empty fields', () => {
    expect(signataireParDefaut({ ...interlocuteur(''), civilite: null, nom: '', prenom: '', fonction: null, email: '' })).toEqual({
      civilite: null,
      nom: '',
      prenom: '',
      dateNaissance: '',
      fonction: '',
      telephonePortable: '',
      email: '',
    });
    expect(signataireParDefaut(null).civilite).toBeNull();
  });
});

describe('identiteSignataire', () => {
  it('trims, upper-cases and drops accents', () => {
    expect(identiteSignataire('  Lefèvre ', 'Élodie', '1980-02-29')).toBe('LEFEVRE|ELODIE|1980-02-29');
    expect(identiteSignataire('LEFEVRE', 'elodie', '1980-02-29')).toBe(identiteSignataire('lefèvre', 'Élodie ', ' 1980-02-29'));
    expect(identiteSignataire('De  La Tour', 'Jean-Noël', '1970-01-01')).toBe('DE LA TOUR|JEAN-NOEL|1970-01-01');
  });

  it.each([
    ['', 'Claire', '1980-01-01'],
    ['Martin', ' ', '1980-01-01'],
    ['Martin', 'Claire', ''],
    ['Martin', 'Claire', '01/01/1980'],
    ['Martin', 'Claire', '1981-02-29'],
    [null, 'Claire', '1980-01-01'],
  ])('is null when a part is missing or the date is not real (%s, %s, %s)', (n, p, d) => {
    expect(identiteSignataire(n, p, d)).toBeNull();
  });
});

describe('verifierSignataire (02 §5)', () => {
  const TODAY = '2026-11-26';
  const saisie = (autres: Partial<SaisieSignataire> = {}): SaisieSignataire => ({
    civilite: 'monsieur',
    nom: 'Durand',
    prenom: 'Paul',
    date_naissance: '1975-06-15',
    fonction: 'Gérant',
    telephone_portable: '06 12 34 56 78',
    email: 'paul.durand@example.fr',
    ...autres,
  });

  it('accepts a full signer, today as birth date included', () => {
    expect(verifierSignataire(saisie(), TODAY)).toEqual([]);
    expect(verifierSignataire(saisie({ date_naissance: TODAY }), TODAY)).toEqual([]);
  });

  it('every field is required, by its name', () => {
    const vide = { civilite: null, nom: '', prenom: ' ', date_naissance: null, fonction: '', telephone_portable: '', email: null };
    expect(verifierSignataire(vide, TODAY)).toEqual(
      ['civilite', 'nom', 'prenom', 'date_naissance', 'fonction', 'telephone_portable', 'email'].map((champ) => ({ champ, message: `Le champ ${champ} est obligatoire` })),
    );
  });

  it.each([
    [{ telephone_portable: '01 40 20 30 40' }, 'telephone_portable', "Le numéro de téléphone n'est pas un portable valide"],
    [{ telephone_portable: '0712345678' }, 'telephone_portable', "Le numéro de téléphone n'est pas un portable valide"],
    [{ date_naissance: '2026-11-27' }, 'date_naissance', "La date de naissance ne peut pas être postérieure à aujourd'hui."],
    [{ date_naissance: '15/06/1975' }, 'date_naissance', 'La date de naissance doit être au format AAAA-MM-JJ.'],
    [{ email: 'paul@' }, 'email', "L'adresse e-mail est invalide"],
    [{ civilite: 'docteur' }, 'civilite', "Le champ « civilite » doit valoir l'une des valeurs : monsieur, madame."],
  ])('refuses %j', (autres, champ, message) => {
    expect(verifierSignataire(saisie(autres), TODAY)).toEqual([{ champ, message }]);
  });

  it('stores the signer trimmed, its mobile in E.164', () => {
    expect(signataireEnregistre(saisie({ nom: ' Durand ', telephone_portable: '0690 12 34 56' }))).toEqual({
      civilite: 'monsieur',
      nom: 'Durand',
      prenom: 'Paul',
      dateNaissance: '1975-06-15',
      fonction: 'Gérant',
      telephonePortable: '+590690123456',
      email: 'paul.durand@example.fr',
    });
  });
});
