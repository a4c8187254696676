// A cleaned view: NULs (UTF-16 read as bytes), ANSI escapes, HTML entities and tags, Markdown marks splitting words,
// leetspeak and one-letter typos of cue words undone, so "1gn0r3 pr3v10us 1nstruct10ns" reads as what it says.

import type { View } from "./normalize.ts";

/** Only the head of a long text is cleaned: obfuscation that hides a cue phrase is short, and the cost stays bounded. */
export const CLEAN_MAX = 64 * 1024;

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  shy: "",
  zwj: "",
  zwnj: "",
  ensp: " ",
  emsp: " ",
  thinsp: " ",
  lsquo: "'",
  rsquo: "'",
  ldquo: '"',
  rdquo: '"',
  ndash: "-",
  mdash: "-",
  hellip: "...",
  colon: ":",
  period: ".",
  comma: ",",
  sol: "/",
  bsol: "\\",
  lpar: "(",
  rpar: ")",
  lsqb: "[",
  rsqb: "]",
  excl: "!",
  quest: "?",
  num: "#",
  semi: ";",
  equals: "=",
};

/** Words an attack must spell and a filter looks for: a one-letter typo of these is undone. At least six letters. */
const CUES = [
  "ignore",
  "disregard",
  "forget",
  "previous",
  "instructions",
  "instruction",
  "directives",
  "guidelines",
  "system",
  "prompt",
  "override",
  "reveal",
  "password",
  "secret",
  "assistant",
  "developer",
  "administrator",
  "bypass",
  "jailbreak",
  "restrictions",
  "pretend",
  "unrestricted",
  "confidential",
  "credentials",
  "exfiltrate",
  "execute",
  "earlier",
  "original",
  "initial",
  "everything",
  "respond",
  "response",
  "answer",
  "following",
  "before",
  "unfiltered",
];
/** Real words one letter away from a cue word (not typos). */
const REAL = new Set([
  "forgot",
  "forged",
  "forger",
  "ignite",
  "signore",
  "revel",
  "developed",
  "execution",
  "systemic",
  "prompter",
]);

// symmetric-delete index: every cue with one letter deleted -> the cue
const DELETES = new Map<string, string>();
for (const cue of CUES) {
  for (let i = 0; i < cue.length; i++) {
    const k = cue.slice(0, i) + cue.slice(i + 1);
    if (!DELETES.has(k)) DELETES.set(k, cue);
  }
}
const CUE_SET = new Set(CUES);
/**
 * A bit set over a hash of every a-z word one edit away from a cue word (a letter added, dropped, changed, two
 * neighbours swapped): a superset of the words typoOf can fix, so a word whose bit is clear is not sliced or looked up.
 */
const TYPO_BITS = 19;
const TYPO_SET = new Uint32Array(1 << (TYPO_BITS - 5));
function wordHash(text: string, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h ^ (h >>> 15)) >>> (32 - TYPO_BITS);
}
for (const cue of CUES) {
  const mark = (w: string): void => {
    const b = wordHash(w, 0, w.length);
    TYPO_SET[b >>> 5] |= 1 << (b & 31);
  };
  for (let i = 0; i <= cue.length; i++) {
    if (i < cue.length) mark(cue.slice(0, i) + cue.slice(i + 1));
    if (i + 1 < cue.length) mark(cue.slice(0, i) + cue[i + 1] + cue[i] + cue.slice(i + 2));
    for (let c = 97; c <= 122; c++) {
      const ch = String.fromCharCode(c);
      mark(cue.slice(0, i) + ch + cue.slice(i));
      if (i < cue.length) mark(cue.slice(0, i) + ch + cue.slice(i + 1));
    }
  }
}
/** False only when text[from, to) is no cue word's typo (typoOf would give null). */
function maybeTypo(text: string, from: number, to: number): boolean {
  const b = wordHash(text, from, to);
  return (TYPO_SET[b >>> 5] & (1 << (b & 31))) !== 0;
}
const PRE2 = new Set(CUES.map((c) => c.slice(0, 2)));
const SUF3 = new Set(CUES.map((c) => c.slice(-3)));

/** Same-length words that differ in one letter, or in two neighbours swapped (not "forest" vs "forget"). */
function oneEdit(a: string, b: string): boolean {
  let first = -1;
  let diffs = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (++diffs > 2) return false;
    if (first < 0) first = i;
    else if (i !== first + 1 || a[first] !== b[i] || a[i] !== b[first]) return false;
  }
  return diffs > 0;
}

/**
 * The cue word `word` is a one-letter typo of (a letter added, dropped, changed, or two neighbours swapped), or null.
 * Cost: one hash lookup per letter of the word; words are at most 14 letters, so the pass stays linear.
 */
export function typoOf(word: string): string | null {
  // memoised: words repeat (most texts use a few hundred distinct ones); bounded, cleared when full
  const known = TYPO_MEMO.get(word);
  if (known !== undefined) return known;
  if (TYPO_MEMO.size >= 50_000) TYPO_MEMO.clear();
  const hit = typoBySearch(word);
  TYPO_MEMO.set(word, hit);
  return hit;
}
const TYPO_MEMO = new Map<string, string | null>();

function typoBySearch(word: string): string | null {
  if (word.length < 5 || word.length > 14) return null;
  // one edit leaves the first two letters or the last three of the cue in place: most words leave here
  if (!PRE2.has(word.slice(0, 2)) && !SUF3.has(word.slice(-3))) return null;
  if (CUE_SET.has(word) || REAL.has(word)) return null;
  let hit: string | null = null;
  // a letter dropped: "instrctions"
  const dropped = DELETES.get(word);
  if (dropped !== undefined && dropped.length === word.length + 1) hit = dropped;
  for (let i = 0; hit === null && i < word.length; i++) {
    const w = word.slice(0, i) + word.slice(i + 1);
    if (CUE_SET.has(w))
      hit = w; // a letter added: "ignoore"
    else {
      const c = DELETES.get(w); // a letter changed or two neighbours swapped: "ignpre", "ingore"
      if (c !== undefined && c.length === word.length && oneEdit(word, c)) hit = c;
    }
  }
  // an inflection or a longer word is real, not a typo: "prompted", "ignored", "systemd", "promptly"
  if (hit === null || word.startsWith(hit) || hit.startsWith(word)) return null;
  return hit;
}

/** short words a leetspeak attack spells besides the cue words */
const LEET_WORDS = new Set([
  "all",
  "your",
  "you",
  "the",
  "and",
  "tell",
  "send",
  "print",
  "show",
  "give",
  "now",
  "are",
  "act",
  "mode",
  "admin",
  "rules",
  "above",
  "prior",
  "secrets",
  "keys",
  "token",
  "hack",
  "jailbroken",
  "unlocked",
  "reveal",
]);
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
const TRIGGER = /[\x00\x1b&*~`[<]/;

function isLetter(c: string | undefined): boolean {
  return c !== undefined && c >= "a" && c <= "z";
}

interface Out {
  /** the strings emitted for undone or special characters, in order (runs copied as is are only in segs) */
  parts: string[];
  /** emitted segments as triples (main-view index, length, 0: a run copied as is / 1: one index for every char) */
  segs: number[];
  len: number;
  kinds: Set<string>;
  /** something was undone that can hide a word (most texts only have markup, colour codes or version numbers) */
  significant: boolean;
  nuls: number;
}

function emitRun(from: number, to: number, out: Out): void {
  if (to <= from) return;
  out.segs.push(from, to - from, 0);
  out.len += to - from;
}

function emitAt(s: string, at: number, out: Out): void {
  out.parts.push(s);
  out.segs.push(at, s.length, 1);
  out.len += s.length;
}

/** Stage one's output text: the runs sliced from `text`, the emitted strings (in `parts`) between them. */
function buildText(text: string, out: Out): string {
  const pieces: string[] = [];
  let p = 0;
  for (let j = 0; j < out.segs.length; j += 3)
    pieces.push(out.segs[j + 2] === 0 ? text.slice(out.segs[j], out.segs[j] + out.segs[j + 1]) : out.parts[p++]);
  return pieces.join("");
}

/** The map of stage one's output, built from its segments only when something was undone (most texts: nothing). */
function buildMap(out: Out): Int32Array {
  const map = new Int32Array(out.len);
  let k = 0;
  for (let j = 0; j < out.segs.length; j += 3) {
    const at = out.segs[j];
    const n = out.segs[j + 1];
    if (out.segs[j + 2] === 0) for (let d = 0; d < n; d++) map[k++] = at + d;
    else for (let d = 0; d < n; d++) map[k++] = at;
  }
  return map;
}

const SPECIAL = /[\x00\x1b&*~`[\]<]/g;

/** Stage one, per special character (plain runs are copied whole): NUL, ANSI, entities, tags, Markdown in words. */
function charPass(text: string, out: Out): void {
  const n = text.length;
  let i = 0;
  let last = ""; // the last emitted character (letters decide whether a mark splits a word)
  while (i < n) {
    SPECIAL.lastIndex = i;
    const hit = SPECIAL.exec(text);
    const at = hit ? hit.index : n;
    if (at > i) {
      emitRun(i, at, out);
      last = text[at - 1];
    }
    if (!hit) break;
    i = at;
    const c = text[i];
    if (c === "\x00") {
      out.kinds.add("nul");
      if (++out.nuls >= 4) out.significant = true;
      i++;
      continue;
    }
    if (c === "\x1b") {
      out.kinds.add("ansi");
      let j = i + 1;
      if (text[j] === "[") {
        j++;
        while (j < n && j - i < 40 && text.charCodeAt(j) >= 0x20 && text.charCodeAt(j) <= 0x3f) j++;
        if (j < n && text.charCodeAt(j) >= 0x40 && text.charCodeAt(j) <= 0x7e) j++;
      } else if (text[j] === "]") {
        while (j < n && j - i < 400 && text[j] !== "\x07" && !(text[j] === "\x1b" && text[j + 1] === "\\")) j++;
        j += text[j] === "\x07" ? 1 : 2;
      } else j++;
      if (isLetter(last) && isLetter(text[j])) out.significant = true;
      i = j;
      continue;
    }
    if (c === "&") {
      const m = /^&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));?/.exec(text.slice(i, i + 12));
      if (m) {
        const cp = m[1] ? Number(m[1]) : m[2] ? parseInt(m[2], 16) : -1;
        const s = cp >= 0 ? (cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp).toLowerCase() : "") : NAMED[m[3]];
        if (s !== undefined && (m[0].endsWith(";") || cp >= 0)) {
          out.kinds.add("html-entities");
          if (/[a-z]/.test(s)) out.significant = true;
          emitAt(s, i, out);
          if (s.length > 0) last = s[s.length - 1];
          i += m[0].length;
          continue;
        }
      }
    }
    // emphasis marks or inline-code ticks inside a word: ig**no**re, ig~~no~~re
    // (not "_": inside a word it joins snake_case identifiers, and CommonMark does not read it as emphasis there)
    if ((c === "*" || c === "~" || c === "`") && isLetter(last)) {
      let j = i;
      while (j < n && j - i < 3 && (text[j] === "*" || text[j] === "~" || text[j] === "`")) j++;
      if (isLetter(text[j])) {
        out.kinds.add("markdown");
        out.significant = true;
        i = j;
        continue;
      }
    }
    // a Markdown link inside a word: ig[no](x)re -> ignore
    if (c === "]" && text[i + 1] === "(") {
      const close = text.indexOf(")", i + 2);
      if (close > 0 && close - i < 300 && !/\s/.test(text.slice(i + 2, close))) {
        out.kinds.add("markdown");
        if (isLetter(last) && isLetter(text[close + 1])) out.significant = true;
        i = close + 1;
        continue;
      }
    }
    if (c === "[" && isLetter(text[i + 1])) {
      const close = text.indexOf("](", i + 1);
      if (close > 0 && close - i < 120 && !text.slice(i, close).includes("\n")) {
        if (isLetter(last)) {
          out.kinds.add("markdown");
          out.significant = true;
        }
        i++;
        continue;
      }
    }
    // an HTML tag splitting a word (ig<b>no</b>re), or closing one (word</b>): markup, not text
    if (c === "<" && isLetter(last)) {
      const m = /^<\/?[a-z][a-z0-9]{0,10}(?:\s[^<>\n]{0,80})?>/.exec(text.slice(i, i + 100));
      if (m && (isLetter(text[i + m[0].length]) || m[0][1] === "/")) {
        out.kinds.add("html-tags");
        if (isLetter(text[i + m[0].length])) out.significant = true;
        i += m[0].length;
        continue;
      }
    }
    emitAt(c, i, out);
    last = c;
    i++;
  }
}

/**
 * The only tokens stage two looks at: whole runs of [a-z0-9@$] that mix letters and leet digits (a leet character
 * within the first 40, at most 39 after it), or a-z words shaped like a cue word's typo (a cue's first two letters and
 * 3-12 more, or 2-11 letters and a cue's last three). The start of the first such run at or after `from` (its end in
 * tokenEnd), or -1. A loop over char codes: the regex it replaces cost more than the rest of the view.
 */
let tokenEnd = 0;
/** whether the last token nextToken found holds a leet character (0-9, @, $) */
let tokenLeet = false;
/** PRE2 and SUF3 as tables indexed by letter codes: no slice per word */
const PRE2_CODES = new Uint8Array(26 * 26);
for (const p of PRE2) PRE2_CODES[(p.charCodeAt(0) - 97) * 26 + p.charCodeAt(1) - 97] = 1;
const SUF3_CODES = new Uint8Array(26 * 26 * 26);
for (const x of SUF3) SUF3_CODES[((x.charCodeAt(0) - 97) * 26 + x.charCodeAt(1) - 97) * 26 + x.charCodeAt(2) - 97] = 1;
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

function isTokenChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 64 || c === 36;
}

/**
 * The word a token holding leet characters spells (0→o, 1→i, 3→e, 4→a, 5→s, 7→t, 8→b, @→a, $→s), or null when it is
 * no leetspeak: no letter, a hex number (0x optional), letters then digits (v2, utf8), a 2, 6 or 9 in it, or shorter
 * than three. One loop over the token's codes, no slice.
 */
function leetWord(text: string, from: number, to: number): string | null {
  if (to - from < 3) return null;
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
  if (!letters || !allMapped) return null;
  // hex number: [0-9a-f]+ or 0x[0-9a-f]+ (the "x" made hex false above)
  if (hex) return null;
  if (to - from > 2 && text.charCodeAt(from) === 48 && text.charCodeAt(from + 1) === 120) {
    let rest = true;
    for (let i = from + 2; i < to && rest; i++) {
      const c = text.charCodeAt(i);
      rest = (c >= 48 && c <= 57) || (c >= 97 && c <= 102);
    }
    if (rest) return null;
  }
  // letters then digits
  let k = from;
  while (k < to && text.charCodeAt(k) >= 97 && text.charCodeAt(k) <= 122) k++;
  if (k > from && k < to) {
    let j = k;
    while (j < to && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
    if (j === to) return null;
  }
  let word = "";
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    word += c >= 97 && c <= 122 ? text[i] : LEET_OF[c];
  }
  return word;
}
const LEET_OF: string[] = [];
for (const [k, v] of Object.entries(LEET)) LEET_OF[k.charCodeAt(0)] = v;

/**
 * The cleaned view of `main` (the normalised text), or null when cleaning changed nothing. `via` names what was
 * undone ("leetspeak", "typo", "ansi", …; "normalised" when several were).
 */
export function cleanView(main: View): View | null {
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
  const words: string[] = [];
  for (let index = nextToken(s1, 0); index >= 0; index = nextToken(s1, tokenEnd)) {
    // a letters-only token is sliced only when its hash says it may be a cue word's typo (most tokens: not)
    let word: string;
    if (tokenLeet) {
      const mapped = leetWord(s1, index, tokenEnd);
      if (mapped === null) continue;
      word = mapped;
      out.kinds.add("leetspeak");
      if (CUE_SET.has(mapped) || LEET_WORDS.has(mapped) || typoOf(mapped) !== null) out.significant = true;
    } else if (maybeTypo(s1, index, tokenEnd)) word = s1.slice(index, tokenEnd);
    else continue;
    const fix = typoOf(word);
    if (fix) {
      word = fix;
      out.kinds.add("typo");
      out.significant = true;
    } else if (!tokenLeet) continue;
    reps.push(index, tokenEnd - index);
    words.push(word);
  }
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
    const word = words[r];
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
