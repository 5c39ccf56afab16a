/**
 * Soft hyphens (U+00AD) in the list's long column headers, so a narrow column breaks 'complé-
 * mentaires' between syllables instead of cutting a letter off: the browser shows a hyphen only
 * where it does break. French rule of thumb: break before a consonant that starts a syllable
 * (vowel | consonant vowel), or between two consonants that do not belong together (m|p, n|t, but
 * not ch, ph, gn, qu, nor a consonant followed by l or r); never before a last mute-e syllable;
 * at least three letters on each side.
 */
export const TIRET_CONDITIONNEL = '\u00AD';

const VOYELLE = /[aeiouyàâäéèêëîïôöùûüœæ]/i;
const INSEPARABLES = new Set(['ch', 'ph', 'th', 'gn', 'qu', 'gu']);
const MIN_COTE = 3;

const voyelle = (c: string | undefined) => c !== undefined && VOYELLE.test(c);
const lettre = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);

/** Positions i (break before word[i]) allowed in one word. */
export function coupures(mot: string): number[] {
  const p: number[] = [];
  for (let i = MIN_COTE; i <= mot.length - MIN_COTE; i += 1) {
    const a = mot[i - 1];
    const b = mot[i];
    const c = mot[i + 1];
    if (![a, b, c].every(lettre)) continue;
    const paire = (a + b).toLowerCase();
    // vowel | consonant vowel: 'mé|di|caux'
    const vcv = voyelle(a) && !voyelle(b) && voyelle(c);
    // consonant | consonant (not a cluster): 'com|plé', 'men|taires'
    const cc = !voyelle(a) && !voyelle(b) && !INSEPARABLES.has(paire) && !/[lr]/i.test(b) && voyelle(mot[i - 2]);
    // Never before a last syllable with a mute e ('-res', '-ves'): typographers keep it with the line.
    const finMuette = /^(qu|gu|[^aeiouyàâäéèêëîïôöùûüœæ]{1,2})(e|es|ent)$/i.test(mot.slice(i));
    if ((vcv || cc) && !finMuette) p.push(i);
  }
  return p;
}

/** The text with soft hyphens at every allowed break of its words. */
export function avecCesures(texte: string): string {
  return texte
    .split(' ')
    .map((mot) => {
      const p = coupures(mot);
      if (!p.length) return mot;
      let r = '';
      let debut = 0;
      for (const i of p) {
        r += mot.slice(debut, i) + TIRET_CONDITIONNEL;
        debut = i;
      }
      return r + mot.slice(debut);
    })
    .join(' ');
}
