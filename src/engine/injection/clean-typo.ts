// Typos of cue words: one-letter edits of the words an attack must spell, found by a symmetric-delete index.

/** Words an attack must spell and a filter looks for: a one-letter typo of these is undone. At least six letters. */
export const CUES = [
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
export const CUE_SET = new Set(CUES);
/**
 * The cue words that Markdown emphasis, a link or a tag wrapping them (`*Ignore*`, `__previous__`, "[all
 * previous](url)") makes worth a second reading: the words of an override. The common words of docs' labels and links
 * ("**Before**", "[prompt templates](…)", "**System** requirements", "[password reset](…)") are left out, so ordinary
 * Markdown stays on the fast path.
 */
export const WRAPPED_CUES = new Set([
  "ignore",
  "disregard",
  "forget",
  "previous",
  "instructions",
  "instruction",
  "directives",
  "guidelines",
  "override",
  "bypass",
  "jailbreak",
  "pretend",
  "reveal",
  "exfiltrate",
  "unrestricted",
  "unfiltered",
  "restrictions",
  "earlier",
]);
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
export function maybeTypo(text: string, from: number, to: number): boolean {
  const b = wordHash(text, from, to);
  return (TYPO_SET[b >>> 5] & (1 << (b & 31))) !== 0;
}

/** A bit set of `words` by the same hash: `inWords` is false only for a word not among them. */
export function wordBits(words: Iterable<string>): Uint32Array {
  const bits = new Uint32Array(1 << (TYPO_BITS - 5));
  for (const w of words) {
    const b = wordHash(w, 0, w.length);
    bits[b >>> 5] |= 1 << (b & 31);
  }
  return bits;
}

/**
 * The word text[from, to) spells once each unit is read through `codeOf` (a letter's own code where `codeOf` has 0)
 * may be a cue word, a cue word's typo or one of `extra`: false only when it is none of them. No string is built.
 */
export function maybeCueMapped(
  text: string,
  from: number,
  to: number,
  codeOf: Uint8Array,
  extra: Uint32Array,
): boolean {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    h = Math.imul(h ^ (c < 128 && codeOf[c] !== 0 ? codeOf[c] : c), 0x01000193);
  }
  const b = (h ^ (h >>> 15)) >>> (32 - TYPO_BITS);
  return ((TYPO_SET[b >>> 5] | extra[b >>> 5]) & (1 << (b & 31))) !== 0;
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
  if (hit === null) return null;
  // the last letter doubled is a typo ("forgett", "instructionss"): no English word ends in a cue word's doubled letter
  if (word.length === hit.length + 1 && word.startsWith(hit) && word[word.length - 1] === hit[hit.length - 1])
    return hit;
  // an inflection or a longer word is real, not a typo: "prompted", "ignored", "systemd", "promptly"
  if (word.startsWith(hit) || hit.startsWith(word)) return null;
  return hit;
}

/** PRE2 and SUF3 as tables indexed by letter codes: no slice per word */
export const PRE2_CODES = new Uint8Array(26 * 26);
for (const p of PRE2) PRE2_CODES[(p.charCodeAt(0) - 97) * 26 + p.charCodeAt(1) - 97] = 1;
export const SUF3_CODES = new Uint8Array(26 * 26 * 26);
for (const x of SUF3) SUF3_CODES[((x.charCodeAt(0) - 97) * 26 + x.charCodeAt(1) - 97) * 26 + x.charCodeAt(2) - 97] = 1;

/** Short words a leetspeak attack spells besides the cue words */
export const LEET_WORDS = new Set([
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
