// Leetspeak in a token: whether it reads as a word (not a version, a hex number or a unit), the word it spells, and a
// cheap hash test of whether that word can matter (a cue word, its typo or a leet word), for the cleaned view.

import { isTokenChar } from "./clean-joined.ts";
import { CUE_SET, LEET_WORDS, maybeCueMapped, typoOf, wordBits } from "./clean-typo.ts";

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "@": "a",
  $: "s",
};

/**
 * The word a token holding leet characters spells (0→o, 1→i, 3→e, 4→a, 5→s, 7→t, 8→b, @→a, $→s), or null when it is
 * no leetspeak: no letter, a hex number of five or more (0x optional), letters then one digit that spells no cue or
 * leet word (v2, utf8; "th3" reads), a 2, 6 or 9 in it, or shorter than three. One loop over the token's codes, no slice.
 */
export function leetWord(text: string, from: number, to: number): string | null {
  if (!leetShape(text, from, to)) return null;
  let word = "";
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    // "@" inside an e-mail address ("b1ll1ng@p4y-s3rv1c3.example") joins the address, it spells no "a"
    word += c >= 97 && c <= 122 ? text[i] : c === 64 && i > from && mailAt(text, i) ? "@" : LEET_OF[c];
  }
  return word;
}

/** the token's leet reading is a cue word, a leet word or a cue word's typo (its digits all map to letters) */
function knownWord(text: string, from: number, to: number): boolean {
  let word = "";
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    const letter = c >= 97 && c <= 122 ? text[i] : LEET_OF[c];
    if (letter === undefined) return false;
    word += letter;
  }
  return CUE_SET.has(word) || LEET_WORDS.has(word) || typoOf(word) !== null;
}

/** an "@" with a domain after it: a dot before the next white space, within 64 characters */
function mailAt(text: string, at: number): boolean {
  for (let i = at + 1; i < text.length && i - at <= 64; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) return i + 1 < text.length && isTokenChar(text.charCodeAt(i + 1));
    if (c <= 32 || c === 64) return false;
  }
  return false;
}

/** Whether leetWord reads text[from, to) as leetspeak (it is not null), without building the word. */
export function leetShape(text: string, from: number, to: number): boolean {
  if (to - from < 3) return false;
  let letters = false;
  let hex = true;
  let allMapped = true;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) {
      letters = true;
      if (c > 102) hex = false;
    } else if (c === 50 || c === 54 || c === 57) allMapped = false;
    else if (c === 64 || c === 36) hex = false;
  }
  if (!letters || !allMapped) return false;
  // hex number: [0-9a-f]{5,} or 0x[0-9a-f]+ (the "x" made hex false above); a shorter one reads as a word ("b07", "c0de")
  if (hex && to - from >= 5) return false;
  if (to - from > 2 && text.charCodeAt(from) === 48 && text.charCodeAt(from + 1) === 120) {
    let rest = true;
    for (let i = from + 2; i < to && rest; i++) {
      const c = text.charCodeAt(i);
      rest = (c >= 48 && c <= 57) || (c >= 97 && c <= 102);
    }
    if (rest) return false;
  }
  // letters then one digit (v2, utf8, md5, ipv4) or a number with a digit that spells no letter (es2015, x86); letters
  // then two or more leet digits spell a word's end ("pl3453", "n073")
  let k = from;
  while (k < to && text.charCodeAt(k) >= 97 && text.charCodeAt(k) <= 122) k++;
  if (k > from && k < to) {
    let j = k;
    while (j < to && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
    // one digit: a word only when it spells a cue or leet word ("th3", "m0d3" no; "md5", "mp3", "ipv4" stay)
    if (j === to && to - k < 2) return knownWord(text, from, to);
  }
  return true;
}
const LEET_OF: string[] = [];
for (const [k, v] of Object.entries(LEET)) LEET_OF[k.charCodeAt(0)] = v;
/** the letter code each leet unit stands for (0: none) */
const LEET_CODE = new Uint8Array(128);
for (const [k, v] of Object.entries(LEET)) LEET_CODE[k.charCodeAt(0)] = v.charCodeAt(0);
const LEET_WORD_BITS = wordBits(LEET_WORDS);

/** False only when the word a leet token spells is no cue word, no cue word's typo and no leet word (LEET_WORDS). */
export function leetMayMatter(text: string, from: number, to: number): boolean {
  return maybeCueMapped(text, from, to, LEET_CODE, LEET_WORD_BITS);
}
