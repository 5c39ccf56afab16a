import { ADMIN } from '../../../src/domain/messages';
import { demandeRegeneration, validerRegeneration, VALEURS_INITIALES } from './formulaire';

describe('validerRegeneration', () => {
  it.each([
    ['nothing filled: every document of the kind', {}, {}],
    ['a projet id', { projetId: '42' }, {}],
    ['a projet id that is not one', { projetId: '4x' }, { projetId: ADMIN.projetInvalide }],
    ['a date that is not one', { depuis: '01/02/2026' }, { depuis: ADMIN.dateInvalide }],
    ['a period the wrong way round', { depuis: '2026-02-01', jusqua: '2026-01-01' }, { jusqua: ADMIN.periodeInvalide }],
  ])('%s', (_label, valeurs, erreurs) => {
    expect(validerRegeneration({ ...VALEURS_INITIALES, ...valeurs })).toEqual(erreurs);
  });
});

describe('demandeRegeneration', () => {
  it('one projet: its id only', () => {
    expect(demandeRegeneration({ ...VALEURS_INITIALES, projetId: ' 42 ', codeProduit: 'SSC' })).toEqual({ type_document: 'etude-personnalisee', projet_id: 42 });
  });

  it('a filter: the fields filled, trimmed', () => {
    expect(demandeRegeneration({ ...VALEURS_INITIALES, codeDistributeur: ' DIST-A ', depuis: '2026-01-01' })).toEqual({
      type_document: 'etude-personnalisee',
      filtre: { code_distributeur: 'DIST-A', depuis: '2026-01-01', code_produit: undefined, bareme_version: undefined, statut: undefined, jusqua: undefined },
    });
  });
});
