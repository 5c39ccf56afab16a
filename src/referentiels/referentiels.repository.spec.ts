import { demarrerBaseMigree, type BaseMigree } from '../database/testing/base-migree';
import { CcnEntity } from './entities/ccn.entity';
import { CodePostalCommuneEntity } from './entities/code-postal-commune.entity';
import { FonctionEntity } from './entities/fonction.entity';
import { FormeJuridiqueEntity } from './entities/forme-juridique.entity';
import { NafEntity } from './entities/naf.entity';
import { PmssEntity } from './entities/pmss.entity';
import { ReferentielsRepository } from './referentiels.repository';

/** Medium test: the referentials as the migration loads them (data/referentiels), read back in the spec's shapes. */
describe('ReferentielsRepository on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let repo: ReferentielsRepository;

  beforeAll(async () => {
    base = await demarrerBaseMigree([CcnEntity, NafEntity, CodePostalCommuneEntity, PmssEntity, FormeJuridiqueEntity, FonctionEntity]);
    const r = <T extends object>(e: new () => T) => base.db.getRepository(e);
    repo = new ReferentielsRepository(r(CcnEntity), r(NafEntity), r(CodePostalCommuneEntity), r(PmssEntity), r(FormeJuridiqueEntity), r(FonctionEntity));
  });
  afterAll(() => base?.arreter());

  const enOrdre = (valeurs: readonly (string | number)[]) => valeurs.every((v, i) => i === 0 || valeurs[i - 1] <= v);

  it('gives the agreements in the snake_case shape, each with its IDCC', async () => {
    const ccns = await repo.toutesLesCcns();
    expect(ccns.length).toBeGreaterThan(10);
    for (const c of ccns) expect(c).toEqual({ id: expect.any(Number), idcc: expect.any(String), libelle: expect.any(String), libelle_court: expect.any(String), dares_valide: expect.any(Boolean), lien_fiche: c.lien_fiche });
  });

  it('gives only NAF sub-classes, in code order', async () => {
    const nafs = await repo.nafsSousClasses();
    expect(nafs.length).toBeGreaterThan(500);
    expect(nafs.every((n) => /^\d{2}\.\d{2}[A-Z]$/.test(n.code))).toBe(true);
    expect(enOrdre(nafs.map((n) => n.code))).toBe(true);
    expect(nafs.find((n) => n.code === '62.01Z')?.description).toMatch(/programmation/i);
  });

  it('gives the communes with their postcode, INSEE code and department', async () => {
    const communes = await repo.toutesLesCommunes();
    expect(communes.length).toBeGreaterThan(30_000);
    expect(communes.filter((c) => c.code_postal === '75001')).toEqual([{ code_postal: '75001', insee: '75056', nom: 'Paris', departement: '75' }]);
  });

  it('gives the PMSS by year, the forms of company and the functions in their order', async () => {
    const pmss = await repo.baremePmss();
    expect(enOrdre(pmss.map((l) => l.annee))).toBe(true);
    expect(pmss.every((l) => Number(l.montant) > 0)).toBe(true);
    const formes = await repo.formesJuridiques();
    expect(formes.length).toBeGreaterThan(3);
    expect(formes[0]).toEqual(expect.objectContaining({ code: expect.any(String), libelle: expect.any(String), pieces_justificatives: formes[0].pieces_justificatives }));
    const fonctions = await repo.fonctionsListe();
    expect(fonctions.length).toBeGreaterThan(3);
    expect(fonctions.every((f) => typeof f.libelle === 'string' && f.libelle.length > 0)).toBe(true);
  });
});
