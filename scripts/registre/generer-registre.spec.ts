import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { determinerEligibiliteEntreprise, RAISONS_ELIGIBILITE } from '../../src/domain/eligibilite/entreprise';
import { validerRaisonSociale } from '../../src/domain/eligibilite/saisie-entreprise';
import { estLuhnValide, estSiretValide, SIREN_LA_POSTE } from '../../src/domain/siret';
import { contenuJson, genererReadme, genererRegistre, racineProjet, versFiche } from './generer-registre';

const racine = racineProjet(__dirname);
const g = genererRegistre();
const entreprises = g.registre.entreprises;

describe('local company register (data/registre-entreprises.json)', () => {
  it('the committed files are what the generator writes (deterministic, up to date)', () => {
    expect(readFileSync(join(racine, 'data', 'registre-entreprises.json'), 'utf8')).toBe(contenuJson(g));
    expect(readFileSync(join(racine, 'data', 'registre-entreprises.README.md'), 'utf8')).toBe(genererReadme(g));
    expect(contenuJson(genererRegistre())).toBe(contenuJson(g));
  });

  it('holds a few hundred establishments with unique, valid SIRETs', () => {
    expect(entreprises.length).toBeGreaterThanOrEqual(200);
    expect(new Set(entreprises.map((e) => e.siret)).size).toBe(entreprises.length);
    for (const e of entreprises) expect([e.siret, estSiretValide(e.siret)]).toEqual([e.siret, true]);
  });

  it('includes La Poste offices that pass only by the La Poste rule', () => {
    const poste = entreprises.filter((e) => e.siret.startsWith(SIREN_LA_POSTE));
    expect(poste.length).toBeGreaterThanOrEqual(3);
    for (const e of poste) expect(estLuhnValide(e.siret)).toBe(false);
  });

  it('names pass the company-name rule', () => {
    for (const e of entreprises) expect([e.raison_sociale, validerRaisonSociale(e.raison_sociale)]).toEqual([e.raison_sociale, null]);
  });

  it('covers every eligibility code and reason at least five times', () => {
    const compte = new Map<string, number>();
    for (const e of entreprises) {
      const r = determinerEligibiliteEntreprise(versFiche(e));
      for (const cle of [r.code, r.raison ?? `${r.code}-sans-raison`]) compte.set(cle, (compte.get(cle) ?? 0) + 1);
    }
    for (const cle of ['VALIDE', 'INDETERMINEE', 'INVALIDE', 'INDETERMINEE-sans-raison', ...RAISONS_ELIGIBILITE.filter((r) => r !== 'NON_TROUVE')]) {
      expect([cle, (compte.get(cle) ?? 0) >= 5]).toEqual([cle, true]);
    }
  });

  it('NON_TROUVE samples are valid SIRETs absent from the register; invalid samples fail the checksum', () => {
    const connus = new Set(entreprises.map((e) => e.siret));
    expect(g.nonTrouves).toHaveLength(5);
    for (const s of g.nonTrouves) {
      expect(estSiretValide(s)).toBe(true);
      expect(connus.has(s)).toBe(false);
    }
    expect(g.invalides).toHaveLength(5);
    for (const s of g.invalides) expect(estSiretValide(s)).toBe(false);
  });

  it('has a source note', () => {
    expect(g.registre.source).toMatch(/FICTIVES/);
  });
});
