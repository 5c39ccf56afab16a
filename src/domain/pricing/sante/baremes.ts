import b2025 from '../../../../data/sante/baremes/SSC-2025.1.json';
import b2026 from '../../../../data/sante/baremes/SSC-2026.1.json';
import b2027 from '../../../../data/sante/baremes/SSC-2027.1.json';
import { CODES_POSTES, NIVEAU_MAX, STRUCTURES_SANTE, STRUCTURES_SURCOMPLEMENTAIRE, type BaremeSante } from './types';

/**
 * The health barèmes, one committed JSON file per version ('SSC-2026.1'), each covering a range of
 * effective dates. A new version is a new file added here, never an edit of a published one: a saved
 * projet keeps the version it was priced with and can be re-read with `baremeSanteParVersion`.
 */

/** Integrity of a barème; throws on the first defect (run at load and in tests). */
export function verifierBareme(b: BaremeSante): void {
  const err = (m: string) => new Error(`Barème ${b.version} : ${m}`);
  if (!/^SSC-\d{4}\.\d+$/.test(b.version)) throw err('identifiant de version invalide');
  if (b.valable_au !== null && b.valable_au < b.valable_du) throw err('période de validité inversée');
  for (const code of CODES_POSTES) {
    const couts = b.couts_par_niveau[code];
    if (!couts || couts.length !== NIVEAU_MAX + 1) throw err(`${code} doit avoir ${NIVEAU_MAX + 1} niveaux`);
    couts.forEach((c, i) => {
      if (!Number.isInteger(c) || c < 0) throw err(`${code} niveau ${i} : coût entier positif attendu`);
      // Higher levels cost more (PRODUCT.md): strictly increasing.
      if (i > 0 && c <= couts[i - 1]) throw err(`${code} niveau ${i} : coût non croissant`);
    });
  }
  const bandes = (nom: string, l: { de: number; a: number; facteur: number }[], de: number, a: number) => {
    let attendu = de;
    for (const x of l) {
      if (x.de !== attendu || x.a < x.de || !Number.isInteger(x.facteur) || x.facteur <= 0) throw err(`${nom} : tranches discontinues`);
      attendu = x.a + 1;
    }
    if (attendu !== a + 1) throw err(`${nom} : tranches incomplètes`);
  };
  bandes('facteurs_age', b.facteurs_age, 18, 65);
  bandes('facteurs_effectif_college', b.facteurs_effectif_college, 1, 100);
  const zone = (z: number | string) => {
    const f = b.facteurs_zone[String(z)];
    if (!Number.isInteger(f) || f <= 0) throw err(`zone ${z} sans facteur`);
  };
  zone(b.zones.zone_par_defaut);
  Object.keys(b.zones.departements).forEach(zone);
  for (const r of ['SECURITE_SOCIALE', 'ALSACE_MOSELLE'] as const) {
    if (!Number.isInteger(b.facteurs_regime[r]) || b.facteurs_regime[r] <= 0) throw err(`régime ${r} sans facteur`);
  }
  for (const s of STRUCTURES_SANTE) {
    if (!Number.isInteger(b.coefficients_structure[s]) || b.coefficients_structure[s] <= 0) throw err(`structure ${s} sans coefficient`);
  }
  for (const s of STRUCTURES_SURCOMPLEMENTAIRE) {
    if (!Number.isInteger(b.surcomplementaire.couts_par_structure[s])) throw err(`surcomplémentaire ${s} sans coût`);
  }
  // The loading divides by (1 - management costs - commission); 15 % is the highest commission.
  if (b.frais_gestion_pb + 1500 >= 10000 || b.surcomplementaire.frais_gestion_pb + 1500 >= 10000) throw err('chargements excessifs');
}

export const BAREMES_SANTE: readonly BaremeSante[] = ([b2025, b2026, b2027] as unknown as BaremeSante[])
  .slice()
  .sort((a, b) => (a.valable_du < b.valable_du ? -1 : 1));
BAREMES_SANTE.forEach(verifierBareme);
BAREMES_SANTE.forEach((b, i) => {
  const suivant = BAREMES_SANTE[i + 1];
  if (suivant && (b.valable_au === null || b.valable_au >= suivant.valable_du)) throw new Error(`Barèmes santé : ${b.version} chevauche ${suivant.version}`);
});

/** The barème in force on an effective date (ISO), or null when none covers it. */
export function baremeSantePour(dateEffet: string, baremes: readonly BaremeSante[] = BAREMES_SANTE): BaremeSante | null {
  for (const b of baremes) {
    if (b.valable_du <= dateEffet && (b.valable_au === null || dateEffet <= b.valable_au)) return b;
  }
  return null;
}

/**
 * A barème by its version id.
 * @internal Spec support: the specs price with a named barème. The
 * product never re-prices by version (a saved projet keeps its priced tarifs and version string).
 */
export function baremeSanteParVersion(version: string): BaremeSante | null {
  return BAREMES_SANTE.find((b) => b.version === version) ?? null;
}
