import { COMMON } from '../../src/domain/messages';
import { errorTitle, pageTitle } from './title';

describe('pageTitle', () => {
  it.each([
    ['no handle at all', [{ params: {} }], 'Marque'],
    ['a plain title', [{ params: {} }, { handle: { titre: 'Informations entreprise' }, params: {} }], 'Informations entreprise'],
    ['a product code in the handle', [{ params: {} }, { handle: { titre: 'Garanties', codeProduit: 'ssc' }, params: {} }], 'SSC - Garanties'],
    ['a product code in the URL', [{ handle: { titre: 'Projets' }, params: { codeProduit: 'spc' } }], 'SPC - Projets'],
    ['the deepest title wins', [{ handle: { titre: 'Parent' }, params: {} }, { handle: { titre: 'Enfant' }, params: {} }], 'Enfant'],
    ['a child without title keeps the parent one', [{ handle: { titre: 'Parent' }, params: {} }, { handle: {}, params: {} }], 'Parent'],
  ])('%s', (_case, matches, expected) => {
    expect(pageTitle(matches, 'Marque')).toBe(expected);
  });
});

describe('errorTitle', () => {
  // The shape React Router hands to an ErrorBoundary for a thrown Response or data().
  const thrown = (status: number) => ({ status, statusText: '', internal: false, data: null });
  it.each([
    [403, COMMON.page403Titre],
    [404, COMMON.page404Titre],
    [500, COMMON.page500Titre],
    [502, COMMON.page500Titre],
  ])('status %i gives its page title', (status, expected) => {
    expect(errorTitle(thrown(status))).toBe(expected);
  });

  it('an unexpected exception is a 500', () => {
    expect(errorTitle(new Error('boom'))).toBe(COMMON.page500Titre);
  });
});
