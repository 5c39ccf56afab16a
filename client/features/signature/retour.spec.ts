import { creerApi } from '../../api/client';
import { completerRetour, urlDeRelance } from './api';
import { destinationRetour, lireRetour, retenirRetourDossier, retourDossier } from './retour';

const retour = (status: string) => ({ tid: 'tx-1', status, userType: 'CLIENT' });

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

  it.each([
    ['OK', '/signature/accepted?tid=tx-1&userType=COURTIER'],
    ['CANCEL', '/signature/rejected?tid=tx-1&userType=COURTIER'],
    ['SUSPEND', '/signature/suspended?tid=tx-1'],
  ])('the broker face to face: status %s goes to %s (his version of the outcome)', (status, chemin) => {
    expect(destinationRetour({ ...retour(status), userType: 'COURTIER' })).toBe(chemin);
  });

  it('the way back to the file: only the step 4 path this tab kept for that transaction', () => {
    const stockage = new Map<string, string>();
    const s = { setItem: (k: string, v: string) => void stockage.set(k, v), getItem: (k: string) => stockage.get(k) ?? null };
    retenirRetourDossier('tx-1', '/souscription/SSC/12/signature-et-documents', s);
    retenirRetourDossier('tx-2', 'https://ailleurs.test/souscription/SSC/12', s);
    expect(retourDossier('tx-1', s)).toBe('/souscription/SSC/12/signature-et-documents');
    expect(retourDossier('tx-2', s)).toBeNull();
    expect(retourDossier('tx-3', s)).toBeNull();
    expect(retourDossier(null, s)).toBeNull();
    expect(retourDossier('tx-1', { getItem: () => { throw new Error('refusé'); } })).toBeNull();
  });

  it('a cause from the server wins over the browser status', () => {
    expect(destinationRetour(retour('OK'), 'Signature refusée par le signataire')).toBe(
      '/signature/error?tid=tx-1&cause=Signature+refus%C3%A9e+par+le+signataire',
    );
  });

  /** A client whose every call answers `status` with `corps`, and the requests it made. */
  function serveur(status: number, corps: unknown) {
    const requetes: Request[] = [];
    const api = creerApi({
      baseUrl: 'http://courtage.test',
      fetch: async (request) => {
        requetes.push(request);
        return new Response(JSON.stringify(corps), { status, headers: { 'Content-Type': 'application/json' } });
      },
      navigate: () => undefined,
      seDeconnecter: () => undefined,
    });
    return { api, requetes };
  }

  it('posts the return, and redirects even when the call fails', async () => {
    const ok = serveur(200, { data: { etat: 'SIGNEE' } });
    await expect(completerRetour(retour('OK'), ok.api)).resolves.toBe('/signature/accepted?tid=tx-1');
    expect(ok.requetes.map((r) => [r.method, r.url])).toEqual([['POST', 'http://courtage.test/api/signature/retour']]);
    expect(await ok.requetes[0].json()).toEqual({ tid: 'tx-1', code_statut: 'OK', code_type_utilisateur: 'CLIENT' });
    await expect(completerRetour(retour('CANCEL'), serveur(500, { statusCode: 500, message: 'x' }).api)).resolves.toBe('/signature/rejected?tid=tx-1');
    const conflit = serveur(409, { statusCode: 409, message: 'x', code: 'SIGNATURE_CONTRADICTOIRE', data: { cause: 'REFUS' } });
    await expect(completerRetour(retour('OK'), conflit.api)).resolves.toBe('/signature/error?tid=tx-1&cause=REFUS');
  });

  it('a signer type the server does not take is not sent, and the browser status decides', async () => {
    const { api, requetes } = serveur(200, { data: { etat: 'SIGNEE' } });
    await expect(completerRetour({ ...retour('SUSPEND'), userType: 'SIGNATAIRE' }, api)).resolves.toBe('/signature/suspended?tid=tx-1');
    expect(requetes).toEqual([]);
  });

  it('relaunch needs a transaction id and an address', async () => {
    await expect(urlDeRelance(null)).rejects.toThrow('missing transaction id');
    const relance = serveur(200, { url: 'https://s/1' });
    await expect(urlDeRelance('t/1', relance.api)).resolves.toBe('https://s/1');
    expect(relance.requetes[0].url).toBe('http://courtage.test/api/signature/transaction/t%2F1');
    await expect(urlDeRelance('t', serveur(200, { url: '' }).api)).rejects.toThrow('missing signature url');
  });
});
