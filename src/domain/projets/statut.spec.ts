import { LIBELLES_STATUT_PROJET } from '../messages/projets';
import { STATUTS } from './projet.types';
import { estLectureSeule, libelleStatut, segmentProduit, verifierCodeProduit } from './statut';

describe('statut and etat', () => {
  it.each(STATUTS.map((s) => [s]))('%s has a French label', (s) => {
    expect(libelleStatut(s)).toBe(LIBELLES_STATUT_PROJET[s]);
  });
  it('NOUVEAU reads Proposition', () => expect(libelleStatut('NOUVEAU')).toBe('Proposition'));
  it('an unknown statut is an error', () => expect(() => libelleStatut('PERDU' as never)).toThrow('Statut de projet non géré'));

  it.each([
    [null, false],
    [undefined, false],
    ['FIGE', true],
    ['TARIFS_FIGES', true],
  ] as const)('etat %s → read-only %s', (etat, ro) => expect(estLectureSeule(etat)).toBe(ro));

  it.each([
    ['SSC', 'ssc'],
    ['SPC', 'spc'],
  ] as const)('product %s → segment %s', (c, s) => expect(segmentProduit(c)).toBe(s));
  it('an unknown product code is an error', () => expect(() => verifierCodeProduit('XYZ')).toThrow('Code produit non géré'));
});
