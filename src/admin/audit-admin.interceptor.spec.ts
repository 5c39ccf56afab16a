import { cibleAudit } from './audit-admin.interceptor';

describe('cibleAudit', () => {
  it.each([
    ['a batch read', { action: 'regenerations.lecture', cible: 'lot' as const }, { id: 'b2c1' }, undefined, undefined, { lot: 'b2c1' }],
    ['a batch created: the answer’s id', { action: 'regenerations.lancement', cible: 'lot' as const }, {}, { type_document: 'x', projet_id: 42 }, { id: 'b2c1', total: 1 }, { lot: 'b2c1', projet: 42 }],
    ['a job retried', { action: 'jobs.relance', cible: 'travail' as const }, { id: 'etudes.x@v1#k' }, undefined, undefined, { travail: 'etudes.x@v1#k' }],
    ['an e-mail resent', { action: 'courriels.renvoi', cible: 'courriel' as const }, { id: '17' }, undefined, undefined, { courriel: 17 }],
    ['a projet’s documents', { action: 'documents.historique', cible: 'projet' as const }, { id: '42' }, undefined, undefined, { projet: 42 }],
    ['a list: nothing to name', { action: 'jobs.lecture' }, {}, undefined, { types: [] }, {}],
    ['a bad id is not quoted as a number', { action: 'courriels.renvoi', cible: 'courriel' as const }, { id: 'abc' }, undefined, undefined, {}],
    ['a very long job id is cut', { action: 'jobs.abandon', cible: 'travail' as const }, { id: 'x'.repeat(500) }, undefined, undefined, { travail: 'x'.repeat(200) }],
  ])('%s', (_label, action, params, body, reponse, attendu) => {
    expect(cibleAudit(action, params, body, reponse)).toEqual(attendu);
  });
});
