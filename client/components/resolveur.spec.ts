import type { ResolverOptions } from 'react-hook-form';
import { resolveurDe } from './resolveur';

const options = {} as ResolverOptions<{ a: string; b: string }>;

describe('resolveurDe', () => {
  const resolver = resolveurDe<{ a: string; b: string }, { requis: boolean }>((v, c) => (c.requis && !v.a ? { a: 'Champ obligatoire' } : {}));

  it('puts each message on its field, with no values', async () => {
    expect(await resolver({ a: '', b: 'x' }, { requis: true }, options)).toEqual({ values: {}, errors: { a: { type: 'regle', message: 'Champ obligatoire' } } });
  });

  it('lets the values through when the rule answers nothing', async () => {
    expect(await resolver({ a: '', b: 'x' }, { requis: false }, options)).toEqual({ values: { a: '', b: 'x' }, errors: {} });
  });
});
