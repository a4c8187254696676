// Typos of the lexicon words: a word one edit away from a stem (a letter doubled, dropped, swapped, or mistyped) reads as it.

import { bareLetters } from "./multilingual-stems.ts";

/** a word of the spaced scripts the reader knows (normalised: lower case, Latin accents stripped) */
const WORD = /[a-z\u00c0-\u024f\u0400-\u04ff]{6,}/g;
/** a stem worth matching loosely: one word of at least five letters (shorter ones are a letter away from everything) */
const LOOSE_STEM = /^[a-z\u00c0-\u024f\u0400-\u04ff]{5,}$/;
/** a mistyped letter (same length) is read only on stems this long: "senken" is not "senden", "passwrot" is "passwort" */
const SUBSTITUTION_STEM = 7;

/**
 * Whether `a` and `b` are one edit apart: a letter inserted or dropped, two neighbours swapped, or (with `substitute`)
 * one letter replaced. Equal strings are not (they need no fixing).
 */
export function oneEditApart(a: string, b: string, substitute: boolean): boolean {
  if (a === b) return false;
  const [s, l] = a.length <= b.length ? [a, b] : [b, a];
  if (l.length - s.length > 1) return false;
  let i = 0;
  while (i < s.length && s[i] === l[i]) i++;
  if (s.length < l.length) return s.slice(i) === l.slice(i + 1);
  if (s.slice(i + 1) === l.slice(i + 1)) return substitute;
  return s[i] === l[i + 1] && s[i + 1] === l[i] && s.slice(i + 2) === l.slice(i + 2);
}

/**
 * A fixer for a set of lexicon fields: each word of six letters or more that starts with no stem of those fields but is
 * one edit from a stem (at the stem's length, or one letter more or less), the edit before the stem's last letter, is
 * read as the stem plus the word's ending.
 * Stems are kept by first letter: a typo in the first letter is rare, and the bucket keeps the pass cheap.
 */
export function typoFixer(stemLists: readonly string[]): (sentence: string) => string {
  const byFirst = new Map<string, string[]>();
  for (const list of stemLists)
    for (const raw of list.split("|")) {
      const stem = bareLetters(raw);
      if (!LOOSE_STEM.test(stem)) continue;
      const bucket = byFirst.get(stem[0] as string) ?? [];
      if (!bucket.includes(stem)) bucket.push(stem);
      byFirst.set(stem[0] as string, bucket);
    }
  const fix = (word: string): string => {
    const stems = byFirst.get(word[0] as string);
    if (!stems || stems.some((stem) => word.startsWith(stem))) return word;
    for (const stem of stems) {
      // a difference at the stem's last letter is another ending ("send-ung" is not "sende"), not a typo
      let common = 0;
      while (common < stem.length && stem[common] === word[common]) common++;
      if (common >= stem.length - 1) continue;
      const substitute = stem.length >= SUBSTITUTION_STEM;
      for (let len = stem.length - 1; len <= stem.length + 1; len++) {
        if (len > word.length) break;
        if (oneEditApart(stem, word.slice(0, len), substitute)) return stem + word.slice(len);
      }
    }
    return word;
  };
  return (sentence) => sentence.replace(WORD, fix);
}
