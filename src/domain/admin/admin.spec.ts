import {
  documentDuKit,
  DOCUMENTS_REGENERABLES,
  erreurFiltreLot,
  erreurLisible,
  erreurTailleLot,
  estDocumentRegenerable,
  libelleCourtDocument,
  libelleDocumentRegenerable,
  masquerDestinataire,
  progressionLot,
  projetDuPayload,
  TAILLE_MAX_LOT,
} from '.';
import { ADMIN } from '../messages/admin';

describe('progressionLot', () => {
  it.each([
    ['nothing done yet', 'EN_COURS', { A_FAIRE: 20 }, { total: 20, faits: 0, echecs: 0, restants: 20, pourcentage: 0, statut: 'EN_COURS' }],
    ['half settled', 'EN_COURS', { A_FAIRE: 10, FAIT: 8, ECHEC: 2 }, { total: 20, faits: 8, echecs: 2, restants: 10, pourcentage: 50, statut: 'EN_COURS' }],
    ['over with failures', 'EN_COURS', { FAIT: 18, ECHEC: 2 }, { total: 20, restants: 0, pourcentage: 100, statut: 'TERMINE' }],
    ['rounds down: never 100 before the end', 'EN_COURS', { A_FAIRE: 1, FAIT: 199 }, { pourcentage: 99, statut: 'EN_COURS' }],
    ['cancelled stays cancelled', 'ANNULE', { FAIT: 3, ANNULE: 17 }, { annules: 17, statut: 'ANNULE', pourcentage: 100 }],
    ['a retry reopens a finished batch', 'TERMINE', { FAIT: 18, A_FAIRE: 2 }, { statut: 'EN_COURS', restants: 2 }],
    ['no rows', 'EN_COURS', {}, { total: 0, pourcentage: 100, statut: 'TERMINE' }],
  ] as const)('%s', (_label, statut, comptes, attendu) => {
    expect(progressionLot(statut, comptes)).toMatchObject(attendu);
  });
});

describe('erreurFiltreLot / erreurTailleLot', () => {
  it.each([
    [{}, null],
    [{ depuis: '2026-01-01', jusqua: '2026-01-01' }, null],
    [{ depuis: '2026-02-01', jusqua: '2026-01-31' }, ADMIN.periodeInvalide],
    [{ jusqua: '2026-01-31' }, null],
  ])('filter %p', (filtre, erreur) => expect(erreurFiltreLot(filtre)).toBe(erreur));

  it.each([
    [0, ADMIN.lotVide],
    [1, null],
    [TAILLE_MAX_LOT, null],
    [TAILLE_MAX_LOT + 1, ADMIN.lotTropGrand(TAILLE_MAX_LOT)],
  ])('%p documents', (total, erreur) => expect(erreurTailleLot(total)).toBe(erreur));
});

describe('projetDuPayload', () => {
  it.each([
    [{ projetsIds: [42, 43], conseiller: 'Alice Martin' }, 42],
    [{ idProjet: 7, email: 'x@y.fr' }, 7],
    [{ projetId: 9 }, 9],
    [{ messageId: 3 }, null],
    [{ projetsIds: ['42'] }, null],
    [{ idProjet: 1.5 }, null],
    [null, null],
    ['42', null],
  ])('%p -> %p', (payload, id) => expect(projetDuPayload(payload)).toBe(id));
});

describe('masquerDestinataire', () => {
  it.each([
    ['alice.martin@cabinet-martin.fr', 'a•••@•••.fr'],
    ['x@localhost', 'x•••@•••'],
    ['@nobody.fr', '•••'],
    ['sans-arobase', '•••'],
  ])('%p -> %p', (adresse, masque) => expect(masquerDestinataire(adresse)).toBe(masque));
});

describe('erreurLisible and estDocumentRegenerable', () => {
  it('keeps one line of at most 300 characters', () => {
    expect(erreurLisible('Projet\n  introuvable ')).toBe('Projet introuvable');
    expect(erreurLisible('x'.repeat(400))).toHaveLength(300);
  });

  it.each([
    ['etude-personnalisee', true],
    ['descriptif-prestations', true],
    ['souscription/mandat-sepa', true],
    ['souscription/tableau-garanties', true],
    ['due/decision', true],
    ['due/denonciation', true],
    ['kit-due', false],
    ['souscription/fic', false], // prints the broker's name
    ['souscription/demande-adhesion', false], // once signed, the signed copy is served
    ['souscription/conditions-generales', false], // static: no projet in it
    ['due/notice', false], // static
    ['due/', false],
    ['souscription/mandat-sepa/x', false],
    [undefined, false],
  ])('%p regenerable: %p', (type, oui) => expect(estDocumentRegenerable(type)).toBe(oui));
});

describe('documentDuKit and libelleDocumentRegenerable (ADR 0079)', () => {
  it.each([
    ['etude-personnalisee', null],
    ['descriptif-prestations', null],
    ['souscription/mandat-ria', { kit: 'souscription', code: 'mandat-ria' }],
    ['due/lettre-information', { kit: 'due', code: 'lettre-information' }],
  ] as const)('%p -> %p', (type, attendu) => expect(documentDuKit(type)).toEqual(attendu));

  it('every regenerable document has its French name in the catalogue, each its own', () => {
    const libelles = DOCUMENTS_REGENERABLES.map(libelleDocumentRegenerable);
    DOCUMENTS_REGENERABLES.forEach((type, i) => expect(libelles[i]).not.toBe(type));
    expect(new Set(libelles).size).toBe(libelles.length);
    expect(libelleDocumentRegenerable('inconnu')).toBe('inconnu');
  });

  it('a short name for the list: a kit document without its kit (the group says it), each still its own and at most 36 characters', () => {
    expect(libelleCourtDocument('souscription/mandat-sepa')).toBe('Mandat de prélèvement SEPA');
    expect(libelleCourtDocument('due/decision')).toBe('Décision unilatérale');
    expect(libelleCourtDocument('etude-personnalisee')).toBe(ADMIN.libellesDocuments['etude-personnalisee']);
    const courts = DOCUMENTS_REGENERABLES.map(libelleCourtDocument);
    expect(new Set(courts).size).toBe(courts.length);
    expect(courts.filter((l) => l.length > 36)).toEqual([]);
  });
});
