// A cleaned view: NULs (UTF-16 read as bytes), ANSI escapes, HTML entities and tags, Markdown marks splitting words,
// leetspeak and one-letter typos of cue words undone, so "1gn0r3 pr3v10us 1nstruct10ns" reads as what it says.

import type { View } from "./normalize.ts";
import { hyphenChains, isTokenChar, isWordy, letterRuns, mergeReps } from "./clean-joined.ts";
import { buildMap, buildText, charPass, type Out, TRIGGER } from "./clean-marks.ts";
import { leetMayMatter, leetShape, leetWord } from "./clean-leet.ts";
import { CUE_SET, LEET_WORDS, maybeTypo, PRE2_CODES, SUF3_CODES, typoOf, WRAPPED_CUES } from "./clean-typo.ts";

export { LEET_WORDS, typoOf } from "./clean-typo.ts";

/** Only the head of a long text is cleaned: obfuscation that hides a cue phrase is short, and the cost stays bounded. */
export const CLEAN_MAX = 64 * 1024;

/**
 * The only tokens stage two looks at: whole runs of [a-z0-9@$] that mix letters and leet digits (a leet character
 * within the first 40, at most 39 after it), or a-z words shaped like a cue word's typo (a cue's first two letters and
 * 3-12 more, or 2-11 letters and a cue's last three). The start of the first such run at or after `from` (its end in
 * tokenEnd), or -1. A loop over char codes: the regex it replaces cost more than the rest of the view.
 */
let tokenEnd = 0;
/** whether the last token nextToken found holds a leet character (0-9, @, $) */
let tokenLeet = false;
function nextToken(text: string, from: number): number {
  const n = text.length;
  let i = from;
  while (i < n) {
    while (i < n && !isTokenChar(text.charCodeAt(i))) i++;
    if (i >= n) return -1;
    const start = i;
    let leet = -1;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c >= 97 && c <= 122) i++;
      else if ((c >= 48 && c <= 57) || c === 64 || c === 36) {
        if (leet < 0) leet = i - start;
        i++;
      } else break;
    }
    const len = i - start;
    if (leet >= 0) {
      if (leet <= 39 && len - leet - 1 <= 39) {
        tokenEnd = i;
        tokenLeet = true;
        return start;
      }
      continue;
    }
    if (
      len >= 5 &&
      len <= 14 &&
      (PRE2_CODES[(text.charCodeAt(start) - 97) * 26 + text.charCodeAt(start + 1) - 97] === 1 ||
        SUF3_CODES[
          ((text.charCodeAt(i - 3) - 97) * 26 + text.charCodeAt(i - 2) - 97) * 26 + text.charCodeAt(i - 1) - 97
        ] === 1)
    ) {
      tokenEnd = i;
      tokenLeet = false;
      return start;
    }
  }
  return -1;
}

/** `*`, `_` or `~`: an emphasis mark of Markdown */
function isMark(c: number): boolean {
  return c === 42 || c === 95 || c === 126;
}
/** where 1-3 emphasis marks right before text[at] start, when white space or an opening bracket or quote is before them */
function markStart(text: string, at: number): number {
  let k = at;
  while (k > 0 && at - k < 3 && isMark(text.charCodeAt(k - 1))) k--;
  if (k === at) return at;
  const before = k > 0 ? text.charCodeAt(k - 1) : 32;
  return isWordy(before) || isMark(before) ? at : k;
}
/** where 1-3 emphasis marks right after text[at - 1] end, when white space or punctuation is after them */
function markEnd(text: string, at: number): number {
  let k = at;
  while (k < text.length && k - at < 3 && isMark(text.charCodeAt(k))) k++;
  if (k === at) return at;
  const after = k < text.length ? text.charCodeAt(k) : 32;
  // "." is fine after a closing mark ("**ignore**."), but not a dot that joins a name (`_forget_.cache`)
  if (after === 46) return k + 1 >= text.length || !isTokenChar(text.charCodeAt(k + 1)) ? k : at;
  return isWordy(after) || isMark(after) ? at : k;
}
/** stage one removed or replaced something at the edge of text[from, to) (its map jumps there) */
function strippedNear(m1: Int32Array, from: number, to: number): boolean {
  for (let k = Math.max(1, from - 1); k <= from; k++) if (m1[k] - m1[k - 1] !== 1) return true;
  for (let k = to; k <= Math.min(to + 1, m1.length - 1); k++) if (m1[k] - m1[k - 1] !== 1) return true;
  return false;
}

/**
 * The cleaned view of `main` (the normalised text), or null when cleaning changed nothing. `via` names what was
 * undone ("leetspeak", "typo", "ansi", …; "normalised" when several were). `spaced`: false when the survey found no
 * chain of separated letters in `main` (the letter runs are then not looked for).
 */
export function cleanView(main: View, spaced = true): View | null {
  const text = main.text;
  const head = text.length > CLEAN_MAX ? text.slice(0, CLEAN_MAX) : text;
  const out: Out = { parts: [], segs: [], len: 0, kinds: new Set(), significant: false, nuls: 0 };
  let s1 = head;
  // m1[k]: the main-view index of stage-one char k (null: the identity)
  let m1: Int32Array | null = null;
  if (TRIGGER.test(head)) {
    charPass(head, out);
    if (out.kinds.size > 0) {
      s1 = buildText(head, out);
      m1 = buildMap(out);
    }
  }
  // stage two, per candidate token: leetspeak in words that mix letters and digit-letters, then typos of cue words.
  // Replacements are only recorded here (index, token length, word); the text and map are built once the view is
  // known to matter (most texts: never).
  const reps: number[] = [];
  // null: a leetspeak token that spells nothing that matters, its word built only if the view is
  const words: (string | null)[] = [];
  for (let index = nextToken(s1, 0); index >= 0; index = nextToken(s1, tokenEnd)) {
    // a letters-only token is sliced only when its hash says it may be a cue word's typo (most tokens: not)
    let word: string;
    if (tokenLeet) {
      if (!leetShape(s1, index, tokenEnd)) continue;
      out.kinds.add("leetspeak");
      // the word it spells is read (built, looked up) only when a hash of it says it may be a cue word, a cue
      // word's typo or a leet word (a superset: most leet tokens, "45ms", "utf8", are none of them)
      if (!leetMayMatter(s1, index, tokenEnd)) {
        reps.push(index, tokenEnd - index);
        words.push(null);
        continue;
      }
      const mapped = leetWord(s1, index, tokenEnd) as string;
      word = mapped;
      if (CUE_SET.has(mapped) || LEET_WORDS.has(mapped) || typoOf(mapped) !== null) out.significant = true;
    } else if (maybeTypo(s1, index, tokenEnd)) word = s1.slice(index, tokenEnd);
    else continue;
    const fix = typoOf(word);
    // a cue word (or its typo) wrapped in emphasis marks, or next to a link, tag or entity undone by stage one
    let from = index;
    let to = tokenEnd;
    if (!tokenLeet && (fix !== null || WRAPPED_CUES.has(word))) {
      from = markStart(s1, index);
      to = markEnd(s1, tokenEnd);
      // marks on one side that belong to a name (`obj.__ignore__`, `_forget_cache`) make the other side's marks a name's too
      if (
        (from === index && isMark(s1.charCodeAt(index - 1))) ||
        (to === tokenEnd && isMark(s1.charCodeAt(tokenEnd)))
      ) {
        from = index;
        to = tokenEnd;
      }
      if (from < index || to > tokenEnd) {
        out.kinds.add("markdown");
        out.significant = true;
      } else if (m1 !== null && fix === null && strippedNear(m1, index, tokenEnd)) out.significant = true;
    }
    if (fix) {
      word = fix;
      out.kinds.add("typo");
      out.significant = true;
    } else if (!tokenLeet && from === index && to === tokenEnd) continue;
    reps.push(from, to - from);
    words.push(word);
  }
  // letters joined by one hyphen, dot, underscore or space ("i-g-n-o-r-e", "p.r.e.v.i.o.u.s") read as the word they
  // spell when that is a cue word, its typo or a leet word. Only where the survey found such a chain (`spaced`), or
  // where stage one changed the text (the survey read the text before it)
  const more: number[] = [];
  const moreWords: string[] = [];
  if (spaced || m1 !== null) letterRuns(s1, more, moreWords, out);
  hyphenChains(s1, more, moreWords, out);
  if (more.length > 0) mergeReps(reps, words, more, moreWords);
  if (!out.significant) return null;
  const parts: string[] = [];
  let m2 = new Int32Array(s1.length + 16);
  let len = 0;
  const copy = (from: number, to: number): void => {
    if (len + (to - from) + 64 > m2.length) {
      const g = new Int32Array(Math.max(m2.length * 2, len + (to - from) + 64));
      g.set(m2.subarray(0, len));
      m2 = g;
    }
    if (m1) m2.set(m1.subarray(from, to), len);
    else for (let k = from; k < to; k++) m2[len + k - from] = k;
    len += to - from;
  };
  let at = 0;
  for (let r = 0; r < words.length; r++) {
    const index = reps[2 * r];
    const tokLength = reps[2 * r + 1];
    const word = words[r] ?? (leetWord(s1, index, index + tokLength) as string);
    parts.push(s1.slice(at, index), word);
    copy(at, index);
    // the replacement's chars point at the token's chars (the last one repeated when the word grew)
    const tokStart = len;
    copy(index, index + Math.min(tokLength, word.length));
    for (let k = tokLength; k < word.length; k++) {
      if (len + 1 > m2.length) copy(0, 0);
      m2[len++] = m2[tokStart + tokLength - 1];
    }
    at = index + tokLength;
  }
  parts.push(s1.slice(at));
  copy(at, s1.length);
  const map = new Int32Array(len + 1);
  for (let k = 0; k < len; k++) map[k] = main.map ? main.map[m2[k]] : m2[k];
  map[len] = main.map ? main.map[main.map.length - 1] : text.length;
  const via = out.kinds.size === 1 ? [...out.kinds][0] : "normalised";
  return { text: parts.join(""), map, via };
}
