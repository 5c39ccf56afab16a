import type { ProjetEntity } from './entities/projet.entity';
import { annulerGel, figerProjetAnnulable } from './figer';
import { versDetail } from './projet.mapper';

jest.mock('./projet.mapper', () => ({ versDetail: jest.fn(() => ({ id: 1 })) }));

const projet = (etat: ProjetEntity['etat'], donneesFigees: ProjetEntity['donneesFigees'] = null) => ({ etat, donneesFigees, tarifs: null, baremeVersion: 'b', codeProduit: 'SSC' }) as unknown as ProjetEntity;
const t1 = new Date('2026-11-23T10:00:00Z');
const t2 = new Date('2026-11-23T11:00:00Z');

describe('a freeze undone when its job was not queued (both or neither)', () => {
  it('freezes and undoes back to the projet as it was', () => {
    const p = projet(null);
    const gel = figerProjetAnnulable(p, t1)!;
    expect(p.etat).toBe('TARIFS_FIGES');
    expect(annulerGel(p, gel)).toBe(true);
    expect([p.etat, p.donneesFigees]).toEqual([null, null]);
    expect(versDetail).toHaveBeenCalled();
  });

  it('a projet frozen already: nothing to undo', () => {
    expect(figerProjetAnnulable(projet('TARIFS_FIGES', { fige_le: t1.toISOString() }), t2)).toBeNull();
  });

  it.each([
    ['frozen again by another request since', () => projet('TARIFS_FIGES', { fige_le: t2.toISOString() })],
    ['no longer frozen', () => projet(null)],
  ])('leaves a projet %s as it is', (_cas, courant) => {
    const gel = figerProjetAnnulable(projet(null), t1)!;
    const p = courant();
    const avant = { etat: p.etat, donneesFigees: p.donneesFigees };
    expect(annulerGel(p, gel)).toBe(false);
    expect({ etat: p.etat, donneesFigees: p.donneesFigees }).toEqual(avant);
  });
});
