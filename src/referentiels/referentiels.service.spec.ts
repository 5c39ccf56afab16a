import { REFERENTIELS } from '../domain/messages/referentiels';
import type { Ccn, Commune } from '../domain/referentiels/types';
import type { ReferentielsRepository } from './referentiels.repository';
import { ReferentielsService } from './referentiels.service';

const ccn = (id: number, libelle_court: string): Ccn => ({
  id,
  idcc: String(id).padStart(4, '0'),
  libelle: `Convention collective nationale ${libelle_court}`,
  libelle_court,
  dares_valide: id !== 9999,
  lien_fiche: id === 9999 ? null : `https://www.legifrance.gouv.fr/conv_coll/id/KALICONT${String(id).padStart(12, '0')}`,
});

const COMMUNES: Commune[] = [
  { code_postal: '05110', insee: '04058', nom: 'Claret', departement: '04' },
  { code_postal: '05110', insee: '05094', nom: 'La Saulce', departement: '05' },
  { code_postal: '75001', insee: '75056', nom: 'Paris', departement: '75' },
  { code_postal: '92100', insee: '92012', nom: 'Boulogne-Billancourt', departement: '92' },
  { code_postal: '97133', insee: '97701', nom: 'Saint-Barthélemy', departement: '977' },
];

function fauxDepot() {
  const appels = { ccns: 0, communes: 0, pmss: 0 };
  const depot = {
    toutesLesCcns: jest.fn(async () => {
      appels.ccns++;
      return [ccn(9999, 'Sans convention collective'), ccn(1486, 'Bureaux d’études techniques'), ccn(44, 'Industries chimiques')];
    }),
    nafsSousClasses: jest.fn(async () => [{ code: '62.01Z', description: 'Programmation informatique' }]),
    toutesLesCommunes: jest.fn(async () => {
      appels.communes++;
      return COMMUNES;
    }),
    baremePmss: jest.fn(async () => {
      appels.pmss++;
      return [{ annee: 2025, montant: 3925 }, { annee: 2026, montant: 4005 }];
    }),
    formesJuridiques: jest.fn(async () => []),
    fonctionsListe: jest.fn(async () => [{ libelle: 'Gérant' }]),
  };
  return { depot: depot as unknown as ReferentielsRepository, appels };
}


describe('ReferentielsService', () => {
  it('reads each table once and serves it from memory, sorted by IDCC', async () => {
    const { depot, appels } = fauxDepot();
    const service = new ReferentielsService(depot);
    const [a, b] = await Promise.all([service.ccns(), service.ccns()]);
    await service.ccn(44);
    await service.ccnsReponse();
    expect(a).toBe(b);
    expect(a.map((c) => c.idcc)).toEqual(['0044', '1486', '9999']);
    expect(appels.ccns).toBe(1);
  });

  it('serialises once with a stable ETag', async () => {
    const { depot } = fauxDepot();
    const service = new ReferentielsService(depot);
    const r1 = await service.ccnsReponse();
    const r2 = await service.ccnsReponse();
    expect(r1).toBe(r2);
    expect(r1.etag).toMatch(/^"[\w-]{32}"$/);
    expect(JSON.parse(r1.corps.toString('utf8'))).toEqual(await service.ccns());
  });

  it('retries a failed load on the next call', async () => {
    const { depot } = fauxDepot();
    (depot.toutesLesCcns as jest.Mock).mockRejectedValueOnce(new Error('base indisponible'));
    const service = new ReferentielsService(depot);
    await expect(service.ccns()).rejects.toThrow('base indisponible');
    await expect(service.ccns()).resolves.toHaveLength(3);
  });

  it.each([
    [44, '0044'],
    [9999, '9999'],
    [45, undefined],
  ])('ccn(%i) → %s', async (id, attendu) => {
    const service = new ReferentielsService(fauxDepot().depot);
    expect((await service.ccn(id))?.idcc).toBe(attendu);
  });

  it.each([
    ['44', ['0044']],
    ['etudes', ['1486']],
    ['', ['0044', '1486', '9999']],
  ])('rechercherCcns(%s) → %j', async (requete, attendu) => {
    const service = new ReferentielsService(fauxDepot().depot);
    expect((await service.rechercherCcns(requete)).map((c) => c.idcc)).toEqual(attendu);
  });

  it.each([
    ['75001', ['Paris']],
    ['05110', ['Claret', 'La Saulce']],
    ['75999', []],
    ['7500', []],
  ])('communes(%s) → %j', async (cp, noms) => {
    const { depot, appels } = fauxDepot();
    const service = new ReferentielsService(depot);
    expect((await service.communes(cp)).map((c) => c.nom)).toEqual(noms);
    await service.communes('75001');
    expect(appels.communes).toBeLessThanOrEqual(1);
  });

  it.each([
    ['2026-06-30', { pmss: 4005, publie: true, annee_reference: 2026 }],
    ['2027-01-15', { pmss: 4005, publie: false, annee_reference: 2026 }],
    ['2025-01-01', { pmss: 3925, publie: true, annee_reference: 2025 }],
  ])('plafonds(%s) from the table', async (date, attendu) => {
    const service = new ReferentielsService(fauxDepot().depot);
    expect(await service.plafonds(date)).toMatchObject(attendu);
  });

  it('plafonds is null before the first year of the table and for a malformed date', async () => {
    const service = new ReferentielsService(fauxDepot().depot);
    expect(await service.plafonds('2024-12-31')).toBeNull();
    expect(await service.plafonds('31/12/2026')).toBeNull();
  });

  describe('validerCodePostal', () => {
    it.each([
      ['75001', { valide: true, cause: null }],
      ['75999', { valide: false, cause: REFERENTIELS.codePostalInvalide }],
      ['750', { valide: false, cause: REFERENTIELS.codePostalInvalide }],
      ['97133', { valide: false, cause: REFERENTIELS.codePostalHorsZone }],
    ])('without a projet: %s → %j', async (cp, attendu) => {
      const service = new ReferentielsService(fauxDepot().depot);
      expect(await service.validerCodePostal(cp)).toEqual(attendu);
    });

    it.each([
      ['75001', '75001', { valide: true, cause: null }],
      ['92100', '75001', { valide: false, cause: REFERENTIELS.codePostalDepartement }],
      ['05110', '05110', { valide: true, cause: null }],
    ])('in the department of a projet: %s for a projet priced at %s → %j', async (cp, cpProjet, attendu) => {
      const service = new ReferentielsService(fauxDepot().depot);
      expect(await service.validerCodePostal(cp, await service.departement(cpProjet))).toEqual(attendu);
    });
  });
});
