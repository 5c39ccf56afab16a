import { etatTunnelInitial } from '../../../src/domain/due/types';
import type { EtatTunnelDue } from '../../../src/domain/due/types';
import { DUE } from '../../../src/domain/messages';
import { messagesEtapeDue, resolverEtapeDue } from './etape';

const projet = { dateEffet: '2026-01-01' };
const avec = (f: (e: EtatTunnelDue) => EtatTunnelDue) => f(etatTunnelInitial());
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('a DUE step form', () => {
  it.each([
    ['a postcode of 3 digits', 1, avec((e) => ({ ...e, etape1: { ...e.etape1, adresse: { ...e.etape1.adresse, codePostal: '350' } } })), { 'etape1.adresse.codePostal': DUE.codePostal }],
    ['an empty postcode (waits)', 1, etatTunnelInitial(), {}],
    ['a share of 40 %', 7, avec((e) => ({ ...e, etape7: { partCotisation: 40 } })), { 'etape7.partCotisation': DUE.part(50, 100) }],
    ['a share of 60 %', 7, avec((e) => ({ ...e, etape7: { partCotisation: 60 } })), {}],
    ['a date before the minimum', 9, avec((e) => ({ ...e, etape9: { dateEntreeVigueur: '2020-01-01' } })), { 'etape9.dateEntreeVigueur': expect.any(String) }],
    ['the share on another step (not this one)', 1, avec((e) => ({ ...e, etape7: { partCotisation: 40 } })), {}],
  ] as const)('%s', (_, n, etat, attendu) => {
    expect(messagesEtapeDue(n, etat, projet)).toEqual(attendu);
  });

  it('the resolver refuses with the reason as root while the step is not answered, and passes the values once it is', async () => {
    const vide = await resolverEtapeDue(etatTunnelInitial(), { n: 2, projet }, options);
    expect(vide.errors.root?.message).toBe(DUE.etapeNonRenseignee);
    const repondu = avec((e) => ({ ...e, etape2: { etatRegime: 'NOUVEAU' } }));
    expect(await resolverEtapeDue(repondu, { n: 2, projet }, options)).toEqual({ values: repondu, errors: {} });
  });

  it('the resolver puts a field message on its path', async () => {
    const r = await resolverEtapeDue(avec((e) => ({ ...e, etape7: { partCotisation: 120 } })), { n: 7, projet }, options);
    expect(r.errors.etape7?.partCotisation?.message).toBe(DUE.part(50, 100));
  });
});
