/**
 * ISO calendar dates 'yyyy-mm-dd' (the wire format, spec 01 §5), on their own: the date field reads
 * them without loading the pricing-information rules and their messages.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Strict 'yyyy-mm-dd' of a real calendar day; another format throws (§5). */
export function lireDateIso(date: string): { annee: number; mois: number; jour: number } {
  const m = typeof date === 'string' ? ISO.exec(date) : null;
  if (!m) throw new Error(`Date au format inattendu (AAAA-MM-JJ attendu) : ${String(date)}`);
  const [annee, mois, jour] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(annee, mois - 1, jour));
  if (d.getUTCFullYear() !== annee || d.getUTCMonth() !== mois - 1 || d.getUTCDate() !== jour) throw new Error(`Date inexistante : ${date}`);
  return { annee, mois, jour };
}

export function estDateIso(date: unknown): date is string {
  try {
    lireDateIso(date as string);
    return true;
  } catch {
    return false;
  }
}
