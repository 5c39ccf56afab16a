import { RefusMetier, STATUT_PAR_GENRE, type GenreRefus } from './refus-metier';

describe('RefusMetier', () => {
  it.each(Object.entries(STATUT_PAR_GENRE) as [GenreRefus, number][])('%s answers %i', (genre, statut) => {
    const r = new RefusMetier(genre, 'Message');
    expect(r.getStatus()).toBe(statut);
    expect(r.getResponse()).toEqual({ statusCode: statut, message: 'Message' });
  });

  it('lists the field, the code and the data', () => {
    const r = new RefusMetier('conflit', 'Contradiction', { champ: 'status', code: 'SIGNATURE_CONTRADICTOIRE', data: { cause: 'x' } });
    expect(r.getResponse()).toEqual({
      statusCode: 409,
      message: 'Contradiction',
      code: 'SIGNATURE_CONTRADICTOIRE',
      erreurs: [{ champ: 'status', message: 'Contradiction' }],
      data: { cause: 'x' },
    });
  });

  it('keeps the top-level fields an existing answer has (client_id of a taken SIRET)', () => {
    expect(new RefusMetier('conflit', 'Déjà client', { champ: 'siret', complements: { client_id: 7 } }).getResponse()).toEqual({
      statusCode: 409,
      message: 'Déjà client',
      client_id: 7,
      erreurs: [{ champ: 'siret', message: 'Déjà client' }],
    });
  });

  it('leads with the first field error', () => {
    const r = RefusMetier.champs([
      { champ: 'a', message: 'A faux' },
      { champ: 'b', message: 'B faux' },
    ]);
    expect(r.getStatus()).toBe(400);
    expect((r.getResponse() as { message: string }).message).toBe('A faux');
  });
});
