import { masquer } from './simulateur';

describe('masquer', () => {
  it.each([
    ['+33612345678', '•• •• •• 56 78'],
    ['+590690123456', '•• •• •• 34 56'],
    ['12', '••'],
  ])('%s → %s', (e164, attendu) => {
    expect(masquer(e164)).toBe(attendu);
  });
});
