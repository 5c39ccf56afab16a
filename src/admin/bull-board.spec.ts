import { ecriturePermise, natureRequete } from './bull-board';

describe("Bull Board's requests (ADR 0083)", () => {
  it.each([
    ['GET', '/', 'ouverture'],
    ['GET', '/queue/documents', 'ouverture'],
    ['GET', '/queue/documents/42', 'ouverture'],
    ['GET', '/static/js/main.js', 'lecture'],
    ['GET', '/api/queues', 'lecture'],
    ['HEAD', '/api/queues', 'lecture'],
    ['PUT', '/api/queues/documents/retry/failed', 'action'],
    ['PATCH', '/api/queues/documents/1/update-data', 'action'],
  ] as const)('%s %s: %s', (methode, chemin, nature) => expect(natureRequete(methode, chemin)).toBe(nature));

  it.each([
    ['/api/queues/documents/retry/failed', true],
    ['/api/queues/documents/clean/completed', true],
    ['/api/queues/documents/promote', true],
    ['/api/queues/documents/admin-regeneration%2Fx/retry', true],
    ['/api/queues/documents/12/clean', true],
    ['/api/queues/documents/12/promote', true],
    ['/api/queues/documents/add', false],
    ['/api/queues/documents/12/update-data', false],
    ['/api/queues/documents/obliterate', false],
    ['/api/queues/documents/empty', false],
    ['/api/queues/pause', false],
    ['/api/queues/documents/concurrency', false],
    ['/api/queues/documents/12/retry/extra', false],
  ] as const)('write %s allowed: %p', (chemin, permis) => expect(ecriturePermise(chemin)).toBe(permis));
});
