import { IMPORT_PARTICIPANTS as M } from '../messages/souscription-pieces';
import type { ExigencesParticipants, Participant } from './participants';
import { nomValide } from './participants';

/**
 * The participant template's shape and the import's parsing rules (brief §6.1–6.3). Pure: the
 * server reads the workbook (exceljs) into `FeuilleLue`s and gives them here with today's date.
 */

/** One data row per employee, up to the largest college the tool prices. */
export const LIGNES_MODELE = 100;
/** Shown in the error list before '… et n autres erreurs.' (brief §6.3). */
export const MAX_MESSAGES = 20;
export const ANNEE_MODELE = '2026.1';

export type ColonneImport = 'nom' | 'prenom' | 'dateNaissance' | 'salaireReferenceExcede4Pass' | 'arretTravailALaDateDeDemandeAdhesion';

/** The template variant: one per product and payroll type (brief §6.1). */
export interface VarianteModele {
  codeProduit: 'SSC' | 'SPC';
  colonnes: ColonneImport[];
  version: string;
}

export function varianteModele(codeProduit: 'SSC' | 'SPC', typeMasseSalariale?: 'T1' | 'T12' | null): VarianteModele {
  if (codeProduit === 'SSC') return { codeProduit, colonnes: ['nom', 'prenom', 'dateNaissance'], version: `SSC-${ANNEE_MODELE}` };
  const t12 = typeMasseSalariale === 'T12';
  return {
    codeProduit,
    colonnes: ['nom', 'prenom', 'dateNaissance', ...(t12 ? (['salaireReferenceExcede4Pass'] as const) : []), 'arretTravailALaDateDeDemandeAdhesion'],
    version: `SPC-${t12 ? 'T12' : 'T1'}-${ANNEE_MODELE}`,
  };
}

export const ENTETES: Record<ColonneImport, string> = {
  nom: M.entetes.nom,
  prenom: M.entetes.prenom,
  dateNaissance: M.entetes.dateNaissance,
  salaireReferenceExcede4Pass: M.entetes.salaire,
  arretTravailALaDateDeDemandeAdhesion: M.entetes.arret,
};

export const OBLIGATOIRES: readonly ColonneImport[] = ['nom', 'prenom', 'dateNaissance'];

/** 'Date de naissance* (JJ/MM/AAAA)' → 'datedenaissancejjmmaaaa': case, accents, spaces and signs ignored. */
export function cleEntete(texte: string): string {
  return texte
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Which column a header names, or null. */
export function colonneDeLEntete(texte: string): ColonneImport | null {
  const cle = cleEntete(texte);
  if (!cle) return null;
  if (cle.startsWith('datedenaissance') || cle === 'naissance') return 'dateNaissance';
  if (cle.startsWith('prenom')) return 'prenom';
  if (cle === 'nom' || cle.startsWith('nomdefamille') || cle === 'nomusage') return 'nom';
  if (cle.startsWith('salaire')) return 'salaireReferenceExcede4Pass';
  if (cle.includes('arret')) return 'arretTravailALaDateDeDemandeAdhesion';
  return null;
}

export interface LigneLue {
  /** The sheet row number the user sees in Excel. */
  numero: number;
  /** Cell values from column A (exceljs values: string, number, Date, boolean, formula, rich text). */
  valeurs: readonly unknown[];
}

export interface FeuilleLue {
  nom: string;
  lignes: readonly LigneLue[];
}

export interface ClasseurLu {
  feuilles: readonly FeuilleLue[];
  /** The template's version cell, when the file has one. */
  version?: string | null;
}

export type CodeErreurImport = 'OBLIGATOIRE' | 'DATE_INVALIDE' | 'DATE_FUTURE' | 'DATE_ANCIENNE' | 'NOM_INVALIDE' | 'OUI_NON_INVALIDE' | 'FORMULE' | 'DOUBLON';

export interface ErreurImport {
  ligne: number;
  /** Column letter ('C'). */
  colonne: string;
  champ: ColonneImport;
  /** The value as read, neutralised (never starts with = + - @). */
  valeur: string;
  code: CodeErreurImport;
  message: string;
}

export type ResultatImport =
  | { ok: true; participants: Participant[] }
  | { ok: false; fichier: string }
  | { ok: false; erreurs: ErreurImport[]; messages: string[]; resume: string };

/** A value echoed back never starts a formula (CSV/formula injection, brief §6.3). */
export function neutraliser(texte: string): string {
  return /^[=+\-@\t\r]/.test(texte) ? `'${texte}` : texte;
}

const lettre = (index: number): string => {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
};

type Valeur = string | number | boolean | Date | null;
const FORMULE = Symbol('formule');

/** An exceljs cell value as a plain value; a formula gives its cached result, or FORMULE when it has none. */
export function valeurSimple(v: unknown): Valeur | typeof FORMULE {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('formula' in o || 'sharedFormula' in o) {
      const r = o.result;
      if (r === undefined || r === null || (typeof r === 'object' && !(r instanceof Date))) return FORMULE;
      return r as Valeur;
    }
    if (Array.isArray(o.richText)) return (o.richText as { text?: unknown }[]).map((t) => String(t.text ?? '')).join('');
    if (typeof o.text === 'string') return o.text;
    if ('error' in o) return String(o.error);
  }
  return String(v);
}

const texte = (v: Valeur): string => (v === null ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v)).trim();

const iso = (a: number, m: number, j: number): string | null => {
  const d = new Date(Date.UTC(a, m - 1, j));
  if (d.getUTCFullYear() !== a || d.getUTCMonth() !== m - 1 || d.getUTCDate() !== j) return null;
  return `${String(a).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(j).padStart(2, '0')}`;
};

/** An Excel date (Date at UTC midnight), a serial number, or a 'J/M/AAAA' text → 'yyyy-mm-dd'; null when not a date. */
export function lireDate(v: Valeur): string | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : iso(v.getUTCFullYear(), v.getUTCMonth() + 1, v.getUTCDate());
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v < 1 || v > 2_958_465) return null;
    const d = new Date(Date.UTC(1899, 11, 30) + Math.floor(v) * 86_400_000);
    return iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  }
  if (typeof v !== 'string') return null;
  const s = v.trim();
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  return null;
}

const OUI = new Set(['oui', 'o', '1', 'vrai', 'true', 'yes']);
const NON = new Set(['non', 'n', '0', 'faux', 'false', 'no']);

/** Oui/Non/O/N/1/0/Vrai/Faux (brief §6.2); undefined when empty, null when not a yes/no. */
export function lireOuiNon(v: Valeur): boolean | null | undefined {
  if (v === null || v === '') return undefined;
  if (typeof v === 'boolean') return v;
  const cle = cleEntete(String(v));
  if (cle === '') return undefined;
  if (OUI.has(cle)) return true;
  if (NON.has(cle)) return false;
  return null;
}

const dateFr = (isoDate: string) => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;

/**
 * The import, all or nothing (brief §6.2): the 'Participants' sheet (else the first), headers
 * matched loosely, empty rows skipped, values trimmed, names upper-cased (nom), dates and yes/no
 * read, formulas taken by their result, duplicates and rows beyond the college refused. Any error
 * gives no participant; a file-level problem gives one message.
 */
export function analyserImport(classeur: ClasseurLu, variante: VarianteModele, exigences: ExigencesParticipants, aujourdhui: string): ResultatImport {
  if (classeur.version && classeur.version !== variante.version) return { ok: false, fichier: M.modeleObsolete(classeur.version, variante.version) };
  const feuille = classeur.feuilles.find((f) => cleEntete(f.nom) === cleEntete(M.feuilleParticipants)) ?? classeur.feuilles[0];
  if (!feuille) return { ok: false, fichier: M.aucunParticipant };
  const celluleVide = (v: unknown) => {
    const s = valeurSimple(v);
    return s !== FORMULE && texte(s) === '';
  };
  const nonVide = (l: LigneLue) => l.valeurs.some((v) => !celluleVide(v));
  const lignes = feuille.lignes.filter(nonVide);
  const entete = lignes[0];
  if (!entete) return { ok: false, fichier: M.aucunParticipant };

  const index = new Map<ColonneImport, number>();
  entete.valeurs.forEach((v, i) => {
    const s = valeurSimple(v);
    const col = s === FORMULE ? null : colonneDeLEntete(texte(s));
    if (col && !index.has(col)) index.set(col, i);
  });
  for (const col of OBLIGATOIRES) if (!index.has(col)) return { ok: false, fichier: M.colonneManquante(M.libellesColonnes[col]) };

  const donnees = lignes.slice(1);
  if (donnees.length === 0) return { ok: false, fichier: M.aucunParticipant };
  if (donnees.length > exigences.effectifCollege) return { ok: false, fichier: M.tropDeLignes(donnees.length, exigences.effectifCollege) };

  const erreurs: ErreurImport[] = [];
  const participants: Participant[] = [];
  const vus = new Map<string, number>();
  for (const ligne of donnees) {
    const lire = (col: ColonneImport): { v: Valeur | typeof FORMULE; i: number } | null => {
      const i = index.get(col);
      return i === undefined ? null : { v: valeurSimple(ligne.valeurs[i]), i };
    };
    const erreur = (col: ColonneImport, i: number, brute: Valeur, code: CodeErreurImport, detail: string) => {
      erreurs.push({ ligne: ligne.numero, colonne: lettre(i), champ: col, valeur: neutraliser(texte(brute)), code, message: M.ligne(ligne.numero, M.libellesColonnes[col], detail) });
    };
    const p: Participant = { nom: '', prenom: '', dateNaissance: '' };
    let valide = true;

    for (const col of ['nom', 'prenom'] as const) {
      const c = lire(col)!;
      if (c.v === FORMULE) {
        erreur(col, c.i, '', 'FORMULE', M.formule);
        valide = false;
        continue;
      }
      const t = texte(c.v).replace(/\s+/g, ' ');
      if (!t) erreur(col, c.i, c.v, 'OBLIGATOIRE', M.champObligatoire);
      else if (!nomValide(t)) erreur(col, c.i, c.v, 'NOM_INVALIDE', M.nomInvalide(neutraliser(t)));
      else {
        p[col] = col === 'nom' ? t.toLocaleUpperCase('fr-FR') : t;
        continue;
      }
      valide = false;
    }

    const d = lire('dateNaissance')!;
    if (d.v === FORMULE) {
      erreur('dateNaissance', d.i, '', 'FORMULE', M.formule);
      valide = false;
    } else if (texte(d.v) === '') {
      erreur('dateNaissance', d.i, d.v, 'OBLIGATOIRE', M.champObligatoire);
      valide = false;
    } else {
      const date = lireDate(d.v);
      const affiche = neutraliser(typeof d.v === 'string' ? texte(d.v) : date ? dateFr(date) : texte(d.v));
      if (!date) erreur('dateNaissance', d.i, d.v, 'DATE_INVALIDE', M.dateInvalide(affiche));
      else if (date > aujourdhui) erreur('dateNaissance', d.i, d.v, 'DATE_FUTURE', M.dateFuture(affiche));
      else if (date < '1900-01-01') erreur('dateNaissance', d.i, d.v, 'DATE_ANCIENNE', M.dateTropAncienne(affiche));
      else p.dateNaissance = date;
      if (!p.dateNaissance) valide = false;
    }

    const drapeaux = [
      ['salaireReferenceExcede4Pass', exigences.salaire4Pass],
      ['arretTravailALaDateDeDemandeAdhesion', exigences.arretTravail],
    ] as const;
    for (const [col, question] of drapeaux) {
      if (!question.posee) continue;
      const c = lire(col);
      if (!c) {
        if (question.auMoinsUn) {
          erreurs.push({ ligne: ligne.numero, colonne: '', champ: col, valeur: '', code: 'OBLIGATOIRE', message: M.ligne(ligne.numero, M.libellesColonnes[col], M.champObligatoire) });
          valide = false;
        }
        continue;
      }
      if (c.v === FORMULE) {
        erreur(col, c.i, '', 'FORMULE', M.formule);
        valide = false;
        continue;
      }
      const b = lireOuiNon(c.v);
      if (b === null) {
        erreur(col, c.i, c.v, 'OUI_NON_INVALIDE', M.ouiNonInvalide(neutraliser(texte(c.v))));
        valide = false;
      } else if (b === undefined) {
        if (question.auMoinsUn) {
          erreur(col, c.i, c.v, 'OBLIGATOIRE', M.champObligatoire);
          valide = false;
        }
      } else p[col] = b;
    }

    if (valide) {
      const cle = `${cleEntete(p.nom)}|${cleEntete(p.prenom)}|${p.dateNaissance}`;
      const autre = vus.get(cle);
      if (autre !== undefined) erreur('nom', index.get('nom')!, p.nom, 'DOUBLON', M.doublon(autre));
      else {
        vus.set(cle, ligne.numero);
        participants.push(p);
      }
    }
  }
  if (erreurs.length) {
    const messages = erreurs.slice(0, MAX_MESSAGES).map((e) => e.message);
    if (erreurs.length > MAX_MESSAGES) messages.push(M.autresErreurs(erreurs.length - MAX_MESSAGES));
    return { ok: false, erreurs, messages, resume: M.resume(erreurs.length) };
  }
  return { ok: true, participants };
}

/**
 * What an import does to the participants already saved (issue 27): 'remplacer' (the default, brief
 * §6.2 'On success, replace the participant list') or 'ajouter' (the file's rows after the saved
 * ones). Added, a row already saved (same nom, prénom and birth date) is not added twice.
 */
export const MODES_IMPORT = ['ajouter', 'remplacer'] as const;
export type ModeImport = (typeof MODES_IMPORT)[number];
export const MODE_IMPORT_DEFAUT: ModeImport = 'remplacer';

export type FusionImport<P> = { ok: true; participants: P[]; ajoutes: number; doublons: number } | { ok: false; fichier: string };

const cleParticipant = (p: Pick<Participant, 'nom' | 'prenom' | 'dateNaissance'>) => `${cleEntete(p.nom)}|${cleEntete(p.prenom)}|${p.dateNaissance}`;

/** The list an import leaves, all or nothing: more than the college in the end refuses the file. */
export function fusionnerImport<P extends Participant>(existants: readonly P[], importes: readonly P[], mode: ModeImport, effectifCollege: number): FusionImport<P> {
  if (mode === 'remplacer') return { ok: true, participants: [...importes], ajoutes: importes.length, doublons: 0 };
  const vus = new Set(existants.map(cleParticipant));
  const nouveaux = importes.filter((p) => !vus.has(cleParticipant(p)));
  const total = existants.length + nouveaux.length;
  if (total > effectifCollege) return { ok: false, fichier: M.tropAvecExistants(nouveaux.length, existants.length, effectifCollege) };
  return { ok: true, participants: [...existants, ...nouveaux], ajoutes: nouveaux.length, doublons: importes.length - nouveaux.length };
}
