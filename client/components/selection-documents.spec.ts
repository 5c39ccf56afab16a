import { basculerDocument } from './selection-documents';

describe('basculerDocument', () => {
  it.each([
    [[], 'a', true, ['a']],
    [['a'], 'a', true, ['a']],
    [['a', 'b'], 'a', false, ['b']],
    [['b'], 'a', false, ['b']],
  ])('%j, %s ticked %s → %j, the previous set untouched', (avant, id, oui, apres) => {
    const s = new Set(avant);
    expect([...basculerDocument(s, id, oui)].sort()).toEqual(apres);
    expect([...s]).toEqual(avant);
  });
});
