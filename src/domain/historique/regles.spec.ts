import { acteurCourtier, evenementDeSignature, libelleActeur, ACTEUR_PRESTATAIRE, ACTEUR_SIGNATAIRE, type DetailsEvenement, type TypeEvenement } from './evenement';
import { libelleEvenement, masquerEmail, masquerTelephone, minimiserDetails } from './regles';

describe('minimiserDetails: personal data kept minimal', () => {
  it.each<[string, DetailsEvenement, DetailsEvenement]>([
    ['numbers and codes kept', { nombre: 12, progression: 80, mode: 'A_DISTANCE' }, { nombre: 12, progression: 80, mode: 'A_DISTANCE' }],
    ['a birth date dropped by its key', { date_naissance: '1980-03-01', nombre: 1 }, { nombre: 1 }],
    ['a birth date dropped under another key', { naissance: '01/03/1980', jour: '1980-03-01' }, {}],
    ['a dated instant of the entry kept', { signe_le: '2026-12-06T09:00:00Z', date_effet: '2027-01-01' }, { signe_le: '2026-12-06T09:00:00Z', date_effet: '2027-01-01' }],
    ['social security, bank, address dropped', { nir: '180037512345678', iban: 'FR76…', adresse: '1 rue X' }, {}],
    ['a phone keeps its last two digits', { telephone: '+33 6 12 34 56 78' }, { telephone: '•• •• •• •• 78' }],
    ['an e-mail keeps its first letter and domain', { destinataire: 'claire.martin@exemple.fr' }, { destinataire: 'c•••@exemple.fr' }],
    ['an address under any key is masked', { documents: 'bob@ex.fr' }, { documents: 'b•••@ex.fr' }],
    ['a long reason is cut at 200 characters', { motif: 'x'.repeat(300) }, { motif: `${'x'.repeat(199)}…` }],
    ['a non-finite number becomes null', { budget: Number.NaN }, { budget: null }],
    ['nothing given, nothing kept', {}, {}],
  ])('%s', (_cas, entree, attendu) => {
    expect(minimiserDetails(entree)).toEqual(attendu);
  });

  it('keeps at most 8 details', () => {
    const beaucoup = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, i]));
    expect(Object.keys(minimiserDetails(beaucoup))).toHaveLength(8);
  });

  it.each([
    ['0612345678', '•• •• •• •• 78'],
    ['6', '••'],
  ])('masquerTelephone(%s)', (v, attendu) => expect(masquerTelephone(v)).toBe(attendu));

  it.each([
    ['a@b.fr', 'a•••@b.fr'],
    ['pas une adresse', '•••'],
  ])('masquerEmail(%s)', (v, attendu) => expect(masquerEmail(v)).toBe(attendu));
});

describe('libelleEvenement: the entry in words', () => {
  it.each<[TypeEvenement, DetailsEvenement, string]>([
    ['PROJET_CREE', { bareme_version: '2026-01', budget: 62.48, periode: 'mois' }, 'Projet créé — barème 2026-01, prix 62,48 € / mois'],
    ['PROJET_ENREGISTRE', { bareme_version: 'v2', budget: 3690, periode: 'an' }, 'Projet modifié et enregistré — barème v2, prix 3 690,00 € / an'],
    ['ETUDE_GENEREE', {}, 'Étude personnalisée générée'],
    ['ETUDE_ENVOYEE', { destinataire: 'c•••@exemple.fr' }, 'Étude personnalisée envoyée par e-mail — à c•••@exemple.fr'],
    ['ETAPE_ENREGISTREE', { etape: 'Participants', progression: 50 }, 'Étape de la souscription enregistrée — Participants : 50 % complété'],
    ['PARTICIPANTS_IMPORTES', { nombre: 1 }, 'Participants importés — 1 participant'],
    ['PARTICIPANTS_IMPORTES', { nombre: 14 }, 'Participants importés — 14 participants'],
    ['PIECE_AJOUTEE', { piece: 'Kbis' }, 'Pièce justificative ajoutée — Kbis'],
    ['SIGNATURE_OUVERTE', { mode: 'FACE_A_FACE' }, 'Signature électronique ouverte — face à face'],
    ['SIGNATURE_OUVERTE', { mode: 'A_DISTANCE' }, 'Signature électronique ouverte — à distance'],
    ['REFUSE', { motif: 'Tarif trop élevé' }, 'Signature refusée — motif : Tarif trop élevé'],
    ['DOCUMENTS_ENVOYES', { documents: 'Kit de souscription', destinataire: 'c•••@x.fr' }, 'Documents envoyés par e-mail — Kit de souscription, à c•••@x.fr'],
    ['SIGNE', {}, 'Demande d’adhésion signée'],
    ['PROJET_CREE', { budget: 'pas un nombre' }, 'Projet créé'],
  ])('%s %j', (type, details, attendu) => {
    expect(libelleEvenement(type, details).replace(/\u00a0|\u202f/g, ' ')).toBe(attendu);
  });
});

describe('evenementDeSignature: the provider’s events in the history', () => {
  it.each([
    ['LIEN_OUVERT', undefined, { type: 'LIEN_OUVERT', acteur: ACTEUR_SIGNATAIRE }],
    ['INTERROMPU', undefined, { type: 'INTERROMPU', acteur: ACTEUR_SIGNATAIRE }],
    ['SIGNE', undefined, { type: 'SIGNE', acteur: ACTEUR_SIGNATAIRE }],
    ['REFUSE', 'Tarif trop élevé', { type: 'REFUSE', acteur: ACTEUR_SIGNATAIRE, details: { motif: 'Tarif trop élevé' } }],
    ['REFUSE', null, { type: 'REFUSE', acteur: ACTEUR_SIGNATAIRE }],
    ['EXPIRE', undefined, { type: 'SIGNATURE_EXPIREE', acteur: ACTEUR_PRESTATAIRE }],
    ['ERREUR', undefined, { type: 'SIGNATURE_EN_ERREUR', acteur: ACTEUR_PRESTATAIRE }],
    ['NOTIFIE', undefined, null],
  ])('%s', (type, motif, attendu) => expect(evenementDeSignature(type, motif)).toEqual(attendu === null ? null : expect.objectContaining(attendu)));
});

describe('libelleActeur: who acted', () => {
  it.each([
    [acteurCourtier({ nom: 'Alice Martin' }), 'Alice Martin'],
    [acteurCourtier({ nom: '', username: 'alice' }), 'alice'],
    [ACTEUR_SIGNATAIRE, 'le signataire'],
    [ACTEUR_PRESTATAIRE, 'le prestataire de signature'],
    [{ type: 'ADMIN' as const, libelle: null }, 'un administrateur'],
  ])('%j → %s', (acteur, attendu) => expect(libelleActeur(acteur)).toBe(attendu));
});
