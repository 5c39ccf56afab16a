import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IDCC_AVEC_MINIMA } from '../../src/domain/offres/catalogue';
import { lienFicheCcn } from '../../src/domain/referentiels/ccn';
import { codePostalCorrespondAuDepartement, departementCouvert } from '../../src/domain/referentiels/code-postal';
import { activiteObligatoire, piecesEntreprise } from '../../src/domain/referentiels/formes-juridiques';
import { BAREME_PMSS } from '../../src/domain/referentiels/pmss';
import type { Ccn, FormeJuridique } from '../../src/domain/referentiels/types';
import { FONCTIONS, FORMES_JURIDIQUES } from './manuels';

/** The committed files are what the migration loads: check them as data, and that they are up to date. */
const lire = <T>(fichier: string): T => JSON.parse(readFileSync(join(__dirname, '..', '..', 'data', 'referentiels', fichier), 'utf8')) as T;

describe('data/referentiels/ccn.json', () => {
  const fichier = lire<{ source: string; version: string; nombre: number; ccns: Ccn[] }>('ccn.json');
  const parIdcc = new Map(fichier.ccns.map((c) => [c.idcc, c]));

  it('names its source and package version', () => {
    expect(fichier.source).toContain('@socialgouv/kali-data');
    expect(fichier.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(fichier.nombre).toBe(fichier.ccns.length);
  });

  it('holds a few hundred national agreements with unique ids, sorted by IDCC', () => {
    expect(fichier.ccns.length).toBeGreaterThan(250);
    expect(new Set(fichier.ccns.map((c) => c.id)).size).toBe(fichier.ccns.length);
    const idcc = fichier.ccns.map((c) => c.idcc);
    expect(idcc).toEqual([...idcc].sort());
    expect(fichier.ccns.filter((c) => c.idcc !== String(c.id).padStart(4, '0') || !c.libelle || !c.libelle_court)).toEqual([]);
  });

  it('has every agreement the minima are written for, and 9999 without a sheet', () => {
    for (const idcc of [...IDCC_AVEC_MINIMA, '3248']) expect(parIdcc.get(idcc)?.dares_valide).toBe(true);
    const sans = parIdcc.get('9999');
    expect(sans).toMatchObject({ id: 9999, libelle: 'Sans convention collective', dares_valide: false, lien_fiche: null });
    expect(lienFicheCcn(sans!)).toBeNull();
    expect(lienFicheCcn(parIdcc.get('1486')!)).toMatch(/^https:\/\/www\.legifrance\.gouv\.fr\/conv_coll\/id\/KALICONT\d{12}$/);
  });
});

describe('data/referentiels/naf.json', () => {
  const fichier = lire<{ nafs: { code: string; niveau: string }[]; sous_classes: number }>('naf.json');
  it('has 1,707 rows of which 732 sub-classes', () => {
    expect(fichier.nafs).toHaveLength(1707);
    expect(fichier.nafs.filter((n) => n.niveau === 'sous-classe')).toHaveLength(732);
    expect(fichier.sous_classes).toBe(732);
    expect(fichier.nafs.find((n) => n.code === '62.01Z')).toMatchObject({ description: 'Programmation informatique' });
  });
});

describe('data/referentiels/codes-postaux.json', () => {
  const fichier = lire<{ champs: string[]; nombre: number; communes: [string, string, string, string][] }>('codes-postaux.json');
  it('is compact: four fields per row', () => {
    expect(fichier.champs).toEqual(['code_postal', 'insee', 'nom', 'departement']);
    expect(fichier.communes.length).toBe(fichier.nombre);
    expect(fichier.communes.length).toBeGreaterThan(35000);
  });

  it('every town of a covered department matches its postcode by the department rule', () => {
    const enErreur = fichier.communes.filter(
      ([cp, , , dep]) => !/^\d{5}$/.test(cp) || (departementCouvert(dep) && !codePostalCorrespondAuDepartement(cp, dep, [dep])),
    );
    expect(enErreur).toEqual([]);
  });

  it('knows the usual towns', () => {
    const villes = (cp: string) => fichier.communes.filter((c) => c[0] === cp).map((c) => c[2]);
    expect(villes('75001')).toEqual(['Paris']);
    expect(villes('20000')).toEqual(['Ajaccio']);
    expect(villes('97400')).toContain('Saint-Denis');
  });
});

describe('data/referentiels/pmss.json', () => {
  it('is written from BAREME_PMSS, with PASS = 12 × PMSS', () => {
    const fichier = lire<{ pmss: { annee: number; montant: number; pass: number }[] }>('pmss.json');
    expect(fichier.pmss).toEqual(BAREME_PMSS.map((l) => ({ ...l, pass: l.montant * 12 })));
  });
});

describe('data/referentiels/formes-juridiques.json and fonctions.json', () => {
  const formes = lire<{ source: string; formes_juridiques: FormeJuridique[] }>('formes-juridiques.json').formes_juridiques;

  it('are up to date with scripts/referentiels/manuels.ts (re-run the extraction otherwise)', () => {
    expect(formes).toEqual(FORMES_JURIDIQUES);
    expect(lire<{ fonctions: unknown[] }>('fonctions.json').fonctions).toEqual(FONCTIONS);
  });

  it('only the individual entrepreneur has no activity; every form expects at least one piece', () => {
    for (const f of formes) {
      expect(activiteObligatoire(f)).toBe(f.code !== 'ei');
      expect(piecesEntreprise(f).length).toBeGreaterThan(0);
      for (const c of f.categories_juridiques) expect(c).toMatch(/^\d{4}$/);
    }
    const categories = formes.flatMap((f) => f.categories_juridiques);
    expect(new Set(categories).size).toBe(categories.length);
    expect(new Set(formes.map((f) => f.code)).size).toBe(formes.length);
  });

  it('asks a Kbis of commercial companies and statutes and a prefecture receipt of associations', () => {
    const codes = (code: string) => piecesEntreprise(formes.find((f) => f.code === code)!).map((p) => p.code);
    for (const code of ['sarl', 'eurl', 'sas', 'sasu', 'sa', 'snc']) expect(codes(code)).toContain('kbis');
    expect(codes('association')).toEqual(expect.arrayContaining(['statuts', 'recepisse_prefecture']));
    expect(codes('ei')).not.toContain('kbis');
  });

  it('has about thirty job titles, unique', () => {
    expect(FONCTIONS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(FONCTIONS.map((f) => f.libelle)).size).toBe(FONCTIONS.length);
  });
});
