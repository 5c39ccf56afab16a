import { dupliquerProjet } from './duplication';

const TODAY = '2026-11-21';

describe('dupliquerProjet (spec 01 §4)', () => {
  const base = {
    id: 12,
    etat: 'TARIFS_FIGES' as const,
    statut: 'EN_SOUSCRIPTION' as const,
    raisonSociale: 'Boulangerie Martin',
    niveaux: [{ poste: 'OPTIQUE', niveau: 4 }],
  };

  it.each([
    ['2026-12-01', '2026-12-01'], // future: kept
    ['2026-11-22', '2026-11-22'], // tomorrow: kept
    ['2026-11-21', null], // today is not the future
    ['2026-01-01', null],
    [null, null],
  ] as const)('effective date %s → %s', (date, expected) => {
    const copy = dupliquerProjet({ ...base, dateEffet: date }, TODAY);
    expect(copy.dateEffet).toBe(expected);
  });

  it('clears id, etat and statut and keeps everything else', () => {
    const copy = dupliquerProjet({ ...base, dateEffet: '2027-01-01' }, TODAY);
    expect(copy).toEqual({ ...base, id: null, etat: null, statut: null, dateEffet: '2027-01-01' });
    expect(copy.niveaux).toEqual(base.niveaux);
  });
});
