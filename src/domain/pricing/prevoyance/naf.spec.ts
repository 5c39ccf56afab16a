import { classeRisqueNaf, sectionNaf } from './naf';

describe('NAF → section → risk class', () => {
  it.each([
    ['62.01Z', 'J', 1],
    ['6201Z', 'J', 1],
    ['64.19Z', 'K', 1],
    ['47.11F', 'G', 2],
    ['56.10A', 'I', 2],
    ['10.71C', 'C', 3],
    ['86.10Z', 'Q', 3],
    ['81.21Z', 'N', 3],
    ['43.21A', 'F', 4],
    ['01.11Z', 'A', 4],
    ['99.00Z', 'U', 1],
    ['49', 'H', 3],
  ])('%s → section %s, class %i', (naf, section, classe) => expect(classeRisqueNaf(naf)).toEqual({ section, classe }));

  it.each(['', 'ABC', '04.11Z', '34.00Z', '100.0Z', null, undefined])('%p is refused', (naf) => expect(sectionNaf(naf as string)).toBeNull());
});
