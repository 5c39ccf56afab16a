import { RefusMetier } from '../common/refus-metier';
import { ADMIN } from '../domain/messages';
import { refusEnRaison, utilisateurRegeneration } from './regeneration';

describe('refusEnRaison (ADR 0079)', () => {
  it('answers the job when the feature builds it', async () => {
    const travail = { refus: 'x' };
    await expect(refusEnRaison('due/decision', async () => travail)).resolves.toBe(travail);
  });

  it.each([
    ['introuvable', 'Aucune souscription n’a été démarrée pour le projet 7.'],
    ['conflit', 'Terminez les étapes du parcours DUE pour générer ce document.'],
    ['invalide', 'Document inconnu.'],
  ] as const)("a feature's refusal (%s) becomes the row's reason, naming the document", async (genre, message) => {
    const r = await refusEnRaison('souscription/mandat-sepa', () => Promise.reject(new RefusMetier(genre, message)));
    expect(r).toEqual({ refus: ADMIN.documentNonApplicable(ADMIN.libellesDocuments['souscription/mandat-sepa'], message) });
  });

  it.each([
    ['an outage', new RefusMetier('indisponible', 'File indisponible')],
    ['an internal failure', new RefusMetier('interne', 'Erreur')],
    ['a crash', new Error('connexion perdue')],
  ])('%s is thrown: the regeneration job is retried', async (_cas, erreur) => {
    await expect(refusEnRaison('etude-personnalisee', () => Promise.reject(erreur))).rejects.toBe(erreur);
  });
});

describe('utilisateurRegeneration', () => {
  it("reads the projet as its own distributor's, without scope or role", () => {
    expect(utilisateurRegeneration({ id: 3, codeDistributeur: 'DIST-B', codeProduit: 'SSC', produitId: 1 })).toMatchObject({
      codeDistributeur: 'DIST-B',
      nom: ADMIN.conseillerRegeneration,
      scopes: [],
      roles: [],
    });
  });
});
