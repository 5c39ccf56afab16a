import { EVENEMENTS } from '../messages';
import { apres, concerne, idSuivant, lireId, phraseEvenement, trameSse } from './evenement';

describe('event ids (ADR 0082)', () => {
  it.each<[string | undefined, [number, number] | null]>([
    ['1765000000000-0', [1765000000000, 0]],
    [' 1765000000000-12 ', [1765000000000, 12]],
    ['12', null],
    ['abc-1', null],
    ['1-2-3', null],
    [undefined, null],
  ])('lireId(%j)', (id, attendu) => expect(lireId(id)).toEqual(attendu));

  it('orders by time then sequence', () => {
    expect(apres([2, 0], [1, 5])).toBe(true);
    expect(apres([1, 6], [1, 5])).toBe(true);
    expect(apres([1, 5], [1, 5])).toBe(false);
    expect(apres([1, 9], [2, 0])).toBe(false);
  });

  it('numbers forward even when the clock stands still or goes back', () => {
    expect(idSuivant(null, 10)).toEqual([10, 0]);
    expect(idSuivant([10, 0], 10)).toEqual([10, 1]);
    expect(idSuivant([10, 1], 9)).toEqual([10, 2]);
    expect(idSuivant([10, 2], 11)).toEqual([11, 0]);
  });

  it('frames one event on one data line', () => {
    const trame = trameSse({ id: '5-1', nature: 'signature', projetId: 7, etat: 'SIGNEE', le: '2026-12-06T12:00:00.000Z' });
    expect(trame).toBe('id: 5-1\nevent: dossier\ndata: {"id":"5-1","nature":"signature","projetId":7,"etat":"SIGNEE","le":"2026-12-06T12:00:00.000Z"}\n\n');
    expect(concerne({ projetId: 7 }, 7)).toBe(true);
    expect(concerne({ projetId: 7 }, 8)).toBe(false);
  });
});

describe('phraseEvenement', () => {
  it.each<[Parameters<typeof phraseEvenement>[0], string | null]>([
    [{ nature: 'signature', etat: 'EN_COURS' }, EVENEMENTS.lienOuvert],
    [{ nature: 'signature', etat: 'SIGNEE' }, EVENEMENTS.signee],
    [{ nature: 'signature', etat: 'REFUSEE' }, EVENEMENTS.refusee],
    [{ nature: 'signature', etat: 'INTERROMPUE' }, EVENEMENTS.interrompue],
    [{ nature: 'signature', etat: 'CREEE' }, null],
    [{ nature: 'mail-non-remis' }, EVENEMENTS.mailNonRemis],
  ])('%j', (e, attendu) => expect(phraseEvenement(e, EVENEMENTS)).toBe(attendu));
});
