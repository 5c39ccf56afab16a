import { ApiError } from '../../session/api-fetch';
import { completerRetour, destinationRetour, lireRetour, urlDeRelance } from './retour';

const retour = (status: string) => ({ tid: 'tx-1', status, userType: 'SIGNATAIRE' });

describe('signature return (02 §4)', () => {
  it.each([
    ['tid=a&status=OK&userType=U', { tid: 'a', status: 'OK', userType: 'U' }],
    ['status=OK&userType=U', null],
    ['tid=a&userType=U', null],
    ['tid=a&status=OK', null],
    ['tid=&status=OK&userType=U', null],
    ['tid=%20&status=OK&userType=U', null],
  ])('reads %s', (qs, attendu) => {
    expect(lireRetour(new URLSearchParams(qs))).toEqual(attendu);
  });

  it.each([
    ['OK', '/signature/accepted?tid=tx-1'],
    ['CANCEL', '/signature/rejected?tid=tx-1'],
    ['SUSPEND', '/signature/suspended?tid=tx-1'],
    ['EXPIRED', '/signature/error?tid=tx-1&cause=EXPIRED'],
  ])('status %s goes to %s', (status, chemin) => {
    expect(destinationRetour(retour(status))).toBe(chemin);
  });

  it('a cause from the server wins over the browser status', () => {
    expect(destinationRetour(retour('OK'), 'Signature refusée par le signataire')).toBe(
      '/signature/error?tid=tx-1&cause=Signature+refus%C3%A9e+par+le+signataire',
    );
  });

  it('posts the return, and redirects even when the call fails', async () => {
    const appels: unknown[] = [];
    const ok = (async (chemin: string, init: unknown) => {
      appels.push([chemin, init]);
      return { data: {} };
    }) as never;
    await expect(completerRetour(retour('OK'), ok)).resolves.toBe('/signature/accepted?tid=tx-1');
    expect(appels).toEqual([['/signature/retour', { method: 'POST', body: { tid: 'tx-1', code_statut: 'OK', code_type_utilisateur: 'SIGNATAIRE' } }]]);
    const panne = (async () => {
      throw new ApiError(500, 'x', null);
    }) as never;
    await expect(completerRetour(retour('CANCEL'), panne)).resolves.toBe('/signature/rejected?tid=tx-1');
    const conflit = (async () => {
      throw new ApiError(409, 'x', { data: { cause: 'REFUS' } });
    }) as never;
    await expect(completerRetour(retour('OK'), conflit)).resolves.toBe('/signature/error?tid=tx-1&cause=REFUS');
  });

  it('relaunch needs a transaction id and an address', async () => {
    await expect(urlDeRelance(null)).rejects.toThrow('missing transaction id');
    await expect(urlDeRelance('t', (async () => ({ url: 'https://s/1' })) as never)).resolves.toBe('https://s/1');
    await expect(urlDeRelance('t', (async () => ({ data: { url: 'https://s/2' } })) as never)).resolves.toBe('https://s/2');
    await expect(urlDeRelance('t', (async () => ({})) as never)).rejects.toThrow('missing signature url');
  });
});
