import { evenementEtude, pousser } from './data-layer';

describe('analytics (spec 01 §4)', () => {
  it.each([
    ['telecharger', 1, false, { event: 'download_etude_personnalisee', nombre_projets: 1, redirection_souscription: false }],
    ['envoyer', 2, false, { event: 'send_etude_personnalisee', nombre_projets: 2, redirection_souscription: false }],
    ['telecharger', 1, true, { event: 'download_etude_personnalisee', nombre_projets: 1, redirection_souscription: true }],
  ] as const)('%s of %i projet(s), redirect %s', (mode, n, redirection, attendu) => {
    expect(evenementEtude(mode, n, redirection)).toEqual(attendu);
  });

  it('pushes to dataLayer, creating it when the tag manager is absent; nothing without a window', () => {
    const cible: { dataLayer?: unknown[] } = {};
    pousser({ event: 'a' }, cible);
    pousser({ event: 'b' }, cible);
    expect(cible.dataLayer).toEqual([{ event: 'a' }, { event: 'b' }]);
    expect(() => pousser({ event: 'c' }, undefined)).not.toThrow();
  });
});
