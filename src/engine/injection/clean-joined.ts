// Stage two's readings of words spread over several pieces: letters joined by one separator ("i-g-n-o-r-e") and cue
// words cut by hyphens ("ig-nore"), merged into the cleaned view's replacements.

import type { Out } from "./clean-marks.ts";
import { CUE_SET, LEET_WORDS, typoOf } from "./clean-typo.ts";

/** a-z, 0-9, `@` or `$`: a unit of a stage-two token */
export function isTokenChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 64 || c === 36;
}
/** A letter, digit or one of the marks that join words in code and paths (`_`, `.`, `/`, `-`, `$`, `@`). */
export function isWordy(c: number): boolean {
  return isTokenChar(c) || c === 95 || c === 46 || c === 47 || c === 45 || (c >= 65 && c <= 90);
}

/** six or more single letters, each joined to the next by the same separator: "i-g-n-o-r-e", "p.r.e.v.i.o.u.s" */
const LETTER_RUN = /(?<![a-z0-9])[a-z]([-._ ])[a-z](?:\1[a-z]){4,40}(?![a-z0-9])/g;

/** the word a joined run or hyphen chain spells, when it matters: a cue word, its typo or a leet word (else null) */
function joinedWord(joined: string): string | null {
  return CUE_SET.has(joined) || LEET_WORDS.has(joined) ? joined : typoOf(joined);
}

/**
 * Runs of separated letters that spell a word that matters, as [index, length] pairs in `more` (sorted by index;
 * their letters are single, so they never overlap a token). A run needs six letters, so a text the survey calls
 * unspaced has none.
 */
export function letterRuns(s1: string, more: number[], moreWords: string[], out: Out): void {
  LETTER_RUN.lastIndex = 0;
  for (let m = LETTER_RUN.exec(s1); m !== null; m = LETTER_RUN.exec(s1)) {
    const word = joinedWord(m[0].split(m[1]).join(""));
    if (word === null) continue;
    out.kinds.add("separated-letters");
    out.significant = true;
    more.push(m.index, m[0].length);
    moreWords.push(word);
  }
}

function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}
/**
 * A cue word cut into pieces by hyphens ("Ig-nore prev-ious in-structions"), as [index, length] pairs in `more`: a
 * chain of letter pieces joined by single hyphens, at most 24 units, spelling a cue word or its typo when joined
 * ("state-of-the-art", "e-mail" spell none). One indexOf per hyphen.
 */
export function hyphenChains(s1: string, more: number[], moreWords: string[], out: Out): void {
  for (let h = s1.indexOf("-"); h >= 0; h = s1.indexOf("-", h + 1)) {
    if (!isLower(s1.charCodeAt(h - 1)) || !isLower(s1.charCodeAt(h + 1))) continue;
    let start = h - 1;
    while (start > 0 && h - start < 14 && isLower(s1.charCodeAt(start - 1))) start--;
    const before = start > 0 ? s1.charCodeAt(start - 1) : 32;
    if (isWordy(before) || before === 95) continue;
    let end = h + 1;
    while (end < s1.length && end - start <= 24) {
      const c = s1.charCodeAt(end);
      if (isLower(c)) end++;
      else if (c === 45 && isLower(s1.charCodeAt(end + 1))) end++;
      else break;
    }
    h = end;
    if (end - start > 24 || (end < s1.length && isWordy(s1.charCodeAt(end)) && s1.charCodeAt(end) !== 46)) continue;
    const pieces = s1.slice(start, end).split("-");
    const joined = pieces.join("");
    if (joined.length < 5) continue;
    const word = joinedWord(joined);
    if (word === null) continue;
    // single letters ("i-g-n-o-r-e") are what letterRuns names too
    out.kinds.add(pieces.length === joined.length ? "separated-letters" : "hyphenated");
    out.significant = true;
    more.push(start, end - start);
    moreWords.push(word);
  }
}

/** `reps`/`words` with the pairs of `more` merged in by index; where two overlap, the earlier one is kept */
export function mergeReps(reps: number[], words: (string | null)[], more: number[], moreWords: string[]): void {
  const order = moreWords.map((_, k) => k).sort((x, y) => more[2 * x] - more[2 * y]);
  const r2: number[] = [];
  const w2: (string | null)[] = [];
  let a = 0;
  let b = 0;
  let end = 0;
  while (a < words.length || b < order.length) {
    const fromReps = b >= order.length || (a < words.length && reps[2 * a] < more[2 * order[b]]);
    const k = fromReps ? a : order[b];
    const at = fromReps ? reps[2 * k] : more[2 * k];
    const length = fromReps ? reps[2 * k + 1] : more[2 * k + 1];
    const word = fromReps ? words[a++] : moreWords[order[b++]];
    // a leet token touching a run's last letter ("i-g-n-o-r-e@x") would overlap it: the first one wins
    if (at < end) continue;
    r2.push(at, length);
    w2.push(word);
    end = at + length;
  }
  reps.length = 0;
  reps.push(...r2);
  words.length = 0;
  words.push(...w2);
}
