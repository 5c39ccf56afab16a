import { formaterIdcc, lienLegifrance } from '../../src/domain/referentiels/ccn';
import type { Ccn, Commune, NiveauNaf } from '../../src/domain/referentiels/types';

/**
 * Pure transformations from the public packages' files to our referential rows. The runner
 * (extract.ts) fetches the packages and writes the files; everything decided is here, tested.
 */

// ---------- Collective agreements (@socialgouv/kali-data, data/KALICONT*.json) ----------

export interface KaliMeta {
  num?: number | string;
  id: string;
  title: string;
  shortTitle: string;
  active?: boolean;
  nature?: string;
}

export interface KaliDocument {
  data: KaliMeta;
  children?: { type: string; data: { title?: string; etat?: string } }[];
}

export interface CcnExtraite extends Ccn {
  /** Legifrance container id (KALICONT...); null for 9999. */
  kali_id: string | null;
  /** State of the base text when the package carries it (VIGUEUR_ETEN...), else null. */
  etat: string | null;
}

export interface CcnExclue {
  idcc: string | null;
  kali_id: string;
  libelle: string;
  raison: string;
}

const KALICONT = /^KALICONT\d{12}$/;
const TERRITORIALE = /\b(r[ée]gionale|interr[ée]gionale|d[ée]partementale|locale|territoriale)\b/i;

/** Collapses runs of spaces and line breaks; drops a trailing full stop. */
export function nettoyerLibelle(texte: string): string {
  return texte.replace(/\s+/g, ' ').trim().replace(/\.$/, '').trim();
}

/** State of the agreement's base text ('Texte de base : ...' section), when articles are included. */
export function etatTexteDeBase(doc: KaliDocument): string | null {
  const base = (doc.children ?? []).find((c) => c.type === 'section' && /^texte de base/i.test(c.data.title ?? ''));
  return base?.data.etat ?? null;
}

function contientLieu(texte: string, lieu: string): boolean {
  const echappe = lieu.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])${echappe}([^\\p{L}]|$)`, 'u').test(texte);
}

/**
 * A territorial (regional, departmental, local) agreement, not a national one: its title says
 * so, or a title that does not say 'national' names a department, a region or a prefecture.
 */
export function estTerritoriale(meta: Pick<KaliMeta, 'title' | 'shortTitle'>, lieux: readonly string[]): boolean {
  const titre = nettoyerLibelle(meta.title);
  if (/nationa/i.test(titre)) return false;
  if (TERRITORIALE.test(titre)) return true;
  return lieux.some((lieu) => contientLieu(titre, lieu) || contientLieu(meta.shortTitle, lieu));
}

/**
 * National agreements with an IDCC. Entries whose id is 'KALICONT…-NNN' are the former
 * territorial metallurgy agreements filed under one container (replaced by IDCC 3248 in 2024).
 * DARES-valid: a genuine KALICONT id and a base text in force (or no state given by the package,
 * which only lists agreements still in force).
 */
export function ccnsDepuisKali(docs: readonly KaliDocument[], lieux: readonly string[]): { ccns: CcnExtraite[]; exclues: CcnExclue[] } {
  const ccns = new Map<number, CcnExtraite>();
  const exclues: CcnExclue[] = [];
  for (const doc of docs) {
    const meta = doc.data;
    const num = meta.num === undefined || meta.num === '' ? NaN : Number(meta.num);
    const libelle = nettoyerLibelle(meta.title);
    const exclure = (raison: string) =>
      exclues.push({ idcc: Number.isInteger(num) ? formaterIdcc(num) : null, kali_id: meta.id, libelle, raison });
    if (!Number.isInteger(num) || num <= 0 || num >= 9999) {
      exclure('sans IDCC');
      continue;
    }
    if (!KALICONT.test(meta.id)) {
      exclure('texte rattaché à un autre conteneur (ancienne convention territoriale)');
      continue;
    }
    if (estTerritoriale(meta, lieux)) {
      exclure('convention territoriale');
      continue;
    }
    const etat = etatTexteDeBase(doc);
    const ccn: CcnExtraite = {
      id: num,
      idcc: formaterIdcc(num),
      libelle,
      libelle_court: nettoyerLibelle(meta.shortTitle) || libelle,
      dares_valide: etat === null || etat.startsWith('VIGUEUR'),
      lien_fiche: lienLegifrance(meta.id),
      kali_id: meta.id,
      etat,
    };
    const deja = ccns.get(num);
    if (deja) {
      exclure(`IDCC en double (conservé : ${deja.kali_id})`);
      continue;
    }
    ccns.set(num, ccn);
  }
  return { ccns: [...ccns.values()], exclues };
}

/** IDCC 9999 'Sans convention collective': no agreement, never a sheet link. */
export function ccnSansConvention(libelle: string): CcnExtraite {
  return { id: 9999, idcc: '9999', libelle, libelle_court: libelle, dares_valide: false, lien_fiche: null, kali_id: null, etat: null };
}

// ---------- NAF (@socialgouv/codes-naf, index.json) ----------

export interface NafExtraite {
  code: string;
  description: string;
  niveau: NiveauNaf;
}

export function niveauNaf(code: string): NiveauNaf | null {
  if (/^\d{2}$/.test(code)) return 'division';
  if (/^\d{2}\.\d$/.test(code)) return 'groupe';
  if (/^\d{2}\.\d{2}$/.test(code)) return 'classe';
  if (/^\d{2}\.\d{2}[A-Z]$/.test(code)) return 'sous-classe';
  return null;
}

export function nafsDepuisCodesNaf(lignes: readonly { id: string; label: string }[]): NafExtraite[] {
  const vus = new Set<string>();
  const nafs: NafExtraite[] = [];
  for (const l of lignes) {
    const code = l.id.trim();
    const niveau = niveauNaf(code);
    if (!niveau || vus.has(code)) throw new Error(`Code NAF inattendu ou en double : ${code}`);
    vus.add(code);
    nafs.push({ code, description: nettoyerLibelle(l.label), niveau });
  }
  return nafs;
}

// ---------- Postcodes and towns (@etalab/decoupage-administratif, data/communes.json) ----------

export interface CommuneDecoupage {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  codesPostaux?: string[];
}

/** One row per (postcode, current commune); Paris, Lyon and Marseille carry all their postcodes. */
export function communesDepuisDecoupage(communes: readonly CommuneDecoupage[]): Commune[] {
  const lignes = new Map<string, Commune>();
  for (const c of communes) {
    if (c.type !== 'commune-actuelle' || !c.departement) continue;
    for (const code_postal of c.codesPostaux ?? []) {
      if (!/^\d{5}$/.test(code_postal)) throw new Error(`Code postal inattendu : ${code_postal} (${c.code})`);
      lignes.set(`${code_postal}|${c.code}`, { code_postal, insee: c.code, nom: c.nom, departement: c.departement });
    }
  }
  return [...lignes.values()].sort(
    (a, b) => a.code_postal.localeCompare(b.code_postal) || a.nom.localeCompare(b.nom, 'fr') || a.insee.localeCompare(b.insee),
  );
}

/** Names that mark a territorial agreement: departments, regions, and prefecture towns. */
export function lieuxDepuisDecoupage(
  departements: readonly { code: string; nom: string; chefLieu?: string }[],
  regions: readonly { nom: string }[],
  communes: readonly CommuneDecoupage[],
): string[] {
  const chefsLieux = new Set(departements.map((d) => d.chefLieu).filter(Boolean));
  const noms = new Set<string>(['région parisienne', 'Région parisienne']);
  for (const d of departements) noms.add(d.nom);
  for (const r of regions) noms.add(r.nom);
  for (const c of communes) if (c.type === 'commune-actuelle' && chefsLieux.has(c.code)) noms.add(c.nom);
  return [...noms];
}

// ---------- Writing ----------

/** Pretty header, then the list with one row per line: readable diffs on 35 000 rows. */
export function serialiser(entete: Record<string, unknown>, cle: string, lignes: readonly unknown[]): string {
  const tete = JSON.stringify({ ...entete, [cle]: [] }, null, 2);
  if (lignes.length === 0) return `${tete}\n`;
  const corps = lignes.map((l) => `    ${JSON.stringify(l)}`).join(',\n');
  return `${tete.slice(0, tete.lastIndexOf('[]'))}[\n${corps}\n  ]\n}\n`;
}
